// Issue 21: a client that half-closes once its request is sent (a FIN, as `nc -q` and HTTP/1.0-style
// clients do) still gets its whole answer, forwarded or the proxy's own, and then the connection ends.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatingProxy } from '../../src/proxy/index.js';
import { startProxy, type TestProxy } from './helpers.js';
import { header, type RawUpstream, rawConnect, rawRequest, startRawUpstream, statusOf } from './raw.js';

let upstream: RawUpstream;
beforeAll(async () => {
  upstream = await startRawUpstream();
});
afterAll(() => upstream.close());

describe.each(['report', 'enforce'] as const)('in %s mode', (mode) => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode });
  });
  afterAll(() => proxy.close());

  it('forwards the answer to a client that half-closed after its request', async () => {
    const client = await rawConnect(proxy.url);
    client.write(rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k' }));
    client.end();
    const answer = await client.next('GET', 5000);
    expect(statusOf(answer)).toBe(200);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ _id: 't1', key: 'news', name: 'News' });
    // The client has no more to say: the proxy ends the connection after the answer.
    await client.closed;
    expect(proxy.proxy.inFlight).toBe(0);
  });

  it('forwards the answer to a request with a body, half-closed after the body', async () => {
    const client = await rawConnect(proxy.url);
    client.write(
      rawRequest('POST', '/v2/topics', { Authorization: 'ApiKey k', 'Content-Type': 'application/json' }, { bytes: '{"key":"news"}', framing: 'length' }),
    );
    client.end();
    const answer = await client.next('POST', 5000);
    expect(statusOf(answer)).toBe(200);
    expect(header(answer, 'content-type')).toBe('application/json');
    await client.closed;
  });

  it('answers every pipelined request sent before the FIN, in order', async () => {
    const client = await rawConnect(proxy.url);
    client.write(
      Buffer.concat([rawRequest('GET', '/v2/topics/a', { Authorization: 'ApiKey k' }), rawRequest('GET', '/v2/topics/b', { Authorization: 'ApiKey k' })]),
    );
    client.end();
    expect(statusOf(await client.next('GET', 5000))).toBe(200);
    expect(statusOf(await client.next('GET', 5000))).toBe(200);
    await client.closed;
    expect(upstream.requests.slice(-2).map((request) => request.startLine)).toEqual(['GET /v2/topics/a HTTP/1.1', 'GET /v2/topics/b HTTP/1.1']);
  });
});

describe('the handler on a server of your own (http.createServer(createValidatingProxy(...)))', () => {
  it('forwards the answer to a client that half-closed after its request', async () => {
    const proxy = createValidatingProxy({ upstream: upstream.url, mode: 'enforce' });
    const server = createServer(proxy);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = await rawConnect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      client.write(rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k' }));
      client.end();
      expect(statusOf(await client.next('GET', 5000))).toBe(200);
      await client.closed;
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await proxy.close();
    }
  });
});
