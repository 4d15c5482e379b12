// The proxy's own answers, as RFC 9457 problem details.
import type { ServerResponse } from 'node:http';
import {
  buildProblem,
  problemMediaType,
  problemTypeOf,
  problemWireBody,
  SHARED_PROBLEMS,
  type ProblemDetails as SharedProblemDetails,
  type SharedProblemKind,
} from '../http/index.js';
import type { ValidationIssue } from '../validator/index.js';
import { CORRELATION_HEADER } from './headers.js';
import { nodeHttp } from './node-http.js';

/** The proxy's own answers; the refusals it shares with the mock (400, 401, 404, 405, 413) come from src/http. */
const OWN_PROBLEMS = {
  'bad-request': { status: 400, title: 'The request is malformed' },
  'admin-unauthorized': { status: 401, title: 'The proxy endpoints need the admin token' },
  'admin-forbidden': { status: 403, title: 'The proxy endpoints answer no web page' },
  'response-violation': { status: 502, title: 'The upstream response violates the API contract' },
  'upstream-unavailable': { status: 502, title: 'The upstream cannot be reached' },
  'upstream-timeout': { status: 504, title: 'The upstream did not answer in time' },
  'upstream-malformed': { status: 502, title: 'The upstream response is malformed' },
  'not-found': { status: 404, title: 'The proxy has no such endpoint' },
  'proxy-error': { status: 500, title: 'The proxy failed to handle the exchange' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemKind = SharedProblemKind | keyof typeof OWN_PROBLEMS;

const PROBLEMS: Readonly<Record<ProblemKind, { readonly status: number; readonly title: string }>> = { ...SHARED_PROBLEMS, ...OWN_PROBLEMS };

/** A tag URI (RFC 4151): stable identifiers that do not pretend to be resolvable pages. */
export const problemType = (kind: ProblemKind): string => problemTypeOf('proxy', kind);

export type ProblemDetails = SharedProblemDetails<ValidationIssue>;

export function problemOf(
  kind: ProblemKind,
  detail: string,
  target: string,
  correlationId: string,
  extra: { operationId?: string | undefined; issues?: ValidationIssue[] } = {},
): ProblemDetails {
  const { status, title } = PROBLEMS[kind];
  return buildProblem({ source: 'proxy', kind, status, title, detail, target, correlationId, operationId: extra.operationId, issues: extra.issues });
}

/** Sends the problem, unless an answer has started already; false when it could not be sent. */
export function sendProblem(res: ServerResponse, problem: ProblemDetails, close: boolean, extraHeaders?: Record<string, string>): boolean {
  if (res.headersSent || res.destroyed) return false;
  const body = problemWireBody(problem, new Date().toISOString());
  const headers: Record<string, string> = {
    'content-type': problemMediaType(res.req?.headers.accept),
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    [CORRELATION_HEADER]: problem.correlationId,
  };
  if (close) headers.connection = 'close';
  if (extraHeaders !== undefined) Object.assign(headers, extraHeaders);
  try {
    // A failed writeHead of the upstream's answer may have left some of its headers set, and its
    // reason phrase: neither belongs to this answer.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(problem.status, nodeHttp().STATUS_CODES[problem.status] ?? 'Error', headers);
    res.end(body);
    return true;
  } catch {
    // Nothing in these headers comes from a peer unchecked; a failure here is a connection gone bad.
    res.destroy();
    return false;
  }
}
