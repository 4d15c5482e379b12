// Whether a peer's address is this machine's loopback: 127.0.0.0/8, ::1, and IPv4 loopback mapped
// into IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket shows it). The mock's control API answers
// such peers only, unless a control token opens it (src/mock/control-api.ts).

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * A network client's address: node:net's `remoteAddress`, or UNKNOWN_PEER once the client has reset
 * the connection (Node then reports none). Never undefined: that would read as an in-process request,
 * which the control API answers, and a client that sends a write and resets at once got it obeyed.
 */
export const UNKNOWN_PEER = 'unknown';
export const peerAddress = (socket: object): string => {
  const address = (socket as { remoteAddress?: unknown }).remoteAddress;
  return typeof address === 'string' && address !== '' ? address : UNKNOWN_PEER;
};

/** True for a loopback address as node:net reports `remoteAddress`. */
export function isLoopbackAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice(7) : lower;
  return IPV4_LOOPBACK.test(v4);
}
