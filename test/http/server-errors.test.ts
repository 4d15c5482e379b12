// Every server the package binds (the mock's own server and its loopback listener, the proxy, the
// docs server) survives an error emitted once it listens: Node emits one on a listening server when
// accept(2) fails (ENFILE, ENOMEM, ENOBUFS, a firewall's EPERM), and without a listener it is thrown
// and ends the process. Each such error becomes a process warning; the server answers the next request.
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDocsServer } from '../../src/cli/docs-server.js';
import { SERVER_ERROR_WARNING } from '../../src/http/listen.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { startValidatingProxy } from '../../src/proxy/index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const acceptError = (code: string) => Object.assign(new Error(`accept ${code}`), { code, errno: -23, syscall: 'accept' });

/** The servers `start` binds, and what it returns. */
async function serversOf<T>(start: () => Promise<T>): Promise<{ started: T; servers: net.Server[] }> {
  const servers: net.Server[] = [];
  const listen = net.Server.prototype.listen;
  vi.spyOn(net.Server.prototype, 'listen').mockImplementation(function (this: net.Server, ...args: unknown[]) {
    servers.push(this);
    return (listen as (...given: unknown[]) => net.Server).apply(this, args);
  });
  const started = await start();
  vi.restoreAllMocks();
  return { started, servers };
}

/**
 * Emits an accept error on each server; returns the process warnings that followed, captured
 * rather than printed: they are this test's own doing, and on stderr they read as a broken machine.
 */
async function failAccepting(servers: net.Server[]): Promise<{ message: string; code: string | undefined }[]> {
  const warnings: { message: string; code: string | undefined }[] = [];
  const capture = (warning: string | Error, options?: { code?: string }) => {
    warnings.push({ message: typeof warning === 'string' ? warning : warning.message, code: options?.code });
  };
  const spy = vi.spyOn(process, 'emitWarning').mockImplementation(capture as typeof process.emitWarning);
  try {
    for (const server of servers) expect(() => server.emit('error', acceptError('ENFILE'))).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    spy.mockRestore();
  }
  return warnings.filter((warning) => warning.code === SERVER_ERROR_WARNING);
}

const AUTH = { authorization: 'ApiKey test-key' };

describe('a bound server that fails to accept a connection', () => {
  it('the mock: its own server and its loopback listener warn, and the mock answers the next request', async () => {
    const { started: running, servers } = await serversOf(() => createStatefulMock().listen());
    try {
      expect(servers.length).toBe(2);
      const warnings = await failAccepting(servers);
      expect(warnings.map((warning) => warning.message)).toEqual(
        servers.map(() => expect.stringContaining('failed to accept a connection, and keeps listening: accept ENFILE')),
      );
      const answer = await fetch(`${running.url}/v2/topics`, { headers: AUTH });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      // A request the net front hands over to node:http through the loopback listener.
      const handed = await fetch(`${running.url}/v2/topics`, { headers: { ...AUTH, connection: 'close' } });
      expect(handed.status).toBe(200);
      await handed.arrayBuffer();
    } finally {
      await running.close();
    }
  });

  it('the proxy: it warns and forwards the next request', async () => {
    const upstream = await createStatefulMock().listen();
    const { started: proxy, servers } = await serversOf(() => startValidatingProxy({ upstream: upstream.url }));
    try {
      expect(servers).toEqual([proxy.server]);
      expect(await failAccepting(servers)).toHaveLength(1);
      const answer = await fetch(`${proxy.url}/v2/topics`, { headers: AUTH });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('the docs server: it warns and serves the next page', async () => {
    const { started: docs, servers } = await serversOf(() => startDocsServer('127.0.0.1', 0));
    try {
      expect(servers).toHaveLength(1);
      expect(await failAccepting(servers)).toHaveLength(1);
      const page = await fetch(`${docs.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
    } finally {
      await docs.close();
    }
  });
});
