// One exchange at a time per client connection. Node's server hands over every request it parses,
// pipelined ones included, before the answers to earlier ones are out; a request after one whose
// answer closes the connection would then be forwarded (and its answer thrown away). Here a
// connection's requests wait their turn, as nginx and HAProxy read a pipelined request only once
// the one before it is answered, and those behind an answer that closes the connection are never
// started. Node parses every request a client sends, answered or not, and one connection
// pipelining 200,000 requests held 800 MB: past MAX_WAITING requests waiting, the connection is
// closed, those requests never started (RFC 9112 §9.3.2: a client retries what a closed connection
// left unanswered; the exchange under way is cut with it). Pausing the socket instead, as node:http
// does when answers pile up, broke the connection after its first answer (Node 20).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

type Start = (req: IncomingMessage, res: ServerResponse) => void;

/** Requests waiting on one connection past which it is closed: far more than any client pipelines. */
export const MAX_WAITING = 128;

class Connection {
  /** An exchange of this connection is under way. */
  busy = false;
  /** No further request of this connection may be started: its socket is closing or closed. */
  closing = false;
  /** Requests waiting their turn: start, req, res, start, req, res… */
  private readonly waiting: (Start | IncomingMessage | ServerResponse)[] = [];
  constructor(private readonly socket: Socket) {
    socket.once('close', () => {
      this.closing = true;
      this.waiting.length = 0;
    });
  }

  submit(start: Start, req: IncomingMessage, res: ServerResponse): void {
    if (this.closing) return;
    if (this.busy) {
      if (this.waiting.length >= MAX_WAITING * 3) {
        this.closing = true;
        this.waiting.length = 0;
        this.socket.destroy();
        return;
      }
      this.waiting.push(start, req, res);
      return;
    }
    this.busy = true;
    start(req, res);
  }

  /** The current exchange is over; `closes` when its answer ends the connection. */
  release(closes: boolean): void {
    this.busy = false;
    if (closes) {
      this.closing = true;
      this.waiting.length = 0;
      return;
    }
    if (this.waiting.length === 0) return;
    const [start, req, res] = this.waiting.splice(0, 3) as [Start, IncomingMessage, ServerResponse];
    this.busy = true;
    start(req, res);
  }
}

const connections = new WeakMap<Socket, Connection>();

/**
 * Runs `start(req, res)` now if no other exchange of the request's connection is under way, later
 * when its turn comes, or never when the connection closes first. The exchange calls turnOver once
 * it is over.
 */
export function inTurn(req: IncomingMessage, res: ServerResponse, start: Start): void {
  const { socket } = req;
  let connection = connections.get(socket);
  if (connection === undefined) {
    connection = new Connection(socket);
    connections.set(socket, connection);
  }
  connection.submit(start, req, res);
}

/** Whether this answer ends its connection: it says `connection: close`, or the request asked for that (HTTP/1.0, Connection: close). */
export function answerCloses(res: ServerResponse): boolean {
  return res.shouldKeepAlive === false || (res as { _last?: boolean })._last === true;
}

/** The exchange of `req` is over: the next request of its connection may start. */
export function turnOver(req: IncomingMessage, closes: boolean): void {
  connections.get(req.socket)?.release(closes);
}
