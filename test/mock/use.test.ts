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
});
