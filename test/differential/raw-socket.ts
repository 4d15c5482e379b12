// A raw HTTP/1.1 client for the edges of the wire that node:http's client will not send as they are
// (CONNECT to a server, a head that waits for 100 Continue, bytes past a request's end): what a
// server writes back, read as it comes, every wait with a deadline.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** The answers in `bytes`, in order, each framed by its Content-Length; a trailing part that is no whole answer is left out. */
export function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end === -1) break;
    const [statusLine = '', ...lines] = bytes.toString('latin1', at, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    const length = status >= 100 && status < 200 ? 0 : Number(headers['content-length'] ?? 0);
    if (end + 4 + length > bytes.length) break;
    answers.push({ status, headers, body: bytes.toString('utf8', end + 4, end + 4 + length) });
    at = end + 4 + length;
  }
  return answers;
}

/** Everything the server at `url` writes back to `chunks` (written in one go) until it closes, or until `deadlineMs`. */
export function exchangeRaw(url: string, chunks: readonly (string | Buffer)[], deadlineMs = 5000): Promise<{ bytes: Buffer; timedOut: boolean }> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, deadlineMs);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // A reset after the answer is still an answer read: what came before it counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ bytes: Buffer.concat(received), timedOut });
    });
    socket.write(Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk))));
  });
}

/** An open connection to `url` that has sent `head` and read the server's first status line (its whole head). */
export interface Waiting {
  readonly socket: Socket;
  readonly status: number;
  /** The rest of the connection: all the server writes from the first head on, until it closes (or `deadlineMs`). */
  readonly rest: Promise<Buffer>;
}

export function firstStatus(url: string, head: string, deadlineMs = 5000): Promise<Waiting> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    let rest: (bytes: Buffer) => void = () => undefined;
    const whole = new Promise<Buffer>((settle) => {
      rest = settle;
    });
    const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${deadlineMs} ms`)), deadlineMs);
    let told = false;
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (told) return;
      const bytes = Buffer.concat(received);
      const end = bytes.indexOf('\r\n\r\n');
      if (end === -1) return;
      told = true;
      resolve({ socket, status: Number(bytes.toString('latin1', 0, end).split(' ')[1]), rest: whole });
    });
    socket.on('error', (error) => {
      if (!told) reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (!told) reject(new Error('closed before any answer'));
      rest(Buffer.concat(received));
    });
    socket.write(head);
  });
}
