// What the upstream receives, and what the client gets back: unchanged, but for hop-by-hop headers,
// x-forwarded-*, the correlation id and the proxy's own endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemType, STATS_PATH } from '../../src/proxy/index.js';
import { AUTH, call, JSON_AUTH, json, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';

let upstream: TestUpstream;
let proxy: TestProxy;

beforeAll(async () => {
  upstream = await startUpstream((seen, res) => {
    if (seen.url.startsWith('/api/v1/subscribers/')) {
      res.writeHead(200, { 'content-type': 'text/plain', 'x-upstream': 'yes', connection: 'keep-alive, x-upstream-hop', 'x-upstream-hop': '1' });
      return res.end(seen.body);
    }
    json(res, 200, topic('news'), { 'set-cookie': 'a=1' });
  });
  // A path prefix on the upstream is kept in front of every forwarded path.
  proxy = await startProxy({ upstream: `${upstream.url}/api/`, mode: 'report' });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('forwarding', () => {
  it('sends method, path, query, headers and body unchanged, with x-forwarded-* and the correlation id', async () => {
    const body = '{"key":"news","name":"Nouvelles é"}';
    const response = await call(proxy.url, {
      method: 'POST',
      path: '/v2/topics?dry=1&x=%20y',
      headers: {
        ...JSON_AUTH,
        'x-custom': 'kept',
        'x-hop': 'dropped',
        connection: 'keep-alive, x-hop',
        'x-correlation-id': 'fwd-1',
        'x-forwarded-for': '10.0.0.1',
      },
      body,
    });
    expect(response.status).toBe(200);
    const seen = upstream.seen.at(-1)!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/v2/topics?dry=1&x=%20y');
    expect(seen.body.toString()).toBe(body);
    expect(seen.headers).toMatchObject({
      authorization: 'ApiKey test-key',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'x-custom': 'kept',
      'x-correlation-id': 'fwd-1',
      'x-forwarded-for': '10.0.0.1, 127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(proxy.url).host,
      host: new URL(upstream.url).host,
    });
    expect(seen.headers['x-hop']).toBeUndefined();
    expect(response.headers['x-correlation-id']).toBe('fwd-1');
    expect(response.headers['set-cookie']).toEqual(['a=1']);
  });

  it('forwards a path no operation has and a wrong method (enforce would answer 404 and 405), and records both', async () => {
    const before = upstream.seen.length;
    const unknown = await call(proxy.url, { path: '/v2/topicz', headers: { ...AUTH, 'x-correlation-id': 'fwd-404' } });
    const wrongMethod = await call(proxy.url, { method: 'PUT', path: '/v2/topics', headers: { ...JSON_AUTH, 'x-correlation-id': 'fwd-405' }, body: '{}' });
    expect([unknown.status, wrongMethod.status]).toEqual([200, 200]);
    expect(upstream.seen.slice(before).map((seen) => `${seen.method} ${seen.url}`)).toEqual(['GET /api/v2/topicz', 'PUT /api/v2/topics']);
    for (const [id, location] of [
      ['fwd-404', 'route'],
      ['fwd-405', 'method'],
    ]) {
      const record = proxy.records.find((r) => r.correlationId === id);
      expect(record).toMatchObject({ outcome: 'forwarded', status: 200, mode: 'report' });
      expect(record!.issues).toEqual([expect.objectContaining({ direction: 'request', location })]);
    }
  });

  it('streams a body that is not JSON both ways, byte for byte, and logs the violation it is', async () => {
    const body = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    const response = await call(proxy.url, {
      method: 'PUT',
      path: '/v1/subscribers/u1/credentials',
      headers: { ...AUTH, 'content-type': 'application/octet-stream', 'x-correlation-id': 'fwd-2' },
      body,
    });
    expect(response.status).toBe(200);
    expect(upstream.seen.at(-1)!.body.equals(body)).toBe(true);
    expect(response.body.equals(body)).toBe(true);
    expect(response.headers['x-upstream']).toBe('yes');
    expect(response.headers['x-upstream-hop']).toBeUndefined();
    const record = proxy.records.find((r) => r.correlationId === 'fwd-2');
    expect(record).toMatchObject({ operationId: 'updateSubscriberCredentials', direction: 'both', request: { bodyNote: expect.stringContaining('streamed') } });
    expect(record!.issues.map((issue) => `${issue.direction} ${issue.location}`)).toEqual(['request content-type', 'response content-type']);
  });

  it('gives a fresh correlation id when the client sends none, or an unusable one', async () => {
    const fresh = await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
    const unusable = await call(proxy.url, { path: '/v2/topics/news', headers: { ...AUTH, 'x-correlation-id': 'has space' } });
    for (const response of [fresh, unusable]) {
      expect(response.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(upstream.seen.some((seen) => seen.headers['x-correlation-id'] === response.headers['x-correlation-id'])).toBe(true);
    }
    expect(fresh.headers['x-correlation-id']).not.toBe(unusable.headers['x-correlation-id']);
  });

  it('reuses upstream connections', async () => {
    const before = upstream.connections();
    for (let i = 0; i < 20; i += 1) expect((await call(proxy.url, { path: '/v2/topics/news', headers: AUTH })).status).toBe(200);
    // Twenty sequential requests over the kept-alive pool: one connection, at most two if one was retired.
    expect(upstream.connections() - before).toBeLessThanOrEqual(2);
  });
});

describe(`GET ${STATS_PATH}`, () => {
  it('is answered by the proxy with per-operation counts, never forwarded', async () => {
    const before = upstream.seen.length;
    const response = await call(proxy.url, { path: STATS_PATH });
    expect(response.status).toBe(200);
    const stats = response.json() as ReturnType<TestProxy['stats']>;
    expect(stats.mode).toBe('report');
    // The two correlation id calls and the twenty keep-alive ones.
    expect(stats.operations.getTopic).toMatchObject({ requests: 22, responses: 22, violations: 0 });
    expect(stats.operations.upsertTopic).toMatchObject({ requests: 1, responses: 1, violations: 0 });
    expect(stats.operations.updateSubscriberCredentials).toMatchObject({ requests: 1, violations: 1, requestViolations: 1, responseViolations: 1 });
    expect(stats.operations.listTopics).toMatchObject({ requests: 0, responses: 0 });
    expect(upstream.seen.length).toBe(before);
  });

  it('has nothing else under /__contract/', async () => {
    const before = upstream.seen.length;
    const response = await call(proxy.url, { method: 'POST', path: '/__contract/anything', headers: AUTH });
    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ type: problemType('not-found'), status: 404 });
    expect(upstream.seen.length).toBe(before);
  });
});
