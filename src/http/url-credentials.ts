// A user name or password in a URL: fetch refuses such a URL, and a message that quoted it (fetch's
// own does) would print the password. The proxy, the client and verify refuse it by this one rule,
// and quote a URL they refuse by the other one here.

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
  return JSON.stringify(shown.length > SHOWN_UNITS ? `${shown.slice(0, SHOWN_UNITS)}…` : shown);
}
