// What the engine makes of a request's body before its handler, as the proxy does (src/proxy/exchange.ts): only a body
// read as JSON is bounded (413), as sent or once decoded; another, left unread, is refused for its type or its
// credentials, as one under the limit. A body its Content-Encoding made unreadable (coded-body.ts) has its issue in
// place of the body checks (src/http/content-coding.ts withBodyIssue).
import { bodyTooLargeIssue, readsAsJson, withBodyIssue } from '../http/index.js';
import type { ValidationIssue, ValidationResult } from '../validator/index.js';
import { type AnswerContext, type MockAnswer, type MockRequest, problemAnswer } from './answers.js';

/** The 413 of a JSON body over the limit, or undefined. */
export function oversizedBody(context: AnswerContext, operationId: string, maxBodyBytes: number): MockAnswer | undefined {
  const { request } = context;
  if (request.tooLarge !== true || !readsAsJson(request.headers['content-type'], false)) return undefined;
  const issue = request.bodyIssue ?? bodyTooLargeIssue(maxBodyBytes, '');
  return problemAnswer(context, 'body-too-large', `the body ${issue.message}`, operationId, { issues: [issue] });
}

/** The validator's issues of the request, the body's own issue in place of its body checks when it has one. */
export function bodyChecked(request: MockRequest, checked: ValidationResult): readonly ValidationIssue[] {
  return request.bodyIssue === undefined ? checked.issues : withBodyIssue(checked, request.bodyIssue).issues;
}
