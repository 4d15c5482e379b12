// A sequence's failure shows the steps up to the one the check judged (review 20b, F4): with getTopic
// answering 404 to everything, the topic lifecycle's failure at its second step (the read after the
// upsert) printed all 11 steps of the sequence as a "minimal sequence".
import { expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';

const topicOperations = ['upsertTopic', 'getTopic', 'deleteTopic', 'listTopics', 'updateTopic', 'listTopicSubscriptions'];

/** A stateful run of the topic operations (seed 3) against the mock, through `fetch` (which wraps the mock's). */
const verifyTopics = (fetch: (request: Request) => Promise<Response>) =>
  verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    rps: 0,
    seed: 3,
    maxExamples: 5,
    stateful: true,
    allowWrites: true,
    operations: topicOperations,
    fetch,
  });

it('cuts a failing sequence after the step its check judged, and does not call it minimal', async () => {
  const mock = createStatefulMock();
  const report = await verifyTopics(async (request) =>
    request.method === 'GET' && /^\/v2\/topics\/[^/]+$/.test(new URL(request.url).pathname)
      ? new Response(JSON.stringify({ title: 'Not Found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } })
      : mock.fetch(request),
  );
  const lost = report.failures.find((failure) => failure.check === 'ensure_resource_availability' && failure.operationId === 'getTopic');
  expect(lost?.steps.map((step) => `${step.method} ${step.status}`)).toEqual(['POST 200', 'GET 404']);
  const created = lost?.steps[0]?.body as { key: string } | undefined;
  expect(lost?.steps[1]?.target).toBe(`/v2/topics/${encodeURIComponent(String(created?.key))}`);
  const text = formatReport(report);
  expect(text).toContain('  sequence (2 requests, the last one failed):');
  expect(text).not.toMatch(/minimal sequence/);
}, 60_000);

it('drops the earlier steps a failure does not need, replaying the rest on fresh topics', async () => {
  const mock = createStatefulMock();
  const report = await verifyTopics(
    // A rename of a topic that is there fails with a 500: at the 6th step of the topic lifecycle.
    async (request) => {
      const response = await mock.fetch(request);
      return request.method === 'PATCH' && response.ok ? new Response(JSON.stringify({ message: 'boom' }), { status: 500 }) : response;
    },
  );
  const crash = report.failures.find((failure) => failure.check === 'not_a_server_error' && failure.operationId === 'updateTopic');
  expect(crash?.steps.map((step) => `${step.method} ${step.status}`)).toEqual(['POST 200', 'PATCH 500']);
  // Replayed on a topic of its own: the key is the run's prefix, renamed.
  const key = (crash?.steps[0]?.body as { key?: string } | undefined)?.key;
  expect(key).toMatch(new RegExp(`^verify-${report.runId}-r\\d+-`));
  expect(crash?.steps[1]?.target).toBe(`/v2/topics/${encodeURIComponent(String(key))}`);
  // What the replays made is cleaned up like the rest.
  expect(report.cleanup.leftBehind).toEqual([]);
  const left = await mock.fetch(new Request('http://mock.test/v2/topics?limit=100', { headers: { authorization: `ApiKey ${DEMO_API_KEY}` } }));
  expect(((await left.json()) as { data: { key: string }[] }).data.filter((topic) => topic.key.startsWith('verify-'))).toEqual([]);
}, 60_000);

it('keeps the creation a lost thing was made by, though the read fails without it too', async () => {
  const mock = createStatefulMock();
  const report = await verifyTopics(
    // A topic's subscriptions are never found: the 3rd step of the topic lifecycle, after getTopic.
    async (request) =>
      request.method === 'GET' && new URL(request.url).pathname.endsWith('/subscriptions')
        ? new Response(JSON.stringify({ title: 'Not Found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } })
        : mock.fetch(request),
  );
  const lost = report.failures.find((failure) => failure.check === 'ensure_resource_availability' && failure.operationId === 'listTopicSubscriptions');
  expect(lost?.steps.map((step) => `${step.method} ${step.status}`)).toEqual(['POST 200', 'GET 404']);
  const key = (lost?.steps[0]?.body as { key?: string } | undefined)?.key;
  expect(lost?.steps[1]?.target).toBe(`/v2/topics/${encodeURIComponent(String(key))}/subscriptions`);
  // The message names the topic of the replay shown.
  expect(lost?.message).toContain(`the topic ${key} was created by upsertTopic`);
}, 60_000);
