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
 * A word of a header's name (between `-` or `_`) that says its value unlocks something, as the
 * data scrubbers of error trackers read field names: `x-access-token`, `x-csrf-token`,
 * `x-amz-security-token`, `x-goog-api-key`, `private-token`, `x-session-id`, `x-hub-signature-256`.
 * Whole words only: `www-authenticate` (a challenge) and `x-author` are not secrets.
 */
const SECRET_NAME_WORD = /(?:^|[-_])(?:token|secret|password|passwd|apikey|api[-_]key|auth|session|cookie|credentials?|signature|private[-_]key)(?:$|[-_])/;

/** True when a header's value is a secret: a name of SECRET_HEADERS, or a name with a secret word in it (lower-case `name`). */
export function isSecretHeader(name: string): boolean {
  return SECRET_HEADER_SET.has(name) || SECRET_NAME_WORD.test(name);
}

/** Of SECRET_HEADERS, those whose value is `<scheme> <credentials>`: the scheme is kept, as it tells what was sent, not what unlocks. */
export const SCHEMED_SECRET_HEADERS: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization']);

/** A scheme, then the credential after any run of blanks: servers split on a tab as on a space. */
const SCHEMED = /^([^\t ]+)[\t ]+(.*)$/s;

/** The scheme and the credential of a schemed header's value (trimmed), or undefined when it has no credential after a scheme. */
export function schemeAndCredential(value: string): { scheme: string; credential: string } | undefined {
  const parts = SCHEMED.exec(value.trim());
  return parts === null ? undefined : { scheme: parts[1]!, credential: parts[2]!.trim() };
}

/** A secret header's value as the proxy's log and the mock's journal show it: a schemed one's scheme kept, the rest masked. */
export function maskedSecretHeader(name: string, value: string): string {
  if (!SCHEMED_SECRET_HEADERS.has(name)) return REDACTED;
  const parts = schemeAndCredential(value);
  return parts === undefined ? REDACTED : `${parts.scheme} ${REDACTED}`;
}
