// The query parameters whose values are secrets (`?api_key=…`): the proxy masks them in its log,
// stdout and problem answers, and the mock in its journal. One list and one way of masking, so that
// a target reads the same in both.
import { REDACTED } from './secret-headers.js';

/** Query parameters whose values are secrets, matched in any case. */
export const SECRET_QUERY_PARAMETERS: readonly string[] = Object.freeze([
  'api_key',
  'apikey',
  'access_token',
  'token',
  'secret',
  'password',
  'signature',
  'sig',
]);

const SECRET_QUERY_SET: ReadonlySet<string> = new Set(SECRET_QUERY_PARAMETERS);

/** Form-style decoding (`+` is a space), leaving malformed escapes as they are. */
export function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The request target with the values of the query parameters named in `names` (lower-case; matched
 * in any case, decoded) masked; each masked value, as it stood, goes to `onSecret`.
 */
export function maskSecretQuery(target: string, names: ReadonlySet<string> = SECRET_QUERY_SET, onSecret?: (raw: string) => void): string {
  const question = target.indexOf('?');
  if (question === -1 || names.size === 0) return target;
  const hash = target.indexOf('#', question);
  const query = hash === -1 ? target.slice(question + 1) : target.slice(question + 1, hash);
  let changed = false;
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    const rawName = pair.slice(0, equals);
    if (!names.has(decodeComponent(rawName).toLowerCase())) return pair;
    onSecret?.(pair.slice(equals + 1));
    changed = true;
    return `${rawName}=${REDACTED}`;
  });
  if (!changed) return target;
  return `${target.slice(0, question + 1)}${pairs.join('&')}${hash === -1 ? '' : target.slice(hash)}`;
}
