// A caller holding a fetch Request (a Hono or MSW handler, a service worker) hands over its Headers,
// and one holding a Map its Map: each is read as the plain object of the same headers (review 15
// F12). Before, neither was read at all: no credentials, no content-type.
import { describe, expect, it } from 'vitest';
import { validateRequest, validateResponse } from '../../src/validator/index.js';
import { requestOf, responseOf } from './helpers/traffic.js';

const upsert = { key: 'news', name: 'News' };
const verdictOf = (headers: unknown) => {
  const result = validateRequest(requestOf('upsertTopic', { headers: headers as never, body: upsert }));
  return result.issues.map((issue) => `${issue.location}:${issue.keyword}`);
};

describe('headers given as a fetch Headers or a Map', () => {
  const plain = { authorization: 'ApiKey k', 'content-type': 'application/json' };

  it('answers as for the plain object of the same headers', () => {
    expect(verdictOf(plain)).toEqual([]);
    expect(verdictOf(new Headers(plain))).toEqual([]);
    expect(verdictOf(new Map(Object.entries(plain)))).toEqual([]);
    expect(
      verdictOf(
        new Map([
          ['Authorization', 'ApiKey k'],
          ['Content-Type', 'application/json; charset=utf-8'],
        ]),
      ),
    ).toEqual([]);
    expect(verdictOf(new Headers({ 'content-type': 'application/json' }))).toEqual(verdictOf({ 'content-type': 'application/json' }));
    expect(verdictOf(new Headers({ authorization: 'ApiKey k' }))).toEqual(verdictOf({ authorization: 'ApiKey k' }));
    expect(verdictOf({ 'content-type': 'application/json' })).toEqual(['auth:required']);
  });

  it('refuses a single-value header sent twice, which Headers joins with ", "', () => {
    const twice = new Headers(plain);
    twice.append('authorization', 'ApiKey other');
    expect(verdictOf(twice)).toEqual(verdictOf({ ...plain, authorization: ['ApiKey k', 'ApiKey other'] }));
    expect(verdictOf(twice)).not.toEqual([]);
    expect(verdictOf(new Map<string, unknown>([...Object.entries(plain), ['Authorization', 'ApiKey other']]))).toEqual(verdictOf(twice));
  });

  it('splits only what Headers joined: a Map keeps its values, and a quoted ", " stays in its line (review 16 F7)', () => {
    const withComma = { authorization: 'ApiKey a, b', 'content-type': 'application/json' };
    expect(verdictOf(new Map(Object.entries(withComma)))).toEqual(verdictOf(withComma));
    const quoted = { authorization: 'ApiKey k', 'content-type': 'application/json; x="a, b"' };
    expect(verdictOf(new Headers(quoted))).toEqual([]);
    expect(verdictOf(quoted)).toEqual([]);
    expect(
      verdictOf(
        new Map<string, unknown>([
          ['authorization', 42],
          ['content-type', 'application/json'],
        ]),
      ),
    ).toEqual(verdictOf({ authorization: 42, 'content-type': 'application/json' }));
  });

  it('keeps every name off Object.prototype, and reads an array as before: as no headers', () => {
    expect(verdictOf(new Map([...Object.entries(plain), ['__proto__', 'x'], ['constructor', 'y']]))).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(verdictOf(['authorization', 'ApiKey k'])).toEqual(verdictOf({}));
    expect(verdictOf({ ...plain, forEach: 'a header named forEach' })).toEqual([]);
  });

  it('reads a response’s content-type from a Headers', () => {
    const response = (headers: unknown) =>
      validateResponse(responseOf('upsertTopic', { headers: headers as never, body: { _id: 'a', key: 'news', name: 'News' } })).issues.map(
        (issue) => issue.keyword,
      );
    expect(response(new Headers({ 'content-type': 'text/plain' }))).toEqual(response({ 'content-type': 'text/plain' }));
    expect(response(new Headers({ 'content-type': 'text/plain' }))).toEqual(['mediaType']);
    expect(response(new Headers({ 'content-type': 'application/json' }))).toEqual([]);
  });
});
