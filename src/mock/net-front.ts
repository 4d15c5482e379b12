// A lean front for the mock's own server (listen()): it reads each connection itself while every read
// holds only complete requests of the strict subset (strict-head.ts), and writes the engine's answers
// as node:http would, byte for byte but the Date. A read with anything else (a request outside the
// subset, or one not all there: a head or body split across reads) goes whole, with the rest of the
// connection, to node:http (handoff.ts), once every earlier answer is written. node:http then owns
// the connection with all its rules (400s, smuggling refusals, 100-continue, chunked bodies, HTTP/1.0,
// upgrades, header limits and timeouts). So the front never waits for bytes: no request of its own is
// ever incomplete, and every deadline on a slow request stays node:http's.
// Node only (sockets and Buffers), reached through listen() alone; mock.handler never uses it.
import type { Buffer } from 'node:buffer';
import { peerAddress } from '../http/loopback.js';
import { BodyReader } from './body.js';
import type { MockAnswer, MockEngine, MockRequest } from './engine.js';
import { type AnswerHeads, answerHead, statusHasBody } from './net-answer.js';
import { FAILED } from './node-shell.js';
import { MAX_HEAD_BYTES, parseStrictHead, type StrictHead } from './strict-head.js';
import type { UnsentSource } from './unsent-answers.js';

/** A chunk read from a socket (a type only: this file imports nothing of Node at run time). */
export type FrontChunk = Buffer;

