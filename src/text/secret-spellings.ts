// The spellings of one character of a secret, as encoders write it: as it is, percent-encoded, JSON-
// escaped, as an HTML character reference; in each of its cases. secret-forms.ts explains which
// encoders write which, and how a form is found spelling by spelling.

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

/**
 * HTML's named references of ASCII characters (PHP's `&#039;` is a numeric one): those its escapers
 * rewrite, and the HTML5 names of punctuation that an encoder of every character writes (`he`'s
 * `useNamedReferences`: `sk&lowbar;live`, review 22b F4). Matched in any case (`&AMP;`, `&QUOT;`).
 */
const HTML_NAMED: Readonly<Record<string, readonly string[]>> = {
  '&': ['&amp;'],
  '<': ['&lt;'],
  '>': ['&gt;'],
  '"': ['&quot;'],
  "'": ['&apos;'],
  '!': ['&excl;'],
  '#': ['&num;'],
  $: ['&dollar;'],
  '%': ['&percnt;'],
  '(': ['&lpar;'],
  ')': ['&rpar;'],
  '*': ['&ast;', '&midast;'],
  '+': ['&plus;'],
  ',': ['&comma;'],
  '.': ['&period;'],
  '/': ['&sol;'],
  ':': ['&colon;'],
  ';': ['&semi;'],
  '=': ['&equals;'],
  '?': ['&quest;'],
  '@': ['&commat;'],
  '[': ['&lsqb;', '&lbrack;'],
  '\\': ['&bsol;'],
  ']': ['&rsqb;', '&rbrack;'],
  '^': ['&hat;'],
  _: ['&lowbar;', '&underbar;'],
  '`': ['&grave;', '&diacriticalgrave;'],
  '{': ['&lcub;', '&lbrace;'],
  '|': ['&verbar;', '&vert;', '&verticalline;'],
  '}': ['&rcub;', '&rbrace;'],
  '\t': ['&tab;'],
  '\n': ['&newline;'],
};

/**
 * One spelling of a character, with its lower case for comparing and that case's first code unit
 * (where it can start), and the characters it counts for in a form's head (secret-forms.ts): its
 * length, but REFERENCE_COUNTS for a numeric reference.
 */
export interface Spelling {
  readonly text: string;
  readonly folded: string;
  readonly lead: number;
  readonly counts: number;
}
/** One character of a form, in each of its spellings. */
export type Unit = readonly Spelling[];

// One shape for every spelling: the matcher steps through some fifty of each character, and two
// shapes made that loop several times as slow.
export const spelling = (text: string, counts = text.length): Spelling => {
  const folded = text.toLowerCase();
  return { text, folded, lead: folded.charCodeAt(0), counts };
};

/**
 * A numeric reference counts in a head as a `\uXXXX` escape does, whatever its length (4 to 11): a
 * head with a short one (`&#83`) is so hidden from 6 characters on, one with a padded one
 * (`&#0000083;`) a character or two later than 8: as many characters of the secret as with
 * `\uXXXX` escapes either way.
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

/** The `&#` and `&#x` references of code points, padded with zeros up to HTML_REFERENCE_DIGITS digits, with and without `;`. */
function numericReferences(codes: readonly number[]): string[] {
  const texts: string[] = [];
  for (const [prefix, radix] of [
    ['&#', 10],
    ['&#x', 16],
  ] as const)
    for (const code of codes) {
      const digits = code.toString(radix);
      for (let width = digits.length; width <= HTML_REFERENCE_DIGITS; width += 1) {
        const reference = prefix + digits.padStart(width, '0');
        texts.push(`${reference};`, reference);
      }
    }
  return texts;
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
  for (const text of numericReferences(cases.map((one) => one.codePointAt(0) ?? 0))) add(spelling(text, REFERENCE_COUNTS));
  return [...spellings.values()];
}

/** Units of one spelling, the character as it is, of the ASCII characters met: the forms of bytes (hex, base64) are made of them. */
const literalUnits: (Unit | undefined)[] = [];
const base64Units: (Unit | undefined)[] = [];

/** A character that stands only as it is (a character of hex, or of UTF-16 read as single bytes). */
export function literalUnit(char: string): Unit {
  const code = char.length === 1 ? char.charCodeAt(0) : 0x80;
  if (code >= 0x80) return [spelling(char)];
  literalUnits[code] ??= [spelling(char)];
  return literalUnits[code];
}

/** A character of standard base64 in its spellings: `+` and `/` also percent-encoded, as in a URL. */
export function base64Unit(char: string): Unit {
  const code = char.length === 1 ? char.charCodeAt(0) : 0x80;
  if (code >= 0x80) return literalUnit(char);
  base64Units[code] ??= char === '+' || char === '/' ? [spelling(char), spelling(percentOf(char))] : literalUnit(char);
  return base64Units[code];
}
