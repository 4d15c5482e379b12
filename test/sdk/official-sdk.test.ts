// The service's official SDK, @novu/api: generated from the service's own API description, by a tool
// nobody here wrote, and checking every answer it gets with zod schemas of its own. It runs each of
// the 23 operations against the stateful mock, directly and through the validating proxy in enforce
// mode. So what the SDK sends keeps the contract (the proxy would refuse it), and what the mock
// answers is what the SDK takes from the service: its statuses (201 for mark-all, 204 for deleting
// a transaction's messages), the page fields the description leaves out (`totalCount`,
// `totalCountCapped`, a subscription's `identifier`), and errors it reports as what they are: the
// SDK accepts application/json only, and its error classes read the service's own members.
import { Novu } from '@novu/api';
import { ErrorDto, PayloadValidationExceptionDto, ResponseValidationError, ValidationErrorDto } from '@novu/api/models/errors/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations.cjs';
import { createStatefulMock, type StatefulMock } from '../../src/mock/index.js';
import { startValidatingProxy } from '../../src/proxy/index.js';

const KEY = 'test-key';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function listening(mock: StatefulMock): Promise<string> {
  const running = await mock.listen();
  stops.push(() => running.close());
  return running.url;
}

/** An SDK client of `url`, which never retries: a failure shows as it is. */
const sdk = (url: string) => new Novu({ secretKey: KEY, serverURL: url, retryConfig: { strategy: 'none' } });

/**
 * Every operation of the contract through the SDK, in an order that leaves each one something to
 * work on; returns the operationIds called. Each call throws if the SDK refuses what it got.
 */
