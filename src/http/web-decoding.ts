// Content-Encoding undone with the Compression Streams API (DecompressionStream), for a runtime
// without node:zlib (a browser, a worker): the mock's decoder there. Bounded as zlib-decoding.ts is:
// each step's output is read chunk by chunk and dropped once it passes the limit, and the input is fed
// in small pieces, since the standard's transform inflates each written chunk whole before it hands
// any of it on (one 1 MiB bomb written at once would be inflated whole). What this runtime's
// DecompressionStream does not take is unsupported, answered as an unknown coding is. One difference
// remains: the standard reads one gzip member and calls what follows it junk (a corrupt body), where
// zlib, as curl, reads a body of several members whole.
import type { DecodeOutcome } from './content-coding.js';

/** The input fed per write: deflate inflates at most about 1,000 to 1, so a piece makes about a MiB at most. */
const PIECE_BYTES = 1024;

/** Each coding's formats, tried in order: deflate as HTTP means it is zlib-wrapped, but some servers send it raw (zlib-decoding.ts reads both too). */
const FORMATS: ReadonlyMap<string, readonly string[]> = new Map([
  ['gzip', ['gzip']],
  ['x-gzip', ['gzip']],
  ['deflate', ['deflate', 'deflate-raw']],
  ['br', ['brotli']],
  ['zstd', ['zstd']],
]);

type Constructor = new (format: CompressionFormat) => DecompressionStream;

export interface WebDecoding {
  /** The codings this runtime's DecompressionStream undoes (none without one). */
  readonly decodable: readonly string[];
  decode(body: Uint8Array, codings: readonly string[], limit: number): Promise<DecodeOutcome<Uint8Array>>;
}

const accepts = (Stream: Constructor, format: string): boolean => {
  try {
    new Stream(format as CompressionFormat);
    return true;
  } catch {
    return false;
  }
};

type Step = { readonly kind: 'body'; readonly body: Uint8Array } | { readonly kind: 'tooLarge' } | { readonly kind: 'corrupt'; readonly message: string };

/** `body` through one DecompressionStream, its output bounded by `limit`. */
async function inflate(Stream: Constructor, format: string, body: Uint8Array, limit: number): Promise<Step> {
  const stream = new Stream(format as CompressionFormat);
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  // Each piece waits for room (backpressure): what is inflated ahead of the reader stays small.
  const feeding = (async () => {
    for (let at = 0; at < body.length; at += PIECE_BYTES) {
      await writer.ready;
      // A body read off a request is never over a SharedArrayBuffer, which DOM's types rule out.
      await writer.write(body.subarray(at, at + PIECE_BYTES) as Uint8Array<ArrayBuffer>);
    }
    await writer.close();
  })();
  // Its failure is the reader's too (an errored transform errors both sides): read there.
  feeding.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        reader.cancel().catch(() => undefined);
        return { kind: 'tooLarge' };
      }
      chunks.push(value);
    }
  } catch (error) {
    return { kind: 'corrupt', message: error instanceof Error ? error.message : String(error) };
  }
  if (chunks.length === 1) return { kind: 'body', body: chunks[0]! };
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'body', body: whole };
}

/** The decoder over this runtime's DecompressionStream (`Stream`: another, or null for none, for the tests). */
export function webDecoding(Stream: Constructor | null = (globalThis as { DecompressionStream?: Constructor }).DecompressionStream ?? null): WebDecoding {
  const formats = new Map<string, readonly string[]>();
  if (Stream !== null) {
    for (const [coding, candidates] of FORMATS) {
      const taken = candidates.filter((format) => accepts(Stream, format));
      if (taken.length > 0) formats.set(coding, taken);
    }
  }
  const decode = async (body: Uint8Array, codings: readonly string[], limit: number): Promise<DecodeOutcome<Uint8Array>> => {
    for (const coding of codings) if (!formats.has(coding)) return { kind: 'unsupported', coding };
    if (body.length === 0 || Stream === null) return { kind: 'body', body };
    let current = body;
    for (let i = codings.length - 1; i >= 0; i -= 1) {
      const coding = codings[i]!;
      const [first, ...others] = formats.get(coding)!;
      // The first format that reads the bytes; else the last one's complaint (as zlib-decoding's deflate).
      let step = await inflate(Stream, first!, current, limit);
      for (const format of others) if (step.kind === 'corrupt') step = await inflate(Stream, format, current, limit);
      if (step.kind === 'corrupt') return { kind: 'corrupt', coding, message: step.message };
      if (step.kind === 'tooLarge') return step;
      current = step.body;
    }
    return { kind: 'body', body: current };
  };
  return { decodable: Object.freeze([...formats.keys()].filter((name) => name !== 'x-gzip')), decode };
}
