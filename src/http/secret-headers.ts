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
