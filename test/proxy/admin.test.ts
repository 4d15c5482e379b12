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
