// Review 19 F1: node:http keeps an answer written behind an earlier one its client has not taken on
// the response itself, not on the socket, where the bound on answers waiting (unsent-answers.ts) counts
// them. One connection that pipelined forty GET /__mock/requests (a repeated header line sends it to
// node:http past the net front) and read nothing had all forty answered, 12 MB each held in memory.
// The Node shell now runs a connection's next request only once the answer before it is on the socket.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockAnswer, MockEngine, MockRequest } from '../../src/mock/engine.js';
import { listenOwn, type RunningStatefulMock } from '../../src/mock/own-server.js';
import { filledEngine } from './filled-engine.js';

const running: RunningStatefulMock[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** The engine's answers to GET /__mock/requests, counted. */
function counted(engine: MockEngine): () => number {
  let journals = 0;
  const answer = engine.answer.bind(engine);
  engine.answer = (request: MockRequest): MockAnswer | Promise<MockAnswer> => {
    if (request.target === '/__mock/requests') journals += 1;
    return answer(request);
  };
  return () => journals;
}

describe('requests pipelined on a connection node:http reads', () => {
  for (const front of [true, false]) {
    it(`are answered one at a time while the client takes none of them (${front ? 'handed over by the net front' : 'node:http alone'})`, async () => {
      const engine = await filledEngine();
      const journals = counted(engine);
      const server = await listenOwn(engine, { clientTimeoutMs: 60_000 }, { front });
      running.push(server);
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => undefined);
      socket.pause();
      // The repeated header line is no request the front answers: it hands the connection to node:http.
      socket.write('GET /__mock/requests HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: 1\r\nX-A: 2\r\n\r\n'.repeat(40));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The first on the socket, the second held behind it by node:http: no more.
      expect(journals()).toBeGreaterThanOrEqual(1);
      expect(journals()).toBeLessThanOrEqual(2);
      // Taken, they are all answered, in order.
      let read = 0;
      const statuses: string[] = [];
      await new Promise<void>((resolve) => {
        socket.on('data', (chunk: Buffer) => {
          read += chunk.length;
          for (const match of chunk.toString('latin1').matchAll(/HTTP\/1\.1 (\d{3}) /g)) statuses.push(match[1]!);
          if (statuses.length === 40) resolve();
        });
        socket.resume();
      });
      expect(journals()).toBe(40);
      expect(new Set(statuses)).toEqual(new Set(['200']));
      expect(read).toBeGreaterThan(40 * 8_500_000);
    });
  }
});
