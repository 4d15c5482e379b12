import { describe, expect, it } from 'vitest';
import { printable } from '../../src/text/printable.js';

describe('printable', () => {
  it('escapes newlines, carriage returns and tabs by name', () => {
    expect(printable('a\nb\rc\td')).toBe('a\\nb\\rc\\td');
  });

  it('escapes ANSI escapes, DEL, C1 controls and the Unicode line separators', () => {
    expect(printable('\u001b[2J\u007f\u009b\u2028\u2029')).toBe('\\u001b[2J\\u007f\\u009b\\u2028\\u2029');
  });

  it('escapes a lone surrogate, and leaves a pair (one character past U+FFFF) as it is', () => {
    expect(printable('a\ud800b\udc00c')).toBe('a\\ud800b\\udc00c');
    expect(printable('emoji \u{1f600}')).toBe('emoji \u{1f600}');
  });

  it('leaves printable text, including non-ASCII, as it is', () => {
    expect(printable('/v2/topics/caf\u00e9 ✓')).toBe('/v2/topics/café ✓');
  });

  it('cuts long values and says how much was left out', () => {
    expect(printable('x'.repeat(250))).toBe(`${'x'.repeat(200)}… (50 more characters)`);
    expect(printable('abcdef', 3)).toBe('abc… (3 more characters)');
  });

  it('cuts before escaping, so an escape is never split', () => {
    expect(printable('ab\ncd', 3)).toBe('ab\\n… (2 more characters)');
  });

  it('prints non-strings through String()', () => {
    expect(printable(42)).toBe('42');
  });
});
