// A sequence's failure shows the steps up to the one the check judged (review 20b, F4): with getTopic
// answering 404 to everything, the topic lifecycle's failure at its second step (the read after the
// upsert) printed all 11 steps of the sequence as a "minimal sequence".
import { expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';

it('cuts a failing sequence after the step its check judged, and does not call it minimal', async () => {
  const mock = createStatefulMock();
  const report = await verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    rps: 0,
    seed: 3,
    maxExamples: 5,
    stateful: true,
    allowWrites: true,
    operations: ['upsertTopic', 'getTopic', 'deleteTopic', 'listTopics', 'updateTopic', 'listTopicSubscriptions'],
    fetch: async (request) =>
      request.method === 'GET' && /^\/v2\/topics\/[^/]+$/.test(new URL(request.url).pathname)
        ? new Response(JSON.stringify({ title: 'Not Found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } })
        : mock.fetch(request),
  });
  const lost = report.failures.find((failure) => failure.check === 'ensure_resource_availability' && failure.operationId === 'getTopic');
  expect(lost?.steps.map((step) => `${step.method} ${step.status}`)).toEqual(['POST 200', 'GET 404']);
  const created = lost?.steps[0]?.body as { key: string } | undefined;
  expect(lost?.steps[1]?.target).toBe(`/v2/topics/${encodeURIComponent(String(created?.key))}`);
  const text = formatReport(report);
  expect(text).toContain('  sequence (2 requests, the last one failed):');
  expect(text).not.toMatch(/minimal sequence/);
}, 60_000);
