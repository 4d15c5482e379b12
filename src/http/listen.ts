// Binding a server, for node:net and node:http servers alike: settled by the first of the bound
// callback and 'error', the error listener removed once bound. Left in place, it would take the
// server's next error (a settled promise's reject does nothing), so that error would go unseen.
// No Node import: it only calls the server it is given.

/** What listenOn needs of a server. */
export interface Listenable {
  once(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  listen(port: number, host: string, callback: () => void): unknown;
}

/** Binds `server` to `host`:`port` (0: a free port); rejects with the error of a port taken or refused. */
export function listenOn(server: Listenable, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
