// --strict: unknown properties and query parameters, allowed by the contract, become violations.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH, call, JSON_AUTH, json, type Problem, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startUpstream((_seen, res) => json(res, 200, { ...topic('news'), colour: 'red' }));
});
afterAll(() => upstream.close());

const withUnknownProperty = { method: 'POST', path: '/v2/topics', headers: JSON_AUTH, body: '{"key":"news","flavour":"mint"}' };

describe('without --strict', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode: 'enforce' });
  });
  afterAll(() => proxy.close());

  it('lets unknown properties through both ways: the contract is forward compatible', async () => {
    const response = await call(proxy.url, withUnknownProperty);
    expect(response.status).toBe(200);
    expect(proxy.records).toEqual([]);
  });
});

describe('with --strict in report mode', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode: 'report', strict: true });
  });
  afterAll(() => proxy.close());

  it('logs them as violations, and still forwards', async () => {
    const response = await call(proxy.url, { ...withUnknownProperty, path: '/v2/topics?debug=1' });
    expect(response.status).toBe(200);
    expect(proxy.records).toHaveLength(1);
    expect(proxy.records[0]!.issues.map((issue) => [issue.direction, issue.location, issue.pointer, issue.severity])).toEqual([
      ['request', 'query', '/debug', 'warning'],
      ['request', 'body', '/flavour', 'warning'],
      ['response', 'body', '/colour', 'warning'],
    ]);
    expect(proxy.stats().operations.upsertTopic).toMatchObject({ violations: 1, requestViolations: 1, responseViolations: 1 });
  });
});

describe('with --strict in enforce mode', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode: 'enforce', strict: true });
  });
  afterAll(() => proxy.close());

  it('rejects a request with an unknown property', async () => {
    const before = upstream.seen.length;
    const response = await call(proxy.url, withUnknownProperty);
    expect(response.status).toBe(400);
    expect((response.json() as Problem).issues).toEqual([expect.objectContaining({ location: 'body', pointer: '/flavour', keyword: 'additionalProperties' })]);
    expect(upstream.seen.length).toBe(before);
  });

  it('answers 502 for a response with an unknown property', async () => {
    const response = await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
    expect(response.status).toBe(502);
    expect((response.json() as Problem).issues).toEqual([expect.objectContaining({ location: 'body', pointer: '/colour' })]);
  });
});

// Issue 19: the contract declares its errors only as `default`. Strict mode used to count the
// "undeclared status, checked against default" warning, so every 4xx of the stateful mock became 502.
describe('with --strict in enforce mode, in front of the stateful mock', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: inject('mockUrl'), mode: 'enforce', strict: true });
  });
  afterAll(() => proxy.close());

  it("passes the mock's 404 on, judged by the default response's schema", async () => {
    const response = await call(proxy.url, { path: '/v2/topics/no-such-topic-anywhere', headers: AUTH });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(proxy.records).toEqual([]);
  });
});

describe('with --strict in enforce mode, an error answer that breaks the default schema', () => {
  let errors: TestUpstream;
  let proxy: TestProxy;
  beforeAll(async () => {
    // The error body may be any JSON value, but it must be JSON.
    errors = await startUpstream((_seen, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{not json');
    });
    proxy = await startProxy({ upstream: errors.url, mode: 'enforce', strict: true });
  });
  afterAll(async () => {
    await proxy.close();
    await errors.close();
  });

  it('is still a 502', async () => {
    const response = await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
    expect(response.status).toBe(502);
  });
});
