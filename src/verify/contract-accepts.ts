// Whether the contract accepts a request verify built, judged by the package's own validateRequest:
// the one test of "valid" that the negative requests (which must fail it) and positive_data_acceptance
// (which judges only the requests that pass it) share.
import { validateRequest } from '../validator/index.js';
import { routeOf, wireBody, wireHeaders } from './requests.js';
import type { OperationEntry } from './spec.js';
import type { VerifyRequest } from './verify-request.js';

export function contractAccepts(entry: OperationEntry, request: VerifyRequest): boolean {
  // Any key will do: the contract says how a key is sent, not which one.
  const headers = wireHeaders(request, 'verify');
  const route = routeOf(entry, request);
  return validateRequest({ method: entry.method, path: route.path, route, headers, body: wireBody(request) }).valid;
}

/** The errors validateRequest finds in a request, each as its place and keyword, sorted: what a smaller request must keep breaking. */
export function contractIssues(entry: OperationEntry, request: VerifyRequest): string[] {
  const headers = wireHeaders(request, 'verify');
  const route = routeOf(entry, request);
  return validateRequest({ method: entry.method, path: route.path, route, headers, body: wireBody(request) })
    .issues.filter((issue) => issue.severity === 'error')
    .map((issue) => `${issue.location} ${issue.pointer} ${issue.keyword ?? ''}`)
    .sort();
}
