// A server on a raw socket, for answers node:http would never write: it reads a request's first line,
// writes back whatever bytes the test gives for it and closes, or closes with no answer at all.
import { createServer, type Server, type Socket } from 'node:net';

const servers: Server[] = [];

/** Closes every raw server opened so far (a test file's afterEach). */
export async function closeRawServers(): Promise<void> {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
}

/**
 * A raw server's base URL: `answer(requestLine)` is written back whole (latin1), then the connection
 * is closed; undefined: the connection is dropped with no answer.
 */
export async function rawServer(answer: (requestLine: string) => string | undefined): Promise<string> {
  const server = createServer((socket: Socket) => {
    socket.on('error', () => undefined);
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      if (head.includes('\r\n')) return;
      head += chunk.toString('latin1');
      if (!head.includes('\r\n')) return;
      const bytes = answer(head.slice(0, head.indexOf('\r\n')));
      if (bytes === undefined) socket.destroy();
      else socket.end(bytes, 'latin1');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}
