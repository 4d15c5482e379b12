// Secrets never leave the proxy through its log, its stdout or its problem answers: secret headers
// are masked (Authorization-like ones keep their scheme), the idempotency key is replaced by a hash
// prefix (still good for matching retries), query parameters with secret names are masked, every
// value under a `credentials` property of a body (any case) or under a secret name the contract
// does not declare is masked, and whatever secret was seen is then scrubbed from every string of the
// record, in every encoded form (src/text/secret-forms.ts, the rule verify's report uses too), in
// case a message or a path quotes it. An issue's JSON Pointer is structure (the body's own field
// names): only a token that is a secret itself is masked, never a part of one.
import type { IncomingHttpHeaders } from 'node:http';
import { GUESSED_SCRUB_MIN_LENGTH, Secrets, scrubSecrets } from '../http/found-secrets.js';
import {
  decodeComponent,
  HASHED_HEADERS,
  hashSecret,
  isSecretHeader,
  maskedSecretHeader,
  maskHeaderSecrets,
  maskSecretTarget,
  redactBodySecrets,
  SCHEMED_SECRET_HEADERS,
  schemeAndCredential,
} from '../http/index.js';
import { declaredBodyNames } from '../operations/declared-body-names.js';
import { declaredQuery } from '../operations/declared-query.js';
import { REDACTED } from '../text/secret-forms.js';

export { hashSecret, REDACTED, Secrets };

/** A copy of `value` where no string (key or value) contains any of the secrets. */
export const scrub = scrubSecrets;

/** What the proxy masks: the names of secret headers and of secret query parameters, lower-cased. */
export class Redactor {
  private readonly headers: ReadonlySet<string>;
  private readonly query: ReadonlySet<string>;

  constructor(options: { headers: readonly string[]; query: readonly string[] }) {
    this.headers = new Set(options.headers.map((name) => name.toLowerCase()));
    this.query = new Set(options.query.map((name) => name.toLowerCase()));
  }

  private headerValue(name: string, value: string, secrets: Secrets): string {
    if (HASHED_HEADERS.has(name)) {
      secrets.add(value);
      return hashSecret(value);
    }
    if (SCHEMED_SECRET_HEADERS.has(name)) return maskSchemed(name, value, secrets);
    // A guessed name (isSecretHeader's rule) may hold `true` or a count: scrubbed elsewhere only
    // when it is long enough to be a key.
    if (this.headers.has(name) || value.length >= GUESSED_SCRUB_MIN_LENGTH) secrets.add(value);
    return REDACTED;
  }

  /** A copy of the headers with every secret masked. */
  redactHeaders(headers: IncomingHttpHeaders, secrets: Secrets): Record<string, string | string[]> {
    const out: Record<string, string | string[]> = {};
    for (const [rawName, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      const name = rawName.toLowerCase();
      if (!this.headers.has(name) && !HASHED_HEADERS.has(name) && !isSecretHeader(name)) {
        // A secret inside the value (a parameter, a Host's userinfo) by the journal's rule; as a guessed header's, scrubbed elsewhere only when long enough to be a key.
        const onSecret = secrets.addGuessed;
        out[name] = Array.isArray(value) ? value.map((item) => maskHeaderSecrets(name, item, onSecret)) : maskHeaderSecrets(name, String(value), onSecret);
        continue;
      }
      out[name] = Array.isArray(value) ? value.map((item) => this.headerValue(name, item, secrets)) : this.headerValue(name, String(value), secrets);
    }
    return out;
  }

  /**
   * The request target with its userinfo and the values of secret query parameters masked (and noted
   * in `secrets`, raw and decoded); the query parameters `operationId` declares are shown.
   */
  redactTarget(target: string, secrets: Secrets, operationId?: string): string {
    return maskSecretTarget(target, {
      names: this.query,
      declared: declaredQuery(operationId),
      onSecret: (raw) => {
        secrets.add(raw);
        secrets.add(decodeComponent(raw));
      },
    });
  }
}

/**
 * The scheme is kept and the credential masked. Each spelling a server may take the credential in
 * is a secret of its own, so that an answer quoting it in any of them is scrubbed: as it stood, as
 * the token inside quotes, and for Basic the decoded `user:password` and the password alone.
 */
function maskSchemed(name: string, value: string, secrets: Secrets): string {
  secrets.add(value);
  const parts = schemeAndCredential(value);
  if (parts === undefined) return REDACTED;
  const { scheme, credential } = parts;
  secrets.add(credential);
  if (credential.length > 2 && credential.startsWith('"') && credential.endsWith('"')) secrets.add(credential.slice(1, -1));
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(credential, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon !== -1) {
      secrets.add(decoded);
      secrets.add(decoded.slice(colon + 1));
    }
  }
  return maskedSecretHeader(name, value);
}

/**
 * A copy of a parsed body with its secrets masked by the journal's rule (src/http/credentials-body.ts:
 * `credentials`, and undeclared secret names at any depth), each noted for the scrub; a value under a
 * guessed name only when it is long enough to be a key, as for a guessed header.
 */
export const redactBody = (value: unknown, secrets: Secrets): unknown =>
  redactBodySecrets(value, { shown: declaredBodyNames, onSecret: secrets.addBodySecret });

/** The secrets a request carried: secret headers and query parameters, body credentials and secret names (the body as the validator parsed it, else parsed here). */
export function requestSecrets(
  redactor: Redactor,
  headers: IncomingHttpHeaders,
  target: string,
  operationId: string | undefined,
  parsed: unknown,
  decoded: Buffer | undefined,
): Secrets {
  const secrets = new Secrets();
  redactor.redactHeaders(headers, secrets);
  redactor.redactTarget(target, secrets, operationId);
  let body = parsed;
  if (body === undefined && decoded !== undefined && decoded.length > 0) {
    try {
      // As the validator reads it: one leading BOM dropped.
      const bom = decoded.length >= 3 && decoded[0] === 0xef && decoded[1] === 0xbb && decoded[2] === 0xbf;
      body = JSON.parse(decoded.toString('utf8', bom ? 3 : 0)) as unknown;
    } catch {
      /* not JSON: nothing to find in it */
    }
  }
  if (body !== undefined) redactBody(body, secrets);
  return secrets;
}