async function everyOperation(novu: Novu, mock: StatefulMock): Promise<string[]> {
  const called: string[] = [];
  const call = async <T>(operationId: string, run: () => Promise<T>): Promise<T> => {
    called.push(operationId);
    return run();
  };
  const { subscribers, topics, integrations } = novu;

  const credentials = await call('updateSubscriberCredentials', () =>
    subscribers.credentials.update({ providerId: 'fcm', integrationIdentifier: 'fcm-production', credentials: { deviceTokens: ['token-sdk'] } }, 'user-1042'),
  );
  expect(credentials.result.subscriberId).toBe('user-1042');
  // Appended to the tokens the subscriber had (operation 1).
  expect(credentials.result.channels?.find((channel) => channel.integrationIdentifier === 'fcm-production')?.credentials.deviceTokens).toEqual([
    'dQw4w9WgXcQ:APA91bH7-earlier-device-token',
    'token-sdk',
  ]);
  const online = await call('updateSubscriberOnlineStatus', () => subscribers.properties.updateOnlineFlag({ isOnline: true }, 'user-1042'));
  expect(online.result.isOnline).toBe(true);
  const subscriptions = await call('listSubscriberSubscriptions', () => subscribers.topics.list({ subscriberId: 'user-1042' }));
  expect(subscriptions.result.data.map((subscription) => subscription.topic.key)).toEqual(['product-updates', 'team:billing']);
  expect(subscriptions.result.totalCount).toBe(2);
  const preferences = await call('updateSubscriberPreferences', () => subscribers.preferences.update({ channels: { email: false } }, 'user-1042'));
  expect(preferences.result.global.channels.email).toBe(false);
  const read = await call('getSubscriberPreferences', () => subscribers.preferences.list({ subscriberId: 'user-1042' }));
  expect(read.result.global.channels.email).toBe(false);

  const listed = await call('listTopics', () => topics.list({}));
  expect(listed.result.data.map((topic) => topic.key)).toEqual(['product-updates', 'team:billing']);
  expect(listed.result.totalCountCapped).toBe(false);
  const created = await call('upsertTopic', () => topics.create({ key: 'sdk-news', name: 'News' }));
  expect(created.result.key).toBe('sdk-news');
  expect((await call('getTopic', () => topics.get('sdk-news'))).result.name).toBe('News');
  expect((await call('updateTopic', () => topics.update({ name: 'Newer' }, 'sdk-news'))).result.name).toBe('Newer');
  const members = await call('listTopicSubscriptions', () => topics.subscriptions.list({ topicKey: 'product-updates' }));
  expect(members.result.data.map((subscription) => subscription.subscriber?.subscriberId)).toEqual(['user-1042', 'user-2077']);
  const membership = await call('getTopicSubscriber', () => topics.subscribers.retrieve('user-2077', 'product-updates'));
  expect(membership.result.externalSubscriberId).toBe('user-2077');
  const removed = await call('deleteTopicSubscriptions', () => topics.subscriptions.delete({ subscriberIds: ['user-2077'] }, 'product-updates'));
  expect(removed.result.meta).toEqual({ totalCount: 1, successful: 1, failed: 0 });
  expect((await call('deleteTopic', () => topics.delete('sdk-news'))).result.acknowledged).toBe(true);

  const integration = await call('createIntegration', () =>
    integrations.create({ providerId: 'sendgrid', channel: 'email', name: 'SDK mail', identifier: 'sdk-mail', active: true, credentials: { apiKey: 'k' } }),
  );
  const integrationId = integration.result.id!;
  expect(integration.result.identifier).toBe('sdk-mail');
  expect((await call('updateIntegration', () => integrations.update({ name: 'SDK mail 2' }, integrationId))).result.name).toBe('SDK mail 2');
  expect((await call('setPrimaryIntegration', () => integrations.setAsPrimary(integrationId))).result.primary).toBe(true);
  const active = await call('listActiveIntegrations', () => integrations.listActive());
  expect(active.result.map((each) => each.identifier)).toContain('sdk-mail');

  const trigger = await call('triggerEvent', () => novu.trigger({ workflowId: 'order-shipped', to: 'user-1042', payload: { orderId: 'A-1' } }));
  expect(trigger.result).toMatchObject({ acknowledged: true, status: 'processed' });
  const bulk = await call('triggerEventBulk', () => novu.triggerBulk({ events: [{ workflowId: 'welcome', to: { subscriberId: 'user-2077' } }] }));
  expect(bulk.result.map((each) => each.acknowledged)).toEqual([true]);
  const transactionId = trigger.result.transactionId!;
  expect(mock.triggers().find((record) => record.transactionId === transactionId)!.notificationIds).toHaveLength(1);
  // The demo state's activity record: a triggered workflow's in-app job names the service's own
  // provider, which the description calls \`platform\` and the SDK knows by the service's real name,
  // so the SDK refuses it (the contract keeps the description's names; see docs/contract.md).
  const notification = await call('getNotification', () => novu.notifications.retrieve('66b0c1d2e3f405162738495a'));
  expect(notification.result.transactionId).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7');
  expect(notification.result.jobs?.map((job) => job.providerId)).toEqual(['sendgrid']);
  const marked = await call('markAllSubscriberMessages', () => subscribers.messages.markAll({ markAs: 'read' }, 'user-1042'));
  expect(typeof marked.result).toBe('number');
  await call('deleteMessagesByTransaction', () => novu.messages.deleteByTransactionId(transactionId));
  expect((await call('deleteSubscriber', () => subscribers.delete('user-0001'))).result).toEqual({ acknowledged: true, status: 'deleted' });
  return called;
}

