// createValidatingProxy: the request handler that validates traffic on its way to the upstream and
// back, and serves its own counters and metrics under /__contract/.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originForm } from '../http/target.js';
import { serveAdmin } from './admin.js';
import { OWN_PREFIX } from './admin-paths.js';
import { inTurn } from './connection.js';
import { Exchange } from './exchange.js';
import type { ExchangeContext } from './exchange-context.js';
import { openRecordLog } from './log.js';
import { ProxyMetrics } from './metrics.js';
import { type ResolvedOptions, resolveOptions, type ValidatingProxyOptions } from './options.js';
import { Redactor } from './redact.js';
import { type ProxyStats, StatsCounter } from './stats.js';
import { connectUpstream } from './upstream.js';
import { ClientWatchdog, Watchdog } from './watchdog.js';

export { HEALTH_PATH, METRICS_PATH, OWN_PREFIX, STATS_PATH } from './admin-paths.js';

export interface ValidatingProxy {
  (req: IncomingMessage, res: ServerResponse): void;
  readonly options: ResolvedOptions;
  /** Requests whose answer is not complete yet. */
  readonly inFlight: number;
  /** Per-operation counters (also served at GET /__contract/stats). */
  stats(): ProxyStats;
  /** The Prometheus text exposition (also served at GET /__contract/metrics). */
  metrics(): Promise<string>;
  /**
   * Stops taking part in keep-alive (answers close their connection from now on), turns
   * GET /__contract/health to 503, and resolves once no request is in flight.
   */
  drain(): Promise<void>;
  /** Closes the upstream connections and the log file. Call after drain(). */
  close(): Promise<void>;
}

/**
 * A client may half-close once its request is sent (a FIN: `nc -q`, HTTP/1.0-style clients). By
 * default Node's server then aborts the requests in flight and ends the socket, so an answer that
 * takes a trip to the upstream is lost. With httpAllowHalfOpen, Node instead ends the connection
 * after the last answer, as nginx and HAProxy do. The handler sets it on the server it runs in, for
 * users who bring their own http.createServer.
 */
export function keepHalfOpen(server: unknown): void {
  const http = server as { httpAllowHalfOpen?: unknown } | undefined;
  if (http !== undefined && http !== null && http.httpAllowHalfOpen === false) http.httpAllowHalfOpen = true;
}

/**
 * A Node `http` request handler that forwards to `options.upstream`, validating each request before
 * it is forwarded and each response before it is returned. Use it with http.createServer, or let
 * startValidatingProxy do that. `boundHost`: the name the server listens on, which the counters
 * answer without an admin token besides IP addresses and localhost.
 */
export function createValidatingProxy(options: ValidatingProxyOptions, { boundHost }: { boundHost?: string } = {}): ValidatingProxy {
  const resolved = resolveOptions(options);
  const upstream = connectUpstream(resolved.upstream, resolved.upstreamMaxSockets);
  const stats = new StatsCounter({ upstream: resolved.upstream.href, mode: resolved.mode, strict: resolved.strict });
  const log = openRecordLog(resolved.log, {
    maxSize: resolved.logMaxSize,
    keep: resolved.logKeep,
    bufferBytes: resolved.logBufferBytes,
    warn: (message) => process.stderr.write(`notification-api-contract proxy: ${message}\n`),
  });
  let inFlight = 0;
  let idle: (() => void)[] = [];
  const metrics = new ProxyMetrics({ stats, log, inFlight: () => inFlight });
  const watchdog = new Watchdog(resolved.timeoutMs, resolved.responseTimeoutMs);
  const clientWatchdog = new ClientWatchdog(resolved.clientTimeoutMs);
  const context: ExchangeContext & { closing: boolean } = {
    options: resolved,
    upstream,
    stats,
    log,
    metrics,
    watchdog,
    clientWatchdog,
    redactor: new Redactor({ headers: resolved.redactHeaders, query: resolved.redactQuery }),
    validateOptions: {
      strict: resolved.strict,
      maxBodyBytes: resolved.maxBodyBytes,
      ...(resolved.basePath === undefined ? {} : { basePath: resolved.basePath }),
    },
    closing: false,
    exchangeDone() {
      inFlight -= 1;
      if (inFlight === 0 && idle.length > 0) {
        const waiting = idle;
        idle = [];
        for (const resolve of waiting) resolve();
      }
    },
  };
  const boundHosts = new Set(boundHost === undefined ? [] : [boundHost.toLowerCase()]);
  const admin = { token: resolved.adminToken, stats: () => proxy.stats(), metrics, draining: () => context.closing, boundHosts };

  const begin = (req: IncomingMessage, res: ServerResponse): void => {
    keepHalfOpen((req.socket as { server?: unknown }).server);
    // Judged on the origin form: an absolute-form target (`GET http://host/__contract/health`, as a
    // client configured with an HTTP proxy sends) went upstream instead.
    const target = originForm(req.url ?? '/');
    if (resolved.admin && target?.startsWith(OWN_PREFIX)) {
      serveAdmin(req, res, admin, target);
      return;
    }
    inFlight += 1;
    new Exchange(context, req, res).start();
  };
  // A connection's requests are taken one at a time, in order (pipelining included).
  const handler = ((req: IncomingMessage, res: ServerResponse) => inTurn(req, res, begin)) as ValidatingProxy;

  const proxy = Object.defineProperties(handler, {
    options: { value: resolved, enumerable: true },
    inFlight: { get: () => inFlight, enumerable: true },
    stats: { value: () => stats.snapshot(inFlight, log) },
    metrics: { value: () => metrics.text() },
    drain: {
      value: () => {
        context.closing = true;
        return inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve));
      },
    },
    close: {
      value: async () => {
        watchdog.stop();
        clientWatchdog.stop();
        await upstream.close();
        await log.close();
      },
    },
  });
  return proxy;
}
