// mock.use(operationId, handler) and mock.resetHandlers(): a test overrides one operation with code,
// as MSW's server.use does. The request is still checked (key, contract) before the handler runs.
import { describe, expect, it } from 'vitest';
import { inProcessTarget } from './helpers.js';

const auth = { authorization: 'ApiKey test-key' };

describe('mock.use', () => {
  it('answers an operation with the handler body, at its documented status, valid under the contract', async () => {
    const target = inProcessTarget();
    const seen: unknown[] = [];
    target.mock.use('getTopic', ({ params, environmentId, request }) => {
      seen.push({ params, environmentId, method: request.method });
      return { _id: '0123456789abcdef01234567', key: params.topicKey!, name: 'From the test' };
    });
    const answer = await target.raw('/v2/topics/anything', { headers: auth });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ _id: '0123456789abcdef01234567', key: 'anything', name: 'From the test' });
    expect(seen).toEqual([{ params: { topicKey: 'anything' }, environmentId: expect.any(String), method: 'GET' }]);
    // Other operations keep their built-in handler.
    expect((await target.raw('/v2/topics/nothing-here/subscriptions', { headers: auth })).status).toBe(404);
    expect(target.violations).toEqual([]);
  });

  it('sends a Response as it is, and builtIn() runs the built-in handler', async () => {
    const target = inProcessTarget();
    target.mock.use('upsertTopic', async ({ body, builtIn }) => {
      if (body.key === 'down') return new Response('{"status":503}', { status: 503, headers: { 'content-type': 'application/problem+json' } });
      const topic = builtIn();
      return { ...topic, name: `${topic.name ?? ''} (seen)` };
    });
    const json = { ...auth, 'content-type': 'application/json' };
    const down = await target.raw('/v2/topics', { method: 'POST', headers: json, body: '{"key":"down"}' });
    expect(down.status).toBe(503);
    const up = await target.raw('/v2/topics', { method: 'POST', headers: json, body: '{"key":"up","name":"Up"}' });
    expect(await up.json()).toMatchObject({ key: 'up', name: 'Up (seen)' });
    // builtIn() changed the state.
    expect(await (await target.raw('/v2/topics/up', { headers: auth })).json()).toMatchObject({ name: 'Up' });
  });

  it('runs only for a request that passes the key and the contract', async () => {
    const target = inProcessTarget();
    let calls = 0;
    target.mock.use('upsertTopic', () => {
      calls += 1;
      return { _id: 'x', key: 'x' };
    });
    expect((await target.raw('/v2/topics', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"key":"a"}' })).status).toBe(401);
    expect((await target.raw('/v2/topics', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"key":5}' })).status).toBe(400);
    expect(calls).toBe(0);
  });

  it('answers a handler that throws with a 500 problem, and resetHandlers() brings the built-in back; reset() does not', async () => {
    const target = inProcessTarget();
    target.mock.use('getTopic', () => {
      throw new Error('boom');
    });
    const failed = await target.raw('/v2/topics/product-updates', { headers: auth });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/internal-error', detail: 'Error: boom' });
    target.mock.reset();
    expect((await target.raw('/v2/topics/product-updates', { headers: auth })).status).toBe(500);
    target.mock.resetHandlers();
    const restored = await target.raw('/v2/topics/product-updates', { headers: auth });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ key: 'product-updates' });
  });

  it('refuses an operation the contract lacks, or a handler that is no function', () => {
    const { mock } = inProcessTarget();
    expect(() => mock.use('getTopics' as 'getTopic', () => ({ _id: 'x', key: 'x' }))).toThrow(/operationId must be one of/);
    expect(() => mock.use('getTopic', 'nope' as never)).toThrow(/function/);
  });

  // Review 27b F4: an empty 200, against the contract, where a handler of MSW that returns nothing passes the request on.
  it('leaves a request its handler returns nothing for to the built-in handler, which runs once even if the handler ran it', async () => {
    const target = inProcessTarget();
    target.mock.use('getTopic', ({ params }) => (params.topicKey === 'special' ? { _id: '0123456789abcdef01234567', key: 'special' } : undefined));
    expect(await (await target.raw('/v2/topics/special', { headers: auth })).json()).toEqual({ _id: '0123456789abcdef01234567', key: 'special' });
    const passed = await target.raw('/v2/topics/product-updates', { headers: auth });
    expect(passed.status).toBe(200);
    expect(await passed.json()).toMatchObject({ key: 'product-updates', name: expect.any(String) });
    // Its refusal too: a topic nobody made is the built-in 404.
    expect((await target.raw('/v2/topics/nobody-made-it', { headers: auth })).status).toBe(404);

    target.mock.use('triggerEvent', async ({ builtIn }) => {
      builtIn();
      return undefined;
    });
    const json = { ...auth, 'content-type': 'application/json' };
    const before = target.mock.triggers().length;
    const triggered = await target.raw('/v1/events/trigger', { method: 'POST', headers: json, body: '{"name":"welcome","to":"user-1042"}' });
    expect(triggered.status).toBe(201);
    expect(target.mock.triggers().length).toBe(before + 1);
    expect(target.violations).toEqual([]);
  });

  it('answers the next request alone with a handler put in with { once: true }; the last one put in answers first', async () => {
    const target = inProcessTarget();
    const named = (name: string) => () => ({ _id: '0123456789abcdef01234567', key: 'k', name });
    target.mock.use('getTopic', named('lasting'));
    target.mock.use('getTopic', named('first'), { once: true });
    target.mock.use('getTopic', named('before it'), { once: true });
    const names = [];
    for (let i = 0; i < 4; i += 1) names.push(((await (await target.raw('/v2/topics/k', { headers: auth })).json()) as { name: string }).name);
    expect(names).toEqual(['before it', 'first', 'lasting', 'lasting']);
    target.mock.resetHandlers();
    target.mock.use('getTopic', named('once'), { once: true });
    expect(((await (await target.raw('/v2/topics/product-updates', { headers: auth })).json()) as { name: string }).name).toBe('once');
    expect(((await (await target.raw('/v2/topics/product-updates', { headers: auth })).json()) as { key: string }).key).toBe('product-updates');
  });

  it('refuses options it does not know, naming the one meant', () => {
    const { mock } = inProcessTarget();
    expect(() => mock.use('getTopic', () => undefined, { onse: true } as never)).toThrow(
      'use: unknown option "onse" (did you mean "once"?); the options are once',
    );
    expect(() => mock.use('getTopic', () => undefined, { once: 1 } as never)).toThrow('use: once must be true or false, got 1');
  });
});

// Review 27b F7: Response.error() made the in-process fetch throw a RangeError, and ended the HTTP connection unexplained.
describe('a handler that answers Response.error()', () => {
  it('is a network error to the in-process fetch, and keeps no idempotency key: the retry is answered anew', async () => {
    const target = inProcessTarget();
    target.mock.use('triggerEvent', () => Response.error(), { once: true });
    const send = () =>
      target.mock.fetch('http://mock.test/v1/events/trigger', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'retry-1' },
        body: '{"name":"welcome","to":"user-1042"}',
      });
    const failed = await send().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(TypeError);
    expect((failed as TypeError).message).toBe('fetch failed');
    expect(String((failed as TypeError).cause)).toMatch(/Response\.error\(\)/);
    const retried = await send();
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('ends the connection over HTTP, as a network error looks, and the server goes on', async () => {
    const target = inProcessTarget();
    const server = await target.mock.listen({ port: 0, host: '127.0.0.1' });
    try {
      target.mock.use('getTopic', () => Response.error(), { once: true });
      const failed = await fetch(`${server.url}/v2/topics/product-updates`, { headers: auth }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(TypeError);
      expect((await fetch(`${server.url}/v2/topics/product-updates`, { headers: auth })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
