// How a request the contract refuses is answered: which status, for which issues. The mock and the
// proxy in enforce mode answer the same request the same way.
//
// Credentials first: a service checks them before it reads the request, so a request with an auth
// issue is answered 401 with its auth issues alone, whatever else is wrong with it (a client
// without a key learns nothing about the contract). Then a body over the limit is 413, and any
// other error 400. Routing refusals (404 for a path no operation has, 405 with Allow for a wrong
// method) come from the route itself: see routeRefusal.
import { SHARED_PROBLEMS, type SharedProblemKind } from './problem.js';

interface IssueLike {
  readonly location: string;
  readonly keyword?: string | undefined;
  readonly severity: 'error' | 'warning';
}

export interface Refusal<Issue extends IssueLike = IssueLike> {
  readonly kind: SharedProblemKind;
  readonly status: number;
  /** The issues the answer carries: the auth ones for a 401, every error otherwise. */
  readonly issues: Issue[];
  /** Headers the answer must carry (WWW-Authenticate on a 401, Allow on a 405). */
  readonly headers: Readonly<Record<string, string>>;
}

/** The scheme named in WWW-Authenticate: the contract's keys travel as `Authorization: ApiKey <key>`. */
export const AUTH_CHALLENGE = 'ApiKey';

const refusal = <Issue extends IssueLike>(kind: SharedProblemKind, issues: Issue[], headers: Record<string, string> = {}): Refusal<Issue> => ({
  kind,
  status: SHARED_PROBLEMS[kind].status,
  issues,
  headers,
});

/** True when the issues hold an error and every error is about credentials. */
export function isAuthOnly(issues: readonly IssueLike[]): boolean {
  let errors = 0;
  for (const issue of issues) {
    if (issue.severity !== 'error') continue;
    if (issue.location !== 'auth') return false;
    errors += 1;
  }
  return errors > 0;
}

/**
 * The answer to a routed request with these validation issues, or undefined when it is accepted
 * (warnings alone accept it). A 'route' or 'method' error (a route computed here) maps to 404/405.
 */
export function requestRefusal<Issue extends IssueLike>(issues: readonly Issue[]): Refusal<Issue> | undefined {
  if (issues.length === 0) return undefined;
  const errors = issues.filter((issue) => issue.severity === 'error');
  if (errors.length === 0) return undefined;
  const auth = errors.filter((issue) => issue.location === 'auth');
  if (auth.length > 0) return refusal('unauthorized', auth, { 'www-authenticate': AUTH_CHALLENGE });
  if (errors.some((issue) => issue.keyword === 'maxBodyBytes')) return refusal('body-too-large', errors);
  return refusal('request-violation', errors);
}

/** A route that names no operation: 404, or 405 with Allow listing the path's methods. */
export function routeRefusal<Issue extends IssueLike>(
  route: { readonly kind: 'none' } | { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] },
  issues: Issue[] = [],
): Refusal<Issue> {
  return route.kind === 'none' ? refusal('no-such-operation', issues) : refusal('method-not-allowed', issues, { allow: route.allow.join(', ') });
}
