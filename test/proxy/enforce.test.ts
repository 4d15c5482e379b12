// Enforce mode in front of a counting upstream: what breaks the contract never reaches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemType } from '../../src/proxy/index.js';
import { AUTH, call, JSON_AUTH, json, type Problem, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';

let upstream: TestUpstream;
let proxy: TestProxy;

beforeAll(async () => {
  upstream = await startUpstream((_seen, res) => json(res, 200, topic('news')));
  proxy = await startProxy({ upstream: upstream.url, mode: 'enforce' });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const invalidRequests: {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  operationId: string | undefined;
  issue: Record<string, string>;
  status?: number;
  /** The problem type, when it is not request-violation (or unauthorized for a 401). */
  kind?: 'no-such-operation' | 'method-not-allowed';
  /** The Allow header of a 405. */
  allow?: string;
}[] = [
  {
    name: 'a body that breaks its schema',
    method: 'POST',
    path: '/v2/topics',
    headers: JSON_AUTH,
    body: '{"key":"has space"}',
    operationId: 'upsertTopic',
    issue: { location: 'body', pointer: '/key' },
  },
  {
    name: 'a missing required body',
    method: 'POST',
    path: '/v2/topics',
    headers: JSON_AUTH,
    body: undefined,
    operationId: 'upsertTopic',
    issue: { location: 'body', keyword: 'required' },
  },
  {
    name: 'a body that is not JSON',
    method: 'POST',
    path: '/v2/topics',
    headers: JSON_AUTH,
    body: '{"key":',
    operationId: 'upsertTopic',
    issue: { location: 'body', keyword: 'json' },
  },
  {
    name: 'a body of the wrong media type',
    method: 'POST',
    path: '/v2/topics',
    headers: { ...AUTH, 'content-type': 'text/plain' },
    body: 'key=news',
    operationId: 'upsertTopic',
    issue: { location: 'content-type' },
  },
  {
    name: 'no credentials',
    method: 'GET',
    path: '/v2/topics/news',
    headers: {},
    body: undefined,
    operationId: 'getTopic',
    issue: { location: 'auth' },
    status: 401,
  },
  {
    name: 'credentials of the wrong scheme',
    method: 'GET',
    path: '/v2/topics/news',
    headers: { authorization: 'Bearer k' },
    body: undefined,
    operationId: 'getTopic',
    issue: { location: 'auth' },
    status: 401,
  },
  {
    // Credentials first, as a service checks them (the rule the mock follows): 401, quoting the auth issue alone.
    name: 'no credentials and a bad query',
    method: 'GET',
    path: '/v2/topics?limit=1000',
    headers: {},
    body: undefined,
    operationId: 'listTopics',
    issue: { location: 'auth' },
    status: 401,
  },
  {
    name: 'a query parameter out of range',
    method: 'GET',
    path: '/v2/topics?limit=1000',
    headers: AUTH,
    body: undefined,
    operationId: 'listTopics',
    issue: { location: 'query', pointer: '/limit' },
  },
  {
    name: 'too many bulk events',
    method: 'POST',
    path: '/v1/events/trigger/bulk',
    headers: JSON_AUTH,
    body: JSON.stringify({ events: Array.from({ length: 101 }, (_, i) => ({ name: 'welcome', to: `u-${i}` })) }),
    operationId: 'triggerEventBulk',
    issue: { location: 'body', pointer: '/events' },
  },
  // Issue 17, item 3: as the mock answers them.
  {
    name: 'a path no operation has',
    method: 'GET',
    path: '/v2/topicz',
    headers: AUTH,
    body: undefined,
    operationId: undefined,
    issue: { location: 'route' },
    status: 404,
    kind: 'no-such-operation',
  },
  {
    name: 'a method the path does not declare',
    method: 'PUT',
    path: '/v2/topics',
    headers: JSON_AUTH,
    body: '{}',
    operationId: undefined,
    issue: { location: 'method' },
    status: 405,
    kind: 'method-not-allowed',
    allow: 'GET, POST',
  },
];

describe('enforce mode', () => {
  it.each(invalidRequests.map((r) => [r.name, r] as const))(
    'answers %s with 400 (401 for any credentials issue, 404 for no such path, 405 for a wrong method) problem+json and never forwards it',
    async (_, request) => {
      const before = upstream.seen.length;
      const response = await call(proxy.url, {
        method: request.method,
        path: request.path,
        headers: { ...request.headers, 'x-correlation-id': `bad-${request.name.length}` },
        body: request.body,
      });
      const status = request.status ?? 400;
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toBe('application/problem+json');
      expect(response.headers['x-correlation-id']).toBe(`bad-${request.name.length}`);
      expect(response.headers['www-authenticate']).toBe(status === 401 ? 'ApiKey' : undefined);
      expect(response.headers.allow).toBe(request.allow);
      const problem = response.json() as Problem;
      expect(problem).toMatchObject({
        type: problemType(request.kind ?? (status === 401 ? 'unauthorized' : 'request-violation')),
        title: expect.any(String),
        status,
        detail: expect.stringContaining('not forwarded'),
        instance: request.path.split('?')[0],
      });
      if (request.operationId !== undefined) expect(problem.operationId).toBe(request.operationId);
      expect(problem.issues).toEqual(expect.arrayContaining([expect.objectContaining({ ...request.issue, severity: 'error' })]));
      // The detail says what the issues say, no other (a 401 quotes the credential issues alone).
      for (const issue of problem.issues ?? []) expect(problem.detail).toContain(issue.location);
      if (status === 401) expect(problem.detail).not.toMatch(/query|more issue/);
      expect(upstream.seen.length).toBe(before);
      expect(proxy.records.at(-1)).toMatchObject({
        direction: 'request',
        outcome: 'rejected',
        status,
        mode: 'enforce',
        correlationId: `bad-${request.name.length}`,
      });
    },
  );

  it('forwards what conforms', async () => {
    const before = upstream.seen.length;
    const response = await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(topic('news'));
    expect(upstream.seen.length).toBe(before + 1);
  });

  it('forwards a CORS preflight unchecked: it calls no operation', async () => {
    const before = upstream.seen.length;
    const response = await call(proxy.url, {
      method: 'OPTIONS',
      path: '/v2/topics',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(upstream.seen.length).toBe(before + 1);
    expect(upstream.seen.at(-1)!.method).toBe('OPTIONS');
  });

  it('counted each rejection', () => {
    const { totals, operations } = proxy.stats();
    expect(totals.rejected).toBe(invalidRequests.length);
    expect(totals.requestViolations).toBe(invalidRequests.length);
    expect(operations['(no operation)']).toMatchObject({ requests: 3, rejected: 2, responses: 1, violations: 2 });
  });
});
