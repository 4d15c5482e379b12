// Content-Encoding undone with node:zlib's sync API, the output of each step bounded by the body limit,
// so that a compression bomb costs no more than the limit. The zlib module is handed in: the proxy
// and validate-traffic import node:zlib (content-decoding.ts), while the mock, whose modules are
// bundled for browsers too, reaches it through process.getBuiltinModule where the runtime has it.
// One decoder for all three, so that they judge a compressed body alike.
import type { DecodeOutcome } from './content-coding.js';

/** The options each step is given: maxOutputLength makes zlib stop, and throw, as soon as its output passes the limit. */
interface StepOptions {
  readonly maxOutputLength: number;
  readonly chunkSize?: number;
}

type Step<Bytes> = (body: Uint8Array, options: StepOptions) => Bytes;

/** What the decoder uses of node:zlib. */
export interface ZlibLike<Bytes extends Uint8Array> {
  readonly gunzipSync: Step<Bytes>;
  readonly inflateSync: Step<Bytes>;
  readonly inflateRawSync: Step<Bytes>;
  readonly brotliDecompressSync: Step<Bytes>;
  /** Node 22.15 and 23.8 on. */
  readonly zstdDecompressSync?: Step<Bytes>;
  readonly constants: { readonly Z_MIN_CHUNK: number };
}

export interface ZlibDecoding<Bytes extends Uint8Array> {
  /** The codings it undoes, for messages and the README (`x-gzip`, gzip's old name, left out). */
  readonly decodable: readonly string[];
  /** The body with its codings undone, last applied first, each step's output bounded by `limit` bytes. */
  decode(body: Bytes, codings: readonly string[], limit: number): DecodeOutcome<Bytes>;
}

const GZIP = new Set(['gzip', 'x-gzip']);

const tooLargeError = (error: unknown): boolean => (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';

/** A gzip member's last four bytes: its size (ISIZE, RFC 1952 §2.3.1), little-endian. */
const isize = (body: Uint8Array): number => {
  const at = body.length - 4;
  return (body[at]! | (body[at + 1]! << 8) | (body[at + 2]! << 16) | (body[at + 3]! << 24)) >>> 0;
};

/** The decoder over `zlib`. */
export function zlibDecoding<Bytes extends Uint8Array>(zlib: ZlibLike<Bytes>): ZlibDecoding<Bytes> {
  /** deflate as HTTP means it is zlib-wrapped (RFC 9110 §8.4.1.2), but some servers send it raw: both are read, as browsers and curl do. */
  const inflateEither: Step<Bytes> = (body, options) => {
    try {
      return zlib.inflateSync(body, options);
    } catch (error) {
      if (tooLargeError(error)) throw error;
      return zlib.inflateRawSync(body, options);
    }
  };
  const steps = new Map<string, Step<Bytes>>([
    ['gzip', zlib.gunzipSync],
    ['x-gzip', zlib.gunzipSync],
    ['deflate', inflateEither],
    ['br', zlib.brotliDecompressSync],
    ...(zlib.zstdDecompressSync === undefined ? [] : [['zstd', zlib.zstdDecompressSync] as [string, Step<Bytes>]]),
  ]);

  /**
   * zlib's sync API inflates into chunks of `chunkSize` (16 KB by default) and joins them: a 27 KB
   * answer took two chunks and a copy, and 1.5× the CPU of one chunk of the right size. A gzip member
   * ends with its size, a hint only: a larger output still grows chunk by chunk, a smaller one is
   * sliced, and the limit bounds it either way.
   */
  const gzipChunkSize = (body: Uint8Array, limit: number): number =>
    Math.max(zlib.constants.Z_MIN_CHUNK, Math.min(body.length >= 18 ? isize(body) : 0, limit) + 1);

  const decode = (body: Bytes, codings: readonly string[], limit: number): DecodeOutcome<Bytes> => {
    for (const coding of codings) if (!steps.has(coding)) return { kind: 'unsupported', coding };
    if (body.length === 0) return { kind: 'body', body };
    let current = body;
    const options = { maxOutputLength: Math.max(1, limit) };
    for (let i = codings.length - 1; i >= 0; i -= 1) {
      const coding = codings[i]!;
      try {
        current = steps.get(coding)!(current, GZIP.has(coding) ? { ...options, chunkSize: gzipChunkSize(current, limit) } : options);
      } catch (error) {
        if (tooLargeError(error)) return { kind: 'tooLarge' };
        return { kind: 'corrupt', coding, message: (error as Error).message };
      }
      if (current.length > limit) return { kind: 'tooLarge' };
    }
    return { kind: 'body', body: current };
  };

  return { decodable: Object.freeze([...steps.keys()].filter((name) => name !== 'x-gzip')), decode };
}
