// One exchange at a time per client connection. Node's server hands over every request it parses,
// pipelined ones included, before the answers to earlier ones are out; a request after one whose
// answer closes the connection would then be forwarded (and its answer thrown away). Here a
// connection's requests wait their turn, as nginx and HAProxy read a pipelined request only once
// the one before it is answered, and those behind an answer that closes the connection are never
// started. Node parses every request a client sends, answered or not, and one connection
// pipelining 200,000 requests held 800 MB: past MAX_WAITING requests waiting, none of them is
// started, the connection reads no more, and it closes once the exchange under way is answered
// (RFC 9112 §9.3.2: a client retries what a closed connection left unanswered). Cutting that
// exchange too threw away the answer of a request already forwarded, which a client would then send
// again: a POST done twice (review 28a F1). nginx and HAProxy answer the request under way too.
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
  /** The answer of the exchange under way. */
  private current: ServerResponse | undefined;
  /** Too many requests came to wait: the connection ends once the exchange under way is answered. */
  private overflowed = false;
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
        this.overflow();
        return;
      }
      this.waiting.push(start, req, res);
      return;
    }
    this.busy = true;
    this.current = res;
    start(req, res);
  }

  /**
   * None of the requests waiting is started, nothing more is read (the request under way was read
   * whole before those behind it were parsed), and the answer under way says `connection: close`
   * when it is not out yet.
   */
  private overflow(): void {
    this.closing = true;
    this.overflowed = true;
    this.waiting.length = 0;
    // node:http parses what the socket has read whatever the socket's pause: its parser is paused
    // too, as node:http pauses it when answers pile up (it resumes neither: their queue never empties).
    this.socket.pause();
    (this.socket as { parser?: { pause?: () => void } | null }).parser?.pause?.();
    const current = this.current;
    if (current !== undefined && !current.headersSent) current.shouldKeepAlive = false;
  }

  /** The current exchange is over; `closes` when its answer ends the connection. */
  release(closes: boolean): void {
    this.busy = false;
    this.current = undefined;
    if (this.overflowed) {
      // Its answer is out: the connection ends once what is written is sent (nothing more is read).
      this.socket.destroySoon();
      return;
    }
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
