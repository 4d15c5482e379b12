// Issue 17 item 6: every part gives the same verdict on the same request. One corpus (corpus.ts) is
// fed to the validator (the reference, with the shared rules of src/http), the mock in-process (its
// fetch core; its Node handler where a URL parser would rewrite the target), validate-traffic's library
// on the corpus as JSON Lines, and verify's checks on the mock's answers to the requests verify
// generated; agree-proxy.test.ts feeds it to the validating proxy in enforce mode in front of the mock.
// A disagreement fails the test and prints the item, each part's answer and a curl line that sends it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock, type StatefulMock } from '../../src/mock/index.js';
import { corpus, expectAgreement, failed, mockAnswer, pool, reference, trafficVerdicts, verifyVerdict } from './parts.js';
import { ACCEPTED, answerVerdict, describeVerdict, validatorVerdict } from './verdicts.js';

let mock: StatefulMock;
let mockServer: RunningStatefulMock;

beforeAll(async () => {
  mock = createStatefulMock({ empty: true });
  mockServer = await mock.listen();
});

afterAll(async () => {
  await mockServer?.close();
});

describe('the differential test (issue 17 item 6)', () => {
  it('feeds a corpus of at least 2,000 requests, valid, one per broken rule, and the edge cases', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(2000);
    const origins = new Set(corpus.map((item) => item.origin));
    expect([...origins].sort()).toEqual(['edge', 'negative', 'valid']);
    // Valid requests are valid, broken ones broken: the reference says so.
    const wrong = corpus.filter((item) => item.origin !== 'edge' && (validatorVerdict(item).verdict === ACCEPTED) !== (item.origin === 'valid'));
    expect(wrong.map((item) => `${item.id} ${item.note}: ${describeVerdict(validatorVerdict(item))}`)).toEqual([]);
    expect(reference).toHaveLength(corpus.length);
  });

  it('the mock, validate-traffic and verify give the same verdict on every item', { timeout: 600_000 }, async () => {
    const mockAnswers = await pool(corpus, 8, (item) => mockAnswer(mock, mockServer, item).catch(() => undefined));
    const mockVerdicts = mockAnswers.map((answer) =>
      answer === undefined ? failed('the mock did not answer') : answerVerdict(answer.status, answer.contentType, answer.text, 'mock'),
    );
    const traffic = await trafficVerdicts(corpus);
    const verify = corpus.map((item, index) => verifyVerdict(item, mockAnswers[index]));
    expectAgreement(
      [
        ['mock', mockVerdicts],
        ['validate-traffic', traffic],
      ],
      mockServer.url,
      verify,
    );
  });
});
