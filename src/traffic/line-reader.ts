// One JSON line read, for both readers of JSON Lines (readJsonLines and the batches checkTraffic
// runs): blank, an error with its column, or a JSON value. The rules:
//   - a blank line holds JSON white space only (space, tab, CR: RFC 8259's), and is skipped; a line
//     of U+00A0 or any other Unicode space is no JSON, and says so, as JSON.parse does;
//   - the bytes must be UTF-8: an invalid sequence is an error at its column, never a silent U+FFFD;
//   - a column counts UTF-16 units from 1, as JSON.parse's positions do.
import { isUtf8 } from 'node:buffer';
import { findJsonSyntaxError } from '../text/json-syntax.js';

export type LineReading =
  | { readonly kind: 'blank' }
  | { readonly kind: 'error'; readonly message: string; readonly column: number }
  | { readonly kind: 'value'; readonly value: unknown };

const BLANK: LineReading = { kind: 'blank' };

const isJsonSpace = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0a;

/** The offset of the first byte of `bytes[start, end)` that is not part of a valid UTF-8 sequence (WHATWG's decoder: shortest form, no surrogates, at most U+10FFFF). */
export function firstInvalidUtf8(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  while (i < end) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) need = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      need = 2;
      if (lead === 0xe0) lower = 0xa0;
      if (lead === 0xed) upper = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      need = 3;
      if (lead === 0xf0) lower = 0x90;
      if (lead === 0xf4) upper = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k += 1) {
      const next = bytes[i + k];
      if (i + k >= end || next === undefined || next < (k === 1 ? lower : 0x80) || next > (k === 1 ? upper : 0xbf)) return i;
    }
    i += need + 1;
  }
  return end;
}

/** A line's JSON value, or where and why it is not JSON (1-based column). */
export function parseLine(text: string): LineReading {
  try {
    return { kind: 'value', value: JSON.parse(text) as unknown };
  } catch {
    const syntax = findJsonSyntaxError(text);
    return { kind: 'error', message: `not valid JSON: ${syntax?.message ?? 'invalid'}`, column: (syntax?.position ?? 0) + 1 };
  }
}

/**
 * Reads the line `bytes[start, end)` (its line ending left out). `checked`: the caller knows the
 * bytes are valid UTF-8 (isUtf8 of a whole batch, the common case, spares a check per line).
 */
export function readLine(bytes: Buffer, start: number, end: number, checked: boolean): LineReading {
  let blank = true;
  for (let i = start; i < end; i += 1) {
    if (!isJsonSpace(bytes[i]!)) {
      blank = false;
      break;
    }
  }
  if (blank) return BLANK;
  if (!checked && !isUtf8(bytes.subarray(start, end))) {
    const bad = firstInvalidUtf8(bytes, start, end);
    const column = bytes.toString('utf8', start, bad).length + 1;
    const shown = Array.from(bytes.subarray(bad, Math.min(bad + 4, end)), (byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(' ');
    return { kind: 'error', message: `not valid UTF-8: the bytes ${shown} are no UTF-8 sequence`, column };
  }
  return parseLine(bytes.toString('utf8', start, end));
}

/** True when the whole batch is valid UTF-8: then no line of it needs its own check. */
export const isUtf8Batch = (bytes: Buffer): boolean => isUtf8(bytes);
