// Testing against the CLI's stateful mock, from any language's test suite: start it with
// `npx notification-api-contract mock`, then run `node mock-cli.mjs`. The /__mock/
// endpoints reset it, show what it was asked, and make it fail on purpose.
import assert from 'node:assert/strict';
import { createNotificationClient } from 'notification-api-contract/client';

const baseUrl = process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:4010';
const apiKey = process.env.NOTIFICATION_API_KEY ?? 'test-key';
const client = createNotificationClient({ baseUrl, apiKey, validateResponses: true });
/** @param {string} path @param {RequestInit} [init] */
const control = (path, init) => fetch(`${baseUrl}/__mock/${path}`, init);

// Each test starts from the state the mock started with (its demo state, or its --fixture).
await control('reset', { method: 'POST' });

// What the code under test would do: create a topic, then trigger a workflow for its subscribers.
await client.POST('/v2/topics', { body: { key: 'release-notes', name: 'Release notes' } });
const { data: topic } = await client.GET('/v2/topics/{topicKey}', {
  params: { path: { topicKey: 'release-notes' } },
});
assert.equal(topic?.name, 'Release notes');
const { data: sent } = await client.POST('/v1/events/trigger', {
  body: {
    name: 'order-shipped',
    to: [{ type: 'Topic', topicKey: 'product-updates' }],
    payload: { orderId: 'A-1' },
  },
});
assert.equal(sent?.status, 'processed');

// What the test asserts: who was notified, with which workflow.
const triggers = await (await control('triggers')).json();
assert.deepEqual(triggers[0].subscriberIds, ['user-1042', 'user-2077']);
console.log(
  `order-shipped reached ${triggers[0].subscriberIds.join(' and ')} (transaction ${triggers[0].transactionId})`,
);

// An error path: the next getTopic answers 503.
await control('faults', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ operationId: 'getTopic', status: 503 }),
});
const { error, response } = await client.GET('/v2/topics/{topicKey}', {
  params: { path: { topicKey: 'release-notes' } },
});
assert.equal(response.status, 503);
// `error` is unknown (the contract leaves error bodies open); the mock's are problem+json (RFC 9457).
const problem = /** @type {import('notification-api-contract/mock').ProblemDetails} */ (error);
console.log(`getTopic answered ${response.status}: ${problem.title}`);

/** @type {import('notification-api-contract/mock').JournalEntry[]} */
const journal = await (await control('requests')).json();
console.log(
  `the mock answered ${journal.length} requests: ${journal.map((entry) => `${entry.operationId} ${entry.status}`).join(', ')}`,
);
