// startValidatingProxy: the handler on its own HTTP server, and a stop that lets requests in flight finish.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError } from '../http/client-error.js';
import { listenOn, listenUrl } from '../http/listen.js';
import { checkOptionNames, knownOptions } from '../http/option-names.js';
import { closeInStages } from '../http/staged-close.js';
import { connectListener } from './connect.js';
import { checkContinueListener } from './continue.js';
import { nodeHttp } from './node-http.js';
import { PROXY_OPTION_NAMES, type ValidatingProxyOptions } from './options.js';
import { createValidatingProxy, keepHalfOpen, type ValidatingProxy } from './proxy.js';
import type { ProxyStats } from './stats.js';

export interface StartValidatingProxyOptions extends ValidatingProxyOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Most client connections open at once; more are closed as soon as they are accepted. Default: no limit. */
  maxConnections?: number;
  /** How long a client may take to send a request's headers; then 408 and the connection closes. Default 10 s. */
  headerTimeoutMs?: number;
  /** How long a client may take to send a whole request, headers and body; then 408 and the connection closes. Default 30 s. */
  requestTimeoutMs?: number;
}

export const DEFAULT_HEADER_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

// setTimeout treats anything past 2^31 - 1 ms as 1 ms.
const isDelay = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2 ** 31 - 1;

export interface RunningValidatingProxy {
  /** Where clients send their requests, e.g. http://127.0.0.1:4020. */
  readonly url: string;
  readonly server: Server;
  readonly proxy: ValidatingProxy;
  stats(): ProxyStats;
  /** Stops accepting connections, lets the requests in flight finish, then closes everything. */
  close(): Promise<void>;
}

const START_OPTIONS = knownOptions<StartValidatingProxyOptions>('startValidatingProxy')([
  ...PROXY_OPTION_NAMES,
  'host',
  'port',
  'maxConnections',
  'headerTimeoutMs',
  'requestTimeoutMs',
]);

export async function startValidatingProxy(options: StartValidatingProxyOptions): Promise<RunningValidatingProxy> {
  // Before anything listens: `mod: 'enforce'` ran a proxy in report mode (review 20 F3).
  checkOptionNames(options, START_OPTIONS);
  const {
    host = '127.0.0.1',
    port = 0,
    maxConnections,
    headerTimeoutMs = DEFAULT_HEADER_TIMEOUT_MS,
    requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
    ...proxyOptions
  } = options;
  if (maxConnections !== undefined && (!Number.isSafeInteger(maxConnections) || maxConnections < 1)) {
    throw new TypeError(`maxConnections must be a positive whole number, got ${String(maxConnections)}`);
  }
  if (!isDelay(headerTimeoutMs)) throw new TypeError(`headerTimeoutMs must be a positive number of milliseconds, got ${String(headerTimeoutMs)}`);
  if (!isDelay(requestTimeoutMs)) throw new TypeError(`requestTimeoutMs must be a positive number of milliseconds, got ${String(requestTimeoutMs)}`);
  if (headerTimeoutMs > requestTimeoutMs) throw new TypeError(`headerTimeoutMs (${headerTimeoutMs}) must not exceed requestTimeoutMs (${requestTimeoutMs})`);
  const proxy = createValidatingProxy(proxyOptions, { boundHost: host });
  // Node's defaults (60 s for the headers, 300 s for the request, checked every 30 s) held a
  // slow-header client 90 s and a slow-body one past 130 s. Checked often enough that a limit
  // fires at most a quarter of the header limit late (1 s at most).
  const server = nodeHttp().createServer(
    {
      keepAlive: true,
      headersTimeout: headerTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headerTimeoutMs / 4))),
    },
    proxy,
  );
  // Above Node's 5 s default, so that a client's pooled connection is not closed under its request.
  server.keepAliveTimeout = 65_000;
  keepHalfOpen(server);
  if (maxConnections !== undefined) server.maxConnections = maxConnections;
  // A client that sends garbage gets a 400 and loses its connection, a client too slow to send its
  // request a 408 (unless its answer started); nothing else is affected.
  server.on('clientError', answerClientError);
  // A connection closes in stages after its last answer (src/http/staged-close.ts): bytes sent past a
  // `Connection: close` request, unread at the close, would turn it into a reset that takes the answer.
  server.on('connection', closeInStages);
  // A CONNECT is refused with a 400 as a target that is no path (node:http would close it unanswered),
  // and `Expect: 100-continue` gets its 100 only for a body the proxy reads (continue.ts).
  server.on('connect', connectListener(proxy));
  server.on('checkContinue', checkContinueListener(proxy));
  try {
    await listenOn(server, port, host);
  } catch (error) {
    await proxy.close();
    throw error;
  }
  const { port: bound } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: listenUrl(host, bound),
    server,
    proxy,
    stats: () => proxy.stats(),
    close: () =>
      (closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Idle keep-alive connections would hold close() open; busy ones finish their request first.
        server.closeIdleConnections();
        await proxy.drain();
        server.closeAllConnections();
        await closed;
        await proxy.close();
      })()),
  };
}
