// node:http hands a CONNECT to its server's 'connect' listeners alone, with the connection it lets go
// of, and closes that connection unanswered when there is none. The mock is no tunnel: the engine
// answers the CONNECT as any request (head-refusal.ts: a 400, issue target), journaled as any, and
// it is written here as node:http writes the Node shell's answers (net-answer.ts), with
// `connection: close`, once the answers to the requests before it on the connection are out. Node only.
import { whenAnswered } from '../http/answers-in-flight.js';
import { withRepeats } from '../http/index.js';
import { type LingeringSocket, lingerClose } from '../http/staged-close.js';
import type { MockAnswer, MockEngine } from './engine.js';
import { type AnswerHeads, answerHead, statusHasBody } from './net-answer.js';
import { FAILED, type NodeRequestLike } from './node-shell.js';

/** What the refusal needs of the connection node:http let go of (a net.Socket). */
export interface ConnectSocket extends LingeringSocket {
  readonly destroyed?: boolean;
  on(event: 'error', listener: (error: Error) => void): unknown;
  write(data: string, encoding: 'utf8'): unknown;
  resume(): unknown;
}

const ignoreError = (): undefined => undefined;

/** The 'connect' listener of the mock's own server; `peerOf` as the Node shell's (node-shell.ts). */
export function connectRefusal(
  engine: MockEngine,
  heads: AnswerHeads,
  peerOf: (socket: object) => string | undefined,
): (request: NodeRequestLike, socket: ConnectSocket) => void {
  const write = (socket: ConnectSocket, answer: MockAnswer): void => {
    try {
      if (socket.destroyed === true) return;
      const body = answer.body ?? '';
      const head = answerHead(heads, answer, heads.byteLength(body), 'server');
      // A header node:http would refuse: no answer can be framed (as the Node shell's destroy).
      if (head === undefined) {
        socket.destroy();
        return;
      }
      socket.write(statusHasBody(answer.status) ? head + body : head, 'utf8');
      lingerClose(socket);
    } catch {
      socket.destroy();
    }
  };
  return (request, socket) => {
    try {
      socket.on('error', ignoreError);
      // What the client sends after the CONNECT (a tunnel's first bytes) is read and dropped: no
      // parser reads this connection any more, and unread bytes would turn the close into a reset.
      socket.resume();
      whenAnswered(socket, () => {
        let answer: MockAnswer | Promise<MockAnswer>;
        try {
          answer = engine.answer({
            method: request.method ?? 'CONNECT',
            target: request.url ?? '',
            headers: withRepeats(request.headers, request.rawHeaders),
            body: undefined,
            peer: peerOf(socket),
          });
        } catch {
          answer = FAILED;
        }
        if (!(answer instanceof Promise)) write(socket, answer);
        else
          answer.then(
            (ready) => write(socket, ready),
            () => write(socket, FAILED),
          );
      });
    } catch {
      socket.destroy();
    }
  };
}
