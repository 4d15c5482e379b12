// Issue 9, item 6: the proxy's own endpoints can be guarded by a token, or switched off so that
// /__contract/ paths reach the upstream like any other.

import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatingProxy, METRICS_PATH, problemType, STATS_PATH, startValidatingProxy } from '../../src/proxy/index.js';
import { AUTH, call, json, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startUpstream((seen, res) => json(res, 200, { ...topic('news'), name: `upstream saw ${seen.url}` }));
});
afterAll(() => upstream.close());

describe('with an admin token', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, adminToken: 'admin-s3cret' });
  });
  afterAll(() => proxy.close());

  it.each([STATS_PATH, METRICS_PATH])('%s answers 401 without the x-admin-token header, or with a wrong one', async (path) => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-admin-token': 'admin-s3cre' },
      { 'x-admin-token': 'admin-s3cret-and-more' },
      { authorization: 'ApiKey admin-s3cret' },
      { authorization: 'Bearer admin-s3cre' },
      { authorization: 'Basic admin-s3cret' },
    ];
    for (const headers of attempts) {
      const response = await call(proxy.url, { path, headers });
      expect(response.status).toBe(401);
      expect(response.json()).toMatchObject({ type: problemType('admin-unauthorized'), status: 401 });
      expect(response.text).not.toContain('admin-s3cret');
    }
  });

  it.each([STATS_PATH, METRICS_PATH])('%s answers with the right token', async (path) => {
    const response = await call(proxy.url, { path, headers: { 'x-admin-token': 'admin-s3cret' } });
    expect(response.status).toBe(200);
  });

  // Prometheus 2.42 (Debian 12) and the Prometheus Operator's ServiceMonitor send a scrape secret only as a bearer token.
  it.each([STATS_PATH, METRICS_PATH])('%s answers with the right token as authorization: Bearer', async (path) => {
    for (const authorization of ['Bearer admin-s3cret', 'bearer  admin-s3cret']) {
      expect((await call(proxy.url, { path, headers: { authorization } })).status).toBe(200);
    }
  });

  it('forwards none of it', () => {
    expect(upstream.seen.filter((seen) => seen.url.startsWith('/__contract/'))).toEqual([]);
  });
});

describe('with no admin (--no-admin)', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, admin: false });
  });
  afterAll(() => proxy.close());

  it('forwards /__contract/ paths to the upstream like any other', async () => {
    for (const path of [STATS_PATH, METRICS_PATH, '/__contract/anything']) {
      const response = await call(proxy.url, { path, headers: AUTH });
      expect(response.status).toBe(200);
      expect((response.json() as { name: string }).name).toBe(`upstream saw ${path}`);
    }
    // They match no operation: counted and logged as such, like any unknown path in report mode.
    expect(proxy.stats().operations['(no operation)']).toMatchObject({ requests: 3 });
  });
});

