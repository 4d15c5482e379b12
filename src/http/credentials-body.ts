// Every value under a `credentials` property of a body (in any case) is a secret: an integration's
// provider keys. The proxy masks them in its log and problem answers, and the mock in its journal:
// one walk, so that a body reads the same in both. No node: import (the mock runs in browsers).
import { REDACTED } from './secret-headers.js';

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
 * Every leaf under a credentials property masked, keys kept so that what was sent still shows which
 * fields it had; the string leaves of a secret field (all but the descriptive ones) go to `onSecret`.
 */
function maskAll(value: unknown, onSecret: ((secret: string) => void) | undefined, depth: number, secret = true): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => maskAll(item, onSecret, depth + 1, secret));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = maskAll(item, onSecret, depth + 1, secret && !DESCRIPTIVE_CREDENTIALS.has(key.toLowerCase()));
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

/** A copy of a parsed body with the values of every `credentials` property (any case) masked; each secret string goes to `onSecret`. */
export function redactCredentials(value: unknown, onSecret?: (secret: string) => void, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactCredentials(item, onSecret, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isCredentials(key) ? maskAll(item, onSecret, depth + 1) : redactCredentials(item, onSecret, depth + 1);
  }
  return out;
}
