// The Node shell of the mock: node:http's request and response in, the engine's answer written out.
// It only moves bytes; the engine decides everything. Framing, parsing and every HTTP/1.1 rule stay
// node:http's (llhttp): this file only chooses the cheapest public ways of driving it.
import { ownAnswerHasLength, unsupportedTransferCoding, withRepeats } from '../http/index.js';
import { peerAddress } from '../http/loopback.js';
import { closeInStages } from '../http/staged-close.js';
import { BodyReader, declaredTooLarge } from './body.js';
import { takeBytes } from './coded-body.js';
import type { MockAnswer, MockEngine, MockRequest } from './engine.js';
import { handedOver, pipelined, resume, whenDone } from './pipelining.js';
import type { UnsentSource } from './unsent-answers.js';

/** What the handler needs of Node's IncomingMessage (declared here so that no Node type leaks into the API). */
export interface NodeRequestLike {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** Node's raw header lines (name, value, name, value, …), to tell a repeated header. */
  rawHeaders?: string[];
  /** The whole message has been parsed (IncomingMessage#complete): its body is buffered, to be taken with read(). */
  complete?: boolean;
  /** The stream has ended: a bodyless request that Node handed over already ended (optimizeEmptyRequests). */
  readableEnded?: boolean;
  /** Bytes buffered in the request's stream, not yet read. */
  readableLength?: number;
  /** Everything buffered, in one piece (Readable#read()). */
  read?(): Uint8Array | string | null;
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  destroy(error?: Error): unknown;
  resume(): unknown;
  /** The connection: requests pipelined on one are run one after another. */
  socket?: object | null;
}

/** What the handler needs of Node's ServerResponse. */
export interface NodeResponseLike {
  headersSent: boolean;
  writableEnded: boolean;
  destroyed: boolean;
  /** The mock passes its headers as one flat array (name, value, name, value, …), as Node's writeHead takes them. */
  writeHead(status: number, headers: Record<string, string | number> | string[]): unknown;
  end(body?: string | Uint8Array): unknown;
  /** Sends `100 Continue` (a request with `Expect: 100-continue`, handed over by 'checkContinue'). */
  writeContinue?(): unknown;
  once(event: 'finish' | 'close', listener: () => void): unknown;
  destroy(error?: Error): unknown;
  /** All of it handed to the socket (OutgoingMessage#writableFinished). */
  writableFinished?: boolean;
  /** Its connection; null while node:http holds it behind an earlier answer on that connection. */
  socket?: object | null;
}

let utf8Encoder: TextEncoder | undefined;
// biome-ignore lint/suspicious/noControlCharactersInRegex: it tells ASCII text, control characters included, from the rest
const ASCII = /^[\x00-\x7f]*$/;

/** How a Node shell serves: see nodeHandler. */
export interface ShellOptions {
  /** Header lines (name, value, …) added to every answer that keeps the connection open. */
  extra?: readonly string[];
  /**
   * The server is the mock's own (listen()), which nobody else listens on: a body taken in one read()
   * leaves the request's stream without its 'end' and 'close' events, as optimizeEmptyRequests leaves a
   * bodyless one. In a server of the user's own, the stream is drained to its end, for their listeners.
   */
  ownServer?: boolean;
  /**
   * The client's address on `socket`; by default its remoteAddress. The mock's own server reads the
   * client's behind its loopback handoff (handoff.ts), whose sockets all come from 127.0.0.1.
   */
  peerOf?: (socket: object) => string | undefined;
  /** The own server's bound on answers waiting (unsent-answers.ts), carried by each request. */
  unsent?: UnsentSource;
}

/** One Node shell: its engine, its options, and its heads (made with `extra`). */
interface Shell {
  readonly engine: MockEngine;
  readonly extra: readonly string[];
  readonly ownServer: boolean;
  readonly heads: WeakMap<object, Map<number, string[]>>;
  readonly peerOf: (socket: object) => string | undefined;
  readonly unsent: UnsentSource | undefined;
}

