// The shapes of the engine's requests and answers, and the answers every part of the mock builds
// the same way: JSON, problem+json, the CORS preflight, an injected fault.
import {
  type BodyIssue,
  connectionListed,
  type HeadProblem,
  HOP_BY_HOP_HEADERS,
  preflightIssue,
  preflightMethod,
  preflightVerdict,
  problemMediaType,
  problemWireBody,
} from '../http/index.js';
import type { HeaderBag, RequestRoute, ValidationIssue } from '../validator/index.js';
import type { Clock } from './clock.js';
import { noOperationDetail, ProblemError } from './context.js';
import { NO_CONTENT_STATUSES, type PendingFault } from './faults.js';
import { JsonText } from './json-text.js';
import { type MockProblemKind, mockProblem, type ProblemDetails } from './problem.js';
import { routeOf } from './request-route.js';
import type { UnsentSource } from './unsent-answers.js';

/** A request as the engine reads it: what fetch's Request and Node's IncomingMessage both give. */
export interface MockRequest {
  /** Upper-case. */
  method: string;
  /** The raw request target: path and query string, still percent-encoded. */
  target: string;
  /** Header names lower-case. */
  headers: HeaderBag;
  /** JSON text; bytes when they are not valid UTF-8; undefined when there is none. */
  body: string | Uint8Array | undefined;
  /** The body was longer than the engine reads (see bodyLimitFor), as sent or once decoded; it was not kept. */
  tooLarge?: boolean;
  /**
   * The issue that stands for the body checks of a body its Content-Encoding made unreadable: one that
   * cannot be decoded (contentEncoding), or is larger than the limit once decoded (maxBodyBytes, with
   * tooLarge). It was not kept (coded-body.ts).
   */
  bodyIssue?: BodyIssue;
  /** Why the request's Transfer-Encoding cannot be taken (src/http/transfer-coding.ts): its body was not read. */
  transferCoding?: string;
  /** Its head's problem once judged (head-refusal.ts), null for none: judged once, when the shell asks bodyLimitFor or else when it is answered. */
  head?: HeadProblem | null;
  /** Its route once routed (request-route.ts): a shell's head decision and the answer share it. */
  route?: RequestRoute;
  /** The bound on answers waiting of the own server it came in on (unsent-answers.ts); none in-process. */
  unsent?: UnsentSource | undefined;
  /** The client's address, as node:net reports it; undefined in-process (fetch). */
  peer?: string | undefined;
}

export interface MockAnswer {
  status: number;
  /** Shared between answers (see jsonAnswer): copied, never changed. */
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
  /**
   * No answer at all: a mock.use() handler gave Response.error(), a network error, as MSW's
   * HttpResponse.error() is. The fetch shell rejects as fetch does, the Node shells end the
   * connection, and the idempotency key is not kept (status 0: nothing was answered).
   */
  networkError?: true;
}

/** What Response.error() from a handler becomes: see MockAnswer.networkError. */
export const NETWORK_ERROR: MockAnswer = Object.freeze({ status: 0, headers: Object.freeze({}), body: undefined, networkError: true });

/** What every step of one request shares: the request, its path, and its correlation id made on first use. */
export interface AnswerContext {
  readonly request: MockRequest;
  readonly path: string;
  correlationId(): string;
  /** The instant of the request, as ISO 8601 (the mock's clock). */
  now(): string;
}

const JSON_TYPE = 'application/json';
/** The API routes' CORS: any web app may call them. The control API gets none (see control-api.ts). */
export const API_CORS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-correlation-id, idempotent-replayed',
};

export const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export interface ProblemExtra {
  issues?: ValidationIssue[];
  headers?: Record<string, string>;
  status?: number;
  /** The CORS headers to send; default the API's. */
  cors?: Readonly<Record<string, string>>;
}

export function problemAnswer(context: AnswerContext, kind: MockProblemKind, detail: string, operationId: string | null, extra: ProblemExtra = {}): MockAnswer {
  const problem: ProblemDetails = mockProblem(kind, detail, context.path, context.correlationId(), {
    operationId: operationId ?? undefined,
    issues: extra.issues,
    ...(extra.status !== undefined ? { status: extra.status } : {}),
  });
  return {
    status: problem.status,
    headers: {
      'content-type': problemMediaType(context.request.headers.accept),
      'x-correlation-id': problem.correlationId,
      ...(extra.cors ?? API_CORS),
      ...extra.headers,
    },
    body: problemWireBody(problem, context.now()),
  };
}

/** The headers of most answers, made once: answers' headers are only ever copied, never changed. */
const API_JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'content-type': JSON_TYPE, ...API_CORS });
const API_EMPTY_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...API_CORS });

const jsonOf = (body: unknown): string => (body instanceof JsonText ? body.text : JSON.stringify(body));

