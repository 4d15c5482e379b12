// The strict subset of HTTP/1.1 request heads that the mock's own server answers without node:http
// (net-front.ts). It says yes only to the plainest heads; for anything else it says no, and the
// connection goes to node:http (llhttp), which applies every rule as it always has. So this file
// decides nothing about HTTP: a head it accepts is one that node:http would hand over unchanged, as
// the same method, target, headers and framing (test/mock/net-front-differential.test.ts proves it).
// Runtime-neutral: a string in (the head's bytes read as Latin-1), no Node import.

/** A head of the subset: what node:http would hand over for it. */
export interface StrictHead {
  readonly method: string;
  /** The request target as sent (origin-form). */
  readonly target: string;
  /** Names lower-case, each once (a repeated name is outside the subset). */
  readonly headers: Record<string, string>;
  /** Content-Length, 0 without one. */
  readonly length: number;
  /** `Connection: close`: the connection ends after the answer. */
  readonly close: boolean;
}

/** Longest head (request line and header lines) taken; node:http's own limit is 16 KiB. */
export const MAX_HEAD_BYTES = 8192;
/** Most header lines taken (node:http keeps 2,000 and drops the rest). */
const MAX_HEADERS = 64;

/**
 * The head's grammar, checked in one pass before anything is taken from it. The request line: a
 * method llhttp knows and the mock may serve, an origin-form target of the URI's own characters only
 * (RFC 3986: unreserved, sub-delims, ":", "@", "/", "?", "%"), HTTP/1.1 exactly. Each header line: a
 * token name, the colon right after it, optional blanks, then a value of visible ASCII, spaces and
 * tabs that starts and ends with a visible character (or is empty), CRLF. So no obs-fold, bare CR or
 * LF, NUL, control or non-ASCII byte, and no blank before the colon or the CRLF.
 */
const HEAD =
  /(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]* HTTP\/1\.1\r\n(?:[!#$%&'*+\-.^_`|~0-9A-Za-z]+:[ \t]*(?:[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?)?\r\n)*/y;

/** The names most requests carry, each as one constant string, by length. */
const KNOWN: readonly (readonly string[])[] = [];
for (const name of [
  'host',
  'accept',
  'origin',
  'connection',
  'user-agent',
  'content-type',
  'authorization',
  'content-length',
  'accept-encoding',
  'idempotency-key',
  'x-correlation-id',
]) {
  (KNOWN as string[][])[name.length] = [...(KNOWN[name.length] ?? []), name];
}

/**
 * The name at text[at, end) in lower case. A known one is the constant string itself, not a new one:
 * a header object built with constant keys takes them at a fraction of the cost of new strings (each
 * new key is hashed and interned), and gets the same shape request after request.
 */
function nameAt(text: string, at: number, end: number): string {
  const candidates = KNOWN[end - at];
  if (candidates !== undefined) {
    for (const known of candidates) {
      let i = 0;
      // The name is a token (checked): OR-ing 0x20 lower-cases its letters and turns no other token character into one.
      while (i < known.length && (text.charCodeAt(at + i) | 0x20) === known.charCodeAt(i)) i += 1;
      if (i === known.length) return known;
    }
  }
  return text.slice(at, end).toLowerCase();
}

/** Content-Length as plain decimal digits, no leading zero, below 10^9. */
const LENGTH = /^(?:0|[1-9][0-9]{0,8})$/;

/**
 * The head that `text` holds from `start` to `end` (its request line and header lines, each ending in
 * CRLF, without the empty line that ends it) when it is in the subset; undefined for anything else
 * (then node:http takes the connection).
 */
export function parseStrictHead(text: string, start = 0, end = text.length): StrictHead | undefined {
  if (end - start > MAX_HEAD_BYTES) return undefined;
  HEAD.lastIndex = start;
  if (!HEAD.test(text) || HEAD.lastIndex !== end) return undefined;
  const space = text.indexOf(' ', start);
  const method = text.slice(start, space);
  const lineEnd = text.indexOf('\r\n', space);
  const target = text.slice(space + 1, lineEnd - 9);
  const headers: Record<string, string> = {};
  let length = 0;
  let close = false;
  let host = false;
  let count = 0;
  for (let at = lineEnd + 2; at < end; ) {
    if (++count > MAX_HEADERS) return undefined;
    const colon = text.indexOf(':', at);
    const eol = text.indexOf('\r\n', colon);
    let from = colon + 1;
    while (from < eol && (text.charCodeAt(from) === 32 || text.charCodeAt(from) === 9)) from += 1;
    const name = nameAt(text, at, colon);
    const value = text.slice(from, eol);
    at = eol + 2;
    // A repeated name (node:http joins, drops or lists repeats by name), or one an object already has (__proto__).
    if (headers[name] !== undefined) return undefined;
    switch (name) {
      case 'host':
        if (value === '') return undefined;
        host = true;
        break;
      case 'content-length':
        if (!LENGTH.test(value)) return undefined;
        length = Number(value);
        break;
      case 'connection': {
        const token = value.toLowerCase();
        if (token === 'close') close = true;
        else if (token !== 'keep-alive') return undefined;
        break;
      }
      // Framing, interim answers and protocol switches are node:http's.
      case 'transfer-encoding':
      case 'expect':
      case 'upgrade':
        return undefined;
    }
    headers[name] = value;
  }
  // node:http answers an HTTP/1.1 request without Host with 400 (requireHostHeader).
  if (!host) return undefined;
  return { method, target, headers, length, close };
}
