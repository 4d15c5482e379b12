// A record of a request, as the proxy's log and the mock's journal show it: each part masked by its
// rule, every secret met noted, and the whole record then scrubbed of them (found-secrets.ts), so
// that a key masked in the Authorization header is hidden where a query parameter, another header
// or a body quotes it too. Both parts build their records with these functions: with a rule each,
// the journal showed a key in `?name=…` and in a header that the proxy's log hid (review 21).
import { redactBodySecrets } from './credentials-body.js';
import type { Secrets } from './found-secrets.js';
import { maskHeaderValue } from './header-masking.js';
import { decodeComponent, maskSecretTarget } from './secret-query.js';

export interface RecordNames {
  /** Headers held secret beside SECRET_HEADERS (lower-case): the proxy's --redact-headers. */
  readonly headers?: ReadonlySet<string> | undefined;
  /** Query parameters held secret beside isSecretName's (lower-case): the proxy's --redact-query. */
  readonly query?: ReadonlySet<string> | undefined;
}

/**
 * A request target with its userinfo and the values of secret query parameters masked, each noted
 * as it stood and decoded; `declared`, the query parameters the routed operation declares, are shown.
 */
export function maskTargetNoting(target: string, secrets: Secrets, declared: readonly string[] | undefined, names?: RecordNames): string {
  return maskSecretTarget(target, {
    names: names?.query,
    declared,
    onSecret: (raw) => {
      secrets.add(raw);
      secrets.add(decodeComponent(raw));
    },
  });
}

/** Each header of `headers` (lower-case names) as a record shows it, by maskHeaderValue; repeated values each by the rule. */
export function maskHeadersNoting(
  headers: Readonly<Record<string, string | readonly string[] | undefined>>,
  secrets: Secrets,
  names?: RecordNames,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawName, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const name = rawName.toLowerCase();
    out[rawName] =
      typeof value === 'string'
        ? maskHeaderValue(name, value, secrets, names?.headers)
        : value.map((item) => maskHeaderValue(name, item, secrets, names?.headers));
  }
  return out;
}

/** A parsed body with its credentials and secret-named values masked (redactBodySecrets), each noted for the scrub. */
export const maskBodyNoting = (value: unknown, secrets: Secrets, shown: ReadonlySet<string>): unknown =>
  redactBodySecrets(value, { shown, onSecret: secrets.addBodySecret });
