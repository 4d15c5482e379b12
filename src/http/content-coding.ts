// Content-Encoding, as the proxy reads it off the wire and validate-traffic reads it from a HAR: the
// codings a header names, and the issue that takes the place of the body checks when a body cannot be
// decoded, or is too large once it is. The decoding itself needs node:zlib: content-decoding.ts,
// which only the Node parts import.

/** An issue of the whole body, in the validator's shape (the proxy's answer and the report carry it). */
export interface BodyIssue {
  readonly location: 'body';
  readonly pointer: '';
  readonly keyword: 'contentEncoding' | 'maxBodyBytes';
  readonly message: string;
  readonly severity: 'error';
}

/**
 * The codings of a Content-Encoding header in the order they were applied, lower-cased,
 * `identity` left out; undefined when there is nothing to decode.
 */
export function contentCodings(header: string | readonly string[] | undefined): string[] | undefined {
  if (header === undefined) return undefined;
  const codings: string[] = [];
  for (const value of typeof header === 'string' ? [header] : header) {
    for (const part of value.split(',')) {
      const coding = part.trim().toLowerCase();
      if (coding !== '' && coding !== 'identity') codings.push(coding);
    }
  }
  return codings.length === 0 ? undefined : codings;
}

/** A body that cannot be decoded: no body check can run on it, so it is one error of its own. */
export const contentEncodingIssue = (message: string): BodyIssue => ({ location: 'body', pointer: '', keyword: 'contentEncoding', message, severity: 'error' });

/** A body over the limit (`what`: how it was found, e.g. ' once decoded'). */
export const bodyTooLargeIssue = (limit: number, what: string): BodyIssue => ({
  location: 'body',
  pointer: '',
  keyword: 'maxBodyBytes',
  message: `is larger than ${limit} bytes${what}`,
  severity: 'error',
});

interface ResultLike<Issue> {
  readonly operationId?: string | undefined;
  readonly issues: readonly Issue[];
}

/**
 * A validation of the message without its body, with `issue` in place of the body checks that could
 * not run: the result is a violation whatever else it says.
 */
export function withBodyIssue<Issue extends { readonly location: string }>(
  result: ResultLike<Issue>,
  issue: Issue,
): { valid: false; operationId?: string; issues: Issue[] } {
  const others = result.issues.filter((other) => other.location !== 'body');
  return { valid: false, ...(result.operationId === undefined ? {} : { operationId: result.operationId }), issues: [issue, ...others] };
}
