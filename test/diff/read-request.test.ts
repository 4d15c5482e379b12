// A query parameter read by the weighing: without building URLSearchParams when the query needs no
// decoding, and always the value URLSearchParams gives (the first of its name, '' for a bare name,
// null for none), whatever the query holds: escapes, '+', empty pairs, repeated names, lone surrogates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRequest } from '../../src/diff/read-request.js';

const exchange = (path: string, query?: Record<string, string | string[]>) => ({
  request: { method: 'GET', path, headers: {}, ...(query === undefined ? {} : { query }) },
  source: { file: '', index: 0 },
});

const expected = (search: string, name: string, query?: Record<string, string | string[]>) => {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query ?? {})) {
    params.delete(key);
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params.get(name);
};

describe('a query parameter of a recorded request', () => {
  it('is what URLSearchParams reads, on queries written by hand', () => {
    const names = ['limit', 'a', '', 'lim it', 'x+y', 'é', 'b'];
    const searches = [
      '',
      '?',
      '?limit=10',
      '?limit',
      '?limit=',
      '?&&limit=60&',
      '?a=1&a=2',
      '?limit=5&limit=70',
      '?limit=%36%30',
      '?limit=+60',
      '?lim%69t=80',
      '?=x&limit=1',
      '?a=b=c',
      '?limit=\u00e9',
      '?x=\ud800&limit=1',
      '?%zz=1&limit=6',
      '?b&limit=1&b=2',
    ];
    for (const search of searches)
      for (const name of names) {
        expect(readRequest(exchange(`/v2/topics${search}`)).queryValue(name), `${search} ${name}`).toBe(expected(search, name));
        expect(readRequest(exchange(`https://host.example/v2/topics${search}`)).queryValue(name), `absolute ${search} ${name}`).toBe(
          expected(new URL(`https://host.example/v2/topics${search}`).search, name),
        );
      }
  });

  it('is what URLSearchParams reads, recorded query values included, on any query', () => {
    const piece = fc.constantFrom('a', 'b', 'limit', '=', '&', '%', '%3D', '%zz', '+', ' ', 'é', '\ud800', '?', '');
    const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(
        text,
        text,
        fc.option(fc.dictionary(text, fc.oneof(text, fc.array(text, { maxLength: 2 })), { maxKeys: 2 }), { nil: undefined }),
        (search, name, query) => {
          const path = `/v2/topics?${search}`;
          const read = readRequest(exchange(path, query));
          expect(read.queryValue(name)).toBe(expected(`?${search}`, name, query));
          // Asked again (and after the whole query was read), the answer is the same.
          expect(read.queryValue(name)).toBe(read.query.get(name));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
