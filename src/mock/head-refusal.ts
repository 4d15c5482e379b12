// What the mock refuses in a request's head before it routes it (or answers it as a CORS preflight),
// as the proxy refuses it before it forwards it (src/proxy/exchange-context.ts): a Host sent twice,
// a target that is no path (the `*` of `OPTIONS *`, the `host:port` of CONNECT), which names no
// resource and is no 404 either, and one with a fragment or a character a target cannot hold. A
// CONNECT asks for a tunnel to the host:port it names (RFC 9110 §9.3.6), whatever it was sent with:
// refused alike, not routed as a method a path does not take.
import { REPEATED_HOST_MESSAGE, repeatedHost, requestTargetProblem } from '../http/index.js';
import { type AnswerContext, type MockAnswer, problemAnswer } from './answers.js';

/** The 400 of a request whose head the mock refuses before routing, or undefined. */
export function headRefusal(context: AnswerContext): MockAnswer | undefined {
  const { request } = context;
  if (repeatedHost(request.headers.host)) {
    const issue = { location: 'header', pointer: '/host', keyword: 'host', message: REPEATED_HOST_MESSAGE, severity: 'error' } as const;
    return problemAnswer(context, 'request-violation', `the request ${REPEATED_HOST_MESSAGE}`, null, { issues: [issue] });
  }
  const problem = requestTargetProblem(request.method, request.target);
  if (problem === undefined) return undefined;
  const issue = { location: 'path', pointer: '', keyword: problem.keyword, message: problem.message, severity: 'error' } as const;
  return problemAnswer(context, 'request-violation', `the request target ${problem.message}`, null, { issues: [issue] });
}
