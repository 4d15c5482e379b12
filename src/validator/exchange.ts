// What validating a request and validating a response share: the never-throw guard, routing an
// exchange to its operation, and checking a JSON body against a validator.
import type { CompiledOperation, CompiledValidator } from './catalog.js';
import { stripBasePath } from './base-path.js';
import { readBody, REJECTED } from './body.js';
import { Issues, quote } from './issues.js';
import { limitsOf, type Limits } from './limits.js';
import { route, splitTarget, type RouteResult, type Target } from './router.js';
import { strictBodyWarnings } from './strict.js';
import type { IssueLocation, ValidateOptions, ValidationResult } from './types.js';

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
 * Runs one validation so that it never throws: hostile input (getters that throw, revoked proxies,
 * objects that are not what the types say) becomes an issue of the part being checked. The checks
 * themselves do not rely on this; it is the last line.
 */
export function guarded<T>(input: T, options: ValidateOptions | undefined, check: (input: T, limits: Limits, issues: Issues) => void): ValidationResult {
  const issues = new Issues();
  let limits = limitsOf(undefined);
  progress.stage = 'route';
  progress.operationId = undefined;
  try {
    limits = limitsOf(options);
    const { basePath } = limits;
    if (basePath.ok) check(input, limits, issues);
    else issues.error('route', '', basePath.problem, 'basePath');
  } catch (error) {
    issues.error(progress.stage, '', `could not be validated: ${describeError(error)}`, 'exception');
  }
  const result = issues.result(progress.operationId, limits.maxIssues);
  progress.operationId = undefined;
  return result;
}

export interface Routed {
  readonly match: Extract<RouteResult<CompiledOperation>, { kind: 'match' }>;
  readonly target: Target;
}

/**
 * Routes `method` and `path` (below `basePath`, '' for none); undefined (with a route or method issue)
 * when they name no operation.
 */
export function routeExchange(method: unknown, path: unknown, basePath: string, issues: Issues): Routed | undefined {
  progress.stage = 'route';
  if (typeof path !== 'string') {
    issues.error('route', '', 'the path must be a string', 'type');
    return undefined;
  }
  if (typeof method !== 'string') {
    issues.error('method', '', 'the method must be a string', 'type');
    return undefined;
  }
  const target = splitTarget(path);
  const inside = stripBasePath(target.path, basePath);
  if (inside === undefined) {
    issues.error('route', '', `the path ${quote(target.path)} is outside the base path ${quote(basePath)}`, 'route');
    return undefined;
  }
  const found = route(method.toUpperCase(), inside);
  if (found.kind === 'none') {
    issues.error('route', '', `no operation has the path ${quote(target.path)}`, 'route');
    return undefined;
  }
  if (found.kind === 'method') {
    progress.stage = 'method';
    issues.error('method', '', `${quote(method)} is not declared for this path (declared: ${found.allowed.join(', ')})`, 'method');
    return undefined;
  }
  progress.operationId = found.operation.operationId;
  return { match: found, target };
}

/** Reads, bounds and validates a JSON body; warns about unknown properties in strict mode. */
export function checkJsonBody(body: unknown, validate: CompiledValidator, validatorName: string, limits: Limits, issues: Issues): void {
  progress.stage = 'body';
  const value = readBody(body, 'body', limits.maxBodyBytes, issues);
  if (value === REJECTED) return;
  if (!validate(value)) {
    issues.fromValidator('body', validate.errors);
    return;
  }
  if (limits.strict) strictBodyWarnings('body', validatorName, value, issues);
}
