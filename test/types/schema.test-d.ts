// Type tests of generated/schema.d.ts: what compiles, and what must not.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ChannelSettings,
  components,
  Notification,
  operations,
  paths,
  Subscriber,
  SubscriberSummary,
  Topic,
  TopicPage,
  TriggerEventRequest,
  TriggerRecipients,
  UpdateSubscriberCredentialsRequest,
} from '../../generated/schema.js';

type Body<Op extends keyof operations> = NonNullable<operations[Op]['requestBody']>['content']['application/json'];
type Success<Op extends keyof operations, Status extends keyof operations[Op]['responses']> = operations[Op]['responses'][Status] extends {
  content: { 'application/json': infer T };
}
  ? T
  : never;

describe('request bodies', () => {
  it('accept a valid body for every operation that takes one', () => {
    const bodies = {
      updateSubscriberCredentials: { providerId: 'fcm', credentials: { deviceTokens: ['t1'] } },
      updateSubscriberOnlineStatus: { isOnline: true },
      updateIntegration: { name: 'SendGrid', active: true, credentials: { anything: 'goes' } },
      createIntegration: { providerId: 'sendgrid', channel: 'email', _environmentId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' },
      updateSubscriberPreferences: { channels: { sms: false }, workflowId: 'welcome' },
      deleteTopicSubscriptions: { subscriberIds: ['user-1'] },
      updateTopic: { name: 'Product news' },
      upsertTopic: { key: 'product-updates', name: 'Product updates' },
      markAllSubscriberMessages: { markAs: 'read', feedIdentifier: ['general'] },
      triggerEvent: { name: 'welcome', to: 'user-1' },
      triggerEventBulk: { events: [{ name: 'welcome', to: 'user-1' }] },
    } satisfies { [Op in keyof operations as Body<Op> extends never ? never : Op]: Body<Op> };
    expectTypeOf(bodies.triggerEvent).toExtend<TriggerEventRequest>();
  });

  it('reject a body missing a required field', () => {
    // @ts-expect-error `key` is required
    const upsert: Body<'upsertTopic'> = { name: 'no key' };
    // @ts-expect-error `credentials` is required
    const credentials: Body<'updateSubscriberCredentials'> = { providerId: 'fcm' };
    // @ts-expect-error `to` is required
    const trigger: TriggerEventRequest = { name: 'welcome' };
    expectTypeOf([upsert, credentials, trigger]).toBeArray();
  });

  it('reject an enum value outside the list', () => {
    // @ts-expect-error `archived` is not a read state
    const mark: Body<'markAllSubscriberMessages'> = { markAs: 'archived' };
    // @ts-expect-error `telegram` is not a subscriber channel provider
    const channel: UpdateSubscriberCredentialsRequest = { providerId: 'telegram', credentials: {} };
    // @ts-expect-error `fax` is not a channel
    const create: Body<'createIntegration'> = { providerId: 'x', channel: 'fax' };
    expectTypeOf([mark, channel, create]).toBeArray();
  });

  it('reject a number where the description says string', () => {
    // @ts-expect-error a topic key is a string
    const upsert: Body<'upsertTopic'> = { key: 5 };
    // @ts-expect-error subscriber ids are strings
    const unsubscribe: Body<'deleteTopicSubscriptions'> = { subscriberIds: [42] };
    // @ts-expect-error a trigger name is a string
    const trigger: TriggerEventRequest = { name: 1, to: 'user-1' };
    expectTypeOf([upsert, unsubscribe, trigger]).toBeArray();
  });

  it('have no body where the operation takes none', () => {
    expectTypeOf<operations['getTopic']['requestBody']>().toEqualTypeOf<undefined>();
    expectTypeOf<operations['setPrimaryIntegration']['requestBody']>().toEqualTypeOf<undefined>();
  });
});

describe('the recipient `to`', () => {
  it('accepts a subscriber id, an array, a subscriber definition and an open object', () => {
    expectTypeOf<'user-1'>().toExtend<TriggerRecipients>();
    expectTypeOf<['user-1', { subscriberId: 'user-2'; data: { tier: 'gold' } }, { type: 'Topic'; topicKey: 'news' }]>().toExtend<TriggerRecipients>();
    expectTypeOf<{ subscriberId: 'user-3'; email: 'a@example.com' }>().toExtend<TriggerRecipients>();
    expectTypeOf<{ topicKey: 'news' }>().toExtend<TriggerRecipients>();
    expectTypeOf<42>().not.toExtend<TriggerRecipients>();
  });
});

describe('responses', () => {
  it('type nullable fields as T | null', () => {
    expectTypeOf<Subscriber['firstName']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Subscriber['isOnline']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<Subscriber['data']>().toEqualTypeOf<Record<string, unknown> | null | undefined>();
    expectTypeOf<SubscriberSummary['avatar']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<TopicPage['next']>().toEqualTypeOf<string | null>();
    expectTypeOf<TopicPage['previous']>().toEqualTypeOf<string | null>();
    expectTypeOf<NonNullable<Notification['jobs']>[number]['executionDetails'][number]['raw']>().toEqualTypeOf<string | null | undefined>();
  });

  it('keep required fields required and wire names as they are', () => {
    expectTypeOf<Topic['_id']>().toEqualTypeOf<string>();
    expectTypeOf<ChannelSettings['_integrationId']>().toEqualTypeOf<string>();
    expectTypeOf<Subscriber['__v']>().toEqualTypeOf<number | undefined>();
  });

  it('give each operation its success body', () => {
    expectTypeOf<Success<'upsertTopic', 200>>().toEqualTypeOf<components['schemas']['Topic']>();
    expectTypeOf<Success<'markAllSubscriberMessages', 201>>().toEqualTypeOf<number>();
    expectTypeOf<Success<'triggerEventBulk', 201>>().toEqualTypeOf<components['schemas']['TriggerEventResult'][]>();
    expectTypeOf<operations['deleteMessagesByTransaction']['responses'][204]['content']>().toEqualTypeOf<undefined>();
  });

  it('describe every path of the contract', () => {
    expectTypeOf<keyof paths>().toEqualTypeOf<
      | '/v1/subscribers/{subscriberId}/credentials'
      | '/v1/subscribers/{subscriberId}/online-status'
      | '/v1/subscribers/{subscriberId}/messages/mark-all'
      | '/v2/subscribers/{subscriberId}'
      | '/v2/subscribers/{subscriberId}/subscriptions'
      | '/v2/subscribers/{subscriberId}/preferences'
      | '/v2/topics'
      | '/v2/topics/{topicKey}'
      | '/v2/topics/{topicKey}/subscriptions'
      | '/v1/topics/{topicKey}/subscribers/{externalSubscriberId}'
      | '/v1/integrations'
      | '/v1/integrations/active'
      | '/v1/integrations/{integrationId}'
      | '/v1/integrations/{integrationId}/set-primary'
      | '/v1/messages/transaction/{transactionId}'
      | '/v1/events/trigger'
      | '/v1/events/trigger/bulk'
      | '/v1/notifications/{notificationId}'
    >();
  });
});
