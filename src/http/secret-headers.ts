// The request and response headers whose values are secrets: the proxy masks them in its log, stdout
// and problem answers, and the mock in its journal (GET /__mock/requests, requests()), which tests
// print and attach to reports. One list, so that a name added for one is masked by both.

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
