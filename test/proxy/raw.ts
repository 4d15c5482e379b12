// HTTP/1.1 on raw sockets, for the tests where framing matters: a client that writes exactly the
// bytes it is given, and an upstream that parses requests itself (not with Node's parser) and
// counts every one it finds on its connections, the ones smuggled inside another's body included.

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface RawMessage {
  /** 'GET /path HTTP/1.1' or 'HTTP/1.1 200 OK'. */
  startLine: string;
  /** Header names lower-cased, in the order they came. */
  headers: [string, string][];
  body: Buffer;
  /** How the body was framed: 'length', 'chunked', 'close' (read to the end) or 'none'. */
  framing: 'length' | 'chunked' | 'close' | 'none';
}

export const header = (message: RawMessage, name: string): string | undefined => message.headers.find(([n]) => n === name)?.[1];
export const statusOf = (message: RawMessage): number => Number(message.startLine.split(' ')[1]);

type Parsed = { message: RawMessage; rest: Buffer } | 'incomplete' | { error: string };

/**
 * One message from the front of `buffer`. Requests: chunked, a Content-Length, or no body
 * (RFC 9112 §6.3). Responses: none for `bodiless` ones (HEAD, 1xx, 204, 304), else chunked, a
 * length, or everything up to the close (`closed`).
 */
export function parseMessage(buffer: Buffer, kind: 'request' | 'response', options: { bodiless?: boolean; closed?: boolean } = {}): Parsed {
  const end = buffer.indexOf('\r\n\r\n');
  if (end === -1) return 'incomplete';
  const lines = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const startLine = lines.shift()!;
  const headers: [string, string][] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) return { error: `bad header line ${JSON.stringify(line)}` };
    headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  let rest = buffer.subarray(end + 4);
  const get = (name: string) => headers.find(([n]) => n === name)?.[1];
  const status = kind === 'response' ? Number(startLine.split(' ')[1]) : 0;
  if (kind === 'response' && (options.bodiless || (status >= 100 && status < 200) || status === 204 || status === 304)) {
    return { message: { startLine, headers, body: Buffer.alloc(0), framing: 'none' }, rest };
  }
  const te = get('transfer-encoding');
  if (te !== undefined) {
    if (!/(^|,)\s*chunked\s*$/i.test(te)) return { error: `transfer-encoding ${te} without chunked last` };
    const chunks: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      if (lineEnd === -1) return 'incomplete';
      const size = Number.parseInt(rest.subarray(0, lineEnd).toString('latin1').split(';')[0]!, 16);
      if (!Number.isFinite(size)) return { error: 'bad chunk size' };
      if (size === 0) {
        // No trailers in these tests: the last chunk is followed by an empty line.
        if (rest.length < lineEnd + 4) return 'incomplete';
        rest = rest.subarray(lineEnd + 4);
        return { message: { startLine, headers, body: Buffer.concat(chunks), framing: 'chunked' }, rest };
      }
      if (rest.length < lineEnd + 2 + size + 2) return 'incomplete';
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
  }
  const length = get('content-length');
  if (length !== undefined) {
    const n = Number(length);
    if (!Number.isSafeInteger(n) || n < 0) return { error: `bad content-length ${length}` };
    if (rest.length < n) return 'incomplete';
    return { message: { startLine, headers, body: rest.subarray(0, n), framing: 'length' }, rest: rest.subarray(n) };
  }
  if (kind === 'request') return { message: { startLine, headers, body: Buffer.alloc(0), framing: 'none' }, rest };
  if (!options.closed) return 'incomplete';
  return { message: { startLine, headers, body: rest, framing: 'close' }, rest: Buffer.alloc(0) };
}

export interface RawUpstream {
  readonly url: string;
  /** Every request parsed, in order, whichever connection it came on. */
  readonly requests: RawMessage[];
  /** Connections accepted. */
  connections(): number;
  /** Connections open right now, and the most open at once. */
  open(): number;
  peakOpen(): number;
  close(): Promise<void>;
}

export type RawAnswer = (request: RawMessage, socket: Socket) => string | Buffer | undefined;

const topicBody = JSON.stringify({ _id: 't1', key: 'news', name: 'News' });

/** 200 with a valid Topic (headers only for HEAD), kept alive. */
export const okAnswer: RawAnswer = (request) => {
  const head = `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${topicBody.length}\r\n\r\n`;
  return request.startLine.startsWith('HEAD ') ? head : head + topicBody;
};

/** An upstream that parses requests itself and answers each with `answer` (undefined: no answer). */
export async function startRawUpstream(answer: RawAnswer = okAnswer): Promise<RawUpstream> {
  const requests: RawMessage[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let peak = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    peak = Math.max(peak, sockets.size);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const parsed = parseMessage(buffer, 'request');
        if (parsed === 'incomplete') return;
        if ('error' in parsed) {
          socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
          return;
        }
        buffer = parsed.rest;
        requests.push(parsed.message);
        const reply = answer(parsed.message, socket);
        if (reply !== undefined && socket.writable) socket.write(reply);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    open: () => sockets.size,
    peakOpen: () => peak,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface RawConnection {
  /** Sends bytes exactly as given. */
  write(bytes: string | Buffer): void;
  /** The next response, parsed; `method` tells whether it has a body (HEAD does not). Rejects when the connection closes first. */
  next(method?: string, timeoutMs?: number): Promise<RawMessage>;
  /** Resolves once the proxy closed the connection. */
  readonly closed: Promise<void>;
  isClosed(): boolean;
  /** Half-closes: sends a FIN after what was written, and keeps reading. */
  end(): void;
  destroy(): void;
}

/** A client connection that writes raw bytes and parses the responses itself. */
export async function rawConnect(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  // allowHalfOpen: after end(), the answer must still be readable.
  const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  // Once the proxy has said all it will, this side ends too (what allowHalfOpen: false would do).
  socket.on('end', () => socket.end());
  let buffer: Buffer = Buffer.alloc(0);
  let ended = false;
  let wake: () => void = () => {};
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      ended = true;
      wake();
      resolve();
    }),
  );
  return {
    write: (bytes) => socket.write(bytes),
    async next(method = 'GET', timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const parsed = parseMessage(buffer, 'response', { bodiless: method === 'HEAD', closed: ended });
        if (parsed !== 'incomplete') {
          if ('error' in parsed) throw new Error(parsed.error);
          buffer = parsed.rest;
          return parsed.message;
        }
        if (ended) throw new Error(`the connection closed before a whole response (${buffer.length} bytes left)`);
        if (Date.now() > deadline) throw new Error(`no whole response within ${timeoutMs} ms (${buffer.length} bytes so far)`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    closed,
    isClosed: () => ended,
    end: () => socket.end(),
    destroy: () => socket.destroy(),
  };
}

/** A request as bytes: head, and body framed by Content-Length, chunked (in two chunks), or not at all. */
export function rawRequest(
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: { bytes: string | Buffer; framing: 'length' | 'chunked' },
): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: proxy.test'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body === undefined) return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  const bytes = Buffer.from(body.bytes);
  if (body.framing === 'length') {
    lines.push(`Content-Length: ${bytes.length}`);
    return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), bytes]);
  }
  lines.push('Transfer-Encoding: chunked');
  const half = Math.floor(bytes.length / 2);
  const chunk = (part: Buffer) =>
    part.length === 0 ? Buffer.alloc(0) : Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), chunk(bytes.subarray(0, half)), chunk(bytes.subarray(half)), Buffer.from('0\r\n\r\n')]);
}
