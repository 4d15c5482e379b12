// What one version of the contract says of a recorded exchange (Checker's answer): the part it
// refuses, if any, and the operation the request routes to. Refusals are frozen and made once, so
// that judging an exchange allocates nothing and a refusal keeps its identity.

/** The verdict on a request no operation of the version matches. */
export const NO_ROUTE: Verdict = Object.freeze({ refusal: Object.freeze({ part: 'route' }) });

export const refusedPart = (operationId: string, route: string, part: 'security' | 'body' | 'response'): Verdict =>
  Object.freeze({ operationId, route, refusal: Object.freeze({ part }) });

/** The parts of an operation that judge a request: check() may be asked to judge some of them only. */
export const PARTS = ['security', 'parameters', 'body', 'responses'] as const;
export type Part = (typeof PARTS)[number];

/** What part of an exchange a version refuses. */
export interface Refusal {
  part: 'route' | 'security' | 'body' | 'query' | 'path' | 'header' | 'cookie' | 'response';
  name?: string;
}

export interface Verdict {
  operationId?: string;
  /** `method template` of the operation the request routes to. */
  route?: string;
  refusal?: Refusal;
}
