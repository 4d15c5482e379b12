// One linear pass over JSON text before JSON.parse sees it: nesting deeper than MAX_BODY_DEPTH is
// refused there, since V8 parses deep nesting an order of magnitude slower than flat text (a 1 MiB
// body of 500,000 nested arrays cost about 90 ms), and the same pass measures the UTF-8 size of a
// string. Brackets inside strings do not count; a backslash escapes the byte after it, so `\"`
// does not end a string. The scan does not check the text is JSON: JSON.parse does that next.
import { jsonScanWasm } from '../../generated/validators/index.cjs';

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

// Text is encoded to UTF-8 a chunk at a time into one reused buffer, so memory stays bounded
// whatever the size limit (and a byte loop is about twice as fast as one over char codes). The
// chunks are scanned by the WebAssembly SIMD scan of json-scan.wat where it can be instantiated
// (about five times faster again), else by the same scan in JavaScript below.
const CHUNK_BYTES = 64 * 1024;
/** Smaller text is scanned in JavaScript: the WebAssembly module is not worth instantiating for it. */
const SIMD_FROM_BYTES = 512;
let encoder: TextEncoder | undefined;

/** A scanner of chunks: its buffer, a reset before each text, and the scan of the buffer's first `length` bytes. */
interface Engine {
  readonly buffer: Uint8Array;
  reset(): void;
  /** False once nesting exceeds `maxDepth`. */
  chunk(length: number, maxDepth: number): boolean;
  /**
   * True when the buffer's first `length` bytes, a whole text, hold at most `maxDepth` bytes '['
   * and '{': nesting cannot go deeper than that, so the text fits without a scan. The SIMD engine
   * counts several times faster than it scans; the JavaScript one has no such shortcut.
   */
  readonly fewOpens: ((length: number, maxDepth: number) => boolean) | undefined;
}

// The JavaScript scanner's state between two chunks of one text.
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

let javascript: Engine | undefined;
function javascriptEngine(): Engine {
  if (javascript === undefined) {
    const buffer = new Uint8Array(CHUNK_BYTES);
    javascript = {
      buffer,
      reset() {
        depth = 0;
        inString = false;
        carry = 0;
      },
      chunk: (length, maxDepth) => scanChunk(buffer, length, maxDepth),
      fewOpens: undefined,
    };
  }
  return javascript;
}

interface ScanExports {
  readonly memory: WebAssembly.Memory;
  opens(length: number, maxDepth: number): number;
  scan(length: number, maxDepth: number): number;
  reset(): void;
}

/** null: WebAssembly (or its SIMD) is not available here, or a policy forbids compiling it. */
let simd: Engine | null | undefined;
function simdEngine(): Engine | null {
  if (simd === undefined) {
    simd = null;
    try {
      const exports = new WebAssembly.Instance(new WebAssembly.Module(jsonScanWasm() as Uint8Array<ArrayBuffer>)).exports as unknown as ScanExports;
      const buffer = new Uint8Array(exports.memory.buffer, 0, CHUNK_BYTES);
      simd = {
        buffer,
        reset: () => exports.reset(),
        chunk: (length, maxDepth) => exports.scan(length, maxDepth) === 0,
        fewOpens: (length, maxDepth) => exports.opens(length, maxDepth) === 0,
      };
    } catch {
      // The JavaScript scan does the same, slower.
    }
  }
  return simd;
}

/** Which scanner to use: 'js' and 'simd' are for the tests, which hold the two to one another. */
export type ScanEngine = 'auto' | 'js' | 'simd';

function engineFor(size: number, choice: ScanEngine): Engine {
  if (choice === 'js') return javascriptEngine();
  if (choice === 'simd') {
    const engine = simdEngine();
    if (engine === null) throw new Error('the WebAssembly scan cannot be instantiated here');
    return engine;
  }
  return (size >= SIMD_FROM_BYTES && simdEngine()) || javascriptEngine();
}

/** Nesting of UTF-8 JSON bytes (their size is the caller's to check: it is their length). */
export function scanBytes(bytes: Uint8Array, maxDepth: number, choice: ScanEngine = 'auto'): number {
  const engine = engineFor(bytes.byteLength, choice);
  if (bytes.byteLength <= CHUNK_BYTES && engine.fewOpens !== undefined) {
    engine.buffer.set(bytes);
    if (engine.fewOpens(bytes.byteLength, maxDepth)) return SCAN_FITS;
  }
  engine.reset();
  if (engine === javascript) return scanChunk(bytes, bytes.byteLength, maxDepth) ? SCAN_FITS : SCAN_TOO_DEEP;
  for (let start = 0; start < bytes.byteLength; start += CHUNK_BYTES) {
    const part = bytes.subarray(start, start + CHUNK_BYTES);
    engine.buffer.set(part);
    if (!engine.chunk(part.byteLength, maxDepth)) return SCAN_TOO_DEEP;
  }
  return SCAN_FITS;
}

/**
 * Nesting and UTF-8 size of JSON text, in one pass. The caller has refused text longer than
 * `maxBytes` already (each UTF-16 unit is at least one byte); the size is only counted when the
 * text could exceed it (a unit is at most three bytes), and encodeInto counts it as it encodes,
 * a lone surrogate as the three bytes of U+FFFD.
 */
export function scanText(text: string, maxDepth: number, maxBytes: number, choice: ScanEngine = 'auto'): number {
  const engine = engineFor(text.length, choice);
  const counting = text.length * 3 > maxBytes;
  encoder ??= new TextEncoder();
  const utf8 = encoder;
  let rest = text;
  let size = 0;
  let first = true;
  for (;;) {
    const { read, written } = utf8.encodeInto(rest, engine.buffer);
    size += written;
    if (counting && size > maxBytes) return SCAN_TOO_LARGE;
    if (first) {
      // A text in one chunk, as most are: counting its brackets may be enough.
      if (read >= text.length && engine.fewOpens?.(written, maxDepth)) return SCAN_FITS;
      engine.reset();
      first = false;
    }
    if (!engine.chunk(written, maxDepth)) return SCAN_TOO_DEEP;
    if (read >= rest.length) return SCAN_FITS;
    // A sliced string: no copy.
    rest = rest.slice(read);
  }
}
