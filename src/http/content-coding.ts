// Content-Encoding, as the proxy reads it off the wire, validate-traffic reads it from a HAR and the
// mock reads a request: the codings a header names, what a decoder's outcome means, and the issue that
// takes the place of the body checks when a body cannot be decoded, or is too large once it is. The
// decoders: zlib-decoding.ts (node:zlib, handed in) and web-decoding.ts (DecompressionStream).
import { quoted } from '../text/printable.js';

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

/** What a decoder made of a body: one of these whichever decoder ran, so that one rule (decodingResult) reads them all. */
export type DecodeOutcome<Bytes> =
  | { readonly kind: 'body'; readonly body: Bytes }
  /** Decoding stopped once the output passed the limit. */
  | { readonly kind: 'tooLarge' }
  /** A coding this decoder cannot undo here. */
  | { readonly kind: 'unsupported'; readonly coding: string }
  /** The bytes are not what the coding says. */
  | { readonly kind: 'corrupt'; readonly coding: string; readonly message: string };

export type ContentDecoding<Bytes> =
  /** The body with its codings undone; as it came when the header names none. */
  | { readonly kind: 'body'; readonly body: Bytes }
  /** Larger than the limit once decoded: `issue` says so. */
  | { readonly kind: 'tooLarge'; readonly issue: BodyIssue }
  /** A coding that cannot be decoded, or bytes that are not what it says: `issue` says which. */
  | { readonly kind: 'undecodable'; readonly issue: BodyIssue };

/**
 * The one reading of a decoder's outcome: the issue each failure puts in place of the body checks.
 * `decodable`: the codings the decoder that ran can undo, which an unsupported coding's message names.
 */
export function decodingResult<Bytes>(outcome: DecodeOutcome<Bytes>, limit: number, decodable: readonly string[]): ContentDecoding<Bytes> {
  switch (outcome.kind) {
    case 'body':
      return outcome;
    case 'tooLarge':
      return { kind: 'tooLarge', issue: bodyTooLargeIssue(limit, ' once decoded') };
    case 'unsupported': {
      const can = decodable.length === 0 ? 'none can be here' : `${decodable.join(', ')} can`;
      return { kind: 'undecodable', issue: contentEncodingIssue(`is encoded with ${quoted(outcome.coding)}, which cannot be decoded (${can}): not validated`) };
    }
    case 'corrupt':
      return { kind: 'undecodable', issue: contentEncodingIssue(`is not valid ${outcome.coding} data (${outcome.message}): not validated`) };
  }
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
