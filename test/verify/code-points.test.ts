// anyCodePoint stands in for fast-check's `unit: 'binary'` (src/verify/schema-arbitrary.ts) so that no
// process builds fast-check's table of every code point: it must draw exactly what that unit draws, and
// read a value back as that unit does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCodePoint } from '../../src/verify/schema-arbitrary.js';

describe('anyCodePoint', () => {
  it("draws, seed for seed, the strings that fast-check's 'binary' unit draws", () => {
    for (const seed of [1, 42, 2027]) {
      for (const constraints of [{}, { minLength: 1 }, { minLength: 1, maxLength: 1 }, { maxLength: 40 }]) {
        expect(fc.sample(fc.string({ ...constraints, unit: anyCodePoint }), { seed, numRuns: 300 })).toEqual(
          fc.sample(fc.string({ ...constraints, unit: 'binary' }), { seed, numRuns: 300 }),
        );
      }
    }
  });

  it('covers both ends and both sides of the surrogates, and never draws a surrogate', () => {
    const drawn = fc.sample(anyCodePoint, { seed: 7, numRuns: 20_000 }).map((text) => text.codePointAt(0)!);
    expect(drawn).toContain(0);
    expect(drawn).toContain(0x10ffff);
    expect(drawn.some((codePoint) => codePoint < 0xd800)).toBe(true);
    expect(drawn.some((codePoint) => codePoint >= 0xe000)).toBe(true);
    expect(drawn.filter((codePoint) => codePoint >= 0xd800 && codePoint < 0xe000)).toEqual([]);
  });

  it('reads back the values it can draw, and only those', () => {
    for (const text of ['\u0000', 'a', '\ud7ff', '\ue000', '😀', '\u{10ffff}']) expect(anyCodePoint.canShrinkWithoutContext(text)).toBe(true);
    for (const value of ['', 'ab', '\ud800', '\udfff', '\ud83d', 97, null, undefined]) expect(anyCodePoint.canShrinkWithoutContext(value)).toBe(false);
  });
});
