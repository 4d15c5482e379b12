// Review 26d: a server silent on one operation (no status line within --request-timeout) ended the
// whole run as unreachable (exit 2), the operations after it unsent and max_response_time shown as
// passed. A server that has answered is slow there: a max_response_time failure of that operation,
// whose other requests are not sent, and the run goes on; silent twice in a row, it stopped answering.
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';
import { exitCodeOf, verify } from '../../src/verify/index.js';

/** The mock, with `silent` answering nothing (until the request is aborted). */
function silentOn(silent: (url: URL, request: Request) => boolean) {
  const mock = createStatefulMock({ seed: 1 });
  return (request: Request): Promise<Response> => {
    if (!silent(new URL(request.url), request)) return mock.fetch(request);
    return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }));
  };
}

const run = (fetch: (request: Request) => Promise<Response>) =>
  verify({ baseUrl: 'http://mock.test', apiKey: 'test-key', fetch, operations: ['getTopic', 'listTopics'], maxExamples: 3, rps: 0, seed: 1, timeoutMs: 300 });

describe('a server silent on one operation', () => {
  it('fails max_response_time there, with no status line, and the run judges the other operations', async () => {
    const report = await run(silentOn((url) => /^\/v2\/topics\/[^/]+$/.test(url.pathname)));
    expect(report.stopped).toBeUndefined();
    expect(report.failures.map((failure) => [failure.check, failure.operationId, failure.message])).toEqual([
      ['max_response_time', 'getTopic', 'no answer within 300 ms, not even its status line'],
    ]);
    expect(report.operations.find((operation) => operation.operationId === 'listTopics')?.checks.response_schema_conformance?.passed).toBeGreaterThan(0);
    expect(exitCodeOf(report)).toBe(1);
  });

  it('stops the run when it is silent twice in a row: it stopped answering', async () => {
    let answered = 0;
    const report = await run(silentOn((_url, request) => request.headers.get('authorization') === 'ApiKey test-key' && ++answered > 1));
    expect(report.stopped).toMatch(/no answer within 300 ms/);
    expect(exitCodeOf(report)).toBe(2);
  });
});
