// Content-Encoding: compressed bodies are decoded for validation, with the decoded size bounded so
// that a compression bomb costs no more than the limit. The proxy decodes what it reads off the wire
// (and forwards the bytes as they came); validate-traffic what a HAR kept as the wire had it. Both
// through zlib-decoding.ts (the mock's decoder too, where its runtime has node:zlib), so that all
// judge a compressed body alike. Node only (node:zlib): not exported from index.ts, which the browser
// parts import.
import * as zlib from 'node:zlib';
import { type ContentDecoding, contentCodings, type DecodeOutcome, decodingResult } from './content-coding.js';
import { gunzipReused } from './gunzip-reused.js';
import { zlibDecoding } from './zlib-decoding.js';

const decoding = zlibDecoding<Buffer>(zlib);

/** The codings this Node can decode, for the README and the tests. */
export const DECODABLE_ENCODINGS: readonly string[] = decoding.decodable;

export type { ContentDecoding, DecodeOutcome } from './content-coding.js';

const GZIP = new Set(['gzip', 'x-gzip']);

/**
 * The body with its codings undone, last applied first, each step's output bounded by `limit` bytes.
 * `borrow`: the caller reads the decoded bytes before the next body is decoded and keeps none of
 * them, so one gzip coding may be inflated into a buffer that is reused (gunzip-reused.ts).
 */
export function decodeBody(body: Buffer, codings: readonly string[], limit: number, borrow = false): DecodeOutcome<Buffer> {
  const only = codings.length === 1 ? codings[0]! : '';
  if (borrow && body.length > 0 && GZIP.has(only)) {
    const outcome = gunzipReused(body, limit);
    if (outcome !== undefined) return outcome.kind === 'corrupt' ? { kind: 'corrupt', coding: only, message: outcome.message } : outcome;
  }
  return decoding.decode(body, codings, limit);
}

/**
 * A JSON body as `content-encoding` says it was sent, decoded within `limit`; what takes the place of
 * the body checks when it cannot be. `borrow`: as decodeBody's.
 */
export function decodeContent(raw: Buffer, header: string | readonly string[] | undefined, limit: number, borrow = false): ContentDecoding<Buffer> {
  const codings = contentCodings(header);
  if (codings === undefined) return { kind: 'body', body: raw };
  return decodingResult(decodeBody(raw, codings, limit, borrow), limit, DECODABLE_ENCODINGS);
}