/** An answer's headers as one flat [name, value, …] array, Content-Length last (none for a `length` of -1). */
function flatHead(headers: Readonly<Record<string, string>>, length: number): string[] {
  const head: string[] = [];
  for (const name in headers) head.push(name, headers[name]!);
  if (length >= 0) head.push('content-length', String(length));
  return head;
}

/**
 * The flat heads of the shared, frozen header objects most answers carry (answers.ts), per body
 * length: made once and reused, since node:http only reads the array (a head per request was an
 * object spread and a walk of its keys). Bounded: past HEAD_LENGTHS lengths, one object's are dropped.
 */
const HEAD_LENGTHS = 256;

function headOf(shell: Shell, headers: Readonly<Record<string, string>>, length: number): string[] {
  if (!Object.isFrozen(headers)) return [...flatHead(headers, length), ...shell.extra];
  let byLength = shell.heads.get(headers);
  if (byLength === undefined) {
    byLength = new Map();
    shell.heads.set(headers, byLength);
  }
  let head = byLength.get(length);
  if (head === undefined) {
    if (byLength.size >= HEAD_LENGTHS) byLength.clear();
    head = [...flatHead(headers, length), ...shell.extra];
    byLength.set(length, head);
  }
  return head;
}

/** Node's Buffer, read from the global object (no Node import: this module is bundled for browsers too, where it stays unused). */
const NodeBuffer = (globalThis as { Buffer?: { byteLength(text: string, encoding: 'utf8'): number } }).Buffer;

function writeAnswer(shell: Shell, response: NodeResponseLike, answer: MockAnswer, close: boolean): void {
  if (response.headersSent || response.writableEnded || response.destroyed) return;
  // A handler's Response.error(): no answer, the connection ends, as a network error looks on the wire.
  if (answer.networkError) {
    response.destroy();
    return;
  }
  // The body goes out as the string (Node then writes head and body in one piece, as UTF-8), its
  // Content-Length counted by Node's own UTF-8 length; without Buffer, ASCII text as it is, other text encoded.
  let body: string | Uint8Array | undefined = answer.body;
  let length = 0;
  if (body !== undefined) {
    if (NodeBuffer !== undefined) length = NodeBuffer.byteLength(body, 'utf8');
    else if (ASCII.test(body)) length = body.length;
    else {
      utf8Encoder ??= new TextEncoder();
      body = utf8Encoder.encode(body);
      length = body.byteLength;
    }
  }
  if (!ownAnswerHasLength(answer.status)) length = -1;
  try {
    response.writeHead(answer.status, close ? [...flatHead(answer.headers, length), 'connection', 'close'] : headOf(shell, answer.headers, length));
    response.end(body);
  } catch {
    // A header Node refuses (an echoed x-correlation-id it finds invalid): no answer can be framed.
    response.destroy();
  }
}

/** A request's 'error' (a client gone mid-body) needs a listener, or it would reach the process; the socket's close ends the exchange. */
const ignoreError = (): undefined => undefined;

/** The answer of either Node shell (this one, net-front.ts) when the engine throws, sent with `connection: close`. */
export const FAILED: MockAnswer = { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'the mock failed\n' };

/**
 * The engine's answer to a request of the Node shell, written once it is ready: true when that is at
 * once; otherwise the connection's next request is resumed once it is written.
 */
function answerNode(shell: Shell, response: NodeResponseLike, incoming: MockRequest, close: boolean, connection: object | null | undefined): boolean {
  let answer: MockAnswer | Promise<MockAnswer>;
  try {
    answer = shell.engine.answer(incoming);
  } catch {
    writeAnswer(shell, response, FAILED, true);
    return true;
  }
  if (!(answer instanceof Promise)) {
    writeAnswer(shell, response, answer, close);
    return true;
  }
  answer
    .then(
      (ready) => writeAnswer(shell, response, ready, close),
      () => writeAnswer(shell, response, FAILED, true),
    )
    .then(() => resume(connection, response));
  return false;
}

