// Which bodies the proxy reads to validate (JSON) and which it streams, and whether there is one.
import type { IncomingHttpHeaders } from 'node:http';

/** application/json and any +json type, whatever the parameters and case. */
export function isJsonType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const semicolon = contentType.indexOf(';');
  const essence = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  return essence === 'application/json' || essence.endsWith('+json');
}

export type Framing =
  /** No body: nothing to read. */
  | { readonly kind: 'none' }
  /** A declared length. */
  | { readonly kind: 'length'; readonly length: number }
  /** Chunked or read to the end of the connection: present or not, only reading tells. */
  | { readonly kind: 'unknown' };

const NONE: Framing = { kind: 'none' };
const UNKNOWN: Framing = { kind: 'unknown' };

/** The framing of a request body (RFC 9112 §6.3: without length or chunking, a request has none). */
export function requestFraming(headers: IncomingHttpHeaders): Framing {
  if (headers['transfer-encoding'] !== undefined) return UNKNOWN;
  return lengthFraming(headers['content-length']) ?? NONE;
}

/** The framing of a response body to `method` with `status` (HEAD, 1xx, 204 and 304 have none). */
export function responseFraming(method: string, status: number, headers: IncomingHttpHeaders): Framing {
  if (method === 'HEAD' || status < 200 || status === 204 || status === 304) return NONE;
  if (headers['transfer-encoding'] !== undefined) return UNKNOWN;
  return lengthFraming(headers['content-length']) ?? UNKNOWN;
}

function lengthFraming(value: string | undefined): Framing | undefined {
  if (value === undefined) return undefined;
  const length = Number(value);
  if (!Number.isSafeInteger(length) || length < 0) return undefined;
  return length === 0 ? NONE : { kind: 'length', length };
}

/**
 * Handed to the validator in place of a body the proxy streams without reading: it is not JSON, so
 * the validator reports the content-type (or a body where none is declared) and never parses it.
 */
export const UNREAD_BODY: Uint8Array = Uint8Array.of(0);
