// The net front's own duties, on a socket of the test's making: which heads are in its subset, answers
// in request order across an answer that waits, reading stopped while a write waits for 'drain', a
// failing engine, the handover of a read it does not take, and closing. (That its answers and the
// connection's fate are node:http's is net-front-differential.test.ts.)
import { EventEmitter } from 'node:events';
import { createServer, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { MockEngine } from '../../src/mock/engine.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { type FrontChunk, type FrontSocket, netFront } from '../../src/mock/net-front.js';
import { parseStrictHead } from '../../src/mock/strict-head.js';

class FakeSocket extends EventEmitter {
  written: string[] = [];
  paused = false;
  ended = false;
  destroyed = false;
  /** What write() answers: false once the socket's buffer is "full". */
  flushes = true;
  write(data: string): boolean {
    this.written.push(data);
    return this.flushes;
  }
  end(): void {
    this.ended = true;
  }
  destroy(): void {
    this.destroyed = true;
  }
  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
  }
  /** The answers' status codes, in the order written. */
  statuses(): number[] {
    return this.written.flatMap((text) => [...text.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => Number(match[1])));
  }
}

function start(engine = new MockEngine({ seed: 3 })) {
  const handedOver: { socket: FakeSocket; rest: string }[] = [];
  const front = netFront(
    engine,
    {
      reasons: STATUS_CODES,
      extra: ['keep-alive', 'timeout=65'],
      cache: new WeakMap(),
      concat: (a, b) => Buffer.concat([a, b]),
      byteLength: (text) => Buffer.byteLength(text),
    },
    (socket, rest) => handedOver.push({ socket: socket as unknown as FakeSocket, rest: rest.toString('latin1') }),
  );
  const socket = new FakeSocket();
  front.connection(socket as unknown as FrontSocket);
  const send = (text: string) => socket.emit('data', Buffer.from(text, 'latin1') as FrontChunk);
  return { engine, front, socket, send, handedOver };
}

