// verify writes only to what its run owns (review 21, F1): a server that answered each upsert with the
// key of a topic it held before the run ("victim") got 23 PATCH and 23 DELETE /v2/topics/victim, led
// there by the links of its answers; the DELETE succeeded. The same holds of an integration a server
// answers a creation with, when an earlier answer had listed it: it was there before.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import { Ownership } from '../../src/verify/ownership.js';
import { verify } from '../../src/verify/run.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TOPIC_OPERATIONS = ['upsertTopic', 'getTopic', 'listTopics', 'updateTopic', 'deleteTopic', 'listTopicSubscriptions'];
const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

describe('a server whose upsert answers name a topic it held before the run', () => {
  it('gets no write to that topic, and the report says why', async () => {
    const mock = createStatefulMock();
    const sent: string[] = [];
    const fetch = async (request: Request) => {
      const path = new URL(request.url).pathname;
      sent.push(`${request.method} ${path}`);
      if (request.method === 'POST' && path === '/v2/topics') {
        const answer = await mock.fetch(request);
        if (!answer.ok) return answer;
        return json(200, { ...((await answer.json()) as object), key: 'victim' });
      }
      return mock.fetch(request);
    };
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      fetch,
      rps: 0,
      seed: 12,
      maxExamples: 5,
      stateful: true,
      allowWrites: true,
      operations: TOPIC_OPERATIONS,
    });
    expect(sent.some((line) => line === 'GET /v2/topics/victim')).toBe(true);
    expect(sent.filter((line) => isWrite(line.split(' ')[0]!) && line.includes('/victim'))).toEqual([]);
    const link = report.failures.find((failure) => failure.check === 'followable_links');
    expect(link?.operationId).toBe('upsertTopic');
    expect(link?.message).toContain('the link UpdateTopicByKey gives {"topicKey":"victim"}: topicKey "victim" names what this run did not create');
    expect(link?.message).toContain('the sequence stops here, before updateTopic');
    const identity = report.failures.find((failure) => failure.check === 'upsert_keeps_identity');
    expect(identity?.message).toMatch(/^an upsert of verify-[0-9a-f]{8}-\S* answered 200 with key "victim": another topic than the one asked for$/);
    const text = formatReport(report);
    expect(text).toMatch(
      /not sent( \(\d+ times\))?, a write whose path names what the server named, not this run: PATCH \/v2\/topics\/victim: topicKey "victim"/,
    );
    // Cleanup leaves it alone, and says so; no step of the run touched it either.
    expect(report.cleanup.leftBehind).toContain("topic victim (created without the run's prefix: not deleted, it may have been there before)");
  }, 60_000);
});

it('writes to an integration the run created, not to one the server listed before and answers a creation with', async () => {
  const mock = createStatefulMock();
  const sent: string[] = [];
  let listed: string | undefined;
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    sent.push(`${request.method} ${path}`);
    const answer = await mock.fetch(request);
    if (request.method === 'GET' && path === '/v1/integrations/active' && answer.ok) {
      // Not the primary one: cleanup makes that one primary again, a write it is owed.
      const list = (await answer.clone().json()) as { _id: string; primary?: boolean }[];
      listed ??= list.find((item) => item.primary !== true)?._id;
    }
    // The second creation is answered with the integration the first list showed.
    if (request.method === 'POST' && path === '/v1/integrations' && answer.ok && sent.filter((line) => line === 'POST /v1/integrations').length === 2)
      return json(answer.status, { ...((await answer.json()) as object), _id: listed });
    return answer;
  };
  const report = await verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    fetch,
    rps: 0,
    seed: 4,
    maxExamples: 1,
    stateful: true,
    allowWrites: true,
    checks: ['followable_links'],
    operations: ['listActiveIntegrations', 'createIntegration', 'setPrimaryIntegration', 'updateIntegration'],
  });
  expect(listed).toBeDefined();
  // The first creation's own id is written to; the listed one never is.
  expect(sent.some((line) => /^POST \/v1\/integrations\/[^/]+\/set-primary$/.test(line))).toBe(true);
  expect(sent.filter((line) => isWrite(line.split(' ')[0]!) && line.includes(`/${listed}`))).toEqual([]);
  expect(report.failures.find((failure) => failure.check === 'followable_links')?.message).toContain(
    `integrationId "${listed}" names what this run did not create`,
  );
  expect(
    report.cleanup.leftBehind.some((item) => item.includes(`${listed} (not deactivated: an answer listed it before the run created anything of the kind)`)),
  ).toBe(true);
}, 60_000);

it('owns the run-prefixed values, and the ids its creations were given unless a list showed them before', () => {
  const owner = new Ownership('verify-0000abcd-');
  const answer = (json: unknown) => ({ status: 201, headers: {}, json, text: JSON.stringify(json) }) as never;
  const base = { pathParams: {}, query: {}, headers: {}, auth: 'valid' as const };
  owner.note({ ...base, operationId: 'listActiveIntegrations', method: 'GET' }, answer([{ _id: 'old' }]));
  owner.note({ ...base, operationId: 'createIntegration', method: 'POST' }, answer({ _id: 'old' }));
  owner.note({ ...base, operationId: 'createIntegration', method: 'POST' }, answer({ _id: 'new' }));
  expect(owner.owns('integrationId', 'new')).toBe(true);
  expect(owner.owns('integrationId', 'old')).toBe(false);
  // An id is an integration's, not a topic's: a topic key is the run's only by its prefix.
  expect(owner.owns('topicKey', 'new')).toBe(false);
  // A prefixed value is the run's once it sent it, not before.
  expect(owner.owns('topicKey', 'verify-0000abcd-k')).toBe(false);
  owner.refusal({ ...base, operationId: 'upsertTopic', method: 'POST', body: { key: 'verify-0000abcd-k' } });
  expect(owner.owns('topicKey', 'verify-0000abcd-k')).toBe(true);
  // A trigger that named its transaction owns that one, not another the server answers with.
  owner.note(
    { ...base, operationId: 'triggerEvent', method: 'POST', body: { name: 'w', transactionId: 'verify-0000abcd-t' } },
    answer({ transactionId: 'theirs' }),
  );
  owner.note({ ...base, operationId: 'triggerEvent', method: 'POST', body: { name: 'w' } }, answer({ transactionId: 'assigned' }));
  expect(owner.owns('transactionId', 'theirs')).toBe(false);
  expect(owner.owns('transactionId', 'assigned')).toBe(true);
  expect(owner.refusal({ ...base, operationId: 'getTopic', method: 'GET', pathParams: { topicKey: 'victim' } })).toBeUndefined();
  expect(owner.refusal({ ...base, operationId: 'deleteTopic', method: 'DELETE', pathParams: { topicKey: 'victim' } })).toMatch(/^topicKey "victim" names what/);
});
