// The mock's own server (listen()): node:http with the Node shell's handler, its deadlines and one
// idle sweep, and in front of it the net front that answers the plainest requests itself.
import type { Buffer } from 'node:buffer';
import { answerClientError, type ClientErrorSocket } from '../http/client-error.js';
import { type Listenable, listenOn, listenUrl } from '../http/listen.js';
import { checkOptionNames, knownOptions } from '../http/option-names.js';
import { DEFAULT_CLIENT_TIMEOUT_MS } from '../http/send-progress.js';
import { closeInStages } from '../http/staged-close.js';
import { quoted } from '../text/printable.js';
import { connectRefusal } from './connect-refusal.js';
import type { MockEngine } from './engine.js';
import { type Handoff, type InnerSocket, type JoinedSocket, loopbackHandoff, type NodeNet } from './handoff.js';
import { type SweptServer, sweepIdleConnections } from './idle-sweep.js';
import type { AnswerHeads } from './net-answer.js';
import { type NetFront, netFront } from './net-front.js';
import { type NodeHandler, nodeHandlers } from './node-shell.js';
import { inProgress } from './pipelining.js';
import { DEFAULT_MAX_UNSENT_BYTES, type UnsentSource } from './unsent-answers.js';

export interface ListenOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * How long a client may take none of an answer waiting for it, in milliseconds (one that stopped
   * reading): then its connection is destroyed, whatever it sends meanwhile. Default 30 s, as the proxy's.
   */
  clientTimeoutMs?: number;
  /**
   * Bytes of answers the server may hold for clients that have not taken them, all its connections
   * together, before a request for a large control answer (`GET /__mock/requests`, `/__mock/state`,
   * `/__mock/triggers`) gets 503 with Retry-After instead. Default 64 MiB.
   */
  maxUnsentBytes?: number;
}

export interface RunningStatefulMock {
  /** e.g. http://127.0.0.1:4010 */
  readonly url: string;
  /** Stops taking connections, closes the idle ones, and resolves once the server is closed. */
  close(): Promise<void>;
}

/** How long a kept-alive connection may stay idle, and how often the sweep looks at most (idle-sweep.ts). */
const KEEP_ALIVE_MS = 65_000;
const SWEEP_EVERY_MS = 5_000;
/** A tenth of the client timeout: a stalled client is cut within 10% of it (33 s by default). */
const sweepEvery = (clientTimeoutMs: number): number => Math.min(SWEEP_EVERY_MS, Math.max(10, Math.floor(clientTimeoutMs / 10)));

type NodeBufferClass = { concat(chunks: Buffer[]): Buffer; byteLength(text: string): number };

type NodeHttp = {
  STATUS_CODES: Record<number, string | undefined>;
  createServer(options: { optimizeEmptyRequests: boolean; connectionsCheckingInterval: number }, handler: NodeHandler): OwnServer;
};

type OwnServer = Omit<SweptServer, 'on'> &
  Listenable & {
    on(event: 'connection', listener: (socket: never) => void): unknown;
    on(event: 'checkContinue', listener: NodeHandler): unknown;
    on(event: 'connect', listener: ReturnType<typeof connectRefusal>): unknown;
    on(event: 'clientError', listener: (error: Error & { code?: string }, socket: ClientErrorSocket) => void): unknown;
    close(callback: () => void): unknown;
    closeIdleConnections(): void;
    closeAllConnections(): void;
    listeners(event: 'connection'): ((socket: InnerSocket) => void)[];
    removeAllListeners(event: 'connection'): unknown;
    requestTimeout: number;
    headersTimeout: number;
    keepAliveTimeout: number;
  };

/** The settings of the answers the server writes itself (net-answer.ts): the net front's and a refused CONNECT's. */
function answerHeads(http: NodeHttp, extra: readonly string[], getBuiltinModule: (id: string) => unknown): AnswerHeads {
  const NodeBuffer = (getBuiltinModule('node:buffer') as { Buffer: NodeBufferClass }).Buffer;
  return {
    reasons: http.STATUS_CODES,
    extra,
    cache: new WeakMap(),
    concat: (a, b) => NodeBuffer.concat([a, b]),
    byteLength: (text) => NodeBuffer.byteLength(text),
  };
}

