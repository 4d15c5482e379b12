// The proxy in front of the Prism mock (started once per run by test/global-setup.ts), called
// through the package's own client: every operation's realistic call goes through in both modes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createNotificationClient } from '../../src/client.js';
import { expectedCalls } from '../client/calls.js';
import { operationEntry } from '../helpers/operations.js';
import { AUTH, call, JSON_AUTH, startProxy, type TestProxy } from './helpers.js';

const mockUrl = inject('prismDirectUrl');
const successStatus = (operationId: string) => Number(operationEntry(operationId).successStatus);

describe.each(['report', 'enforce'] as const)('in %s mode, in front of the mock', (mode) => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: mockUrl, mode });
  });
  afterAll(() => proxy.close());

  it.each(expectedCalls.map((c) => [c.operationId, c] as const))('passes a valid %s through, answer and all', async (operationId, expected) => {
    // validateResponses makes the client throw on an answer that breaks the contract.
    const client = createNotificationClient({ baseUrl: proxy.url, apiKey: 'test-key', validateResponses: true, idempotencyKey: 'auto' });
    const { response } = await expected.call(client);
    expect(response.status).toBe(successStatus(operationId));
    expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logged none of them, and counted each operation once', () => {
    expect(proxy.records).toEqual([]);
    const stats = proxy.stats();
    expect(Object.keys(stats.operations)).toHaveLength(expectedCalls.length);
    for (const { operationId } of expectedCalls) {
      expect(stats.operations[operationId], operationId).toMatchObject({ requests: 1, responses: 1, violations: 0, rejected: 0, failures: 0 });
    }
  });
});

describe('an invalid request in report mode', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: mockUrl, mode: 'report' });
  });
  afterAll(() => proxy.close());

  it('still reaches the mock, and is logged', async () => {
    const response = await call(proxy.url, {
      method: 'POST',
      path: '/v2/topics',
      headers: { ...JSON_AUTH, 'x-correlation-id': 'report-1' },
      body: '{"key":"has space"}',
    });
    // Prism's own answer to a request it finds invalid: the proxy let the request through.
    expect(response.status).toBe(422);
    expect(response.headers['x-correlation-id']).toBe('report-1');
    expect(proxy.records).toHaveLength(1);
    const [record] = proxy.records;
    expect(record).toMatchObject({
      correlationId: 'report-1',
      operationId: 'upsertTopic',
      method: 'POST',
      path: '/v2/topics',
      status: 422,
      direction: 'request',
      outcome: 'forwarded',
      mode: 'report',
    });
    expect(record!.issues).toEqual([expect.objectContaining({ direction: 'request', location: 'body', pointer: '/key', severity: 'error' })]);
  });

  it('without credentials reaches the mock too (which answers 401), and is logged', async () => {
    const response = await call(proxy.url, { path: '/v2/topics/news' });
    expect(response.status).toBe(401);
    expect(proxy.records.at(-1)).toMatchObject({
      operationId: 'getTopic',
      direction: 'request',
      issues: [expect.objectContaining({ location: 'auth', keyword: 'required' })],
    });
  });
});

describe('an invalid request in enforce mode, in front of the mock', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: mockUrl, mode: 'enforce' });
  });
  afterAll(() => proxy.close());

  it('is answered 400 by the proxy: no response ever came from the mock', async () => {
    const response = await call(proxy.url, { method: 'POST', path: '/v2/topics', headers: JSON_AUTH, body: '{"key":"has space"}' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json');
    // Prism stamps its answers with CORS headers; the proxy's own answer has none.
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(proxy.stats().operations.upsertTopic).toMatchObject({ requests: 1, responses: 0, rejected: 1, requestViolations: 1 });
    const valid = await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
    expect(valid.status).toBe(200);
    expect(valid.headers['access-control-allow-origin']).toBe('*');
  });
});
