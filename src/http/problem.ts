// problem+json (RFC 9457): the one shape and builder of every error answer the mock and the proxy
// make, its media type and its body as sent. The type is a tag URI (RFC 4151): a stable identifier
// that does not pretend to be a page.

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

/** Who answers: the problem's type says it, so a client can tell the proxy's refusal from the mock's. */
export type ProblemSource = 'mock' | 'proxy';

export const problemTypeOf = (source: ProblemSource, kind: string): string => `tag:notification-api-contract,2026:${source}/${kind}`;

/** The refusals every part makes for the same reason, with one status and one title. */
export const SHARED_PROBLEMS = {
  'request-violation': { status: 400, title: 'The request violates the API contract' },
  unauthorized: { status: 401, title: 'The request carries no valid credentials' },
  'no-such-operation': { status: 404, title: 'No operation of the API has this path' },
  'method-not-allowed': { status: 405, title: 'The path does not take this method' },
  'body-too-large': { status: 413, title: 'The request body is larger than the limit' },
} as const satisfies Record<string, { status: number; title: string }>;

export type SharedProblemKind = keyof typeof SHARED_PROBLEMS;

export interface ProblemInput<Issue extends ProblemIssue = ProblemIssue> {
  source: ProblemSource;
  kind: string;
  status: number;
  title: string;
  detail: string;
  /** The request target; its query string is dropped (it may carry secrets, and names no resource). */
  target: string;
  correlationId: string;
  operationId?: string | undefined;
  issues?: Issue[] | undefined;
}

/** The problem details, with `instance` the target's path. Optional members are left out when undefined. */
export function buildProblem<Issue extends ProblemIssue = ProblemIssue>(input: ProblemInput<Issue>): ProblemDetails<Issue> {
  const question = input.target.indexOf('?');
  const problem: ProblemDetails<Issue> = {
    type: problemTypeOf(input.source, input.kind),
    title: input.title,
    status: input.status,
    detail: input.detail,
    instance: question === -1 ? input.target : input.target.slice(0, question),
    correlationId: input.correlationId,
  };
  if (input.operationId !== undefined) problem.operationId = input.operationId;
  if (input.issues !== undefined) problem.issues = input.issues;
  return problem;
}

const JSON_MEDIA_TYPE = 'application/json';

/** One media range of an Accept header, as far as the choice between two application types needs it. */
interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** Parameters other than q: `none`; `wild` when each is `*` or empty, as a type without parameters matches; else `other`. */
  parameters: 'none' | 'wild' | 'other';
  /** Its place in the header. */
  order: number;
}

interface Priority {
  q: number;
  /** How exactly the range named the type: 4 the type, 2 the subtype, 1 its parameters. */
  specificity: number;
  order: number;
}

const NO_PRIORITY: Priority = { q: 0, specificity: 0, order: -1 };

const unquote = (value: string): string => (value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);

function mediaRangesOf(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  const parts = accept.split(',');
  for (let order = 0; order < parts.length; order += 1) {
    const [range = '', ...parameters] = parts[order]!.split(';');
    const name = range.trim();
    const slash = name.indexOf('/');
    if (slash === -1) continue;
    let q = 1;
    let others: MediaRange['parameters'] = 'none';
    for (const parameter of parameters) {
      const equals = parameter.indexOf('=');
      const key = (equals === -1 ? parameter : parameter.slice(0, equals)).trim().toLowerCase();
      const value = equals === -1 ? '' : unquote(parameter.slice(equals + 1).trim());
      if (key === 'q') q = Number.parseFloat(value);
      else if (value === '*' || value === '') others = others === 'other' ? 'other' : 'wild';
      else others = 'other';
    }
    ranges.push({ type: name.slice(0, slash), subtype: name.slice(slash + 1), q, parameters: others, order });
  }
  return ranges;
}

/** The range that decides for application/`subtype`: the most specific, then the highest q, then the last. */
function priorityOf(subtype: string, ranges: readonly MediaRange[]): Priority {
  let best = NO_PRIORITY;
  for (const range of ranges) {
    let specificity = 0;
    if (range.type.toLowerCase() === 'application') specificity |= 4;
    else if (range.type !== '*') continue;
    if (range.subtype.toLowerCase() === subtype) specificity |= 2;
    else if (range.subtype !== '*') continue;
    if (range.parameters === 'other') continue;
    if (range.parameters === 'wild') specificity |= 1;
    if ((best.specificity - specificity || best.q - range.q || best.order - range.order) < 0) best = { q: range.q, specificity, order: range.order };
  }
  return best;
}

/**
 * The media type of a problem answer to a request whose Accept header is `accept`: by content
 * negotiation (RFC 9110 §12.5.1), application/json when the client prefers it, as the service's
 * official SDK (which accepts application/json only) does, else application/problem+json, also when
 * the client accepts neither (an error is answered anyway). On a well-formed header, the choice
 * `negotiator` (Express's content negotiation) makes: test/http/problem-media-type.test.ts holds the
 * two to one another. Written here rather than imported: the package's CommonJS build cannot
 * default-import negotiator, and the rule needs one choice between two types.
 */
export function problemMediaType(accept: string | readonly string[] | undefined): string {
  if (accept === undefined || accept.length === 0) return PROBLEM_MEDIA_TYPE;
  const ranges = mediaRangesOf(typeof accept === 'string' ? accept : accept.join(','));
  const problem = priorityOf('problem+json', ranges);
  const json = priorityOf('json', ranges);
  const prefersJson = json.q > 0 && (!(problem.q > 0) || (problem.q - json.q || problem.specificity - json.specificity || json.order - problem.order) < 0);
  return prefersJson ? JSON_MEDIA_TYPE : PROBLEM_MEDIA_TYPE;
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
  const wire: Record<string, unknown> = { ...problem, statusCode: problem.status, timestamp, path: problem.instance, message: problem.detail };
  if (problem.status === 400) wire.errors = fieldErrorsOf(problem.issues);
  else if (problem.status === 422) wire.errors = {};
  return JSON.stringify(wire);
}

function fieldErrorsOf(issues: readonly ProblemIssue[] | undefined): ServiceFieldError[] {
  const errors: ServiceFieldError[] = [];
  for (const issue of issues ?? []) {
    if (issue.severity === 'error') errors.push({ field: `${issue.location}${issue.pointer}`, message: issue.message });
  }
  return errors;
}
