// One body reader for both shells (fetch and Node's http): chunks are kept up to the limit, a
// declared Content-Length over it is refused before a byte is read, and the bytes become JSON text,
// or stay bytes when they are not UTF-8 (the validator then says so); decoded first when they came
// with a Content-Encoding (coded-body.ts).

/** The declared Content-Length is over the limit: the answer is 413 at once, nothing is read. */
export function declaredTooLarge(contentLength: string | string[] | null | undefined, limit: number): boolean {
  const value = Array.isArray(contentLength) ? contentLength[0] : contentLength;
  if (value === undefined || value === null || !/^\d{1,20}$/.test(value.trim())) return false;
  return Number(value.trim()) > limit;
}

let utf8: TextDecoder | undefined;

export class BodyReader {
  private chunks: Uint8Array[] = [];
  private total = 0;
  /** The body went past the limit: what was read is dropped. */
  tooLarge = false;

  constructor(private readonly limit: number) {}

  /** Keeps a chunk; false once the body is past the limit (then stop reading). */
  push(chunk: Uint8Array): boolean {
    if (this.tooLarge) return false;
    this.total += chunk.byteLength;
    if (this.total > this.limit) {
      this.tooLarge = true;
      this.chunks = [];
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }

  /** The bytes read, undefined for an empty body (or one past the limit, dropped). */
  bytes(): Uint8Array | undefined {
    if (this.tooLarge || this.total === 0) return undefined;
    return this.chunks.length === 1 ? this.chunks[0]! : concat(this.chunks, this.total);
  }

  /** JSON text, the bytes themselves when they are not UTF-8, undefined for an empty body. */
  body(): string | Uint8Array | undefined {
    return textOf(this.bytes());
  }
}

/** A body's bytes as the engine reads them: text, or the bytes themselves when they are not UTF-8 (the validator then says so). */
export function textOf(bytes: Uint8Array | undefined): string | Uint8Array | undefined {
  if (bytes === undefined || bytes.byteLength === 0) return undefined;
  try {
    // ignoreBOM keeps a leading BOM in the text: the one BOM rule (src/http) is the validator's to apply, not the decoder's.
    utf8 ??= new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    return utf8.decode(bytes);
  } catch {
    return bytes;
  }
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a web Request's body up to `limit` bytes. Once `signal` aborts, the read is cancelled (its
 * caller has given up on it: a stalled stream is not waited on forever) and the promise rejects with
 * the signal's reason, as fetch does. One listener does both: a second one, and a promise raced
 * against it, cost about as much as reading a small body does, on every request with one.
 */
export async function readRequestBody(request: Request, limit: number, signal?: AbortSignal): Promise<{ bytes: Uint8Array | undefined; tooLarge: boolean }> {
  if (request.body === null) return { bytes: undefined, tooLarge: false };
  if (declaredTooLarge(request.headers.get('content-length'), limit)) {
    await request.body.cancel().catch(() => undefined);
    return { bytes: undefined, tooLarge: true };
  }
  const reader = request.body.getReader();
  const cancel = () => {
    reader.cancel(signal?.reason).catch(() => undefined);
  };
  signal?.addEventListener('abort', cancel, { once: true });
  const collected = new BodyReader(limit);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!collected.push(value)) {
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
  } catch (error) {
    // A stream that failed once its reader was cancelled: the caller's reason is the answer.
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  signal?.throwIfAborted();
  return { bytes: collected.bytes(), tooLarge: collected.tooLarge };
}
