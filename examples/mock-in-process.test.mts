// Testing your app against the stateful mock in-process, with vitest: no server, no port. The mock's
// `fetch` goes where a real `fetch` would (the client's `fetch` option, or MSW), it remembers what
// your code did, and its journals say what your code asked for.
// Run: `npx vitest run mock-in-process.test.mts`.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createNotificationClient } from 'notification-api-contract/client';
import { createStatefulMock } from 'notification-api-contract/mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const API = 'https://api.example.com';
// The demo state (the spec's examples) answers the key 'test-key'; `seed` makes ids and times repeatable.
const mock = createStatefulMock({ seed: 1 });
beforeEach(() => mock.reset());

/** The code under test: it welcomes a user through the API, with the plain global fetch. */
async function welcome(userId: string, email: string): Promise<string> {
  const response = await fetch(`${API}/v1/events/trigger`, {
    method: 'POST',
    headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'welcome',
      to: { subscriberId: userId, email },
      payload: { plan: 'pro' },
    }),
  });
  if (!response.ok) throw new Error(`the welcome failed: ${response.status}`);
  const result = (await response.json()) as { transactionId: string };
  return result.transactionId;
}

describe('through the client', () => {
  const client = createNotificationClient({
    baseUrl: API,
    apiKey: 'test-key',
    fetch: mock.fetch,
    validateResponses: true,
  });

  it('remembers what was written', async () => {
    await client.POST('/v2/topics', { body: { key: 'release-notes', name: 'Release notes' } });
    const { data } = await client.GET('/v2/topics/{topicKey}', {
      params: { path: { topicKey: 'release-notes' } },
    });
    expect(data).toMatchObject({
      key: 'release-notes',
      name: 'Release notes',
      createdAt: '2027-01-01T00:00:01.000Z',
    });
  });

  it('answers errors with a body, so `if (error)` takes the error path', async () => {
    const { data, error, response } = await client.GET('/v2/topics/{topicKey}', {
      params: { path: { topicKey: 'nope' } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toMatchObject({
      status: 404,
      title: 'The resource does not exist',
      operationId: 'getTopic',
    });
  });
});

describe('behind MSW, for code that calls fetch itself', () => {
  const server = setupServer(http.all(`${API}/*`, ({ request }) => mock.fetch(request)));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('records that the app notified user-42 with the welcome workflow', async () => {
    const transactionId = await welcome('user-42', 'ada@example.com');
    expect(mock.triggers()).toEqual([
      expect.objectContaining({
        workflow: 'welcome',
        subscriberIds: ['user-42'],
        payload: { plan: 'pro' },
        status: 'processed',
        transactionId,
      }),
    ]);
    expect(mock.requests().map((entry) => `${entry.operationId} ${entry.status}`)).toEqual([
      'triggerEvent 201',
    ]);
  });

  it('lets the app meet a failing service', async () => {
    mock.fault({ operationId: 'triggerEvent', status: 503 });
    await expect(welcome('user-42', 'ada@example.com')).rejects.toThrow('the welcome failed: 503');
    // The next call is answered as usual.
    await expect(welcome('user-42', 'ada@example.com')).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });
});
