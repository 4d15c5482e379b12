// The deadline on a client that takes none of the answer written for it: the proxy's --client-timeout
// and the mock's own server's. Reading is no progress here: a client that sends a byte now and then
// but reads nothing would otherwise hold its connection, and the answer buffered for it, forever.
// No node: import (see staged-close.ts).

/** How long a client may take none of the answer waiting for it, by default: 30 s. */
export const DEFAULT_CLIENT_TIMEOUT_MS = 30_000;

/** What is read of a net.Socket. */
export interface SendingSocket {
  /** Bytes (or, for strings, characters) written and not yet taken by the OS. */
  readonly writableLength: number;
  /** libuv's write queue: what the write in flight has left, shrinking as the OS takes each part of it. */
  readonly _handle?: { readonly writeQueueSize?: number } | null;
}

/** Where a connection's sending stood when last seen. */
export interface SendWatch {
  /** writableLength then; 0: nothing was waiting. */
  waiting: number;
  /** The write queue then. */
  queued: number;
  /** When it last sent something, or since when something waits (a clock of the caller's). */
  sentAt: number;
}

export const sendWatch = (): SendWatch => ({ waiting: 0, queued: 0, sentAt: 0 });

/**
 * Looks at `socket` at `now`: true once output has waited on it for `limitMs` with none of it sent.
 * Sent is the write in flight shrinking (libuv's queue) or a write finishing (what waits going down):
 * a large answer is one write, and a slow reader takes it part by part. More queued behind a write
 * that does not move (a pipelined request's answer) is no progress.
 */
export function sendStalled(socket: SendingSocket, watch: SendWatch, now: number, limitMs: number): boolean {
  const waiting = socket.writableLength;
  const queued = socket._handle?.writeQueueSize ?? 0;
  const sent = watch.waiting === 0 || waiting < watch.waiting || queued !== watch.queued;
  watch.waiting = waiting;
  watch.queued = queued;
  if (waiting === 0 || sent) {
    watch.sentAt = now;
    return false;
  }
  return now - watch.sentAt >= limitMs;
}
