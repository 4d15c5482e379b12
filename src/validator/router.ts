// Which operation a method and request target name, with which path parameters. The routes are
// built once at module load from the operation table's matchers: templates with more literal
// segments are tried first, and a path whose template lacks the method falls through to the next
// template that matches (so PUT /v1/integrations/active is updateIntegration, GET the same path
// listActiveIntegrations).
import { catalog, type CompiledOperation } from './catalog.js';
import type { Issues } from './issues.js';
import { escapePointerToken, quote } from './issues.js';
import type { OperationMatch } from './types.js';

// Request targets: origin-form ('/a?b') and, as proxies may see, absolute-form ('https://host/a?b').
const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

export interface Target {
  /** Still percent-encoded. */
  path: string;
  /** Without the '?'; undefined when there is none. */
  query: string | undefined;
}

export function splitTarget(target: string): Target {
  let path = target;
  // Only an absolute URL starts without '/': test the regex on that rare path alone.
  if (path.charCodeAt(0) !== 47 /* / */) {
    const origin = absoluteForm.exec(path);
    if (origin !== null) path = path.slice(origin[0].length) || '/';
  }
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  const question = path.indexOf('?');
  if (question === -1) return { path, query: undefined };
  return { path: path.slice(0, question), query: path.slice(question + 1) };
}

interface Route {
  readonly template: string;
  readonly matcher: RegExp;
  readonly literalSegments: number;
  readonly byMethod: ReadonlyMap<string, CompiledOperation>;
}

export type RouteResult =
  | { readonly kind: 'match'; readonly operation: CompiledOperation; readonly rawParams: RegExpExecArray }
  | { readonly kind: 'method'; readonly allowed: readonly string[] }
  | { readonly kind: 'none' };

/** One route per path template, most literal first; equally literal ones keep the document's order. */
function buildRoutes(): Route[] {
  const byTemplate = new Map<string, Route & { byMethod: Map<string, CompiledOperation> }>();
  for (const operation of catalog) {
    const { path: template, matcher, literalSegments } = operation.entry;
    const route = byTemplate.get(template) ?? { template, matcher: new RegExp(matcher), literalSegments, byMethod: new Map() };
    route.byMethod.set(operation.method, operation);
    byTemplate.set(template, route);
  }
  // Array.prototype.sort is stable.
  return [...byTemplate.values()].sort((a, b) => b.literalSegments - a.literalSegments);
}

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

const routes = buildRoutes();
/** Templates that start with a parameter can match any prefix: they join every bucket. */
const anywhere = routes.filter((candidate) => literalPrefixOf(candidate.template) === null);
/** So that a request tries only the few templates that share its first two segments. */
const buckets = new Map<string, Route[]>();
for (const candidate of routes) {
  const prefix = literalPrefixOf(candidate.template);
  if (prefix === null || buckets.has(prefix)) continue;
  buckets.set(prefix, routes.filter((other) => literalPrefixOf(other.template) === prefix || anywhere.includes(other)));
}

/** `method` is upper-cased already; `path` is raw (percent-encoded) and has no query string. */
export function route(method: string, path: string): RouteResult {
  const candidates = buckets.get(prefixOf(path)) ?? anywhere;
  let allowed: string[] | undefined;
  for (let i = 0; i < candidates.length; i += 1) {
    const candidate = candidates[i]!;
    const rawParams = candidate.matcher.exec(path);
    if (rawParams === null) continue;
    const operation = candidate.byMethod.get(method);
    if (operation !== undefined) return { kind: 'match', operation, rawParams };
    allowed ??= [];
    for (const known of candidate.byMethod.keys()) if (!allowed.includes(known)) allowed.push(known);
  }
  return allowed === undefined ? { kind: 'none' } : { kind: 'method', allowed };
}

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

/**
 * The operation that `method` and `path` (a request target, query string allowed) name, with its
 * percent-decoded path parameters; null when none does, or when a parameter's percent-encoding is
 * invalid (validateRequest reports that one as a `path` issue).
 */
export function matchOperation(method: string, path: string): OperationMatch | null {
  if (typeof method !== 'string' || typeof path !== 'string') return null;
  const found = route(method.toUpperCase(), splitTarget(path).path);
  if (found.kind !== 'match') return null;
  const pathParams = decodePathParams(found.operation, found.rawParams);
  return pathParams === undefined ? null : { operationId: found.operation.operationId, pathParams };
}
