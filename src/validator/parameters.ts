// Path, query and header parameters. Each location becomes one object of raw strings, validated by
// that location's precompiled validator, which coerces the strings to their schema types in place
// ('100' → 100, 'true' → true, one value → an array where the schema wants one). The query and
// header objects are bags (bag.ts), so no name the caller chooses (`__proto__` included) reaches Object.prototype.
import { newBag } from './bag.js';
import { type CompiledOperation, validatorsOf } from './catalog.js';
import { escapePointerToken, type Issues, quote } from './issues.js';
import { strictQueryWarnings } from './strict.js';
import type { RequestRoute } from './types.js';

/**
 * Parses a query string into `into` (a bag, so that no key, `__proto__` included, reaches
 * Object.prototype). A repeated key becomes an array. URLSearchParams applies the
 * form-urlencoded rules ('+' is a space) and never throws on invalid percent-encoding.
 */
export function parseQueryString(query: string, into: Record<string, unknown>): number {
  if (isPlainQuery(query)) return splitPlainQuery(query, into);
  let count = 0;
  for (const [key, value] of new URLSearchParams(query)) count += addQueryValue(into, key, value);
  return count;
}

function addQueryValue(into: Record<string, unknown>, key: string, value: string): number {
  const existing = into[key];
  if (existing === undefined) into[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else into[key] = [existing, value];
  return 1;
}

/**
 * A query of printable ASCII without '%' and '+', not starting with '?': there URLSearchParams
 * decodes nothing, so splitting on '&' and the first '=' gives what it gives, without its iterator
 * and entry arrays. Any other query goes to URLSearchParams.
 */
function isPlainQuery(query: string): boolean {
  if (query.charCodeAt(0) === 63 /* ? */) return false;
  for (let i = 0; i < query.length; i += 1) {
    const unit = query.charCodeAt(i);
    if (unit < 0x20 || unit > 0x7e || unit === 37 /* % */ || unit === 43 /* + */) return false;
  }
  return true;
}

function splitPlainQuery(query: string, into: Record<string, unknown>): number {
  let count = 0;
  let start = 0;
  while (start <= query.length) {
    let end = query.indexOf('&', start);
    if (end === -1) end = query.length;
    // Empty pairs ('a=1&&b=2', a trailing '&') are no parameter, as URLSearchParams says.
    if (end > start) {
      const equals = query.indexOf('=', start);
      count +=
        equals === -1 || equals > end
          ? addQueryValue(into, query.slice(start, end), '')
          : addQueryValue(into, query.slice(start, equals), query.slice(equals + 1, end));
    }
    start = end + 1;
  }
  return count;
}

/** Copies a framework's parsed query into `into`; arrays are copied since coercion rewrites them. */
export function copyQuery(source: object, into: Record<string, unknown>): number {
  let count = 0;
  for (const key of Object.keys(source)) {
    const value = (source as Record<string, unknown>)[key];
    if (value === undefined) continue;
    into[key] = Array.isArray(value) ? value.slice() : value;
    count += 1;
  }
  return count;
}

/**
 * The path parameters of a route, checked: each undecodable one is a `path` issue, the rest go to
 * the path validator (on a copy, since it coerces in place). Returns the coerced values.
 */
export function checkPath(operation: CompiledOperation, route: Extract<RequestRoute, { kind: 'match' }>, issues: Issues): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const given = route.pathParams;
  // Indexed loops, and the issues in a function of their own: less for V8 to compile on every run.
  const names = operation.pathParams;
  for (let i = 0; i < names.length; i += 1) values[names[i]!] = given[names[i]!] ?? '';
  const { undecodable } = route;
  if (undecodable.length > 0) {
    undecodableIssues(undecodable, given, issues);
    return values;
  }
  const validate = validatorsOf(operation).path;
  if (validate !== null && !validate(values)) issues.fromValidator('path', validate.errors);
  return values;
}

function undecodableIssues(undecodable: readonly string[], given: Readonly<Record<string, string>>, issues: Issues): void {
  for (const name of undecodable)
    issues.error('path', `/${escapePointerToken(name)}`, `invalid percent-encoding in ${quote(String(given[name]))}`, 'percentEncoding');
}

const EMPTY_QUERY: Record<string, unknown> = Object.freeze(newBag());

const hasOwn = Object.prototype.hasOwnProperty;

/** No own enumerable property with a value: copyQuery would copy nothing. */
function isEmpty(source: object): boolean {
  for (const key in source) if (hasOwn.call(source, key) && (source as Record<string, unknown>)[key] !== undefined) return false;
  return true;
}

/** The query from the caller's parsed object if any, else from the query string of the target. */
export function checkQuery(
  operation: CompiledOperation,
  parsed: unknown,
  queryString: string | undefined,
  strict: boolean,
  issues: Issues,
): Record<string, unknown> {
  const given = typeof parsed === 'object' && parsed !== null;
  // Nothing given (frameworks hand over an empty object when there is no query) and nothing
  // required: no bag to make and nothing to check.
  if (!operation.queryRequired && (given ? isEmpty(parsed) : queryString === undefined || queryString === '')) return EMPTY_QUERY;
  const query = newBag();
  const count = given ? copyQuery(parsed, query) : queryString ? parseQueryString(queryString, query) : 0;
  const validators = validatorsOf(operation);
  const validate = validators.query;
  // Nothing given and nothing required: the validator would only confirm it.
  if (validate !== null && (count > 0 || operation.queryRequired)) {
    if (!validate(query)) {
      issues.fromValidator('query', validate.errors);
      return query;
    }
  }
  if (strict && count > 0) strictQueryWarnings(validators, operation.queryValidatorName, query, issues);
  return query;
}

export function checkHeaderParameters(operation: CompiledOperation, declared: Record<string, unknown> | undefined, issues: Issues): void {
  if (declared === undefined && !operation.headerRequired) return;
  const validate = validatorsOf(operation).header;
  if (validate === null) return;
  if (!validate(declared ?? newBag())) issues.fromValidator('header', validate.errors);
}
