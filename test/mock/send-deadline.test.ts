// The send deadline of the mock's own server (listen(), review 17 F1): a client that asks for a large
// answer, reads none of it and sends a byte now and then had its connection, and the answer buffered
// for it, kept forever (the idle sweep counted its bytes as activity). Now a connection with output
// waiting that sends none of it for clientTimeoutMs is destroyed, whichever writer holds the output:
// the net front, node:http, or the front's loopback handoff (a pipelined CONNECT sends the read
// there). A reader that is slow but takes its answer is not cut off.
import { EventEmitter } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SweptSocket, sweepIdleConnections } from '../../src/mock/idle-sweep.js';
import { listenOwn, type RunningStatefulMock } from '../../src/mock/own-server.js';
import { BODIES, BODY_CHARS, filledEngine } from './filled-engine.js';

const JOURNAL = 'GET /__mock/requests HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
const CONNECT = 'CONNECT a:1 HTTP/1.1\r\nHost: a:1\r\n\r\n';

const running: RunningStatefulMock[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function start(clientTimeoutMs: number, front: boolean): Promise<number> {
  const server = await listenOwn(await filledEngine(), { clientTimeoutMs }, { front });
  running.push(server);
  return Number(new URL(server.url).port);
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    sockets.push(socket);
    socket.once('error', reject);
  });
}

/**
 * Sends `request`, reads nothing and writes a byte every 100 ms; resolves with how long after the
 * request the server closed the connection, or -1 when it had not within `withinMs`.
 */
async function stalledFor(port: number, request: string, withinMs: number): Promise<number> {
  const socket = await open(port);
  socket.on('error', () => undefined);
  socket.pause();
  const started = performance.now();
  socket.write(request);
  // What a client still sends: a next request's head, a byte at a time (the idle sweep counted these).
  const trickle = 'GET /v2/topics HTTP/1.1\r\n';
  let at = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(trickle[at++ % trickle.length]!);
  }, 100);
  try {
    return await new Promise<number>((resolve) => {
      const deadline = setTimeout(() => resolve(-1), withinMs);
      socket.once('close', () => {
        clearTimeout(deadline);
        resolve(performance.now() - started);
      });
    });
  } finally {
    clearInterval(timer);
  }
}

/**
 * Reads the answer to `request` slowly: what is there every 20 ms, 64 KiB at most. Resolves with the
 * bytes read, whether the server closed before the whole answer was in, and how long it took.
 */
async function readSlowly(port: number, request: string): Promise<{ bytes: number; cut: boolean; ms: number }> {
  const socket = await open(port);
  socket.on('error', () => undefined);
  socket.pause();
  let head = Buffer.alloc(0);
  /** The answer's whole length, head and body, once its head is in. */
  let total = Number.POSITIVE_INFINITY;
  let bytes = 0;
  const started = performance.now();
  socket.write(request);
  return new Promise((resolve) => {
    let done = false;
    const finish = (cut: boolean) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      socket.destroy();
      resolve({ bytes, cut, ms: performance.now() - started });
    };
    const timer = setInterval(() => {
      const chunk = (socket.read(Math.min(64 * 1024, socket.readableLength)) ?? socket.read()) as Buffer | null;
      if (chunk === null) return;
      bytes += chunk.length;
      if (total === Number.POSITIVE_INFINITY) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        const length = end === -1 ? undefined : /\r\ncontent-length: *(\d+)/i.exec(head.toString('latin1', 0, end))?.[1];
        if (end !== -1 && length !== undefined) total = end + 4 + Number(length);
      }
      if (bytes >= total) finish(false);
    }, 20);
    socket.on('readable', () => undefined);
    socket.once('close', () => finish(bytes < total));
  });
}

