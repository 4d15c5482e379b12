// Whether a request or response has a body, and how it is framed (RFC 9112 §6.3). (Which bodies are
// JSON, and so read to validate: json-media-type.ts.) The proxy frames what it forwards by it, and
// validate-traffic asks it whether a recorded request sent a body its recorder did not keep.

export type Framing =
  /** No body: nothing to read. */
  | { readonly kind: 'none' }
  /** A declared length. */
  | { readonly kind: 'length'; readonly length: number }
  /** Chunked or read to the end of the connection: present or not, only reading tells. */
  | { readonly kind: 'unknown' };

/** The two headers that frame a body, as node:http and a recording's header bag hold them. */
export interface FramingHeaders {
  readonly 'transfer-encoding'?: unknown;
  readonly 'content-length'?: unknown;
}

const NONE: Framing = { kind: 'none' };
const UNKNOWN: Framing = { kind: 'unknown' };

/** The framing of a request body (RFC 9112 §6.3: without length or chunking, a request has none). */
export function requestFraming(headers: FramingHeaders): Framing {
  if (headers['transfer-encoding'] !== undefined) return UNKNOWN;
  return lengthFraming(headers['content-length']) ?? NONE;
}

/** The framing of a response body to `method` with `status` (HEAD, 1xx, 204 and 304 have none). */
export function responseFraming(method: string, status: number, headers: FramingHeaders): Framing {
  if (method === 'HEAD' || status < 200 || status === 204 || status === 304) return NONE;
  if (headers['transfer-encoding'] !== undefined) return UNKNOWN;
  return lengthFraming(headers['content-length']) ?? UNKNOWN;
}

function lengthFraming(value: unknown): Framing | undefined {
  if (typeof value !== 'string') return undefined;
  const length = Number(value);
  if (!Number.isSafeInteger(length) || length < 0) return undefined;
  return length === 0 ? NONE : { kind: 'length', length };
}
