// createStatefulMock: the engine behind a fetch function (the core), a Node http handler and a
// listen() that starts a server. The shells only move bytes; the engine decides everything.
import { fetchHeaderValue, withRepeats } from '../http/index.js';
import type { OperationId } from '../validator/index.js';
import { BodyReader, declaredTooLarge, readRequestBody } from './body.js';
import type { TriggerRecord } from './context.js';
import { type JournalEntry, type MockAnswer, MockEngine, type MockRequest, type StatefulMockOptions } from './engine.js';
import type { FaultRule, PendingFault } from './faults.js';
import type { Fixture } from './fixture-types.js';
import type { MockHandler } from './handlers.js';
import { type MockSettings, settingsError } from './options.js';

/** What the handler needs of Node's IncomingMessage (declared here so that no Node type leaks into the API). */
export interface NodeRequestLike {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** Node's raw header lines (name, value, name, value, …), to tell a repeated header. */
  rawHeaders?: string[];
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
  once(event: 'finish', listener: () => void): unknown;
  destroy(error?: Error): unknown;
}

export interface ListenOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningStatefulMock {
  /** e.g. http://127.0.0.1:4010 */
  readonly url: string;
  /** Stops taking connections, closes the idle ones, and resolves once the server is closed. */
  close(): Promise<void>;
}

export interface StatefulMock {
  /** The core: a web Request in, a web Response out. Pass it as a client's `fetch`, or to MSW. */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
  /** A Node http request handler: `http.createServer(mock.handler)`. */
  handler(request: NodeRequestLike, response: NodeResponseLike): void;
  /** Starts a Node http server with the handler (Node >= 20.16). */
  listen(options?: ListenOptions): Promise<RunningStatefulMock>;
  /** Back to the starting fixture: state, journal, triggers and faults. */
  reset(): void;
  /** Replaces the whole state with a fixture; throws a FixtureError naming the JSON pointer of what is wrong. */
  load(state: Fixture): void;
  /** The whole state, in the fixture format. */
  snapshot(): Fixture;
  /** The journal of answered requests, oldest first. */
  requests(): JournalEntry[];
  /** Each accepted trigger: workflow, resolved subscriber ids, payload, transactionId, status, notification ids. */
  triggers(): TriggerRecord[];
  /** The next `times` calls of an operation answer so; `null` clears every fault. Returns the pending faults. */
  fault(rule: FaultRule | null): PendingFault[];
  /**
   * Answers an operation with `handler` instead of the built-in one, until resetHandlers(), as MSW's
   * server.use does. The request is checked (key, contract) first; the handler gives the success
   * body, or a web Response. reset() leaves the handlers in place.
   */
  use<Id extends OperationId>(operationId: Id, handler: MockHandler<Id>): void;
  /** Back to the built-in handlers of every operation. */
  resetHandlers(): void;
  /** The settings in force; `change` (as PATCH /__mock/settings) changes some of them first. */
  settings(change?: Partial<MockSettings>): MockSettings;
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A fetch Request's headers: a single-value header sent twice, which Headers joined with ", ", as its lines (src/http). */
function headersOf(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    out[name] = fetchHeaderValue(name, value);
  });
  return out;
}

/**
 * The path and query of a Request's URL. Request.url is already parsed and serialized (WHATWG URL):
 * for http(s) the target is what follows the authority, up to a fragment, with no second parse.
 */
function targetOf(url: string): string {
  const authority = url.startsWith('http://') ? 7 : url.startsWith('https://') ? 8 : -1;
  if (authority === -1) {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  }
  const slash = url.indexOf('/', authority);
  if (slash === -1) return '/';
  const hash = url.indexOf('#', slash);
  const target = hash === -1 ? url.slice(slash) : url.slice(slash, hash);
  // As URL's search: an empty query is no query.
  return target.indexOf('?') === target.length - 1 ? target.slice(0, -1) : target;
}

let utf8Encoder: TextEncoder | undefined;
// biome-ignore lint/suspicious/noControlCharactersInRegex: it tells ASCII text, control characters included, from the rest
const ASCII = /^[\x00-\x7f]*$/;

/** An answer's headers as one flat [name, value, …] array, Content-Length last. */
function flatHead(headers: Readonly<Record<string, string>>, length: number): string[] {
  const head: string[] = [];
  for (const name in headers) head.push(name, headers[name]!);
  head.push('content-length', String(length));
  return head;
}

