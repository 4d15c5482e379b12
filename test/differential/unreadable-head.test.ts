// Review 14b F5: a request whose head node:http cannot read gets one answer from the mock's own server
// (node:http's, without a 'clientError' listener) and from the proxy (src/http/client-error.ts): a
// head over node:http's bound a 431 (RFC 6585 §5), garbage a 400.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';

let mock: RunningStatefulMock;
let proxy: RunningValidatingProxy;

beforeAll(async () => {
  mock = await createStatefulMock().listen({ port: 0 });
  proxy = await startValidatingProxy({ upstream: mock.url, port: 0, mode: 'enforce', admin: false });
});

afterAll(async () => {
  await proxy?.close();
  await mock?.close();
});

/** The status line of the answer to `bytes`, sent as they are. */
function statusLine(url: string, bytes: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.write(bytes);
  });
}

describe('a request head node:http cannot read', () => {
  it.each([
    ['a head over 16 KiB', `GET /v2/topics HTTP/1.1\r\nHost: x\r\nX-Pad: ${'x'.repeat(20_000)}\r\n\r\n`, 'HTTP/1.1 431 Request Header Fields Too Large'],
    ['a target over 16 KiB', `GET /v2/topics?key=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 'HTTP/1.1 431 Request Header Fields Too Large'],
    ['garbage', 'NOT HTTP AT ALL\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
  ])('%s gets one answer from the mock and the proxy', async (_name, bytes, expected) => {
    expect(await statusLine(mock.url, bytes)).toBe(expected);
    expect(await statusLine(proxy.url, bytes)).toBe(expected);
  });
});
