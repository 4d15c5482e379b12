// Reads that name something the server holds (review 20b, F7): verify's reads of one thing used
// made-up ids only, so getNotification got 50 404s and no 200 against the demo state, and
// positive_data_acceptance counted each 404 as passed. A read's path is now and then the contract's
// example value, or a value the server gave out earlier in the run; a 404 is not judged, and a note
// counts those requests as not exercised.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { KnownValues, MAX_PATH_VALUE_LENGTH } from '../../src/verify/path-values.js';
import { MISSED } from '../../src/verify/plan.js';
import { verify } from '../../src/verify/run.js';

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

const recording = (seen: Seen[]) => {
  const mock = createStatefulMock();
  return async (request: Request) => {
    const response = await mock.fetch(request);
    seen.push({ method: request.method, path: decodeURIComponent(new URL(request.url).pathname), status: response.status });
    return response;
  };
};

const options = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, seed: 42, maxExamples: 20 };

describe('the path of a read', () => {
  it("takes the contract's example values, and so finds what the server holds", async () => {
    const seen: Seen[] = [];
    const report = await verify({ ...options, operations: ['getTopic', 'getNotification'], fetch: recording(seen) });
    expect(report.ok).toBe(true);
    const found = (prefix: string) => seen.filter((exchange) => exchange.method === 'GET' && exchange.path.startsWith(prefix) && exchange.status === 200);
    expect(found('/v1/notifications/66b0c1d2e3f405162738495a').length).toBeGreaterThan(0);
    expect(found('/v2/topics/product-updates').length).toBeGreaterThan(0);
    // Each judged acceptance is a request that was not a 404: the 404s are counted in the note instead.
    const getNotification = seen.filter((exchange) => exchange.path.startsWith('/v1/notifications/'));
    const judged = report.operations.find((operation) => operation.operationId === 'getNotification')?.checks.positive_data_acceptance;
    const missed = getNotification.filter((exchange) => exchange.status === 404).length;
    expect(missed).toBeGreaterThan(0);
    expect(judged?.passed).toBeGreaterThan(0);
    expect(judged?.passed).toBeLessThan(getNotification.length - missed + 1);
    const note = report.notes.find((line) => line.startsWith(MISSED));
    expect(note).toMatch(/getNotification \d+/);
    // ignored_auth now has requests of getNotification that got a 2xx, to send again without the key.
    expect(report.operations.find((operation) => operation.operationId === 'getNotification')?.checks.ignored_auth?.passed).toBeGreaterThan(0);
  }, 60_000);

  it('takes the keys the run created before', async () => {
    const seen: Seen[] = [];
    const report = await verify({ ...options, allowWrites: true, operations: ['upsertTopic', 'getTopic'], fetch: recording(seen) });
    expect(report.ok).toBe(true);
    const created = new RegExp(`^/v2/topics/verify-${report.runId}-`);
    expect(seen.filter((exchange) => exchange.method === 'GET' && created.test(exchange.path) && exchange.status === 200).length).toBeGreaterThan(0);
  }, 60_000);

  it('of a write keeps the run prefix: never the example values, never what the server listed', async () => {
    const seen: Seen[] = [];
    const report = await verify({
      ...options,
      maxExamples: 10,
      allowWrites: true,
      operations: ['listTopics', 'getTopic', 'updateTopic', 'deleteTopic'],
      fetch: recording(seen),
    });
    const writes = seen.filter((exchange) => exchange.method !== 'GET' && exchange.path.startsWith('/v2/topics/'));
    expect(writes.length).toBeGreaterThan(0);
    for (const exchange of writes) expect(exchange.path).toMatch(new RegExp(`^/v2/topics/verify-${report.runId}-`));
  }, 60_000);
});

// Review 21, F7: listTopics handed out a 200,000-character key, and verify sent it back as getTopic's
// path; the server's HTTP layer answered 431, and verify reported it as the operation refusing a valid
// request. A value longer than the parameter takes (the contract's maxLength, else 1,000) is not kept.
describe('the length of a value the server gave out', () => {
  const huge = 'h'.repeat(200_000);
  const longest = 'k'.repeat(MAX_PATH_VALUE_LENGTH);
  const answer = { status: 200, headers: {}, text: '', json: { data: [{ key: huge }, { key: `${longest}k` }, { key: longest }, { key: 'short' }] } };

  it('keeps the values of a parameter up to its bound, not longer ones', () => {
    const known = new KnownValues();
    known.note({ operationId: 'listTopics', method: 'GET', pathParams: {}, query: {}, headers: {}, auth: 'valid' }, answer as never);
    expect(known.of('topicKey')).toEqual([longest, 'short']);
  });

  it('never sends one as the path of a read', async () => {
    const mock = createStatefulMock();
    const paths: string[] = [];
    const fetch = async (request: Request) => {
      const { pathname } = new URL(request.url);
      paths.push(pathname);
      if (request.method === 'GET' && pathname === '/v2/topics')
        return new Response(JSON.stringify({ ...answer.json, next: null, previous: null }), { status: 200, headers: { 'content-type': 'application/json' } });
      // What Node's HTTP layer answers to a request line longer than its header limit.
      if (pathname.length > 16_384) return new Response(null, { status: 431 });
      return mock.fetch(request);
    };
    const report = await verify({ ...options, operations: ['listTopics', 'getTopic'], fetch, checks: ['positive_data_acceptance'] });
    expect(paths.some((path) => path === `/v2/topics/${longest}`)).toBe(true);
    expect(Math.max(...paths.map((path) => path.length))).toBeLessThanOrEqual('/v2/topics/'.length + MAX_PATH_VALUE_LENGTH);
    expect(report.failures).toEqual([]);
  }, 60_000);
});
