// Path, query and header parameters. Each location becomes one object of raw strings, validated by
// that location's precompiled validator, which coerces the strings to their schema types in place
// ('100' → 100, 'true' → true, one value → an array where the schema wants one). The query and
// header objects are bags (bag.ts), so no name the caller chooses (`__proto__` included) reaches Object.prototype.
import { newBag, newDictionary } from './bag.js';
import { type CompiledOperation, validatorsOf } from './catalog.js';
import { escapePointerToken, type Issues, quote } from './issues.js';
import { strictQueryWarnings } from './strict.js';
import type { RequestRoute } from './types.js';

/**
 * The parameters of a query string: in a bag while each name is one of `names`, then in a
 * dictionary (bag.ts says why); their number in lastParameterCount(). A repeated key becomes an
 * array. A query URLSearchParams would decode goes to it: it applies the form-urlencoded rules ('+'
 * is a space) and never throws on invalid percent-encoding.
 */
export function parseQueryString(query: string, names: readonly string[] = []): Record<string, unknown> {
  if (isPlainQuery(query)) return fillPlainQuery(query, names);
  // Decoded names are rare: a dictionary at once.
  const into = newDictionary();
  filled = decodeQuery(query, into);
  return into;
}

/** How many parameters the last parseQueryString (or copy of a given query) put in what it returned. */
export const lastParameterCount = (): number => filled;

function decodeQuery(query: string, into: Record<string, unknown>): number {
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

// The pairs of a plain query, one at a time (no callback, no allocation on the hot path): firstPair,
// then nextPair while it answers true, reading the bounds below. Validation is synchronous, so one
// walk through a query runs at a time. The next '=' is looked for once and kept while it lies ahead:
// searched again from each pair, a query of many pairs without one ('a&a&a…') cost time quadratic
// in its length.
let pairAt = 0;
let nextEquals = -1;
let pairStart = 0;
let pairNameEnd = 0;
let pairEnd = 0;

function firstPair(query: string): void {
  pairAt = 0;
  nextEquals = query.indexOf('=');
}

function nextPair(query: string): boolean {
  while (pairAt <= query.length) {
    const start = pairAt;
    let end = query.indexOf('&', start);
    if (end === -1) end = query.length;
    pairAt = end + 1;
    // Empty pairs ('a=1&&b=2', a trailing '&') are no parameter, as URLSearchParams says.
    if (end > start) {
      if (nextEquals !== -1 && nextEquals < start) nextEquals = query.indexOf('=', start);
      pairStart = start;
      pairNameEnd = nextEquals === -1 || nextEquals > end ? end : nextEquals;
      pairEnd = end;
      return true;
    }
  }
  return false;
}

/** Whether `query[start, end)` is one of `names`, compared in place (no copy of the name). */
function nameAmong(query: string, start: number, end: number, names: readonly string[]): boolean {
  const length = end - start;
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i]!;
    if (name.length === length && query.startsWith(name, start)) return true;
  }
  return false;
}

/** The dictionary holding what `bag` holds (its own names: its prototype has none). */
function asDictionary(bag: Record<string, unknown>): Record<string, unknown> {
  const dictionary = newDictionary();
  for (const key in bag) dictionary[key] = bag[key];
  return dictionary;
}

/** The parameters parseQueryString or fillGivenQuery put in the object it returned. */
let filled = 0;

/** A plain query's parameters: in a bag while each name is one of `names`, then in a dictionary (bag.ts says why). */
function fillPlainQuery(query: string, names: readonly string[]): Record<string, unknown> {
  let into = newBag();
  let declared = true;
  filled = 0;
  firstPair(query);
  while (nextPair(query)) {
    if (declared && !nameAmong(query, pairStart, pairNameEnd, names)) {
      into = asDictionary(into);
      declared = false;
    }
    filled += addQueryValue(into, query.slice(pairStart, pairNameEnd), pairNameEnd === pairEnd ? '' : query.slice(pairNameEnd + 1, pairEnd));
  }
  return into;
}

/** A framework's parsed query, copied (arrays too, since coercion rewrites them), by the rule of fillPlainQuery. */
function fillGivenQuery(source: object, names: readonly string[]): Record<string, unknown> {
  let into = newBag();
  let declared = true;
  filled = 0;
  for (const key of Object.keys(source)) {
    const value = (source as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (declared && !names.includes(key)) {
      into = asDictionary(into);
      declared = false;
    }
    into[key] = Array.isArray(value) ? value.slice() : value;
    filled += 1;
  }
  return into;
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

/** No own enumerable property with a value: fillGivenQuery would copy nothing. */
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
  // A bag only when every name is one the operation declares, else a dictionary (bag.ts says why).
  const names = operation.queryNames;
  let query: Record<string, unknown>;
  let count = 0;
  if (given) {
    query = fillGivenQuery(parsed, names);
    count = filled;
  } else if (queryString === undefined || queryString === '') query = newBag();
  else {
    query = parseQueryString(queryString, names);
    count = filled;
  }
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