describe('the mock server cuts a client that takes none of its answer (clientTimeoutMs)', () => {
  for (const front of [true, false]) {
    const via = front ? 'the net front' : 'node:http alone';
    for (const [name, request] of [
      ['a large answer', JOURNAL],
      ['a large answer with a CONNECT pipelined behind it', JOURNAL + CONNECT],
    ] as const) {
      it(`${name}, through ${via}: closed after clientTimeoutMs, whatever the client sends`, async () => {
        const port = await start(500, front);
        const ms = await stalledFor(port, request, 4000);
        expect(ms, 'still open 4 s later').toBeGreaterThan(0);
        expect(ms).toBeGreaterThanOrEqual(450);
      });
    }
  }

  for (const front of [true, false]) {
    for (const connectBehind of [false, true]) {
      it(`a slow reader that takes its answer is not cut off (${front ? 'front' : 'node:http alone'}${connectBehind ? ', CONNECT behind' : ''})`, async () => {
        const port = await start(1500, front);
        const { bytes, cut, ms } = await readSlowly(port, connectBehind ? JOURNAL + CONNECT : JOURNAL);
        expect(cut, `cut off after ${bytes} bytes`).toBe(false);
        expect(bytes).toBeGreaterThan(BODIES * BODY_CHARS);
        // Slower than the deadline overall: what counts is that it takes some of its answer.
        expect(ms).toBeGreaterThan(1500);
      });
    }
  }
});

describe("the sweep's send deadline (idle-sweep.ts, src/http/send-progress.ts)", () => {
  class FakeSocket extends EventEmitter implements SweptSocket {
    bytesRead = 0;
    bytesWritten = 0;
    writableLength = 0;
    _handle = { writeQueueSize: 0 };
    destroyed = false;
    destroy() {
      this.destroyed = true;
      this.emit('close');
    }
    /** Output waiting: `length` held, of which the write in flight has `queued` left. */
    waiting(length: number, queued: number): this {
      this.writableLength = length;
      this._handle.writeQueueSize = queued;
      return this;
    }
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('destroys a connection whose output does not move for clientTimeoutMs, whatever it reads or queues; not one that sends', () => {
    vi.useFakeTimers();
    const server = new EventEmitter();
    const stop = sweepIdleConnections(server, 60_000, 100, () => true, { clientTimeoutMs: 1000 });
    const stalled = new FakeSocket().waiting(100_000, 90_000);
    const creeping = new FakeSocket().waiting(100_000, 90_000);
    const finishing = new FakeSocket().waiting(100_000, 0);
    const quiet = new FakeSocket();
    for (const socket of [stalled, creeping, finishing, quiet]) server.emit('connection', socket);
    for (let ms = 0; ms < 1000; ms += 100) {
      // Reading, and answers queued behind a write that does not move (pipelined requests): no progress.
      stalled.bytesRead += 1;
      stalled.writableLength += 10;
      stalled.bytesWritten += 10;
      // The write in flight shrinking, part by part (a slow reader of one large write); writes finishing.
      creeping._handle.writeQueueSize -= 1;
      finishing.writableLength -= 1;
      vi.advanceTimersByTime(100);
    }
    expect([stalled.destroyed, creeping.destroyed, finishing.destroyed, quiet.destroyed]).toEqual([false, false, false, false]);
    // First seen at the sweep of 100 ms: cut at the sweep of 1100 ms.
    vi.advanceTimersByTime(150);
    expect([stalled.destroyed, creeping.destroyed, finishing.destroyed, quiet.destroyed]).toEqual([true, false, false, false]);
    stop();
  });

  it('judges no stall on a sweep that comes late (the event loop was blocked), but on the next', () => {
    vi.useFakeTimers();
    const server = new EventEmitter();
    const stop = sweepIdleConnections(server, 60_000, 100, () => true, { clientTimeoutMs: 1000 });
    const stalled = new FakeSocket().waiting(100_000, 90_000);
    server.emit('connection', stalled);
    vi.advanceTimersByTime(100);
    vi.setSystemTime(Date.now() + 5000);
    vi.advanceTimersByTime(100);
    expect(stalled.destroyed).toBe(false);
    vi.advanceTimersByTime(100);
    expect(stalled.destroyed).toBe(true);
    stop();
  });
});
