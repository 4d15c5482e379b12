// The spellings of one character of a secret, as encoders write it: as it is, percent-encoded, JSON-
// escaped, as an HTML character reference; and the patterns that match any of them. secret-forms.ts
// explains which encoders write which, and why a form is matched spelling by spelling.

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const utf8 = new TextEncoder();
export const hex2 = (byte: number): string => byte.toString(16).padStart(2, '0');

/** Each UTF-8 byte as %XX; a lone surrogate as U+FFFD's bytes, which is what a URL encoder sends for one. */
export function percentOf(text: string): string {
  const code = text.length === 1 ? text.charCodeAt(0) : 0x80;
  const bytes = code < 0x80 ? [code] : utf8.encode(text);
  let out = '';
  for (const byte of bytes) out += `%${hex2(byte).toUpperCase()}`;
  return out;
}

/** Each UTF-16 code unit as JSON's \uXXXX: a character outside the BMP is a surrogate pair there. */
export function codeUnitEscapes(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) out += `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/** HTML's named references for the characters its escapers rewrite; PHP's htmlspecialchars writes `'` with a leading zero. */
const HTML_NAMED: Readonly<Record<string, readonly string[]>> = { '&': ['&amp;'], '<': ['&lt;'], '>': ['&gt;'], '"': ['&quot;'], "'": ['&apos;', '&#039;'] };

/** One spelling of a character, with its lower case for comparing. */
export interface Spelling {
  readonly text: string;
  readonly folded: string;
}
/** One character of a form, in each of its spellings. */
export type Unit = readonly Spelling[];

export const spelling = (text: string): Spelling => ({ text, folded: text.toLowerCase() });

/**
 * A header value goes out as Latin-1 (undici, node:http): a character from U+0080 to U+00FF is one
 * byte there, not its two of UTF-8. A peer echoes that byte percent-encoded as it is, or, decoding
 * it as UTF-8, as U+FFFD.
 */
const isLatin1High = (code: number): boolean => code >= 0x80 && code <= 0xff;

export function spellingsOf(char: string): Unit {
  const code = char.codePointAt(0) ?? 0;
  const texts = new Set([char, JSON.stringify(char).slice(1, -1), codeUnitEscapes(char), percentOf(char), `&#${code};`, `&#x${code.toString(16)};`]);
  if (isLatin1High(code)) texts.add(`%${hex2(code).toUpperCase()}`).add('\ufffd');
  for (const named of HTML_NAMED[char] ?? []) texts.add(named);
  if (char === '/') texts.add('\\/');
  if (char === ' ') texts.add('+');
  return Array.from(texts, spelling);
}

/**
 * Every character that starts a spelling other than the character itself, the NUL of UTF-16, and
 * the U+FFFD a Latin-1 byte decodes to: a text without one can only hold the secrets as they are,
 * in hex or in base64.
 */
export const SPELLING_STARTS = /[\\%&+\0\ufffd]/;

/** A character of standard base64 in its spellings: `+` and `/` also percent-encoded, as in a URL. */
export const base64Unit = (char: string): Unit => (char === '+' || char === '/' ? [spelling(char), spelling(percentOf(char))] : [spelling(char)]);

/** One character in any of its spellings, as a pattern (the matcher ignores case). */
export const anyOf = (unit: Unit): string =>
  unit.length === 1 ? escapeRegExp(unit[0]?.text ?? '') : `(?:${unit.map((one) => escapeRegExp(one.text)).join('|')})`;
