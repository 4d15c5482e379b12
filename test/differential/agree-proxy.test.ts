// Issue 17 item 6, over HTTP: the validating proxy in enforce mode, in front of the stateful mock, gives
// the validator's verdict on every item of the corpus (corpus.ts). (The mock, validate-traffic and
// verify: agree.test.ts.)
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';
import { corpus, expectAgreement, failed, pool } from './parts.js';
import { answerVerdict } from './verdicts.js';
import { sendOverHttp } from './wire.js';

let mockServer: RunningStatefulMock;
let proxy: RunningValidatingProxy;

beforeAll(async () => {
  mockServer = await createStatefulMock({ empty: true }).listen();
  proxy = await startValidatingProxy({ upstream: mockServer.url, mode: 'enforce', admin: false });
});

afterAll(async () => {
  await proxy?.close();
  await mockServer?.close();
});

describe('the differential test (issue 17 item 6)', () => {
  it('the proxy (enforce) gives the same verdict on every item', { timeout: 600_000 }, async () => {
    const proxyVerdicts = await pool(corpus, 8, (item) =>
      sendOverHttp(proxy.url, item).then((answer) => answerVerdict(answer.status, answer.contentType, answer.text, 'proxy'), failed),
    );
    expectAgreement([['proxy (enforce)', proxyVerdicts]], proxy.url);
  });
});
