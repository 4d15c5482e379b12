// The host a request names (RFC 9112 §3.2): its one Host header, or, for an absolute-form target,
// the target's authority, which a server must use instead of Host (RFC 9112 §3.2.2). A request with
// more than one Host is refused (400): Node's parser keeps the first, and a server that judges the
// first while another part of the chain judges the last lets each see another host. The proxy
// forwards by this rule, and the mock's control API judges a request's host by it.
import { targetAuthority } from './target.js';

/** Completes "the request …", for the 400 of a request with two Host headers. */
export const REPEATED_HOST_MESSAGE = 'has more than one Host header (RFC 9112 §3.2)';

/** A header bag's Host values (src/http/repeated-header.ts gives each repeat its own). */
export const hostValues = (host: string | readonly string[] | undefined): readonly string[] =>
  host === undefined ? [] : typeof host === 'string' ? [host] : host;

/** The same, read off Node's raw headers (name, value, …), for a server that has no such bag. */
export function hostLines(rawHeaders: readonly string[]): string[] {
  const hosts: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') hosts.push(rawHeaders[i + 1]!);
  return hosts;
}

/** The host the request names: an absolute-form target's authority (its Host is then ignored), else its Host header. */
export const requestedHost = (target: string, host: string | undefined): string | undefined => targetAuthority(target) ?? host;