describe('without an admin token, a request a web page made', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url });
  });
  afterAll(() => proxy.close());
  const own = () => new URL(proxy.url).host;

  // DNS rebinding: a page of attacker.example, its name now pointing at the proxy, reads "its own"
  // origin. Over plain http to a name, browsers send no Sec-Fetch-Site (review 9b F2): its Host tells.
  it.each([STATS_PATH, METRICS_PATH])('%s refuses it (403), by its Host, its Origin or its Sec-Fetch-Site', async (path) => {
    const tries: Record<string, string>[] = [
      { host: 'attacker.example' },
      { host: 'attacker.example:4020', referer: 'http://attacker.example:4020/' },
      { host: 'localhost.attacker.example' },
      { host: '127.0.0.1.nip.io' },
      { host: own(), origin: 'http://attacker.example' },
      { host: own(), origin: 'null' },
      ...['same-origin', 'same-site', 'cross-site'].map((site) => ({ host: own(), 'sec-fetch-site': site, 'sec-fetch-mode': 'cors' })),
    ];
    for (const headers of tries) {
      const response = await call(proxy.url, { path, headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ type: problemType('admin-forbidden'), status: 403 });
      expect(response.text).not.toContain(upstream.url);
    }
  });

  it.each([STATS_PATH, METRICS_PATH])('%s answers a scraper by IP address or localhost, curl, and an address typed in the browser', async (path) => {
    const tries: Record<string, string>[] = [
      {},
      { host: 'localhost:4020' },
      { host: 'proxy.localhost' },
      { host: '[::1]:4020' },
      { host: own(), origin: `http://${own()}` },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    ];
    for (const headers of tries) {
      expect((await call(proxy.url, { path, headers })).status, JSON.stringify(headers)).toBe(200);
    }
  });

  // Node keeps the first of two Host headers: a loopback one first would let a page's own name
  // through behind it (review 10a noted it of the proxy beside the mock's F10). RFC 9112 §3.2: 400.
  it.each([STATS_PATH, METRICS_PATH, '/__contract/health'])('%s answers 400 to two Host headers, whichever comes first', async (path) => {
    const { port } = new URL(proxy.url);
    for (const hosts of [
      ['127.0.0.1', 'attacker.example'],
      ['attacker.example', '127.0.0.1'],
    ]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.end(`GET ${path} HTTP/1.1\r\nHost: ${hosts[0]}\r\nHost: ${hosts[1]}\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer, hosts.join(' then ')).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain(problemType('bad-request'));
      expect(answer).not.toContain('"operations"');
    }
  });

  it('leaves the health answer to any probe', async () => {
    expect((await call(proxy.url, { path: '/__contract/health', headers: { host: 'lb.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});

describe('a scraper that names the proxy otherwise', () => {
  it('is answered with the admin token, or when the name is the one the proxy was started on', async () => {
    const tokened = await startProxy({ upstream: upstream.url, adminToken: 'admin-s3cret' });
    try {
      expect((await call(tokened.url, { path: STATS_PATH, headers: { host: 'proxy-1.internal:8080', 'x-admin-token': 'admin-s3cret' } })).status).toBe(200);
    } finally {
      await tokened.close();
    }
    // A handler on a server of the caller's, told the name that server is reached by.
    const handler = createValidatingProxy({ upstream: upstream.url, log: () => undefined }, { boundHost: 'Proxy-1.Internal' });
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await call(url, { path: STATS_PATH, headers: { host: 'proxy-1.internal:8080' } })).status).toBe(200);
      expect((await call(url, { path: STATS_PATH, headers: { host: 'proxy-2.internal:8080' } })).status).toBe(403);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await handler.close();
    }
  });
});

describe('without a token, a peer that is not this machine (review 11a, F3)', () => {
  // This machine's own address on another interface: a peer that is not loopback, without a network.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((candidate) => candidate !== undefined && candidate.family === 'IPv4' && !candidate.internal)?.address;
  let open: Awaited<ReturnType<typeof startValidatingProxy>>;
  let guarded: Awaited<ReturnType<typeof startValidatingProxy>>;
  beforeAll(async () => {
    open = await startValidatingProxy({ upstream: upstream.url, host: '0.0.0.0', port: 0, log: () => {} });
    guarded = await startValidatingProxy({ upstream: upstream.url, host: '0.0.0.0', port: 0, log: () => {}, adminToken: 'admin-s3cret' });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });
  const portOf = (running: { url: string }) => new URL(running.url).port;

  it('is refused stats and metrics (403), though it names the proxy by an IP address; health stays open', async () => {
    expect(outside, 'a non-loopback IPv4 address of this machine').toBeDefined();
    for (const path of [STATS_PATH, METRICS_PATH]) {
      const response = await call(`http://${outside}:${portOf(open)}`, { path });
      expect(response.status, path).toBe(403);
      expect(response.json()).toMatchObject({ type: problemType('admin-forbidden'), detail: expect.stringContaining('not this machine') });
      // From this machine's loopback, as before.
      expect((await call(`http://127.0.0.1:${portOf(open)}`, { path })).status, path).toBe(200);
    }
    expect((await call(`http://${outside}:${portOf(open)}`, { path: '/__contract/health' })).status).toBe(200);
  });

  it('gets them with the admin token', async () => {
    const response = await call(`http://${outside}:${portOf(guarded)}`, { path: STATS_PATH, headers: { 'x-admin-token': 'admin-s3cret' } });
    expect(response.status).toBe(200);
  });
});

/** What the proxy at `port` answers to `request`, written as it is, up to its close. */
const rawExchange = (port: number, request: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    socket.write(request);
  });

describe('the status codes of its own endpoints (review 11a, F8 and F9)', () => {
  let open: TestProxy;
  let guarded: TestProxy;
  beforeAll(async () => {
    open = await startProxy({ upstream: upstream.url });
    guarded = await startProxy({ upstream: upstream.url, adminToken: 'admin-s3cret' });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it('answers another method than GET or HEAD with 405 and Allow, before any token', async () => {
    for (const proxy of [open, guarded]) {
      for (const path of ['/__contract/health', STATS_PATH, METRICS_PATH]) {
        for (const method of ['POST', 'DELETE', 'OPTIONS']) {
          const response = await call(proxy.url, { method, path });
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.allow).toBe('GET, HEAD');
        }
      }
    }
  });

  it('names the scheme of a 401 (WWW-Authenticate)', async () => {
    const response = await call(guarded.url, { path: STATS_PATH });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="notification-api-contract proxy"');
  });

  it('takes an absolute-form target as its origin form: its own endpoint answers, nothing goes upstream', async () => {
    const before = upstream.seen.length;
    const port = Number(new URL(open.url).port);
    const answer = await rawExchange(port, `GET http://127.0.0.1:${port}/__contract/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"status":"ok"}');
    expect(upstream.seen.length).toBe(before);
    // And its host is judged as a Host would be: a page's name is refused the counters.
    const foreign = await rawExchange(port, `GET http://evil.example/__contract/stats HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(foreign).toMatch(/^HTTP\/1\.1 403 /);
  });
});
