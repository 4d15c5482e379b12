// The net front hands what it does not answer to node:http through a loopback listener of its own
// (src/mock/handoff.ts). Any local process can connect to that listener directly, not only the front:
// an idle connection there must be closed by the idle sweep as one on the mock's own port is, since
// node:http's keepAliveTimeout is off in the mock's server. Where no such listener can be opened, the
// mock serves through node:http alone, as it did before the front.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Resolves with the first answer's bytes read on `socket` (a whole answer: head and its Content-Length body). */
function firstAnswer(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no answer: ${JSON.stringify(text)}`)), 5000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (end !== -1 && text.length >= end + 4 + length) {
        clearTimeout(timer);
        resolve(text);
      }
    });
    socket.once('error', reject);
  });
}

describe("the net front's loopback listener", () => {
  it('closes a connection made to it directly once it has been idle for the keep-alive time, as the mock port does', async () => {
    const listening: net.Server[] = [];
    const listen = net.Server.prototype.listen;
    vi.spyOn(net.Server.prototype, 'listen').mockImplementation(function (this: net.Server, ...args: unknown[]) {
      listening.push(this);
      return (listen as (...given: unknown[]) => net.Server).apply(this, args);
    });
    // The sweep runs on an interval and reads Date.now(); the sockets stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const mock = createStatefulMock();
    const running = await mock.listen();
    try {
      const mainPort = Number(new URL(running.url).port);
      const loopback = listening
        .map((server) => server.address())
        .find((address) => typeof address === 'object' && address !== null && address.port !== mainPort);
      if (typeof loopback !== 'object' || loopback === null) throw new Error('no loopback listener was started');
      const socket = net.connect({ host: '127.0.0.1', port: loopback.port });
      const closed = new Promise<boolean>((resolve) => {
        socket.once('close', () => resolve(true));
        setTimeout(() => resolve(false), 5000);
      });
      socket.on('error', () => undefined);
      socket.write('GET /v2/topics HTTP/1.1\r\nHost: localhost\r\nAuthorization: ApiKey test-key\r\n\r\n');
      expect(await firstAnswer(socket)).toMatch(/^HTTP\/1\.1 200 /);
      // Idle from now on: past 65 s (and one more sweep of 5 s), the connection is closed.
      for (let seconds = 0; seconds < 75; seconds += 5) vi.advanceTimersByTime(5000);
      expect(await closed).toBe(true);
    } finally {
      vi.useRealTimers();
      await running.close();
    }
  });

  it("keeps a handed-over connection open while its answer waits on a fault's delay, past the keep-alive time", async () => {
    // The front hands this request to node:http (its Connection header is outside the front's subset);
    // the client's connection then carries no byte until the answer. The sweep must see it busy.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const mock = createStatefulMock();
    mock.fault({ operationId: 'listTopics', delayMs: 800, times: 1 });
    const running = await mock.listen();
    try {
      const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(running.url).port) });
      let closed = false;
      socket.once('close', () => {
        closed = true;
      });
      socket.on('error', () => undefined);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const answer = firstAnswer(socket);
      socket.write('GET /v2/topics HTTP/1.1\r\nHost: localhost\r\nAuthorization: ApiKey test-key\r\nConnection: keep-alive, x-test\r\n\r\n');
      // Let the request reach node:http through the loopback listener before the clock jumps.
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (let seconds = 0; seconds < 75; seconds += 5) vi.advanceTimersByTime(5000);
      expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(closed).toBe(false);
      socket.destroy();
    } finally {
      vi.useRealTimers();
      await running.close();
    }
  });

  it('leaves the mock to node:http alone when the loopback listener cannot be opened', async () => {
    const listen = net.Server.prototype.listen;
    let refused = 0;
    vi.spyOn(net.Server.prototype, 'listen').mockImplementation(function (this: net.Server, ...args: unknown[]) {
      if (this instanceof http.Server) return (listen as (...given: unknown[]) => net.Server).apply(this, args);
      // As on a host without 127.0.0.1 (IPv6 only, a sandbox): the listener fails.
      refused += 1;
      queueMicrotask(() => this.emit('error', Object.assign(new Error('listen EADDRNOTAVAIL 127.0.0.1'), { code: 'EADDRNOTAVAIL' })));
      return this;
    });
    const running = await createStatefulMock().listen();
    try {
      expect(refused).toBe(1);
      const headers = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };
      const created = await fetch(`${running.url}/v2/topics`, { method: 'POST', headers, body: JSON.stringify({ key: 'fallback', name: 'Fallback' }) });
      expect(created.status).toBe(200);
      const read = await fetch(`${running.url}/v2/topics/fallback`, { headers });
      expect(read.status).toBe(200);
      expect(((await read.json()) as { key: string }).key).toBe('fallback');
      // A request outside the front's subset (HTTP/1.0) is node:http's either way.
      const raw = net.connect({ host: '127.0.0.1', port: Number(new URL(running.url).port) });
      raw.on('error', () => undefined);
      raw.write('GET /v2/topics/fallback HTTP/1.0\r\nHost: localhost\r\nAuthorization: ApiKey test-key\r\n\r\n');
      expect(await firstAnswer(raw)).toMatch(/^HTTP\/1\.1 200 /);
      raw.destroy();
    } finally {
      await running.close();
    }
  });
});