/** The net front in place of node:http's connection listener, which it hands connections to (handoff.ts). */
async function frontOf(
  engine: MockEngine,
  server: OwnServer,
  heads: AnswerHeads,
  getBuiltinModule: (id: string) => unknown,
  unsent: UnsentSource,
): Promise<{ front?: NetFront; handoff?: Handoff }> {
  const [nodeListener] = server.listeners('connection');
  if (nodeListener === undefined) throw new Error('listen(): node:http registered no connection listener');
  let handoff: Handoff;
  try {
    handoff = await loopbackHandoff(getBuiltinModule('node:net') as NodeNet, server, nodeListener);
  } catch {
    // No loopback address to listen on (an IPv6-only host, a sandbox): node:http alone serves, as it always could.
    return {};
  }
  const front = netFront(engine, heads, (socket, rest) => handoff.handOff(socket as unknown as JoinedSocket, rest), unsent);
  server.removeAllListeners('connection');
  server.on('connection', front.connection as (socket: never) => void);
  return { front, handoff };
}

/** A refused option as a message shows it: a string quoted, its control characters escaped (src/text). */
const shown = (value: unknown): string =>
  typeof value === 'string' ? quoted(value, 100) : value === null ? 'null' : typeof value === 'number' ? String(value) : `a ${typeof value}`;

/**
 * The options, checked before anything is bound: node:net reads a port string as a Unix socket's
 * path, a number for the host as the backlog (binding every interface), and an empty host as every
 * interface. A TypeError names the option.
 */
const LISTEN_OPTIONS = knownOptions<ListenOptions>('listen()')(['port', 'host', 'clientTimeoutMs', 'maxUnsentBytes']);

function listenOptions(options: unknown): { port: number; host: string; clientTimeoutMs: number; maxUnsentBytes: number } {
  if (options === undefined) return { port: 0, host: '127.0.0.1', clientTimeoutMs: DEFAULT_CLIENT_TIMEOUT_MS, maxUnsentBytes: DEFAULT_MAX_UNSENT_BYTES };
  if (typeof options !== 'object' || options === null)
    throw new TypeError(`listen(): the options must be an object { port?, host?, clientTimeoutMs?, maxUnsentBytes? }, got ${shown(options)}`);
  checkOptionNames(options, LISTEN_OPTIONS);
  const {
    port = 0,
    host = '127.0.0.1',
    clientTimeoutMs = DEFAULT_CLIENT_TIMEOUT_MS,
    maxUnsentBytes = DEFAULT_MAX_UNSENT_BYTES,
  } = options as Record<string, unknown>;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new TypeError(`listen(): port must be a whole number from 0 (a free port) to 65535, got ${shown(port)}`);
  if (typeof host !== 'string' || host.trim() === '')
    throw new TypeError(`listen(): host must be an address or a host name (default 127.0.0.1; 0.0.0.0 for every interface), got ${shown(host)}`);
  if (typeof clientTimeoutMs !== 'number' || !Number.isSafeInteger(clientTimeoutMs) || clientTimeoutMs < 1 || clientTimeoutMs > 2 ** 31 - 1)
    throw new TypeError(`listen(): clientTimeoutMs must be a whole number of milliseconds from 1 (default 30000), got ${shown(clientTimeoutMs)}`);
  if (typeof maxUnsentBytes !== 'number' || !Number.isSafeInteger(maxUnsentBytes) || maxUnsentBytes < 1)
    throw new TypeError(`listen(): maxUnsentBytes must be a whole number of bytes from 1 (default ${DEFAULT_MAX_UNSENT_BYTES}), got ${shown(maxUnsentBytes)}`);
  return { port, host, clientTimeoutMs, maxUnsentBytes };
}

/**
 * Starts the mock's own server for `engine`: node:http behind the net front (net-front.ts), or, with
 * `front: false`, node:http alone (the front's differential test compares the two).
 */