const get = (path = '/v2/topics/team:billing') => `GET ${path} HTTP/1.1\r\nHost: m\r\nAuthorization: ApiKey test-key\r\n\r\n`;
const post = (body: string) =>
  `POST /v2/topics HTTP/1.1\r\nHost: m\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('the strict head subset', () => {
  it('takes a plain head, names lower-case, with its framing', () => {
    expect(parseStrictHead('POST /v2/topics?x=%20 HTTP/1.1\r\nHost: m\r\nContent-Length: 12\r\nX-A:\tv  w\r\nConnection: Close\r\n')).toEqual({
      method: 'POST',
      target: '/v2/topics?x=%20',
      headers: { host: 'm', 'content-length': '12', 'x-a': 'v  w', connection: 'Close' },
      length: 12,
      close: true,
    });
  });

  it('lower-cases every name, the common ones and the others alike', () => {
    const head = 'GET / HTTP/1.1\r\nHOST: a\r\nAuthorization: x\r\nCONTENT-length: 0\r\nHosx: 1\r\nX-Correlation-ID: c\r\nX-Other_~: y\r\nuser-agenT: u\r\n';
    expect(Object.entries(parseStrictHead(head)?.headers ?? {})).toEqual([
      ['host', 'a'],
      ['authorization', 'x'],
      ['content-length', '0'],
      ['hosx', '1'],
      ['x-correlation-id', 'c'],
      ['x-other_~', 'y'],
      ['user-agent', 'u'],
    ]);
  });

  it.each([
    ['no Host', 'GET / HTTP/1.1\r\nA: b\r\n'],
    ['an empty Host', 'GET / HTTP/1.1\r\nHost: \r\n'],
    ['two Hosts', 'GET / HTTP/1.1\r\nHost: a\r\nHost: a\r\n'],
    ['a repeated name', 'GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\nx: 2\r\n'],
    ['a blank before the colon', 'GET / HTTP/1.1\r\nHost : a\r\n'],
    ['a blank after the value', 'GET / HTTP/1.1\r\nHost: a \r\n'],
    ['a bare LF', 'GET / HTTP/1.1\r\nHost: a\nX: b\r\n'],
    ['a bare CR', 'GET / HTTP/1.1\r\nHost: a\rX: b\r\n'],
    ['an obs-fold', 'GET / HTTP/1.1\r\nHost: a\r\n b\r\n'],
    ['a NUL', 'GET / HTTP/1.1\r\nHost: a\u0000\r\n'],
    ['a control character', 'GET / HTTP/1.1\r\nHost: a\u0001b\r\n'],
    ['a non-ASCII byte', 'GET / HTTP/1.1\r\nHost: caf\u00e9\r\n'],
    ['Transfer-Encoding', 'POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n'],
    ['Expect', 'POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n'],
    ['Upgrade', 'GET / HTTP/1.1\r\nHost: a\r\nUpgrade: h2c\r\n'],
    ['another Connection', 'GET / HTTP/1.1\r\nHost: a\r\nConnection: upgrade\r\n'],
    ['a signed Content-Length', 'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +1\r\n'],
    ['a Content-Length with a leading zero', 'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 01\r\n'],
    ['a huge Content-Length', 'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1000000000\r\n'],
    ['two Content-Lengths', 'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 1\r\n'],
    ['HTTP/1.0', 'GET / HTTP/1.0\r\nHost: a\r\n'],
    ['an unknown method', 'PURGE / HTTP/1.1\r\nHost: a\r\n'],
    ['a lower-case method', 'get / HTTP/1.1\r\nHost: a\r\n'],
    ['an absolute target', 'GET http://a/ HTTP/1.1\r\nHost: a\r\n'],
    ['a target with a quote', 'GET /"a HTTP/1.1\r\nHost: a\r\n'],
    ['a name an object has', 'GET / HTTP/1.1\r\nHost: a\r\n__proto__: x\r\n'],
    ['65 header lines', `GET / HTTP/1.1\r\nHost: a\r\n${'X: 1\r\n'.repeat(64)}`],
    ['a head over 8 KiB', `GET / HTTP/1.1\r\nHost: a\r\nX: ${'x'.repeat(8200)}\r\n`],
  ])('leaves %s to node:http', (_, head) => {
    expect(parseStrictHead(head)).toBeUndefined();
  });
});

describe("the net front's connections", () => {
  it('answers pipelined requests in order, one at a time, reading nothing while an answer waits (a fault delay)', async () => {
    const { engine, socket, send } = start();
    engine.fault({ operationId: 'getTopic', delayMs: 30, times: 1 });
    send(get() + post(JSON.stringify({ key: 'team:billing', name: 'Renamed' })) + get());
    expect(socket.written).toEqual([]);
    expect(socket.paused).toBe(true);
    // Read meanwhile (before the pause took hold): kept for later, in order.
    send(get('/v2/topics/none'));
    // The delay is 30 ms; a loaded machine may take longer to get through the four.
    await vi.waitFor(() => expect(socket.statuses()).toEqual([200, 200, 200, 404]), { timeout: 5000, interval: 10 });
    // The GET after the POST sees it (RFC 9112 §9.3.2); the first, delayed GET does not.
    expect(socket.written[0]).toContain('"Billing team"');
    expect(socket.written[2]).toContain('"Renamed"');
    expect(socket.paused).toBe(false);
  });

  it("stops reading while a write waits for 'drain', and goes on after it", () => {
    const { socket, send } = start();
    socket.flushes = false;
    send(get() + get() + get());
    expect(socket.statuses()).toEqual([200]);
    expect(socket.paused).toBe(true);
    socket.flushes = true;
    socket.emit('drain');
    expect(socket.statuses()).toEqual([200, 200, 200]);
    expect(socket.paused).toBe(false);
  });

  it('answers 500 and ends the connection when the engine throws, as the Node shell does', () => {
    const engine = new MockEngine({ seed: 3 });
    engine.answer = () => {
      throw new Error('boom');
    };
    const { socket, send } = start(engine);
    send(get() + get());
    expect(socket.statuses()).toEqual([500]);
    expect(socket.written[0]).toMatch(/\r\ncontent-length: 16\r\nconnection: close\r\nDate: [^\r]+\r\n\r\nthe mock failed\n$/);
    expect(socket.ended).toBe(true);
  });

  it('hands over a whole read with anything outside the subset, after the answers of earlier reads, and lets go of the socket', () => {
    const { socket, send, handedOver } = start();
    send(get());
    send(`${get()}GET / HTTP/1.1\r\nHost: m\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`);
    expect(socket.statuses()).toEqual([200]);
    expect(handedOver).toEqual([{ socket, rest: `${get()}GET / HTTP/1.1\r\nHost: m\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n` }]);
    for (const event of ['data', 'end', 'drain', 'close', 'error']) expect(socket.listenerCount(event)).toBe(0);
  });

  it('leaves every read to node:http while a handler of mock.use is in place (its Response may carry Connection, Date, Transfer-Encoding)', () => {
    const { engine, send, handedOver, socket } = start();
    engine.use('getTopic', () => new Response('hello', { headers: { connection: 'close' } }));
    send(get());
    expect(handedOver.map(({ rest }) => rest)).toEqual([get()]);
    expect(socket.written).toEqual([]);
  });

  it('hands over a request not all read yet (a head or a body cut across reads)', () => {
    for (const cut of [get().slice(0, 20), post('{"key":"a","name":"b"}').slice(0, -3)]) {
      const { send, handedOver, socket } = start();
      send(cut);
      expect(handedOver.map(({ rest }) => rest)).toEqual([cut]);
      expect(socket.written).toEqual([]);
    }
  });

  it("ends a connection after a Connection: close request's answer, and when the client ends its side", () => {
    const closing = start();
    closing.send(get().replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
    expect(closing.socket.written[0]).toMatch(/\r\nConnection: close\r\n\r\n/);
    expect(closing.socket.ended).toBe(true);
    const ending = start();
    ending.socket.emit('end');
    expect(ending.socket.ended).toBe(true);
  });

  it('closes idle connections on closeIdle, one with an answer pending once it is written, and all on closeAll', async () => {
    const idle = start();
    idle.front.closeIdle();
    expect(idle.socket.destroyed).toBe(true);
    const busy = start();
    busy.engine.fault({ operationId: 'getTopic', delayMs: 20, times: 1 });
    busy.send(get());
    expect(busy.front.busy(busy.socket)).toBe(true);
    busy.front.closeIdle();
    expect(busy.socket.destroyed).toBe(false);
    await vi.waitFor(() => expect(busy.socket.ended).toBe(true), { timeout: 5000, interval: 10 });
    expect(busy.socket.statuses()).toEqual([200]);
    const any = start();
    any.front.closeAll();
    expect(any.socket.destroyed).toBe(true);
  });
});

describe("the mock's own server", () => {
  it('rejects a port already taken and leaves no listener behind, the loopback one included', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const listeners = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;
    const before = listeners();
    try {
      await expect(createStatefulMock().listen({ port: (taken.address() as AddressInfo).port })).rejects.toThrow(/EADDRINUSE/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(listeners()).toBe(before);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
