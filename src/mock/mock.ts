// createStatefulMock: the engine behind a fetch function (the core), a Node http handler and a
// listen() that starts a server. The shells only move bytes; the engine decides everything.
import { plainHeaders } from '../http/index.js';
import type { OperationId } from '../validator/index.js';
import { readRequestBody } from './body.js';
import { takeBytes } from './coded-body.js';
import type { TriggerRecord } from './context.js';
import { type JournalEntry, MockEngine, type MockRequest, type StatefulMockOptions } from './engine.js';
import type { FaultRule, PendingFault } from './faults.js';
import type { Fixture } from './fixture-types.js';
import type { MockHandler, UseOptions } from './handlers.js';
import { type NodeRequestLike, type NodeResponseLike, nodeHandler } from './node-shell.js';
import { type MockSettings, settingsError } from './options.js';
import { type ListenOptions, listenOwn, type RunningStatefulMock } from './own-server.js';

export type { NodeRequestLike, NodeResponseLike } from './node-shell.js';

export type { ListenOptions, RunningStatefulMock } from './own-server.js';

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
   * server.use does (the last one put in answers; with `{ once: true }`, one request only). The
   * request is checked (key, contract) first; the handler gives the success body, a web Response,
   * or undefined for the built-in answer. reset() leaves the handlers in place.
   */
  use<Id extends OperationId>(operationId: Id, handler: MockHandler<Id>, options?: UseOptions): void;
  /** Back to the built-in handlers of every operation. */
  resetHandlers(): void;
  /** The settings in force; `change` (as PATCH /__mock/settings) changes some of them first. */
  settings(change?: Partial<MockSettings>): MockSettings;
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A fetch Request's headers: a single-value header sent twice, which Headers joined with ", ", as its lines (src/http). */
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

/**
 * The signal the caller gave, as fetch reads it: init's (null for none), else the Request's. Not the
 * copy's own signal: undici's Request follows the caller's through a WeakRef.
 */
function callerSignal(input: Request | string | URL, init: RequestInit | undefined): AbortSignal | undefined {
  if (init?.signal !== undefined) return init.signal ?? undefined;
  return input instanceof Request ? input.signal : undefined;
}

/**
 * `pending`, unless `signal` aborts first: then rejected with its reason (an AbortError, or the
 * TimeoutError of AbortSignal.timeout), as fetch is. What the mock was already doing goes on, as a
 * server goes on with a request whose client has gone.
 */
function untilAborted<T>(signal: AbortSignal | undefined, pending: Promise<T>): Promise<T> {
  if (signal === undefined) return pending;
  return new Promise<T>((resolve, reject) => {
    const aborted = () => reject(signal.reason);
    if (signal.aborted) aborted();
    else signal.addEventListener('abort', aborted, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', aborted));
  });
}

export function createStatefulMock(options?: StatefulMockOptions): StatefulMock {
  const engine = new MockEngine(options);

  const fetch: StatefulMock['fetch'] = async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const signal = callerSignal(input, init);
    // As fetch: a request aborted before it is sent is never sent, so it changes nothing.
    signal?.throwIfAborted();
    const target = targetOf(request.url);
    const method = request.method;
    const headers = plainHeaders(request.headers) as Record<string, string | string[]>;
    const incoming: MockRequest = { method, target, headers, body: undefined, tooLarge: false };
    if (!BODYLESS.has(method)) {
      const limit = engine.bodyLimitFor(incoming);
      const { bytes, tooLarge } = await readRequestBody(request, limit, signal);
      incoming.tooLarge = tooLarge;
      const decoding = takeBytes(incoming, bytes, limit);
      if (decoding !== undefined) await untilAborted(signal, decoding);
    }
    signal?.throwIfAborted();
    const pending = engine.answer(incoming);
    const answer = pending instanceof Promise ? await untilAborted(signal, pending) : pending;
    // As fetch meets a network error: a TypeError, its cause saying where it came from.
    if (answer.networkError) throw new TypeError('fetch failed', { cause: new Error('a mock.use() handler answered Response.error(): a network error') });
    return new Response(answer.body ?? null, { status: answer.status, headers: answer.headers });
  };

  const handler: StatefulMock['handler'] = nodeHandler(engine);

  const listen: StatefulMock['listen'] = (options) => listenOwn(engine, options);

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
    use: (operationId, handler, options) => engine.use(operationId, handler, options),
    resetHandlers: () => engine.handlers.reset(),
    settings: (change) => {
      if (change === undefined) return engine.settings();
      const wrong = settingsError(change);
      if (wrong !== undefined) throw new TypeError(`settings: ${wrong}`);
      return engine.changeSettings(change);
    },
  };
}
