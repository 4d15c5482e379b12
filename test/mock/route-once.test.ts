// Route once, parse once (issue 17): the mock routes each request with the validator's routeRequest
// a single time (it routed 2 times, and 7 on a 405) and hands the route to validateRequest, whose
// parsed body the handler gets (the body was parsed twice).
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every routing function of the router, wrapped: a call from another module (the mock, the
// validator's exchange) is one routing; the router's calls to itself are part of that one.
const ROUTING = ['route', 'routeTarget', 'routeRequest', 'matchOperation'] as const;
vi.mock('../../src/validator/router.js', async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  const wrapped: Record<string, unknown> = { ...original };
  for (const name of ['route', 'routeTarget', 'routeRequest', 'matchOperation']) {
    if (typeof original[name] === 'function') wrapped[name] = vi.fn(original[name] as (...args: unknown[]) => unknown);
  }
  return wrapped;
});

const router = (await import('../../src/validator/router.js')) as unknown as Record<string, ReturnType<typeof vi.fn> | undefined>;
const { createStatefulMock } = await import('../../src/mock/index.js');
const { exchangeRaw, firstStatus, parseAnswers } = await import('../differential/raw-socket.js');

const JSON_KEY = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };
const routings = () => ROUTING.reduce((sum, name) => sum + (router[name]?.mock.calls.length ?? 0), 0);

describe('one request', () => {
  afterEach(() => {
    for (const name of ROUTING) router[name]?.mockClear();
    vi.restoreAllMocks();
  });

  it.each([
    ['an operation', 'GET', '/v2/topics/product-updates', 200],
    ['a wrong method (405)', 'PUT', '/v2/topics/product-updates', 405],
    ['an unknown path (404)', 'GET', '/v3/nothing', 404],
  ])('%s is routed once', async (_, method, path, status) => {
    const mock = createStatefulMock();
    const response = await mock.fetch(`http://m${path}`, { method, headers: JSON_KEY });
    expect(response.status).toBe(status);
    expect(routings()).toBe(1);
  });

  it('its body is parsed once', async () => {
    const mock = createStatefulMock();
    const body = '{"key":"parsed-once","name":"Once"}';
    const parse = vi.spyOn(JSON, 'parse');
    const response = await mock.fetch('http://m/v2/topics', { method: 'POST', headers: JSON_KEY, body });
    const parsesOfBody = parse.mock.calls.filter(([text]) => text === body).length;
    parse.mockRestore();
    expect(response.status).toBe(200);
    expect(parsesOfBody).toBe(1);
  });
});

// A shell asked for `100 Continue` decides from the route whether to read the body (head-decision.ts):
// the answer takes that route, where it routed again.
describe("one request that waits for 100 Continue, on the mock's own server", () => {
  afterEach(() => {
    for (const name of ROUTING) router[name]?.mockClear();
  });

  const head = (method: string, path: string, type: string, length: number) =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey test-key\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\nConnection: close\r\nExpect: 100-continue\r\n\r\n`;

  it.each([
    ['whose body is read', 'POST', '/v2/topics', 'application/json', [100, 200]],
    ['answered from its head: an unknown path', 'POST', '/v3/nothing', 'application/json', [404]],
    ['answered from its head: a wrong method', 'PATCH', '/v2/topics', 'application/json', [405]],
    ['answered from its head: a type it refuses', 'POST', '/v2/topics', 'text/plain', [400]],
  ])('%s is routed once', async (_, method, path, type, statuses) => {
    const mock = createStatefulMock();
    const server = await mock.listen({ port: 0, host: '127.0.0.1' });
    try {
      const body = JSON.stringify({ key: 'waits-for-continue', name: 'Waits' });
      let bytes: Buffer;
      const waiting = await firstStatus(server.url, head(method, path, type, Buffer.byteLength(body)));
      if (waiting.status === 100) waiting.socket.write(body);
      bytes = await waiting.rest;
      expect(parseAnswers(bytes).map((answer) => answer.status)).toEqual(statuses);
      expect(routings()).toBe(1);
      // The same request without the Expect: one routing as well, and the same final status.
      for (const name of ROUTING) router[name]?.mockClear();
      bytes = (await exchangeRaw(server.url, [head(method, path, type, Buffer.byteLength(body)).replace('Expect: 100-continue\r\n', ''), body])).bytes;
      expect(parseAnswers(bytes).map((answer) => answer.status)).toEqual(statuses.filter((status) => status !== 100));
      expect(routings()).toBe(1);
    } finally {
      await server.close();
    }
  });
});
