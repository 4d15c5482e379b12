// What the mock refuses in a request's head before it routes it (or answers it as a CORS preflight
// or a control request), as the proxy refuses it before it forwards it: src/http's headProblem, one
// order for both. A CONNECT asks for a tunnel to the host:port it names (RFC 9110 §9.3.6), whatever
// it was sent with: refused alike, not routed as a method a path does not take.
import { type HeadProblem, headProblem, hostValues } from '../http/index.js';
import { type AnswerContext, type MockAnswer, type MockRequest, problemAnswer } from './answers.js';

/**
 * The first problem of the request's head, or undefined. Kept on the request: a shell asks
 * bodyLimitFor about it before reading the body, and the engine answers it after, from one judgment.
 */
export function headProblemOf(request: Pick<MockRequest, 'method' | 'target' | 'headers' | 'transferCoding' | 'head'>): HeadProblem | undefined {
  if (request.head === undefined) request.head = headProblem(request.method, request.target, hostValues(request.headers.host), request.transferCoding) ?? null;
  return request.head ?? undefined;
}

/** The 400 (or 501, a transfer coding) of a request whose head the mock refuses before routing, or undefined. */
export function headRefusal(context: AnswerContext, cors: Readonly<Record<string, string>>): MockAnswer | undefined {
  const problem = headProblemOf(context.request);
  if (problem === undefined) return undefined;
  const kind = problem.kind === 'transfer-coding' ? 'transfer-coding' : 'request-violation';
  return problemAnswer(context, kind, problem.detail, null, { cors, issues: [{ ...problem.issue }] });
}
