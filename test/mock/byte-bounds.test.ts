// The bounds on what the state holds, in-process: the record cap and the byte bounds are checked
// before a request changes anything, with what it may add (a bulk trigger included), so that no
// request passes them and a refused one leaves the state as it was; what a request may add is never
// less than what it adds; the trigger log and the idempotency keys are bounded by their bytes; a
// tenant object's `__proto__` is a detail like any other.
import { describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/mock/engine.js';
import { growthOf } from '../../src/mock/growth.js';
import { createStatefulMock, type Fixture, type StatefulMock } from '../../src/mock/index.js';
import { subscriptionSize, topicSize } from '../../src/mock/record-sizes.js';
import { subscriptionShape, topicShape } from '../../src/mock/snapshot.js';
import type { Environment, SubscriptionRecord, TopicRecord } from '../../src/mock/state.js';

const BASE = 'http://mock.test';
const MiB = 1024 * 1024;

const post = (mock: StatefulMock, path: string, body: unknown, apiKey = 'test-key', headers: Record<string, string> = {}) =>
  mock.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { authorization: `ApiKey ${apiKey}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const records = (fixture: Fixture, index = 0) => {
  const env = fixture.environments[index]!;
  return (
    (env.subscribers?.length ?? 0) +
    (env.topics ?? []).reduce((sum, topic) => sum + 1 + (topic.subscribers?.length ?? 0), 0) +
    (env.integrations?.length ?? 0) +
    (env.workflows?.length ?? 0) +
    (env.tenants?.length ?? 0) +
    (env.notifications?.length ?? 0) +
    (env.messages?.length ?? 0)
  );
};

/** One environment with a one-step workflow, as the review's: each recipient costs an activity record and a message. */
const oneStep = (settings: Fixture['settings'] = {}): Fixture => ({
  settings,
  environments: [
    {
      apiKey: 'capkey',
      integrations: [{ providerId: 'novu', channel: 'in_app', active: true }],
      workflows: [{ identifier: 'welcome', steps: [{ type: 'in_app' }] }],
    },
  ],
});

describe('the record cap', () => {
  it('refuses a bulk trigger that would pass it, whole: 2,000 definitions under a cap of 5 add nothing', async () => {
    const mock = createStatefulMock({ fixture: oneStep({ maxResourcesPerEnvironment: 5 }) });
    const before = mock.snapshot();
    const to = Array.from({ length: 2000 }, (_, i) => ({ subscriberId: `s${i}` }));
    const refused = await post(mock, '/v1/events/trigger/bulk', { events: [{ name: 'welcome', to }] }, 'capkey');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      type: 'tag:notification-api-contract,2026:mock/resource-limit',
      operationId: 'triggerEventBulk',
      detail: expect.stringMatching(/holds 2 records and the request may add 6000, more than maxResourcesPerEnvironment \(5\)/),
    });
    expect(mock.snapshot()).toEqual(before);
    expect(mock.triggers()).toEqual([]);
  });

  it('lets a request in that reaches it exactly, and counts subscribers an earlier event of a bulk defines', async () => {
    // Event 1 creates s1 (a subscriber, an activity record, a message); event 2 names s1 by id (two more).
    const events = [
      { name: 'welcome', to: [{ subscriberId: 's1' }] },
      { name: 'welcome', to: 's1' },
    ];
    const tight = createStatefulMock({ fixture: oneStep({ maxResourcesPerEnvironment: 2 + 5 - 1 }) });
    expect((await post(tight, '/v1/events/trigger/bulk', { events }, 'capkey')).status).toBe(409);
    const exact = createStatefulMock({ fixture: oneStep({ maxResourcesPerEnvironment: 2 + 5 }) });
    const answer = await post(exact, '/v1/events/trigger/bulk', { events }, 'capkey');
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { status: string }[]).map((result) => result.status)).toEqual(['processed', 'processed']);
    expect(records(exact.snapshot())).toBe(7);
  });

  it('lets an update in at the cap: it adds no record', async () => {
    const mock = createStatefulMock({ empty: true, maxResourcesPerEnvironment: 1 });
    expect((await post(mock, '/v2/topics', { key: 'a' })).status).toBe(200);
    expect((await post(mock, '/v2/topics', { key: 'a', name: 'renamed' })).status).toBe(200);
    expect((await post(mock, '/v2/topics', { key: 'b' })).status).toBe(409);
  });
});

describe('the byte bounds', () => {
  const payload = { items: Array.from({ length: 10_000 }, (_, i) => `item-${i}-${'x'.repeat(20)}`) };

  it('refuse a trigger that may pass maxBytesPerEnvironment, and the state stays as it was', async () => {
    const mock = createStatefulMock({ maxBytesPerEnvironment: 4 * MiB });
    let accepted = 0;
    let refused: Response | undefined;
    for (let i = 0; i < 50 && refused === undefined; i += 1) {
      const answer = await post(mock, '/v1/events/trigger', { name: 'welcome', to: 'user-1042', payload });
      if (answer.status === 201) accepted += 1;
      else refused = answer;
    }
    // About 0.6 MB counted a trigger (the payload, kept once, and the records that share it).
    expect(accepted).toBeGreaterThan(3);
    expect(accepted).toBeLessThan(8);
    expect(refused?.status).toBe(409);
    expect(await refused?.json()).toMatchObject({ detail: expect.stringContaining('maxBytesPerEnvironment (4194304 bytes)') });
    const before = mock.snapshot();
    expect((await post(mock, '/v1/events/trigger', { name: 'welcome', to: 'user-1042', payload })).status).toBe(409);
    expect(mock.snapshot()).toEqual(before);
    // Reads, and requests that add nothing, go on; other environments have their own bound.
    expect((await mock.fetch(`${BASE}/v2/topics`, { headers: { authorization: 'ApiKey test-key' } })).status).toBe(200);
    expect((await post(mock, '/v1/events/trigger', { name: 'welcome', to: 'user-1042', payload }, 'other-key')).status).toBe(201);
  });

  it('bound all environments together with maxTotalBytes', async () => {
    const mock = createStatefulMock({ empty: true, maxBytesPerEnvironment: 2 * MiB, maxTotalBytes: 3 * MiB });
    const credentials = { apiKey: 'k', items: payload.items };
    const statuses: number[] = [];
    for (const key of ['a', 'b', 'c', 'd']) {
      for (let i = 0; i < 10; i += 1) {
        const answer = await post(mock, '/v1/integrations', { providerId: 'sendgrid', channel: 'email', credentials }, key);
        statuses.push(answer.status);
        if (answer.status === 409) {
          const { detail } = (await answer.json()) as { detail: string };
          if (detail.includes('maxTotalBytes (3145728 bytes)')) return;
          break;
        }
      }
    }
    expect.unreachable(`never refused by maxTotalBytes: ${statuses.join(' ')}`);
  });

  it('forget the places of deleted topics, oldest first, to make room', async () => {
    // The environment counts about 4 KB, a topic under 1 KB.
    const mock = createStatefulMock({ empty: true, maxBytesPerEnvironment: 16 * 1024 });
    const key = (i: number) => `topic-${i}-${'k'.repeat(90)}`;
    const name = 'n'.repeat(100);
    let i = 0;
    while ((await post(mock, '/v2/topics', { key: key(i), name })).status === 200) i += 1;
    expect(i).toBeGreaterThan(5);
    const get = (path: string) => mock.fetch(`${BASE}${path}`, { headers: { authorization: 'ApiKey test-key' } });
    const first = ((await (await get('/v2/topics?limit=1')).json()) as { data: { _id: string }[] }).data[0]!._id;
    expect((await mock.fetch(`${BASE}/v2/topics/${key(0)}`, { method: 'DELETE', headers: { authorization: 'ApiKey test-key' } })).status).toBe(200);
    // The deleted topic's place still answers its cursor, and still counts.
    expect((await get(`/v2/topics?after=${first}`)).status).toBe(200);
    // A new topic needs the room: the place is forgotten, and its cursor is then unknown.
    expect((await post(mock, '/v2/topics', { key: key(i), name })).status).toBe(200);
    expect((await get(`/v2/topics?after=${first}`)).status).toBe(400);
  });

  it('are settings: options, the fixture, PATCH /__mock/settings; a snapshot keeps those that differ from the defaults', async () => {
    const mock = createStatefulMock({ fixture: { settings: { maxBytesPerEnvironment: 5 * MiB }, environments: [{ apiKey: 'test-key' }] } });
    expect(mock.settings()).toMatchObject({ maxBytesPerEnvironment: 5 * MiB, maxTotalBytes: 256 * MiB });
    const patched = await mock.fetch(`${BASE}/__mock/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maxTotalBytes: 128 * MiB }),
    });
    expect(await patched.json()).toMatchObject({ maxBytesPerEnvironment: 5 * MiB, maxTotalBytes: 128 * MiB });
    expect(mock.snapshot().settings).toEqual({ maxBytesPerEnvironment: 5 * MiB, maxTotalBytes: 128 * MiB });
    const wrong = await mock.fetch(`${BASE}/__mock/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"maxTotalBytes":0}',
    });
    expect(wrong.status).toBe(400);
    expect(() => createStatefulMock({ maxBytesPerEnvironment: 1.5 })).toThrow(/maxBytesPerEnvironment must be a whole number from 1/);
  });
});

describe('what a request may add', () => {
  const engine = new MockEngine({ seed: 1 });
  const env = () => (engine as unknown as { environments: Map<string, Environment> }).environments.get('test-key')!;
  const send = (method: string, target: string, body: unknown) =>
    engine.answer({ method, target, headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const requests: [string, string, string, unknown][] = [
    ['triggerEvent', 'POST', '/v1/events/trigger', { name: 'welcome', to: 'user-1042', payload: { a: [1, 2, 3] } }],
    [
      'triggerEvent',
      'POST',
      '/v1/events/trigger',
      {
        name: 'order-shipped',
        to: [{ subscriberId: 'new-1', email: 'n@example.com', data: { plan: 'pro', tags: ['a', 'b'] } }, { topicKey: 'product-updates' }, 'user-2077'],
        actor: { subscriberId: 'actor-1', firstName: 'Ada' },
        tenant: { identifier: 'acme', region: 'eu', limits: { seats: 10 } },
        overrides: { email: { subject: 'Hi' } },
        payload: { order: { id: 'o-1', lines: [{ sku: 'x', qty: 2 }] } },
      },
    ],
    [
      'triggerEventBulk',
      'POST',
      '/v1/events/trigger/bulk',
      {
        events: [
          { name: 'welcome', to: [{ subscriberId: 'new-2' }] },
          { name: 'welcome', to: 'new-2' },
        ],
      },
    ],
    ['upsertTopic', 'POST', '/v2/topics', { key: 'release-notes', name: 'Release notes' }],
    ['upsertTopic', 'POST', '/v2/topics', { key: 'release-notes', name: 'Release notes, renamed to something longer' }],
    ['createIntegration', 'POST', '/v1/integrations', { providerId: 'sendgrid', channel: 'email', credentials: { apiKey: 'SG.x', from: 'a@example.com' } }],
    ['updateSubscriberCredentials', 'PUT', '/v1/subscribers/user-1042/credentials', { providerId: 'fcm', credentials: { deviceTokens: ['t1', 't2'] } }],
  ];

  it.each(requests)('is never less than what it adds: %s %s %s', async (operationId, method, target, body) => {
    const before = { records: Object.values(env()).length, heap: env().usage.heap };
    const growth = growthOf(operationId, env(), body)!;
    const answer = await send(method, target, body);
    expect(answer.status).toBeLessThan(300);
    expect(env().usage.heap - before.heap).toBeLessThanOrEqual(growth.heap);
  });
});

describe('the JSON a record is counted as', () => {
  it('is what the snapshot writes of a topic and a subscription, the characters it escapes aside', async () => {
    const engine = new MockEngine({ seed: 3 });
    const headers = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };
    expect((await engine.answer({ method: 'POST', target: '/v2/topics', headers, body: '{"key":"nameless"}' })).status).toBe(200);
    const env = (engine as unknown as { environments: Map<string, Environment> }).environments.get('test-key')!;
    const topics: TopicRecord[] = [...env.topics.values()];
    const subscriptions: SubscriptionRecord[] = [...env.subscriptionsById.values()];
    expect(topics.some((topic) => topic.name === undefined) && topics.some((topic) => topic.name !== undefined)).toBe(true);
    for (const topic of topics) expect(topicSize(topic).json).toBe(JSON.stringify(topicShape(topic, false)).length);
    expect(subscriptions.length).toBeGreaterThan(0);
    for (const subscription of subscriptions) expect(subscriptionSize(subscription).json).toBe(JSON.stringify(subscriptionShape(subscription)).length);
    // A name with characters to escape is written longer than it is counted, never shorter.
    const quoted = Object.assign(Object.create(Object.getPrototypeOf(topics[0]!)), topics[0], { name: 'say "hi"\n' }) as TopicRecord;
    expect(topicSize(quoted).json).toBeLessThan(JSON.stringify(topicShape(quoted, false)).length);
  });
});

describe('the trigger log', () => {
  it('keeps at most 16 MiB of triggers: GET /__mock/triggers answers no more, the newest last', async () => {
    const mock = createStatefulMock({ journalLimit: 0 });
    const payload = { items: Array.from({ length: 30_000 }, (_, i) => `v${i}-${'x'.repeat(20)}`) };
    const ids: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const answer = await post(mock, '/v1/events/trigger', { name: 'welcome', to: 'user-1042', payload, transactionId: `tx-${i}` });
      expect(answer.status).toBe(201);
      ids.push(`tx-${i}`);
    }
    const text = await (await mock.fetch(`${BASE}/__mock/triggers`)).text();
    expect(text.length).toBeLessThanOrEqual(16 * MiB);
    const kept = (JSON.parse(text) as { transactionId: string }[]).map((entry) => entry.transactionId);
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(ids.slice(-kept.length));
    expect(mock.triggers().map((entry) => entry.transactionId)).toEqual(kept);
  });
});

describe('idempotency keys', () => {
  it('count their key and target: long ones are dropped, oldest first, past 16 MiB of an environment', async () => {
    const mock = createStatefulMock({ journalLimit: 0 });
    // Keys as long as the service takes (255 characters), with long targets: about 28 KB each.
    const send = (i: number) => post(mock, `/v2/topics?pad=${'q'.repeat(13_750)}`, { key: 't1' }, 'test-key', { 'idempotency-key': `${i}-${'k'.repeat(250)}` });
    for (let i = 0; i < 1000; i += 1) expect((await send(i)).status).toBe(200);
    // About 28 KB each: the last few hundred are kept, the first is not.
    expect((await send(999)).headers.get('idempotent-replayed')).toBe('true');
    expect((await send(0)).headers.get('idempotent-replayed')).toBeNull();
  });
});

describe("a trigger's tenant object", () => {
  it('keeps a `__proto__` member as a detail, as data: the details keep their prototype', async () => {
    const mock = createStatefulMock();
    const raw =
      '{"name":"welcome","to":"user-1042","tenant":{"identifier":"acme","__proto__":{"polluted":"yes","toJSON":"x"},"constructor":{"prototype":{"p":1}}}}';
    expect((await post(mock, '/v1/events/trigger', raw)).status).toBe(201);
    const text = await (await mock.fetch(`${BASE}/__mock/state`)).text();
    const tenants = (JSON.parse(text) as Fixture).environments[0]!.tenants!;
    const acme = tenants.find((tenant) => typeof tenant === 'object' && tenant.identifier === 'acme') as Record<string, unknown>;
    const own = (tenant: object) => Object.getOwnPropertyDescriptor(tenant, '__proto__')?.value;
    expect(own(acme)).toEqual({ polluted: 'yes', toJSON: 'x' });
    expect(acme.constructor).toEqual({ prototype: { p: 1 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A later `__proto__: null` is data too, and a later trigger still merges.
    expect((await post(mock, '/v1/events/trigger', '{"name":"welcome","to":"user-1042","tenant":{"identifier":"acme","__proto__":null}}')).status).toBe(201);
    expect((await post(mock, '/v1/events/trigger', { name: 'welcome', to: 'user-1042', tenant: { identifier: 'acme', region: 'eu' } })).status).toBe(201);
    const again = mock.snapshot().environments[0]!.tenants!.find((tenant) => typeof tenant === 'object' && tenant.identifier === 'acme') as Record<
      string,
      unknown
    >;
    expect(Object.hasOwn(again, '__proto__')).toBe(true);
    expect(own(again)).toBeNull();
    expect(again.region).toBe('eu');
  });
});
