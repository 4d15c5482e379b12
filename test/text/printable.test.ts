import { describe, expect, it } from 'vitest';
import { printable, printableJson, textOf } from '../../src/text/printable.js';

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

  it('prints a number, a boolean or null as String() does, and an object or array as its JSON text', () => {
    expect(printable(42)).toBe('42');
    expect([printable(true), printable(null), printable(undefined)]).toEqual(['true', 'null', 'undefined']);
    expect(printable({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });

  it("runs no code of a peer's value: a JSON object with a toString member prints as its text", () => {
    const hostile = JSON.parse('{"toString":0,"valueOf":0}') as unknown;
    expect(() => String(hostile)).toThrow(TypeError);
    expect(printable(hostile)).toBe('{"toString":0,"valueOf":0}');
    expect(textOf(hostile)).toBe('{"toString":0,"valueOf":0}');
  });

  it('escapes the bidirectional controls, which reorder the rest of a line where they are honoured', () => {
    const marks = '\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(printable(`name: ${marks}gnp.exe`)).toBe(
      `name: ${[...marks].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}gnp.exe`,
    );
    // Letters of right-to-left scripts are text, not controls.
    expect(printable('\u05e9\u05dc\u05d5\u05dd')).toBe('\u05e9\u05dc\u05d5\u05dd');
  });
});

describe('printableJson', () => {
  it('escapes what JSON.stringify leaves raw of the controls, and reads back as the same value', () => {
    const value = { 'k\u202e': ['\u009b31m', '\u0085\u2028\u2029\u061c\u200e\u200f\u2066\u2069', 'plain \u00e9 \u05e9'], n: 1 };
    const text = printableJson(value);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: it finds the control characters that must not be printed
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/);
    expect(JSON.parse(text)).toEqual(value);
    // Letters are left as they are; the text ends with a line break.
    expect(text).toContain('plain \u00e9 \u05e9');
    expect(text.endsWith('}\n')).toBe(true);
  });
});

it('escapes U+FEFF, a byte order mark of no width, in printed text and in JSON for people', () => {
  expect(printable('a\ufeffb')).toBe('a\\ufeffb');
  expect(printableJson({ v: 'a\ufeffb' })).toContain('a\\ufeffb');
});

// Review 26c F13: a zero width space printed raw, so `news\u200b` looked like `news`.
it('escapes the characters of no width that join nothing, and keeps the joiners scripts and emoji need', () => {
  const invisible = '\u00ad\u180e\u200b\u2060\u2061\u2062\u2063\u2064\ufff9\ufffa\ufffb';
  for (const char of invisible) {
    const escaped = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    expect(printable(`a${char}b`)).toBe(`a${escaped}b`);
    expect(printableJson({ v: `a${char}b` })).toContain(`a${escaped}b`);
    expect(JSON.parse(printableJson({ v: `a${char}b` }))).toEqual({ v: `a${char}b` });
  }
  // ZWNJ and ZWJ shape Persian, Indic scripts and emoji sequences: they stay.
  expect(printable('می\u200cخواهم 👩\u200d💻')).toBe('می\u200cخواهم 👩\u200d💻');
});
