// With a seed, the same API calls give the same answers byte for byte, whatever control requests
// come between them: a look at the journal, a refused control request (whose problem takes a
// correlation id) or a read of the state. Each control request moved the API's clock by a second
// (and a problem's id drew from the API's generator), so debugging a test changed its answers.
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';

const KEY = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };

async function session(between: (fetch: (path: string, init?: RequestInit) => Promise<Response>) => Promise<void>): Promise<string[]> {
  const mock = createStatefulMock({ seed: 7 });
  const call = (path: string, init?: RequestInit) => mock.fetch(`http://m${path}`, init);
  const answers: string[] = [];
  const api = async (path: string, init: RequestInit = {}) => answers.push(await (await call(path, { ...init, headers: KEY })).text());
  await api('/v2/topics', { method: 'POST', body: '{"key":"first","name":"First"}' });
  await between(call);
  await api('/v2/topics', { method: 'POST', body: '{"key":"second","name":"Second"}' });
  await between(call);
  await api('/v2/topics/missing');
  await api('/v1/events/trigger', { method: 'POST', body: '{"name":"welcome","to":{"subscriberId":"new-one"}}' });
  answers.push(JSON.stringify(mock.requests()), JSON.stringify(mock.snapshot()));
  return answers;
}

describe('a seeded mock and its control requests', () => {
  it('gives the same API answers with or without control requests between them', async () => {
    const plain = await session(async () => undefined);
    const looked = await session(async (call) => {
      expect((await call('/__mock/requests')).status).toBe(200);
      expect((await call('/__mock/state')).status).toBe(200);
      expect((await call('/__mock/settings')).status).toBe(200);
      // A refused one: its problem has a correlation id and a timestamp of its own.
      expect((await call('/__mock/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
      expect((await call('/__mock/nothing')).status).toBe(404);
    });
    expect(looked).toEqual(plain);
    expect(JSON.parse(plain[1]!)).toMatchObject({ createdAt: '2027-01-01T00:00:02.000Z' });
  });

  it('gives control problems repeatable correlation ids too, apart from the API ones', async () => {
    const problem = async () => {
      const mock = createStatefulMock({ seed: 7 });
      const api = (await (await mock.fetch('http://m/v2/topics/missing', { headers: KEY })).json()) as { correlationId: string };
      const control = (await (await mock.fetch('http://m/__mock/nothing')).json()) as { correlationId: string; timestamp: string };
      return { api: api.correlationId, control: control.correlationId };
    };
    const first = await problem();
    expect(await problem()).toEqual(first);
    expect(first.control).not.toBe(first.api);
  });
});
