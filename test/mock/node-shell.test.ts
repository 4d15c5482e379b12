// The Node shell's ways of driving node:http: a body taken in one read() once its stream holds all of
// it (otherwise read as it arrives), and idle kept-alive connections closed by one sweep for the
// server instead of a socket timer moved on every request. The answers stay those of the fetch shell.
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SweptSocket, sweepIdleConnections } from '../../src/mock/idle-sweep.js';
import { createStatefulMock } from '../../src/mock/index.js';

const HEAD = 'Host: m\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\n';

/** Writes `parts` on one connection, `gapMs` apart, and resolves with everything the server sent until it closed. */
function exchange(port: number, parts: (string | Buffer)[], gapMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const part of parts) {
        socket.write(part);
        if (gapMs > 0) await new Promise((done) => setTimeout(done, gapMs));
      }
    });
    setTimeout(() => reject(new Error(`no close in 5 s: ${JSON.stringify(received)}`)), 5000).unref();
  });
}

const statusesOf = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
const namesOf = (text: string) => [...text.matchAll(/"name":"([^"]*)"/g)].map((match) => match[1]);

describe("the Node shell's body intake", () => {
  /** A server of the user's own with the mock's handler; `ended` counts the requests whose stream emitted 'end' and 'close'. */
  async function serve(maxBodyBytes?: number) {
    const mock = createStatefulMock(maxBodyBytes === undefined ? {} : { maxBodyBytes });
    const seen = { requests: 0, ended: 0 };
    const server = createServer({ optimizeEmptyRequests: true } as object, (request, response) => {
      seen.requests += 1;
      let ended = false;
      request.on('end', () => (ended = true));
      request.on('close', () => (seen.ended += ended ? 1 : 0));
      mock.handler(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { mock, seen, port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('takes a body whole, in pieces, chunked, split mid-character, and answers as the fetch shell does', async () => {
    const server = await serve();
    try {
      const body = JSON.stringify({ key: 'whole', name: 'Ünïcode ✓' });
      const bytes = Buffer.from(body);
      const post = (length: number) => `POST /v2/topics HTTP/1.1\r\n${HEAD}Content-Length: ${length}\r\n`;
      // In the head's packet; the head alone, then the body; the body in two pieces cut inside "Ü".
      const cut = bytes.indexOf(Buffer.from('Ü')) + 1;
      const cases: (string | Buffer)[][] = [
        [`${post(bytes.length)}Connection: close\r\n\r\n${body}`],
        [`${post(bytes.length)}Connection: close\r\n\r\n`, bytes],
        [`${post(bytes.length)}Connection: close\r\n\r\n`, bytes.subarray(0, cut), bytes.subarray(cut)],
        [
          `POST /v2/topics HTTP/1.1\r\n${HEAD}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
          Buffer.concat([Buffer.from(`${cut.toString(16)}\r\n`), bytes.subarray(0, cut), Buffer.from(`\r\n${(bytes.length - cut).toString(16)}\r\n`)]),
          Buffer.concat([bytes.subarray(cut), Buffer.from('\r\n0\r\n\r\n')]),
        ],
      ];
      for (const parts of cases) {
        for (const gapMs of [0, 30]) {
          const text = await exchange(server.port, parts, gapMs);
          expect(statusesOf(text)).toEqual([200]);
          expect(namesOf(text)).toEqual(['Ünïcode ✓']);
        }
      }
      const viaFetch = await server.mock.fetch('http://m/v2/topics/whole', { headers: { authorization: 'ApiKey test-key' } });
      expect(await viaFetch.json()).toMatchObject({ key: 'whole', name: 'Ünïcode ✓' });
      expect(server.mock.requests().filter((entry) => entry.method === 'POST')).toHaveLength(8);
      // In a server of the user's own, each request's stream still ends and closes, for the user's listeners.
      expect(server.seen).toEqual({ requests: 8, ended: 8 });
    } finally {
      await server.close();
    }
  });

  it('refuses a body over the limit that came whole without a declared length (chunked), and one at the limit passes', async () => {
    const server = await serve(64);
    try {
      const chunked = (text: string, head = '') =>
        `POST /v2/topics HTTP/1.1\r\n${HEAD}Transfer-Encoding: chunked\r\n${head}\r\n${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n0\r\n\r\n`;
      const over = JSON.stringify({ key: 'over', name: 'x'.repeat(60) });
      const refused = await exchange(server.port, [chunked(over)]);
      expect(statusesOf(refused)).toEqual([413]);
      expect(refused).toMatch(/\r\nconnection: close\r\n/i);
      const at = JSON.stringify({ key: 'at', name: 'x'.repeat(64 - JSON.stringify({ key: 'at', name: '' }).length) });
      expect(Buffer.byteLength(at)).toBe(64);
      const framed = `POST /v2/topics HTTP/1.1\r\n${HEAD}Content-Length: 64\r\nConnection: close\r\n\r\n${at}`;
      expect(statusesOf(await exchange(server.port, [framed]))).toEqual([200]);
      expect(statusesOf(await exchange(server.port, [chunked(at, 'Connection: close\r\n')]))).toEqual([200]);
    } finally {
      await server.close();
    }
  });

  it('keeps pipelined requests in order when bodies come whole in one packet with the next request', async () => {
    const server = await serve();
    try {
      const created = JSON.stringify({ key: 'piped', name: 'First' });
      const renamed = JSON.stringify({ name: 'Second' });
      const text = await exchange(server.port, [
        [
          `POST /v2/topics HTTP/1.1\r\n${HEAD}Content-Length: ${created.length}\r\n\r\n${created}`,
          `PATCH /v2/topics/piped HTTP/1.1\r\n${HEAD}Content-Length: ${renamed.length}\r\n\r\n${renamed}`,
          `GET /v2/topics/piped HTTP/1.1\r\n${HEAD}Connection: close\r\n\r\n`,
        ].join(''),
      ]);
      expect(statusesOf(text)).toEqual([200, 200, 200]);
      expect(namesOf(text)).toEqual(['First', 'Second', 'Second']);
    } finally {
      await server.close();
    }
  });
});

describe("listen()'s connections", () => {
  it('advertises how long an idle connection is kept, as node:http did, and answers on a kept-alive connection', async () => {
    const mock = createStatefulMock();
    const running = await mock.listen({ port: 0 });
    try {
      const get = `GET /v2/topics/team:billing HTTP/1.1\r\n${HEAD}\r\n`;
      const text = await exchange(Number(new URL(running.url).port), [get, `GET /v2/topics/team:billing HTTP/1.1\r\n${HEAD}Connection: close\r\n\r\n`], 30);
      expect(statusesOf(text)).toEqual([200, 200]);
      const [first = ''] = text.split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/\r\nkeep-alive: timeout=65\r\n/i);
      expect(first).toMatch(/\r\nconnection: keep-alive\r\n/i);
    } finally {
      await running.close();
    }
  });
});

describe('the idle sweep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  class FakeSocket extends EventEmitter implements SweptSocket {
    bytesRead = 0;
    bytesWritten = 0;
    writableLength = 0;
    destroyed = false;
    destroy() {
      this.destroyed = true;
      this.emit('close');
    }
  }

  it('closes a connection idle for idleMs, within one more sweep, and not one whose bytes move or that is busy', () => {
    vi.useFakeTimers();
    const server = new EventEmitter();
    const busy = new Set<SweptSocket>();
    const stop = sweepIdleConnections(server, 1000, 100, (socket) => busy.has(socket));
    const idle = new FakeSocket();
    const talking = new FakeSocket();
    const waiting = new FakeSocket();
    for (const socket of [idle, talking, waiting]) server.emit('connection', socket);
    busy.add(waiting);
    for (let ms = 0; ms < 1000; ms += 100) {
      talking.bytesRead += 1;
      vi.advanceTimersByTime(100);
    }
    expect([idle.destroyed, talking.destroyed, waiting.destroyed]).toEqual([false, false, false]);
    // First seen at the sweep of 100 ms: closed at the sweep of 1100 ms.
    vi.advanceTimersByTime(200);
    expect([idle.destroyed, talking.destroyed, waiting.destroyed]).toEqual([true, false, false]);
    // The busy one (an answer pending, e.g. a fault's delay) stays however long; once done, it is idle from then on.
    vi.advanceTimersByTime(10_000);
    expect(waiting.destroyed).toBe(false);
    busy.delete(waiting);
    vi.advanceTimersByTime(900);
    expect(waiting.destroyed).toBe(false);
    vi.advanceTimersByTime(200);
    expect(waiting.destroyed).toBe(true);
    // Written bytes count as activity too; a closed connection is forgotten; stop() ends the sweep.
    const writing = new FakeSocket();
    server.emit('connection', writing);
    for (let ms = 0; ms < 3000; ms += 100) {
      writing.bytesWritten += 10;
      vi.advanceTimersByTime(100);
    }
    expect(writing.destroyed).toBe(false);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(writing.destroyed).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closes a real idle connection and keeps one that is in use', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    server.keepAliveTimeout = 0;
    const stop = sweepIdleConnections(server as unknown as Parameters<typeof sweepIdleConnections>[0], 300, 50, () => false);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const open = (): Promise<Socket> =>
        new Promise((resolve) => {
          const socket = connect(port, '127.0.0.1', () => resolve(socket));
          socket.on('error', () => undefined);
        });
      const idle = await open();
      const used = await open();
      const closedAt = new Promise<number>((resolve) => idle.on('close', () => resolve(performance.now())));
      const started = performance.now();
      const timer = setInterval(() => used.write('GET / HTTP/1.1\r\nHost: m\r\n\r\n'), 100);
      const ms = (await closedAt) - started;
      clearInterval(timer);
      expect(ms).toBeGreaterThanOrEqual(250);
      expect(ms).toBeLessThan(2000);
      expect(used.destroyed).toBe(false);
      used.destroy();
    } finally {
      stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
