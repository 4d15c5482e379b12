// What the proxy does with a validated request or response: pure functions of the validator's
// result, the route, the mode and the status, so that every rule can be tested from a table
// without a socket. The refusals themselves (which status for which issues) are the rules the
// mock follows too: src/http's requestRefusal and routeRefusal.
import { preflightIssue, requestRefusal, routeRefusal } from '../http/index.js';
import { jsonQuoted } from '../text/printable.js';
import type { RequestRoute, ValidationIssue, ValidationResult } from '../validator/index.js';
import type { ProblemKind } from './problem.js';

export type Verdict =
  /** Forward it: valid, or (report mode) recorded as a violation. */
  | { readonly kind: 'pass'; readonly violated: boolean }
  /** Answer in the upstream's place with this problem, quoting `issues`, with `headers` (Allow, WWW-Authenticate). */
  | { readonly kind: 'reject'; readonly problem: ProblemKind; readonly issues: readonly ValidationIssue[]; readonly headers: Readonly<Record<string, string>> };

const PASS: Verdict = { kind: 'pass', violated: false };
const PASS_VIOLATED: Verdict = { kind: 'pass', violated: true };
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Whether `result` is a violation. Strict mode makes warnings count, except one: the contract
 * declares its errors only as `default`, so a non-2xx answer judged against `default` is an answer
 * the contract describes, and strict mode judges its body by that schema as plain mode does.
 */
export function violates(result: ValidationResult, strict: boolean, status?: number): boolean {
  if (!result.valid) return true;
  if (!strict) return false;
  for (const issue of result.issues) if (!undeclaredErrorStatus(issue, status)) return true;
  return false;
}

/** The strict warning that an error status is checked against the `default` (or a range) response. */
const undeclaredErrorStatus = (issue: ValidationIssue, status: number | undefined): boolean =>
  issue.severity === 'warning' && issue.location === 'status' && status !== undefined && (status < 200 || status >= 300);

/**
 * What becomes of a request: forwarded, or (enforce mode) refused as the mock refuses it: a path no
 * operation has 404, a wrong method 405 with Allow, any credentials error 401, else 400 (strict
 * warnings included).
 */
export function requestVerdict(result: ValidationResult, route: RequestRoute, enforce: boolean, strict: boolean): Verdict {
  if (!violates(result, strict)) return PASS;
  if (!enforce) return PASS_VIOLATED;
  if (route.kind !== 'match') {
    const refusal = routeRefusal(route, result.issues);
    return { kind: 'reject', problem: refusal.kind, issues: refusal.issues, headers: refusal.headers };
  }
  const refusal = requestRefusal(result.issues);
  if (refusal === undefined) return { kind: 'reject', problem: 'request-violation', issues: result.issues, headers: NO_HEADERS };
  return { kind: 'reject', problem: refusal.kind, issues: refusal.issues, headers: refusal.headers };
}

/** What becomes of a response to an operation, given its validation and status. */
export function responseVerdict(result: ValidationResult, enforce: boolean, strict: boolean, status: number): Verdict {
  if (!violates(result, strict, status)) return PASS;
  return enforce ? { kind: 'reject', problem: 'response-violation', issues: result.issues, headers: NO_HEADERS } : PASS_VIOLATED;
}

/** A CORS preflight is judged as the route of the request it announces: no contract applies to it otherwise. */
export function preflightResult(route: RequestRoute, announced: string): ValidationResult {
  if (route.kind === 'match') return { valid: true, issues: [] };
  return { valid: false, issues: [{ ...preflightIssue(route, announced) }] };
}

/** One line for a problem's detail: the first issue, and how many more there are. */
export function summarise(issues: readonly ValidationIssue[]): string {
  const [first] = issues;
  if (first === undefined) return 'no issue';
  const rest = issues.length > 1 ? ` (and ${issues.length - 1} more issue${issues.length > 2 ? 's' : ''})` : '';
  return `${first.location}${first.pointer}: ${first.message}${rest}`;
}

/** A reason phrase as RFC 9112 §4 allows it (HTAB, SP, VCHAR, obs-text), which is also what Node will send. */
const VALID_REASON = /^[\t\x20-\x7e\x80-\xff]*$/;

/** What is wrong with an upstream status line, if anything. */
export function malformedStatusLine(status: number | undefined, reason: string | undefined): string | undefined {
  // RFC 9110 §15: every valid status code is within 100-599. A 101 to a request that asked for no
  // upgrade, or any other 1xx that reaches here, is not a final answer either: 502 at once, rather
  // than a wait for an answer that will not come.
  if (status === undefined || !Number.isInteger(status) || status < 200 || status > 599)
    return `status ${String(status).padStart(3, '0')} is not a final status code (200-599)`;
  if (reason !== undefined && !VALID_REASON.test(reason)) return `the reason phrase holds a control character: ${jsonQuoted(reason)}`;
  return undefined;
}
