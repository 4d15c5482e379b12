// positive_data_acceptance: a request the contract accepts, sent with the key, is not refused. A wrong
// path prefix in --base-url (404 to everything) or a server that refuses all valid input (422) fails
// the run, also in the sequences, where a refused creation is a failure and not only a note; the
// package's own mock passes, GET only and stateful with writes (mock.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { ALL_CHECKS } from '../../src/verify/check-registry.js';
import { acceptanceCheck } from '../../src/verify/checks.js';
import { Sender } from '../../src/verify/http.js';
import { redactor } from '../../src/verify/redact.js';
import { validRequest } from '../../src/verify/requests.js';
import { verify } from '../../src/verify/run.js';
import { runSequence } from '../../src/verify/sequences/index.js';
import { topicLifecycle } from '../../src/verify/sequences/topic-lifecycle.js';
import { Session } from '../../src/verify/session.js';
import { allOperations, operationById } from '../../src/verify/spec.js';
import type { VerifyRequest } from '../../src/verify/verify-request.js';

const get = (operationId: string, parts: Partial<VerifyRequest> = {}): VerifyRequest => ({
  operationId: operationId as VerifyRequest['operationId'],
  method: 'GET',
  pathParams: {},
  query: {},
  headers: {},
  auth: 'valid',
  ...parts,
});
const judge = (request: VerifyRequest, status: number) => acceptanceCheck(operationById(request.operationId)!, request, status);

/** Answers every request with `status` and a JSON body, as a server that refuses everything does. */
const refusing =
  (status: number) =>
  async (_request: Request): Promise<Response> =>
    new Response(JSON.stringify({ message: 'no' }), { status, headers: { 'content-type': 'application/json' } });

