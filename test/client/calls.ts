// One realistic call per operation, with the request it must produce on the wire.
import type { NotificationClient } from '../../src/client.js';

export interface ExpectedCall {
  operationId: string;
  call: (client: NotificationClient) => Promise<{ response: Response }>;
  method: string;
  /** Path and query, after the base URL. */
  url: string;
  body?: unknown;
}

const topicKey = 'owner@example.com';
const subscriberId = 'a/b c-é';
const encodedSubscriber = 'a%2Fb%20c-%C3%A9';

export const expectedCalls: ExpectedCall[] = [
  {
    operationId: 'updateSubscriberCredentials',
    call: (c) =>
      c.PUT('/v1/subscribers/{subscriberId}/credentials', {
        params: { path: { subscriberId } },
        body: { providerId: 'fcm', credentials: { deviceTokens: ['t1'] } },
      }),
    method: 'PUT',
    url: `/v1/subscribers/${encodedSubscriber}/credentials`,
    body: { providerId: 'fcm', credentials: { deviceTokens: ['t1'] } },
  },
  {
    operationId: 'updateSubscriberOnlineStatus',
    call: (c) => c.PATCH('/v1/subscribers/{subscriberId}/online-status', { params: { path: { subscriberId: 'user-1' } }, body: { isOnline: true } }),
    method: 'PATCH',
    url: '/v1/subscribers/user-1/online-status',
    body: { isOnline: true },
  },
  {
    operationId: 'listSubscriberSubscriptions',
    call: (c) =>
      c.GET('/v2/subscribers/{subscriberId}/subscriptions', {
        params: { path: { subscriberId: 'user-1' }, query: { limit: 50, includeCursor: true, orderDirection: 'DESC', key: 'news' } },
      }),
    method: 'GET',
    url: '/v2/subscribers/user-1/subscriptions?limit=50&includeCursor=true&orderDirection=DESC&key=news',
  },
  {
    operationId: 'listTopicSubscriptions',
    call: (c) => c.GET('/v2/topics/{topicKey}/subscriptions', { params: { path: { topicKey }, query: { after: 'c1', subscriberId: 'user-1' } } }),
    method: 'GET',
    url: '/v2/topics/owner%40example.com/subscriptions?after=c1&subscriberId=user-1',
  },
  {
    operationId: 'updateIntegration',
    call: (c) => c.PUT('/v1/integrations/{integrationId}', { params: { path: { integrationId: 'int-1' } }, body: { active: true, name: 'SendGrid' } }),
    method: 'PUT',
    url: '/v1/integrations/int-1',
    body: { active: true, name: 'SendGrid' },
  },
  {
    operationId: 'createIntegration',
    call: (c) => c.POST('/v1/integrations', { body: { providerId: 'twilio', channel: 'sms', active: false } }),
    method: 'POST',
    url: '/v1/integrations',
    body: { providerId: 'twilio', channel: 'sms', active: false },
  },
  {
    operationId: 'updateSubscriberPreferences',
    call: (c) =>
      c.PATCH('/v2/subscribers/{subscriberId}/preferences', {
        params: { path: { subscriberId: 'user-1' } },
        body: { channels: { sms: false }, workflowId: 'welcome' },
      }),
    method: 'PATCH',
    url: '/v2/subscribers/user-1/preferences',
    body: { channels: { sms: false }, workflowId: 'welcome' },
  },
  {
    operationId: 'deleteTopicSubscriptions',
    call: (c) => c.DELETE('/v2/topics/{topicKey}/subscriptions', { params: { path: { topicKey: 'news' } }, body: { subscriberIds: ['user-1', 'user-2'] } }),
    method: 'DELETE',
    url: '/v2/topics/news/subscriptions',
    body: { subscriberIds: ['user-1', 'user-2'] },
  },
  {
    operationId: 'setPrimaryIntegration',
    call: (c) => c.POST('/v1/integrations/{integrationId}/set-primary', { params: { path: { integrationId: 'int-1' } } }),
    method: 'POST',
    url: '/v1/integrations/int-1/set-primary',
  },
  {
    operationId: 'listActiveIntegrations',
    call: (c) => c.GET('/v1/integrations/active'),
    method: 'GET',
    url: '/v1/integrations/active',
  },
  {
    operationId: 'getSubscriberPreferences',
    call: (c) => c.GET('/v2/subscribers/{subscriberId}/preferences', { params: { path: { subscriberId: 'user #1?' } } }),
    method: 'GET',
    url: '/v2/subscribers/user%20%231%3F/preferences',
  },
  {
    operationId: 'listTopics',
    call: (c) => c.GET('/v2/topics', { params: { query: { limit: 100, includeCursor: false, name: 'Product news' } } }),
    method: 'GET',
    url: '/v2/topics?limit=100&includeCursor=false&name=Product%20news',
  },
  {
    operationId: 'updateTopic',
    call: (c) => c.PATCH('/v2/topics/{topicKey}', { params: { path: { topicKey } }, body: { name: 'Renamed' } }),
    method: 'PATCH',
    url: '/v2/topics/owner%40example.com',
    body: { name: 'Renamed' },
  },
  {
    operationId: 'upsertTopic',
    call: (c) => c.POST('/v2/topics', { body: { key: 'team:billing', name: 'Billing' } }),
    method: 'POST',
    url: '/v2/topics',
    body: { key: 'team:billing', name: 'Billing' },
  },
  {
    operationId: 'markAllSubscriberMessages',
    call: (c) =>
      c.POST('/v1/subscribers/{subscriberId}/messages/mark-all', {
        params: { path: { subscriberId: 'user-1' } },
        body: { markAs: 'seen', feedIdentifier: 'general' },
      }),
    method: 'POST',
    url: '/v1/subscribers/user-1/messages/mark-all',
    body: { markAs: 'seen', feedIdentifier: 'general' },
  },
  {
    operationId: 'getTopicSubscriber',
    call: (c) => c.GET('/v1/topics/{topicKey}/subscribers/{externalSubscriberId}', { params: { path: { topicKey: 'news', externalSubscriberId: 'ü/1' } } }),
    method: 'GET',
    url: '/v1/topics/news/subscribers/%C3%BC%2F1',
  },
  {
    operationId: 'getTopic',
    call: (c) => c.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'team:billing' } } }),
    method: 'GET',
    url: '/v2/topics/team%3Abilling',
  },
  {
    operationId: 'deleteSubscriber',
    call: (c) => c.DELETE('/v2/subscribers/{subscriberId}', { params: { path: { subscriberId } } }),
    method: 'DELETE',
    url: `/v2/subscribers/${encodedSubscriber}`,
  },
  {
    operationId: 'deleteMessagesByTransaction',
    call: (c) => c.DELETE('/v1/messages/transaction/{transactionId}', { params: { path: { transactionId: 'tx-1' }, query: { channel: 'in_app' } } }),
    method: 'DELETE',
    url: '/v1/messages/transaction/tx-1?channel=in_app',
  },
  {
    operationId: 'deleteTopic',
    call: (c) => c.DELETE('/v2/topics/{topicKey}', { params: { path: { topicKey: 'news' } } }),
    method: 'DELETE',
    url: '/v2/topics/news',
  },
  {
    operationId: 'triggerEvent',
    call: (c) =>
      c.POST('/v1/events/trigger', { body: { name: 'welcome', to: ['user-1', { subscriberId: 'user-2', email: 'b@example.com' }], payload: { n: 1 } } }),
    method: 'POST',
    url: '/v1/events/trigger',
    body: { name: 'welcome', to: ['user-1', { subscriberId: 'user-2', email: 'b@example.com' }], payload: { n: 1 } },
  },
  {
    operationId: 'triggerEventBulk',
    call: (c) => c.POST('/v1/events/trigger/bulk', { body: { events: [{ name: 'welcome', to: 'user-1' }] } }),
    method: 'POST',
    url: '/v1/events/trigger/bulk',
    body: { events: [{ name: 'welcome', to: 'user-1' }] },
  },
  {
    operationId: 'getNotification',
    call: (c) => c.GET('/v1/notifications/{notificationId}', { params: { path: { notificationId: '66b0c1d2e3f405162738495a' } } }),
    method: 'GET',
    url: '/v1/notifications/66b0c1d2e3f405162738495a',
  },
];
