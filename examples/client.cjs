// The typed client from CommonJS (what `npm init -y` makes): no top-level await, so an async main.
const { createNotificationClient } = require('notification-api-contract/client');

async function main() {
  const client = createNotificationClient({
    baseUrl: process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:4010',
    apiKey: process.env.NOTIFICATION_API_KEY ?? 'test-key',
    validateResponses: true,
  });
  const { data, error, response } = await client.GET('/v2/topics', {
    params: { query: { limit: 10 } },
  });
  if (!data) throw new Error(`listTopics answered ${response.status}: ${JSON.stringify(error)}`);
  console.log(`${data.data.length} topics: ${data.data.map((topic) => topic.key).join(', ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