/** What the front needs of a net.Socket. */
export interface FrontSocket {
  /** The client's address (node:net's remoteAddress). */
  readonly remoteAddress?: string | undefined;
  on(event: 'data', listener: (chunk: FrontChunk) => void): unknown;
  on(event: 'end' | 'close' | 'drain', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  write(data: string, encoding: 'latin1' | 'utf8'): boolean;
  end(): unknown;
  destroy(): unknown;
  pause(): unknown;
  resume(): unknown;
}

const CRLF2 = '\r\n\r\n';

/** A request of the subset, as found in a read. */
interface Found {
  readonly head: StrictHead;
  /** The request the engine answers, its body still to take: the limit and the answer judge one head (headProblemOf). */
  readonly request: MockRequest;
  /** Where it starts, where its body starts, and where it ends, in the read. */
  readonly start: number;
  readonly bodyStart: number;
  readonly end: number;
}

/** One connection the front reads. */
interface Connection {
  readonly socket: FrontSocket;
  /** The client's address, read when it connected (peerAddress). */
  readonly peer: string;
  /** Bytes read and not yet answered (only while an answer is pending, or a write waits for 'drain'). */
  rest: FrontChunk | undefined;
  /** An answer is pending (a promise of the engine). */
  busy: boolean;
  /** Reading is stopped until 'drain'. */
  draining: boolean;
  /** The connection is ending or handed over: the front reads no more of it. */
  done: boolean;
  readonly onData: (chunk: FrontChunk) => void;
  readonly onEnd: () => void;
  readonly onDrain: () => void;
  readonly onClose: () => void;
}

const ignoreError = (): undefined => undefined;

export interface NetFront {
  /** The server's 'connection' listener, in place of node:http's. */
  connection(socket: FrontSocket): void;
  /** A request on `socket` is in progress in the front (an answer pending). */
  busy(socket: object): boolean;
  /** Closes the front's connections that have no answer pending; the others close after it. */
  closeIdle(): void;
  /** Closes every connection of the front. */
  closeAll(): void;
}

/**
 * The requests of the subset that `bytes` holds, each whole, in order; undefined when it holds
 * anything else (then node:http reads all of it).
 */
function scan(engine: MockEngine, bytes: FrontChunk, peer: string | undefined, unsent: UnsentSource | undefined): Found[] | undefined {
  // A handler of mock.use answers with a web Response, whose headers (Connection, Date,
  // Transfer-Encoding, Trailer…) node:http's writeHead gives meanings of its own: node:http writes those.
  if (engine.handlers.any) return undefined;
  const found: Found[] = [];
  // The read as Latin-1 text, one character a byte: heads are searched and read in it, bodies taken from the bytes.
  const text = bytes.toString('latin1', 0, bytes.length);
  let at = 0;
  while (at < bytes.length) {
    const end = text.indexOf(CRLF2, at);
    if (end === -1 || end - at > MAX_HEAD_BYTES) return undefined;
    const head = parseStrictHead(text, at, end + 2);
    if (head === undefined) return undefined;
    const bodyEnd = end + 4 + head.length;
    // A body not all here, or over the limit (the Node shell's 413 and close), or bytes after a last request.
    if (bodyEnd > bytes.length || (head.close && bodyEnd !== bytes.length)) return undefined;
    const request: MockRequest = { method: head.method, target: head.target, headers: head.headers, body: undefined, peer, unsent };
    if (head.length > 0 && head.length > engine.bodyLimitFor(request)) return undefined;
    // A coded body is node:http's, for the Node shell to decode (coded-body.ts): one path for them all.
    if (head.length > 0 && head.headers['content-encoding'] !== undefined) return undefined;
    found.push({ head, request, start: at, bodyStart: end + 4, end: bodyEnd });
    at = bodyEnd;
  }
  return found;
}

/**
 * The front of `engine`; `handOff(socket, rest)` gives node:http the connection and the bytes read
 * from it that are not answered; `heads` are the answer writer's settings (net-answer.ts).
 */
export function netFront(engine: MockEngine, heads: AnswerHeads, handOff: (socket: FrontSocket, rest: FrontChunk) => void, unsent?: UnsentSource): NetFront {
  const open = new Map<object, Connection>();
  let closing = false;

  const release = (connection: Connection): void => {
    const { socket } = connection;
    connection.done = true;
    open.delete(socket);
    socket.off('data', connection.onData);
    socket.off('end', connection.onEnd);
    socket.off('drain', connection.onDrain);
    socket.off('close', connection.onClose);
  };

  const handOver = (connection: Connection, rest: FrontChunk): void => {
    release(connection);
    connection.socket.off('error', ignoreError);
    handOff(connection.socket, rest);
  };

  /** Writes an answer; false when the connection ends with it or must wait for 'drain'. */
  const write = (connection: Connection, method: string, answer: MockAnswer, close: 'client' | 'server' | undefined): boolean => {
    const { socket } = connection;
    const body = answer.body;
    const length = body === undefined ? 0 : heads.byteLength(body);
    const text = answerHead(heads, answer, length, close);
    if (text === undefined) {
      // A header node:http would refuse: no answer can be framed (as the Node shell's destroy).
      release(connection);
      socket.destroy();
      return false;
    }
    // As node:http: head and body in one write, as UTF-8; a head alone as Latin-1.
    const flushed =
      method === 'HEAD' || body === undefined || body === '' || !statusHasBody(answer.status)
        ? socket.write(text, 'latin1')
        : socket.write(text + body, 'utf8');
    if (close !== undefined || closing) {
      release(connection);
      socket.end();
      return false;
    }
    if (!flushed) {
      connection.draining = true;
      socket.pause();
      return false;
    }
    return true;
  };

  /** Answers the requests of `bytes` in order, one at a time, or hands them all over (see scan). */
  const pump = (connection: Connection, bytes: FrontChunk): void => {
    const found = scan(engine, bytes, connection.peer, unsent);
    if (found === undefined) {
      handOver(connection, bytes);
      return;
    }
    for (let index = 0; index < found.length; index += 1) {
      const { head, request, start, bodyStart, end } = found[index]!;
      if (head.length > 0) {
        // The limit again: a request before this one in the read may have changed it (the control API).
        const limit = engine.bodyLimitFor(request);
        if (head.length > limit) {
          handOver(connection, bytes.subarray(start));
          return;
        }
        const reader = new BodyReader(limit);
        reader.push(bytes.subarray(bodyStart, end));
        request.body = reader.body();
      }
      const close = head.close ? ('client' as const) : undefined;
      const last = index === found.length - 1;
      let answer: MockAnswer | Promise<MockAnswer>;
      try {
        answer = engine.answer(request);
      } catch {
        write(connection, head.method, FAILED, 'server');
        return;
      }
      if (answer instanceof Promise) {
        connection.busy = true;
        connection.rest = last ? undefined : bytes.subarray(end);
        connection.socket.pause();
        answer
          .then(
            (ready): [MockAnswer, 'client' | 'server' | undefined] => [ready, close],
            (): [MockAnswer, 'server'] => [FAILED, 'server'],
          )
          .then(([ready, fate]) => {
            connection.busy = false;
            if (connection.done || !write(connection, head.method, ready, fate)) return;
            connection.socket.resume();
            next(connection);
          });
        return;
      }
      if (!write(connection, head.method, answer, close)) {
        if (!connection.done && !last) connection.rest = bytes.subarray(end);
        return;
      }
    }
  };

  /** Goes on with the bytes kept while an answer was pending or a write waited. */
  const next = (connection: Connection): void => {
    const rest = connection.rest;
    connection.rest = undefined;
    if (rest !== undefined) pump(connection, rest);
  };

  const connection = (socket: FrontSocket): void => {
    const state: Connection = {
      socket,
      peer: peerAddress(socket),
      rest: undefined,
      busy: false,
      draining: false,
      done: false,
      onData: (chunk) => {
        if (state.done) return;
        if (state.busy || state.draining || state.rest !== undefined) {
          // Read before the pause took hold: kept, in order, for when the connection goes on.
          state.rest = state.rest === undefined ? chunk : heads.concat(state.rest, chunk);
          return;
        }
        pump(state, chunk);
      },
      // The client sent all it will (node:http, not allowing half-open connections, ends its side too).
      onEnd: () => {
        release(state);
        socket.end();
      },
      onDrain: () => {
        if (!state.draining || state.done) return;
        state.draining = false;
        socket.resume();
        next(state);
      },
      onClose: () => release(state),
    };
    open.set(socket, state);
    socket.on('error', ignoreError);
    socket.on('data', state.onData);
    socket.on('end', state.onEnd);
    socket.on('drain', state.onDrain);
    socket.on('close', state.onClose);
  };

  return {
    connection,
    busy: (socket) => open.get(socket)?.busy === true,
    closeIdle: () => {
      closing = true;
      for (const state of open.values()) {
        if (state.busy) continue;
        release(state);
        state.socket.destroy();
      }
    },
    closeAll: () => {
      for (const state of open.values()) {
        release(state);
        state.socket.destroy();
      }
    },
  };
}
