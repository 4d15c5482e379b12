// Binding a server, for node:net and node:http servers alike: settled by the first of the bound
// callback and 'error'. Once bound, the binding's error listener gives way to one that stays. Node
// emits 'error' on a listening server when libuv reports a failed accept (libuv on Windows does, for
// WSAENOBUFS and the like), and an 'error' event with no listener is thrown, which would end the
// process although the server still listens. (On Linux, strace-injected accept4 failures never
// reached JavaScript with Node 20 and 24: libuv retries, or drops the connection on ENFILE.)
// No Node import: it only calls the server it is given (and process.emitWarning, when there is one).
import { printable } from '../text/printable.js';

/** What listenOn needs of a server. */
export interface Listenable {
  on(event: 'error', listener: (error: Error) => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
  once(event: 'listening', listener: () => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'listening', listener: () => void): unknown;
  listen(port: number, host: string): unknown;
  address(): { port: number } | string | null;
}

/** The code of the process warning a server's error is reported with. */
export const SERVER_ERROR_WARNING = 'NOTIFICATION_CONTRACT_SERVER_ERROR';

/**
 * The default report of a bound server's errors: a process warning for its 1st, 10th, 100th…
 * error, so that an error repeated at every connection attempt cannot flood stderr.
 */
export function warnOfServerErrors(server: Listenable): (error: Error) => void {
  let count = 0;
  let next = 1;
  return (error) => {
    count += 1;
    if (count < next) return;
    next *= 10;
    const address = server.address();
    const where = typeof address === 'object' && address !== null ? ` on port ${address.port}` : '';
    const message = error instanceof Error ? error.message : String(error);
    const times = count === 1 ? '' : ` (${count.toLocaleString('en-US')} such errors so far)`;
    const warn = (globalThis as { process?: { emitWarning?: (text: string, options: { code: string }) => void } }).process?.emitWarning;
    warn?.(`the server${where} failed to accept a connection, and keeps listening: ${printable(message)}${times}`, { code: SERVER_ERROR_WARNING });
  };
}

/**
 * Binds `server` to `host`:`port` (0: a free port); rejects with the error of a port taken or
 * refused. Once bound, each later error of the server goes to `report` (by default a process
 * warning, see warnOfServerErrors), never to the process: what `report` throws is dropped.
 */
export function listenOn(server: Listenable, port: number, host: string, report: (error: Error) => void = warnOfServerErrors(server)): Promise<void> {
  return new Promise((resolve, reject) => {
    // Both listeners go whichever settles first: a 'listening' listener left behind by a refused
    // attempt would run again when the server is bound on a later one.
    const refused = (error: Error) => {
      server.off('listening', bound);
      reject(error);
    };
    const bound = () => {
      server.off('error', refused);
      server.on('error', (error) => {
        try {
          report(error);
        } catch {
          // A report that fails must not turn the server's error into the process's.
        }
      });
      resolve();
    };
    server.once('error', refused);
    server.once('listening', bound);
    server.listen(port, host);
  });
}

/**
 * The URL a client uses for a server bound to `host` and `port`. A server bound to every interface
 * (`0.0.0.0`, `::`) is named by loopback: `http://0.0.0.0:4010` is no address a browser reaches
 * (Chrome refuses it), and loopback reaches it from this machine and through a container's published
 * port. An IPv6 address is bracketed.
 */
export function listenUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' || host === '[::]' ? '::1' : host;
  return `http://${reachable.includes(':') && !reachable.startsWith('[') ? `[${reachable}]` : reachable}:${port}`;
}
