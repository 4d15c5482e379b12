// Review 26d F1: ignored_auth never judged a write. It sends again requests that got a 2xx with the
// key, and a generated write names a fresh id (a 404); the writes that succeed are a sequence's, and
// none was probed, so a server that took `PATCH /v2/topics/{key}` from anyone passed. A sequence's
// first write of each operation now goes out first without credentials.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { NO_BASELINE } from '../../src/verify/plan.js';
import { verify } from '../../src/verify/run.js';

/** The mock, taking `writeForAnyone` without credentials as if the key came; what was sent without them recorded. */
function mockTaking(writeForAnyone: (method: string, path: string) => boolean, unauthenticated: string[]) {
  const mock = createStatefulMock({ seed: 2 });
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (request.headers.get('authorization') !== null) return mock.fetch(request);
    unauthenticated.push(`${request.method} ${url.pathname}`);
    if (!writeForAnyone(request.method, url.pathname)) return mock.fetch(request);
    const headers = new Headers(request.headers);
    headers.set('authorization', `ApiKey ${DEMO_API_KEY}`);
    return mock.fetch(new Request(request, { headers }));
  };
}

const run = (fetch: (request: Request) => Promise<Response>) =>
  verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    fetch,
    operations: ['upsertTopic', 'getTopic', 'listTopics', 'updateTopic', 'deleteTopic', 'listTopicSubscriptions'],
    checks: ['ignored_auth'],
    stateful: true,
    allowWrites: true,
    maxExamples: 10,
    rps: 0,
    seed: 4,
  });

describe('ignored_auth on the writes of a sequence', () => {
  it('catches a server that takes a write without credentials', async () => {
    const unauthenticated: string[] = [];
    const report = await run(mockTaking((method, path) => method === 'PATCH' && path.startsWith('/v2/topics/'), unauthenticated));
    expect(report.failures.map((failure) => [failure.check, failure.operationId, failure.message])).toEqual([
      ['ignored_auth', 'updateTopic', 'without Authorization, a PATCH the run then sent with the key answered 200'],
    ]);
    // The probe is a step of the failing example, and its curl sends no key.
    const steps = report.failures[0]!.steps;
    expect(steps.some((step) => step.curl.includes('-X PATCH') && !step.curl.includes('authorization'))).toBe(true);
  }, 60_000);

  it('passes the mock, and judges every write operation once, none left "not run"', async () => {
    const unauthenticated: string[] = [];
    const report = await run(mockTaking(() => false, unauthenticated));
    expect(report.failures).toEqual([]);
    for (const operationId of ['upsertTopic', 'updateTopic', 'deleteTopic'])
      expect(report.operations.find((operation) => operation.operationId === operationId)?.checks.ignored_auth?.passed, operationId).toBeGreaterThan(0);
    expect(report.notes.filter((note) => note.startsWith(NO_BASELINE) && /updateTopic|deleteTopic/.test(note))).toEqual([]);
    // One probe a write operation, sent by a sequence before its own write.
    expect(unauthenticated.filter((sent) => sent.startsWith('PATCH ')).length).toBe(1);
    expect(unauthenticated.filter((sent) => sent.startsWith('DELETE ')).length).toBe(1);
  }, 60_000);
});
