// Each part's verdict on one request, in one vocabulary: accepted, or refused for a rule (the
// problem kind every part names the same: request-violation, unauthorized, no-such-operation,
// method-not-allowed, body-too-large) with its status and the first issue (location and pointer).
import { type ProblemIssue, preflightMethod, preflightVerdict, requestRefusal, routeRefusal, SHARED_PROBLEMS } from '../../src/http/index.js';
import { routeRequest, validateRequest } from '../../src/validator/index.js';
import type { Item } from './corpus.js';

export interface Verdict {
  /** 'accepted', a problem kind, or what went wrong with the part itself ('no answer', 'response-violation'...). */
  readonly verdict: string;
  readonly status: number | null;
  /** The first error's location and pointer, when the part names it. */
  readonly rule?: string;
  /** Anything else worth printing. */
  readonly detail?: string;
}

export const ACCEPTED = 'accepted';
export const NOT_APPLICABLE = 'n/a';

const refusedKinds = new Set<string>(Object.keys(SHARED_PROBLEMS));

/** The header lines as Node and HAR hand them over: a repeated name becomes an array. */
export function headerBag(lines: readonly (readonly [string, string])[]): Record<string, string | string[]> {
  const bag: Record<string, string | string[]> = {};
  for (const [raw, value] of lines) {
    const name = raw.toLowerCase();
    const known = bag[name];
    bag[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return bag;
}

const ruleOf = (issues: readonly ProblemIssue[] | undefined): string | undefined => {
  const first = issues?.find((issue) => issue.severity === 'error');
  return first === undefined ? undefined : `${first.location}${first.pointer}`;
};

/** What the contract says, through the validator and the shared rules: the reference. */
export function validatorVerdict(item: Item): Verdict {
  const headers = headerBag(item.headers);
  const announced = preflightMethod(item.method, headers);
  if (announced !== undefined) {
    const verdict = preflightVerdict(routeRequest({ method: announced, target: item.target }), announced, headers);
    if (verdict.kind === 'allow') return { verdict: ACCEPTED, status: 204 };
    return { verdict: verdict.kind === 'none' ? 'no-such-operation' : 'method-not-allowed', status: verdict.status };
  }
  const route = routeRequest({ method: item.method, target: item.target });
  if (route.kind !== 'match') {
    const refusal = routeRefusal(route);
    return { verdict: refusal.kind, status: refusal.status };
  }
  const result = validateRequest({ method: item.method, path: item.target, headers, body: item.body, route });
  const refusal = requestRefusal(result.issues);
  if (refusal === undefined) return { verdict: ACCEPTED, status: null };
  const rule = ruleOf(refusal.issues);
  return { verdict: refusal.kind, status: refusal.status, ...(rule === undefined ? {} : { rule }) };
}

/**
 * An answer of the mock or the proxy: a problem of a shared kind from `source` is a refusal for
 * that rule; a problem of the proxy's own (response-violation, bad-request) is named as it is;
 * anything else is accepted (a 404 for a topic that does not exist is the state's answer, not the
 * contract's).
 */
export function answerVerdict(status: number, contentType: string | null, text: string, source: 'mock' | 'proxy'): Verdict {
  if (contentType?.toLowerCase().startsWith('application/problem+json')) {
    let problem: { type?: unknown; issues?: ProblemIssue[]; detail?: unknown } | undefined;
    try {
      problem = JSON.parse(text) as typeof problem;
    } catch {
      return { verdict: 'unparsable problem', status, detail: text.slice(0, 200) };
    }
    const type = typeof problem?.type === 'string' ? problem.type : '';
    const match = /:(mock|proxy)\/([a-z-]+)$/.exec(type);
    if (match !== null && match[1] === source) {
      const kind = match[2]!;
      const rule = ruleOf(problem?.issues);
      if (refusedKinds.has(kind)) return { verdict: kind, status, ...(rule === undefined ? {} : { rule }) };
      if (source === 'proxy') return { verdict: kind, status, detail: String(problem?.detail ?? '').slice(0, 200) };
    }
  }
  return { verdict: ACCEPTED, status };
}

/** Two verdicts agree: both accepted, or both refused for the same rule with the same status. */
export function agree(reference: Verdict, other: Verdict): boolean {
  if (other.verdict === NOT_APPLICABLE) return true;
  if (reference.verdict === ACCEPTED || other.verdict === ACCEPTED) return reference.verdict === other.verdict;
  if (reference.verdict !== other.verdict || reference.status !== other.status) return false;
  return reference.rule === undefined || other.rule === undefined || reference.rule === other.rule;
}

export const describeVerdict = (verdict: Verdict): string =>
  `${verdict.verdict}${verdict.status === null ? '' : ` ${verdict.status}`}${verdict.rule === undefined ? '' : ` at ${verdict.rule}`}${verdict.detail === undefined ? '' : ` (${verdict.detail})`}`;
