// A user name or password in a URL: fetch refuses such a URL, and a message that quoted it (fetch's
// own does) would print the password. The proxy, the client and verify refuse it by this one rule,
// and quote a URL they refuse by the other one here.

/** True when `url` holds a user name or a password. */
export const carriesCredentials = (url: URL): boolean => url.username !== '' || url.password !== '';

/** Longer text is cut: a message quotes a URL to point at it, not to print whatever was passed. */
const SHOWN_UNITS = 120;

/**
 * URL text as an error message may quote it, whether it parses or not: without its query and
 * fragment (`?api_key=…` is a credential as much as a password is) and without whatever precedes an
 * '@' (a user name and password, `user:pass@host` with no scheme too), cut short, in JSON quotes.
 */
export function shownUrl(text: string): string {
  const cut = text.search(/[?#]/);
  let shown = cut === -1 ? text : `${text.slice(0, cut)}…`;
  shown = shown.replace(/^([A-Za-z][A-Za-z0-9+.-]*:\/\/)?[^?#]*@/, '$1…@');
  return JSON.stringify(shown.length > SHOWN_UNITS ? `${shown.slice(0, SHOWN_UNITS)}…` : shown);
}
