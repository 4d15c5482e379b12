// createStatefulMock: the engine behind a fetch function (the core), a Node http handler and a
// listen() that starts a server. The shells only move bytes; the engine decides everything.
import { fetchHeaderValue } from '../http/index.js';
import type { OperationId } from '../validator/index.js';
import { readRequestBody } from './body.js';
import type { TriggerRecord } from './context.js';
import { type JournalEntry, MockEngine, type StatefulMockOptions } from './engine.js';
import type { FaultRule, PendingFault } from './faults.js';
import type { Fixture } from './fixture-types.js';
import type { MockHandler } from './handlers.js';
import { type SweptServer, sweepIdleConnections } from './idle-sweep.js';
import { inProgress, type NodeRequestLike, type NodeResponseLike, nodeHandler } from './node-shell.js';
import { type MockSettings, settingsError } from './options.js';

export type { NodeRequestLike, NodeResponseLike } from './node-shell.js';

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

/** How long a kept-alive connection may stay idle, and how often the sweep looks (idle-sweep.ts). */
const KEEP_ALIVE_MS = 65_000;
const SWEEP_EVERY_MS = 5_000;

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

type NodeHttp = {
  createServer(
    options: { optimizeEmptyRequests: boolean },
    handler: (request: NodeRequestLike, response: NodeResponseLike) => void,
  ): SweptServer & {
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

  const handler: StatefulMock['handler'] = nodeHandler(engine);

  const listen: StatefulMock['listen'] = async ({ port = 0, host = '127.0.0.1' } = {}) => {
    const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
    const http = getBuiltinModule?.('node:http') as NodeHttp | undefined;
    if (http === undefined) throw new Error('listen() needs Node >= 20.16; elsewhere use fetch, or handler with a server of your own');
    // A request without Content-Length or Transfer-Encoding has no body (HTTP/1.1 framing): Node 24.12+
    // then hands it over already ended, without a stream's life cycle, as the handler answers it at once
    // anyway. Older Nodes ignore the option. The keep-alive line is the hint node:http sends when its own
    // keepAliveTimeout is on (clients then close an idle connection first); ownServer: see node-shell.ts.
    const server = http.createServer(
      { optimizeEmptyRequests: true },
      nodeHandler(engine, { extra: ['keep-alive', `timeout=${KEEP_ALIVE_MS / 1000}`], ownServer: true }),
    );
    // A slow or stalled client cannot hold a connection for Node's default five minutes.
    server.requestTimeout = 30_000;
    server.headersTimeout = 15_000;
    // An idle kept-alive connection is closed after 65 s by one sweep for the server, not by node:http's
    // keepAliveTimeout, which moves a socket timer on every request (idle-sweep.ts).
    server.keepAliveTimeout = 0;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const stopSweep = sweepIdleConnections(server, KEEP_ALIVE_MS, SWEEP_EVERY_MS, inProgress);
    // Besides IP addresses and localhost, the control API answers the name the mock was bound to.
    engine.boundHosts.add(host.toLowerCase());
    const address = server.address();
    const bound = typeof address === 'object' && address !== null ? address.port : port;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
      close: () =>
        (closing ??= new Promise<void>((resolve) => {
          stopSweep();
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
