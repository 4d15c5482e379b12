// An exchange's request read once for every version of the contract that judges it (the weighing asks
// OLD and NEW about the same request): its path and query split once, its headers by lower-case name and
// its cookies each read only when a check first asks for them.
import type { RecordedExchange } from '../traffic/types.js';

/**
 * One part of a request, judged alone: a parameter (its value; none: left out), or what authenticates
 * it: headers by lower-case name, query parameters and a TLS client certificate, nothing else.
 */
export type RequestPart =
  | { in: 'query' | 'path' | 'header' | 'cookie'; name: string; value?: string }
  | { in: 'security'; headers: Record<string, string>; query?: Record<string, string>; certificate?: boolean };

/** The usual methods in lower case: read for every exchange weighed, a new string each time otherwise. */
const LOWER_METHODS = new Map(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'].map((method) => [method, method.toLowerCase()]));

/**
 * What URLSearchParams decodes (`%`, `+`) or rewrites (a lone surrogate, made U+FFFD): a query without
 * them is split as it is written.
 */
const NEEDS_DECODING = /[%+\uD800-\uDFFF]/;

/** An exchange's request read once, for every version that judges it; each part read when first asked for. */
export class ReadRequest {
  readonly method: string;
  /** The path without its query, as recorded (an absolute URL's path). */
  readonly path: string;
  private readonly search: string;
  private queryOf: URLSearchParams | undefined;
  private headersOf: Record<string, string> | undefined;
  /** Whether `search` is read as written (see NEEDS_DECODING), and no recorded `query` replaces its values. */
  private plainOf: boolean | undefined;

  constructor(private readonly exchange: RecordedExchange) {
    const { request } = exchange;
    this.method = LOWER_METHODS.get(request.method) ?? request.method.toLowerCase();
    if (request.path.startsWith('/')) {
      const question = request.path.indexOf('?');
      this.path = question === -1 ? request.path : request.path.slice(0, question);
      this.search = question === -1 ? '' : request.path.slice(question);
    } else {
      // An absolute URL, as a HAR records it.
      const url = new URL(request.path, 'http://host');
      this.path = url.pathname;
      this.search = url.search;
    }
  }

  get query(): URLSearchParams {
    if (this.queryOf !== undefined) return this.queryOf;
    const query = new URLSearchParams(this.search);
    for (const [name, value] of Object.entries(this.exchange.request.query ?? {})) {
      query.delete(name);
      for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
    }
    this.queryOf = query;
    return query;
  }

  /**
   * The first value of a query parameter, as `query.get(name)` gives it (null: none), without building
   * URLSearchParams when the query needs no decoding: its `&`-separated pairs, empty ones skipped, each
   * split at its first `=`.
   */
  queryValue(name: string): string | null {
    this.plainOf ??= this.exchange.request.query === undefined && !NEEDS_DECODING.test(this.search);
    if (!this.plainOf || this.queryOf !== undefined || NEEDS_DECODING.test(name)) return this.query.get(name);
    const search = this.search;
    const length = search.length;
    let start = search.charCodeAt(0) === 0x3f ? 1 : 0;
    while (start < length) {
      let end = search.indexOf('&', start);
      if (end === -1) end = length;
      if (end > start) {
        const equals = search.indexOf('=', start);
        const nameEnd = equals === -1 || equals > end ? end : equals;
        if (nameEnd - start === name.length && search.startsWith(name, start)) return nameEnd === end ? '' : search.slice(nameEnd + 1, end);
      }
      start = end + 1;
    }
    return null;
  }

  /** The headers by lower-case name. */
  get headers(): Record<string, string> {
    this.headersOf ??= headerBag(this.exchange.request.headers);
    return this.headersOf;
  }

  /** One header by its lower-case name, as `headers` holds it (the last of its spellings), without making them all. */
  header(name: string): string | undefined {
    const headers = this.exchange.request.headers;
    if (this.headersOf !== undefined || headers === undefined || name === '__proto__') return this.headers[name];
    let found: string | undefined;
    for (const key in headers) {
      if (!Object.hasOwn(headers, key)) continue;
      const value = headers[key];
      if (value !== undefined && key.toLowerCase() === name) found = headerText(value);
    }
    return found;
  }
}

/** A header's value as one string: repeated lines joined as HTTP joins them. */
const headerText = (value: string | string[]): string => (Array.isArray(value) ? value.join(', ') : value);

export function headerBag(headers: Record<string, string | string[] | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) out[name.toLowerCase()] = headerText(value);
  }
  return out;
}

export const readRequest = (exchange: RecordedExchange): ReadRequest => new ReadRequest(exchange);

/** The cookies of a Cookie header (RFC 6265: `name=value` pairs split by `; `): the first of each name. */
export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = pair.slice(0, equals).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, pair.slice(equals + 1).trim());
  }
  return cookies;
}
