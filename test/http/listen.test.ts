// listenOn: one way to bind a server, for the mock's own server and its loopback listener, the proxy,
// the docs server and the CLI's port check.
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOn } from '../../src/http/listen.js';

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('listenOn', () => {
  it('binds a free port and leaves no error listener behind, so a later error is not swallowed', async () => {
    for (const server of [createServer(), createHttpServer()]) {
      open.push(server);
      await listenOn(server, 0, '127.0.0.1');
      expect(server.listening).toBe(true);
      expect(server.listenerCount('error')).toBe(0);
      // With the binding's listener left in place, this error would vanish into a settled promise.
      expect(() => server.emit('error', new Error('after binding'))).toThrow('after binding');
    }
  });

  it('rejects with the error of a port already taken, and keeps the server usable', async () => {
    const first = createServer();
    open.push(first);
    await listenOn(first, 0, '127.0.0.1');
    const { port } = first.address() as { port: number };
    const second = createServer();
    await expect(listenOn(second, port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(second.listening).toBe(false);
    expect(second.listenerCount('error')).toBe(0);
    open.push(second);
    await listenOn(second, 0, '127.0.0.1');
    expect(second.listening).toBe(true);
  });

  it('answers on the port it bound', async () => {
    const server = createServer((socket) => socket.end('hello'));
    open.push(server);
    await listenOn(server, 0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    const { connect } = await import('node:net');
    const client = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    client.on('data', (chunk: Buffer) => chunks.push(chunk));
    await once(client, 'end');
    expect(Buffer.concat(chunks).toString()).toBe('hello');
  });
});
