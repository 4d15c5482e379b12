// Content-Encoding: compressed bodies are decoded for validation, with the decoded size bounded so
// that a compression bomb costs no more than the limit. The proxy decodes what it reads off the wire
// (and forwards the bytes as they came); validate-traffic what a HAR kept as the wire had it. One
// decoder for both, so that both judge a compressed body alike. Node only (node:zlib): not exported
// from index.ts, which the browser parts import.
import * as zlib from 'node:zlib';
import { type BodyIssue, bodyTooLargeIssue, contentCodings, contentEncodingIssue } from './content-coding.js';
import { gunzipReused } from './gunzip-reused.js';

type Decoder = (body: Buffer, options: zlib.ZlibOptions & zlib.BrotliOptions) => Buffer;

/** deflate as HTTP means it is zlib-wrapped (RFC 9110 §8.4.1.2), but some servers send it raw: both are read, as browsers and curl do. */
const inflateEither: Decoder = (body, options) => {
  try {
    return zlib.inflateSync(body, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw error;
    return zlib.inflateRawSync(body, options);
  }
};

// zstd arrived in Node 22.15 and 23.8.
const zstd = (zlib as { zstdDecompressSync?: Decoder }).zstdDecompressSync;

const DECODERS: ReadonlyMap<string, Decoder> = new Map<string, Decoder>([
  ['gzip', zlib.gunzipSync],
  ['x-gzip', zlib.gunzipSync],
  ['deflate', inflateEither],
  ['br', zlib.brotliDecompressSync],
  ...(zstd === undefined ? [] : [['zstd', zstd] as [string, Decoder]]),
]);

/** The codings this Node can decode, for the README and the tests. */
export const DECODABLE_ENCODINGS: readonly string[] = Object.freeze([...DECODERS.keys()].filter((name) => name !== 'x-gzip'));

export type DecodeOutcome =
  | { readonly kind: 'body'; readonly body: Buffer }
  /** Decoding stopped once the output passed the limit. */
  | { readonly kind: 'tooLarge' }
  /** A coding this Node cannot decode. */
  | { readonly kind: 'unsupported'; readonly coding: string }
  /** The bytes are not what the coding says. */
  | { readonly kind: 'corrupt'; readonly coding: string; readonly message: string };

const GZIP = new Set(['gzip', 'x-gzip']);

/**
 * zlib's sync API inflates into chunks of `chunkSize` (16 KB by default) and joins them: a 27 KB
 * answer took two chunks and a copy, and 1.5× the CPU of one chunk of the right size. A gzip member
 * ends with its size (ISIZE, RFC 1952 §2.3.1), a hint only: a larger output still grows chunk by
 * chunk, a smaller one is sliced, and the limit bounds it either way.
 */
function gzipChunkSize(body: Buffer, limit: number): number {
  const hint = body.length >= 18 ? body.readUInt32LE(body.length - 4) : 0;
  return Math.max(zlib.constants.Z_MIN_CHUNK, Math.min(hint, limit) + 1);
}

/**
 * The body with its codings undone, last applied first, each step's output bounded by `limit` bytes.
 * `borrow`: the caller reads the decoded bytes before the next body is decoded and keeps none of
 * them, so one gzip coding may be inflated into a buffer that is reused (gunzip-reused.ts).
 */
export function decodeBody(body: Buffer, codings: readonly string[], limit: number, borrow = false): DecodeOutcome {
  for (const coding of codings) if (!DECODERS.has(coding)) return { kind: 'unsupported', coding };
  if (body.length === 0) return { kind: 'body', body };
  const only = codings.length === 1 ? codings[0]! : '';
  if (borrow && GZIP.has(only)) {
    const outcome = gunzipReused(body, limit);
    if (outcome !== undefined) return outcome.kind === 'corrupt' ? { kind: 'corrupt', coding: only, message: outcome.message } : outcome;
  }
  let current = body;
  // maxOutputLength makes zlib stop, and throw, as soon as its output passes the limit.
  const options = { maxOutputLength: Math.max(1, limit) };
  for (let i = codings.length - 1; i >= 0; i -= 1) {
    const coding = codings[i]!;
    try {
      current = DECODERS.get(coding)!(current, GZIP.has(coding) ? { ...options, chunkSize: gzipChunkSize(current, limit) } : options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { kind: 'tooLarge' };
      return { kind: 'corrupt', coding, message: (error as Error).message };
    }
    if (current.length > limit) return { kind: 'tooLarge' };
  }
  return { kind: 'body', body: current };
}

export type ContentDecoding =
  /** The body with its codings undone; as it came when the header names none. */
  | { readonly kind: 'body'; readonly body: Buffer }
  /** Larger than the limit once decoded: `issue` says so. */
  | { readonly kind: 'tooLarge'; readonly issue: BodyIssue }
  /** A coding that cannot be decoded, or bytes that are not what it says: `issue` says which. */
  | { readonly kind: 'undecodable'; readonly issue: BodyIssue };

/**
 * A JSON body as `content-encoding` says it was sent, decoded within `limit`; what takes the place of
 * the body checks when it cannot be. `borrow`: as decodeBody's.
 */
export function decodeContent(raw: Buffer, header: string | readonly string[] | undefined, limit: number, borrow = false): ContentDecoding {
  const codings = contentCodings(header);
  if (codings === undefined) return { kind: 'body', body: raw };
  const outcome = decodeBody(raw, codings, limit, borrow);
  switch (outcome.kind) {
    case 'body':
      return outcome;
    case 'tooLarge':
      return { kind: 'tooLarge', issue: bodyTooLargeIssue(limit, ' once decoded') };
    case 'unsupported':
      return {
        kind: 'undecodable',
        issue: contentEncodingIssue(`is encoded with "${outcome.coding}", which cannot be decoded (${DECODABLE_ENCODINGS.join(', ')} can): not validated`),
      };
    case 'corrupt':
      return { kind: 'undecodable', issue: contentEncodingIssue(`is not valid ${outcome.coding} data (${outcome.message}): not validated`) };
  }
}
