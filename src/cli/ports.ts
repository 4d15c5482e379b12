import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { UsageError } from './errors.js';

export function parsePort(raw: string, option: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new UsageError(`${option} must be a port number from 0 to 65535, got "${raw}"`);
  return port;
}

/**
 * Binds `port` (0: any free one) and releases it, so that a busy port is reported before any
 * child process starts. Returns the port that was free.
 */
export async function reservePort(host: string, port: number): Promise<number> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new UsageError(`port ${port} on ${host} is already in use: pick another with --port`, 1);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new UsageError(`cannot listen on host "${host}": ${code}`, 1);
    throw error;
  }
  const free = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return free;
}