describe('positive_data_acceptance, on one answer', () => {
  const listTopics = get('listTopics', { query: { limit: '10' } });
  const getTopic = get('getTopic', { pathParams: { topicKey: 'made-up' } });

  it('takes a 2xx, a 409 and a 429, and does not judge a 404 where the path names what verify did not create', () => {
    for (const status of [200, 201, 409, 429]) expect(judge(listTopics, status), String(status)).toEqual({ check: 'positive_data_acceptance' });
    // Not exercised, rather than passed (review 20b, F7): the run's notes count them.
    for (const status of [404, 410]) expect(judge(getTopic, status), String(status)).toBeUndefined();
  });

  it('fails a 404 of an operation whose path names nothing that could be missing: a wrong path prefix, most often', () => {
    expect(judge(listTopics, 404)?.failure).toBe(
      'a valid request answered 404, though /v2/topics has no path parameter that could name what is not there (is the path prefix of --base-url right?)',
    );
  });

  it('fails a 400 or a 422 of a valid request, and a 401 or a 403 with the key', () => {
    for (const status of [400, 422, 405, 415])
      expect(judge(getTopic, status)?.failure, String(status)).toBe(`a valid request answered ${status}: the contract accepts it`);
    for (const status of [401, 403])
      expect(judge(listTopics, status)?.failure).toMatch(/sent with the key answered 40[13]: the server refuses the key \(is --api-key/);
  });

  it('does not judge what is not a valid request with the key, nor a request with a cursor verify made up', () => {
    expect(judge(get('listTopics', { query: { limit: '101' } }), 422)).toBeUndefined();
    expect(judge({ ...listTopics, auth: 'missing' }, 401)).toBeUndefined();
    expect(judge({ ...listTopics, violation: 'query limit: maximum 100' }, 400)).toBeUndefined();
    expect(judge(get('listTopics', { query: { after: 'made-up' }, madeUp: ['after'] }), 400)).toBeUndefined();
    // A cursor the server gave (a sequence walking pages) is judged.
    expect(judge(get('listTopics', { query: { after: 'given' } }), 400)?.failure).toBeDefined();
  });

  it('does not judge a 400 or 422 to a path value verify made up where the contract leaves its form open, and judges the rest', () => {
    const madeUp = get('getNotification', { pathParams: { notificationId: 'x-1' }, madeUpPath: ['notificationId'] });
    for (const status of [400, 422]) expect(judge(madeUp, status), String(status)).toBeUndefined();
    // Any other refusal is still one, and a value the run did not make up is judged as any.
    expect(judge(madeUp, 405)?.failure).toBe('a valid request answered 405: the contract accepts it');
    expect(judge(get('getNotification', { pathParams: { notificationId: '66b0c1d2e3f405162738495a' } }), 422)?.failure).toBeDefined();
  });
});

describe('a path value made up where the contract leaves its form open (review 26d F8)', () => {
  const requests = (operationId: string, known?: readonly string[]) =>
    fc.sample(
      validRequest(operationById(operationId)!, {
        prefix: 'verify-0000abcd-',
        writes: false,
        ...(known === undefined ? {} : { known: { of: (name: string) => (name === 'notificationId' ? known : []) } }),
      }),
      { numRuns: 200, seed: 3 },
    );

  it("is marked on getNotification's made-up ids alone: not on the contract's example, a value the server gave, nor another operation's ids", () => {
    const given = 'id-the-server-gave';
    const drawn = requests('getNotification', [given]);
    const value = (request: VerifyRequest) => request.pathParams.notificationId!;
    const marked = drawn.filter((request) => request.madeUpPath !== undefined);
    expect(marked.length).toBeGreaterThan(20);
    for (const request of marked) expect(request.madeUpPath).toEqual(['notificationId']);
    const unmarked = new Set(drawn.filter((request) => request.madeUpPath === undefined).map(value));
    expect(unmarked).toEqual(new Set(['66b0c1d2e3f405162738495a', given]));
    expect(marked.map(value)).not.toContain(given);
    // The contract shows what a topic key takes: no made-up key is excused.
    expect(requests('getTopic').filter((request) => request.madeUpPath !== undefined)).toEqual([]);
  });
});

describe('positive_data_acceptance, on a run', () => {
  it('passes a server that refuses a malformed notification id with 422, counted in the notes, and fails one that refuses a well-formed one', async () => {
    const mock = createStatefulMock();
    // Its ids are 24 hex digits, which the contract does not show (x-unspecified): any other is refused as malformed.
    const strictIds = (refuseAll: boolean) => async (request: Request) => {
      const { pathname } = new URL(request.url);
      const id = /^\/v1\/notifications\/([^/]*)$/.exec(pathname)?.[1];
      if (id !== undefined && (refuseAll || !/^[0-9a-f]{24}$/.test(decodeURIComponent(id)))) return refusing(422)(request);
      return mock.fetch(request);
    };
    const run = (refuseAll: boolean) =>
      verify({
        baseUrl: 'http://mock.test',
        apiKey: DEMO_API_KEY,
        rps: 0,
        seed: 7,
        maxExamples: 20,
        operations: ['getNotification'],
        fetch: strictIds(refuseAll),
      });
    const lenient = await run(false);
    expect(lenient.failures.map((failure) => `${failure.check}: ${failure.message}`)).toEqual([]);
    expect(lenient.notes.find((note) => note.startsWith('positive_data_acceptance: not judged'))).toMatch(/: getNotification \d+$/);
    // The contract's example is a well-formed id: refused, it is a refused valid request.
    const refusingAll = await run(true);
    expect(refusingAll.failures.map((failure) => `${failure.check} on ${failure.operationId}: ${failure.message}`)).toEqual([
      'positive_data_acceptance on getNotification: a valid request answered 422: the contract accepts it',
    ]);
  }, 60_000);

  it('passes against the mock, GET only', async () => {
    const mock = createStatefulMock();
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 1,
      maxExamples: 20,
      fetch: (request) => mock.fetch(request),
    });
    expect(report.failures.map((failure) => `${failure.check} on ${failure.operationId}: ${failure.message}`)).toEqual([]);
    expect(report.checks.positive_data_acceptance?.passed).toBeGreaterThan(50);
    expect(report.settings.checks).toEqual(ALL_CHECKS);
  }, 60_000);

  it('fails a --base-url whose path prefix is wrong: every route answers 404', async () => {
    const mock = createStatefulMock();
    const report = await verify({
      baseUrl: 'http://mock.test/wrong-prefix',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 1,
      maxExamples: 5,
      fetch: (request) => mock.fetch(request),
    });
    expect(report.ok).toBe(false);
    const failed = report.failures.filter((failure) => failure.check === 'positive_data_acceptance').map((failure) => failure.operationId);
    expect(failed).toEqual(expect.arrayContaining(['listActiveIntegrations', 'listTopics']));
    // The operations whose path names a resource may answer 404: they are not among the failures.
    expect(failed.filter((operationId) => operationById(operationId)!.pathParams.length > 0)).toEqual([]);
  }, 60_000);

  it('fails a server that answers 422 to everything, GET only and in the sequences, where a refused creation is no mere note', async () => {
    const getOnly = await verify({ baseUrl: 'http://refusing.test', apiKey: DEMO_API_KEY, rps: 0, seed: 7, maxExamples: 5, fetch: refusing(422) });
    expect(getOnly.ok).toBe(false);
    expect(new Set(getOnly.failures.map((failure) => failure.check))).toEqual(new Set(['positive_data_acceptance']));

    const stateful = await verify({
      baseUrl: 'http://refusing.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 7,
      maxExamples: 5,
      stateful: true,
      allowWrites: true,
      workflow: 'welcome',
      operations: allOperations.map((entry) => entry.operationId),
      excludeChecks: ['pagination_yields_each_item_once'],
      fetch: refusing(422),
    });
    expect(stateful.ok).toBe(false);
    expect(stateful.notes.filter((note) => note.includes('answered 422'))).toEqual([]);
    // upsertTopic's refusal, met by the operation's own requests and by the topic lifecycle, is one
    // fault (the same check, operation and status): reported once, with how often it was seen.
    const upserts = stateful.failures.filter((failure) => failure.operationId === 'upsertTopic');
    expect(upserts.map((failure) => failure.check)).toEqual(['positive_data_acceptance']);
    expect(upserts[0]?.occurrences).toBeGreaterThan(1);
  }, 60_000);
});

