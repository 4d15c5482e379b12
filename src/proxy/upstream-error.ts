// What an upstream failure before its answer means: send again (once, when that is safe), a
// malformed answer, or an upstream that cannot be reached. Pure: tested from a table.
import type { ProblemKind } from './problem.js';

export type UpstreamFailure =
  | { readonly kind: 'retry' }
  | {
      readonly kind: 'fail';
      readonly problem: ProblemKind;
      /** For the client: names no address. */
      readonly detail: string;
      /** For the log, which may name the upstream's address. */
      readonly logText: string;
    };

/** Methods that sending twice cannot harm (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);

/** Idempotent methods, and requests that carry an idempotency key. */
export const safeToRepeat = (method: string, hasIdempotencyKey: boolean): boolean => IDEMPOTENT_METHODS.has(method) || hasIdempotencyKey;

export interface FailureContext {
  /** The request went out on a pooled connection that had served another. */
  readonly reusedSocket: boolean;
  /** The whole request body is in hand (or there is none), and it was not sent twice already. */
  readonly canResend: boolean;
  readonly safeToRepeat: boolean;
  /** The upstream's origin, for the log. */
  readonly origin: string;
}

/** For the log: the error with its code. It may name the upstream's address, which only the log may hold. */
export const errorText = (error: Error): string => {
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
};

/** For the client: the error's code alone, which names no address. */
export const errorCode = (error: Error): string => (error as NodeJS.ErrnoException).code ?? 'connection error';

/** A connection the upstream closed or reset (undici says UND_ERR_SOCKET: "other side closed"). */
const CLOSED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export function classifyUpstreamError(error: Error, context: FailureContext): UpstreamFailure {
  const code = (error as NodeJS.ErrnoException).code;
  // A pooled connection the upstream closed while it sat idle (or just as it was reused): sent
  // again once on a fresh one, when sending it twice cannot do harm.
  if (context.reusedSocket && context.canResend && context.safeToRepeat && code !== undefined && CLOSED.has(code)) return { kind: 'retry' };
  // llhttp's parse errors (HPE_*, undici's HTTPParserError): the upstream answered something that is not HTTP.
  // undici's UND_ERR_RES_*: an answer that breaks its own framing (a body longer than its Content-Length).
  // UND_ERR_HEADERS_OVERFLOW: a head larger than the parser takes, an answer no client could read either.
  if (code?.startsWith('HPE_') || code?.startsWith('UND_ERR_RES_') || code === 'UND_ERR_HEADERS_OVERFLOW' || error.name === 'HTTPParserError') {
    const what = code ?? 'HTTPParserError';
    return {
      kind: 'fail',
      problem: 'upstream-malformed',
      detail: `the upstream's response is not valid HTTP (${what})`,
      logText: `malformed response: ${errorText(error)}`,
    };
  }
  return {
    kind: 'fail',
    problem: 'upstream-unavailable',
    detail: `the upstream cannot be reached (${errorCode(error)})`,
    logText: `cannot reach the upstream ${context.origin}: ${errorText(error)}`,
  };
}

/** The answer broke off mid-body: the connection reset or closed before its end. */
export const brokeOff = (error: Error): Extract<UpstreamFailure, { kind: 'fail' }> => ({
  kind: 'fail',
  problem: 'upstream-malformed',
  detail: `the upstream's response broke off mid-body (${errorCode(error)})`,
  logText: `response broke off mid-body: ${errorText(error)}`,
});
