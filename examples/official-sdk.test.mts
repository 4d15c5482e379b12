// Testing code that uses the service's official SDK, @novu/api, against the stateful mock in-process:
// the SDK's HTTP client takes the mock's `fetch`, so your code calls the SDK as it does in production,
// and the SDK checks each answer with its own schemas, as it does the service's.
// Run: `npx vitest run official-sdk.test.mts`.
import { Novu } from '@novu/api';
import { HTTPClient } from '@novu/api/lib/http.js';
import { createStatefulMock } from 'notification-api-contract/mock';
import { beforeEach, expect, it } from 'vitest';

// The demo state (the spec's examples) answers the key 'test-key'; `seed` makes ids and times repeatable.
const mock = createStatefulMock({ seed: 1 });
beforeEach(() => mock.reset());

const novu = new Novu({
  secretKey: 'test-key',
  serverURL: 'https://api.example.com',
  httpClient: new HTTPClient({ fetcher: (input, init) => mock.fetch(input, init) }),
});

it('triggers the welcome workflow for a new user', async () => {
  const { result } = await novu.trigger({
    workflowId: 'welcome',
    to: { subscriberId: 'user-42', email: 'ada@example.com' },
    payload: { plan: 'pro' },
  });
  expect(result).toMatchObject({ acknowledged: true, status: 'processed' });
  expect(mock.triggers()).toEqual([
    expect.objectContaining({
      workflow: 'welcome',
      subscriberIds: ['user-42'],
      transactionId: result.transactionId,
    }),
  ]);
});

it('creates a topic and finds it in the list', async () => {
  await novu.topics.create({ key: 'release-notes', name: 'Release notes' });
  const { result } = await novu.topics.list({ limit: 2 });
  expect(result.data.map((topic) => topic.key)).toEqual(['product-updates', 'team:billing']);
  expect(result.totalCount).toBe(3);
  const next = await novu.topics.list({ limit: 2, after: result.next! });
  expect(next.result.data.map((topic) => topic.key)).toEqual(['release-notes']);
});
