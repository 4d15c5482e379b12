// Reads a body into memory, up to a limit, for the validator; and peeks at the first chunk of a body
// that is streamed, to learn whether there is one at all.
import { ignore } from './guard.js';

/** What a body is read from: a Node stream (the client's request), or the upstream's answer (UpstreamResponse). */
export interface BodyStream {
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer) => void): unknown;
  off(event: 'end' | 'close', listener: () => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  pause(): unknown;
}

export type CollectOutcome =
  | { readonly kind: 'body'; readonly body: Buffer }
  /** Past the limit: the chunks read so far, the stream paused, so the caller can still pass it on. */
  | { readonly kind: 'tooLarge'; readonly chunks: Buffer[] }
  /** The stream broke before its end (connection reset, aborted). */
  | { readonly kind: 'broken'; readonly error: Error };

/**
 * Calls `done` once with the whole body, or as soon as it passes `limit`, or when the stream
 * breaks. `onChunk` sees each chunk (the proxy refreshes its upstream timeout there). `expected`:
 * the declared length (at most `limit`), when there is one: a body that comes in one chunk is that
 * chunk, one that comes in several is copied into one buffer of that size as it comes (unless the
 * first chunk is too small a part of it: fitsFirst).
 */
export function collectBody(stream: BodyStream, limit: number, done: (outcome: CollectOutcome) => void, onChunk?: () => void, expected?: number): void {
  const chunks: Buffer[] = [];
  let size = 0;
  // The one buffer of a declared length, once a first chunk came short of it.
  let whole: Buffer | undefined;
  let settled = false;
  const settle = (outcome: CollectOutcome) => {
    if (settled) return;
    settled = true;
    stream.off('data', onData);
    stream.off('end', onEnd);
    stream.off('close', onClose);
    stream.off('error', onError);
    // Late errors after the outcome is known must not be unhandled.
    stream.on('error', ignore);
    done(outcome);
  };
  const onData = (chunk: Buffer) => {
    onChunk?.();
    if (
      expected !== undefined &&
      size + chunk.length <= expected &&
      (whole !== undefined || (size === 0 && chunk.length < expected && fitsFirst(expected, chunk.length)))
    ) {
      whole ??= Buffer.allocUnsafeSlow(expected);
      chunk.copy(whole, size);
      size += chunk.length;
      return;
    }
    if (whole !== undefined) {
      // More than declared (a peer's framing parser lets none through): gathered as any other.
      chunks.push(whole.subarray(0, size));
      whole = undefined;
    }
    size += chunk.length;
    chunks.push(chunk);
    if (size > limit) {
      stream.pause();
      settle({ kind: 'tooLarge', chunks });
    }
  };
  const onEnd = () =>
    settle({
      kind: 'body',
      body: whole !== undefined ? whole.subarray(0, size) : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size),
    });
  const onError = (error: Error) => settle({ kind: 'broken', error });
  // 'close' without 'end': the peer went away mid-body; some Node versions emit no 'error' then.
  const onClose = () => settle({ kind: 'broken', error: Object.assign(new Error('the connection closed before the end of the body'), { code: 'ECONNRESET' }) });
  stream.on('data', onData);
  stream.on('end', onEnd);
  stream.on('close', onClose);
  stream.on('error', onError);
}

/**
 * Whether a buffer of the declared length may be taken on the first chunk: memory is committed for
 * bytes a peer has not sent, so never more than 64 KiB or 16 times what it has sent (a peer that
 * declares a megabyte and sends a byte gets its chunks gathered, and joined once at the end).
 */
const fitsFirst = (expected: number, first: number): boolean => expected <= 64 * 1024 || expected <= first * 16;

export type PeekOutcome = { readonly kind: 'chunk'; readonly chunk: Buffer } | { readonly kind: 'empty' } | { readonly kind: 'broken'; readonly error: Error };

/** Calls `done` with the first chunk (the stream then paused), or 'empty' when the body ends without one. */
export function peekBody(stream: BodyStream, done: (outcome: PeekOutcome) => void): void {
  collectBody(stream, 0, (outcome) => {
    if (outcome.kind === 'tooLarge') done({ kind: 'chunk', chunk: outcome.chunks[0]! });
    else if (outcome.kind === 'broken') done(outcome);
    else if (outcome.body.length === 0) done({ kind: 'empty' });
    // A zero limit makes any byte "too large"; an empty read can still end with one empty chunk.
    else done({ kind: 'chunk', chunk: outcome.body });
  });
}
