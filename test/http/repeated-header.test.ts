// The two readers of a repeated header (src/http/repeated-header.ts), and the verdict they lead to:
// the validator's, the same whether the repeat came from fetch, from Node or from a HAR.
import { describe, expect, it } from 'vitest';
import { fetchHeaderValue, requestRefusal, withRepeats } from '../../src/http/index.js';
import { validateRequest } from '../../src/validator/index.js';

describe('a repeated header', () => {
  it('fetchHeaderValue splits what fetch joined for single-value fields only', () => {
    expect(fetchHeaderValue('authorization', 'ApiKey a, ApiKey b')).toEqual(['ApiKey a', 'ApiKey b']);
    expect(fetchHeaderValue('idempotency-key', 'k1, k2')).toEqual(['k1', 'k2']);
    expect(fetchHeaderValue('authorization', 'ApiKey a')).toBe('ApiKey a');
    expect(fetchHeaderValue('accept', 'application/json, text/plain')).toBe('application/json, text/plain');
    expect(fetchHeaderValue('content-type', 'application/json; charset=utf-8')).toBe('application/json; charset=utf-8');
  });

  it('withRepeats rebuilds the values Node kept or joined, leaves cookies and names it was not given, and returns the same object without repeats', () => {
    const single = { authorization: 'ApiKey a', host: 'x' };
    expect(withRepeats(single, ['Authorization', 'ApiKey a', 'Host', 'x'])).toBe(single);
    const node = { authorization: 'ApiKey a', 'idempotency-key': 'k1, k2', cookie: 'a=1; b=2', host: 'x' };
    const raw = ['Authorization', 'ApiKey a', 'authorization', 'ApiKey b', 'Idempotency-Key', 'k1', 'idempotency-key', 'k2', 'Cookie', 'a=1', 'Cookie', 'b=2'];
    expect(withRepeats(node, [...raw, 'Host', 'x', 'X-Dropped', '1', 'X-Dropped', '2'])).toEqual({
      authorization: ['ApiKey a', 'ApiKey b'],
      'idempotency-key': ['k1', 'k2'],
      cookie: 'a=1; b=2',
      host: 'x',
    });
    expect(node.authorization).toBe('ApiKey a');
  });

  it('leads to the validator verdict from either carrier: 401 for authorization, 400 at header/idempotency-key', () => {
    const verdict = (headers: Record<string, string | string[]>) => {
      const refusal = requestRefusal(validateRequest({ method: 'POST', path: '/v2/topics', headers, body: '{"key":"k"}' }).issues);
      return refusal === undefined ? 'accepted' : `${refusal.status} ${refusal.issues[0]!.location}${refusal.issues[0]!.pointer}`;
    };
    const json = { 'content-type': 'application/json' };
    expect(verdict({ ...json, authorization: fetchHeaderValue('authorization', 'ApiKey a, ApiKey b') })).toBe('401 auth/authorization');
    expect(verdict({ ...json, authorization: 'ApiKey a', 'idempotency-key': fetchHeaderValue('idempotency-key', 'k1, k2') })).toBe(
      '400 header/idempotency-key',
    );
    expect(verdict({ ...json, authorization: 'ApiKey a', 'idempotency-key': 'k1' })).toBe('accepted');
  });
});
