// parseQueryString splits plain queries itself and hands the rest to URLSearchParams: whatever the
// query, it must give what URLSearchParams gives (names, values, order, repeats).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeRequest, validateRequest } from '../../src/validator/index.js';
import { lastParameterCount, parseQueryString } from '../../src/validator/parameters.js';
import { threadCpuMs } from '../helpers/cpu-time.js';

/** The reference: URLSearchParams itself, repeated keys gathered into arrays. */
function reference(query: string): Record<string, unknown> {
  const into: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(query)) {
    const existing = into[key];
    if (existing === undefined) into[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else into[key] = [existing, value];
  }
  return into;
}

/** Names an operation might declare: the query goes in a bag while its names are among them, then in a dictionary. */
const NAME_SETS: readonly (readonly string[])[] = [[], ['a', 'b', 'limit', '_']];

function parsed(query: string, names: readonly string[]): { bag: Record<string, unknown>; count: number } {
  const bag = parseQueryString(query, names);
  return { bag, count: lastParameterCount() };
}

describe('parseQueryString', () => {
  it.each([
    'limit=10',
    'a=1&a=2&a=3',
    'a=1&&b=2&',
    '&&&',
    '=',
    '=x',
    'a',
    'a=b=c',
    'a=&b',
    '?a=1',
    'a+b=c+d',
    'a%20b=%zz',
    'a=%E2%82%AC',
    'key=é',
    '__proto__=1&constructor=2',
    'x=\uD800',
    '',
  ])('gives what URLSearchParams gives for %j', (query) => {
    for (const names of NAME_SETS) {
      const { bag, count } = parsed(query, names);
      expect(bag).toEqual(reference(query));
      expect(count).toBe([...new URLSearchParams(query)].length);
    }
  });

  it('agrees with URLSearchParams on any query', () => {
    const unit = fc.constantFrom('a', 'b', '=', '&', '?', '+', '%', '2', '0', 'é', '\uD83D', ' ', '_');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 24 }), (units) => {
        const query = units.join('');
        for (const names of NAME_SETS) {
          const { bag, count } = parsed(query, names);
          expect(bag).toEqual(reference(query));
          expect(count).toBe([...new URLSearchParams(query)].length);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('a number in a query parameter', () => {
  // Ajv's coercion took any text JavaScript reads as a number: 'Infinity' then skipped `maximum`.
  it.each(['Infinity', '-Infinity', '1e400', '0x10', '0b1', '0o7', '%20', '+5', ' 5', '5 ', '', '.', '-.', '.e1', '1.2.3'])(
    'is decimal text and finite: limit=%j is refused',
    (text) => {
      const result = validateRequest({ method: 'GET', path: `/v2/topics?limit=${text}`, headers: { authorization: 'ApiKey k' } });
      expect(result.valid).toBe(false);
      expect(result.issues.some((issue) => issue.location === 'query' && issue.pointer === '/limit')).toBe(true);
    },
  );

  it.each([
    ['10', 10],
    ['010', 10],
    ['1e1', 10],
    ['-5', -5],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['-.5', -0.5],
    ['5.e1', 50],
  ])('limit=%s is read as %d', (text, value) => {
    const route = routeRequest({ method: 'GET', target: `/v2/topics?limit=${text}` });
    const result = validateRequest({ method: 'GET', path: `/v2/topics?limit=${text}`, headers: { authorization: 'ApiKey k' }, route });
    expect(result.valid).toBe(true);
    expect(result.parsed?.query.limit).toBe(value);
  });

  it('is refused in the time its length takes: 20,000 digits and an x cost what 20,000 digits do', () => {
    // `\d+\.?\d*` tried every split of the digits before refusing them: 130 ms for 16,000 on one
    // request, the mock's or the proxy's only thread. Least of three; fails only past both bounds.
    const cost = (text: string) => {
      let least = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 3; round += 1) {
        const started = threadCpuMs();
        validateRequest({ method: 'GET', path: `/v2/topics?limit=${text}`, headers: { authorization: 'ApiKey k' } });
        least = Math.min(least, threadCpuMs() - started);
      }
      return least;
    };
    const digits = '7'.repeat(20_000);
    const digitsAlone = cost(digits);
    const refused = cost(`${digits}x`);
    const backtracks = refused > 50 && refused > Math.max(digitsAlone, 1) * 20;
    expect(backtracks, `${digitsAlone.toFixed(2)} ms for the digits, ${refused.toFixed(2)} ms with an x`).toBe(false);
  });
});

describe('a plain query of many pairs', () => {
  it('is split in the time its length takes: pairs without "=" cost what pairs with one do', () => {
    // Each pair looked for the next '=' from its own start: 'a&a&a…' (none anywhere) rescanned the
    // rest of the query for every pair, 160 ms for 160,000 pairs. Least of three; fails only past both bounds.
    const cost = (query: string) => {
      let least = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 3; round += 1) {
        const started = threadCpuMs();
        parseQueryString(query);
        least = Math.min(least, threadCpuMs() - started);
      }
      return least;
    };
    const withEquals = cost('a=&'.repeat(160_000));
    const without = cost('a&'.repeat(160_000));
    const rescans = without > 50 && without > Math.max(withEquals, 1) * 10;
    expect(rescans, `${withEquals.toFixed(2)} ms with '=', ${without.toFixed(2)} ms without`).toBe(false);
    parseQueryString('a&b=1&c&d=2=3');
    expect(lastParameterCount()).toBe(4);
  });
});
