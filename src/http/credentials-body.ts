// Every value under a `credentials` property of a body (in any case) is a secret: an integration's
// provider keys. So is, at any depth, the value of a property whose name the secret-name rule takes
// (isSecretName, as for headers and query parameters): free-form parts (a trigger's `payload`, a
// subscriber's `data`, `overrides`) are where a client's own passwords and tokens end up. The names
// the contract declares outside a credentials object are data (a topic's `key`, an error's `code`)
// and are shown. The proxy masks them in its log and problem answers, and the mock in its journal:
// one walk, so that a body reads the same in both. No node: import (the mock runs in browsers).
import { maskTextSecrets } from './header-secrets.js';
import { setOwn } from './own-property.js';
import { isSecretName, REDACTED } from './secret-headers.js';

const CREDENTIALS_PROPERTY = 'credentials';

/**
 * Fields of an integration's credentials (the seed's list) that describe it rather than unlock it:
 * display text, public URLs, header names, paths, places. Their values are masked where they stand,
 * like every credential, but are not scrubbed from the rest of the record: an imageUrl of "name"
 * would otherwise turn every "name" of the record, an issue's pointer /name included, into [redacted].
 * Every other field, one the contract does not list included, is a secret.
 */
const DESCRIPTIVE_CREDENTIALS = new Set(
  [
    'title',
    'imageUrl',
    'externalLink',
    'state',
    'senderName',
    'from',
    'projectName',
    'region',
    'host',
    'port',
    'domain',
    'idPath',
    'datePath',
    'ipPoolName',
    'apiKeyRequestHeader',
    'secretKeyRequestHeader',
    'redirectUrl',
    'channelId',
    'phoneNumberIdentification',
  ].map((name) => name.toLowerCase()),
);

/** Deeper than any body the validator accepts: what lies below is not shown. */
const MAX_DEPTH = 160;

const isCredentials = (key: string): boolean => key.length === CREDENTIALS_PROPERTY.length && key.toLowerCase() === CREDENTIALS_PROPERTY;

/**
 * Every leaf under a credentials property (or a secret name) masked, keys kept so that what was
 * sent still shows which fields it had; the string leaves of a secret field go to `onSecret`: all
 * but the descriptive ones of a credentials object (`descriptive`), all under a secret name.
 */
function maskAll(value: unknown, onSecret: ((secret: string) => void) | undefined, depth: number, secret = true, descriptive = true): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => maskAll(item, onSecret, depth + 1, secret, descriptive));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      setOwn(out, key, maskAll(item, onSecret, depth + 1, secret && !(descriptive && DESCRIPTIVE_CREDENTIALS.has(key.toLowerCase())), descriptive));
    }
    return out;
  }
  if (typeof value === 'string' && secret) onSecret?.(value);
  return value === null ? null : REDACTED;
}

/**
 * What a record (the proxy's log, the mock's journal) shows of a body that does not parse as JSON:
 * its size, never its text. Credentials in text that is not JSON (a trailing comma, comments, a
 * form's `credentials[apiKey]=…`) cannot be found reliably, so none of it is shown.
 */
export const unparsedBodyNote = (bytes: number): string => `${bytes} bytes, not valid JSON, not shown`;

/** How a body is redacted: the same for the proxy's log and problems and the mock's journal. */
export interface BodyRedaction {
  /**
   * Property names shown whatever isSecretName says, as spelled: those the contract declares outside
   * a credentials object (src/operations/declared-body-names.ts, from the generated table).
   */
  readonly shown: ReadonlySet<string>;
  /**
   * Each secret string met: `listed` under a credentials property, `guessed` under a name
   * isSecretName takes (which may hold a short word or a count, as a guessed header may).
   */
  readonly onSecret?: ((secret: string, kind: 'listed' | 'guessed') => void) | undefined;
}

/**
 * A copy of a parsed body with the values of every `credentials` property (any case) masked, and
 * the whole value of every property whose name isSecretName takes unless `shown` holds it; each
 * secret string goes to `onSecret`.
 */
export function redactBodySecrets(value: unknown, options: BodyRedaction, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactBodySecrets(item, options, depth + 1));
  // A string of the body is masked as a header's value is: a URL's user name and password, a query's secrets.
  if (typeof value === 'string') return maskTextSecrets(value, (raw) => options.onSecret?.(raw, 'guessed'));
  if (typeof value !== 'object' || value === null) return value;
  const { onSecret, shown } = options;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isCredentials(key)) setOwn(out, key, maskAll(item, onSecret && ((secret) => onSecret(secret, 'listed')), depth + 1));
    else if (!shown.has(key) && isSecretName(key))
      setOwn(out, key, maskAll(item, onSecret && ((secret) => onSecret(secret, 'guessed')), depth + 1, true, false));
    else setOwn(out, key, redactBodySecrets(item, options, depth + 1));
  }
  return out;
}
