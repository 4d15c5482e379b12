// The CORS preflight (Fetch standard, "CORS-preflight request"): an OPTIONS request that carries
// Access-Control-Request-Method. It asks whether the request it announces may be sent, so it is
// judged as that request's route, never against the contract's parameters, body or credentials
// (a browser sends none of them on a preflight):
//   - the announced method is declared for the path: 204 with the CORS headers;
//   - the path exists, the method is not declared: 405 with Allow (the path's methods), the
//     answer a wrong method gets, so the browser refuses the call and the developer sees why;
//   - no operation has the path: 404, as any request to it.
// An OPTIONS request without Access-Control-Request-Method is no preflight: it is routed as itself.

const single = (value: unknown): unknown => (Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value);

/** Bounds what is echoed of Access-Control-Request-Headers: a list of header names, nothing else. */
const HEADER_LIST = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:[ \t]*,[ \t]*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/;
const MAX_REQUEST_HEADERS_LENGTH = 1000;
const METHOD = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}$/;

/** The headers a browser may send on the API's calls when it does not say which it wants. */
export const DEFAULT_ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, x-correlation-id';
/** How long a browser may keep a preflight's answer, in seconds. */
export const PREFLIGHT_MAX_AGE = '600';

/**
 * The method a preflight announces (upper-cased), or undefined when the request is no preflight.
 * `headers` is a bag with lower-case names (Node's IncomingHttpHeaders, or one built from fetch's Headers).
 */
export function preflightMethod(method: string, headers: Readonly<Record<string, unknown>>): string | undefined {
  // Every exchange of a recording asks: the length alone answers for the other methods.
  if (method.length !== 7 || method.toUpperCase() !== 'OPTIONS') return undefined;
  const announced = single(headers['access-control-request-method']);
  if (typeof announced !== 'string') return undefined;
  const trimmed = announced.trim();
  return METHOD.test(trimmed) ? trimmed.toUpperCase() : undefined;
}

/**
 * The CORS headers of a preflight's 204: the announced method (the Fetch standard needs no more),
 * the requested headers echoed when they are a plain list of names (else the API's own), a max-age.
 */
export function preflightHeaders(method: string, headers: Readonly<Record<string, unknown>>): Record<string, string> {
  const requested = single(headers['access-control-request-headers']);
  const echo = typeof requested === 'string' && requested.length <= MAX_REQUEST_HEADERS_LENGTH && HEADER_LIST.test(requested.trim());
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': method,
    'access-control-allow-headers': echo ? (requested as string).trim() : DEFAULT_ALLOWED_HEADERS,
    'access-control-max-age': PREFLIGHT_MAX_AGE,
  };
}

export type PreflightVerdict =
  | { readonly kind: 'allow'; readonly status: 204; readonly headers: Record<string, string> }
  | { readonly kind: 'method-not-allowed'; readonly status: 405; readonly allow: readonly string[] }
  | { readonly kind: 'none'; readonly status: 404 };

/** The answer to a preflight, from the route of the announced method and the path (the validator's routeRequest). */
export function preflightVerdict(
  route: { readonly kind: 'match' } | { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] } | { readonly kind: 'none' },
  method: string,
  headers: Readonly<Record<string, unknown>>,
): PreflightVerdict {
  if (route.kind === 'match') return { kind: 'allow', status: 204, headers: preflightHeaders(method, headers) };
  if (route.kind === 'method-not-allowed') return { kind: 'method-not-allowed', status: 405, allow: route.allow };
  return { kind: 'none', status: 404 };
}

/**
 * The one issue a refused preflight's 404 or 405 lists, from the mock and the proxy alike: a
 * `preflight` issue of the route (no operation has the path) or of the method (the path does not take it).
 */
export function preflightIssue(
  route: { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] } | { readonly kind: 'none' },
  method: string,
): { readonly location: 'route' | 'method'; readonly pointer: ''; readonly keyword: 'preflight'; readonly message: string; readonly severity: 'error' } {
  const message =
    route.kind === 'method-not-allowed'
      ? `is a CORS preflight for ${method}, which this path does not take (it takes ${route.allow.join(', ')})`
      : `is a CORS preflight for ${method} on a path no operation has`;
  return { location: route.kind === 'none' ? 'route' : 'method', pointer: '', keyword: 'preflight', message, severity: 'error' };
}
