// The close of a connection whose client may still be sending (RFC 9112 §9.6): a half-close once the
// last answer is written, then what the client still sends read and dropped until it closes, and the
// connection destroyed LINGER_MS later at most. node:http's own close of a last answer (destroySoon:
// end, then destroy once written) destroys a socket with unread bytes, and the kernel then answers with
// a reset that takes the unread answer with it. No node: import: the mock's Node shell is bundled too.

/**
 * How long a connection closed on bytes it did not read goes on reading, and dropping, what the
 * client still sends, before it is destroyed.
 */
export const LINGER_MS = 2000;

/** What a staged close needs of the connection (a net.Socket). */
export interface LingeringSocket {
  destroySoon?: () => void;
  end(): unknown;
  destroy(): unknown;
  once(event: 'close', listener: () => void): unknown;
}

const staged = new WeakSet<object>();

/** Ends `socket` now, reading on, and destroys it once the client closes, or LINGER_MS later. Once per socket. */
export function lingerClose(socket: LingeringSocket): void {
  if (staged.has(socket)) return;
  staged.add(socket);
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  (timer as { unref?: () => void }).unref?.();
  socket.once('close', () => clearTimeout(timer));
}

/** `socket` is closing in stages: what node:http still reads of it (and cannot parse) is only dropped. */
export const isLingering = (socket: object): boolean => staged.has(socket);

/** node:http's close after the last answer on `socket` (its destroySoon) becomes a staged one. */
export function closeInStages(socket: object | null | undefined): void {
  if (socket == null || typeof (socket as LingeringSocket).destroySoon !== 'function') return;
  const lingering = socket as LingeringSocket;
  lingering.destroySoon = () => lingerClose(lingering);
}
