// A response validated right after its request is routed once: the validator keeps the last match of
// a method, a path and a base path. Whatever came just before, a call answers what it answers alone.
import { describe, expect, it } from 'vitest';
import { type RequestToValidate, routeRequest, type ValidationResult, validateRequest, validateResponse } from '../../src/validator/index.js';
import { operations, pathOf, requestOf, responseOf } from './helpers/traffic.js';

const OTHER = requestOf('listTopics');
/** The call after another operation's, so that it routes afresh. */
const alone = (call: () => ValidationResult) => {
  validateRequest(OTHER);
  return call();
};

describe('the last match, reused', () => {
  it('gives every call of a sequence the answer it gives alone, when calls share a path but not the method or the base path', () => {
    const calls: (() => ValidationResult)[] = [];
    for (const entry of operations) {
      const path = pathOf(entry, { topicKey: 'k', subscriberId: 's%20x', integrationId: 'i', transactionId: 't' });
      for (const [method, target] of [entry.method, 'GET', 'DELETE', 'get'].flatMap(
        (m) =>
          [
            [m, path],
            [m, `${path}?limit=5&unknown=1`],
          ] as const,
      )) {
        const request: RequestToValidate = { ...requestOf(entry.operationId), method, path: target };
        calls.push(() => validateRequest(request));
        calls.push(() => validateRequest(request, { basePath: '/api' }));
        calls.push(() => validateRequest({ ...request, path: `/api${target}` }, { basePath: '/api', strict: true }));
        calls.push(() => validateResponse({ ...responseOf(entry.operationId), method, path: target, body: undefined }));
      }
    }
    const expected = calls.map((call) => alone(call));
    // Each call twice in a row, then each right after the one before it in the list.
    for (let i = 0; i < calls.length; i += 1) {
      expect(calls[i]!()).toEqual(expected[i]);
      expect(calls[i]!()).toEqual(expected[i]);
    }
    expect(expected.some((result) => result.valid)).toBe(true);
    expect(expected.some((result) => result.issues.some((issue) => issue.keyword === 'method'))).toBe(true);
  });
});

describe('a validation inside another (a getter of the input validates)', () => {
  it('leaves the outer answer as it is alone, its operation and what it hands back included (review 16 F8)', () => {
    const headers = { authorization: 'ApiKey k', 'content-type': 'application/json' };
    const plain = validateRequest({ method: 'POST', path: '/v2/topics', headers, body: '{"key":"news"}' });
    const nested = validateRequest({
      method: 'POST',
      path: '/v2/topics',
      headers,
      get body() {
        validateRequest({ method: 'GET', path: '/v2/topics/other', headers });
        validateResponse({ method: 'DELETE', path: '/v9/none', status: 204 });
        return '{"key":"news"}';
      },
    });
    expect(nested).toEqual(plain);
    expect(nested.operationId).toBe('upsertTopic');
    const route = routeRequest({ method: 'POST', target: '/v2/topics' });
    const given = validateRequest({
      method: 'POST',
      path: '/v2/topics',
      route,
      get headers() {
        validateRequest({ method: 'GET', path: '/v2/topics', headers, route: routeRequest({ method: 'GET', target: '/v2/topics' }) });
        return headers;
      },
      body: '{"key":"news"}',
    });
    expect(given.parsed).toEqual({ pathParams: {}, query: {}, body: { key: 'news' } });
  });
});
