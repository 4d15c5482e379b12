// The types alone (no runtime code): your own functions typed by the contract. `tsc` checks it;
// Node 22.18+ runs it as it is (it strips the types); Node 20 runs what `tsc --noEmit false --outDir out` emits.
import { createNotificationClient } from 'notification-api-contract/client';
import type { paths, Topic, TriggerEventRequest } from 'notification-api-contract/types';

type ListTopicsQuery = NonNullable<paths['/v2/topics']['get']['parameters']['query']>;

/** A welcome event for a subscriber who follows a topic: a misspelt event field does not compile. */
function welcomeTo(topic: Topic, subscriberId: string): TriggerEventRequest {
  return { name: 'welcome', to: [{ subscriberId }], payload: { topic: topic.key } };
}

const client = createNotificationClient({
  baseUrl: process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:4010',
  apiKey: process.env.NOTIFICATION_API_KEY ?? 'test-key',
});
const query: ListTopicsQuery = { limit: 5, orderDirection: 'ASC' };
const { data: page } = await client.GET('/v2/topics', { params: { query } });
for (const topic of page?.data ?? []) {
  const { data: result } = await client.POST('/v1/events/trigger', {
    body: welcomeTo(topic, 'user-1'),
  });
  console.log(`${topic.key}: ${result?.status ?? 'refused'}`);
}
