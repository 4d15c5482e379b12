// Reads the headers a validation needs, matching names case-insensitively, and checks credentials
// and the media type of a body.
import { carriesCredential } from '../http/credential-value.js';
import { isJsonMediaType } from '../http/json-media-type.js';
import { newBag } from './bag.js';
import { type CompiledOperation, headerLengthsOf } from './catalog.js';
import { type Issues, quote } from './issues.js';

const AUTHORIZATION = 'authorization';
const CONTENT_TYPE = 'content-type';

export interface HeaderValues {
  authorization: unknown;
  contentType: unknown;
  /** Declared header parameters that are present (a bag: no Object.prototype in its chain), or undefined when none is. */
  declared: Record<string, unknown> | undefined;
}

/** A response is read for content-type alone (and authorization, which costs nothing to keep). */
const responseLengths = headerLengthsOf([AUTHORIZATION, CONTENT_TYPE]);

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * True when `key` is `name` (lower-case) in any case. Most callers send the lower-case name itself;
 * only another spelling of the same length is compared unit by unit, out of line, with no
 * lower-cased copy made.
 */
const sameName = (key: string, name: string): boolean => key === name || (key.length === name.length && sameLetters(key, name));

function sameLetters(key: string, name: string): boolean {
  for (let i = 0; i < name.length; i += 1) {
    let unit = key.charCodeAt(i);
    // Beyond ASCII, toLowerCase has the last word (the Kelvin sign lower-cases to 'k').
    if (unit >= 0x80) return key.toLowerCase() === name;
    if (unit >= 65 && unit <= 90) unit += 32;
    if (unit !== name.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * One pass over the caller's headers, whatever the case of their names. A name of a length the
 * operation reads nothing of is skipped on its length alone; the rest, a few, are read out of line,
 * so that the loop stays small (it runs on every exchange, between two JSON parses).
 */
export function readHeaders(headers: unknown, operation: CompiledOperation | undefined, into: HeaderValues): HeaderValues {
  into.authorization = undefined;
  into.contentType = undefined;
  into.declared = undefined;
  if (typeof headers !== 'object' || headers === null) return into;
  const lengths = operation === undefined ? responseLengths : operation.headerLengths;
  const bag = headers as Record<string, unknown>;
  for (const key in bag) {
    const length = key.length;
    if (length < 256 && lengths[length] === 1) readHeader(bag, key, operation, into);
  }
  return into;
}

function readHeader(bag: Record<string, unknown>, key: string, operation: CompiledOperation | undefined, into: HeaderValues): void {
  if (!hasOwn.call(bag, key)) return;
  const value = bag[key];
  if (value === undefined) return;
  if (sameName(key, CONTENT_TYPE)) into.contentType = joined(into.contentType, value);
  else if (sameName(key, AUTHORIZATION)) into.authorization = joined(into.authorization, value);
  const declaredNames = operation?.headerNames;
  if (declaredNames === undefined || declaredNames.length === 0) return;
  for (let i = 0; i < declaredNames.length; i += 1) {
    const name = declaredNames[i]!;
    if (!sameName(key, name)) continue;
    into.declared ??= newBag();
    into.declared[name] = joined(into.declared[name], Array.isArray(value) ? value.slice() : value);
    return;
  }
}

/**
 * A header given under two spellings of its name (`Authorization` and `authorization` in one object)
 * is a header sent twice, as on the wire, where both lines reach the server: its values are listed,
 * in the object's order, so that a repeated single-value header is refused whatever the spelling.
 */
function joined(earlier: unknown, value: unknown): unknown {
  if (earlier === undefined) return value;
  return [...(Array.isArray(earlier) ? earlier : [earlier]), ...(Array.isArray(value) ? value : [value])];
}

/** A single header value: repeated headers arrive as arrays. */
const single = (value: unknown): unknown => (Array.isArray(value) && value.length === 1 ? value[0] : value);

/** Credentials: any one of the operation's alternatives is enough. */
export function checkAuth(operation: CompiledOperation, headers: unknown, values: HeaderValues, issues: Issues): void {
  const { auth } = operation;
  if (auth.length === 0) return;
  // An indexed loop, and the issue in a function of its own: a for-of with destructuring and the
  // messages inline cost V8 about 3 ms of optimising compiler on every run of validate-traffic.
  for (let i = 0; i < auth.length; i += 1) {
    const { header, prefix } = auth[i]!;
    const value = single(header === AUTHORIZATION ? values.authorization : findHeader(headers, header));
    if (typeof value === 'string' && carriesCredential(value, prefix)) return;
  }
  authIssue(auth[0]!, headers, values, issues);
}

/** Why the first alternative's credentials fail. */
function authIssue({ header, prefix }: { header: string; prefix: string }, headers: unknown, values: HeaderValues, issues: Issues): void {
  const value = single(header === AUTHORIZATION ? values.authorization : findHeader(headers, header));
  if (value === undefined) issues.error('auth', `/${header}`, `missing ${header} header (expected ${quote(`${prefix}<key>`)})`, 'required');
  else if (typeof value !== 'string') issues.error('auth', `/${header}`, `${header} header must be a single string`, 'type');
  else issues.error('auth', `/${header}`, `${header} header must start with ${quote(prefix)} followed by the key (not blank)`, 'prefix');
}

/** A header other than the ones readHeaders collects (a future credential header). */
function findHeader(headers: unknown, wanted: string): unknown {
  if (typeof headers !== 'object' || headers === null) return undefined;
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === wanted) return (headers as Record<string, unknown>)[key];
  }
  return undefined;
}

/** What String.prototype.trim removes: white space and line terminators. */
const isSpace = (unit: number) =>
  unit === 32 ||
  (unit >= 9 && unit <= 13) ||
  (unit >= 0xa0 &&
    (unit === 0xa0 ||
      unit === 0x1680 ||
      (unit >= 0x2000 && unit <= 0x200a) ||
      unit === 0x2028 ||
      unit === 0x2029 ||
      unit === 0x202f ||
      unit === 0x205f ||
      unit === 0x3000 ||
      unit === 0xfeff));

/**
 * True when the content-type names `mediaType` (lower-case), whatever its parameters (charset...),
 * its case and the spaces around it. Compared in place: it runs on every exchange with a body.
 */
export function isMediaType(contentType: unknown, mediaType: string): boolean {
  const value = single(contentType);
  if (typeof value !== 'string') return false;
  // The usual spelling ('application/json', with or without parameters) is settled by one native
  // comparison; any other goes through the loop below, which decides the same for it.
  if (value.startsWith(mediaType)) {
    const after = value.length === mediaType.length ? 59 : value.charCodeAt(mediaType.length);
    if (after === 59 /* ; */) return true;
  }
  let start = 0;
  while (start < value.length && isSpace(value.charCodeAt(start))) start += 1;
  if (value.length - start < mediaType.length) return false;
  for (let i = 0; i < mediaType.length; i += 1) {
    let unit = value.charCodeAt(start + i);
    if (unit >= 65 && unit <= 90) unit += 32;
    if (unit !== mediaType.charCodeAt(i)) return false;
  }
  let end = start + mediaType.length;
  while (end < value.length && isSpace(value.charCodeAt(end))) end += 1;
  return end === value.length || value.charCodeAt(end) === 59 /* ; */;
}

/**
 * For a response: `mediaType`, or when that is application/json, any `+json` media type (RFC 6839),
 * such as the application/problem+json of RFC 9457 error answers: the body is JSON either way, and
 * the API description shows no error media type.
 */
export function isResponseMediaType(contentType: unknown, mediaType: string): boolean {
  return isMediaType(contentType, mediaType) || (mediaType === 'application/json' && isJsonMediaType(contentType));
}

/** A content-type issue unless the body is declared JSON; true when it is. */
export function checkContentType(contentType: unknown, mediaType: string, issues: Issues): boolean {
  if (isMediaType(contentType, mediaType)) return true;
  issues.error('content-type', '', `a body needs content-type ${mediaType}, got ${givenContentType(contentType)}`, 'mediaType');
  return false;
}

/** A content-type as a message quotes it: a header sent twice (two lines, or two spellings of its name) is named so, not as none (review 15 F7). */
export function givenContentType(contentType: unknown): string {
  const value = single(contentType);
  // The media type alone: no parameter decides the verdict (isMediaType ignores them), and one may
  // be a secret (`text/plain; token=…`: validate-traffic printed it, review 26c F9).
  if (typeof value === 'string') {
    const semicolon = value.indexOf(';');
    return semicolon === -1 ? quote(value) : `${quote(value.slice(0, semicolon).trim())} (its parameters not shown)`;
  }
  if (Array.isArray(value)) return `${value.length} of them (the header was sent more than once)`;
  return value === undefined ? 'none' : 'a non-string value';
}
