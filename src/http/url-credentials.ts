// A user name or password in a URL: fetch refuses such a URL, and a message that quoted it (fetch's
// own does) would print the password. The proxy, the client and verify refuse it by this one rule,
// and quote a URL they refuse by the other one here; a record that shows a request target (the
// mock's journal, the proxy's log, a problem's instance, validate-traffic's report) masks one by the third.
import { quoted } from '../text/printable.js';
import { REDACTED } from './secret-headers.js';

/** True when `url` holds a user name or a password. */
export const carriesCredentials = (url: URL): boolean => url.username !== '' || url.password !== '';

/** Longer text is cut: a message quotes a URL to point at it, not to print whatever was passed. */
const SHOWN_UNITS = 120;

/**
 * URL text as an error message may quote it, whether it parses or not: without whatever precedes its
 * last '@' (a user name and password, `user:pass@host` with no scheme too), then without its query and
 * fragment (`?api_key=…` is a credential as much as a password is), cut short, in JSON quotes. The
 * '@' goes first: a password holding a raw '#' or '?' (`https://ci:tok#en@host`) would otherwise be
 * cut there and half shown; an '@' in a path or query costs the host in the message, never a secret.
 */
export function shownUrl(text: string): string {
  let shown = text;
  const at = shown.lastIndexOf('@');
  if (at !== -1) shown = `${/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(shown)?.[0] ?? ''}…${shown.slice(at)}`;
  const cut = shown.search(/[?#]/);
  if (cut !== -1) shown = `${shown.slice(0, cut)}…`;
  return quoted(shown.length > SHOWN_UNITS ? `${shown.slice(0, SHOWN_UNITS)}…` : shown, Number.POSITIVE_INFINITY);
}

/** Where an absolute-form target's authority starts: after `scheme://`, or `//` alone. */
const AUTHORITY_START = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\//;

/**
 * An authority that is a host and maybe a port (RFC 3986 §3.2.2: an IP literal, or a reg-name, letters
 * of any script as an IRI's; then digits), with no user name or password: what a target's text up
 * to its first '/' is, unless a password holding a raw '/' cut it there (`http://ci:pa/ss@h/`).
 */
const HOST_PORT = /^(?:\[[\p{L}\p{N}:.%~_-]*\]|[\p{L}\p{N}._~!$&'()*+,;=%-]*)(?::\d*)?$/u;

/**
 * A request target with the user name and password before its host masked, whatever its form: an
 * absolute URL (`http://ci:pw@host/v2/topics`, as a client of a forward proxy or a recording writes
 * it) or a CONNECT's authority (`ci:pw@host:443`); an origin-form target (`/…`) has none. As
 * shownUrl, whatever precedes the host's '@' is secret: the last '@' before the path, so that a
 * password holding a raw '?' or '#' is masked whole, while an '@' in the path (an e-mail address as a
 * subscriber id, `http://h/users/@me`) keeps the host and path shown. A password holding a raw '/'
 * ends the authority early: when what precedes the first '/' is no host[:port] (`ci:pa` has no port)
 * and an '@' follows before any '?' or '#', the text up to the last such '@' is masked, path and all
 * (a target that no URL parser reads: showing less of it costs nothing). An all-digit password before
 * a raw '/' (`ci:1234/5@h`) reads as a port, and is shown: that text is a valid host, port and path.
 * The masked text, as it stood, goes to `onSecret`.
 */
export function maskUserinfo(target: string, onSecret?: (raw: string) => void): string {
  if (!target.includes('@')) return target;
  const start = AUTHORITY_START.exec(target)?.[0].length ?? (target.startsWith('/') ? -1 : 0);
  if (start === -1) return target;
  const slash = target.indexOf('/', start);
  let at = target.lastIndexOf('@', slash === -1 ? target.length : slash);
  if (at < start && slash !== -1 && !HOST_PORT.test(target.slice(start, slash))) {
    const cut = target.slice(slash).search(/[?#]/);
    at = target.lastIndexOf('@', cut === -1 ? target.length : slash + cut);
  }
  if (at <= start) return target;
  const userinfo = target.slice(start, at);
  onSecret?.(userinfo);
  const colon = userinfo.indexOf(':');
  if (colon !== -1) onSecret?.(userinfo.slice(colon + 1));
  return `${target.slice(0, start)}${REDACTED}${target.slice(at)}`;
}
