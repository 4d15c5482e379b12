// The stateful mock's behaviour, scenario by scenario, through the package's own client: each stated
// transition, each trigger status, each control call, environment isolation. Every scenario runs
// in-process (createStatefulMock's fetch) and against the CLI's server (through /__mock/), and every
// answer either gives is checked against the contract.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from '../../src/mock/index.js';
import { inProcessTarget, serverTarget, type Target } from './helpers.js';

const KEY = 'test-key';
const json = { 'content-type': 'application/json' };
const auth = (key = KEY) => ({ authorization: `ApiKey ${key}` });

/** A fixture where each trigger status of description 3.1 is one call away. */
const statusFixture: Fixture = {
  environments: [
    {
      apiKey: 'status-key',
      environmentId: 'env-status',
      organizationId: 'org-status',
      subscribers: [{ subscriberId: 's1', email: 's1@example.com' }],
      topics: [{ key: 'empty-topic' }],
      workflows: [
        { identifier: 'inactive', active: false, steps: [{ type: 'email' }] },
        { identifier: 'stepless', steps: [] },
        {
          identifier: 'idle',
          steps: [
            { type: 'email', active: false },
            { type: 'in_app', active: false },
          ],
        },
        { identifier: 'ready', steps: [{ type: 'in_app', feedIdentifier: 'news' }] },
      ],
      tenants: ['acme'],
    },
  ],
};

