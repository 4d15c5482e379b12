// The upstream: where a request goes, over undici's pool of kept-alive connections (pipelining off).
// undici's dispatch hands the answer over as events, with no stream of its own per exchange: half
// the CPU of Node's http.request per exchange, measured in bench/proxy.mjs's set-up.
import { Pool } from 'undici';

export interface Upstream {
  /** The Host header the upstream expects. */
  readonly host: string;
  /** The upstream URL's path, without its trailing slash ('' for none): the prefix of every forwarded path. */
  readonly basePath: string;
  readonly origin: string;
  readonly pool: Pool;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

export function connectUpstream(url: URL, maxSockets: number): Upstream {
  const pool = new Pool(url.origin, {
    connections: maxSockets,
    pipelining: 1,
    // The proxy's watchdog holds both limits (--timeout, --response-timeout) for every exchange.
    headersTimeout: 0,
    bodyTimeout: 0,
    // Idle connections go after 4 s unless the upstream says more (Keep-Alive: timeout=…).
    keepAliveTimeout: 4000,
  });
  return {
    host: url.host,
    basePath: url.pathname.replace(/\/+$/, ''),
    origin: url.origin,
    pool,
    close: () => pool.destroy().catch(() => undefined),
  };
}
