// The demo state: what the mock starts from without a fixture. It is built from the spec's examples
// (openapi/components/examples), so that the requests of the docs work as written: every topic,
// subscriber, integration, workflow, tenant and notification an example names exists, in the state
// before the example's request (test/mock/demo-state.test.ts checks each example against it).
import type { Fixture } from './fixture-types.js';

/** The API key of the demo environment. */
export const DEMO_API_KEY = 'test-key';

const ORGANIZATION = '65e0a1b2c3d4e5f607182930';
const ENVIRONMENT = '65e0a1b2c3d4e5f607182931';

export const demoFixture: Fixture = {
  environments: [
    {
      apiKey: DEMO_API_KEY,
      environmentId: ENVIRONMENT,
      organizationId: ORGANIZATION,
      integrations: [
        {
          _id: '65f1c2b3a4d5e6f708192a40',
          name: 'SendGrid (production)',
          identifier: 'sendgrid-production',
          providerId: 'sendgrid',
          channel: 'email',
          credentials: { apiKey: 'SG.key-redacted', from: 'notifications@example.com' },
          active: true,
          primary: true,
        },
        {
          // The examples create an integration "twilio-main" and set 65f1c2b3a4d5e6f708192a41 primary:
          // both requests work only if this one, already there, has another identifier.
          _id: '65f1c2b3a4d5e6f708192a41',
          name: 'Twilio',
          identifier: 'twilio',
          providerId: 'twilio',
          channel: 'sms',
          credentials: { accountSid: 'AC00000000000000000000000000000000', token: 'twilio-token-redacted', from: '+15005550006' },
          active: true,
          primary: false,
          conditions: [
            {
              isNegated: false,
              type: 'GROUP',
              value: 'AND',
              children: [{ field: 'plan', value: 'enterprise', operator: 'EQUAL', on: 'subscriber' }],
            },
          ],
        },
        {
          _id: '65f1c2b3a4d5e6f708192a42',
          name: 'In-app',
          identifier: 'in-app',
          providerId: 'novu',
          channel: 'in_app',
          credentials: { hmac: true },
          active: true,
          primary: false,
        },
        {
          _id: '65f1c2b3a4d5e6f708192a3b',
          name: 'FCM (production)',
          identifier: 'fcm-production',
          providerId: 'fcm',
          channel: 'push',
          credentials: { serviceAccount: '{"project_id":"example"}' },
          active: true,
          primary: true,
        },
        {
          _id: '65f1c2b3a4d5e6f708192a43',
          name: 'Slack',
          identifier: 'slack',
          providerId: 'slack',
          channel: 'chat',
          credentials: {},
          active: true,
          primary: true,
        },
      ],
      workflows: [
        {
          _id: '66b0c1d2e3f4051627384900',
          identifier: 'order-shipped',
          name: 'Order shipped',
          slug: 'order-shipped_wf_65f1c2',
          tags: ['orders'],
          steps: [
            { _id: '66b0c1d2e3f4051627384901', _templateId: '66b0c1d2e3f4051627384902', type: 'email', name: 'Shipping e-mail' },
            { _id: '66b0c1d2e3f4051627384903', _templateId: '66b0c1d2e3f4051627384904', type: 'in_app', name: 'Shipping notice', feedIdentifier: 'general' },
          ],
        },
        {
          _id: '66b0c1d2e3f4051627384910',
          identifier: 'welcome',
          name: 'Welcome',
          slug: 'welcome_wf_65f1c2',
          preferences: { chat: false },
          steps: [
            { _id: '66b0c1d2e3f4051627384911', _templateId: '66b0c1d2e3f4051627384912', type: 'in_app', name: 'Welcome message', feedIdentifier: 'general' },
            { _id: '66b0c1d2e3f4051627384913', _templateId: '66b0c1d2e3f4051627384914', type: 'email', name: 'Welcome e-mail' },
          ],
        },
      ],
      subscribers: [
        {
          _id: '6615943e7ace93b0540ae377',
          subscriberId: 'user-1042',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '+447700900123',
          avatar: 'https://example.com/avatars/ada.png',
          locale: 'en-GB',
          timezone: 'Europe/London',
          channels: [
            {
              providerId: 'fcm',
              integrationIdentifier: 'fcm-production',
              credentials: { deviceTokens: ['dQw4w9WgXcQ:APA91bH7-earlier-device-token'] },
              _integrationId: '65f1c2b3a4d5e6f708192a3b',
            },
          ],
          isOnline: false,
          lastOnlineAt: '2026-11-20T18:04:11.000Z',
          __v: 2,
          data: { plan: 'enterprise' },
          createdAt: '2026-03-02T09:15:00.000Z',
          updatedAt: '2026-11-20T18:04:11.000Z',
        },
        {
          _id: '6615943e7ace93b0540ae378',
          subscriberId: 'user-2077',
          firstName: 'Grace',
          lastName: 'Hopper',
          email: null,
          avatar: 'https://example.com/avatars/grace.png',
          createdAt: '2026-04-11T10:00:00.000Z',
          updatedAt: '2026-04-11T10:00:00.000Z',
        },
        {
          _id: '6615943e7ace93b0540ae379',
          subscriberId: 'user-0001',
          firstName: 'Alan',
          lastName: 'Turing',
          email: 'alan@example.com',
          createdAt: '2026-01-15T08:00:00.000Z',
          updatedAt: '2026-01-15T08:00:00.000Z',
        },
      ],
      topics: [
        {
          _id: '6690a1b2c3d4e5f607182a01',
          key: 'product-updates',
          name: 'Product updates',
          createdAt: '2026-09-30T10:00:00.000Z',
          updatedAt: '2026-09-30T10:00:00.000Z',
          subscribers: [
            { subscriberId: 'user-1042', _id: '66a0b1c2d3e4f50617283940', createdAt: '2026-10-01T12:00:00.000Z', updatedAt: '2026-10-01T12:00:00.000Z' },
            { subscriberId: 'user-2077', _id: '66a0b1c2d3e4f50617283941', createdAt: '2026-10-02T08:20:00.000Z', updatedAt: '2026-10-02T08:20:00.000Z' },
          ],
        },
        {
          _id: '6690a1b2c3d4e5f607182a02',
          key: 'team:billing',
          name: 'Billing team',
          createdAt: '2026-10-04T16:00:00.000Z',
          updatedAt: '2026-10-05T09:12:00.000Z',
          subscribers: [
            { subscriberId: 'user-1042', _id: '66a0b1c2d3e4f50617283942', createdAt: '2026-10-05T09:12:00.000Z', updatedAt: '2026-10-05T09:12:00.000Z' },
          ],
        },
      ],
      tenants: [{ identifier: 'acme', name: 'Acme Corp' }],
      notifications: [
        {
          _id: '66b0c1d2e3f405162738495a',
          _environmentId: ENVIRONMENT,
          _organizationId: ORGANIZATION,
          _subscriberId: '6615943e7ace93b0540ae377',
          transactionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
          _templateId: '66b0c1d2e3f4051627384900',
          createdAt: '2026-11-21T09:00:00.000Z',
          updatedAt: '2026-11-21T09:00:02.000Z',
          channels: ['email'],
          subscriber: { subscriberId: 'user-1042', _id: '6615943e7ace93b0540ae377', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
          template: {
            _id: '66b0c1d2e3f4051627384900',
            name: 'Order shipped',
            // A value the description and the service's official SDK (@novu/api) both take.
            origin: 'external',
            triggers: [{ type: 'event', identifier: 'order-shipped', variables: [{ name: 'orderId' }] }],
          },
          jobs: [
            {
              _id: '66b0c1d2e3f405162738495b',
              type: 'email',
              executionDetails: [
                {
                  _id: '66b0c1d2e3f405162738495c',
                  createdAt: '2026-11-21T09:00:01.000Z',
                  status: 'Success',
                  detail: 'Message sent',
                  isRetry: false,
                  isTest: false,
                  providerId: 'sendgrid',
                  raw: null,
                  source: 'Internal',
                },
              ],
              step: {
                _id: '66b0c1d2e3f4051627384901',
                active: true,
                filters: [],
                _templateId: '66b0c1d2e3f4051627384902',
                name: 'Shipping e-mail',
                _parentId: null,
              },
              payload: { orderId: 'A-10023' },
              providerId: 'sendgrid',
              status: 'completed',
              updatedAt: '2026-11-21T09:00:02.000Z',
            },
          ],
          payload: { orderId: 'A-10023' },
          tags: ['orders'],
          to: { subscriberId: 'user-1042' },
          topics: [{ _topicId: '6690a1b2c3d4e5f607182a01', topicKey: 'product-updates' }],
        },
      ],
      messages: [
        {
          _id: '66b0c1d2e3f405162738496a',
          subscriberId: 'user-1042',
          transactionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
          channel: 'email',
          workflow: 'order-shipped',
          _notificationId: '66b0c1d2e3f405162738495a',
          _jobId: '66b0c1d2e3f405162738495b',
          payload: { orderId: 'A-10023' },
          createdAt: '2026-11-21T09:00:01.000Z',
        },
        ...['general', 'general', 'billing'].map((feedIdentifier, i) => ({
          _id: `66b0c1d2e3f405162738497${i}`,
          subscriberId: 'user-1042',
          transactionId: `0b5f3d7e-1c51-4d8e-9a59-6a3b0a9e7c1${i}`,
          channel: 'in_app' as const,
          feedIdentifier,
          workflow: 'welcome',
          createdAt: `2026-11-2${i}T07:30:00.000Z`,
        })),
      ],
    },
  ],
};
