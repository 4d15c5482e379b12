// One linear pass over JSON text before JSON.parse sees it: nesting deeper than MAX_BODY_DEPTH is
// refused there, since V8 parses deep nesting an order of magnitude slower than flat text (a 1 MiB
// body of 500,000 nested arrays cost about 90 ms), and the same pass measures the UTF-8 size of a
// string. Brackets inside strings do not count; a backslash escapes the byte after it, so `\"`
// does not end a string. The scan does not check the text is JSON: JSON.parse does that next.

/** The text fits both bounds. */
export const SCAN_FITS = 0;
/** Nesting went deeper than the limit. */
export const SCAN_TOO_DEEP = 1;
/** The text is larger than the limit, in UTF-8 bytes. */
export const SCAN_TOO_LARGE = 2;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

// Strings are encoded to UTF-8 a chunk at a time into one reused buffer: memory stays bounded
// whatever the size limit, and the byte loop is about twice as fast as one over char codes.
const CHUNK_BYTES = 64 * 1024;
let chunk: Uint8Array | undefined;
let encoder: TextEncoder | undefined;

// The scanner's state between two chunks of one text.
let depth = 0;
let inString = false;
/** Bytes to skip at the start of the next chunk: the escaped byte of a backslash that ended one. */
let carry = 0;

/** Scans bytes[0, end), carrying its state over from the previous chunk; false once too deep. */
function scanChunk(bytes: Uint8Array, end: number, maxDepth: number): boolean {
  let i = carry;
  if (inString) {
    for (;;) {
      if (i >= end) {
        carry = i - end;
        return true;
      }
      const c = bytes[i]!;
      i += 1;
      if (c === QUOTE) break;
      if (c === BACKSLASH) i += 1;
    }
    inString = false;
  }
  let d = depth;
  while (i < end) {
    const c = bytes[i]!;
    i += 1;
    if (c === QUOTE) {
      // Inside a string only the quote and the backslash matter: the tightest loop of the scan.
      for (;;) {
        if (i >= end) {
          inString = true;
          carry = i - end;
          depth = d;
          return true;
        }
        const e = bytes[i]!;
        i += 1;
        if (e === QUOTE) break;
        if (e === BACKSLASH) i += 1;
      }
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      d += 1;
      if (d > maxDepth) return false;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) d -= 1;
  }
  carry = 0;
  depth = d;
  return true;
}

function reset(): void {
  depth = 0;
  inString = false;
  carry = 0;
}

/** Nesting of UTF-8 JSON bytes (their size is the caller's to check: it is their length). */
export function scanBytes(bytes: Uint8Array, maxDepth: number): number {
  reset();
  return scanChunk(bytes, bytes.byteLength, maxDepth) ? SCAN_FITS : SCAN_TOO_DEEP;
}

/**
 * Nesting and UTF-8 size of JSON text, in one pass. The caller has refused text longer than
 * `maxBytes` already (each UTF-16 unit is at least one byte); the size is only counted when the
 * text could exceed it (a unit is at most three bytes), and encodeInto counts it as it encodes,
 * a lone surrogate as the three bytes of U+FFFD.
 */
export function scanText(text: string, maxDepth: number, maxBytes: number): number {
  reset();
  const counting = text.length * 3 > maxBytes;
  const buffer = (chunk ??= new Uint8Array(CHUNK_BYTES));
  const utf8 = (encoder ??= new TextEncoder());
  let rest = text;
  let size = 0;
  for (;;) {
    const { read, written } = utf8.encodeInto(rest, buffer);
    size += written;
    if (counting && size > maxBytes) return SCAN_TOO_LARGE;
    if (!scanChunk(buffer, written, maxDepth)) return SCAN_TOO_DEEP;
    if (read >= rest.length) return SCAN_FITS;
    // A sliced string: no copy.
    rest = rest.slice(read);
  }
}
