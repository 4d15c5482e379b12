// Review 14a F9: the mock's own server drops a client that sends its request head too slowly after
// 15 s (docs/mock.md). node:http checks its deadlines every connectionsCheckingInterval: at its
// default, 30 s, a client sending a header line a second was answered 408 after 36 s.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';

describe("the mock's own server and a slow request head", () => {
  it('answers 408 within about 15 s, whatever the client still trickles in', { timeout: 40_000 }, async () => {
    const own = await createStatefulMock().listen({ port: 0 });
    try {
      const { port } = new URL(own.url);
      const started = performance.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        let text = '';
        let line = 0;
        // A request line, then a header line a second, never the empty line that ends the head.
        socket.write('GET /docs/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        const trickle = setInterval(() => {
          if (socket.writable) socket.write(`X-Slow-${line++}: 1\r\n`);
        }, 1_000);
        socket.setEncoding('latin1');
        socket.on('data', (chunk) => (text += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(trickle);
          resolve(text);
        });
        setTimeout(() => {
          clearInterval(trickle);
          socket.destroy();
          reject(new Error('no answer within 35 s'));
        }, 35_000);
      });
      const seconds = (performance.now() - started) / 1000;
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      expect(seconds).toBeGreaterThanOrEqual(14);
      expect(seconds).toBeLessThan(20);
    } finally {
      await own.close();
    }
  });
});
