// Text from the network or from a file, made safe to print for a person: a raw newline would forge
// a log line, and an ANSI escape would rewrite the terminal. The JSON Lines outputs need none of
// this (JSON.stringify escapes control characters already); it is for lines meant to be read.

/**
 * C0 controls, DEL, C1 controls, the line and paragraph separators that some terminals honour, and a
 * lone surrogate (JSON text may hold one; no UTF-8 can, and a terminal would show U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this module's job.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff]/gu;

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
  const text = typeof value === 'string' ? value : String(value);
  const cut = text.length > maxLength ? text.slice(0, maxLength) : text;
  const escaped = cut.replace(UNPRINTABLE, escapeChar);
  return cut === text ? escaped : `${escaped}… (${(text.length - maxLength).toLocaleString('en-US')} more characters)`;
}
