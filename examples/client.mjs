// The typed client (ESM). Try it: `npx notification-api-contract mock`, then `node client.mjs`.
import { ContractViolationError, createNotificationClient } from 'notification-api-contract/client';

const client = createNotificationClient({
  baseUrl: process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:4010', // a path prefix is kept
  apiKey: process.env.NOTIFICATION_API_KEY ?? 'test-key', // sent as `Authorization: ApiKey <key>`
  idempotencyKey: 'auto', // a fresh UUID `idempotency-key` on POST/PUT/PATCH/DELETE
  validateResponses: true, // throw ContractViolationError on a response that breaks the contract
});

try {
  // A 2xx answer comes back as `data`, typed by the contract; any other as `error`, `unknown` (open).
  const body = { key: 'release-notes', name: 'Release notes' };
  const { data: topic, error, response } = await client.POST('/v2/topics', { body });
  if (!topic) throw new Error(`upsertTopic answered ${response.status}: ${JSON.stringify(error)}`);
  console.log(`topic ${topic.key} has the id ${topic._id}`);

  // Path parameters always travel as one encoded segment ('a/b' is sent as 'a%2Fb').
  const found = await client.GET('/v2/topics/{topicKey}', {
    params: { path: { topicKey: topic.key } },
  });
  console.log(found.data ? `found "${found.data.name}"` : `not found (${found.response.status})`);

  const sent = await client.POST('/v1/events/trigger', {
    body: {
      name: 'welcome',
      to: { subscriberId: 'user-1', email: 'ada@example.com' },
      payload: { plan: 'pro' },
    },
    headers: { 'idempotency-key': 'welcome-user-1' }, // a key of your own wins over 'auto'
  });
  console.log(`event ${sent.data?.status ?? 'refused'}, transaction ${sent.data?.transactionId}`);
} catch (failure) {
  // Network errors propagate as they are; a service that breaks the contract throws this.
  if (failure instanceof ContractViolationError) {
    console.error(failure.operationId, failure.status, failure.issues);
  }
  throw failure;
}
