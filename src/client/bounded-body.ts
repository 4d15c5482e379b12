// Reading a response's body for validation, within a bound, and leaving the caller's own copy whole.
//
// The body is read from a clone, which tees the stream: what the clone reads is queued for the
// caller's copy too, however slowly the caller reads it. So the clone reads no more than the bound
// and one byte, which keeps both queues bounded, then stops. Text past that point is never read:
// a body without end exhausted memory when the whole clone was read as text.

// A tee's cancel settles only once the other branch is cancelled too or the body ends, which for an
// endless body the caller does not read is never: cancels here are started, never awaited.
const ignore = () => undefined;

/** Cancels the body of a response no one will read (the call rejects), so that its connection closes. */
export const discardBody = (response: Response): void => {
  response.body?.cancel().catch(ignore);
};

/**
 * The requests whose bodies are being read, held from here. A stalled body that only its read refers
 * to is garbage to V8, and the read and its request with it; the caller's signal reaches the
 * request's own through a WeakRef (undici's Request), so once the request was collected the abort
 * reached nothing and the call never settled (the test of a stalled body hung so once on Node 26).
 */
const reading = new Set<Request>();

/** Text as Response.text() decodes it: UTF-8, one leading BOM dropped, a broken sequence as U+FFFD. */
let decoder: TextDecoder | undefined;

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]!.byteLength === size) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.byteLength <= size - offset ? chunk : chunk.subarray(0, size - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
    if (offset === size) break;
  }
  return bytes;
}

/**
 * The body of `response`, read from a clone: undefined when it is empty, its text when it has at
 * most `maxBytes` bytes, and otherwise its first `maxBytes` + 1 bytes, which the validator refuses
 * as larger than maxBodyBytes if the answer is one whose body it reads (the same issue, keyword
 * `maxBodyBytes`, as for text). `response` itself is left unread.
 *
 * A read waits for the network as long as the caller's call does: the request's signal ends it,
 * even through a `fetch` that does not pass the signal on to the body.
 */
export async function readBodyWithin(response: Response, maxBytes: number, request: Request): Promise<string | Uint8Array | undefined> {
  if (response.body === null) return undefined;
  const { signal } = request;
  signal.throwIfAborted();
  const reader = (response.clone().body as ReadableStream<unknown>).getReader();
  const stop = () => {
    reader.cancel(signal.reason).catch(ignore);
  };
  signal.addEventListener('abort', stop, { once: true });
  reading.add(request);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      // What Response.text() would refuse of a body a custom fetch made up.
      if (!(value instanceof Uint8Array)) throw new TypeError('the response body gave a chunk that is not a Uint8Array');
      if (value.byteLength === 0) continue;
      chunks.push(value);
      size += value.byteLength;
    }
    // A cancel on abort ends the read as if the body had ended: that is no body to validate.
    signal.throwIfAborted();
  } catch (error) {
    stop();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    reading.delete(request);
  }
  if (size > maxBytes) {
    stop();
    return joined(chunks, maxBytes + 1);
  }
  if (size === 0) return undefined;
  decoder ??= new TextDecoder();
  return decoder.decode(joined(chunks, size));
}
