// A user name or password in a URL: fetch refuses such a URL, and a message that quoted it (fetch's
// own does) would print the password. The proxy, the client and verify refuse it by this one rule.

/** True when `url` holds a user name or a password. */
export const carriesCredentials = (url: URL): boolean => url.username !== '' || url.password !== '';
