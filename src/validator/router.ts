// Which operation a method and request target name, with which path parameters. The router is
// built once at module load from the operation table's matchers: templates with more literal
// segments are tried first, and a path whose template lacks the method falls through to the next
// template that matches (so PUT /v1/integrations/active is updateIntegration, GET the same path
// listActiveIntegrations).

import { operations } from '../../generated/validators/index.cjs';
import { hasDotSegment } from '../http/dot-segment.js';
import { knownOptions, unknownOptionProblem } from '../http/option-names.js';
import { splitTarget, type Target } from '../http/target.js';
import { readBasePath, stripBasePath } from './base-path.js';
import { type CompiledOperation, operationAt } from './catalog.js';
import type { Issues } from './issues.js';
import { escapePointerToken, quote } from './issues.js';
import type { MatchOptions, OperationMatch, RequestRoute, RouteInput } from './types.js';

/** What a router is built from: one entry per operation, as the operation table gives it. */
export interface RouteSource<T> {
  readonly operation: T;
  readonly method: string;
  readonly template: string;
  /** RegExp source over the raw path, one group per path parameter. */
  readonly matcher: string;
  readonly literalSegments: number;
}

export type RouteResult<T> =
  | { readonly kind: 'match'; readonly operation: T; readonly rawParams: RegExpExecArray }
  | { readonly kind: 'method'; readonly allowed: readonly string[] }
  | { readonly kind: 'none' };

interface Route<T> {
  readonly template: string;
  /** Its first two segments when they are literal, else null (it joins every bucket). */
  readonly prefix: string | null;
  readonly source: string;
  /** Compiled on first use: most processes try a few of the templates. */
  matcher: RegExp | undefined;
  readonly literalSegments: number;
  readonly byMethod: Map<string, T>;
}

const matcherOf = (route: Route<unknown>): RegExp => (route.matcher ??= new RegExp(route.source));

/** The first two segments of a path ('/v1/integrations'): the key of a bucket of candidate routes. */
function prefixOf(path: string): string {
  const first = path.indexOf('/', 1);
  if (first === -1) return path;
  const second = path.indexOf('/', first + 1);
  return second === -1 ? path : path.slice(0, second);
}

const literalPrefixOf = (template: string): string | null => {
  const prefix = prefixOf(template);
  return prefix.includes('{') ? null : prefix;
};

/**
 * A router over `sources`. Its routes (one per template) are ordered most literal first, equally
 * literal ones in the table's order, and bucketed by their first two segments so that a request
 * tries only the few templates that share them; templates that start with a parameter join every
 * bucket. `method` must be upper-case, `path` raw (percent-encoded) and without its query string.
 */
export function createRouter<T>(sources: readonly RouteSource<T>[]): (method: string, path: string) => RouteResult<T> {
  const byTemplate = new Map<string, Route<T>>();
  for (const { operation, method, template, matcher, literalSegments } of sources) {
    const known = byTemplate.get(template) ?? {
      template,
      prefix: literalPrefixOf(template),
      source: matcher,
      matcher: undefined,
      literalSegments,
      byMethod: new Map<string, T>(),
    };
    known.byMethod.set(method, operation);
    byTemplate.set(template, known);
  }
  // Array.prototype.sort is stable.
  const routes = [...byTemplate.values()].sort((a, b) => b.literalSegments - a.literalSegments);
  const anywhere = routes.filter((candidate) => candidate.prefix === null);
  const buckets = new Map<string, Route<T>[]>();
  for (const { prefix } of routes) {
    if (prefix === null || buckets.has(prefix)) continue;
    buckets.set(
      prefix,
      routes.filter((other) => other.prefix === prefix || other.prefix === null),
    );
  }

  // A path that is a template without parameters (with or without its trailing slash) is that
  // template's: no template before it in the order can match it (one with more literal segments has
  // more segments; a parameter takes a whole, non-empty segment). One lookup then answers the
  // commonest routes; the loop below still decides every other case (and the 405s).
  // Each key's match is worked out once, on its first use: the same path always gives the same one (no flags).
  const literal = new Map<string, { route: Route<T>; key: string; rawParams: RegExpExecArray | null | undefined }>();
  for (const candidate of routes) {
    if (candidate.template.includes('{')) continue;
    const bare = candidate.template.endsWith('/') ? candidate.template.slice(0, -1) : candidate.template;
    for (const key of [bare, `${bare}/`]) if (!literal.has(key)) literal.set(key, { route: candidate, key, rawParams: undefined });
  }

  return function route(method: string, path: string): RouteResult<T> {
    // A dot segment names another path than the one written (src/http/dot-segment.ts): no operation's.
    if (hasDotSegment(path)) return NO_ROUTE;
    const exact = literal.get(path);
    if (exact !== undefined) {
      const operation = exact.route.byMethod.get(method);
      if (operation !== undefined) {
        if (exact.rawParams === undefined) exact.rawParams = matcherOf(exact.route).exec(exact.key);
        const { rawParams } = exact;
        if (rawParams !== null) return { kind: 'match', operation, rawParams };
      }
    }
    const candidates = buckets.get(prefixOf(path)) ?? anywhere;
    let allowed: string[] | undefined;
    for (let i = 0; i < candidates.length; i += 1) {
      const candidate = candidates[i]!;
      const rawParams = matcherOf(candidate).exec(path);
      if (rawParams === null) continue;
      const operation = candidate.byMethod.get(method);
      if (operation !== undefined) return { kind: 'match', operation, rawParams };
      // The path is known: a template further down may still have the method.
      allowed ??= [];
      for (const known of candidate.byMethod.keys()) if (!allowed.includes(known)) allowed.push(known);
    }
    return allowed === undefined ? NO_ROUTE : { kind: 'method', allowed };
  };
}

