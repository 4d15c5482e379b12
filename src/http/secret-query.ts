// The query parameters whose values are secrets (`?api_key=…`): the proxy masks them in its log,
// stdout and problem answers, and the mock in its journal. One rule (secret-headers.ts' isSecretName,
// which reads header names too) and one way of masking, so that a target reads the same in both.
import { isSecretName, REDACTED } from './secret-headers.js';
import { maskUserinfo } from './url-credentials.js';

/**
 * Query parameters whose values are secrets, matched in any case: names isSecretName takes, listed
 * for the help and docs (the rule takes more: `client_secret`, `id_token`, `X-Amz-Signature`).
 */
export const SECRET_QUERY_PARAMETERS: readonly string[] = Object.freeze([
  'api_key',
  'apikey',
  'key',
  'access_token',
  'refresh_token',
  'private_token',
  'token',
  'client_secret',
  'secret',
  'password',
  'signature',
  'sig',
]);

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

export interface SecretQueryOptions {
  /** Names masked beside those isSecretName takes (lower-case, matched in any case): the proxy's --redact-query. */
  readonly names?: ReadonlySet<string> | undefined;
  /**
   * The query parameters the operation the request was routed to declares, as the contract spells
   * them: shown whatever isSecretName says (GET /v2/topics' `key` is a topic key filter, not Google's
   * API key). Another case of the name is not the declared parameter, and is masked.
   */
  readonly declared?: readonly string[] | undefined;
  /** Each masked value, as it stood. */
  readonly onSecret?: ((raw: string) => void) | undefined;
}

/**
 * Where a query's pairs part, for masking: `&`, and `;` as well, which some servers still read as a
 * separator (Go before 1.17, Python before 3.9.2, PHP's arg_separator.input), so that a recording of
 * traffic to one may hold `?limit=5;access_token=…`. Only where masking looks: the target is shown
 * with its separators as they were.
 */
const PAIR_SEPARATOR = /([&;])/;

/** The request target with the values of the secret query parameters masked (matched in any case, decoded). */
export function maskSecretQuery(target: string, options: SecretQueryOptions = {}): string {
  const question = target.indexOf('?');
  if (question === -1) return target;
  const { names, declared, onSecret } = options;
  const hash = target.indexOf('#', question);
  const query = hash === -1 ? target.slice(question + 1) : target.slice(question + 1, hash);
  let changed = false;
  // split with a capturing group keeps the separators, at the odd places, as they were.
  const parts = query.split(PAIR_SEPARATOR).map((pair, index) => {
    const equals = pair.indexOf('=');
    if (index % 2 === 1 || equals === -1) return pair;
    const rawName = pair.slice(0, equals);
    const name = decodeComponent(rawName);
    if (!(names?.has(name.toLowerCase()) === true || isSecretName(name)) || declared?.includes(name) === true) return pair;
    onSecret?.(pair.slice(equals + 1));
    changed = true;
    return `${rawName}=${REDACTED}`;
  });
  if (!changed) return target;
  return `${target.slice(0, question + 1)}${parts.join('')}${hash === -1 ? '' : target.slice(hash)}`;
}

/**
 * A request target as a record shows it (the proxy's log, the mock's journal): a user name and
 * password before its host masked (url-credentials.ts), then the values of its secret query parameters.
 */
export const maskSecretTarget = (target: string, options: SecretQueryOptions = {}): string => maskSecretQuery(maskUserinfo(target, options.onSecret), options);