/**
 * The flat heads of the shared, frozen header objects most answers carry (answers.ts), per body
 * length: made once and reused, since node:http only reads the array (a head per request was an
 * object spread and a walk of its keys). Bounded: past HEAD_LENGTHS lengths, one object's are dropped.
 */
const sharedHeads = new WeakMap<object, Map<number, string[]>>();
const HEAD_LENGTHS = 256;

function headOf(headers: Readonly<Record<string, string>>, length: number): string[] {
  if (!Object.isFrozen(headers)) return flatHead(headers, length);
  let byLength = sharedHeads.get(headers);
  if (byLength === undefined) {
    byLength = new Map();
    sharedHeads.set(headers, byLength);
  }
  let head = byLength.get(length);
  if (head === undefined) {
    if (byLength.size >= HEAD_LENGTHS) byLength.clear();
    head = flatHead(headers, length);
    byLength.set(length, head);
  }
  return head;
}

function writeAnswer(response: NodeResponseLike, answer: MockAnswer, close: boolean): void {
  if (response.headersSent || response.writableEnded || response.destroyed) return;
  // An ASCII body (most JSON) goes out as the string: Node then writes head and body in one piece.
  const ascii = answer.body === undefined || ASCII.test(answer.body);
  utf8Encoder ??= new TextEncoder();
  const body = ascii ? answer.body : utf8Encoder.encode(answer.body);
  const length = body === undefined ? 0 : typeof body === 'string' ? body.length : body.byteLength;
  const head = headOf(answer.headers, length);
  try {
    response.writeHead(answer.status, close ? [...head, 'connection', 'close'] : head);
    response.end(body);
  } catch {
    // A header Node refuses (an echoed x-correlation-id it finds invalid): no answer can be framed.
    response.destroy();
  }
}

/** A request's 'error' (a client gone mid-body) needs a listener, or it would reach the process; the socket's close ends the exchange. */
const ignoreError = (): undefined => undefined;

const FAILED: MockAnswer = { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'the mock failed\n' };

/**
 * Per connection, the requests pipelined behind one still in progress (its body arriving, or its
 * answer pending). node:http hands over a pipelined request as soon as it is parsed, but RFC 9112
 * §9.3.2 lets a server process only safe methods in parallel: a GET behind a POST must see the POST's
 * effect, as it would from the service. A connection is here only while a request on it is in progress.
 */
const pipelined = new WeakMap<object, (() => boolean)[]>();

/** Runs the requests waiting on `connection`, in order, until one goes asynchronous (it resumes the rest when done). */
function resume(connection: object | null | undefined): void {
  if (connection == null) return;
  const waiting = pipelined.get(connection);
  if (waiting === undefined) return;
  for (let next = waiting.shift(); next !== undefined; next = waiting.shift()) if (!next()) return;
  pipelined.delete(connection);
}

/**
 * The engine's answer to a request of the Node shell, written once it is ready: true when that is at
 * once; otherwise the connection's next request is resumed once it is written.
 */
function answerNode(engine: MockEngine, response: NodeResponseLike, incoming: MockRequest, close: boolean, connection: object | null | undefined): boolean {
  let answer: MockAnswer | Promise<MockAnswer>;
  try {
    answer = engine.answer(incoming);
  } catch {
    writeAnswer(response, FAILED, true);
    return true;
  }
  if (!(answer instanceof Promise)) {
    writeAnswer(response, answer, close);
    return true;
  }
  answer
    .then(
      (ready) => writeAnswer(response, ready, close),
      () => writeAnswer(response, FAILED, true),
    )
    .then(() => resume(connection));
  return false;
}

/** A body over the limit: answered at once, without reading the rest; the connection closes once the answer is out. */
function tooLargeNode(engine: MockEngine, request: NodeRequestLike, response: NodeResponseLike, incoming: MockRequest): boolean {
  response.once('finish', () => request.destroy());
  incoming.tooLarge = true;
  return answerNode(engine, response, incoming, true, request.socket);
}

type NodeHttp = {
  createServer(
    options: { optimizeEmptyRequests: boolean },
    handler: (request: NodeRequestLike, response: NodeResponseLike) => void,
  ): {
    listen(port: number, host: string, callback: () => void): unknown;
    once(event: 'error', listener: (error: Error) => void): unknown;
    off(event: 'error', listener: (error: Error) => void): unknown;
    address(): { port: number } | string | null;
    close(callback: () => void): unknown;
    closeIdleConnections(): void;
    closeAllConnections(): void;
    requestTimeout: number;
    headersTimeout: number;
    keepAliveTimeout: number;
  };
};

