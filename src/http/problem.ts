// problem+json (RFC 9457): the one shape and builder of every error answer the mock, the proxy and
// the docs server make, and its body as sent (its media type: problem-media-type.ts). The type is a
// tag URI (RFC 4151): a stable identifier that does not pretend to be a page.
import { maskUserinfo } from './url-credentials.js';

/** The part of an issue a problem carries: structurally the validator's ValidationIssue. */
export interface ProblemIssue {
  location: string;
  pointer: string;
  message: string;
  keyword?: string;
  severity: 'error' | 'warning';
}

export interface ProblemDetails<Issue extends ProblemIssue = ProblemIssue> {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The request target, without its query string. */
  instance: string;
  correlationId: string;
  operationId?: string;
  issues?: Issue[];
}

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** Who answers: the type says it, so a client tells the proxy's refusal from the mock's, or the docs server's. */
export type ProblemSource = 'mock' | 'proxy' | 'docs';

export const problemTypeOf = (source: ProblemSource, kind: string): string => `tag:notification-api-contract,2026:${source}/${kind}`;

/** The refusals every part makes for the same reason, with one status and one title. */
export const SHARED_PROBLEMS = {
  'request-violation': { status: 400, title: 'The request violates the API contract' },
  unauthorized: { status: 401, title: 'The request carries no valid credentials' },
  'no-such-operation': { status: 404, title: 'No operation of the API has this path' },
  'method-not-allowed': { status: 405, title: 'The path does not take this method' },
  'body-too-large': { status: 413, title: 'The request body is larger than the limit' },
  'transfer-coding': { status: 501, title: 'The request uses a transfer coding that is not implemented' },
} as const satisfies Record<string, { status: number; title: string }>;

export type SharedProblemKind = keyof typeof SHARED_PROBLEMS;

export interface ProblemInput<Issue extends ProblemIssue = ProblemIssue> {
  source: ProblemSource;
  kind: string;
  status: number;
  title: string;
  detail: string;
  /** The request target, shown as problemInstance says. */
  target: string;
  correlationId: string;
  operationId?: string | undefined;
  issues?: Issue[] | undefined;
}

/**
 * A target as a problem's `instance`, by one rule for the mock and the proxy: without its query (it
 * may carry secrets, and names no resource) and its fragment (which names none either); a target
 * that is no path (`*`, a CONNECT's `host:port`) as sent, but for a user name and password before an '@'.
 */
export function problemInstance(target: string): string {
  // The userinfo first: a password holding a raw '?' or '#' would otherwise be cut there and half shown.
  const masked = maskUserinfo(target);
  const cut = masked.search(/[?#]/);
  const shown = cut === -1 ? masked : masked.slice(0, cut);
  return shown.charCodeAt(0) === 47 /* / */ ? shown : shown.slice(shown.lastIndexOf('@') + 1);
}

/** The problem details, with `instance` the target's path (problemInstance). Optional members are left out when undefined. */
export function buildProblem<Issue extends ProblemIssue = ProblemIssue>(input: ProblemInput<Issue>): ProblemDetails<Issue> {
  const problem: ProblemDetails<Issue> = {
    type: problemTypeOf(input.source, input.kind),
    title: input.title,
    status: input.status,
    detail: input.detail,
    instance: problemInstance(input.target),
    correlationId: input.correlationId,
  };
  if (input.operationId !== undefined) problem.operationId = input.operationId;
  if (input.issues !== undefined) problem.issues = input.issues;
  return problem;
}

/** Under the service's names, what its official SDK reads from a failed request's fields. */
interface ServiceFieldError {
  field: string;
  message: string;
}

/**
 * The problem as sent: RFC 9457's members, then the members of the service's own error answers,
 * which its official SDK (@novu/api) requires before it reports an error as what it is (ErrorDto):
 * `statusCode`, `timestamp`, `path` and `message`, the problem's status, time, instance and detail
 * again; and `errors`, for a 400 a list of `{ field, message }` (its PayloadValidationExceptionDto,
 * from the problem's error issues), for a 422 a record (its ValidationErrorDto; empty).
 */
export function problemWireBody(problem: ProblemDetails, timestamp: string): string {
  // One literal of one shape, in buildProblem's order; JSON.stringify leaves out the members that
  // are undefined. A spread of the problem cost more than the stringify, on every refusal.
  const { status, detail, instance } = problem;
  return JSON.stringify({
    type: problem.type,
    title: problem.title,
    status,
    detail,
    instance,
    correlationId: problem.correlationId,
    operationId: problem.operationId,
    issues: problem.issues,
    statusCode: status,
    timestamp,
    path: instance,
    message: detail,
    errors: status === 400 ? fieldErrorsOf(problem.issues) : status === 422 ? {} : undefined,
  });
}

function fieldErrorsOf(issues: readonly ProblemIssue[] | undefined): ServiceFieldError[] {
  const errors: ServiceFieldError[] = [];
  for (const issue of issues ?? []) {
    if (issue.severity === 'error') errors.push({ field: `${issue.location}${issue.pointer}`, message: issue.message });
  }
  return errors;
}
