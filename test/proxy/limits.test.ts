// Issue 9, item 11: resource caps. --max-connections bounds the client connections, the upstream
// agent's maxSockets bounds the connections to the upstream, and --response-timeout bounds the
// whole answer, so that an upstream dripping its body cannot hold a client forever.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { problemType } from '../../src/proxy/index.js';
import { AUTH, call, json, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';
import { rawConnect, rawRequest, statusOf } from './raw.js';

describe('maxConnections (--max-connections)', () => {
  let upstream: TestUpstream;
  let proxy: TestProxy;
  beforeAll(async () => {
    upstream = await startUpstream((_seen, res) => json(res, 200, topic('news')));
    proxy = await startProxy({ upstream: upstream.url, maxConnections: 2 });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('closes connections past the limit at once, and takes new ones when there is room', async () => {
    const first = await rawConnect(proxy.url);
    const second = await rawConnect(proxy.url);
    for (const client of [first, second]) {
      client.write(rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k' }));
      expect(statusOf(await client.next())).toBe(200);
    }
    const third = await rawConnect(proxy.url);
    third.write(rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k' }));
    await third.closed;
    await expect(third.next()).rejects.toThrow(/closed/);

    first.destroy();
    await first.closed;
    await vi.waitFor(async () => {
      const fourth = await rawConnect(proxy.url);
      fourth.write(rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k' }));
      expect(statusOf(await fourth.next())).toBe(200);
      fourth.destroy();
    });
    second.destroy();
  });
});

describe('upstreamMaxSockets (--max-upstream-sockets)', () => {
  let upstream: TestUpstream;
  let proxy: TestProxy;
  let concurrent = 0;
  let peak = 0;
  beforeAll(async () => {
    upstream = await startUpstream((_seen, res) => {
      concurrent += 1;
      peak = Math.max(peak, concurrent);
      setTimeout(() => {
        concurrent -= 1;
        json(res, 200, topic('news'));
      }, 50);
    });
    proxy = await startProxy({ upstream: upstream.url, upstreamMaxSockets: 2 });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('keeps at most that many connections to the upstream; the other requests wait their turn', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => call(proxy.url, { path: '/v2/topics/news', headers: AUTH })));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(upstream.seen).toHaveLength(8);
    expect(peak).toBe(2);
    expect(upstream.connections()).toBeLessThanOrEqual(2);
  });
});

describe('responseTimeoutMs (--response-timeout)', () => {
  let upstream: TestUpstream;
  let proxy: TestProxy;
  const timers = new Set<NodeJS.Timeout>();
  beforeAll(async () => {
    // Never silent for long (a byte every 50 ms), never done (a megabyte announced).
    upstream = await startUpstream((seen, res) => {
      res.writeHead(200, { 'content-type': seen.url.endsWith('/text') ? 'text/plain' : 'application/json', 'content-length': String(1024 * 1024) });
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write(' ')), 50);
      timers.add(drip);
    });
    proxy = await startProxy({ upstream: upstream.url, timeoutMs: 1000, responseTimeoutMs: 400 });
  });
  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    await proxy.close();
    await upstream.close();
  });

  it('answers 504 when a JSON answer is not complete by the deadline, though the upstream never fell silent', async () => {
    const response = await call(proxy.url, { path: '/v2/topics/drip', headers: AUTH });
    expect(response.status).toBe(504);
    expect(response.json()).toMatchObject({ type: problemType('upstream-timeout'), detail: expect.stringContaining('400 ms') });
    expect(proxy.records.at(-1)).toMatchObject({ outcome: 'failed', error: expect.stringContaining('response timeout') });
  });

  it('cuts a streamed answer that is not complete by the deadline', async () => {
    const client = await rawConnect(proxy.url);
    client.write(rawRequest('GET', '/v2/topics/text', { Authorization: 'ApiKey k' }));
    await client.closed;
    await expect(client.next()).rejects.toThrow();
    await vi.waitFor(() => expect(proxy.proxy.inFlight).toBe(0));
  });
});
