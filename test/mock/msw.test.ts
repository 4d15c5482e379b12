// The stateful mock behind MSW's setupServer: code that calls the global fetch (here, the package's
// client without a `fetch` option) reaches the mock in-process, and every answer keeps the contract.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationClient } from '../../src/client.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { contractChecked, type Violation } from './helpers.js';

const API = 'https://api.example.test';
const mock = createStatefulMock();
const violations: Violation[] = [];
const checked = contractChecked((request) => mock.fetch(request), violations);
const server = setupServer(http.all(`${API}/*`, ({ request }) => checked(request)));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  mock.reset();
  expect(violations.splice(0)).toEqual([]);
});
afterAll(() => server.close());

describe('behind msw', () => {
  it('serves the global fetch: the client without a fetch option, and plain fetch calls', async () => {
    const client = createNotificationClient({ baseUrl: API, apiKey: 'test-key', validateResponses: true });
    await client.POST('/v2/topics', { body: { key: 'msw', name: 'Through MSW' } });
    const raw = await fetch(`${API}/v2/topics/msw`, { headers: { authorization: 'ApiKey test-key' } });
    expect(await raw.json()).toMatchObject({ key: 'msw', name: 'Through MSW' });
    expect(mock.requests().map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual(['POST /v2/topics 200', 'GET /v2/topics/msw 200']);
  });

  it('answers errors with problem bodies, which the validating client accepts', async () => {
    const client = createNotificationClient({ baseUrl: API, apiKey: 'test-key', validateResponses: true });
    const { error, response } = await client.DELETE('/v2/topics/{topicKey}', { params: { path: { topicKey: 'nope' } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ status: 404, operationId: 'deleteTopic' });
  });

  it('tells a test what the app triggered', async () => {
    const notify = (userId: string) =>
      fetch(`${API}/v1/events/trigger`, {
        method: 'POST',
        headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'order-shipped', to: userId, payload: { orderId: 'A-7' } }),
      });
    expect((await notify('user-1042')).status).toBe(201);
    expect(mock.triggers()).toEqual([
      expect.objectContaining({ workflow: 'order-shipped', subscriberIds: ['user-1042'], payload: { orderId: 'A-7' }, status: 'processed' }),
    ]);
  });
});
