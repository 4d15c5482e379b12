// The mock's error answers: RFC 9457 problem details built by the shared builder (src/http), so
// that they have the validating proxy's shape, and the refusals both make the same status and title.
import { buildProblem, type ProblemDetails, problemTypeOf, SHARED_PROBLEMS } from '../http/index.js';
import type { ValidationIssue } from '../validator/index.js';

export type { ProblemDetails };

export type MockProblemKind =
  | keyof typeof SHARED_PROBLEMS
  | 'not-found'
  | 'conflict'
  | 'idempotency-key-reused'
  | 'idempotency-key-too-long'
  | 'idempotency-key-in-flight'
  | 'resource-limit'
  | 'state-too-large'
  | 'control-forbidden'
  | 'control-media-type'
  | 'control-unauthorized'
  | 'unknown-cursor'
  | 'credentials-shape'
  | 'invalid-fixture'
  | 'fault'
  | 'answers-waiting'
  | 'internal-error';

const PROBLEMS: Readonly<Record<MockProblemKind, { status: number; title: string }>> = {
  ...SHARED_PROBLEMS,
  'not-found': { status: 404, title: 'The resource does not exist' },
  conflict: { status: 409, title: 'The request conflicts with the state' },
  'idempotency-key-reused': { status: 422, title: 'The idempotency-key was used for another request' },
  'idempotency-key-too-long': { status: 400, title: 'The idempotency-key is longer than the service takes' },
  'idempotency-key-in-flight': { status: 409, title: 'The first request with this idempotency-key is still being answered' },
  'resource-limit': { status: 409, title: 'The request would take the state past a bound on what the mock holds' },
  'state-too-large': { status: 422, title: 'The state is larger than the mock gives in one answer' },
  'answers-waiting': { status: 503, title: 'The mock holds too much of the answers its clients have not taken' },
  'control-forbidden': { status: 403, title: 'The control API answers only the machine it runs on' },
  'control-media-type': { status: 415, title: 'The control API takes JSON only' },
  'control-unauthorized': { status: 401, title: 'The control API needs its token' },
  'unknown-cursor': { status: 400, title: 'The pagination cursor names no item' },
  // Not request-violation: the contract takes any credentials object here (validateRequest and the
  // proxy pass it), so a title saying it breaks the contract would contradict them (review 26b).
  'credentials-shape': { status: 400, title: "The credentials do not fit the integration's IntegrationCredentials" },
  'invalid-fixture': { status: 400, title: 'The state is not a valid fixture' },
  fault: { status: 500, title: 'A fault injected through /__mock/faults' },
  'internal-error': { status: 500, title: 'The mock failed' },
};

/** A tag URI (RFC 4151), as the proxy's: stable identifiers that do not pretend to be pages. */
export const mockProblemType = (kind: MockProblemKind): string => problemTypeOf('mock', kind);

export function mockProblem(
  kind: MockProblemKind,
  detail: string,
  target: string,
  correlationId: string,
  extra: { operationId?: string | undefined; issues?: ValidationIssue[] | undefined; status?: number } = {},
): ProblemDetails<ValidationIssue> {
  const { status, title } = PROBLEMS[kind];
  return buildProblem({
    source: 'mock',
    kind,
    status: extra.status ?? status,
    title,
    detail,
    target,
    correlationId,
    operationId: extra.operationId,
    issues: extra.issues,
  });
}