export function createStatefulMock(options?: StatefulMockOptions): StatefulMock {
  const engine = new MockEngine(options);

  const fetch: StatefulMock['fetch'] = async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const target = targetOf(request.url);
    const method = request.method.toUpperCase();
    const { body, tooLarge } = BODYLESS.has(method) ? { body: undefined, tooLarge: false } : await readRequestBody(request, engine.bodyLimitFor(target));
    const answer = await engine.answer({ method, target, headers: headersOf(request.headers), body, tooLarge });
    return new Response(answer.body ?? null, { status: answer.status, headers: answer.headers });
  };

  /** One request of the Node shell: true when it is answered by the time this returns. */
  const run = (request: NodeRequestLike, response: NodeResponseLike): boolean => {
    const target = request.url ?? '/';
    const incoming: MockRequest = {
      method: (request.method ?? 'GET').toUpperCase(),
      target,
      headers: withRepeats(request.headers, request.rawHeaders),
      body: undefined,
    };
    const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
    if (encoding === undefined && (length === undefined || length === '0')) {
      // No body (HTTP/1.1 framing): answered at once. (Node emits a request's 'error' only to a listener: none is needed here.)
      request.resume();
      return answerNode(engine, response, incoming, false, request.socket);
    }
    request.on('error', ignoreError);
    const limit = engine.bodyLimitFor(target);
    if (declaredTooLarge(length, limit)) return tooLargeNode(engine, request, response, incoming);
    const reader = new BodyReader(limit);
    let answered = false;
    request.on('data', (chunk) => {
      if (answered) return;
      if (!reader.push(chunk)) {
        answered = true;
        if (tooLargeNode(engine, request, response, incoming)) resume(request.socket);
      }
    });
    request.on('end', () => {
      if (answered) return;
      answered = true;
      incoming.body = reader.body();
      if (answerNode(engine, response, incoming, false, request.socket)) resume(request.socket);
    });
    return false;
  };

  const handler: StatefulMock['handler'] = (request, response) => {
    const connection = request.socket;
    if (connection == null) {
      run(request, response);
      return;
    }
    const waiting = pipelined.get(connection);
    if (waiting !== undefined) waiting.push(() => run(request, response));
    else if (!run(request, response)) pipelined.set(connection, []);
  };

  const listen: StatefulMock['listen'] = async ({ port = 0, host = '127.0.0.1' } = {}) => {
    const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
    const http = getBuiltinModule?.('node:http') as NodeHttp | undefined;
    if (http === undefined) throw new Error('listen() needs Node >= 20.16; elsewhere use fetch, or handler with a server of your own');
    // A request without Content-Length or Transfer-Encoding has no body (HTTP/1.1 framing): Node 24.12+
    // then hands it over already ended, without a stream's life cycle, as the handler answers it at once
    // anyway. Older Nodes ignore the option.
    const server = http.createServer({ optimizeEmptyRequests: true }, handler);
    // A slow or stalled client cannot hold a connection for Node's default five minutes.
    server.requestTimeout = 30_000;
    server.headersTimeout = 15_000;
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // Besides IP addresses and localhost, the control API answers the name the mock was bound to.
    engine.boundHosts.add(host.toLowerCase());
    const address = server.address();
    const bound = typeof address === 'object' && address !== null ? address.port : port;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
      close: () =>
        (closing ??= new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Requests in flight are answered at once (none takes long) unless a fault delays them.
          setTimeout(() => server.closeAllConnections(), 1000).unref?.();
        })),
    };
  };

  return {
    fetch,
    handler,
    listen,
    reset: () => engine.reset(),
    load: (state) => engine.load(state),
    snapshot: () => engine.snapshot(),
    requests: () => engine.requests(),
    triggers: () => engine.triggers(),
    fault: (rule) => engine.fault(rule),
    use: (operationId, handler) => engine.use(operationId, handler),
    resetHandlers: () => engine.handlers.reset(),
    settings: (change) => {
      if (change === undefined) return engine.settings();
      const wrong = settingsError(change);
      if (wrong !== undefined) throw new TypeError(`settings: ${wrong}`);
      return engine.changeSettings(change);
    },
  };
}
