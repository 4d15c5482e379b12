// listenOn: one way to bind a server, for the mock's own server and its loopback listener, the proxy,
// the docs server and the CLI's port check; and what happens to a bound server's later errors.
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenOn, listenUrl, SERVER_ERROR_WARNING, warnOfServerErrors } from '../../src/http/listen.js';

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** What Node's net module emits on a listening server when accept(2) fails. */
const acceptError = (code: string, message = `accept ${code}`) => Object.assign(new Error(message), { code, errno: -23, syscall: 'accept' });

async function hello(server: Server): Promise<string> {
  const { port } = server.address() as { port: number };
  const client = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  client.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(client, 'end');
  return Buffer.concat(chunks).toString();
}

/**
 * The process warnings emitted while `run` runs, as process.emitWarning was given them: captured
 * rather than printed, since they are this test's own doing and on stderr read as a broken machine.
 */
async function warningsDuring(run: () => void | Promise<void>): Promise<{ message: string; code: string | undefined }[]> {
  const seen: { message: string; code: string | undefined }[] = [];
  const capture = (warning: string | Error, options?: { code?: string }) => {
    seen.push({ message: typeof warning === 'string' ? warning : warning.message, code: options?.code });
  };
  const spy = vi.spyOn(process, 'emitWarning').mockImplementation(capture as typeof process.emitWarning);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

describe('listenOn', () => {
  it('binds a free port, then hands the server later errors to the report, and the server keeps serving', async () => {
    for (const make of [() => createServer((socket) => socket.end('hello')), () => createHttpServer()]) {
      const server = make();
      open.push(server as Server);
      const reported: Error[] = [];
      await listenOn(server, 0, '127.0.0.1', (error) => reported.push(error));
      expect(server.listening).toBe(true);
      // The binding's own listener is gone; one that stays has taken its place.
      expect(server.listenerCount('error')).toBe(1);
      // Without it, Node would throw this from the server's accept callback and end the process.
      expect(() => server.emit('error', acceptError('ENFILE'))).not.toThrow();
      expect(reported.map((error) => error.message)).toEqual(['accept ENFILE']);
      expect(server.listening).toBe(true);
    }
    expect(await hello(open[0]!)).toBe('hello');
  });

  it('drops what a failing report throws', async () => {
    const server = createServer((socket) => socket.end('hello'));
    open.push(server);
    await listenOn(server, 0, '127.0.0.1', () => {
      throw new Error('the report failed');
    });
    expect(() => server.emit('error', acceptError('ENOMEM'))).not.toThrow();
    expect(await hello(server)).toBe('hello');
  });

  it('reports by default as a process warning, for the 1st, 10th and 100th error only, with control characters escaped', async () => {
    const server = createServer();
    open.push(server);
    await listenOn(server, 0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    const warnings = await warningsDuring(() => {
      for (let i = 0; i < 150; i += 1) server.emit('error', acceptError('ENOBUFS', 'accept ENOBUFS\n\u001b[31mforged'));
    });
    expect(warnings.map((warning) => warning.code)).toEqual([SERVER_ERROR_WARNING, SERVER_ERROR_WARNING, SERVER_ERROR_WARNING]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      `the server on port ${port} failed to accept a connection, and keeps listening: accept ENOBUFS\\n\\u001b[31mforged`,
      `the server on port ${port} failed to accept a connection, and keeps listening: accept ENOBUFS\\n\\u001b[31mforged (10 such errors so far)`,
      `the server on port ${port} failed to accept a connection, and keeps listening: accept ENOBUFS\\n\\u001b[31mforged (100 such errors so far)`,
    ]);
  });

  it('counts each server on its own', async () => {
    const first = createServer();
    const second = createServer();
    open.push(first, second);
    const report = warnOfServerErrors(first);
    await listenOn(first, 0, '127.0.0.1', report);
    await listenOn(second, 0, '127.0.0.1');
    const warnings = await warningsDuring(() => {
      first.emit('error', acceptError('EPERM'));
      second.emit('error', acceptError('EPERM'));
    });
    expect(warnings).toHaveLength(2);
    expect(warnings.every((warning) => !warning.message.includes('so far'))).toBe(true);
  });

  it('rejects with the error of a port already taken, leaves no listener, and keeps the server usable', async () => {
    const first = createServer();
    open.push(first);
    await listenOn(first, 0, '127.0.0.1');
    const { port } = first.address() as { port: number };
    const second = createServer((socket) => socket.end('hello'));
    await expect(listenOn(second, port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(second.listening).toBe(false);
    expect(second.listenerCount('error')).toBe(0);
    expect(second.listenerCount('listening')).toBe(0);
    open.push(second);
    await listenOn(second, 0, '127.0.0.1');
    expect(second.listening).toBe(true);
    expect(second.listenerCount('error')).toBe(1);
    expect(await hello(second)).toBe('hello');
  });
});

// Review 14a F2: a server bound to every interface was printed, and its docs' samples were written,
// as http://0.0.0.0:PORT, which a browser does not reach (Chrome refuses it).
describe('listenUrl', () => {
  it.each([
    ['127.0.0.1', 'http://127.0.0.1:4010'],
    ['localhost', 'http://localhost:4010'],
    ['0.0.0.0', 'http://127.0.0.1:4010'],
    ['::', 'http://[::1]:4010'],
    ['[::]', 'http://[::1]:4010'],
    ['::1', 'http://[::1]:4010'],
    ['fe80::1%eth0', 'http://[fe80::1%eth0]:4010'],
    ['192.0.2.7', 'http://192.0.2.7:4010'],
    ['mock.internal', 'http://mock.internal:4010'],
  ])('names a server bound to %j as %s', (host, url) => {
    expect(listenUrl(host, 4010)).toBe(url);
  });
});
