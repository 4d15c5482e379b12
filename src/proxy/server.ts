// startValidatingProxy: the handler on its own HTTP server, and a stop that lets requests in flight finish.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ValidatingProxyOptions } from './options.js';
import { createValidatingProxy, keepHalfOpen, type ValidatingProxy } from './proxy.js';
import type { ProxyStats } from './stats.js';

export interface StartValidatingProxyOptions extends ValidatingProxyOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Most client connections open at once; more are closed as soon as they are accepted. Default: no limit. */
  maxConnections?: number;
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
  const { host = '127.0.0.1', port = 0, maxConnections } = options;
  if (maxConnections !== undefined && (!Number.isSafeInteger(maxConnections) || maxConnections < 1)) {
    throw new TypeError(`maxConnections must be a positive whole number, got ${String(maxConnections)}`);
  }
  const proxy = createValidatingProxy(options);
  const server = createServer({ keepAlive: true }, proxy);
  // Above Node's 5 s default, so that a client's pooled connection is not closed under its request.
  server.keepAliveTimeout = 65_000;
  keepHalfOpen(server);
  if (maxConnections !== undefined) server.maxConnections = maxConnections;
  // A client that sends garbage gets Node's 400 and loses its connection; nothing else is affected.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable && error.code !== 'ECONNRESET') socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
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
