// node:http hands a CONNECT to its server's 'connect' listeners alone, with the connection it lets go
// of and no answer to write on it, and closes that connection unanswered when nothing listens. The
// proxy is no tunnel: the CONNECT goes to its handler as any request, on an answer made for it here,
// once the answers before it on the connection are out, and is refused there as a target that is no
// path (exchange-context.ts requestRefusal): the proxy's 400, counted and logged as any refusal.
// node:http's close after a last answer is not attached to this connection: it closes in stages
// once the answer is written (src/http/staged-close.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { whenAnswered } from '../http/answers-in-flight.js';
import { lingerClose } from '../http/staged-close.js';
import { ignore } from './guard.js';
import { nodeHttp } from './node-http.js';

/** The 'connect' listener of a server whose requests `handler` answers. */
export function connectListener(handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, socket: Duplex) => void {
  return (req, socket) => {
    try {
      socket.on('error', ignore);
      // What the client sends after the CONNECT (a tunnel's first bytes) is read and dropped: no
      // parser reads this connection any more, and unread bytes would turn the close into a reset.
      socket.resume();
      whenAnswered(socket, () => {
        try {
          const res = new (nodeHttp().ServerResponse)(req);
          // node:http then writes `Connection: close`, as for any answer that ends its connection.
          res.shouldKeepAlive = false;
          res.assignSocket(socket as Socket);
          res.once('finish', () => lingerClose(socket));
          handler(req, res);
        } catch {
          socket.destroy();
        }
      });
    } catch {
      socket.destroy();
    }
  };
}
