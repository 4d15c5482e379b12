// One fault, reported once, with its smallest request (review 20b, F5): a listTopics that answered
// every request with the same broken body gave 6 response_schema_conformance failures, one per
// property, and requests that kept parameters the fault does not need (`?after=&limit=101`, the
// 5 parameters of the request ignored_auth sent again).
import { expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';
import { simplify } from '../../src/verify/simplify.js';
import type { VerifyRequest } from '../../src/verify/verify-request.js';

const options = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, seed: 7, maxExamples: 5, operations: ['listTopics'] };

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const isList = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === '/v2/topics';

it('reports a broken body once, with how often it was seen and the smallest request', async () => {
  const mock = createStatefulMock();
  const report = await verify({ ...options, fetch: async (request) => (isList(request) ? answer({ data: [{ key: 1 }], next: null }) : mock.fetch(request)) });
  const schema = report.failures.filter((failure) => failure.check === 'response_schema_conformance');
  expect(schema).toHaveLength(1);
  expect(schema[0]!.occurrences).toBeGreaterThan(5);
  expect(schema[0]!.steps.map((step) => step.target)).toEqual(['/v2/topics']);
  expect(formatReport(report)).toContain(
    `seen ${schema[0]!.occurrences} times (the same check on the same operation, failing the same way): the smallest shown`,
  );
  // Each (check, operation, signature) once.
  const keys = report.failures.map((failure) => `${failure.check} ${failure.operationId} ${failure.signature}`);
  expect(new Set(keys).size).toBe(keys.length);
  // ignored_auth sends again a request it kept: made smaller by dropping its parameters.
  const auth = report.failures.find((failure) => failure.check === 'ignored_auth');
  expect(auth?.steps.map((step) => step.target)).toEqual(['/v2/topics']);
  // An invalid request keeps the one parameter that breaks the rule, and nothing else.
  const negative = report.failures.filter((failure) => failure.check === 'negative_data_rejection');
  expect(negative.length).toBeGreaterThan(1);
  for (const failure of negative) expect(failure.steps[0]!.target).toMatch(/^\/v2\/topics\?[A-Za-z]+=[^&]*$/);
  expect(negative.find((failure) => failure.rule === 'query limit: maximum 100')?.steps[0]?.target).toBe('/v2/topics?limit=101');
}, 60_000);

it('keeps two faults of one check apart when the schema fails at other places', async () => {
  const mock = createStatefulMock();
  const report = await verify({
    ...options,
    checks: ['response_schema_conformance'],
    maxExamples: 10,
    fetch: async (request) => {
      if (!isList(request)) return mock.fetch(request);
      // With an order: the page lacks `previous`; without: an item's key is a number.
      return new URL(request.url).searchParams.has('orderDirection')
        ? answer({ data: [], next: null })
        : answer({ data: [{ _id: 'a', key: 1, name: 'n' }], next: null, previous: null });
    },
  });
  const schema = report.failures.filter((failure) => failure.check === 'response_schema_conformance');
  expect(schema.map((failure) => failure.signature).sort()).toEqual(['200 body/data/*/key type', '200 body/previous required']);
}, 60_000);

it('sends at most its budget of requests, and only requests the contract judges as it did the first', async () => {
  const request: VerifyRequest = {
    operationId: 'listTopics',
    method: 'GET',
    pathParams: {},
    query: { limit: '101', after: '', before: '', orderBy: 'key', orderDirection: 'ASC', includeCursor: 'true', key: 'k', name: 'n' },
    headers: {},
    auth: 'valid',
    violation: 'query limit: maximum 100',
  };
  const sent: VerifyRequest[] = [];
  const smallest = await simplify(
    request,
    async (candidate) => {
      sent.push(candidate);
      return true;
    },
    4,
  );
  expect(sent).toHaveLength(4);
  // limit breaks the rule: a request without it would be valid, and is never sent.
  for (const candidate of sent) expect(candidate.query.limit).toBe('101');
  expect(Object.keys(smallest.query)).toEqual(['limit', 'includeCursor', 'key', 'name']);
  const all = await simplify(request, async () => true);
  expect(all.query).toEqual({ limit: '101' });
});
