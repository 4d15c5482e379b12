// What crosses the proxy in headers: everything end-to-end, nothing hop-by-hop (RFC 9110 §7.6.1),
// the x-forwarded-* trio, and the correlation id both ways.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import {
  acceptCorrelationId,
  CORRELATION_ID_HEADER,
  connectionListed,
  HOP_BY_HOP_HEADERS,
  peerAddress,
  requestedHost,
  statusHasLength,
  withRepeats,
} from '../http/index.js';

export const CORRELATION_HEADER = CORRELATION_ID_HEADER;

/**
 * Hop-by-hop (src/http/hop-by-hop.ts), plus `expect` (the proxy answers 100-continue itself and has
 * the body by the time it forwards), `host` (the upstream gets its own; the client's goes in
 * x-forwarded-host), and the framing headers: the proxy frames every body it sends itself, with an
 * exact Content-Length or explicit chunked encoding, whatever the client sent.
 */
const NOT_FORWARDED = new Set([...HOP_BY_HOP_HEADERS, 'content-length', 'expect', 'host', CORRELATION_HEADER]);

/** Set by the proxy from what it saw, unless the client is trusted (--trust-forwarded). */
const FORWARDED_HEADERS = new Set(['x-forwarded-host', 'x-forwarded-proto', 'forwarded']);

/** The client's correlation id when it sent a sensible one (the rule every part shares), else a fresh UUID. */
export function correlationIdOf(headers: IncomingHttpHeaders): string {
  return acceptCorrelationId(headers[CORRELATION_HEADER]) ?? randomUUID();
}

const appendTo = (existing: string | string[] | undefined, value: string): string =>
  existing === undefined ? value : `${Array.isArray(existing) ? existing.join(', ') : existing}, ${value}`;

/**
 * The client's end-to-end headers: what the upstream will get of them, and so what is validated
 * (a header the client names in Connection is dropped here, before validation, not after).
 */
export function endToEndHeaders(incoming: IncomingHttpHeaders, trustForwarded: boolean, rawHeaders?: readonly string[]): IncomingHttpHeaders {
  const listed = connectionListed(incoming.connection);
  const headers: IncomingHttpHeaders = {};
  // Node kept only the first of some repeated headers (authorization, content-type) and joined
  // others (idempotency-key: "a, b"); what is validated and forwarded is every value, as sent, so
  // that a repeat is judged as the mock judges it (src/http/repeated-header.ts).
  const sent = withRepeats(incoming, rawHeaders);
  for (const name in sent) {
    if (NOT_FORWARDED.has(name) || listed?.has(name) || (!trustForwarded && FORWARDED_HEADERS.has(name))) continue;
    headers[name] = sent[name];
  }
  return headers;
}

/** How the body goes upstream: none, an exact length, or chunked. */
export type UpstreamFraming = { readonly kind: 'none' } | { readonly kind: 'length'; readonly length: number } | { readonly kind: 'chunked' };

/**
 * The request's headers as the upstream gets them: the end-to-end ones, framing, x-forwarded-* and
 * the correlation id, as the flat [name, value, …] list undici takes (no object built and copied). A
 * chunked body gets no transfer-encoding here: undici frames a streamed body itself.
 */
export function upstreamRequestHeaders(
  endToEnd: IncomingHttpHeaders,
  req: IncomingMessage,
  correlationId: string,
  upstreamHost: string,
  framing: UpstreamFraming,
): (string | string[])[] {
  const headers: (string | string[])[] = ['host', upstreamHost];
  // 'unknown' once the client has reset the connection: a request forwarded for no one would look
  // like this machine's own to the upstream (the mock's control API answers only this machine).
  const remote = peerAddress(req.socket);
  for (const name in endToEnd) {
    const value = endToEnd[name];
    // The client's x-forwarded-for goes on below, with the address this proxy saw appended.
    if (value !== undefined && name !== 'x-forwarded-for') headers.push(name, value);
  }
  if (framing.kind === 'length') headers.push('content-length', String(framing.length));
  headers.push(CORRELATION_HEADER, correlationId);
  headers.push('x-forwarded-for', appendTo(endToEnd['x-forwarded-for'], remote));
  // Without --trust-forwarded, endToEnd holds none of these: they say what this proxy saw.
  if (endToEnd['x-forwarded-proto'] === undefined) headers.push('x-forwarded-proto', (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  const host = requestedHost(req.url ?? '/', req.headers.host);
  if (endToEnd['x-forwarded-host'] === undefined && host !== undefined) headers.push('x-forwarded-host', host);
  return headers;
}

const RESPONSE_NOT_FORWARDED = new Set([...HOP_BY_HOP_HEADERS, CORRELATION_HEADER]);

/**
 * The upstream's response headers as the client gets them: raw (names as sent, repeated headers
 * kept apart, as set-cookie needs), as the flat [name, value, ...] list that writeHead takes.
 */
export function clientResponseHeaders(
  rawHeaders: readonly string[],
  correlationId: string,
  extra: { status: number; contentLength?: number | undefined; close: boolean },
): string[] {
  const lengthAllowed = statusHasLength(extra.status);
  let listed: Set<string> | undefined;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === 10 && rawHeaders[i]!.toLowerCase() === 'connection') listed = connectionListed(rawHeaders[i + 1]);
  }
  const out: string[] = [];
  let hasLength = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    const lower = name.toLowerCase();
    if (RESPONSE_NOT_FORWARDED.has(lower) || listed?.has(lower)) continue;
    if (lower === 'content-length') {
      if (!lengthAllowed) continue;
      hasLength = true;
    }
    out.push(name, rawHeaders[i + 1]!);
  }
  if (!hasLength && lengthAllowed && extra.contentLength !== undefined) out.push('content-length', String(extra.contentLength));
  out.push(CORRELATION_HEADER, correlationId);
  if (extra.close) out.push('connection', 'close');
  return out;
}