describe('the official SDK (@novu/api)', () => {
  it('runs every operation against the mock, and takes every answer', async () => {
    const mock = createStatefulMock();
    const called = await everyOperation(sdk(await listening(mock)), mock);
    expect([...called].sort()).toEqual(operations.map((operation) => operation.operationId).sort());
    // Each request the SDK sent was answered with the operation's documented success status.
    const statuses = new Map<string, number>(operations.map((operation) => [operation.operationId, Number(operation.successStatus)]));
    expect(mock.requests().map((entry) => [entry.operationId, entry.status])).toEqual(called.map((operationId) => [operationId, statuses.get(operationId)]));
  });

  it('runs every operation through the validating proxy in enforce mode: no request refused, no answer a violation', async () => {
    const mock = createStatefulMock();
    const proxy = await startValidatingProxy({ upstream: await listening(mock), mode: 'enforce' });
    stops.push(() => proxy.close());
    const called = await everyOperation(sdk(proxy.url), mock);
    const { totals } = proxy.stats();
    expect(totals).toMatchObject({ requests: called.length, responses: called.length, violations: 0, rejected: 0, failures: 0 });
    expect(called).toHaveLength(23);
  });

  it('takes the answers to richer calls: topic recipients, mixed bulk outcomes, cursors, a workflow preference, feeds', async () => {
    const mock = createStatefulMock();
    const novu = sdk(await listening(mock));
    const toTopic = await novu.trigger({
      workflowId: 'order-shipped',
      to: { type: 'Topic', topicKey: 'product-updates' },
      payload: { orderId: 'A-2' },
      actor: 'user-2077',
      tenant: 'acme',
      transactionId: 'tx-sdk-topic',
    });
    expect(toTopic.result).toEqual({ acknowledged: true, status: 'processed', transactionId: 'tx-sdk-topic' });
    expect(mock.triggers().at(-1)!.subscriberIds).toEqual(['user-1042', 'user-2077']);
    const bulk = await novu.triggerBulk({
      events: [
        { workflowId: 'welcome', to: 'user-1042' },
        { workflowId: 'nope', to: 'user-1042' },
        { workflowId: 'welcome', to: 'nobody' },
      ],
    });
    expect(bulk.result.map((each) => each.status)).toEqual(['processed', 'error', 'invalid_recipients']);
    const first = await novu.topics.list({ limit: 1 });
    const second = await novu.topics.list({ limit: 1, after: first.result.next! });
    expect([...first.result.data, ...second.result.data].map((topic) => topic.key)).toEqual(['product-updates', 'team:billing']);
    expect(second.result).toMatchObject({ next: null, totalCount: 2 });
    const preferences = await novu.subscribers.preferences.update({ channels: { sms: false }, workflowId: 'order-shipped' }, 'user-1042');
    expect(preferences.result.workflows.find((workflow) => workflow.workflow.identifier === 'order-shipped')?.channels.sms).toBe(false);
    expect(preferences.result.global.channels.sms).toBe(true);
    const seen = await novu.subscribers.messages.markAll({ markAs: 'seen', feedIdentifier: ['general'] }, 'user-1042');
    expect(seen.result).toBeGreaterThan(0);
  });

  it('triggers a workflow, then reads the activity record the mock made of it', async () => {
    const mock = createStatefulMock({
      fixture: {
        environments: [
          {
            apiKey: KEY,
            subscribers: [{ subscriberId: 'buyer', email: 'buyer@example.com' }],
            integrations: [{ providerId: 'sendgrid', channel: 'email', active: true, primary: true }],
            workflows: [
              { identifier: 'receipt', steps: [{ type: 'email' }] },
              { identifier: 'bell', steps: [{ type: 'in_app' }] },
            ],
          },
        ],
      },
    });
    const novu = sdk(await listening(mock));
    const recordOf = async (workflowId: string) => {
      const { result } = await novu.trigger({ workflowId, to: 'buyer', payload: { orderId: 'R-1' } });
      expect(result.status).toBe('processed');
      const [notificationId] = mock.triggers().find((entry) => entry.transactionId === result.transactionId)!.notificationIds;
      return novu.notifications.retrieve(notificationId!);
    };
    const receipt = (await recordOf('receipt')).result;
    expect(receipt).toMatchObject({ subscriber: { subscriberId: 'buyer' }, payload: { orderId: 'R-1' } });
    expect(receipt.jobs?.map((job) => [job.type, job.status, job.providerId])).toEqual([['email', 'completed', 'sendgrid']]);
    // An in-app job's provider is the service's own: `novu` at the service and in the SDK, `platform`
    // in the description and the contract (2.16), which has no id the SDK also knows for it. So the
    // SDK refuses that record: the limit docs/mock.md states under "The official SDK".
    const bell = await recordOf('bell').catch((error: unknown) => error);
    expect(bell).toBeInstanceOf(ResponseValidationError);
    expect(JSON.stringify((bell as ResponseValidationError).cause)).toContain('"received":"platform"');
  });

  it("gets the mock's errors as the typed errors it gets from the service", async () => {
    const mock = createStatefulMock();
    const url = await listening(mock);
    const novu = sdk(url);
    const missing = await novu.topics.get('nope').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ErrorDto);
    expect(missing).toMatchObject({ statusCode: 404, path: '/v2/topics/nope', message: 'topic "nope" is not found in this environment' });
    // A key the contract refuses and the SDK's own input schema lets through.
    const refused = await novu.topics.create({ key: 'not a key!' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ErrorDto);
    expect((refused as ErrorDto).statusCode).toBe(400);
    const tooMany = await novu
      .triggerBulk({ events: Array.from({ length: 101 }, () => ({ workflowId: 'welcome', to: 'user-1042' })) })
      .catch((error: unknown) => error);
    expect(tooMany).toBeInstanceOf(PayloadValidationExceptionDto);
    expect((tooMany as PayloadValidationExceptionDto).data$.errors).toEqual([{ field: 'body/events', message: 'must NOT have more than 100 items' }]);
    // An idempotency-key sent again with another body: 422, its ValidationErrorDto.
    await novu.topics.create({ key: 'sdk-once', name: 'A' }, undefined, 'sdk-key-422');
    const reused = await novu.topics.create({ key: 'sdk-once', name: 'B' }, undefined, 'sdk-key-422').catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(ValidationErrorDto);
    expect(reused).toMatchObject({ statusCode: 422, path: '/v2/topics' });
    const unauthorized = await new Novu({ serverURL: url, secretKey: '', retryConfig: { strategy: 'none' } }).topics
      .get('nope')
      .catch((error: unknown) => error);
    expect(unauthorized).toBeInstanceOf(ErrorDto);
    expect((unauthorized as ErrorDto).statusCode).toBe(401);
  });

  it('retries an injected 503 with its backoff, and replays a repeated idempotency-key', async () => {
    const mock = createStatefulMock();
    // The SDK's own backoff strategy, with a short first wait (its default is half a second).
    const backoff = { initialInterval: 20, maxInterval: 100, exponent: 1.5, maxElapsedTime: 5000 };
    const novu = new Novu({ secretKey: KEY, serverURL: await listening(mock), retryConfig: { strategy: 'backoff', backoff, retryConnectionErrors: false } });
    mock.fault({ operationId: 'getTopic', status: 503, times: 1 });
    expect((await novu.topics.get('product-updates')).result.key).toBe('product-updates');
    expect(mock.requests().map((entry) => `${entry.operationId} ${entry.status}`)).toEqual(['getTopic 503', 'getTopic 200']);
    const first = await novu.trigger({ workflowId: 'welcome', to: 'user-1042' }, 'sdk-key-1');
    const again = await novu.trigger({ workflowId: 'welcome', to: 'user-1042' }, 'sdk-key-1');
    expect(again.result.transactionId).toBe(first.result.transactionId);
    expect(again.headers['idempotent-replayed']).toEqual(['true']);
    expect(mock.triggers()).toHaveLength(1);
  });

  it("gets the proxy's own refusals as typed errors too", async () => {
    const mock = createStatefulMock();
    const proxy = await startValidatingProxy({ upstream: await listening(mock), mode: 'enforce' });
    stops.push(() => proxy.close());
    const refused = await sdk(proxy.url)
      .topics.create({ key: 'not a key!' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ErrorDto);
    expect(refused).toMatchObject({ statusCode: 400, path: '/v2/topics' });
    expect((refused as ErrorDto).body).toContain('tag:notification-api-contract,2026:proxy/request-violation');
    expect(mock.requests()).toEqual([]);
  });
});

describe('the media type of an error answer, by content negotiation, in the mock and the proxy alike', () => {
  it('is application/json for a client that accepts only that, and application/problem+json otherwise', async () => {
    const mock = createStatefulMock();
    const mockUrl = await listening(mock);
    const proxy = await startValidatingProxy({ upstream: mockUrl, mode: 'enforce' });
    stops.push(() => proxy.close());
    for (const [url, path] of [
      [mockUrl, '/v2/topics/nope'],
      [proxy.url, '/v9/nothing'],
    ] as const) {
      const typeFor = async (accept: string | undefined) => {
        const answer = await fetch(`${url}${path}`, { headers: { authorization: `ApiKey ${KEY}`, ...(accept === undefined ? {} : { accept }) } });
        const body = (await answer.json()) as Record<string, unknown>;
        expect(body).toMatchObject({ status: 404, statusCode: 404, instance: path, path, detail: body.message });
        expect(Date.parse(String(body.timestamp))).not.toBeNaN();
        return answer.headers.get('content-type');
      };
      expect(await typeFor('application/json')).toBe('application/json');
      expect(await typeFor(undefined)).toBe('application/problem+json');
      expect(await typeFor('application/problem+json, application/json;q=0.9')).toBe('application/problem+json');
      expect(await typeFor('text/html')).toBe('application/problem+json');
    }
  });
});
