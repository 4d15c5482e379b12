// The spellings of one character of a secret, as encoders write it: as it is, percent-encoded, JSON-
// escaped, as an HTML character reference; in each of its cases; and the patterns that match any of
// them. secret-forms.ts explains which encoders write which, and why a form is matched spelling by
// spelling.

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

/** HTML's named references for the characters its escapers rewrite (PHP's `&#039;` is a numeric one). */
const HTML_NAMED: Readonly<Record<string, readonly string[]>> = { '&': ['&amp;'], '<': ['&lt;'], '>': ['&gt;'], '"': ['&quot;'], "'": ['&apos;'] };

/**
 * One spelling of a character, with its lower case for comparing, and the characters it counts for
 * in a form's head (secret-forms.ts): its length, but REFERENCE_COUNTS for a numeric reference. A
 * numeric reference has the pattern of all those of its character, which a pattern holds once.
 */
export interface Spelling {
  readonly text: string;
  readonly folded: string;
  readonly counts: number;
  readonly pattern: string | undefined;
}
/** One character of a form, in each of its spellings. */
export type Unit = readonly Spelling[];

// One shape for every spelling (`pattern` too): the matcher steps through some fifty of each
// character, and two shapes made that loop several times as slow.
export const spelling = (text: string, counts = text.length, pattern?: string): Spelling => ({ text, folded: text.toLowerCase(), counts, pattern });

/**
 * A numeric reference counts in a head as a `\uXXXX` escape does, whatever its length (4 to 11):
 * each of its lengths a branch of the head's tree at every character made the head of a 32-character
 * key 16,626 characters of pattern, compiled in 1.1 ms; so, with each character's references one
 * pattern, 4,453 and 0.3 ms (1,204 and 0.1 ms before they had leading zeros). A head with a short one (`&#83`) is so hidden from 6 characters
 * on, one with a padded one (`&#0000083;`) a character or two later than 8: as many characters of
 * the secret as with `\uXXXX` escapes either way.
 */
const REFERENCE_COUNTS = 6;

/**
 * A header value goes out as Latin-1 (undici, node:http): a character from U+0080 to U+00FF is one
 * byte there, not its two of UTF-8. A peer echoes that byte percent-encoded as it is, or, decoding
 * it as UTF-8, as U+FFFD.
 */
const isLatin1High = (code: number): boolean => code >= 0x80 && code <= 0xff;

/**
 * A numeric reference has as many digits as its writer likes, and its `;` may be left out where no
 * digit follows (HTML parsers take `&#83` and `&#0083;`): up to this many digits, leading zeros
 * included, which is more than any code point needs (U+10FFFF is 1114111) and than encoders pad to.
 * A reference without its `;` before a digit of the secret is hidden too: the safe side.
 */
const HTML_REFERENCE_DIGITS = 7;

/** The `&#` and `&#x` references of code points, padded with zeros up to HTML_REFERENCE_DIGITS digits, with and without `;`; and their pattern. */
function numericReferences(codes: readonly number[]): { texts: string[]; pattern: string } {
  const texts: string[] = [];
  const families: string[] = [];
  for (const [prefix, radix] of [
    ['&#', 10],
    ['&#x', 16],
  ] as const) {
    const byWidth = new Map<number, string[]>();
    for (const code of codes) {
      const digits = code.toString(radix);
      byWidth.set(digits.length, [...(byWidth.get(digits.length) ?? []), digits]);
      for (let width = digits.length; width <= HTML_REFERENCE_DIGITS; width += 1) {
        const reference = prefix + digits.padStart(width, '0');
        texts.push(`${reference};`, reference);
      }
    }
    // Zeros then digits: `(?:0(?:0|)|)(?:73|53)`, some fifty characters for a letter's 46 references.
    const zeros = (count: number) => alternation(Array.from({ length: count + 1 }, (_, i) => '0'.repeat(i)));
    const widths = Array.from(byWidth, ([width, digits]) => zeros(HTML_REFERENCE_DIGITS - width) + alternation(digits));
    families.push(prefix.slice(2) + (widths.length === 1 ? (widths[0] ?? '') : `(?:${widths.join('|')})`));
  }
  return { texts, pattern: `&#(?:${families.join('|')})(?:;|)` };
}

