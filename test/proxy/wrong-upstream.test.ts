// The proxy in front of an upstream that breaks the contract on purpose, one way per route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemType } from '../../src/proxy/index.js';
import { AUTH, call, integration, JSON_AUTH, json, type Problem, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';

let upstream: TestUpstream;

beforeAll(async () => {
  upstream = await startUpstream((seen, res) => {
    const route = `${seen.method} ${seen.url}`;
    // Any 2xx may answer (the description shows no numeric success status), but with the described body.
    if (route === 'GET /v2/topics/wrong-status') return res.writeHead(202).end();
    if (route === 'POST /v2/topics') return json(res, 200, { key: 'no-id', name: 'No id' });
    if (route === 'POST /v1/integrations') return json(res, 201, integration({ channel: 'pigeon' }));
    if (route === 'DELETE /v1/messages/transaction/tx-1') return json(res, 200, { deleted: true });
    if (route === 'GET /v2/topics/bad-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"_id": "x", "key": ');
    }
    if (route === 'GET /v2/topics/html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<h1>news</h1>');
    }
    return json(res, 200, topic('fine'));
  });
});
afterAll(() => upstream.close());

const cases = [
  {
    name: 'another 2xx without the body',
    method: 'GET',
    path: '/v2/topics/wrong-status',
    body: undefined,
    status: 202,
    operationId: 'getTopic',
    issue: { location: 'body', keyword: 'required' },
  },
  {
    name: 'a missing required field',
    method: 'POST',
    path: '/v2/topics',
    body: '{"key":"no-id"}',
    status: 200,
    operationId: 'upsertTopic',
    issue: { location: 'body', pointer: '/_id', keyword: 'required' },
  },
  {
    name: 'a wrong enum value',
    method: 'POST',
    path: '/v1/integrations',
    body: '{"providerId":"sendgrid","channel":"email"}',
    status: 201,
    operationId: 'createIntegration',
    issue: { location: 'body', pointer: '/channel', keyword: 'enum' },
  },
  {
    name: 'a body where the contract declares none',
    method: 'DELETE',
    path: '/v1/messages/transaction/tx-1',
    body: undefined,
    status: 200,
    operationId: 'deleteMessagesByTransaction',
    issue: { location: 'body', keyword: 'noBody' },
  },
  {
    name: 'invalid JSON under a JSON content-type',
    method: 'GET',
    path: '/v2/topics/bad-json',
    body: undefined,
    status: 200,
    operationId: 'getTopic',
    issue: { location: 'body', keyword: 'json' },
  },
  {
    name: 'HTML where JSON is declared',
    method: 'GET',
    path: '/v2/topics/html',
    body: undefined,
    status: 200,
    operationId: 'getTopic',
    issue: { location: 'content-type', keyword: 'mediaType' },
  },
];

describe('in report mode', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode: 'report' });
  });
  afterAll(() => proxy.close());

  it.each(cases.map((c) => [c.name, c] as const))('passes %s through unchanged, and logs it', async (_, c) => {
    const direct = await call(upstream.url, { method: c.method, path: c.path, headers: c.body ? JSON_AUTH : AUTH, body: c.body });
    const proxied = await call(proxy.url, {
      method: c.method,
      path: c.path,
      headers: { ...(c.body ? JSON_AUTH : AUTH), 'x-correlation-id': `wrong-${c.name.length}` },
      body: c.body,
    });
    expect(proxied.status).toBe(c.status);
    expect(proxied.status).toBe(direct.status);
    expect(proxied.headers['content-type']).toBe(direct.headers['content-type']);
    expect(proxied.body.equals(direct.body)).toBe(true);
    const record = proxy.records.find((r) => r.correlationId === `wrong-${c.name.length}`);
    expect(record).toMatchObject({ operationId: c.operationId, method: c.method, path: c.path, status: c.status, direction: 'response', outcome: 'forwarded' });
    expect(record!.issues).toEqual([expect.objectContaining({ ...c.issue, direction: 'response', severity: 'error' })]);
  });

  it('caught every one of them', () => {
    expect(proxy.records).toHaveLength(cases.length);
    expect(proxy.stats().totals).toMatchObject({ responseViolations: cases.length, violations: cases.length, rejected: 0 });
  });
});

describe('in enforce mode', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode: 'enforce' });
  });
  afterAll(() => proxy.close());

  it.each(cases.map((c) => [c.name, c] as const))('answers %s with 502 problem+json', async (_, c) => {
    const response = await call(proxy.url, { method: c.method, path: c.path, headers: c.body ? JSON_AUTH : AUTH, body: c.body });
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toBe('application/problem+json');
    const problem = response.json() as Problem;
    expect(problem).toMatchObject({
      type: problemType('response-violation'),
      status: 502,
      operationId: c.operationId,
      instance: c.path,
      detail: expect.stringContaining(`answered ${c.status}`),
    });
    expect(problem.issues).toEqual([expect.objectContaining({ ...c.issue, severity: 'error' })]);
    expect(proxy.records.at(-1)).toMatchObject({
      operationId: c.operationId,
      status: 502,
      upstreamStatus: c.status,
      direction: 'response',
      outcome: 'rejected',
    });
  });

  it('still passes a conforming answer', async () => {
    const response = await call(proxy.url, { path: '/v2/topics/fine', headers: AUTH });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(topic('fine'));
  });
});
