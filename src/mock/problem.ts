// The mock's error answers: RFC 9457 problem details, in the same shape as the validating proxy's
// (type, title, status, detail, instance, correlationId, operationId, issues).
import type { ProblemDetails } from '../proxy/problem.js';
import type { ValidationIssue } from '../validator/index.js';

export type { ProblemDetails };

export type MockProblemKind =
  | 'request-violation'
  | 'unauthorized'
  | 'not-found'
  | 'no-such-operation'
  | 'method-not-allowed'
  | 'body-too-large'
  | 'conflict'
  | 'idempotency-key-reused'
  | 'idempotency-key-in-flight'
  | 'resource-limit'
  | 'state-too-large'
  | 'control-forbidden'
  | 'control-media-type'
  | 'control-unauthorized'
  | 'unknown-cursor'
  | 'invalid-fixture'
  | 'fault'
  | 'internal-error';

const PROBLEMS: Readonly<Record<MockProblemKind, { status: number; title: string }>> = {
  'request-violation': { status: 400, title: 'The request violates the API contract' },
  unauthorized: { status: 401, title: 'The request has no valid API key' },
  'not-found': { status: 404, title: 'The resource does not exist' },
  'no-such-operation': { status: 404, title: 'No operation of the API has this path' },
  'method-not-allowed': { status: 405, title: 'The path does not take this method' },
  'body-too-large': { status: 413, title: 'The request body is larger than the mock accepts' },
  conflict: { status: 409, title: 'The request conflicts with the state' },
  'idempotency-key-reused': { status: 422, title: 'The idempotency-key was used for another request' },
  'idempotency-key-in-flight': { status: 409, title: 'The first request with this idempotency-key is still being answered' },
  'resource-limit': { status: 409, title: 'The environment holds as many records as the mock allows' },
  'state-too-large': { status: 422, title: 'The state is larger than the mock gives in one answer' },
  'control-forbidden': { status: 403, title: 'The control API answers only the machine it runs on' },
  'control-media-type': { status: 415, title: 'The control API takes JSON only' },
  'control-unauthorized': { status: 401, title: 'The control API needs its token' },
  'unknown-cursor': { status: 400, title: 'The pagination cursor names no item' },
  'invalid-fixture': { status: 400, title: 'The state is not a valid fixture' },
  fault: { status: 500, title: 'A fault injected through /__mock/faults' },
  'internal-error': { status: 500, title: 'The mock failed' },
};

/** A tag URI (RFC 4151), as the proxy's: stable identifiers that do not pretend to be pages. */
export const mockProblemType = (kind: MockProblemKind): string => `tag:notification-api-contract,2026:mock/${kind}`;

export function mockProblem(
  kind: MockProblemKind,
  detail: string,
  instance: string,
  correlationId: string,
  extra: { operationId?: string | undefined; issues?: ValidationIssue[] | undefined; status?: number } = {},
): ProblemDetails {
  const { status, title } = PROBLEMS[kind];
  const problem: ProblemDetails = { type: mockProblemType(kind), title, status: extra.status ?? status, detail, instance, correlationId };
  if (extra.operationId !== undefined) problem.operationId = extra.operationId;
  if (extra.issues !== undefined) problem.issues = extra.issues;
  return problem;
}