/** An answer with `body` as JSON (JsonText: as it is), or with no body when it is undefined. */
export function jsonAnswer(status: number, body: unknown, headers?: Record<string, string>, cors: Readonly<Record<string, string>> = API_CORS): MockAnswer {
  if (headers === undefined && cors === API_CORS) {
    return body === undefined ? { status, headers: API_EMPTY_HEADERS, body: undefined } : { status, headers: API_JSON_HEADERS, body: jsonOf(body) };
  }
  return body === undefined
    ? { status, headers: { ...cors, ...headers }, body: undefined }
    : { status, headers: { 'content-type': JSON_TYPE, ...cors, ...headers }, body: jsonOf(body) };
}

/** A JSON answer whose body is already JSON text (a streamed or size-checked one). */
export function jsonTextAnswer(status: number, text: string, cors: Readonly<Record<string, string>>): MockAnswer {
  return { status, headers: { 'content-type': JSON_TYPE, ...cors }, body: text };
}

/** The answer to a CORS preflight, or undefined when the request is none: judged as the route of the request it announces. */
export function preflightAnswer(context: AnswerContext, basePath: string | undefined): MockAnswer | undefined {
  const { request } = context;
  const announced = preflightMethod(request.method, request.headers);
  if (announced === undefined) return undefined;
  const route = routeOf(request, basePath);
  const verdict = preflightVerdict(route, announced, request.headers);
  if (verdict.kind === 'allow') return { status: 204, headers: verdict.headers, body: undefined };
  // The proxy's issue for it (src/http/preflight.ts preflightIssue).
  const issues = route.kind === 'match' ? undefined : [{ ...preflightIssue(route, announced) }];
  if (verdict.kind === 'method-not-allowed') {
    const allow = verdict.allow.join(', ');
    return problemAnswer(context, 'method-not-allowed', `${announced} is not an operation of ${context.path}; it takes ${allow}`, null, {
      headers: { allow },
      issues,
    });
  }
  return problemAnswer(context, 'no-such-operation', noOperationDetail(context.path), null, { issues });
}

export function faultAnswer(context: AnswerContext, fault: PendingFault, operationId: string): MockAnswer {
  const status = fault.status!;
  if (NO_CONTENT_STATUSES.has(status) || (status >= 100 && status < 200)) return jsonAnswer(status, undefined);
  if (fault.body !== undefined) return jsonAnswer(status, fault.body);
  if (status >= 400)
    return problemAnswer(context, 'fault', `the next calls of ${operationId} answer ${status}, as POST /__mock/faults asked`, operationId, { status });
  return jsonAnswer(status, undefined);
}

/** An answer for a thrown value: its name and message, never its stack. */
export function internalError(context: AnswerContext, error: unknown, operationId: string | null, cors?: Readonly<Record<string, string>>): MockAnswer {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : 'a non-Error value was thrown';
  return problemAnswer(context, 'internal-error', detail.slice(0, 500), operationId, cors === undefined ? {} : { cors });
}

/** A handler's ProblemError as its problem+json answer; anything else thrown goes on (an internal error). */
export function problemOf(context: AnswerContext, error: unknown, operationId: string): MockAnswer {
  if (error instanceof ProblemError)
    return problemAnswer(context, error.kind, error.detail, operationId, error.issues === undefined ? {} : { issues: error.issues });
  throw error;
}

/** One request's context: its correlation id (the one sent, when sensible) is made on first use. */
export class RequestContext implements AnswerContext {
  constructor(
    readonly request: MockRequest,
    readonly path: string,
    private id: string | undefined,
    private readonly clock: Clock,
  ) {}

  correlationId(): string {
    this.id ??= this.clock.uuid();
    return this.id;
  }

  now(): string {
    return this.clock.now();
  }
}

/**
 * Fields of a handler's Response its body no longer matches, or that the shells write themselves:
 * the framing (the shells send a Content-Length of the body as they write it; a Transfer-Encoding
 * beside it makes a message that two parsers can read two ways), the coding (fetch decoded an
 * upstream's body, and the answer carries it as text), and Date (the shells add their own, once).
 */
const WRITTEN_BY_THE_SHELL: ReadonlySet<string> = new Set(['content-length', 'content-encoding', 'date']);

/**
 * A Response a mock.use() handler gave (an upstream's, from fetch), as the engine's answer: its
 * end-to-end headers, as an intermediary passes a message on (RFC 9110 §7.6.1), and its body as text.
 */
export async function responseAnswer(response: Response): Promise<MockAnswer> {
  if (response.type === 'error') return NETWORK_ERROR;
  const listed = connectionListed(response.headers.get('connection'));
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP_HEADERS.has(name) && !WRITTEN_BY_THE_SHELL.has(name) && listed?.has(name) !== true) headers[name] = value;
  });
  const text = await response.text();
  return { status: response.status, headers, body: text === '' ? undefined : text };
}
