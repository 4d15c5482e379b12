// A header sent twice. The verdict is the validator's: a header given as several values is not the
// single string the contract reads (authorization: 401; content-type and a declared header such as
// idempotency-key: 400), as HAR and JSON Lines record a repeat. Each carrier hides a repeat its own
// way, so each part hands it on as the list of its values with these two readers:
// - Node's IncomingMessage keeps the first authorization or content-type and joins the values of
//   other names with ", ": `withRepeats` rebuilds them from the raw lines;
// - fetch's Headers joins every repeat with ", " and keeps nothing else: `fetchHeaderValue` splits
//   the fields that hold one value (RFC 9110 §5.3: never combined) back into their lines.

/**
 * Fields read as one value whose own grammar holds no ", ": an ApiKey credential (a token68), a JSON
 * media type, an idempotency key (an opaque string; one holding ", " reaches a fetch shell as two).
 */
export const SINGLE_VALUE_HEADERS: ReadonlySet<string> = new Set(['authorization', 'content-type', 'idempotency-key']);

/** The value a fetch Headers gives for `name` (lower-case): the lines it joined, for a single-value field that came more than once. */
export function fetchHeaderValue(name: string, value: string): string | string[] {
  return SINGLE_VALUE_HEADERS.has(name) && value.includes(', ') ? joinedLines(value) : value;
}

/**
 * The lines fetch joined with ", ", a quoted string's own ", " kept: a media type's parameter may
 * hold one (`application/json; x="a, b"`), which fetch never split off. One line is the value itself.
 */
function joinedLines(value: string): string | string[] {
  const lines: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (quoted && unit === 92 /* \ */) i += 1;
    else if (unit === 34 /* " */) quoted = !quoted;
    else if (!quoted && unit === 44 /* , */ && value.charCodeAt(i + 1) === 32) {
      lines.push(value.slice(start, i));
      start = i + 2;
      i += 1;
    }
  }
  if (lines.length === 0) return value;
  lines.push(value.slice(start));
  return lines;
}

type HeaderBag = Record<string, string | string[] | undefined>;

/**
 * `headers` (Node's, names lower-case) with each repeated header, cookies aside (Node folds those
 * losslessly), as the list of its values as sent in `rawHeaders` (name, value, name, value…). The
 * same object when no name repeats, the usual case; only names `headers` holds are replaced.
 */
export function withRepeats<T extends HeaderBag>(headers: T, rawHeaders: readonly string[] | undefined): T {
  if (rawHeaders === undefined) return headers;
  let names = 0;
  for (const _ in headers) names += 1;
  if (names * 2 >= rawHeaders.length) return headers;
  const values = new Map<string, string[]>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const list = values.get(name);
    if (list === undefined) values.set(name, [rawHeaders[i + 1]!]);
    else list.push(rawHeaders[i + 1]!);
  }
  const out: HeaderBag = { ...headers };
  for (const [name, list] of values) {
    if (list.length > 1 && name !== 'cookie' && name !== 'set-cookie' && out[name] !== undefined) out[name] = list;
  }
  return out as T;
}

/** What has a fetch `Headers`'s (or a `Map`'s) forEach: a value, then its name. */
export interface HeadersLike {
  forEach(callback: (value: string | readonly string[], name: string) => void): void;
}

/**
 * Headers as the plain object the validator reads: a fetch `Headers` (its single-value fields split
 * back into their lines, as `fetchHeaderValue` does) or a `Map` (its values as they are) becomes one, none of its names on a prototype, so
 * that no name reaches Object.prototype; anything else (a plain object, the usual case) is returned
 * as it is, for the reader to judge.
 */
export function plainHeaders(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return headers;
  const forEach: unknown = (headers as { forEach?: unknown }).forEach;
  if (typeof forEach !== 'function') return headers;
  // A Map holds each value as it was set; only a fetch Headers joined repeated lines.
  const joins = !(headers instanceof Map);
  // A plain object, which V8 keeps in fast mode (a prototype-less one is a dictionary, and made each
  // validation of its headers cost more than twice as much); `__proto__` is defined as its own name.
  const out: Record<string, unknown> = {};
  (forEach as HeadersLike['forEach']).call(headers, (value, name) => {
    if (typeof name !== 'string') return;
    const read = joins && typeof value === 'string' ? fetchHeaderValue(name.toLowerCase(), value) : Array.isArray(value) ? value.slice() : value;
    if (name === '__proto__') Object.defineProperty(out, name, { value: read, enumerable: true, writable: true, configurable: true });
    else out[name] = read;
  });
  return out;
}
