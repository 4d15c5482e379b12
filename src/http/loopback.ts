// Whether a peer's address is this machine's loopback: 127.0.0.0/8, ::1, and IPv4 loopback mapped
// into IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket shows it). The mock's control API answers
// such peers only, unless a control token opens it (src/mock/control-api.ts).

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** True for a loopback address as node:net reports `remoteAddress`. */
export function isLoopbackAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice(7) : lower;
  return IPV4_LOOPBACK.test(v4);
}
