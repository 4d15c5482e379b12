// The requests verify generates, judged by the package's own validator: every valid one is valid,
// every negative one breaks exactly the rule it names, and writes are confined to the run's prefix.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRequest } from '../../src/validator/index.js';
import { mutations } from '../../src/verify/negative.js';
import { curlLine, requestTarget, VERIFY_VERSION, validRequest } from '../../src/verify/requests.js';
import { allOperations, operationById } from '../../src/verify/spec.js';
import type { VerifyRequest } from '../../src/verify/verify-request.js';

const prefix = 'verify-0badcafe-';

function check(request: VerifyRequest) {
  const entry = operationById(request.operationId)!;
  const headers: Record<string, string> = { authorization: 'ApiKey k', ...request.headers };
  if (request.rawBody) headers['content-type'] = request.rawBody.contentType;
  else if (request.body !== undefined) headers['content-type'] = 'application/json';
  const body = request.rawBody?.text ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  return validateRequest({ method: entry.method, path: requestTarget(entry, request), headers, body });
}

describe.each([false, true])('with writes %s', (writes) => {
  it.each(allOperations.map((entry) => entry.operationId))('every generated valid request of %s is valid', (operationId) => {
    const entry = operationById(operationId)!;
    fc.assert(
      fc.property(validRequest(entry, { prefix, writes }), (request) => {
        const result = check(request);
        expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
        expect(result.operationId).toBe(operationId);
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});

it.each(allOperations.filter((entry) => entry.requestBody !== null || entry.parameters.query.length > 0).map((entry) => entry.operationId))(
  'every negative request of %s breaks the contract, at the place its rule names',
  (operationId) => {
    const entry = operationById(operationId)!;
    const rules = mutations(entry, { prefix, writes: true });
    expect(rules.length).toBeGreaterThan(0);
    for (const mutation of rules) {
      const [request] = fc.sample(mutation.requests, { numRuns: 1, seed: 3 });
      const result = check(request!);
      expect(result.valid, mutation.rule).toBe(false);
      const location = mutation.rule.split(/[ :]/)[0];
      expect(
        result.issues.some((issue) => issue.location === location || (location === 'body' && issue.location === 'content-type')),
        `${mutation.rule}: ${JSON.stringify(result.issues)}`,
      ).toBe(true);
    }
  },
);

it('names the rules the spec states: limits, enums, patterns, formats, required members, types', () => {
  const rulesOf = (operationId: string) => mutations(operationById(operationId)!, { prefix, writes: true }).map((mutation) => mutation.rule);
  expect(rulesOf('upsertTopic')).toEqual(
    expect.arrayContaining([
      'body: required',
      'body: content-type application/json',
      'body /: required "key"',
      'body /key: maxLength 100',
      'body /key: minLength 1',
      'body /key: pattern',
      'body /name: maxLength 100',
      'body /key: anyOf (a number matches no alternative)',
    ]),
  );
  expect(rulesOf('listTopics')).toEqual(
    expect.arrayContaining(['query limit: maximum 100', 'query limit: type number', 'query orderDirection: enum', 'query includeCursor: type boolean']),
  );
  expect(rulesOf('triggerEventBulk')).toEqual(
    expect.arrayContaining(['body /events: maxItems 100', 'body /events/0: required "name"', 'body /events/0/to: anyOf (a number matches no alternative)']),
  );
  expect(rulesOf('deleteTopicSubscriptions')).toContain('body /subscriberIds: maxItems 100');
  expect(rulesOf('createIntegration')).toEqual(
    expect.arrayContaining([
      'body /_environmentId: format uuid',
      'body /channel: enum',
      'body /conditions/0/type: enum',
      'body /conditions/0/children/0/operator: enum',
    ]),
  );
  expect(rulesOf('markAllSubscriberMessages')).toContain('body /markAs: enum');
});

it('generates every variant of `to`: a list, a subscriber id, a subscriber definition and another object', () => {
  const requests = fc.sample(validRequest(operationById('triggerEvent')!, { prefix, writes: false }), { numRuns: 300, seed: 11 });
  const kinds = new Set(
    requests.map(({ body }) => {
      const to = (body as { to: unknown }).to;
      if (Array.isArray(to)) return 'list';
      if (typeof to === 'string') return 'id';
      return Object.keys(to as object).some((key) =>
        ['subscriberId', 'email', 'firstName', 'lastName', 'phone', 'avatar', 'locale', 'timezone', 'data', 'channels'].includes(key),
      )
        ? 'definition'
        : 'object';
    }),
  );
  expect([...kinds].sort()).toEqual(['definition', 'id', 'list', 'object']);
});

it('keeps writes to the run: keys, ids, workflow names and recipients carry the prefix', () => {
  const samples = (operationId: string) => fc.sample(validRequest(operationById(operationId)!, { prefix, writes: true }), { numRuns: 100, seed: 5 });
  for (const request of samples('upsertTopic')) expect((request.body as { key: string }).key.startsWith(prefix)).toBe(true);
  for (const operationId of ['deleteTopic', 'deleteSubscriber', 'updateIntegration', 'setPrimaryIntegration', 'updateSubscriberCredentials']) {
    for (const request of samples(operationId)) for (const value of Object.values(request.pathParams)) expect(value.startsWith(prefix)).toBe(true);
  }
  for (const request of samples('triggerEvent')) {
    const body = request.body as { name: string; to: unknown; actor?: unknown };
    expect(body.name.startsWith(prefix)).toBe(true);
    for (const recipient of Array.isArray(body.to) ? body.to : [body.to]) {
      if (typeof recipient === 'string') expect(recipient.startsWith(prefix)).toBe(true);
      else if ((recipient as { subscriberId?: unknown }).subscriberId !== undefined)
        expect(String((recipient as { subscriberId: unknown }).subscriberId).startsWith(prefix)).toBe(true);
    }
  }
  // Reads are not confined: a GET may name anything.
  expect(samples('getTopic').some((request) => !request.pathParams.topicKey!.startsWith(prefix))).toBe(true);
});

it('prints a request as a curl line that reads the key from the environment and quotes for a shell', () => {
  const entry = operationById('upsertTopic')!;
  const line = curlLine(
    entry,
    { operationId: 'upsertTopic', method: 'POST', pathParams: {}, query: {}, headers: { 'idempotency-key': "it's" }, body: { key: "o'k" }, auth: 'valid' },
    'http://127.0.0.1:4010/base/',
  );
  expect(line).toBe(
    `curl -g -X POST 'http://127.0.0.1:4010/base/v2/topics' --compressed -H 'user-agent: notification-api-contract-verify/${VERIFY_VERSION}' -H 'accept: application/json' -H 'accept-encoding: gzip, deflate' -H 'accept-language: *' -H 'sec-fetch-mode: cors' -H 'idempotency-key: it'\\''s' -H "authorization: ApiKey $NOTIFICATION_API_KEY" -H 'content-type: application/json' --data-raw '{"key":"o'\\''k"}'`,
  );
});
