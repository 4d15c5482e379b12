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
