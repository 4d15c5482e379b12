// gzip bodies inflated by one zlib stream that lives as long as the process, into one output buffer
// that is reused. zlib.gunzipSync builds a stream object and a native zlib state per call and
// allocates its output outside V8's heap: on the bench's 27 KB page that took 22 µs against 9 µs
// for the inflation alone, and the memory it churned set off full collections. The output of
// gunzipReused() is a view of the reused buffer: valid until the next call, so a caller that keeps
// the bytes must copy them (or decode again).
//
// It drives the native handle the way Node's own sync API does (zlib.js processChunkSync: writeSync
// with Z_FINISH, again with more room while the output fills): same code, same checks (CRC, ISIZE,
// multi-member bodies, trailing bytes), as test/http/gunzip-reused.test.ts compares against
// gunzipSync on Node 20 to 26. Where a Node has no such handle, gunzipReused() returns undefined and
// the caller uses gunzipSync.
import * as zlib from 'node:zlib';

/** The part of a zlib stream's native handle that Node's sync API calls. */
interface ZlibHandle {
  writeSync(flush: number, input: Uint8Array, inOffset: number, inLength: number, output: Uint8Array, outOffset: number, outLength: number): void;
  reset(): void;
  onerror: (message: string, errno: number, code: string) => void;
}

interface Inflater {
  /** Held so that nothing about the stream is collected while its handle is in use. */
  readonly engine: object;
  readonly handle: ZlibHandle;
  /** Written by writeSync: [output bytes left, input bytes left]. */
  readonly state: Uint32Array;
}

export type GunzipOutcome =
  | { readonly kind: 'body'; readonly body: Buffer }
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'corrupt'; readonly message: string };

// null: this Node's zlib stream has no handle of that shape.
let inflater: Inflater | null | undefined;
// The message of the error the handle reported during the current call.
let failure: string | undefined;

function inflaterOf(): Inflater | null {
  if (inflater !== undefined) return inflater;
  const engine = new zlib.Gunzip() as unknown as { _handle?: Partial<ZlibHandle>; _writeState?: unknown };
  const { _handle: handle, _writeState: state } = engine;
  if (handle === undefined || typeof handle.writeSync !== 'function' || typeof handle.reset !== 'function' || !(state instanceof Uint32Array)) {
    inflater = null;
    return null;
  }
  // In place of the stream's own handler, which destroys the stream: reset() makes the handle usable again.
  handle.onerror = (message) => {
    failure = String(message);
  };
  inflater = { engine, handle: handle as ZlibHandle, state };
  return inflater;
}

/** Kept between calls up to this size; a body that decodes larger gets a buffer of its own, let go after. */
const KEPT_BYTES = 1024 * 1024;
const FIRST_BYTES = 64 * 1024;
let scratch: Buffer = Buffer.alloc(0);

/** A buffer of at least `size` bytes (grown to no more than `most`) holding `used` bytes of `from`. */
function room(size: number, most: number, from: Buffer, used: number): Buffer {
  if (from.length >= size) return from;
  const grown = Buffer.allocUnsafeSlow(Math.min(most, Math.max(size, FIRST_BYTES, 2 * from.length)));
  from.copy(grown, 0, 0, used);
  if (grown.length <= KEPT_BYTES) scratch = grown;
  return grown;
}

/**
 * `body` inflated, at most `limit` bytes of it (the output stops one byte past it: tooLarge); the
 * body a view of a buffer reused by the next call. undefined: not available on this Node.
 */
export function gunzipReused(body: Buffer, limit: number): GunzipOutcome | undefined {
  const zlibStream = inflaterOf();
  if (zlibStream === null) return undefined;
  const { handle, state } = zlibStream;
  // The last member's size (ISIZE, RFC 1952 §2.3.1): a hint for the first buffer, no more.
  const hint = body.length >= 18 ? body.readUInt32LE(body.length - 4) : 0;
  const most = limit + 1;
  let out = room(Math.min(hint + 1, most), most, scratch, 0);
  let inOffset = 0;
  let inLeft = body.length;
  let used = 0;
  failure = undefined;
  handle.reset();
  for (;;) {
    const space = Math.min(out.length, most) - used;
    handle.writeSync(zlib.constants.Z_FINISH, body, inOffset, inLeft, out, used, space);
    if (failure !== undefined) return { kind: 'corrupt', message: failure };
    const outLeft = state[0]!;
    const inAfter = state[1]!;
    used += space - outLeft;
    if (used > limit) return { kind: 'tooLarge' };
    // Room left over: the body ended (zlib.js stops on the same sign).
    if (outLeft !== 0) return { kind: 'body', body: out.subarray(0, used) };
    inOffset += inLeft - inAfter;
    inLeft = inAfter;
    out = room(used + 1, most, out, used);
  }
}
