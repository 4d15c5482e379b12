// When node:http has no answer in flight on a connection: the one it writes (the socket's
// _httpMessage), and each it queued behind it for requests pipelined on the same connection, which it
// takes in turn as each one finishes. Something that writes to the socket itself (a refused CONNECT),
// or closes it (a parse error on bytes past the last request), waits for them, or it would cut an
// answer short or write into its middle. No node: import (see staged-close.ts).

/** What is read of a node:http ServerResponse. */
export interface AnswerInFlight {
  readonly req?: { readonly complete?: boolean } | undefined;
  once(event: 'finish', listener: () => void): unknown;
}

/**
 * The answer node:http writes on `socket` now, if any: the field its own clientError answer reads,
 * cleared by its 'finish' listener (so an answer on it has not finished).
 */
export const answerInFlight = (socket: object): AnswerInFlight | undefined => (socket as { _httpMessage?: AnswerInFlight | null })._httpMessage ?? undefined;

/**
 * Calls `then` once no answer is in flight on `socket`, or the one in flight is not `awaited`: at
 * once when none is. An answer that never finishes (its connection gone) never calls it; the caller's
 * connection is gone with it. Each wait is as long as the answer's own deadlines make it: on the
 * mock's own server, the client timeout (send-progress.ts) cuts an answer its client does not take.
 */
export function whenAnswered(socket: object, then: () => void, awaited: (answer: AnswerInFlight) => boolean = () => true): void {
  const answer = answerInFlight(socket);
  if (answer === undefined || !awaited(answer)) {
    then();
    return;
  }
  // node:http's own 'finish' listener, added before the request was handed over, runs first: it has
  // put the next queued answer on the socket, or none, by the time this one looks again.
  answer.once('finish', () => whenAnswered(socket, then, awaited));
}