/**
 * A body not read (over the limit, or in a transfer coding the mock does not undo): answered at once;
 * the connection closes in stages once the answer is out.
 */
function answerUnread(shell: Shell, request: NodeRequestLike, response: NodeResponseLike, incoming: MockRequest): boolean {
  closeInStages(request.socket);
  return answerNode(shell, response, incoming, true, request.socket);
}

function tooLargeNode(shell: Shell, request: NodeRequestLike, response: NodeResponseLike, incoming: MockRequest): boolean {
  incoming.tooLarge = true;
  return answerUnread(shell, request, response, incoming);
}

/**
 * The answer to a request whose body was read whole (coded-body.ts takes its bytes): true when it is
 * written at once; otherwise the connection's next request is resumed once it is.
 */
function answerRead(
  shell: Shell,
  request: NodeRequestLike,
  response: NodeResponseLike,
  incoming: MockRequest,
  bytes: Uint8Array | undefined,
  limit: number,
): boolean {
  const decoding = takeBytes(incoming, bytes, limit);
  if (decoding === undefined) return answerNode(shell, response, incoming, false, request.socket);
  decoding.then(
    () => {
      if (answerNode(shell, response, incoming, false, request.socket)) resume(request.socket, response);
    },
    () => {
      writeAnswer(shell, response, FAILED, true);
      resume(request.socket, response);
    },
  );
  return false;
}

/** The body as it arrives, chunk by chunk, up to `limit`; then the answer, and the connection's next request. */
function streamBody(shell: Shell, request: NodeRequestLike, response: NodeResponseLike, incoming: MockRequest, limit: number): void {
  request.on('error', ignoreError);
  const reader = new BodyReader(limit);
  let answered = false;
  request.on('data', (chunk) => {
    if (answered) return;
    if (!reader.push(chunk)) {
      answered = true;
      if (tooLargeNode(shell, request, response, incoming)) resume(request.socket, response);
    }
  });
  request.on('end', () => {
    if (answered) return;
    answered = true;
    if (answerRead(shell, request, response, incoming, reader.bytes(), limit)) resume(request.socket, response);
  });
}

/**
 * A request with a body, a microtask after node:http handed it over. A small body mostly comes in
 * the same read as the head, and node:http has pushed it into the request's stream by then: once the
 * stream holds all of it (the message is complete, or it holds as many bytes as Content-Length
 * declares, which llhttp never exceeds), it is taken in one read(), without the stream's 'data' and
 * 'end' events and their ticks (see ShellOptions.ownServer). Bounded: node:http stops reading the
 * socket past the stream's high-water mark. Otherwise the body is read as it arrives.
 */
function takeBody(
  shell: Shell,
  request: NodeRequestLike,
  response: NodeResponseLike,
  incoming: MockRequest,
  limit: number,
  declared: number | undefined,
): void {
  const whole = request.complete === true || (declared !== undefined && request.readableLength === declared);
  if (!whole || typeof request.read !== 'function') {
    streamBody(shell, request, response, incoming, limit);
    return;
  }
  const reader = new BodyReader(limit);
  const bytes = request.read();
  if (!shell.ownServer) request.resume();
  if (bytes !== null && !reader.push(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes)) {
    if (tooLargeNode(shell, request, response, incoming)) resume(request.socket, response);
    return;
  }
  if (answerRead(shell, request, response, incoming, reader.bytes(), limit)) resume(request.socket, response);
}

/** A Content-Length of digits only, as a number (node:http has refused the request otherwise, or it has none). */
const DIGITS = /^\d{1,15}$/;

export type NodeHandler = (request: NodeRequestLike, response: NodeResponseLike) => void;

