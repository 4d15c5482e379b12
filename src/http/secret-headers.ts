// The request and response headers whose values are secrets: the proxy masks them in its log, stdout
// and problem answers, and the mock in its journal (GET /__mock/requests, requests()), which tests
// print and attach to reports. One list and one name rule, so that a name masked by one is masked by
// both.

/** What a masked secret reads as, wherever the package masks one. */
export const REDACTED = '[redacted]';

/** Headers whose values are secrets, lower-case (idempotency-key is not one: the proxy hashes it). */
export const SECRET_HEADERS: readonly string[] = Object.freeze([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-auth-token',
  'api-key',
  'x-admin-token',
]);

const SECRET_HEADER_SET: ReadonlySet<string> = new Set(SECRET_HEADERS);

/**
 * What in a name (a header's or a query parameter's, lower-case) says its value unlocks something,
 * as the data scrubbers of error trackers read field names. A word (between `-`, `_` or `.`) that
 * holds one of SECRET_WORD_PART (`x-csrftoken`, `x-sessionid`, `set-cookie2`, `x-authkey`,
 * `x-privatekey`, `client_secret`, `refresh_token`), a word that is one of SECRET_WORD (`x-auth-key`
 * but not `x-author`, `x-db-pwd`, `x-pass` but not `x-passport-country`, `sig`), or a last word `key`
 * or `keys` (`x-functions-key`, `x-api-keys`, Google's `?key=`; not `x-keyboard`).
 */
const SECRET_WORD_PART =
  /token|secret|passw(?:or)?d|passphrase|pwd|apikey|authkey|privatekey|authorization|authentication|session|cookie|credential|signature|jwt|csrf|xsrf/;
const SECRET_WORD = /(?:^|[-_.])(?:auth|pass|sig)(?:$|[-_.])|(?:^|[-_.])keys?$/;
/**
 * Names the rule would take that are no secrets: CORS headers name other headers and say `true`
 * (`access-control-allow-credentials`), and the proxy hashes the idempotency key instead, so that
 * retries still match.
 */
const NOT_SECRET = /^access-control-|^idempotency-key$/;

/**
 * Whether a name says its value is a secret (lower-case): the one rule for header names and query
 * parameter names, so that `x-api-key` and `?api_key=` are read alike by every part that prints them.
 */
export const isSecretName = (name: string): boolean => !NOT_SECRET.test(name) && (SECRET_WORD_PART.test(name) || SECRET_WORD.test(name));

/**
 * Whether a header's value is a secret (lower-case `name`): `listed` for SECRET_HEADERS, `guessed`
 * for a name isSecretName takes, undefined for any other. A guessed one is masked where it stands;
 * only a listed one, or a guessed one long enough to be a key, is also scrubbed from the rest of a
 * record, since a guess may hold `true` or a count that the record says elsewhere.
 */
export function secretHeaderKind(name: string): 'listed' | 'guessed' | undefined {
  if (SECRET_HEADER_SET.has(name)) return 'listed';
  return isSecretName(name) ? 'guessed' : undefined;
}

/** True when a header's value is a secret, listed or guessed (lower-case `name`). */
export const isSecretHeader = (name: string): boolean => secretHeaderKind(name) !== undefined;

/** Of SECRET_HEADERS, those whose value is `<scheme> <credentials>`: the scheme is kept, as it tells what was sent, not what unlocks. */
export const SCHEMED_SECRET_HEADERS: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization']);

/** A scheme, then the credential after any run of blanks: servers split on a tab as on a space. */
const SCHEMED = /^([^\t ]+)[\t ]+(.*)$/s;

/** The scheme and the credential of a schemed header's value (trimmed), or undefined when it has no credential after a scheme. */
export function schemeAndCredential(value: string): { scheme: string; credential: string } | undefined {
  const parts = SCHEMED.exec(value.trim());
  return parts === null ? undefined : { scheme: parts[1]!, credential: parts[2]!.trim() };
}

/**
 * The authentication schemes whose name is kept (IANA's registry, and the API keys' own): what
 * precedes the first blank is a credential too when it is none of them (`sk_live_… ApiKey`).
 */
const KNOWN_SCHEMES: ReadonlySet<string> = new Set([
  'basic',
  'bearer',
  'digest',
  'apikey',
  'api-key',
  'token',
  'negotiate',
  'ntlm',
  'hoba',
  'mutual',
  'vapid',
  'dpop',
  'gnap',
  'oauth',
  'hawk',
  'privatetoken',
  'concealed',
  'scram-sha-1',
  'scram-sha-256',
  'aws4-hmac-sha256',
]);

/** A secret header's value as the proxy's log and the mock's journal show it: a schemed one's known scheme kept, the rest masked. */
export function maskedSecretHeader(name: string, value: string): string {
  if (!SCHEMED_SECRET_HEADERS.has(name)) return REDACTED;
  const parts = schemeAndCredential(value);
  return parts === undefined || !KNOWN_SCHEMES.has(parts.scheme.toLowerCase()) ? REDACTED : `${parts.scheme} ${REDACTED}`;
}