describe('a sequence whose creation is refused', () => {
  const session = (checks: string[], status: number) =>
    new Session(
      new Sender({ baseUrl: 'http://refusing.test', apiKey: DEMO_API_KEY, rps: 0, fetch: refusing(status), timeoutMs: 5000, maxResponseBytes: 1 << 20 }),
      {
        baseUrl: 'http://refusing.test',
        prefix: 'verify-0000abcd-',
        writes: true,
        workflow: undefined,
        checks: new Set(checks as never[]),
        maxResponseBytes: 1 << 20,
        redact: redactor(DEMO_API_KEY),
      },
    );
  const input = { key: 'verify-0000abcd-topic', first: undefined, second: 'second', renamed: 'renamed' };

  it('gives the failure of the check that owns the refusal, not a note', async () => {
    const findings = await runSequence(topicLifecycle, session([...ALL_CHECKS], 422), input);
    expect(typeof findings).not.toBe('string');
    // Step 1 is ignored_auth's probe, the upsert sent without credentials first (Session.call).
    expect((findings as { failure?: string }[]).filter((finding) => finding.failure !== undefined)).toEqual([
      { check: 'positive_data_acceptance', operationId: 'upsertTopic', step: 2, failure: 'a valid request answered 422: the contract accepts it' },
    ]);
  });

  it('gives a note when the refusal is no fault (a 409), or when the check that owns it is not selected', async () => {
    expect(await runSequence(topicLifecycle, session([...ALL_CHECKS], 409), input)).toBe('upsertTopic answered 409 to a valid topic');
    expect(await runSequence(topicLifecycle, session(['use_after_free'], 422), input)).toBe('upsertTopic answered 422 to a valid topic');
  });
});