describe.each([
  ['in-process', async () => inProcessTarget()],
  ['CLI server', async () => serverTarget()],
] as const)('%s', (_name, makeTarget) => {
  let target: Target;
  beforeAll(async () => {
    target = await makeTarget();
  }, 60_000);
  afterAll(() => target.close());
  beforeEach(() => target.control.reset());
  afterEach(() => {
    const violations = target.violations.splice(0);
    expect(violations, 'every answer is valid under validateResponse').toEqual([]);
  });

  describe('environments from API keys', () => {
    it('answers a missing header, or another scheme, with 401 and a problem body', async () => {
      for (const headers of [{}, { authorization: 'Bearer k' }, { authorization: 'ApiKey' }] as Record<string, string>[]) {
        const response = await target.raw('/v2/topics/team:billing', { headers });
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        expect(await response.json()).toMatchObject({ status: 401, operationId: 'getTopic', issues: [expect.objectContaining({ location: 'auth' })] });
      }
    });

    it('gives a key the fixture does not name a fresh empty environment of its own organization', async () => {
      const other = target.client('someone-else');
      expect((await other.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'team:billing' } } })).response.status).toBe(404);
      const created = await other.POST('/v2/topics', { body: { key: 'private', name: 'Mine' } });
      expect(created.response.status).toBe(200);
      // Isolation: the demo environment does not see it, and the other key does.
      expect((await target.client().GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'private' } } })).response.status).toBe(404);
      expect((await other.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'private' } } })).data).toMatchObject({ key: 'private', name: 'Mine' });
      const integration = await other.POST('/v1/integrations', { body: { providerId: 'sendgrid', channel: 'email', active: true } });
      const demo = await target.client().GET('/v1/integrations/active');
      expect(integration.data!._organizationId).not.toBe(demo.data![0]!._organizationId);
      expect(integration.data!._environmentId).not.toBe(demo.data![0]!._environmentId);
      expect(demo.data!.map((i) => i._id)).not.toContain(integration.data!._id);
    });
  });

  describe('validation', () => {
    it('answers an invalid request with 400 problem+json and the issues, in the proxy’s shape', async () => {
      const { response, error } = await target.client().POST('/v2/topics', { body: { key: 'has space' } });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(error).toEqual({
        type: 'tag:notification-api-contract,2026:mock/request-violation',
        title: 'The request violates the API contract',
        status: 400,
        detail: expect.stringContaining('body/key'),
        instance: '/v2/topics',
        correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        operationId: 'upsertTopic',
        issues: [expect.objectContaining({ location: 'body', pointer: '/key', severity: 'error' })],
        // The members of the service's own error answers, which its official SDK reads (test/sdk/).
        statusCode: 400,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        path: '/v2/topics',
        message: expect.stringContaining('body/key'),
        errors: [{ field: 'body/key', message: expect.any(String) }],
      });
    });

    it('answers malformed JSON at once', async () => {
      const response = await target.raw('/v2/topics', { method: 'POST', headers: { ...auth(), ...json }, body: '{"key":' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [expect.objectContaining({ location: 'body', keyword: 'json' })] });
    });

    it('answers a query that breaks the contract, an unknown path and a wrong method', async () => {
      expect((await target.raw('/v2/topics?limit=101', { headers: auth() })).status).toBe(400);
      const unknown = await target.raw('/v3/nothing', { headers: auth() });
      expect(unknown.status).toBe(404);
      const wrong = await target.raw('/v2/topics/news', { method: 'PUT', headers: auth() });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('GET, DELETE, PATCH');
    });

    it('echoes the x-correlation-id of the request in a problem', async () => {
      const response = await target.raw('/v2/topics/nope', { headers: { ...auth(), 'x-correlation-id': 'abc-123' } });
      expect(response.headers.get('x-correlation-id')).toBe('abc-123');
      expect(await response.json()).toMatchObject({ correlationId: 'abc-123' });
    });
  });

  describe('unknown resources', () => {
    it.each([
      ['a topic', '/v2/topics/nope', 'getTopic'],
      ['a subscriber', '/v2/subscribers/nobody/preferences', 'getSubscriberPreferences'],
      ['a notification', '/v1/notifications/000000000000000000000000', 'getNotification'],
      ['a membership (no such subscriber)', '/v1/topics/product-updates/subscribers/nobody', 'getTopicSubscriber'],
      ['a membership (not subscribed)', '/v1/topics/team:billing/subscribers/user-2077', 'getTopicSubscriber'],
    ])('%s is a 404 problem', async (_what, path, operationId) => {
      const response = await target.raw(path, { headers: auth() });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(await response.json()).toMatchObject({ status: 404, operationId, instance: path.split('?')[0] });
    });

    it('an integration is a 404 problem', async () => {
      const { response, error } = await target.client().POST('/v1/integrations/{integrationId}/set-primary', { params: { path: { integrationId: 'nope' } } });
      expect(response.status).toBe(404);
      expect(error).toMatchObject({ status: 404, operationId: 'setPrimaryIntegration' });
    });
  });

  describe('subscribers', () => {
    const subscriberId = 'user-1042';

    it('op 1 keeps a channel per providerId and integration, and appends device tokens (seed 2.3)', async () => {
      const client = target.client();
      const put = (deviceTokens: string[], integrationIdentifier?: string) =>
        client.PUT('/v1/subscribers/{subscriberId}/credentials', {
          params: { path: { subscriberId } },
          body: { providerId: 'fcm', ...(integrationIdentifier ? { integrationIdentifier } : {}), credentials: { deviceTokens } },
        });
      const first = await put(['new-token', 'dQw4w9WgXcQ:APA91bH7-earlier-device-token'], 'fcm-production');
      expect(first.response.status).toBe(200);
      expect(first.data!.channels).toEqual([
        {
          providerId: 'fcm',
          integrationIdentifier: 'fcm-production',
          credentials: { deviceTokens: ['dQw4w9WgXcQ:APA91bH7-earlier-device-token', 'new-token'] },
          _integrationId: '65f1c2b3a4d5e6f708192a3b',
        },
      ]);
      // Without the identifier, the provider's integration is the same one: its tokens are appended to, no second channel.
      const second = await put(['other']);
      expect(second.data!.channels).toEqual([
        {
          providerId: 'fcm',
          integrationIdentifier: 'fcm-production',
          credentials: { deviceTokens: ['dQw4w9WgXcQ:APA91bH7-earlier-device-token', 'new-token', 'other'] },
          _integrationId: '65f1c2b3a4d5e6f708192a3b',
        },
      ]);
      expect(second.data!.__v).toBe(first.data!.__v! + 1);
      const noIntegration = await client.PUT('/v1/subscribers/{subscriberId}/credentials', {
        params: { path: { subscriberId } },
        body: { providerId: 'apns', credentials: { deviceTokens: ['t'] } },
      });
      expect(noIntegration.response.status).toBe(404);
      const noSubscriber = await client.PUT('/v1/subscribers/{subscriberId}/credentials', {
        params: { path: { subscriberId: 'nobody' } },
        body: { providerId: 'fcm', credentials: {} },
      });
      expect(noSubscriber.response.status).toBe(404);
    });

    it('op 2 sets isOnline and returns the full subscriber', async () => {
      const { data } = await target
        .client()
        .PATCH('/v1/subscribers/{subscriberId}/online-status', { params: { path: { subscriberId } }, body: { isOnline: true } });
      expect(data).toMatchObject({ subscriberId, isOnline: true, firstName: 'Ada', _environmentId: '65e0a1b2c3d4e5f607182931', deleted: false });
      expect(data!.lastOnlineAt).toBe(data!.updatedAt);
      const back = await target
        .client()
        .PATCH('/v1/subscribers/{subscriberId}/online-status', { params: { path: { subscriberId } }, body: { isOnline: false } });
      expect(back.data!.isOnline).toBe(false);
    });

    it('op 11 gives all five channels for every workflow, plus the global preference', async () => {
      const { data } = await target.client().GET('/v2/subscribers/{subscriberId}/preferences', { params: { path: { subscriberId } } });
      expect(data!.global).toEqual({ enabled: true, channels: { in_app: true, email: true, sms: true, chat: true, push: true } });
      expect(data!.workflows.map((w) => w.workflow.identifier)).toEqual(['order-shipped', 'welcome']);
      for (const workflow of data!.workflows) expect(Object.keys(workflow.channels).sort()).toEqual(['chat', 'email', 'in_app', 'push', 'sms']);
      // The welcome workflow turns chat off itself: an override of source template.
      expect(data!.workflows[1]).toMatchObject({ channels: { chat: false }, overrides: [{ channel: 'chat', source: 'template' }] });
    });

    it('op 7 updates one workflow with workflowId (identifier, slug or _id), else the global preference', async () => {
      const client = target.client();
      const patch = (body: { channels: Record<string, boolean>; workflowId?: string }) =>
        client.PATCH('/v2/subscribers/{subscriberId}/preferences', { params: { path: { subscriberId } }, body });
      const one = await patch({ channels: { sms: false }, workflowId: 'order-shipped' });
      expect(one.data!.workflows[0]).toMatchObject({ channels: { sms: false, email: true }, overrides: [{ channel: 'sms', source: 'subscriber' }] });
      expect(one.data!.workflows[0]!.workflow.updatedAt).toBeTypeOf('string');
      expect(one.data!.global.channels.sms).toBe(true);
      const bySlug = await patch({ channels: { push: false }, workflowId: 'welcome_wf_65f1c2' });
      expect(bySlug.data!.workflows[1]!.channels.push).toBe(false);
      const global = await patch({ channels: { email: false } });
      expect(global.data!.global.channels.email).toBe(false);
      // The global setting reaches every workflow that does not set the channel itself.
      expect(global.data!.workflows.map((w) => w.channels.email)).toEqual([false, false]);
      const unknown = await patch({ channels: { sms: true }, workflowId: 'no-such-workflow' });
      expect(unknown.response.status).toBe(404);
    });

    it('op 15 sets every in-app message (of the given feeds) to markAs, and returns how many changed', async () => {
      const client = target.client();
      const mark = (markAs: 'read' | 'seen' | 'unread' | 'unseen', feedIdentifier?: string | string[]) =>
        client.POST('/v1/subscribers/{subscriberId}/messages/mark-all', {
          params: { path: { subscriberId } },
          body: { markAs, ...(feedIdentifier ? { feedIdentifier } : {}) },
        });
      expect((await mark('read', 'billing')).data).toBe(1);
      expect((await mark('read', ['general', 'billing'])).data).toBe(2);
      expect((await mark('read')).data).toBe(0);
      // `read` marked them seen too, as the service does: nothing is left to mark seen.
      expect((await mark('seen')).data).toBe(0);
      expect((await mark('unread', 'general')).data).toBe(2);
      const state = await target.control.snapshot();
      const inApp = state.environments[0]!.messages!.filter((m) => m.channel === 'in_app');
      expect(inApp.map((m) => [m.feedIdentifier, m.read, m.seen])).toEqual([
        ['general', false, true],
        ['general', false, true],
        ['billing', true, true],
      ]);
    });

    it("op 15's read and unread mark the messages they change seen too, as the service's MessageRepository does", async () => {
      await target.control.load({
        environments: [
          {
            apiKey: 'marks-key',
            subscribers: [{ subscriberId: 'm1' }],
            messages: [
              { subscriberId: 'm1', transactionId: 't1', channel: 'in_app', read: false, seen: false },
              { subscriberId: 'm1', transactionId: 't2', channel: 'in_app', read: true, seen: false },
              { subscriberId: 'm1', transactionId: 't3', channel: 'in_app', read: true, seen: true },
            ],
          },
        ],
      });
      const client = target.client('marks-key');
      const mark = async (markAs: 'read' | 'seen' | 'unread' | 'unseen') =>
        (await client.POST('/v1/subscribers/{subscriberId}/messages/mark-all', { params: { path: { subscriberId: 'm1' } }, body: { markAs } })).data;
      const flags = async () => (await target.control.snapshot()).environments[0]!.messages!.map((m) => [m.transactionId, m.read, m.seen]);
      // Only the unread one is updated (read and seen); t2, already read, stays unseen.
      expect(await mark('read')).toBe(1);
      expect(await flags()).toEqual([
        ['t1', true, true],
        ['t2', true, false],
        ['t3', true, true],
      ]);
      expect(await mark('seen')).toBe(1);
      expect(await mark('unseen')).toBe(3);
      // unread leaves them unread and seen.
      expect(await mark('unread')).toBe(3);
      expect(await flags()).toEqual([
        ['t1', false, true],
        ['t2', false, true],
        ['t3', false, true],
      ]);
      expect(await mark('unseen')).toBe(3);
      expect(await mark('unread')).toBe(0);
    });

    it('op 18 removes the subscriber with its messages, preferences and subscriptions', async () => {
      const client = target.client();
      await client.PATCH('/v2/subscribers/{subscriberId}/preferences', { params: { path: { subscriberId } }, body: { channels: { sms: false } } });
      const { data } = await client.DELETE('/v2/subscribers/{subscriberId}', { params: { path: { subscriberId } } });
      expect(data).toEqual({ acknowledged: true, status: 'deleted' });
      expect((await client.GET('/v2/subscribers/{subscriberId}/preferences', { params: { path: { subscriberId } } })).response.status).toBe(404);
      expect((await client.GET('/v2/subscribers/{subscriberId}/subscriptions', { params: { path: { subscriberId } } })).response.status).toBe(404);
      const topic = await client.GET('/v2/topics/{topicKey}/subscriptions', { params: { path: { topicKey: 'product-updates' } } });
      expect(topic.data!.data.map((s) => s.subscriber.subscriberId)).toEqual(['user-2077']);
      const state = await target.control.snapshot();
      expect(state.environments[0]!.messages!.filter((m) => m.subscriberId === subscriberId)).toEqual([]);
      expect((await client.DELETE('/v2/subscribers/{subscriberId}', { params: { path: { subscriberId } } })).response.status).toBe(404);
    });

    it("op 3 lists a subscriber's subscriptions, with the key filter", async () => {
      const client = target.client();
      const all = await client.GET('/v2/subscribers/{subscriberId}/subscriptions', { params: { path: { subscriberId } } });
      expect(all.data!.data.map((s) => s.topic.key)).toEqual(['product-updates', 'team:billing']);
      // totalCount and totalCountCapped, and each item's identifier, are not in the description; the
      // service sends them and its official SDK requires them (test/sdk/official-sdk.test.ts).
      expect(all.data).toMatchObject({ next: null, previous: null, totalCount: 2, totalCountCapped: false });
      expect(all.data!.data[0]).toEqual({
        _id: '66a0b1c2d3e4f50617283940',
        identifier: 'product-updates:user-1042',
        createdAt: '2026-10-01T12:00:00.000Z',
        topic: {
          _id: '6690a1b2c3d4e5f607182a01',
          key: 'product-updates',
          name: 'Product updates',
          createdAt: '2026-09-30T10:00:00.000Z',
          updatedAt: '2026-09-30T10:00:00.000Z',
        },
        subscriber: {
          _id: '6615943e7ace93b0540ae377',
          subscriberId,
          avatar: 'https://example.com/avatars/ada.png',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
        },
      });
      const filtered = await client.GET('/v2/subscribers/{subscriberId}/subscriptions', { params: { path: { subscriberId }, query: { key: 'team:billing' } } });
      expect(filtered.data!.data.map((s) => s.topic.key)).toEqual(['team:billing']);
      expect(filtered.data).toMatchObject({ totalCount: 1 });
      const none = await client.GET('/v2/subscribers/{subscriberId}/subscriptions', {
        params: { path: { subscriberId: 'user-2077' }, query: { key: 'team:billing' } },
      });
      expect(none.data).toEqual({ data: [], next: null, previous: null, totalCount: 0, totalCountCapped: false });
    });
  });

  describe('topics', () => {
    it('op 14 creates a topic whose key is absent and updates one whose key is present, with the same shape', async () => {
      const client = target.client();
      const created = await client.POST('/v2/topics', { body: { key: 'news', name: 'News' } });
      expect(created.response.status).toBe(200);
      expect(Object.keys(created.data!).sort()).toEqual(['_id', 'createdAt', 'key', 'name', 'updatedAt']);
      const updated = await client.POST('/v2/topics', { body: { key: 'news', name: 'All the news' } });
      expect(Object.keys(updated.data!).sort()).toEqual(Object.keys(created.data!).sort());
      expect(updated.data).toMatchObject({ _id: created.data!._id, key: 'news', name: 'All the news', createdAt: created.data!.createdAt });
      const got = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'news' } } });
      expect(got.data).toEqual(updated.data);
    });

    it('ops 17, 13 and 20 get, rename and delete a topic; deleting removes its subscriptions', async () => {
      const client = target.client();
      const topicKey = 'product-updates';
      expect((await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey } } })).data).toMatchObject({ key: topicKey, name: 'Product updates' });
      const renamed = await client.PATCH('/v2/topics/{topicKey}', { params: { path: { topicKey } }, body: { name: 'Product news' } });
      expect(renamed.data).toMatchObject({ key: topicKey, name: 'Product news', createdAt: '2026-09-30T10:00:00.000Z' });
      expect(renamed.data!.updatedAt).not.toBe('2026-09-30T10:00:00.000Z');
      const deleted = await client.DELETE('/v2/topics/{topicKey}', { params: { path: { topicKey } } });
      expect(deleted.data).toEqual({ acknowledged: true });
      expect((await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey } } })).response.status).toBe(404);
      expect(
        (await client.GET('/v1/topics/{topicKey}/subscribers/{externalSubscriberId}', { params: { path: { topicKey, externalSubscriberId: 'user-1042' } } }))
          .response.status,
      ).toBe(404);
      const left = await client.GET('/v2/subscribers/{subscriberId}/subscriptions', { params: { path: { subscriberId: 'user-1042' } } });
      expect(left.data!.data.map((s) => s.topic.key)).toEqual(['team:billing']);
      expect((await client.DELETE('/v2/topics/{topicKey}', { params: { path: { topicKey } } })).response.status).toBe(404);
      expect((await client.PATCH('/v2/topics/{topicKey}', { params: { path: { topicKey } }, body: { name: 'x' } })).response.status).toBe(404);
    });

    it('op 12 filters by key (exactly) and by name (any part, any case)', async () => {
      const client = target.client();
      const byKey = await client.GET('/v2/topics', { params: { query: { key: 'team:billing' } } });
      expect(byKey.data!.data.map((t) => t.key)).toEqual(['team:billing']);
      expect((await client.GET('/v2/topics', { params: { query: { key: 'team' } } })).data!.data).toEqual([]);
      const byName = await client.GET('/v2/topics', { params: { query: { name: 'UPDATE' } } });
      expect(byName.data!.data.map((t) => t.key)).toEqual(['product-updates']);
      const both = await client.GET('/v2/topics', { params: { query: { key: 'team:billing', name: 'updates' } } });
      expect(both.data!.data).toEqual([]);
    });

    it("op 4 lists a topic's subscriptions, with the subscriberId filter", async () => {
      const client = target.client();
      const all = await client.GET('/v2/topics/{topicKey}/subscriptions', { params: { path: { topicKey: 'product-updates' } } });
      expect(all.data!.data.map((s) => s.subscriber.subscriberId)).toEqual(['user-1042', 'user-2077']);
      const one = await client.GET('/v2/topics/{topicKey}/subscriptions', {
        params: { path: { topicKey: 'product-updates' }, query: { subscriberId: 'user-2077' } },
      });
      expect(one.data!.data.map((s) => s._id)).toEqual(['66a0b1c2d3e4f50617283941']);
      expect((await client.GET('/v2/topics/{topicKey}/subscriptions', { params: { path: { topicKey: 'nope' } } })).response.status).toBe(404);
    });

    it('op 8 gives partial results: removed subscriptions in data, failures in errors, counts in meta', async () => {
      const client = target.client();
      const { data } = await client.DELETE('/v2/topics/{topicKey}/subscriptions', {
        params: { path: { topicKey: 'product-updates' } },
        body: { subscriberIds: ['user-1042', 'user-9999', 'user-0001', 'user-1042'] },
      });
      expect(data).toEqual({
        data: [
          {
            _id: '66a0b1c2d3e4f50617283940',
            topic: { _id: '6690a1b2c3d4e5f607182a01', key: 'product-updates', name: 'Product updates' },
            subscriber: {
              _id: '6615943e7ace93b0540ae377',
              subscriberId: 'user-1042',
              avatar: 'https://example.com/avatars/ada.png',
              firstName: 'Ada',
              lastName: 'Lovelace',
              email: 'ada@example.com',
            },
            createdAt: '2026-10-01T12:00:00.000Z',
            updatedAt: '2026-10-01T12:00:00.000Z',
          },
        ],
        meta: { totalCount: 4, successful: 1, failed: 3 },
        errors: [
          { subscriberId: 'user-9999', code: 'SUBSCRIBER_NOT_FOUND', message: 'Subscriber user-9999 was not found' },
          { subscriberId: 'user-0001', code: 'SUBSCRIPTION_NOT_FOUND', message: 'Subscriber user-0001 is not subscribed to topic product-updates' },
          { subscriberId: 'user-1042', code: 'SUBSCRIPTION_NOT_FOUND', message: 'Subscriber user-1042 is not subscribed to topic product-updates' },
        ],
      });
      const left = await client.GET('/v2/topics/{topicKey}/subscriptions', { params: { path: { topicKey: 'product-updates' } } });
      expect(left.data!.data.map((s) => s.subscriber.subscriberId)).toEqual(['user-2077']);
    });

    it('op 16 gives the membership record', async () => {
      const { data } = await target.client().GET('/v1/topics/{topicKey}/subscribers/{externalSubscriberId}', {
        params: { path: { topicKey: 'product-updates', externalSubscriberId: 'user-1042' } },
      });
      expect(data).toEqual({
        _organizationId: '65e0a1b2c3d4e5f607182930',
        _environmentId: '65e0a1b2c3d4e5f607182931',
        _subscriberId: '6615943e7ace93b0540ae377',
        _topicId: '6690a1b2c3d4e5f607182a01',
        topicKey: 'product-updates',
        externalSubscriberId: 'user-1042',
      });
    });
  });

  describe('integrations', () => {
    it("op 6 creates the integration in the key's environment", async () => {
      const { response, data } = await target.client().POST('/v1/integrations', {
        body: {
          providerId: 'mailgun',
          channel: 'email',
          name: 'Mailgun',
          _environmentId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
          credentials: { apiKey: 'k' },
          active: true,
        },
      });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({
        providerId: 'mailgun',
        channel: 'email',
        name: 'Mailgun',
        _environmentId: '65e0a1b2c3d4e5f607182931',
        active: true,
        primary: false,
        deleted: false,
        credentials: { apiKey: 'k' },
        conditions: [],
      });
      expect(data!.identifier).toMatch(/^mailgun-/);
      const active = await target.client().GET('/v1/integrations/active');
      expect(active.data!.map((i) => i._id)).toContain(data!._id);
      const taken = await target.client().POST('/v1/integrations', { body: { providerId: 'mailgun', channel: 'email', identifier: 'sendgrid-production' } });
      expect(taken.response.status).toBe(409);
    });

    it('op 5 changes only the fields given', async () => {
      const { data } = await target.client().PUT('/v1/integrations/{integrationId}', {
        params: { path: { integrationId: '65f1c2b3a4d5e6f708192a40' } },
        body: {
          name: 'SendGrid (production)',
          active: true,
          credentials: { apiKey: 'SG.new-key-redacted', from: 'notifications@example.com', senderName: 'Example Notifications' },
        },
      });
      expect(data).toEqual({
        _id: '65f1c2b3a4d5e6f708192a40',
        _environmentId: '65e0a1b2c3d4e5f607182931',
        _organizationId: '65e0a1b2c3d4e5f607182930',
        name: 'SendGrid (production)',
        identifier: 'sendgrid-production',
        providerId: 'sendgrid',
        channel: 'email',
        credentials: { apiKey: 'SG.new-key-redacted', from: 'notifications@example.com', senderName: 'Example Notifications' },
        active: true,
        deleted: false,
        primary: true,
        conditions: [],
      });
      const off = await target
        .client()
        .PUT('/v1/integrations/{integrationId}', { params: { path: { integrationId: '65f1c2b3a4d5e6f708192a40' } }, body: { active: false } });
      expect(off.data).toMatchObject({ active: false, name: 'SendGrid (production)', credentials: { senderName: 'Example Notifications' } });
      expect((await target.client().GET('/v1/integrations/active')).data!.map((i) => i._id)).not.toContain('65f1c2b3a4d5e6f708192a40');
    });

    it('op 9 makes one integration primary and the others of its channel not', async () => {
      const client = target.client();
      const second = await client.POST('/v1/integrations', { body: { providerId: 'postmark', channel: 'email', active: true } });
      const { data } = await client.POST('/v1/integrations/{integrationId}/set-primary', { params: { path: { integrationId: second.data!._id! } } });
      expect(data).toMatchObject({ _id: second.data!._id, primary: true });
      const active = (await client.GET('/v1/integrations/active')).data!;
      expect(active.filter((i) => i.channel === 'email').map((i) => [i.providerId, i.primary])).toEqual([
        ['sendgrid', false],
        ['postmark', true],
      ]);
      // Other channels keep theirs.
      expect(active.find((i) => i.providerId === 'fcm')!.primary).toBe(true);
    });

    it('op 10 lists the active integrations of the whole organization', async () => {
      await target.control.load({
        environments: [
          {
            apiKey: 'dev',
            environmentId: 'env-dev',
            organizationId: 'org-a',
            integrations: [
              { providerId: 'sendgrid', channel: 'email', active: true },
              { providerId: 'twilio', channel: 'sms', active: false },
            ],
          },
          { apiKey: 'prod', environmentId: 'env-prod', organizationId: 'org-a', integrations: [{ providerId: 'mailgun', channel: 'email', active: true }] },
          { apiKey: 'other', environmentId: 'env-other', organizationId: 'org-b', integrations: [{ providerId: 'ses', channel: 'email', active: true }] },
        ],
      });
      const { data } = await target.client('dev').GET('/v1/integrations/active');
      expect(data!.map((i) => [i.providerId, i._environmentId, i._organizationId])).toEqual([
        ['sendgrid', 'env-dev', 'org-a'],
        ['mailgun', 'env-prod', 'org-a'],
      ]);
      // An integration of another environment is not this key's to change.
      const elsewhere = await target
        .client('prod')
        .POST('/v1/integrations/{integrationId}/set-primary', { params: { path: { integrationId: data![0]!._id! } } });
      expect(elsewhere.response.status).toBe(404);
    });
  });

  describe('events', () => {
    it('op 21 resolves subscriber ids, subscriber definitions and topic references, and creates an actor', async () => {
      const client = target.client();
      const { response, data } = await client.POST('/v1/events/trigger', {
        body: {
          name: 'order-shipped',
          to: [
            { subscriberId: 'user-5000', email: 'new@example.com', firstName: 'New', data: { tier: 'gold' } },
            { type: 'Topic', topicKey: 'product-updates' },
            'user-0001',
            'user-1042',
          ],
          payload: { orderId: 'A-1' },
          actor: { subscriberId: 'user-actor', firstName: 'Actor' },
          tenant: 'acme',
        },
      });
      expect(response.status).toBe(201);
      expect(data).toEqual({
        acknowledged: true,
        status: 'processed',
        transactionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      });
      const [trigger] = (await target.control.triggers()).slice(-1);
      // Each subscriber once, in the order the recipients reach them.
      expect(trigger).toMatchObject({
        workflow: 'order-shipped',
        status: 'processed',
        transactionId: data!.transactionId,
        payload: { orderId: 'A-1' },
        subscriberIds: ['user-5000', 'user-1042', 'user-2077', 'user-0001'],
      });
      expect(trigger!.notificationIds).toHaveLength(4);
      // The definition created its subscriber, the actor object too.
      const created = await client.GET('/v2/subscribers/{subscriberId}/subscriptions', { params: { path: { subscriberId: 'user-5000' } } });
      expect(created.response.status).toBe(200);
      const state = await target.control.snapshot();
      expect(state.environments[0]!.subscribers!.find((s) => s.subscriberId === 'user-5000')).toMatchObject({
        email: 'new@example.com',
        firstName: 'New',
        data: { tier: 'gold' },
      });
      expect(state.environments[0]!.subscribers!.find((s) => s.subscriberId === 'user-actor')).toMatchObject({ firstName: 'Actor' });

      // The activity record: one job per active step, with execution details; the topic that reached the subscriber.
      const notification = await client.GET('/v1/notifications/{notificationId}', { params: { path: { notificationId: trigger!.notificationIds[2]! } } });
      expect(notification.data).toMatchObject({
        transactionId: data!.transactionId,
        _environmentId: '65e0a1b2c3d4e5f607182931',
        _subscriberId: '6615943e7ace93b0540ae378',
        _templateId: '66b0c1d2e3f4051627384900',
        channels: ['email', 'in_app'],
        subscriber: { subscriberId: 'user-2077', firstName: 'Grace' },
        template: { name: 'Order shipped', triggers: [{ type: 'event', identifier: 'order-shipped', variables: [] }] },
        payload: { orderId: 'A-1' },
        to: { subscriberId: 'user-2077' },
        topics: [{ _topicId: '6690a1b2c3d4e5f607182a01', topicKey: 'product-updates' }],
      });
      expect(notification.data!.jobs!.map((job) => [job.type, job.status, job.providerId, job.executionDetails.map((d) => d.status)])).toEqual([
        ['email', 'completed', 'sendgrid', ['Success']],
        ['in_app', 'completed', 'platform', ['Success']],
      ]);
      // The in-app step stored an in-app message: mark-all finds it.
      const marked = await client.POST('/v1/subscribers/{subscriberId}/messages/mark-all', {
        params: { path: { subscriberId: 'user-2077' } },
        body: { markAs: 'read' },
      });
      expect(marked.data).toBe(1);
    });

    it('a definition updates an existing subscriber', async () => {
      await target.client().POST('/v1/events/trigger', {
        body: {
          name: 'welcome',
          to: {
            subscriberId: 'user-2077',
            email: 'grace@example.com',
            channels: [{ providerId: 'slack', credentials: { webhookUrl: 'https://hooks.example.com/x' } }],
          },
        },
      });
      const state = await target.control.snapshot();
      expect(state.environments[0]!.subscribers!.find((s) => s.subscriberId === 'user-2077')).toMatchObject({
        email: 'grace@example.com',
        firstName: 'Grace',
        channels: [{ providerId: 'slack', credentials: { webhookUrl: 'https://hooks.example.com/x' }, _integrationId: '65f1c2b3a4d5e6f708192a43' }],
      });
    });

    it('honours preferences: a channel the subscriber turned off gets a skipped job and no message', async () => {
      const client = target.client();
      await client.PATCH('/v2/subscribers/{subscriberId}/preferences', {
        params: { path: { subscriberId: 'user-2077' } },
        body: { channels: { in_app: false }, workflowId: 'welcome' },
      });
      await client.POST('/v1/events/trigger', { body: { name: 'welcome', to: 'user-2077' } });
      const [trigger] = await target.control.triggers();
      const notification = await client.GET('/v1/notifications/{notificationId}', { params: { path: { notificationId: trigger!.notificationIds[0]! } } });
      expect(notification.data!.jobs!.map((job) => [job.type, job.status, job.executionDetails[0]!.status])).toEqual([
        ['in_app', 'skipped', 'Warning'],
        ['email', 'completed', 'Success'],
      ]);
    });

    it.each([
      ['trigger_not_active', { name: 'inactive', to: 's1' }],
      ['no_workflow_steps_defined', { name: 'stepless', to: 's1' }],
      ['no_workflow_active_steps_defined', { name: 'idle', to: 's1' }],
      ['no_tenant_found', { name: 'ready', to: 's1', tenant: 'globex' }],
      ['no_tenant_found', { name: 'ready', to: 's1', tenant: { name: 'no identifier' } }],
      ['invalid_recipients', { name: 'ready', to: ['nobody', { topicKey: 'empty-topic' }, { topicKey: 'no-topic' }, { email: 'no-id@example.com' }] }],
      ['processed', { name: 'ready', to: 's1', tenant: { identifier: 'acme', name: 'Acme' } }],
      ['error', { name: 'no-such-workflow', to: 's1' }],
    ] as const)('answers %s when the fixture says so', async (status, body) => {
      await target.control.load(statusFixture);
      const { response, data } = await target.client('status-key').POST('/v1/events/trigger', { body });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({ acknowledged: true, status });
      const triggers = await target.control.triggers();
      expect(triggers.at(-1)).toMatchObject({ status, workflow: body.name, environmentId: 'env-status' });
      expect(triggers.at(-1)!.notificationIds).toHaveLength(status === 'processed' ? 1 : 0);
    });

    it('names the field of a subscriber definition that breaks its types, rather than saying it has no subscriberId', async () => {
      const client = target.client();
      const errorOf = async (to: unknown) => {
        const { data } = await client.POST('/v1/events/trigger', { body: { name: 'welcome', to } as never });
        expect(data).toMatchObject({ acknowledged: true, status: 'invalid_recipients' });
        return data!.error;
      };
      expect(await errorOf({ subscriberId: 's-new', email: 42 })).toEqual(['the subscriber definition of "s-new" is not valid: to/email must be string']);
      expect(await errorOf([{ subscriberId: 's-new', data: { n: 1 } }])).toEqual([
        'the subscriber definition of "s-new" is not valid: to/0/data/n must be string',
      ]);
      expect(await errorOf(['ghost', { subscriberId: 's-new', channels: 'slack' }])).toEqual([
        'subscriber "ghost" is not found',
        'the subscriber definition of "s-new" is not valid: to/1/channels must be array',
      ]);
      // An empty list names nobody, and says so like every other invalid_recipients (review 20 F3).
      expect(await errorOf([])).toEqual(['`to` names no recipient']);
      // Without a subscriberId it is not a definition at all.
      expect(await errorOf({ email: 'no-id@example.com' })).toEqual([
        'a recipient object is neither a topic reference ({ "topicKey": … }) nor a subscriber definition with a subscriberId',
      ]);
      expect((await target.control.snapshot()).environments[0]!.subscribers!.map((s) => s.subscriberId)).not.toContain('s-new');
    });

    it('keeps the given transactionId, and generates a UUID when it is omitted', async () => {
      const client = target.client();
      const given = await client.POST('/v1/events/trigger', { body: { name: 'welcome', to: 'user-0001', transactionId: 'tx-given' } });
      expect(given.data!.transactionId).toBe('tx-given');
      const generated = await client.POST('/v1/events/trigger', { body: { name: 'welcome', to: 'user-0001' } });
      expect(generated.data!.transactionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    });

    it('op 22 answers per event, in the order of the events', async () => {
      const { response, data } = await target.client().POST('/v1/events/trigger/bulk', {
        body: {
          events: [
            { name: 'order-shipped', to: 'user-1042' },
            { name: 'nope', to: 'user-1042' },
            { name: 'welcome', to: 'ghost' },
            { name: 'welcome', to: 'user-0001' },
          ],
        },
      });
      expect(response.status).toBe(201);
      expect(data!.map((result) => result.status)).toEqual(['processed', 'error', 'invalid_recipients', 'processed']);
      expect((await target.control.triggers()).map((t) => t.workflow)).toEqual(['order-shipped', 'nope', 'welcome', 'welcome']);
    });

    it("op 19 deletes a transaction's messages, of one channel when channel is given", async () => {
      const client = target.client();
      await client.POST('/v1/events/trigger', { body: { name: 'order-shipped', to: ['user-1042', 'user-2077'], transactionId: 'tx-19' } });
      const messagesOf = async () =>
        (await target.control.snapshot()).environments[0]!.messages!.filter((m) => m.transactionId === 'tx-19').map((m) => `${m.subscriberId}:${m.channel}`);
      expect(await messagesOf()).toEqual(['user-1042:email', 'user-1042:in_app', 'user-2077:email', 'user-2077:in_app']);
      const inApp = await client.DELETE('/v1/messages/transaction/{transactionId}', {
        params: { path: { transactionId: 'tx-19' }, query: { channel: 'in_app' } },
      });
      expect(inApp.response.status).toBe(204);
      expect(await inApp.response.text()).toBe('');
      expect(await messagesOf()).toEqual(['user-1042:email', 'user-2077:email']);
      await client.DELETE('/v1/messages/transaction/{transactionId}', { params: { path: { transactionId: 'tx-19' } } });
      expect(await messagesOf()).toEqual([]);
      // The activity records stay.
      expect((await target.control.triggers())[0]!.notificationIds).toHaveLength(2);
    });

    it("op 19 answers 404 when nothing matches, as the service's RemoveMessagesByTransactionId does", async () => {
      const client = target.client();
      await client.POST('/v1/events/trigger', { body: { name: 'welcome', to: 'user-1042', transactionId: 'tx-404' } });
      const remove = async (transactionId: string, channel?: 'in_app' | 'sms') => {
        const { response, error } = await client.DELETE('/v1/messages/transaction/{transactionId}', {
          params: { path: { transactionId }, ...(channel === undefined ? {} : { query: { channel } }) },
        });
        return response.status === 204 ? 204 : [response.status, (error as { detail: string }).detail];
      };
      expect(await remove('tx-never')).toEqual([404, 'a message of transaction "tx-never" is not found in this environment']);
      // A channel the transaction has no message of deletes nothing.
      expect(await remove('tx-404', 'sms')).toEqual([404, 'a message of transaction "tx-404" is not found for channel sms in this environment']);
      expect(await remove('tx-404', 'in_app')).toBe(204);
      expect(await remove('tx-404', 'in_app')).toEqual([404, 'a message of transaction "tx-404" is not found for channel in_app in this environment']);
      expect(await remove('tx-404')).toBe(204);
      // A second delete finds nothing left.
      expect(await remove('tx-404')).toEqual([404, 'a message of transaction "tx-404" is not found in this environment']);
      const problem = await client.DELETE('/v1/messages/transaction/{transactionId}', { params: { path: { transactionId: 'tx-404' } } });
      expect(problem.response.headers.get('content-type')).toBe('application/problem+json');
      expect(problem.error).toMatchObject({
        status: 404,
        type: 'tag:notification-api-contract,2026:mock/not-found',
        operationId: 'deleteMessagesByTransaction',
      });
    });
  });

  describe('idempotency', () => {
    it('replays the first answer to a repeated key with the same body, and refuses the key with another body', async () => {
      const send = (body: object, key: string) =>
        target.raw('/v1/integrations', { method: 'POST', headers: { ...auth(), ...json, 'idempotency-key': key }, body: JSON.stringify(body) });
      const first = await send({ providerId: 'resend', channel: 'email' }, 'key-1');
      const again = await send({ providerId: 'resend', channel: 'email' }, 'key-1');
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      const state = await target.control.snapshot();
      expect(state.environments[0]!.integrations!.filter((i) => i.providerId === 'resend')).toHaveLength(1);
      const other = await send({ providerId: 'resend', channel: 'sms' }, 'key-1');
      expect(other.status).toBe(422);
      expect(await other.json()).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/idempotency-key-reused', status: 422 });
      // Keys belong to an environment.
      const elsewhere = await target.raw('/v1/integrations', {
        method: 'POST',
        headers: { ...auth('another'), ...json, 'idempotency-key': 'key-1' },
        body: JSON.stringify({ providerId: 'resend', channel: 'sms' }),
      });
      expect(elsewhere.status).toBe(201);
    });
  });

  describe('control', () => {
    it('reset goes back to the fixture', async () => {
      await target.client().DELETE('/v2/topics/{topicKey}', { params: { path: { topicKey: 'team:billing' } } });
      await target.control.reset();
      expect((await target.client().GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'team:billing' } } })).response.status).toBe(200);
      expect(await target.control.requests()).toHaveLength(1);
    });

    it('state is the whole state in the fixture format, and loading it back gives the same answers', async () => {
      const client = target.client();
      await client.POST('/v2/topics', { body: { key: 'news', name: 'News' } });
      await client.POST('/v1/events/trigger', { body: { name: 'order-shipped', to: { type: 'Topic', topicKey: 'product-updates' } } });
      const before = await target.control.snapshot();
      const answersBefore = await Promise.all([
        client.GET('/v2/topics', { params: { query: { limit: 100 } } }),
        client.GET('/v2/subscribers/{subscriberId}/preferences', { params: { path: { subscriberId: 'user-1042' } } }),
        client.GET('/v1/integrations/active'),
      ]);
      await target.control.reset();
      await target.control.load(before);
      expect(await target.control.snapshot()).toEqual(before);
      const answersAfter = await Promise.all([
        client.GET('/v2/topics', { params: { query: { limit: 100 } } }),
        client.GET('/v2/subscribers/{subscriberId}/preferences', { params: { path: { subscriberId: 'user-1042' } } }),
        client.GET('/v1/integrations/active'),
      ]);
      expect(answersAfter.map((a) => a.data)).toEqual(answersBefore.map((a) => a.data));
    });

    it('an invalid state is refused with the JSON pointer of the problem, and the state is kept', async () => {
      const bad = { environments: [{ apiKey: 'k', topics: [{ key: 'ok' }, { key: 'has space' }] }] };
      await expect(target.control.load(bad)).rejects.toThrow();
      if (target.name === 'CLI server') {
        const response = await fetch(`${(target as unknown as { server: { url: string } }).server.url}/__mock/state`, {
          method: 'PUT',
          headers: json,
          body: JSON.stringify(bad),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          type: 'tag:notification-api-contract,2026:mock/invalid-fixture',
          issues: [{ location: 'body', pointer: '/environments/0/topics/1/key' }],
        });
      }
      expect((await target.client().GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'team:billing' } } })).response.status).toBe(200);
    });

    it('requests is the journal, with the Authorization masked', async () => {
      await target.client().POST('/v2/topics', { body: { key: 'news' } });
      await target.raw('/v2/topics/nope', { headers: auth() });
      const journal = await target.control.requests();
      expect(journal).toEqual([
        {
          time: expect.any(String),
          environmentId: '65e0a1b2c3d4e5f607182931',
          operationId: 'upsertTopic',
          method: 'POST',
          path: '/v2/topics',
          status: 200,
          headers: expect.objectContaining({ authorization: 'ApiKey [redacted]' }),
          requestBody: { key: 'news' },
          responseBody: expect.objectContaining({ key: 'news' }),
        },
        expect.objectContaining({ operationId: 'getTopic', path: '/v2/topics/nope', status: 404, responseBody: expect.objectContaining({ status: 404 }) }),
      ]);
      expect(JSON.stringify(journal)).not.toContain(KEY);
    });

    it('faults answer the next calls of an operation as asked, then stop', async () => {
      const client = target.client();
      await target.control.fault({ operationId: 'getTopic', status: 503, times: 2 });
      await target.control.fault({ operationId: 'upsertTopic', status: 500, body: { message: 'boom' } });
      const get = () => client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'team:billing' } } });
      const first = await get();
      expect(first.response.status).toBe(503);
      expect(first.error).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/fault', status: 503, operationId: 'getTopic' });
      expect((await get()).response.status).toBe(503);
      expect((await get()).response.status).toBe(200);
      const upsert = await client.POST('/v2/topics', { body: { key: 'news' } });
      expect(upsert.response.status).toBe(500);
      expect(upsert.error).toEqual({ message: 'boom' });
      // The fault answered instead of the operation: nothing was created.
      expect((await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'news' } } })).response.status).toBe(404);
    });

    it('a fault can delay an answer, and null (DELETE) clears the faults', async () => {
      const client = target.client();
      await target.control.fault({ operationId: 'listTopics', delayMs: 300 });
      const started = performance.now();
      expect((await client.GET('/v2/topics')).response.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      await target.control.fault({ operationId: 'listTopics', status: 500, times: 5 });
      await target.control.fault(null);
      expect((await client.GET('/v2/topics')).response.status).toBe(200);
    });
  });

  describe('cursor pagination', () => {
    const many: Fixture = {
      environments: [
        {
          apiKey: 'paged',
          subscribers: Array.from({ length: 23 }, (_, i) => ({ subscriberId: `s${i}` })),
          topics: [
            // Equal timestamps on purpose: the order must still be total and stable.
            ...Array.from({ length: 37 }, (_, i) => ({
              key: `t${String(i).padStart(2, '0')}`,
              name: `Topic ${i % 5}`,
              createdAt: `2026-01-0${1 + (i % 3)}T00:00:00.000Z`,
            })),
            { key: 'crowded', subscribers: Array.from({ length: 23 }, (_, i) => `s${i}`) },
          ],
        },
      ],
    };

    async function walk(path: string, query: Record<string, string>, direction: 'next' | 'previous' = 'next') {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const params = new URLSearchParams({ ...query, ...(cursor === null ? {} : { [direction === 'next' ? 'after' : 'before']: cursor }) });
        const response = await target.raw(`${path}?${params}`, { headers: auth('paged') });
        expect(response.status).toBe(200);
        const page = (await response.json()) as { data: { _id: string }[]; next: string | null; previous: string | null };
        if (pages === 0 && direction === 'next') expect(page.previous).toBeNull();
        if (direction === 'next') seen.push(...page.data.map((item) => item._id));
        else seen.unshift(...page.data.map((item) => item._id));
        cursor = page[direction];
        pages += 1;
        expect(pages).toBeLessThan(100);
      } while (cursor !== null);
      return { seen, pages };
    }

    it.each([
      ['/v2/topics', 38],
      ['/v2/topics/crowded/subscriptions', 23],
      ['/v2/subscribers/s3/subscriptions', 1],
    ])('walking %s page by page gives every item exactly once, in a stable order', async (path, count) => {
      await target.control.load(many);
      for (const query of [{}, { limit: '7' }, { limit: '7', orderDirection: 'DESC' }, { limit: '5', orderBy: '_id' }, { limit: '100' }] as Record<
        string,
        string
      >[]) {
        const { seen, pages } = await walk(path, query);
        expect(new Set(seen).size, JSON.stringify(query)).toBe(count);
        expect(seen).toHaveLength(count);
        expect(pages).toBe(Math.max(1, Math.ceil(count / Number(query.limit ?? 10))));
        expect((await walk(path, query)).seen).toEqual(seen);
      }
    });

    it('orders topics by the orderBy field, in either direction, ties broken by creation', async () => {
      await target.control.load(many);
      const page = async (query: string) =>
        ((await (await target.raw(`/v2/topics?${query}`, { headers: auth('paged') })).json()) as { data: { key: string; name?: string }[] }).data;
      const byKey = await page('limit=100&orderBy=key');
      expect(byKey.map((t) => t.key)).toEqual([...byKey.map((t) => t.key)].sort());
      const byNameDesc = await page('limit=100&orderBy=name&orderDirection=DESC');
      expect(byNameDesc.map((t) => t.name ?? '')).toEqual([...byNameDesc.map((t) => t.name ?? '')].sort().reverse());
      const byCreation = await page('limit=100');
      expect(byCreation.slice(0, 3).map((t) => t.key)).toEqual(['t00', 't03', 't06']);
      // The contract leaves orderBy's values open: a field the mock cannot order by gets creation order, not a 400.
      const unknown = await target.raw('/v2/topics?limit=100&orderBy=colour', { headers: auth('paged') });
      expect(unknown.status).toBe(200);
      expect(((await unknown.json()) as { data: { key: string }[] }).data.map((t) => t.key)).toEqual(byCreation.map((t) => t.key));
    });

    it('walks backwards with before and previous, and includeCursor includes the cursor item', async () => {
      await target.control.load(many);
      const forward = await walk('/v2/topics', { limit: '6' });
      const last = forward.seen.at(-1)!;
      const page = async (query: string) =>
        (await (await target.raw(`/v2/topics?${query}`, { headers: auth('paged') })).json()) as {
          data: { _id: string }[];
          next: string | null;
          previous: string | null;
        };
      const before = await page(`limit=3&before=${last}`);
      expect(before.data.map((t) => t._id)).toEqual(forward.seen.slice(-4, -1));
      expect(before.next).toBe(forward.seen.at(-2));
      const including = await page(`limit=3&before=${last}&includeCursor=true`);
      expect(including.data.map((t) => t._id)).toEqual(forward.seen.slice(-3));
      expect(including.next).toBeNull();
      const after = await page(`limit=2&after=${forward.seen[0]}&includeCursor=true`);
      expect(after.data.map((t) => t._id)).toEqual(forward.seen.slice(0, 2));
      expect(after.previous).toBeNull();
      // A whole walk backwards from the end gives the same items.
      const backwards: string[] = [];
      let cursor: string | null = last;
      let first = true;
      while (cursor !== null) {
        const p = await page(`limit=5&before=${cursor}${first ? '&includeCursor=true' : ''}`);
        backwards.unshift(...p.data.map((t) => t._id));
        cursor = p.previous;
        first = false;
      }
      expect(backwards).toEqual(forward.seen);
    });

    it('a cursor of a deleted item still has its place; an unknown cursor is a 400 problem', async () => {
      await target.control.load(many);
      const first = (await (await target.raw('/v2/topics?limit=5', { headers: auth('paged') })).json()) as { data: { key: string }[]; next: string };
      await target.client('paged').DELETE('/v2/topics/{topicKey}', { params: { path: { topicKey: first.data[4]!.key } } });
      const second = (await (await target.raw(`/v2/topics?limit=5&after=${first.next}`, { headers: auth('paged') })).json()) as { data: { key: string }[] };
      expect(second.data[0]!.key).toBe('t15');
      const unknown = await target.raw('/v2/topics?after=nope', { headers: auth('paged') });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/unknown-cursor' });
    });

    it('takes 10 items by default and at most 100', async () => {
      await target.control.load(many);
      expect(((await (await target.raw('/v2/topics', { headers: auth('paged') })).json()) as { data: unknown[] }).data).toHaveLength(10);
      expect((await target.raw('/v2/topics?limit=101', { headers: auth('paged') })).status).toBe(400);
    });
  });
});
