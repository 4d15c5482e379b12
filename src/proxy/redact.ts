// Secrets never leave the proxy through its log, its stdout or its problem answers: secret headers
// are masked (Authorization-like ones keep their scheme), the idempotency key is replaced by a hash
// prefix (still good for matching retries), query parameters with secret names are masked, every
// value under a `credentials` property of a body (any case) or under a secret name the contract
// does not declare is masked, and whatever secret was seen is then scrubbed from every string of the
// record, in every encoded form (src/text/secret-forms.ts, the rule verify's report uses too), in
// case a message or a path quotes it. An issue's JSON Pointer is structure (the body's own field
// names): only a token that is a secret itself is masked, never a part of one.
import type { IncomingHttpHeaders } from 'node:http';
import { Secrets, scrubSecrets } from '../http/found-secrets.js';
import { hashSecret } from '../http/index.js';
import { maskBodyNoting, maskHeadersNoting, maskTargetNoting, type RecordNames } from '../http/record-masking.js';
import { declaredBodyNames } from '../operations/declared-body-names.js';
import { declaredQuery } from '../operations/declared-query.js';
import { REDACTED } from '../text/secret-forms.js';

export { hashSecret, REDACTED, Secrets };

/** A copy of `value` where no string (key or value) contains any of the secrets. */
export const scrub = scrubSecrets;

/** What the proxy masks: the names of secret headers and of secret query parameters, lower-cased. */
export class Redactor {
  private readonly names: RecordNames;

  constructor(options: { headers: readonly string[]; query: readonly string[] }) {
    this.names = {
      headers: new Set(options.headers.map((name) => name.toLowerCase())),
      query: new Set(options.query.map((name) => name.toLowerCase())),
    };
  }

  /** A copy of the headers with every secret masked (the journal's rule too: src/http/record-masking.ts). */
  redactHeaders(headers: IncomingHttpHeaders, secrets: Secrets): Record<string, string | string[]> {
    const lowered: Record<string, string | string[] | undefined> = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) lowered[name.toLowerCase()] = value;
    return maskHeadersNoting(lowered, secrets, this.names);
  }

  /**
   * The request target with its userinfo and the values of secret query parameters masked (and noted
   * in `secrets`, raw and decoded); the query parameters `operationId` declares are shown.
   */
  redactTarget(target: string, secrets: Secrets, operationId?: string): string {
    return maskTargetNoting(target, secrets, declaredQuery(operationId), this.names);
  }
}

/**
 * A copy of a parsed body with its secrets masked by the journal's rule (src/http/credentials-body.ts:
 * `credentials`, and undeclared secret names at any depth), each noted for the scrub; a value under a
 * guessed name only when it is long enough to be a key, as for a guessed header.
 */
export const redactBody = (value: unknown, secrets: Secrets): unknown => maskBodyNoting(value, secrets, declaredBodyNames);

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
