// ignored_auth sends again, without the key and with another credential in another scheme, requests that got a 2xx
// with it (as Schemathesis does): a fresh request would be refused for its own faults (an unknown
// key, a cursor that names nothing), and the check passed whatever the server did with credentials.
// An operation none of whose requests got a 2xx is not judged, and a note says so.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { NO_BASELINE } from '../../src/verify/plan.js';
import { verify } from '../../src/verify/run.js';

interface Sent {
  readonly target: string;
  readonly authorization: string | null;
  readonly body: string;
  readonly status: number;
}

/** The mock, with the topic endpoints serving whoever comes without `ApiKey …` as if the key came; every exchange recorded. */
function topicsForAnyone(sent: Sent[]) {
  const mock = createStatefulMock();
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const authorization = request.headers.get('authorization');
    const body = request.method === 'GET' ? '' : await request.clone().text();
    const headers = new Headers(request.headers);
    if (!authorization?.startsWith('ApiKey ') && url.pathname.startsWith('/v2/topics')) headers.set('authorization', `ApiKey ${DEMO_API_KEY}`);
    const response = await mock.fetch(new Request(request, { headers }));
    sent.push({ target: `${request.method} ${url.pathname}${url.search}`, authorization, body, status: response.status });
    return response;
  };
}

describe('ignored_auth', () => {
  it('catches the topics served to anyone, by sending again without the key the requests that got a 2xx with it', async () => {
    const sent: Sent[] = [];
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 7,
      maxExamples: 20,
      operations: ['listTopics', 'getTopic', 'listTopicSubscriptions'],
      fetch: topicsForAnyone(sent),
    });
    // The reads of one topic too: their path is now and then the contract's example key, a topic the mock holds (path-values.ts).
    expect(report.failures.filter((failure) => failure.check === 'ignored_auth').map((failure) => failure.operationId)).toEqual([
      'listTopics',
      'getTopic',
      'listTopicSubscriptions',
    ]);
    expect(report.failures.find((failure) => failure.check === 'ignored_auth')?.message).toMatch(
      /^without Authorization, a request that got a 2xx with the key answered 200$/,
    );
    // Every request without the key (the reachability probe aside) is one that got a 2xx with it, or,
    // once it failed, that request with some of its query parameters dropped (simplify.ts).
    const withKey = sent.filter((exchange) => exchange.authorization === `ApiKey ${DEMO_API_KEY}` && exchange.status < 300);
    const without = sent.slice(1).filter((exchange) => exchange.authorization !== `ApiKey ${DEMO_API_KEY}`);
    expect(without.length).toBeGreaterThan(0);
    const parts = (target: string) => {
      const [path = '', query = ''] = target.split('?');
      return { path, pairs: query === '' ? [] : query.split('&') };
    };
    const within = (exchange: Sent, baseline: Sent) =>
      parts(exchange.target).path === parts(baseline.target).path &&
      parts(exchange.target).pairs.every((pair) => parts(baseline.target).pairs.includes(pair)) &&
      baseline.body === exchange.body;
    for (const exchange of without)
      expect(
        withKey.some((baseline) => within(exchange, baseline)),
        exchange.target,
      ).toBe(true);
    // The first ones are the baselines themselves.
    expect(withKey.some((baseline) => baseline.target === without[0]!.target)).toBe(true);
    // A made-up topic key names no topic of the mock's: what is sent again names one it holds (the
    // contract's example key, or one listTopics gave out), and only topic endpoints serve it.
    expect(without.filter((exchange) => !exchange.target.startsWith('GET /v2/topics'))).toEqual([]);
    expect(without.some((exchange) => /^GET \/v2\/topics\/[^/?]+/.test(exchange.target))).toBe(true);
    expect(report.notes.filter((note) => note.startsWith(NO_BASELINE))).toEqual([]);
    expect(report.checks.ignored_auth).toEqual({ passed: expect.any(Number), failed: expect.any(Number) });
  }, 60_000);

  it('passes the mock, which refuses those same requests without the key', async () => {
    const sent: Sent[] = [];
    const mock = createStatefulMock();
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 7,
      maxExamples: 20,
      operations: ['listTopics', 'listActiveIntegrations'],
      checks: ['ignored_auth'],
      fetch: async (request) => {
        const response = await mock.fetch(request);
        sent.push({ target: request.url, authorization: request.headers.get('authorization'), body: '', status: response.status });
        return response;
      },
    });
    expect(report.failures).toEqual([]);
    // Two requests of listTopics, each without the key and in another scheme; listActiveIntegrations has one request only.
    expect(report.checks.ignored_auth?.passed).toBe(6);
    const without = sent.slice(1).filter((exchange) => exchange.authorization !== `ApiKey ${DEMO_API_KEY}`);
    // The second probe sends no key at all: a server lenient about the scheme was reported as ignoring auth (review 26d).
    expect(new Set(without.map((exchange) => exchange.authorization))).toEqual(new Set([null, 'Bearer not-the-api-key']));
    expect(new Set(without.map((exchange) => exchange.status))).toEqual(new Set([401]));
  }, 60_000);

  // Review 26d: the second probe sent the key itself as `Bearer <key>`, and a server that checks the
  // key but takes it in either scheme was reported as ignoring auth on every operation.
  it('passes a server lenient about the scheme that still checks the key, and fails one that checks nothing', async () => {
    const lenient = (checksKey: boolean) => {
      const mock = createStatefulMock();
      return async (request: Request): Promise<Response> => {
        const authorization = request.headers.get('authorization') ?? '';
        const credential = authorization.replace(/^(ApiKey|Bearer) /, '');
        if (checksKey && credential !== DEMO_API_KEY)
          return new Response('{"message":"Unauthorized"}', { status: 401, headers: { 'content-type': 'application/json' } });
        const headers = new Headers(request.headers);
        headers.set('authorization', `ApiKey ${DEMO_API_KEY}`);
        return mock.fetch(new Request(request, { headers }));
      };
    };
    const run = (fetch: (request: Request) => Promise<Response>) =>
      verify({
        baseUrl: 'http://mock.test',
        apiKey: DEMO_API_KEY,
        rps: 0,
        seed: 7,
        maxExamples: 5,
        operations: ['listTopics'],
        checks: ['ignored_auth'],
        fetch,
      });
    expect((await run(lenient(true))).failures).toEqual([]);
    const open = await run(lenient(false));
    expect(open.failures.map((failure) => failure.message)).toEqual(['without Authorization, a request that got a 2xx with the key answered 200']);
  }, 60_000);
});
