// Issue 19: a slow-header client was held 90 s and a slow-body client was still open at 130 s
// (Node's defaults, checked every 30 s). The header and request timeouts end both with a 408.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HEADER_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from '../../src/proxy/index.js';
import { startProxy, type TestProxy } from './helpers.js';
import { type RawUpstream, rawConnect, startRawUpstream, statusOf } from './raw.js';

let upstream: RawUpstream;
beforeAll(async () => {
  upstream = await startRawUpstream();
});
afterAll(() => upstream.close());

describe('client timeouts', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, headerTimeoutMs: 300, requestTimeoutMs: 600 });
  });
  afterAll(() => proxy.close());

  it('answers 408 and closes a connection whose headers do not come within --header-timeout', async () => {
    const began = performance.now();
    const client = await rawConnect(proxy.url);
    client.write('GET /v2/topics/news HTTP/1.1\r\nHost: proxy.test\r\nAuthorization: ApiKey k\r\n');
    const answer = await client.next('GET', 5000);
    expect(statusOf(answer)).toBe(408);
    await client.closed;
    expect(performance.now() - began).toBeLessThan(2000);
  });

  it('answers 408 and closes a connection whose body does not come within --request-timeout, forwarding nothing', async () => {
    const before = upstream.requests.length;
    const began = performance.now();
    const client = await rawConnect(proxy.url);
    client.write(
      'POST /v2/topics HTTP/1.1\r\nHost: proxy.test\r\nAuthorization: ApiKey k\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"key":',
    );
    const answer = await client.next('POST', 5000);
    expect(statusOf(answer)).toBe(408);
    await client.closed;
    expect(performance.now() - began).toBeLessThan(2500);
    expect(upstream.requests.length).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(proxy.proxy.inFlight).toBe(0);
  });

  it('still serves a request sent in time', async () => {
    const client = await rawConnect(proxy.url);
    client.write('GET /v2/topics/news HTTP/1.1\r\nHost: proxy.test\r\nAuthorization: ApiKey k\r\n\r\n');
    expect(statusOf(await client.next())).toBe(200);
    client.destroy();
  });
});

describe('the defaults', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url });
  });
  afterAll(() => proxy.close());

  it('are 10 s for the headers and 30 s for the whole request, checked at least every second', () => {
    expect([DEFAULT_HEADER_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS]).toEqual([10_000, 30_000]);
    expect(proxy.server.headersTimeout).toBe(10_000);
    expect(proxy.server.requestTimeout).toBe(30_000);
  });

  it('refuses a header timeout longer than the request timeout', async () => {
    await expect(startProxy({ upstream: upstream.url, headerTimeoutMs: 5000, requestTimeoutMs: 1000 })).rejects.toThrow(/must not exceed/);
  });
});
