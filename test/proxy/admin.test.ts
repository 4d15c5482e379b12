// Issue 9, item 6: the proxy's own endpoints can be guarded by a token, or switched off so that
// /__contract/ paths reach the upstream like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH, problemType, STATS_PATH } from '../../src/proxy/index.js';
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

  // DNS rebinding: a page of attacker.example, its name now pointing at the proxy, reads "its own" origin.
  it.each([STATS_PATH, METRICS_PATH])('%s refuses it (403), whatever its Host', async (path) => {
    for (const site of ['same-origin', 'same-site', 'cross-site']) {
      const response = await call(proxy.url, { path, headers: { host: 'attacker.example', 'sec-fetch-site': site, 'sec-fetch-mode': 'cors' } });
      expect(response.status, site).toBe(403);
      expect(response.json()).toMatchObject({ type: problemType('admin-forbidden'), status: 403 });
      expect(response.text).not.toContain(upstream.url);
    }
  });

  it.each([STATS_PATH, METRICS_PATH])('%s answers a scraper, curl, and an address typed in the browser', async (path) => {
    const tries: Record<string, string>[] = [{}, { host: 'proxy-1.internal:8080' }, { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }];
    for (const headers of tries) {
      expect((await call(proxy.url, { path, headers })).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves the health answer to any probe', async () => {
    expect((await call(proxy.url, { path: '/__contract/health', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});
