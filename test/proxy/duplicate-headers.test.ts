// A header sent twice is judged as the mock and the validator judge it (the differential test of
// issue 17, item 6): Node's server keeps only the first authorization or content-type and joins two
// idempotency keys into one, so the proxy validates (and forwards) every value as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, call, JSON_AUTH, json, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startUpstream((_seen, res) => json(res, 200, topic('news')));
});
afterAll(() => upstream.close());

const body = '{"key":"news","name":"News"}';
type Request = { method: string; path: string; headers: Record<string, string | string[]>; body?: string };
const cases: [string, Request, number, string][] = [
  ['authorization twice', { method: 'GET', path: '/v2/topics', headers: { authorization: ['ApiKey test-key', 'ApiKey other'] } }, 401, 'auth'],
  [
    'content-type twice',
    { method: 'POST', path: '/v2/topics', headers: { ...AUTH, 'content-type': ['application/json', 'application/json'] }, body },
    400,
    'content-type',
  ],
  ['idempotency-key twice', { method: 'POST', path: '/v2/topics', headers: { ...JSON_AUTH, 'idempotency-key': ['k1', 'k2'] }, body }, 400, 'header'],
];

describe('in enforce mode', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode: 'enforce' });
  });
  afterAll(() => proxy.close());

  it.each(cases)('refuses %s, as the mock does', async (_, request, status, location) => {
    const before = upstream.seen.length;
    const response = await call(proxy.url, request);
    expect(response.status).toBe(status);
    expect((response.json() as { issues: { location: string }[] }).issues).toEqual(expect.arrayContaining([expect.objectContaining({ location })]));
    expect(upstream.seen.length).toBe(before);
  });
});

describe('in report mode', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode: 'report' });
  });
  afterAll(() => proxy.close());

  it('forwards both values of a repeated header, and records the violation', async () => {
    const response = await call(proxy.url, {
      method: 'POST',
      path: '/v2/topics',
      headers: { ...JSON_AUTH, 'idempotency-key': ['k1', 'k2'], 'x-correlation-id': 'dup-1' },
      body,
    });
    expect(response.status).toBe(200);
    expect(upstream.seen.at(-1)!.headers['idempotency-key']).toBe('k1, k2');
    expect(proxy.records.find((record) => record.correlationId === 'dup-1')?.issues).toEqual([expect.objectContaining({ location: 'header' })]);
  });
});