export async function listenOwn(engine: MockEngine, options?: ListenOptions, { front: withFront = true } = {}): Promise<RunningStatefulMock> {
  const { port, host, clientTimeoutMs, maxUnsentBytes } = listenOptions(options);
  const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  const http = getBuiltinModule?.('node:http') as NodeHttp | undefined;
  if (http === undefined) throw new Error('listen() needs Node >= 20.16; elsewhere use fetch, or handler with a server of your own');
  // A request without Content-Length or Transfer-Encoding has no body (HTTP/1.1 framing): Node 24.12+
  // then hands it over already ended, without a stream's life cycle, as the handler answers it at once
  // anyway. Older Nodes ignore the option. The keep-alive line is the hint node:http sends when its own
  // keepAliveTimeout is on (clients then close an idle connection first); ownServer: see node-shell.ts.
  const extra = ['keep-alive', `timeout=${KEEP_ALIVE_MS / 1000}`];
  // The client's address: behind the front's loopback handoff, the one the handoff read it from.
  let handedOff: Handoff | undefined;
  const peerOf = (socket: object) => (handedOff === undefined ? (socket as { remoteAddress?: string }).remoteAddress : handedOff.peerOf(socket));
  // The timeouts below are checked this often: at Node's default (30 s) a client sending a header line
  // a second was dropped after 36 s, not 15 (review 14a F9), as the docs server's are.
  // This server's bound on answers waiting (unsent-answers.ts), carried by each request it reads; what
  // waits is counted by the sweeps, set up once the server listens.
  let waiting = (): number => 0;
  const unsent: UnsentSource = { waitingBytes: () => waiting(), maxUnsentBytes, retryAfterSeconds: Math.ceil(clientTimeoutMs / 1000) };
  const handlers = nodeHandlers(engine, { extra, ownServer: true, peerOf, unsent });
  const server = http.createServer({ optimizeEmptyRequests: true, connectionsCheckingInterval: 1_000 }, handlers.request);
  // `Expect: 100-continue`: the 100 only for a body the shell reads (node-shell.ts nodeHandlers).
  server.on('checkContinue', handlers.checkContinue);
  const heads = answerHeads(http, extra, getBuiltinModule as (id: string) => unknown);
  server.on('connect', connectRefusal(engine, heads, peerOf));
  // node:http's own answers to a request it cannot read, but that the answer to one it read goes first.
  server.on('clientError', answerClientError);
  // Every connection node:http reads closes in stages after its last answer (staged-close.ts): bytes
  // sent past a `Connection: close` request, unread at the close, turned it into a reset that took the
  // answer with it.
  const [nodeListener] = server.listeners('connection');
  if (nodeListener === undefined) throw new Error('listen(): node:http registered no connection listener');
  server.removeAllListeners('connection');
  server.on('connection', ((socket: InnerSocket) => {
    closeInStages(socket);
    nodeListener.call(server, socket);
  }) as (socket: never) => void);
  // The net front reads each connection first and hands it to node:http's own listener at the first
  // request it does not take (net-front.ts); the sweep below watches every connection either way.
  const { front, handoff } = withFront ? await frontOf(engine, server, heads, getBuiltinModule as (id: string) => unknown, unsent) : {};
  handedOff = handoff;
  // A slow or stalled client cannot hold a connection for Node's default five minutes.
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  // An idle kept-alive connection is closed after 65 s by one sweep for the server, not by node:http's
  // keepAliveTimeout, which moves a socket timer on every request (idle-sweep.ts).
  server.keepAliveTimeout = 0;
  try {
    await listenOn(server, port, host);
  } catch (error) {
    // The port is taken (or refused): the loopback listener goes too, or it would keep the process alive.
    handoff?.close();
    throw error;
  }
  // The send deadline watches what waits on the client's socket, whoever wrote it: the front, node:http,
  // or the handoff's pipe from node:http's loopback side (which stalls with it, and is watched too: a
  // local process may connect to the loopback listener directly).
  const every = sweepEvery(clientTimeoutMs);
  const stopSweep = sweepIdleConnections(
    server,
    KEEP_ALIVE_MS,
    every,
    (socket) => inProgress(socket) || front?.busy(socket) === true || handoff?.busy(socket, inProgress) === true,
    { clientTimeoutMs },
  );
  const stopInnerSweep = handoff === undefined ? undefined : sweepIdleConnections(handoff.listener, KEEP_ALIVE_MS, every, inProgress, { clientTimeoutMs });
  // What waits for this server's clients, on either side of the handoff, counts against its bound.
  waiting = () => stopSweep.waitingBytes() + (stopInnerSweep?.waitingBytes() ?? 0);
  // Besides IP addresses and localhost, the control API answers the name the mock was bound to.
  engine.boundHosts.add(host.toLowerCase());
  const address = server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  let closing: Promise<void> | undefined;
  return {
    url: listenUrl(host, bound),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        stopSweep();
        stopInnerSweep?.();
        // Requests in flight are answered at once (none takes long) unless a fault delays them. The
        // deadline keeps the process alive until it passes, so that an awaited close() settles.
        const deadline = setTimeout(() => {
          server.closeAllConnections();
          front?.closeAll();
          handoff?.closeAll();
        }, 1000);
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
        front?.closeIdle();
        handoff?.close();
      })),
  };
}