const NO_ROUTE = Object.freeze({ kind: 'none' as const });

/**
 * The router of the contract, built once at module load over the operation table: it answers an
 * index into the table, and the operation is compiled when first routed to (catalog.ts).
 */
export const route = createRouter<number>(
  operations.map((entry, index) => ({
    operation: index,
    method: entry.method,
    template: entry.path,
    matcher: entry.matcher,
    literalSegments: entry.literalSegments,
  })),
);

/** A percent-decoded path segment, or undefined when its percent-encoding is invalid. */
export function decodeSegment(raw: string): string | undefined {
  if (raw.indexOf('%') === -1) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The percent-decoded path parameters (a decoded '/' stays inside its parameter), or undefined when
 * one is not valid percent-encoding, which is reported when `issues` is given.
 */
export function decodePathParams(operation: CompiledOperation, rawParams: RegExpExecArray, issues?: Issues): Record<string, string> | undefined {
  const { pathParams } = operation;
  // Plain object: its keys are the spec's parameter names, never the caller's.
  const values: Record<string, string> = {};
  let decoded = true;
  for (let i = 0; i < pathParams.length; i += 1) {
    const name = pathParams[i]!;
    const raw = rawParams[i + 1] ?? '';
    const value = decodeSegment(raw);
    if (value !== undefined) values[name] = value;
    else {
      decoded = false;
      issues?.error('path', `/${escapePointerToken(name)}`, `invalid percent-encoding in ${quote(raw)}`, 'percentEncoding');
    }
  }
  return decoded ? values : undefined;
}

const MATCH_OPTIONS = knownOptions<MatchOptions>('matchOperation')(['basePath']);

/**
 * The operation that `method` and `path` (a request target, query string allowed) name, with its
 * percent-decoded path parameters; null when none does, or when a parameter's percent-encoding is
 * invalid (validateRequest reports that one as a `path` issue). With `basePath`, the path must lie
 * below it, and is routed without it; an invalid basePath matches nothing. Never throws.
 */
export function matchOperation(method: string, path: string, options?: MatchOptions): OperationMatch | null {
  if (typeof method !== 'string' || typeof path !== 'string') return null;
  let basePath = '';
  if (typeof options === 'object' && options !== null) {
    let given: unknown;
    try {
      // An unknown name matches nothing, as an invalid basePath does: ignored, `basepath` routed
      // every path as if the service were mounted at the root.
      if (unknownOptionProblem(options, MATCH_OPTIONS) !== undefined) return null;
      given = options.basePath;
    } catch {
      return null;
    }
    const read = readBasePath(given);
    if (!read.ok) return null;
    basePath = read.value;
  }
  const inside = stripBasePath(splitTarget(path).path, basePath);
  if (inside === undefined) return null;
  const found = route(method, inside);
  if (found.kind !== 'match') return null;
  const operation = operationAt(found.operation);
  const pathParams = decodePathParams(operation, found.rawParams);
  return pathParams === undefined ? null : { operationId: operation.operationId, pathParams };
}

/** The route of `method` and a split target, below `basePath` ('' for none). */
export function routeTarget(method: string, target: Target, basePath: string): RequestRoute {
  const inside = stripBasePath(target.path, basePath);
  if (inside === undefined) return { kind: 'none', path: target.path, reason: 'outside-base-path' };
  const found = route(method, inside);
  if (found.kind === 'none') return { kind: 'none', path: target.path, reason: 'no-such-path' };
  if (found.kind === 'method') return { kind: 'method-not-allowed', path: target.path, allow: found.allowed.slice() };
  const operation = operationAt(found.operation);
  const { rawParams } = found;
  const names = operation.pathParams;
  // Plain object: its keys are the spec's parameter names, never the caller's.
  const pathParams: Record<string, string> = {};
  let undecodable: string[] | undefined;
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i]!;
    const raw = rawParams[i + 1] ?? '';
    const value = decodeSegment(raw);
    if (value !== undefined) pathParams[name] = value;
    else {
      pathParams[name] = raw;
      undecodable ??= [];
      undecodable.push(name);
    }
  }
  return {
    kind: 'match',
    operationId: operation.operationId,
    method: operation.method,
    template: operation.template,
    path: target.path,
    pathParams,
    undecodable: undecodable ?? NONE_UNDECODABLE,
    query: target.query,
  };
}

const NONE_UNDECODABLE: readonly string[] = Object.freeze([]);

/**
 * Routes a request once: a match (operation, percent-decoded path parameters, raw query), a wrong
 * method (with the methods the path takes: answer 405 with Allow), or none (answer 404). Hand the
 * answer to validateRequest and validateResponse as `route`, so they do not route again. As in
 * openapi-backend's router.matchOperation. Never throws.
 */
export function routeRequest(input: RouteInput): RequestRoute {
  let method: unknown;
  let target: unknown;
  let basePath: unknown;
  try {
    ({ method, target, basePath } = input);
  } catch {
    return { kind: 'none', path: '', reason: 'invalid-input' };
  }
  if (typeof method !== 'string' || typeof target !== 'string')
    return { kind: 'none', path: typeof target === 'string' ? target : '', reason: 'invalid-input' };
  const split = splitTarget(target);
  const read = readBasePath(basePath);
  if (!read.ok) return { kind: 'none', path: split.path, reason: 'invalid-base-path' };
  return routeTarget(method, split, read.value);
}