/** A character in lower or upper case, where that case is one character as long; else as it is (`ß`, whose upper case is `SS`). */
function caseOf(char: string, upper: boolean): string {
  const other = upper ? char.toUpperCase() : char.toLowerCase();
  return other.length === char.length && Array.from(other).length === 1 ? other : char;
}

/** `text` with each character in lower or upper case, where caseOf can: its forms of bytes line up with the text's. */
export function inCase(text: string, upper: boolean): string {
  // ASCII's cases are one character each: the common key needs no look at each.
  if (/^[\0-\x7f]*$/.test(text)) return upper ? text.toUpperCase() : text.toLowerCase();
  return Array.from(text, (char) => caseOf(char, upper)).join('');
}

/** A character and its other cases: case does not matter, and an escape spells one case only (`\u0073` is `s`, not `S`). */
const casesOf = (char: string): string[] => [...new Set([char, caseOf(char, false), caseOf(char, true)])];

/** The spellings of the ASCII characters met: a key's are made once, not for every matcher and form. */
const asciiSpellings: (Unit | undefined)[] = [];

export function spellingsOf(char: string): Unit {
  const code = char.length === 1 ? char.charCodeAt(0) : 0x80;
  if (code < 0x80) {
    asciiSpellings[code] ??= spell(char);
    return asciiSpellings[code];
  }
  return spell(char);
}

function spell(char: string): Unit {
  const spellings = new Map<string, Spelling>();
  const add = (one: Spelling) => {
    if (!spellings.has(one.folded)) spellings.set(one.folded, one);
  };
  const cases = casesOf(char);
  for (const one of cases) {
    const code = one.codePointAt(0) ?? 0;
    const texts = [one, JSON.stringify(one).slice(1, -1), codeUnitEscapes(one), percentOf(one)];
    if (isLatin1High(code)) texts.push(`%${hex2(code).toUpperCase()}`, '\ufffd');
    texts.push(...(HTML_NAMED[one] ?? []));
    if (one === '/') texts.push('\\/');
    if (one === ' ') texts.push('+');
    for (const text of texts) add(spelling(text));
  }
  const references = numericReferences(cases.map((one) => one.codePointAt(0) ?? 0));
  for (const text of references.texts) add(spelling(text, REFERENCE_COUNTS, references.pattern));
  return [...spellings.values()];
}

/**
 * Every character that starts a spelling other than the character itself, the NUL of UTF-16, and
 * the U+FFFD a Latin-1 byte decodes to: a text without one can only hold the secrets as they are,
 * in hex or in base64.
 */
export const SPELLING_STARTS = /[\\%&+\0\ufffd]/;

/** A character of standard base64 in its spellings: `+` and `/` also percent-encoded, as in a URL. */
export const base64Unit = (char: string): Unit => (char === '+' || char === '/' ? [spelling(char), spelling(percentOf(char))] : [spelling(char)]);

/** Texts as one pattern without a quantifier: a tree of their characters. A text that is a prefix of another is an empty alternative, taken last. */
function alternation(texts: readonly string[]): string {
  const branches = new Map<string, string[]>();
  let ends = false;
  for (const text of texts) {
    if (text === '') {
      ends = true;
      continue;
    }
    const first = text[0] ?? '';
    const rest = branches.get(first);
    if (rest === undefined) branches.set(first, [text.slice(1)]);
    else rest.push(text.slice(1));
  }
  const sources = Array.from(branches, ([first, rest]) => escapeRegExp(first) + alternation(rest));
  if (ends) sources.push('');
  return sources.length <= 1 ? (sources[0] ?? '') : `(?:${sources.join('|')})`;
}

/** One character in any of its spellings, as a pattern (the matcher ignores case). */
export function anyOf(unit: Unit): string {
  const patterns = new Set<string>();
  const texts: string[] = [];
  for (const one of unit) {
    if (one.pattern === undefined) texts.push(one.text);
    else patterns.add(one.pattern);
  }
  const sources = [...patterns];
  if (texts.length > 0) sources.unshift(alternation(texts));
  return sources.length === 1 ? (sources[0] ?? '') : `(?:${sources.join('|')})`;
}
