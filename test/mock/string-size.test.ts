// measure() settles most strings with one test (no character to escape, none past U+00FF) and only
// the rest with the two rules it stands for; the shortcut must count every string as those rules do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measure, STRING_HEAP, stringHeap } from '../../src/mock/sizes.js';

const byTheRules = (text: string) => ({ heap: stringHeap(text), json: JSON.stringify(text).length });

describe('the size of a string', () => {
  it('is its memory and JSON length by the two rules, whatever its characters', () => {
    const units = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom('a', '"', '\\', '\u0000', '\u001f', '\u007f', '\u00e9', '\u00ff', '\u0100', '\ud83d', '\ude00', '\u2028') }),
    );
    fc.assert(
      fc.property(units, (text) => {
        expect(measure(text)).toEqual(byTheRules(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a Latin-1 string a byte a character, and escapes only what JSON.stringify escapes', () => {
    expect(measure('café')).toEqual({ heap: STRING_HEAP + 4, json: 6 });
    expect(measure('a"b')).toEqual({ heap: STRING_HEAP + 3, json: 6 });
    expect(measure('Ā')).toEqual({ heap: STRING_HEAP + 2, json: 3 });
    expect(measure(['x', 'é'])).toEqual({ heap: 32 + 16 + 2 * STRING_HEAP + 2, json: 9 });
  });
});
