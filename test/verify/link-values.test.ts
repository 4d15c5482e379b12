// A link whose value is empty, or would change the path, is a failure of the answer that gave it: the
// sequence stops there, and no request goes to the endpoint such a value would reach instead.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { contractLinks } from '../../src/verify/links.js';
import { verify } from '../../src/verify/run.js';
import { unfollowable } from '../../src/verify/sequences/support.js';

describe.each(['', '.', '..'])('a server that echoes the topic key %j', (echoed) => {
  it('fails followable_links on upsertTopic, stops the sequence, and sends nothing to another endpoint', async () => {
    const mock = createStatefulMock();
    const before = mock.snapshot();
    const sent: string[] = [];
    const fetch = async (request: Request) => {
      sent.push(`${request.method} ${request.url}`);
      const response = await mock.fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/v2/topics' || !response.ok) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...body, key: echoed }), { status: response.status, headers: { 'content-type': 'application/json' } });
    };
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      fetch,
      rps: 0,
      seed: 7,
      maxExamples: 10,
      stateful: true,
      allowWrites: true,
      operations: ['upsertTopic', 'getTopic', 'listTopics', 'updateTopic', 'deleteTopic', 'listTopicSubscriptions'],
    });
    const failure = report.failures.find((found) => found.check === 'followable_links');
    expect(failure?.operationId).toBe('upsertTopic');
    expect(failure?.message).toContain('the sequence stops here');
    expect(failure?.message).toContain(`the link GetTopicByKey gives {"topicKey":${JSON.stringify(echoed)}}`);
    // Only the answer that gave the value is at fault: no failure is filed on a request the value would have misrouted.
    expect(report.failures.filter((found) => found.operationId !== 'upsertTopic')).toEqual([]);
    for (const line of sent) {
      const path = new URL(line.split(' ')[1]!).pathname;
      expect(path, line).not.toMatch(/\/$|\/\/|\/\.\.?(\/|$)/);
    }
    // The topic the run created is still cleaned up, by the key it sent; the echoed key, which lacks
    // the run's prefix, is reported and left alone.
    for (const item of report.cleanup.leftBehind)
      expect(item).toMatch(new RegExp(`^topic ${echoed.replaceAll('.', '\\.')} \\(created without the run's prefix`));
    expect(mock.snapshot()).toEqual(before);
  }, 60_000);
});

it('judges link values by the client serializer: missing, empty, dot segments refused; a slash stays in one segment', () => {
  const link = contractLinks().find((candidate) => candidate.name === 'GetTopicByKey')!;
  const from = (key: unknown) => ({ request: {}, response: { status: 200, body: { _id: 'x', key } } });
  expect(unfollowable(link, from('a-topic'))).toBeUndefined();
  expect(unfollowable(link, from('a/b'))).toBeUndefined();
  expect(unfollowable(link, from(''))).toMatch(/is required/);
  expect(unfollowable(link, from('..'))).toMatch(/cannot be "\.\."/);
  expect(unfollowable(link, from(undefined))).toMatch(/lacks a value/);
  expect(unfollowable(link, from({ nested: true }))).toMatch(/lacks a value/);
});
