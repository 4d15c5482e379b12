// Cleanup takes no DELETE's 2xx for proof (review 13a, F8): against a server whose DELETE answered 204
// and did nothing, it printed `Cleanup: deleted 8` while all 8 topics were still there. Each deleted
// topic is read again (getTopic): one still found is listed as left behind.
import { expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';

const options = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, seed: 3, maxExamples: 3, allowWrites: true, operations: ['upsertTopic'] };

const topicKeys = async (mock: ReturnType<typeof createStatefulMock>) => {
  const response = await mock.fetch(new Request('http://mock.test/v2/topics?limit=100', { headers: { authorization: `ApiKey ${DEMO_API_KEY}` } }));
  return ((await response.json()) as { data: { key: string }[] }).data.map((topic) => topic.key).filter((key) => key.startsWith('verify-'));
};

it('lists as left behind each topic whose DELETE answered 204 and did nothing', async () => {
  const mock = createStatefulMock();
  const report = await verify({
    ...options,
    fetch: async (request) =>
      request.method === 'DELETE' && /^\/v2\/topics\/[^/]+$/.test(new URL(request.url).pathname) ? new Response(null, { status: 204 }) : mock.fetch(request),
  });
  const kept = await topicKeys(mock);
  expect(kept.length).toBeGreaterThan(0);
  expect(report.cleanup.deleted).toEqual([]);
  expect([...report.cleanup.leftBehind].sort()).toEqual(kept.map((key) => `topic ${key} (DELETE answered 204, yet getTopic still finds it: 200)`).sort());
  expect(formatReport(report)).toMatch(new RegExp(`^Cleanup: deleted 0, left behind ${kept.length}$`, 'm'));
}, 60_000);

it('counts as deleted what the read no longer finds', async () => {
  const mock = createStatefulMock();
  const report = await verify({ ...options, fetch: (request) => mock.fetch(request) });
  expect(await topicKeys(mock)).toEqual([]);
  expect(report.cleanup.deleted.length).toBeGreaterThan(0);
  expect(report.cleanup.leftBehind).toEqual([]);
}, 60_000);
