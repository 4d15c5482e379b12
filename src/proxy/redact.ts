// Secrets never leave the proxy through its log: credentials headers are masked (the scheme kept),
// the idempotency key is replaced by a hash prefix (still good for matching retries), every value
// under a `credentials` property of a body is masked, and whatever secret was seen is then scrubbed
// from every string of the record, in case a message or a path quotes it.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const REDACTED = '[redacted]';

/** Headers whose whole value is a secret; Authorization-like ones keep their scheme. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'api-key']);
const SCHEMED_HEADERS = new Set(['authorization', 'proxy-authorization']);
const HASHED_HEADERS = new Set(['idempotency-key']);
const CREDENTIALS_PROPERTY = 'credentials';

/** Secrets shorter than this are only masked where they stand, not scrubbed from other text (a port "25" would garble numbers). */
const SCRUB_MIN_LENGTH = 4;

/** 'sha256:' and the first 16 hex digits of the value's SHA-256. */
export function hashSecret(value: string): string {
  return `sha256:${createHash('sha256').update(value).digest('hex').slice(0, 16)}`;
}

/** The secrets met while redacting one exchange. */
export class Secrets {
  private readonly values = new Set<string>();

  add(value: string): void {
    if (value.length >= SCRUB_MIN_LENGTH) this.values.add(value);
  }

  get size(): number {
    return this.values.size;
  }

  /** Longest first, so that a secret containing another is replaced whole. */
  list(): string[] {
    return [...this.values].sort((a, b) => b.length - a.length);
  }
}

function maskSchemed(value: string, secrets: Secrets): string {
  secrets.add(value);
  const space = value.indexOf(' ');
  if (space === -1) return REDACTED;
  secrets.add(value.slice(space + 1).trim());
  return `${value.slice(0, space)} ${REDACTED}`;
}

function redactHeaderValue(name: string, value: string, secrets: Secrets): string {
  if (HASHED_HEADERS.has(name)) {
    secrets.add(value);
    return hashSecret(value);
  }
  if (SCHEMED_HEADERS.has(name)) return maskSchemed(value, secrets);
  secrets.add(value);
  return REDACTED;
}

/** A copy of the headers with every secret masked. */
export function redactHeaders(headers: IncomingHttpHeaders, secrets: Secrets): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawName, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const name = rawName.toLowerCase();
    if (!SECRET_HEADERS.has(name) && !HASHED_HEADERS.has(name)) {
      out[name] = value;
      continue;
    }
    out[name] = Array.isArray(value) ? value.map((item) => redactHeaderValue(name, item, secrets)) : redactHeaderValue(name, value, secrets);
  }
  return out;
}

/** Deeper than any body the validator accepts: what lies below is not logged. */
const MAX_DEPTH = 160;

/** Every leaf under a credentials property masked, keys kept so the log still shows which fields were sent. */
function maskAll(value: unknown, secrets: Secrets, depth: number): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => maskAll(item, secrets, depth + 1));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = maskAll(item, secrets, depth + 1);
    return out;
  }
  if (typeof value === 'string') secrets.add(value);
  return value === null ? null : REDACTED;
}

/** A copy of a parsed body with the values of every `credentials` property masked. */
export function redactBody(value: unknown, secrets: Secrets, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactBody(item, secrets, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === CREDENTIALS_PROPERTY ? maskAll(item, secrets, depth + 1) : redactBody(item, secrets, depth + 1);
  }
  return out;
}

function scrubString(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out;
}

/** A copy of `value` where no string (key or value) contains any of the secrets. */
export function scrub<T>(value: T, secrets: Secrets): T {
  if (secrets.size === 0) return value;
  const list = secrets.list();
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return scrubString(node, list);
    if (typeof node !== 'object' || node === null) return node;
    if (depth > MAX_DEPTH) return REDACTED;
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(node)) out[scrubString(key, list)] = walk(item, depth + 1);
    return out;
  };
  return walk(value, 0) as T;
}
