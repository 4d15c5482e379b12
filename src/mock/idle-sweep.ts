// Idle keep-alive connections closed by one interval timer for the whole server, as node:http's own
// connectionsCheckingInterval does for request and header deadlines. node:http's keepAliveTimeout arms
// a socket timer when each answer finishes and disarms it on the next request: a timer move per request
// on every connection. Here a connection is watched by its byte counters instead: one whose counters
// have not moved for `idleMs` (none read, none written) and that has no request in progress is closed.
// Bounded either way: a connection is closed between idleMs and idleMs + everyMs after its last byte.
// The same sweep holds the send deadline (src/http/send-progress.ts): a connection with output waiting
// that sends none of it for the client timeout is destroyed, whatever the client sends meanwhile.

import { type SendingSocket, type SendWatch, sendStalled, sendWatch } from '../http/send-progress.js';

/** What the sweep needs of a net.Socket. */
export interface SweptSocket extends SendingSocket {
  readonly bytesRead: number;
  readonly bytesWritten: number;
  destroy(): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/** What the sweep needs of a net.Server. */
export interface SweptServer {
  on(event: 'connection', listener: (socket: SweptSocket) => void): unknown;
}

interface Watch {
  read: number;
  written: number;
  /** Date.now() when the counters last moved (or the sweep first saw the connection). */
  since: number;
  send: SendWatch;
}

/** The send deadline (src/http/send-progress.ts). */
export interface SendDeadline {
  readonly clientTimeoutMs: number;
}

/** The sweep's stop function, and the bytes waiting on the connections it watches (unsent-answers.ts). */
export type Sweep = (() => void) & { readonly waitingBytes: () => number };

/**
 * Watches the connections of `server`; `busy(socket)` says that a request on it is in progress (an
 * answer pending: a fault's delay may hold one for minutes without a byte). Returns the stop function.
 */
export function sweepIdleConnections(
  server: SweptServer,
  idleMs: number,
  everyMs: number,
  busy: (socket: SweptSocket) => boolean,
  deadline?: SendDeadline,
): Sweep {
  const watched = new Map<SweptSocket, Watch>();
  server.on('connection', (socket) => {
    watched.set(socket, { read: -1, written: -1, since: Date.now(), send: sendWatch() });
    socket.once('close', () => watched.delete(socket));
  });
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    // A sweep this late ran after the event loop was blocked, before it sent what it could meanwhile:
    // the send deadline waits for the next one.
    const late = now - last > 2 * everyMs;
    last = now;
    for (const [socket, watch] of watched) {
      if (deadline !== undefined && sendStalled(socket, watch.send, now, deadline.clientTimeoutMs) && !late) {
        watched.delete(socket);
        socket.destroy();
        continue;
      }
      const read = socket.bytesRead;
      const written = socket.bytesWritten;
      if (read !== watch.read || written !== watch.written || busy(socket)) {
        watch.read = read;
        watch.written = written;
        watch.since = now;
      } else if (now - watch.since >= idleMs) {
        watched.delete(socket);
        socket.destroy();
      }
    }
  }, everyMs);
  (timer as { unref?: () => void }).unref?.();
  const waitingBytes = (): number => {
    let waiting = 0;
    for (const socket of watched.keys()) waiting += socket.writableLength;
    return waiting;
  };
  return Object.assign(() => clearInterval(timer), { waitingBytes });
}
