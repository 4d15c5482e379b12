// The proxy's own answers, as RFC 9457 problem details.
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { ValidationIssue } from '../validator/index.js';
import { CORRELATION_HEADER } from './headers.js';

export type ProblemKind =
  | 'request-violation'
  | 'bad-request'
  | 'unauthorized'
  | 'admin-unauthorized'
  | 'response-violation'
  | 'body-too-large'
  | 'upstream-unavailable'
  | 'upstream-timeout'
  | 'upstream-malformed'
  | 'not-found'
  | 'no-such-operation'
  | 'method-not-allowed'
  | 'proxy-error';

const PROBLEMS: Readonly<Record<ProblemKind, { status: number; title: string }>> = {
  'request-violation': { status: 400, title: 'The request violates the API contract' },
  'bad-request': { status: 400, title: 'The request is malformed' },
  unauthorized: { status: 401, title: 'The request carries no valid credentials' },
  'admin-unauthorized': { status: 401, title: 'The proxy endpoints need the admin token' },
  'response-violation': { status: 502, title: 'The upstream response violates the API contract' },
  'body-too-large': { status: 413, title: 'The request body is larger than the proxy accepts' },
  'upstream-unavailable': { status: 502, title: 'The upstream cannot be reached' },
  'upstream-timeout': { status: 504, title: 'The upstream did not answer in time' },
  'upstream-malformed': { status: 502, title: 'The upstream response is malformed' },
  'not-found': { status: 404, title: 'The proxy has no such endpoint' },
  'no-such-operation': { status: 404, title: 'No operation of the API has this path' },
  'method-not-allowed': { status: 405, title: 'The path does not take this method' },
  'proxy-error': { status: 500, title: 'The proxy failed to handle the exchange' },
};

/** A tag URI (RFC 4151): stable identifiers that do not pretend to be resolvable pages. */
export const problemType = (kind: ProblemKind): string => `tag:notification-api-contract,2026:proxy/${kind}`;

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The request target, without its query string. */
  instance: string;
  correlationId: string;
  operationId?: string;
  issues?: ValidationIssue[];
}

export function problemOf(
  kind: ProblemKind,
  detail: string,
  target: string,
  correlationId: string,
  extra: { operationId?: string | undefined; issues?: ValidationIssue[] } = {},
): ProblemDetails {
  const { status, title } = PROBLEMS[kind];
  const question = target.indexOf('?');
  const problem: ProblemDetails = {
    type: problemType(kind),
    title,
    status,
    detail,
    instance: question === -1 ? target : target.slice(0, question),
    correlationId,
  };
  if (extra.operationId !== undefined) problem.operationId = extra.operationId;
  if (extra.issues !== undefined) problem.issues = extra.issues;
  return problem;
}

/** Sends the problem, unless an answer has started already; false when it could not be sent. */
export function sendProblem(res: ServerResponse, problem: ProblemDetails, close: boolean, extraHeaders?: Record<string, string>): boolean {
  if (res.headersSent || res.destroyed) return false;
  const body = JSON.stringify(problem);
  const headers: Record<string, string> = {
    'content-type': 'application/problem+json',
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
    res.writeHead(problem.status, STATUS_CODES[problem.status] ?? 'Error', headers);
    res.end(body);
    return true;
  } catch {
    // Nothing in these headers comes from a peer unchecked; a failure here is a connection gone bad.
    res.destroy();
    return false;
  }
}
