// Writing to the client: the upstream's status and headers passed on, the proxy's own 500 when an
// exchange threw, and the end of an answer that cannot be finished.
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
    cutAnswer(res);
    return;
  }
  const problem = problemOf('proxy-error', 'the proxy failed to handle this exchange; its log has the error', target, correlationId);
  if (!sendProblem(res, problem, true)) res.destroy();
}

/**
 * Ends an answer that has started and will not be finished. A client that keeps up gets what was
 * sent, then the close. One that is behind (`reset`; by default, bytes still wait for it here) has
 * its connection reset (RST): a close queues its FIN behind the bytes the kernel holds for the
 * client, and for a client that reads none of them both kernels kept the connection two minutes more.
 */
export function cutAnswer(res: ServerResponse, reset = res.writableLength > 0): void {
  const { socket } = res;
  try {
    // Only a TCP socket can be reset: a TLS or a Unix socket (a server of the user's own) throws.
    if (reset && socket !== null && !socket.destroyed) socket.resetAndDestroy();
  } catch {
    // Closed plainly below.
  }
  res.destroy();
}
