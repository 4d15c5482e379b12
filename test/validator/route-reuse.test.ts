// A response validated right after its request is routed once: the validator keeps the last match of
// a method, a path and a base path. Whatever came just before, a call answers what it answers alone.
import { describe, expect, it } from 'vitest';
import { type RequestToValidate, type ValidationResult, validateRequest, validateResponse } from '../../src/validator/index.js';
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
