// A body over the size bound is not checked, and is no violation (review 26c F8): the contract sets
// no size. The HAR path (har-bodies, har-content-coding) and the batch path of JSON Lines, whose
// worker threads send their verdicts back, both carry it to the report as an input problem of the
// exchange, and the rest of the exchange keeps its verdict.
import { describe, expect, it } from 'vitest';
import { batchChecker } from '../../src/traffic/batch.js';
import { exitCodeOf, TrafficChecker } from '../../src/traffic/index.js';

const auth = { authorization: 'ApiKey 2f1c0d9e8b7a6f5e4d3c2b1a' };
const topic = (name: string) => ({ _id: '6690a1b2c3d4e5f607182a01', key: 'news', name });

/** A getTopic exchange whose answer's body is `body`, with `contentType`. */
const line = (body: unknown, contentType = 'application/json') =>
  JSON.stringify({
    request: { method: 'GET', path: '/v2/topics/news', headers: auth },
    response: { status: 200, headers: { 'content-type': contentType }, body },
  });

describe('a JSON Lines body over the size bound, from the batch checker', () => {
  // A line limit above the body limit: JSON Lines bodies cannot outgrow their line otherwise.
  const check = batchChecker({ strict: false, maxBodyBytes: 200, hosts: [], maxLineBytes: 64 * 1024 });
  const big = JSON.stringify(topic('n'.repeat(400)));
  const lines = [
    line(topic('News')),
    line(big),
    // Over the bound, and its name is not what the contract says: only the size goes unchecked.
    line(big, 'text/plain'),
    line({ key: 'news' }),
  ];

  it('is an event of its own, not counted as valid unseen, and keeps the verdict of the rest', () => {
    const result = check(Buffer.from(`${lines.join('\n')}\n`));
    expect(result.valid.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(
      result.events.map((event) => ({
        line: 'line' in event ? event.line : undefined,
        kind: event.kind,
        notChecked: 'notChecked' in event ? event.notChecked : undefined,
        issues: event.kind === 'violation' ? event.responseIssues.map((issue) => issue.keyword) : undefined,
      })),
    ).toEqual([
      {
        line: 1,
        kind: 'valid',
        notChecked: ['the response body is larger than 200 bytes (the --max-body limit): not checked; the rest of the exchange was'],
        issues: undefined,
      },
      { line: 2, kind: 'violation', notChecked: undefined, issues: ['mediaType'] },
      { line: 3, kind: 'violation', notChecked: undefined, issues: ['required'] },
    ]);
  });

  it('reaches the report as an input problem of its line, counted valid, with exit code 2', () => {
    const checker = new TrafficChecker({ maxBodyBytes: 200 });
    checker.addFile('traffic.jsonl');
    checker.addBatch(check(Buffer.from(`${lines.join('\n')}\n`)), 'traffic.jsonl', 0, 0, (error) => checker.addInputError(error));
    const report = checker.result();
    expect(report).toMatchObject({ exchanges: 4, valid: 2, violations: 2, inputErrorCount: 1 });
    expect(report.inputErrors).toEqual([
      {
        file: 'traffic.jsonl',
        line: 2,
        message: 'the response body is larger than 200 bytes (the --max-body limit): not checked; the rest of the exchange was',
      },
    ]);
    expect(exitCodeOf(report)).toBe(2);
  });

  it('is a violation no more in strict mode either, and the request side is named as such', () => {
    const strict = batchChecker({ strict: true, maxBodyBytes: 64, hosts: [], maxLineBytes: 64 * 1024 });
    const upsert = JSON.stringify({
      request: { method: 'POST', path: '/v2/topics', headers: { ...auth, 'content-type': 'application/json' }, body: { key: 'news', name: 'n'.repeat(100) } },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: topic('N') },
    });
    const [event] = strict(Buffer.from(`${upsert}\n`)).events;
    expect(event).toMatchObject({
      kind: 'valid',
      notChecked: ['the request body is larger than 64 bytes (the --max-body limit): not checked; the rest of the exchange was'],
    });
  });
});
