// The Node shell's requests pipelined on one connection: run one after another, each once the one
// before is answered, as RFC 9112 §9.3.2 has a server process them (a GET behind a POST sees its effect).
import type { NodeResponseLike } from './node-shell.js';

/**
 * Per connection, the requests pipelined behind one still in progress (its body arriving, or its
 * answer pending). node:http hands over a pipelined request as soon as it is parsed, but RFC 9112
 * §9.3.2 lets a server process only safe methods in parallel: a GET behind a POST must see the POST's
 * effect, as it would from the service. A connection is here only while a request on it is in progress.
 */
export const pipelined = new WeakMap<object, Turn[]>();

/** A request waiting for its turn: how to run it (true when it is answered by the time that returns), and its response. */
export interface Turn {
  readonly run: () => boolean;
  readonly response: NodeResponseLike;
}

/** A request on `connection` is in progress (its body arriving, or its answer pending). */
export const inProgress = (connection: object): boolean => pipelined.has(connection);

/**
 * The connection may take its next request: `response` is on the socket (where the bound on answers
 * waiting, unsent-answers.ts, counts it), or done. node:http keeps an answer written behind an earlier
 * one that its client has not taken on the response itself, uncounted: forty pipelined journal requests
 * on a connection node:http read were all answered, 12 MB each held there (review 19 F1). So at most one
 * such answer waits per connection.
 */
export const handedOver = (response: NodeResponseLike): boolean => response.writableFinished === true || response.socket !== null;

/** `then` once `response` is done with ('finish', or 'close' when its connection goes first). */
export function whenDone(response: NodeResponseLike, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  response.once('finish', once);
  response.once('close', once);
}

/**
 * Runs the requests waiting on `connection`, in order, once `answered` (the answer just written) is
 * handed over, until one goes asynchronous or is held by node:http (each resumes the rest when done).
 */
export function resume(connection: object | null | undefined, answered: NodeResponseLike): void {
  if (connection == null) return;
  const waiting = pipelined.get(connection);
  if (waiting === undefined) return;
  if (!handedOver(answered)) {
    whenDone(answered, () => resume(connection, answered));
    return;
  }
  for (let next = waiting.shift(); next !== undefined; next = waiting.shift()) {
    if (!next.run()) return;
    const { response } = next;
    if (!handedOver(response)) {
      whenDone(response, () => resume(connection, response));
      return;
    }
  }
  pipelined.delete(connection);
}
