// Issue 9, item 12: an enforce-mode 400 keeps the connection unless the request's body was left
// unread. Before, 1,000 invalid GETs opened 1,000 connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, json, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';
import { header, rawConnect, rawRequest, statusOf } from './raw.js';

let upstream: TestUpstream;
let proxy: TestProxy;
let connections = 0;
beforeAll(async () => {
  upstream = await startUpstream((_seen, res) => json(res, 200, topic('news')));
  proxy = await startProxy({ upstream: upstream.url, mode: 'enforce', maxBodyBytes: 1024 });
  proxy.server.on('connection', () => (connections += 1));
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('enforce mode, one kept-alive client connection', () => {
  it('answers 1,000 invalid bodiless requests on the one connection', async () => {
    const before = connections;
    const client = await rawConnect(proxy.url);
    for (let i = 0; i < 1000; i += 1) {
      // A limit out of range: a violation, answered 400 by the proxy.
      client.write(rawRequest('GET', '/v2/topics?limit=1000', { Authorization: 'ApiKey k' }));
      const response = await client.next();
      expect(statusOf(response)).toBe(400);
      expect(header(response, 'connection')).not.toBe('close');
    }
    expect(client.isClosed()).toBe(false);
    client.destroy();
    expect(connections - before).toBe(1);
    expect(upstream.seen).toHaveLength(0);
  });

  it('keeps it after a JSON body it read whole', async () => {
    const client = await rawConnect(proxy.url);
    for (let i = 0; i < 3; i += 1) {
      client.write(
        rawRequest(
          'POST',
          '/v2/topics',
          { Authorization: 'ApiKey k', 'Content-Type': 'application/json' },
          { bytes: '{"key":"has space"}', framing: i % 2 === 0 ? 'length' : 'chunked' },
        ),
      );
      expect(statusOf(await client.next())).toBe(400);
    }
    client.write(rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k' }));
    expect(statusOf(await client.next())).toBe(200);
    client.destroy();
  });

  it('closes it when the body was left unread: not JSON, or over the limit', async () => {
    for (const [contentType, body] of [
      ['text/plain', 'key=news'],
      ['application/json', JSON.stringify({ key: 'news', name: 'x'.repeat(2000) })],
    ] as const) {
      const response = await call(proxy.url, { method: 'POST', path: '/v2/topics', headers: { authorization: 'ApiKey k', 'content-type': contentType }, body });
      expect([400, 413]).toContain(response.status);
      expect(response.headers.connection).toBe('close');
    }
  });
});
