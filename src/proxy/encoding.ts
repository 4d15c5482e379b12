// Content-Encoding: compressed bodies are decoded for validation (the bytes forwarded stay as they
// came), with the decoded size bounded so that a compression bomb costs no more than the limit.
import * as zlib from 'node:zlib';
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

/**
 * The codings of a Content-Encoding header in the order they were applied, lower-cased,
 * `identity` left out; undefined when there is nothing to decode.
 */
export function contentCodings(header: string | string[] | undefined): string[] | undefined {
  if (header === undefined) return undefined;
  const codings: string[] = [];
  for (const value of Array.isArray(header) ? header : [header]) {
    for (const part of value.split(',')) {
      const coding = part.trim().toLowerCase();
      if (coding !== '' && coding !== 'identity') codings.push(coding);
    }
  }
  return codings.length === 0 ? undefined : codings;
}

export type DecodeOutcome =
  | { readonly kind: 'body'; readonly body: Buffer }
  /** Decoding stopped once the output passed the limit. */
  | { readonly kind: 'tooLarge' }
  /** A coding this proxy cannot decode. */
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
