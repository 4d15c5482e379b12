// A request target split into its path and query: origin-form ('/a?b') and absolute-form
// ('https://host/a?b', which RFC 9112 3.2.2 says a server must accept, and which a client sends
// through an HTTP proxy). A fragment, which no client should send, is dropped. The validator's
// router and the mock's control API read targets with it.

// The scheme and authority of an absolute-form target; the authority is its group.
const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

export interface Target {
  /** Still percent-encoded. */
  path: string;
  /** Without the '?'; undefined when there is none. */
  query: string | undefined;
}

/**
 * RFC 9112 §3.2: a request target has no fragment. A client drops it before sending; a target that
 * holds one is refused (the validator's `path` issue `fragment`, the proxy's 400), never routed
 * without it, which would answer another target than the one that came.
 */
export const FRAGMENT_MESSAGE = 'must not contain a fragment ("#"): a request target has none (RFC 9112 §3.2)';

/**
 * A request target is visible ASCII (RFC 3986; RFC 9112 §3.2): a space, a control character or a
 * character past U+007E is sent percent-encoded, and an HTTP/1.1 parser refuses the request that
 * holds one raw. A recording or a caller that hands one over gets the `path` issue `target`.
 */
export const TARGET_CHARACTER_MESSAGE = 'holds a character a request target cannot (a space, a control character or non-ASCII): percent-encode it (RFC 3986)';

/** Anything but visible ASCII, and '#': one test per request finds either rule broken. */
const REFUSED_CHARACTER = /[^\x21-\x22\x24-\x7e]/;
const NOT_TARGET_CHARACTER = /[^\x21-\x7e]/;

/** What is wrong with a request target's characters, by the two rules above; undefined when nothing. */
export function targetCharacterProblem(target: string): { readonly keyword: 'fragment' | 'target'; readonly message: string } | undefined {
  if (!REFUSED_CHARACTER.test(target)) return undefined;
  return NOT_TARGET_CHARACTER.test(target) ? { keyword: 'target', message: TARGET_CHARACTER_MESSAGE } : { keyword: 'fragment', message: FRAGMENT_MESSAGE };
}

/**
 * RFC 9112 §3.2: a request for a resource names it in origin-form ('/a?b') or absolute-form
 * ('https://host/a?b'). The asterisk-form of `OPTIONS *` and the authority-form of CONNECT name
 * no resource of the API: the proxy cannot forward them as they came, and every part refuses them
 * alike (a `path` issue `target`, a 400), rather than routing them as no path (a 404).
 */
export const TARGET_FORM_MESSAGE = 'must be a path or an absolute URL (origin-form or absolute-form, RFC 9112 §3.2)';

/**
 * The origin-form of a request target: absolute-form reduced to its path and query (the fragment
 * dropped, as splitTarget drops it); undefined for any other form ('*', 'host:80').
 */
export function originForm(target: string): string | undefined {
  if (target.charCodeAt(0) === 47 /* / */) return target;
  // splitTarget reads an absolute URL without a path as '/'; anything else that does not start
  // with '/' ('?a', '#x', '') is no path.
  const { path, query } = splitTarget(target);
  if (path.charCodeAt(0) !== 47 /* / */) return undefined;
  return query === undefined ? path : `${path}?${query}`;
}

/**
 * A request target as the proxy routes it and logs it: in origin-form (absolute-form reduced to it);
 * a target in neither form (`*`, a CONNECT's `host:port`), which is refused, as it came, as the mock
 * shows it, but for a user name and password before an '@', which are secrets.
 */
export function shownTarget(target: string): string {
  return originForm(target) ?? target.slice(target.lastIndexOf('@') + 1);
}

/**
 * Said of a CONNECT, whatever its target ('/v2/topics' too): the method asks for a tunnel to what
 * the target names (RFC 9110 §9.3.6), and a path of the API is no place to open one.
 */
export const CONNECT_MESSAGE = 'is a CONNECT, which asks for a tunnel (RFC 9110 §9.3.6): no operation of the contract takes one';

/** The problem of a request that names no path: nothing to route. */
export const NO_PATH_PROBLEM = Object.freeze({ keyword: 'target' as const, message: TARGET_FORM_MESSAGE });
/** The problem of a CONNECT: nothing to route either, whatever its target. */
export const CONNECT_PROBLEM = Object.freeze({ keyword: 'target' as const, message: CONNECT_MESSAGE });

/**
 * Why a request names no path, or undefined when it names one: a CONNECT, or a target in neither
 * origin-form nor absolute-form. Either way there is nothing to route (a 400, issue `target`).
 */
export function noPathProblem(method: unknown, target: string): typeof NO_PATH_PROBLEM | typeof CONNECT_PROBLEM | undefined {
  if (method === 'CONNECT') return CONNECT_PROBLEM;
  return target.charCodeAt(0) !== 47 /* / */ && originForm(target) === undefined ? NO_PATH_PROBLEM : undefined;
}

/** True for a problem of noPathProblem's: the request is not routed (a fragment or a character problem leaves a path). */
export const leavesNoPath = (problem: { readonly keyword: string } | undefined): boolean => problem === NO_PATH_PROBLEM || problem === CONNECT_PROBLEM;

/**
 * What is wrong with a request's target, by the rules above, checked before routing as the proxy
 * checks them before forwarding: a `target` problem (noPathProblem: nothing to route), or a
 * fragment or a character a target cannot hold (the target is routed still, for its operation);
 * undefined when nothing.
 */
export function requestTargetProblem(method: unknown, target: string): { readonly keyword: 'fragment' | 'target'; readonly message: string } | undefined {
  return noPathProblem(method, target) ?? targetCharacterProblem(target);
}

export function splitTarget(target: string): Target {
  let path = target;
  // Only an absolute URL starts without '/': test the regex on that rare path alone.
  if (path.charCodeAt(0) !== 47 /* / */) {
    const origin = absoluteForm.exec(path);
    // What follows the authority is a path, or a query or fragment of the root ('http://h?x').
    if (origin !== null) {
      path = path.slice(origin[0].length);
      if (path.charCodeAt(0) !== 47 /* / */) path = `/${path}`;
    }
  }
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  const question = path.indexOf('?');
  if (question === -1) return { path, query: undefined };
  return { path: path.slice(0, question), query: path.slice(question + 1) };
}

/**
 * The host an absolute-form target names (its authority, userinfo left out), or undefined for any
 * other form: RFC 9112 §3.2.2 says it then stands instead of the Host header.
 */
export function targetAuthority(target: string): string | undefined {
  if (target.charCodeAt(0) === 47 /* / */) return undefined;
  const authority = absoluteForm.exec(target)?.[1];
  if (authority === undefined) return undefined;
  const name = authority.slice(authority.lastIndexOf('@') + 1);
  return name === '' ? undefined : name;
}
