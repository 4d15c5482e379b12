// What validating a request and validating a response share: the never-throw guard, routing an
// exchange to its operation, and checking a JSON body against a validator.

import type { KnownOptions } from '../http/option-names.js';
import { splitTarget } from '../http/target.js';
import { REJECTED, readBody } from './body.js';
import { type CompiledOperation, hasStrictSets, type MessageSpec, operationById, STRICT_UNAVAILABLE, validatorsOf } from './catalog.js';
import { Issues, quote } from './issues.js';
import { type Limits, limitsOf, validateOptionsProblem } from './limits.js';
import { routeTarget } from './router.js';
import { strictBodyWarnings } from './strict.js';
import type { IssueLocation, ParsedRequest, RequestRoute, ValidateOptions, ValidationResult } from './types.js';

/**
 * Progress of the validation under way, for the guard: the part being checked and the operation
 * found. Module state is enough since a validation runs synchronously to its end.
 */
export const progress: { stage: IssueLocation; operationId: string | undefined } = { stage: 'route', operationId: undefined };

function describeError(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${String(error.message).slice(0, 200)}` : 'a non-Error value was thrown';
  } catch {
    return 'an unreadable value was thrown';
  }
}

/**
 * What the check under way parsed, for its result (validateRequest given a route hands it back).
 * Module state is enough since a validation runs synchronously to its end.
 */
let handedBack: ParsedRequest | undefined;

/** Called by a check once it has parsed all it parses: its result carries `parsed`. */
export function handBack(parsed: ParsedRequest): void {
  handedBack = parsed;
}

/**
 * Runs one validation so that it never throws: hostile input (getters that throw, revoked proxies,
 * objects that are not what the types say) becomes an issue of the part being checked. The checks
 * themselves do not rely on this; it is the last line.
 */
export function guarded<T>(
  input: T,
  options: ValidateOptions | undefined,
  check: (input: T, limits: Limits, issues: Issues) => void,
  known: KnownOptions,
): ValidationResult {
  // A getter of the input may validate another exchange meanwhile: what this one has found so far
  // is put back when that one returns (review 16 F8).
  const outerStage = progress.stage;
  const outerOperation = progress.operationId;
  const outerBack = handedBack;
  const issues = new Issues();
  let limits = limitsOf(undefined);
  progress.stage = 'route';
  progress.operationId = undefined;
  handedBack = undefined;
  try {
    limits = limitsOf(options);
    const { basePath } = limits;
    const unknown = validateOptionsProblem(options, known);
    if (unknown !== undefined) issues.error('route', '', unknown, 'options');
    else if (!basePath.ok) issues.error('route', '', basePath.problem, 'basePath');
    // Up front, not where a strict validator is first needed: an exchange that needs none (no body,
    // no query) would otherwise pass as if it had been checked strictly.
    else if (limits.strict && !hasStrictSets()) issues.error('route', '', STRICT_UNAVAILABLE, 'strict');
    else check(input, limits, issues);
  } catch (error) {
    issues.error(progress.stage, '', `could not be validated: ${describeError(error)}`, 'exception');
  }
  const result = issues.result(progress.operationId, limits.maxIssues, handedBack);
  progress.stage = outerStage;
  progress.operationId = outerOperation;
  handedBack = outerBack;
  return result;
}

export interface Routed {
  readonly operation: CompiledOperation;
  readonly route: Extract<RequestRoute, { kind: 'match' }>;
}

/**
 * The last match routed from a method and a path. A response is usually validated right after its
 * request, with the same method and path: it is then routed once, not twice (after a JSON body was
 * parsed, the second routing cost about 0.2 µs, a sixth of all validation adds to parsing on the
 * trigger input). The router is pure, so the same three strings always give the same match. The
 * match is only read here: checkPath and checkQuery copy what they hand back.
 */
let lastMatch: { readonly method: string; readonly path: string; readonly basePath: string; readonly routed: Routed } | undefined;

/**
 * Routes `method` and `path` (below `basePath`, '' for none), or takes the caller's `given` route;
 * undefined (with a route or method issue) when they name no operation.
 */
export function routeExchange(method: unknown, path: unknown, basePath: string, given: unknown, issues: Issues): Routed | undefined {
  progress.stage = 'route';
  let routed: RequestRoute;
  if (given !== undefined) {
    if (typeof given !== 'object' || given === null) {
      issues.error('route', '', 'the route must be what routeRequest answers', 'type');
      return undefined;
    }
    routed = given as RequestRoute;
  } else {
    if (typeof path !== 'string') {
      issues.error('route', '', 'the path must be a string', 'type');
      return undefined;
    }
    if (typeof method !== 'string') {
      issues.error('method', '', 'the method must be a string', 'type');
      return undefined;
    }
    const last = lastMatch;
    if (last !== undefined && last.path === path && last.method === method && last.basePath === basePath) {
      progress.operationId = last.routed.operation.operationId;
      return last.routed;
    }
    routed = routeTarget(method, splitTarget(path), basePath);
    if (routed.kind === 'match') {
      const operation = operationById(routed.operationId);
      if (operation !== undefined) {
        progress.operationId = operation.operationId;
        lastMatch = { method, path, basePath, routed: { operation, route: routed } };
        return lastMatch.routed;
      }
    }
  }
  switch (routed.kind) {
    case 'match': {
      const operation = operationById(routed.operationId);
      if (operation === undefined || typeof routed.pathParams !== 'object' || routed.pathParams === null) {
        issues.error('route', '', 'the route must be what routeRequest answers', 'type');
        return undefined;
      }
      progress.operationId = operation.operationId;
      return { operation, route: routed };
    }
    case 'method-not-allowed': {
      progress.stage = 'method';
      const shown = typeof method === 'string' ? method : '';
      // Methods are case-sensitive (RFC 9110 §9.1): `get` is not GET, and a caller who wrote it is told (review 28b).
      const upper = shown.toUpperCase();
      const cased = upper !== shown && routed.allow.includes(upper) ? `; methods are case-sensitive: ${upper} is` : '';
      issues.error('method', '', `${quote(shown)} is not declared for this path (declared: ${routed.allow.join(', ')}${cased})`, 'method');
      return undefined;
    }
    case 'none': {
      const at = typeof routed.path === 'string' ? routed.path : '';
      if (routed.reason === 'outside-base-path') issues.error('route', '', `the path ${quote(at)} is outside the base path ${quote(basePath)}`, 'route');
      else if (routed.reason === 'invalid-base-path') issues.error('route', '', 'the route was computed with an invalid basePath', 'basePath');
      else if (routed.reason === 'invalid-input') issues.error('route', '', 'the path must be a string', 'type');
      else issues.error('route', '', `no operation has the path ${quote(at)}`, 'route');
      return undefined;
    }
    default:
      issues.error('route', '', 'the route must be what routeRequest answers', 'type');
      return undefined;
  }
}

/**
 * Reads, bounds and validates a JSON body; warns about unknown properties in strict mode. The
 * verdict runs first; only a body it refuses meets the validator that says why. Returns the parsed
 * value (undefined when it was refused before parsing).
 */
export function checkJsonBody(body: unknown, operation: CompiledOperation, spec: MessageSpec, limits: Limits, issues: Issues): unknown {
  progress.stage = 'body';
  const value = readBody(body, 'body', limits.maxBodyBytes, issues);
  if (value === REJECTED) return undefined;
  const validators = validatorsOf(operation);
  const { validatorName } = spec;
  if (!spec.verdict!(value)) {
    const explain = validators.errors()[validatorName]!;
    // Both are compiled from one schema and agree (test/generated checks it); should they ever
    // not, the validator with errors is the one Ajv's own tests vouch for.
    if (!explain(value)) {
      issues.fromValidator('body', explain.errors);
      return value;
    }
  }
  if (limits.strict) strictBodyWarnings('body', validators, validatorName, value, issues);
  return value;
}
