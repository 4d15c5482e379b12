// Writing to the client: the upstream's status and headers passed on, and the proxy's own 500 when
// an exchange threw.
import type { ServerResponse } from 'node:http';
import { clientResponseHeaders } from './headers.js';
import { problemOf, sendProblem } from './problem.js';
import { errorCode, errorText, type UpstreamFailure } from './upstream-error.js';

/** Writes the upstream's status and headers; the failure when Node will not send them (a malformed answer). */
export function answerHead(
  res: ServerResponse,
  upstreamRes: { readonly statusCode: number; readonly statusMessage: string; readonly rawHeaders: readonly string[] },
  correlationId: string,
  contentLength: number | undefined,
  close: boolean,
): Extract<UpstreamFailure, { kind: 'fail' }> | undefined {
  try {
    res.writeHead(
      upstreamRes.statusCode,
      upstreamRes.statusMessage,
      clientResponseHeaders(upstreamRes.rawHeaders, correlationId, { status: upstreamRes.statusCode, contentLength, close }),
    );
    return undefined;
  } catch (error) {
    // A header name or value Node will not send: the upstream's answer is malformed.
    return {
      kind: 'fail',
      problem: 'upstream-malformed',
      detail: `the upstream's response headers cannot be passed on (${errorCode(error as Error)})`,
      logText: `malformed response headers: ${errorText(error as Error)}`,
    };
  }
}

/** The answer to an exchange that threw: a 500 if the answer has not started, else a cut connection. */
export function sendCrash(res: ServerResponse, target: string, correlationId: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const problem = problemOf('proxy-error', 'the proxy failed to handle this exchange; its log has the error', target, correlationId);
  if (!sendProblem(res, problem, true)) res.destroy();
}
