// Issue 9, item 4: the request the proxy validates is the request it forwards. Headers named in
// Connection are dropped before validation, a fragment in the request target is refused, the
// x-forwarded-* headers say what the proxy saw, and only preflights for a real operation pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemType } from '../../src/proxy/index.js';
import { AUTH, call, json, type Problem, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';
import { rawConnect, rawRequest, statusOf } from './raw.js';

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startUpstream((_seen, res) => json(res, 200, topic('news')));
});
afterAll(() => upstream.close());

describe.each(['report', 'enforce'] as const)('in %s mode', (mode) => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode });
  });
  afterAll(() => proxy.close());

  it('validates the headers it forwards: an Authorization named in Connection is gone, and that is a violation', async () => {
    const before = upstream.seen.length;
    const response = await call(proxy.url, {
      path: '/v2/topics/news',
      headers: { ...AUTH, connection: 'close, authorization', 'x-correlation-id': `conn-${mode}` },
    });
    const record = proxy.records.find((r) => r.correlationId === `conn-${mode}`);
    expect(record?.issues).toEqual([expect.objectContaining({ direction: 'request', location: 'auth' })]);
    if (mode === 'enforce') {
      expect(response.status).toBe(401);
      expect(upstream.seen).toHaveLength(before);
    } else {
      expect(response.status).toBe(200);
      expect(upstream.seen.at(-1)!.headers.authorization).toBeUndefined();
    }
  });

  it('answers 400 to a request target with a raw fragment, and forwards nothing', async () => {
    const before = upstream.seen.length;
    const client = await rawConnect(proxy.url);
    client.write(rawRequest('GET', '/v2/topics/news#/../../admin', { Authorization: 'ApiKey k' }));
    const response = await client.next();
    client.destroy();
    expect(statusOf(response)).toBe(400);
    expect(JSON.parse(response.body.toString()) as Problem).toMatchObject({
      type: problemType('bad-request'),
      status: 400,
      issues: [expect.objectContaining({ location: 'path', keyword: 'fragment' })],
    });
    expect(upstream.seen).toHaveLength(before);
  });

  it.each([
    ['OPTIONS', '*'],
    ['GET', '*'],
    ['GET', '*?q=1'],
  ])('answers 400 to %s %s (a target that is no path) instead of forwarding it as another request', async (method, target) => {
    const before = upstream.seen.length;
    const client = await rawConnect(proxy.url);
    client.write(rawRequest(method, target, { Authorization: 'ApiKey k' }));
    const response = await client.next();
    client.destroy();
    expect(statusOf(response)).toBe(400);
    expect(JSON.parse(response.body.toString()) as Problem).toMatchObject({
      type: problemType('bad-request'),
      issues: [expect.objectContaining({ location: 'path', keyword: 'target' })],
    });
    expect(upstream.seen).toHaveLength(before);
  });

  it('forwards an absolute-form target as its path and query', async () => {
    const client = await rawConnect(proxy.url);
    client.write(rawRequest('GET', 'http://api.example.com/v2/topics/news?x=1', { Authorization: 'ApiKey k' }));
    const response = await client.next();
    client.destroy();
    expect(statusOf(response)).toBe(200);
    expect(upstream.seen.at(-1)!.url).toBe('/v2/topics/news?x=1');
  });

  it('forwards a CORS preflight unchecked only for an operation that exists', async () => {
    const before = upstream.seen.length;
    const known = await call(proxy.url, {
      method: 'OPTIONS',
      path: '/v2/topics',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(known.status).toBe(200);
    expect(upstream.seen).toHaveLength(before + 1);

    const unknown = await call(proxy.url, {
      method: 'OPTIONS',
      path: '/internal/admin',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'DELETE', 'x-correlation-id': `preflight-${mode}` },
    });
    expect(proxy.records.find((r) => r.correlationId === `preflight-${mode}`)).toMatchObject({
      direction: 'request',
      issues: [expect.objectContaining({ location: 'route', keyword: 'preflight' })],
    });
    // A method the path does not take: judged as that request's route would be, 405 with Allow.
    const wrongMethod = await call(proxy.url, {
      method: 'OPTIONS',
      path: '/v2/topics',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'PUT', 'x-correlation-id': `preflight-405-${mode}` },
    });
    expect(proxy.records.find((r) => r.correlationId === `preflight-405-${mode}`)).toMatchObject({
      direction: 'request',
      issues: [expect.objectContaining({ location: 'method', keyword: 'preflight' })],
    });
    if (mode === 'enforce') {
      // As the mock answers the request it announces: 404 for no such path, 405 with Allow for a wrong method.
      expect(unknown.status).toBe(404);
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.allow).toBe('GET, POST');
      expect(upstream.seen).toHaveLength(before + 1);
    } else {
      expect(upstream.seen).toHaveLength(before + 3);
    }
  });
});

describe('x-forwarded-host and x-forwarded-proto', () => {
  const spoofed = {
    ...AUTH,
    host: 'api.example.com',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'for=1.2.3.4;host=evil.example;proto=https',
    'x-forwarded-for': '10.9.8.7',
  };

  it('say what the proxy saw, whatever the client claims', async () => {
    const proxy = await startProxy({ upstream: upstream.url });
    try {
      await call(proxy.url, { path: '/v2/topics/news', headers: spoofed });
      const seen = upstream.seen.at(-1)!.headers;
      expect(seen['x-forwarded-host']).toBe('api.example.com');
      expect(seen['x-forwarded-proto']).toBe('http');
      expect(seen.forwarded).toBeUndefined();
      // X-Forwarded-For is appended to, as nginx, HAProxy and Envoy do: its last entry is the proxy's own.
      expect(seen['x-forwarded-for']).toBe('10.9.8.7, 127.0.0.1');
    } finally {
      await proxy.close();
    }
  });

  it('are passed on as they came with trustForwarded (--trust-forwarded)', async () => {
    const proxy = await startProxy({ upstream: upstream.url, trustForwarded: true });
    try {
      await call(proxy.url, { path: '/v2/topics/news', headers: spoofed });
      const seen = upstream.seen.at(-1)!.headers;
      expect(seen['x-forwarded-host']).toBe('evil.example');
      expect(seen['x-forwarded-proto']).toBe('https');
      expect(seen.forwarded).toBe(spoofed.forwarded);
    } finally {
      await proxy.close();
    }
  });
});

describe('a service mounted under a prefix (basePath, --base-path)', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode: 'enforce', basePath: '/api/' });
  });
  afterAll(() => proxy.close());

  it('routes below the prefix, and forwards the path as it came', async () => {
    const response = await call(proxy.url, { path: '/api/v2/topics/news', headers: AUTH });
    expect(response.status).toBe(200);
    expect(upstream.seen.at(-1)!.url).toBe('/api/v2/topics/news');
    expect(proxy.stats().operations.getTopic).toMatchObject({ requests: 1, responses: 1, violations: 0 });
  });

  it('finds the operation below the prefix when the request breaks it', async () => {
    const response = await call(proxy.url, { path: '/api/v2/topics?limit=1000', headers: AUTH });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ operationId: 'listTopics', issues: [expect.objectContaining({ location: 'query', pointer: '/limit' })] });
  });

  it('matches nothing outside it', async () => {
    const before = upstream.seen.length;
    const response = await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ issues: [expect.objectContaining({ location: 'route' })] });
    expect(upstream.seen).toHaveLength(before);
  });

  it('lets a CORS preflight below the prefix through', async () => {
    const response = await call(proxy.url, {
      method: 'OPTIONS',
      path: '/api/v2/topics',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(200);
  });
});
