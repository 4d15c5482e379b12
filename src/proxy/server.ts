// startValidatingProxy: the handler on its own HTTP server, and a stop that lets requests in flight finish.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ValidatingProxyOptions } from './options.js';
import { createValidatingProxy, type ValidatingProxy } from './proxy.js';
import type { ProxyStats } from './stats.js';

export interface StartValidatingProxyOptions extends ValidatingProxyOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
}

export interface RunningValidatingProxy {
  /** Where clients send their requests, e.g. http://127.0.0.1:4020. */
  readonly url: string;
  readonly server: Server;
  readonly proxy: ValidatingProxy;
  stats(): ProxyStats;
  /** Stops accepting connections, lets the requests in flight finish, then closes everything. */
  close(): Promise<void>;
}

export async function startValidatingProxy(options: StartValidatingProxyOptions): Promise<RunningValidatingProxy> {
  const { host = '127.0.0.1', port = 0 } = options;
  const proxy = createValidatingProxy(options);
  const server = createServer({ keepAlive: true }, proxy);
  // Above Node's 5 s default, so that a client's pooled connection is not closed under its request.
  server.keepAliveTimeout = 65_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await proxy.close();
    throw error;
  }
  const { port: bound } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
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
