// JSON Lines split on bytes, with a bound. readline builds each line as one string, so a single line
// of 600 MB grows past V8's longest string and crashes the process, and a long line costs its whole
// length in memory before anyone can refuse it. Here the bytes are cut at '\n' as they come: whole
// lines are handed on in batches of about 256 KiB (a worker thread checks a batch at a time), and
// a line that grows past the limit is dropped as it streams by, only its length counted.

import { groupDigits } from './count.js';

/** Whole lines, each ending in '\n' (the last one of the input may lack it). */
export interface LineBatch {
  kind: 'lines';
  bytes: Buffer;
}

/** A line longer than the limit: skipped, not kept. */
export interface LongLine {
  kind: 'long';
  /** Its length in bytes, without its line ending. */
  length: number;
}

export type LinePiece = LineBatch | LongLine;

export interface LineSplitOptions {
  /** Longest line kept, in bytes. */
  maxLineBytes: number;
  /** A batch is handed on once it holds this many bytes of whole lines (default 256 KiB). */
  batchBytes?: number;
  /**
   * Each batch is lent, not given: its bytes are valid until the next piece is asked for, and the
   * same buffer is filled again. For a caller that is done with a batch before it asks for the next
   * (a check on this thread): fresh memory for each batch costs its page faults, about a third of
   * what reading a file costs. Default false: each batch is a buffer of its own, which may be kept
   * or moved to a worker thread.
   */
  reuseBatches?: boolean;
  /**
   * A buffer of `batchBytes` that an earlier batch was handed on in and whose holder is done with it
   * (a worker thread gives each back with its result), or undefined: it is filled instead of fresh
   * memory, which costs its page faults and the collection of a 256 KiB external buffer per batch.
   */
  spareBatch?: (() => Buffer | undefined) | undefined;
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** The usual size of a batch: 256 KiB. */
export const DEFAULT_BATCH_BYTES = 256 * 1024;
const BOM = [0xef, 0xbb, 0xbf];

/** The chunks without a UTF-8 byte-order mark at the start of the input (some exporters write one). */
async function* withoutBom(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  // Chunks are lent (valid until the next is asked for): the few bytes held back are copied.
  let head: Buffer | undefined = Buffer.alloc(0);
  const isBomStart = (bytes: Buffer) => bytes.length < BOM.length && BOM.slice(0, bytes.length).every((byte, i) => bytes[i] === byte);
  for await (const chunk of chunks) {
    if (head === undefined) {
      yield chunk;
      continue;
    }
    const joined: Buffer = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
    if (isBomStart(joined)) {
      head = Buffer.from(joined);
      continue;
    }
    head = undefined;
    yield BOM.every((byte, i) => joined[i] === byte) ? joined.subarray(BOM.length) : joined;
  }
  if (head !== undefined && head.length > 0 && !isBomStart(head)) yield head;
}

/**
 * The input's lines, in order: batches of whole lines, and the lines too long to keep. The chunks
 * may be lent (reused once the next is asked for): what is kept is copied, and a line over the limit
 * streams by without being kept at all.
 */
export async function* lineBatches(chunks: AsyncIterable<Buffer>, options: LineSplitOptions): AsyncGenerator<LinePiece> {
  const { maxLineBytes } = options;
  const batchBytes = options.batchBytes ?? DEFAULT_BATCH_BYTES;
  // The batch being filled with whole lines: a buffer of its own (not a slice of Node's shared pool),
  // so that it can be moved to a worker thread.
  const spare = options.spareBatch;
  const fresh = (): Buffer => {
    const given = spare?.();
    return given !== undefined && given.length === batchBytes ? given : Buffer.allocUnsafeSlow(batchBytes);
  };
  let batch = fresh();
  let batchLength = 0;
  let tail: Buffer[] = []; // the line being read, copied
  let tailBytes = 0;
  let skipping = false; // the line being read is over the limit: its bytes are counted and dropped
  let skipped = 0;
  let lastSkipped = -1;
  const reuse = options.reuseBatches === true;
  const take = (): LineBatch => {
    const piece: LineBatch = { kind: 'lines', bytes: batch.subarray(0, batchLength) };
    // One grown for a long line is let go: only a batch of the usual size is kept for the next.
    if (!reuse || batch.length !== batchBytes) batch = fresh();
    batchLength = 0;
    return piece;
  };
  /** Room for `bytes` more in the batch: the full one handed on first, a larger one for a long line. */
  function* makeRoom(bytes: number): Generator<LineBatch> {
    if (batchLength + bytes <= batch.length) return;
    if (batchLength > 0) yield take();
    if (bytes > batch.length) batch = Buffer.allocUnsafeSlow(bytes);
  }
  for await (const read of withoutBom(chunks)) {
    let chunk = read;
    while (chunk.length > 0) {
      if (skipping) {
        const newline = chunk.indexOf(NEWLINE);
        if (newline === -1) {
          skipped += chunk.length;
          lastSkipped = chunk[chunk.length - 1]!;
          break;
        }
        const before = newline > 0 ? chunk[newline - 1]! : lastSkipped;
        yield { kind: 'long', length: skipped + newline - (before === CARRIAGE_RETURN ? 1 : 0) };
        skipping = false;
        chunk = chunk.subarray(newline + 1);
        continue;
      }
      const last = chunk.lastIndexOf(NEWLINE);
      if (last === -1) {
        tail.push(Buffer.from(chunk));
        tailBytes += chunk.length;
      } else {
        // The line being read ends in this chunk, and so does every line up to its last '\n'. They
        // go into batches cut between lines, so that a batch outgrows its size only for a line
        // longer than it (a batch of the usual size can be filled again: reuseBatches).
        let start = 0;
        while (start <= last) {
          let end = last + 1;
          const room = batch.length - batchLength - tailBytes;
          if (end - start > room) {
            const cut = room > 0 ? chunk.lastIndexOf(NEWLINE, start + room - 1) : -1;
            if (cut >= start) end = cut + 1;
            else if (batchLength > 0) {
              // Not one more line fits: the batch goes on, and the line starts the next.
              yield take();
              continue;
            } else {
              // A line longer than a batch: a batch of its own, as long as the line.
              end = chunk.indexOf(NEWLINE, start) + 1;
              yield* makeRoom(tailBytes + end - start);
            }
          }
          for (const part of tail) batchLength += part.copy(batch, batchLength);
          tail = [];
          tailBytes = 0;
          batchLength += chunk.copy(batch, batchLength, start, end);
          start = end;
          if (batchLength >= batchBytes) yield take();
        }
        tail = last + 1 < chunk.length ? [Buffer.from(chunk.subarray(last + 1))] : [];
        tailBytes = chunk.length - last - 1;
      }
      // One byte of slack: the line may yet end in '\r\n'.
      if (tailBytes > maxLineBytes + 1) {
        // The lines before it go first, so that the order holds.
        if (batchLength > 0) yield take();
        skipping = true;
        skipped = tailBytes;
        const lastPart = tail[tail.length - 1]!;
        lastSkipped = lastPart[lastPart.length - 1]!;
        tail = [];
        tailBytes = 0;
      }
      break;
    }
  }
  if (skipping) {
    yield { kind: 'long', length: skipped - (lastSkipped === CARRIAGE_RETURN ? 1 : 0) };
    return;
  }
  yield* makeRoom(tailBytes);
  for (const part of tail) batchLength += part.copy(batch, batchLength);
  if (batchLength > 0) yield take();
}

/**
 * Calls `each` with the bounds of every line of `bytes` ([start, end), the line ending left out) and
 * its 0-based number; returns how many lines there were. A last line without '\n' counts; an empty
 * input has none.
 */
export function forEachLine(bytes: Buffer, each: (start: number, end: number, line: number) => void): number {
  let line = 0;
  let start = 0;
  const length = bytes.length;
  while (start < length) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline === -1 ? length : newline;
    const end = next > start && bytes[next - 1] === CARRIAGE_RETURN ? next - 1 : next;
    each(start, end, line);
    line += 1;
    start = next + 1;
  }
  return line;
}

const BINARY_UNITS = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];

/** '16 MiB', '1.5 GiB', '512 bytes'. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BINARY_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 1 : 0);
  return `${shown} ${BINARY_UNITS[unit]}`;
}

/** What is said of a line over the limit, whoever finds it. */
export function longLineMessage(length: number, maxLineBytes: number): string {
  return `a line of ${groupDigits(length)} bytes, over the ${formatBytes(maxLineBytes)} limit (--max-body): skipped without being read`;
}
