// A request's route, worked out once and kept on the request: a shell asked for `100 Continue`
// decides from the route (head-decision.ts) before the engine answers from it, and both must use one
// routing. A CORS preflight is routed as the request it announces, as the proxy routes it.
import { preflightMethod } from '../http/index.js';
import { type RequestRoute, routeRequest } from '../validator/index.js';
import type { MockRequest } from './answers.js';

/** What routing reads of a request, and where it keeps the route. */
export type RoutedHead = Pick<MockRequest, 'method' | 'target' | 'headers' | 'route'>;

/** The route of `request` (for a preflight, of the method it announces), routed on first use. */
export function routeOf(request: RoutedHead, basePath: string | undefined): RequestRoute {
  if (request.route !== undefined) return request.route;
  const method = preflightMethod(request.method, request.headers) ?? request.method;
  const route = routeRequest({ method, target: request.target, basePath });
  request.route = route;
  return route;
}
