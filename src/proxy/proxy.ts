// createValidatingProxy: the request handler that validates traffic on its way to the upstream and
// back, and serves its own counters under /__contract/.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Exchange, type ExchangeContext } from './exchange.js';
import { CORRELATION_HEADER, correlationIdOf } from './headers.js';
import { openRecordLog } from './log.js';
import { resolveOptions, type ResolvedOptions, type ValidatingProxyOptions } from './options.js';
import { problemOf, sendProblem } from './problem.js';
import { StatsCounter, type ProxyStats } from './stats.js';
import { connectUpstream } from './upstream.js';

/** The proxy's own endpoints: answered here, never forwarded. */
export const OWN_PREFIX = '/__contract/';
export const STATS_PATH = '/__contract/stats';

export interface ValidatingProxy {
  (req: IncomingMessage, res: ServerResponse): void;
  readonly options: ResolvedOptions;
  /** Requests whose answer is not complete yet. */
  readonly inFlight: number;
  /** Per-operation counters (also served at GET /__contract/stats). */
  stats(): ProxyStats;
  /**
   * Stops taking part in keep-alive (answers close their connection from now on) and resolves
   * once no request is in flight.
   */
  drain(): Promise<void>;
  /** Closes the upstream connections and the log file. Call after drain(). */
  close(): Promise<void>;
}

function serveOwn(req: IncomingMessage, res: ServerResponse, proxy: ValidatingProxy): void {
  const question = req.url!.indexOf('?');
  const path = question === -1 ? req.url! : req.url!.slice(0, question);
  const correlationId = correlationIdOf(req.headers);
  req.resume();
  if (path === STATS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
    const body = `${JSON.stringify(proxy.stats(), null, 2)}\n`;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', [CORRELATION_HEADER]: correlationId });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  sendProblem(res, problemOf('not-found', `the proxy serves GET ${STATS_PATH}; nothing else under ${OWN_PREFIX} is forwarded`, path, correlationId), false);
}

/**
 * A Node `http` request handler that forwards to `options.upstream`, validating each request before
 * it is forwarded and each response before it is returned. Use it with http.createServer, or let
 * startValidatingProxy do that.
 */
export function createValidatingProxy(options: ValidatingProxyOptions): ValidatingProxy {
  const resolved = resolveOptions(options);
  const upstream = connectUpstream(resolved.upstream);
  const stats = new StatsCounter({ upstream: resolved.upstream.href, mode: resolved.mode, strict: resolved.strict });
  const log = openRecordLog(resolved.log);
  let inFlight = 0;
  let idle: (() => void)[] = [];
  const context: ExchangeContext & { closing: boolean } = {
    options: resolved,
    upstream,
    stats,
    log,
    validateOptions: { strict: resolved.strict, maxBodyBytes: resolved.maxBodyBytes },
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

  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== undefined && req.url.startsWith(OWN_PREFIX)) return serveOwn(req, res, proxy);
    inFlight += 1;
    new Exchange(context, req, res).start();
  }) as ValidatingProxy;

  const proxy = Object.defineProperties(handler, {
    options: { value: resolved, enumerable: true },
    inFlight: { get: () => inFlight, enumerable: true },
    stats: { value: () => stats.snapshot(inFlight) },
    drain: {
      value: () => {
        context.closing = true;
        return inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve));
      },
    },
    close: {
      value: async () => {
        upstream.close();
        await log.close();
      },
    },
  });
  return proxy;
}