/** The Node http request handler of `engine`: requests on one connection run one after another. */
export function nodeHandler(engine: MockEngine, options: ShellOptions = {}): NodeHandler {
  return nodeHandlers(engine, options).request;
}

/**
 * The handlers of node:http's 'request' and 'checkContinue' events. With a 'checkContinue' listener,
 * node:http sends no `100 Continue` of its own: the shell sends it when it is about to read the body,
 * and a request answered from its head alone (a body declared over the limit, a transfer coding it
 * does not undo, no body, or one the engine answers whatever its body holds: answersFromHead) gets
 * its final status at once (RFC 9110 §10.1.1), before the client uploads a body that would not be read.
 */
export function nodeHandlers(engine: MockEngine, options: ShellOptions = {}): { request: NodeHandler; checkContinue: NodeHandler } {
  const shell: Shell = {
    engine,
    extra: options.extra ?? [],
    ownServer: options.ownServer === true,
    heads: new WeakMap(),
    peerOf: options.peerOf ?? peerAddress,
    unsent: options.unsent,
  };
  /** One request: true when it is answered by the time this returns. */
  const run = (request: NodeRequestLike, response: NodeResponseLike, awaitsContinue: boolean): boolean => {
    const target = request.url ?? '/';
    const incoming: MockRequest = {
      method: request.method ?? 'GET',
      target,
      headers: withRepeats(request.headers, request.rawHeaders),
      body: undefined,
      peer: request.socket == null ? undefined : shell.peerOf(request.socket),
      unsent: shell.unsent,
    };
    const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
    if (encoding === undefined && (length === undefined || length === '0')) {
      // No body (HTTP/1.1 framing): answered at once. Node 24.12+ (optimizeEmptyRequests) hands such a
      // request over already ended, with nothing to drain; otherwise it is drained. (Node emits a
      // request's 'error' only to a listener: none is needed here.)
      if (request.readableEnded !== true) request.resume();
      return answerNode(shell, response, incoming, false, request.socket);
    }
    // node:http undoes chunked alone: a body sent `gzip, chunked` would reach the engine still gzipped.
    const coding = unsupportedTransferCoding(encoding);
    if (coding !== undefined) {
      request.on('error', ignoreError);
      incoming.transferCoding = coding;
      return answerUnread(shell, request, response, incoming);
    }
    const limit = engine.bodyLimitFor(incoming);
    const declared = encoding === undefined && typeof length === 'string' && DIGITS.test(length) ? Number(length) : undefined;
    if (declared !== undefined ? declared > limit : declaredTooLarge(length, limit)) {
      request.on('error', ignoreError);
      return tooLargeNode(shell, request, response, incoming);
    }
    if (awaitsContinue) {
      // The engine's own head decision (the proxy's in enforce mode): its final answer at once, the body
      // not asked for, read as none (tooLarge: past the 0 bytes read), the connection closing after it.
      if (engine.answersFromHead(incoming)) {
        request.on('error', ignoreError);
        return tooLargeNode(shell, request, response, incoming);
      }
      response.writeContinue?.();
    }
    queueMicrotask(() => takeBody(shell, request, response, incoming, limit, declared));
    return false;
  };

  const inTurn = (request: NodeRequestLike, response: NodeResponseLike, awaitsContinue: boolean): void => {
    const connection = request.socket;
    if (connection == null) {
      run(request, response, awaitsContinue);
      return;
    }
    const waiting = pipelined.get(connection);
    if (waiting !== undefined) waiting.push({ run: () => run(request, response, awaitsContinue), response });
    else if (!run(request, response, awaitsContinue)) pipelined.set(connection, []);
    else if (!handedOver(response)) {
      pipelined.set(connection, []);
      whenDone(response, () => resume(connection, response));
    }
  };
  return {
    request: (request, response) => inTurn(request, response, false),
    checkContinue: (request, response) => inTurn(request, response, true),
  };
}
