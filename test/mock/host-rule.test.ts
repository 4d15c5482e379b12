// The host a request names, as the proxy reads it (src/http/request-host.ts): a request with two
// Host headers is a 400 (RFC 9112 §3.2), and an absolute-form target's authority stands instead of
// Host (RFC 9112 §3.2.2). The control API judged the first of two Hosts only (127.0.0.1 then
// evil.example was let in) and never the authority of `GET http://evil.example/__mock/settings`.
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';

/** Sends `head` (its lines, without the final empty one) and reads the status line and body of the answer. */
function exchange(port: number, lines: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let text = '';
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s: ${text}`));
    }, 5000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve({ status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`);
  });
}

describe('the Host rule of the mock served by listen()', () => {
  const mock = createStatefulMock();
  let server: RunningStatefulMock;
  let port: number;
  beforeAll(async () => {
    server = await mock.listen({ port: 0 });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server.close());

  it('answers 400 to two Host headers on /__mock/, whichever comes first', async () => {
    for (const hosts of [
      ['127.0.0.1', 'evil.example'],
      ['evil.example', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
    ]) {
      const answer = await exchange(port, ['GET /__mock/settings HTTP/1.1', ...hosts.map((host) => `Host: ${host}`)]);
      expect(answer.status, hosts.join(' then ')).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        type: 'tag:notification-api-contract,2026:mock/request-violation',
        detail: 'the request has more than one Host header (RFC 9112 §3.2)',
      });
      expect(answer.body).not.toContain('idempotency');
    }
  });

  it('answers 400 to two Host headers on the API routes too, naming the header', async () => {
    const answer = await exchange(port, ['GET /v2/topics HTTP/1.1', 'Host: 127.0.0.1', 'Host: 127.0.0.1', 'Authorization: ApiKey test-key']);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      detail: 'the request has more than one Host header (RFC 9112 §3.2)',
      issues: [{ location: 'header', pointer: '/host', severity: 'error' }],
    });
    // One Host is as before.
    expect((await exchange(port, ['GET /v2/topics HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: ApiKey test-key'])).status).toBe(200);
  });

  it("judges an absolute-form target's authority instead of its Host", async () => {
    const foreign = await exchange(port, ['GET http://evil.example/__mock/settings HTTP/1.1', 'Host: 127.0.0.1']);
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ detail: expect.stringContaining('the Host "evil.example" is not this machine') });
    const own = await exchange(port, [`GET http://127.0.0.1:${port}/__mock/settings HTTP/1.1`, 'Host: evil.example']);
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ idempotency: 'on' });
  });
});

describe('the Host rule of mock.handler in a server of your own', () => {
  it('refuses two Host lines, which Node reduces to the first in headers but keeps in rawHeaders', async () => {
    const mock = createStatefulMock();
    const server = createServer(mock.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      expect((await exchange(port, ['GET /__mock/settings HTTP/1.1', 'Host: 127.0.0.1', 'Host: evil.example'])).status).toBe(400);
      expect((await exchange(port, ['GET /__mock/settings HTTP/1.1', 'Host: 127.0.0.1'])).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
