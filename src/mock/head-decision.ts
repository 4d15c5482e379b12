// Whether the engine's answer to an API request needs nothing of its body, decided from the head as
// the proxy in enforce mode decides it before it reads a body (src/proxy/exchange.ts): a route no
// operation takes (404, 405, a CORS preflight's too), or a body not read as JSON that the request is
// refused with whatever it holds (its type, its credentials). A shell asked for `100 Continue` then
// sends none and reads none of the body (RFC 9110 §10.1.1): the engine answers it as left unread.
import { preflightMethod, readsAsJson, requestRefusal, UNREAD_BODY } from '../http/index.js';
import { validateRequest } from '../validator/index.js';
import { type RoutedHead, routeOf } from './request-route.js';

/** What the decision reads: a request's head (its route is kept on it for the answer). */
export type MockHead = RoutedHead;

/** True when the answer to this API request (its head refused already by no head problem) is the same whatever its body holds. */
export function apiAnsweredFromHead(request: MockHead, basePath: string | undefined, maxBodyBytes: number): boolean {
  const { method, target, headers } = request;
  const announced = preflightMethod(method, headers);
  const route = routeOf(request, basePath);
  if (route.kind !== 'match') return true;
  // A preflight is passed on, its body unread, by the proxy; a JSON body is read, to be validated.
  if (announced !== undefined || readsAsJson(headers['content-type'], false)) return false;
  const checked = validateRequest({ method, path: target, headers, body: UNREAD_BODY, route }, { maxBodyBytes });
  return requestRefusal(checked.issues) !== undefined;
}
