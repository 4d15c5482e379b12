// What the proxy does with a validated request or response: pure functions of the validator's
// result, the mode and the status, so that every rule can be tested from a table without a socket.
import { matchOperation, type ValidationIssue, type ValidationResult } from '../validator/index.js';
import type { ProblemKind } from './problem.js';

export type Verdict =
  /** Forward it (valid, or report mode). */
  | { readonly kind: 'pass'; readonly violated: boolean }
  /** Answer in the upstream's place, with this problem. */
  | { readonly kind: 'reject'; readonly problem: ProblemKind; readonly allow?: readonly string[] };

const PASS: Verdict = { kind: 'pass', violated: false };
const PASS_VIOLATED: Verdict = { kind: 'pass', violated: true };

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

/** What becomes of a request, given its validation: forwarded, or (enforce mode) refused with which problem. */
export function requestVerdict(result: ValidationResult, enforce: boolean, strict: boolean, allowed: () => readonly string[]): Verdict {
  if (!violates(result, strict)) return PASS;
  if (!enforce) return PASS_VIOLATED;
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  const [first] = errors;
  // As the service (and the mock) would answer: a path no operation has is 404, a method the path
  // does not take is 405 with Allow, missing or malformed credentials and nothing else 401.
  if (errors.length === 1 && first!.location === 'route' && first!.keyword === 'route') return { kind: 'reject', problem: 'no-such-operation' };
  if (errors.length === 1 && first!.location === 'method' && first!.keyword === 'method')
    return { kind: 'reject', problem: 'method-not-allowed', allow: allowed() };
  if (errors.length > 0 && errors.every((issue) => issue.location === 'auth')) return { kind: 'reject', problem: 'unauthorized' };
  return { kind: 'reject', problem: 'request-violation' };
}

/** What becomes of a response to an operation, given its validation and status. */
export function responseVerdict(result: ValidationResult, enforce: boolean, strict: boolean, status: number): Verdict {
  if (!violates(result, strict, status)) return PASS;
  return enforce ? { kind: 'reject', problem: 'response-violation' } : PASS_VIOLATED;
}

/** The methods an operation of the contract may have. */
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/** The methods the path of `target` takes (below `basePath`), for a 405's Allow header. Only asked on a 405. */
export function allowedMethods(target: string, basePath: string | undefined): readonly string[] {
  const options = basePath === undefined ? undefined : { basePath };
  return METHODS.filter((method) => matchOperation(method, target, options) !== null);
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
  if (reason !== undefined && !VALID_REASON.test(reason)) return `the reason phrase holds a control character: ${JSON.stringify(reason)}`;
  return undefined;
}
