// The report's counts are written as toLocaleString('en-US') writes them, without loading ICU.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from '../../src/traffic/count.js';

describe('groupDigits', () => {
  it.each([0, 7, 999, 1000, 55_000, 1_234_567, -1, -1000, -999_999, Number.MAX_SAFE_INTEGER, 2 ** 60, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'writes %d as en-US does',
    (n) => {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
    },
  );

  it('agrees with en-US on any safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
      }),
      { numRuns: 2000 },
    );
  });
});
