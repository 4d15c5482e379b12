// Header fields that belong to one connection, not to the message (RFC 9110 §7.6.1): an
// intermediary drops them, and the Connection header can name more. The proxy drops them both
// ways; the mock drops them from a web Response a mock.use() handler gives, before its shell frames
// the answer itself.

/** Hop-by-hop fields, RFC 9110 §7.6.1's and those RFC 7230 §6.1 listed (proxy-authenticate, proxy-authorization, trailer). */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Header names a Connection header lists (lower-case), hop-by-hop too; undefined for none. */
export function connectionListed(connection: string | readonly string[] | null | undefined): Set<string> | undefined {
  if (connection === undefined || connection === null) return undefined;
  // What nearly every message says: nothing listed.
  if (typeof connection === 'string' && (connection.length === 10 || connection.length === 5) && /^(keep-alive|close)$/i.test(connection)) return undefined;
  const listed = new Set<string>();
  for (const value of typeof connection === 'string' ? [connection] : connection) {
    for (const token of value.split(',')) {
      const name = token.trim().toLowerCase();
      if (name !== '' && name !== 'close' && name !== 'keep-alive') listed.add(name);
    }
  }
  return listed.size === 0 ? undefined : listed;
}
