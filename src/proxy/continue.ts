// `Expect: 100-continue`: node:http sends `100 Continue` before it hands the request over, unless the
// server has a 'checkContinue' listener. With this one, the proxy sends it when it starts to read the
// body (to validate it, or to pass it on), and a request it refuses from its head alone (a JSON body
// declared over the limit in enforce mode, a target, Host or transfer coding it refuses) gets its
// final status at once (RFC 9110 §10.1.1), before the client uploads a body that would not be read.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Requests whose client waits for 100 Continue, not sent yet. */
const awaiting = new WeakSet<IncomingMessage>();

/** The 'checkContinue' listener of a server whose requests `handler` answers. */
export function checkContinueListener(handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    awaiting.add(req);
    handler(req, res);
  };
}

/** The body of `req` is about to be read: a client that waits for 100 Continue is told to send it. */
export function continueBody(req: IncomingMessage, res: ServerResponse): void {
  if (awaiting.delete(req) && !res.headersSent && !res.destroyed) res.writeContinue();
}
