// Text from the network or from a file, made safe to print for a person: a raw newline would forge
// a log line, and an ANSI escape would rewrite the terminal. The JSON Lines outputs need none of
// this (JSON.stringify escapes control characters already); it is for lines meant to be read.

/**
 * C0 controls, DEL, C1 controls, the line and paragraph separators that some terminals honour, the
 * bidirectional controls (marks, embeddings, overrides and isolates: U+202E shows the rest of a line
 * backwards in a CI log read in a browser), U+FEFF (a byte order mark, of no width: review 22b F5),
 * the other characters of no width that join nothing (the soft hyphen, U+180E, the zero width space,
 * the word joiner and invisible operators U+2060-U+2064, the interlinear annotation marks: review 26c
 * F13; a value holding one printed as another that looks the same), and a lone surrogate (JSON text
 * may hold one; no UTF-8 can, and a terminal would show U+FFFD). RAW_IN_JSON is all of it but the C0
 * controls and the surrogates, which JSON.stringify escapes itself: one list for both patterns.
 */
const RAW_IN_JSON = '\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b\\u200e\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff\\ufff9-\\ufffb';
const UNPRINTABLE = new RegExp(`[\\u0000-\\u001f${RAW_IN_JSON}\\ud800-\\udfff]`, 'gu');

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const escapeChar = (char: string): string => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Default longest value printed: enough for any path or message of this API, short of a flood. */
export const PRINTABLE_MAX_LENGTH = 200;

/**
 * `value` with every control character escaped (`\n`, `\u001b`, …) and, past `maxLength` characters,
 * cut with a note of how much was left out. Backslashes are left alone: the output is for reading,
 * not for parsing back.
 */
export function printable(value: unknown, maxLength = PRINTABLE_MAX_LENGTH): string {
  const text = textOf(value);
  const cut = text.length > maxLength ? text.slice(0, maxLength) : text;
  const escaped = cut.replace(UNPRINTABLE, escapeChar);
  return cut === text ? escaped : `${escaped}… (${(text.length - maxLength).toLocaleString('en-US')} more characters)`;
}

/**
 * A value given, as a message quotes it: printable, in double quotes. Every message that quotes what a
 * user or a peer gave goes through it, so that a control character shows once as `\u001b`: quoting
 * printable's text with JSON.stringify showed its backslash twice (`\\u001b`).
 */
export const quoted = (value: unknown, maxLength = PRINTABLE_MAX_LENGTH): string => `"${printable(value, maxLength)}"`;

// What JSON.stringify leaves raw of UNPRINTABLE (it escapes C0 controls and lone surrogates itself).
const UNPRINTABLE_IN_JSON = new RegExp(`[${RAW_IN_JSON}]`, 'g');

/**
 * A value as JSON.stringify writes it (a string as a JSON string literal), with nothing left raw that a
 * terminal acts on: for messages that quote as JSON does (the validator's and the mock's, which reach
 * problem+json details). JSON.stringify alone left U+009B, a C1 CSI, raw in a detail quoting a peer's
 * Content-Type (review 18 F9), and U+202E in the mock's details quoting a setting or a topic key
 * (review 19 F8). A value JSON has no text for (undefined, a function, a BigInt, a cycle) shows printable.
 */
export function jsonQuoted(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return text === undefined ? printable(value) : printableJsonText(text);
}

/**
 * JSON text with what JSON.stringify leaves raw of UNPRINTABLE escaped as `\uXXXX`: the same JSON
 * value, read by any parser, that a terminal or a log viewer cannot be made to act on. Those
 * characters can only stand inside a string of JSON text, where the escape means the same.
 */
export const printableJsonText = (text: string): string => text.replace(UNPRINTABLE_IN_JSON, escapeChar);

/**
 * A report as JSON, indented, for stdout (verify --json, validate-traffic --json, diff --format json):
 * JSON.stringify escapes C0 controls, not a C1 CSI or a bidi override a server put in a body (review
 * 22, F11).
 */
export const printableJson = (value: unknown): string => `${printableJsonText(JSON.stringify(value, null, 2))}\n`;

/**
 * `text` escaped as printable escapes it, whole, but for its line breaks (`\n`) and tabs: for a
 * multi-line text whose lines were each made printable (a JUnit failure's detail).
 */
export function printableLines(text: string): string {
  return text.replace(UNPRINTABLE, (char) => (char === '\n' || char === '\t' ? char : escapeChar(char)));
}

/**
 * A value as text, running no code of its own: a string as it is, any other JSON value as its JSON
 * text. String() would call a `toString` the value carries, and a peer's `{"toString": 0}` makes it throw.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value) ?? Object.prototype.toString.call(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
