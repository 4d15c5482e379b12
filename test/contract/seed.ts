// Transcription of the API description's sections 2 (resources), 4 (endpoints) and 8 (limits),
// written from the seed document and never from openapi/: it is the independent reference the
// spec is tested against. Readings that the seed leaves open follow the decisions recorded for
// the spec (see the notes next to them).
import {
  arrayOf,
  bool,
  freeObject,
  mapOf,
  num,
  oneOf,
  opt,
  optNullable,
  ref,
  req,
  reqNullable,
  resource,
  str,
  union,
  type SeedOperation,
  type SeedParameter,
  type SeedResource,
  type SeedType,
} from './seed-model.js';

// ---- Value lists ---------------------------------------------------------------------------

/** 2.3 */
export const subscriberChannelProviderIds = [
  'slack', 'discord', 'msteams', 'mattermost', 'ryver', 'zulip', 'grafana-on-call', 'getstream', 'rocket-chat',
  'whatsapp-business', 'fcm', 'apns', 'expo', 'one-signal', 'pushpad', 'push-webhook', 'pusher-beams',
] as const;

/** 2.16, the four lists; a job or execution detail may carry any of them. */
export const jobProviderIds = {
  email: [
    'emailjs', 'mailgun', 'mailjet', 'mandrill', 'nodemailer', 'postmark', 'sendgrid', 'sendinblue', 'ses', 'netcore',
    'infobip-email', 'resend', 'plunk', 'mailersend', 'mailtrap', 'clickatell', 'outlook365', 'platform-email',
    'sparkpost', 'email-webhook', 'braze',
  ],
  sms: [
    'nexmo', 'plivo', 'sms77', 'sms-central', 'sns', 'telnyx', 'twilio', 'gupshup', 'firetext', 'infobip-sms',
    'burst-sms', 'bulk-sms', 'isend-sms', 'forty-six-elks', 'kannel', 'maqsam', 'termii', 'africas-talking',
    'platform-sms', 'sendchamp', 'generic-sms', 'clicksend', 'bandwidth', 'messagebird', 'simpletexting', 'azure-sms',
    'ring-central', 'brevo-sms', 'eazy-sms', 'mobishastra', 'afro-message',
  ],
  push: ['fcm', 'apns', 'expo', 'one-signal', 'pushpad', 'push-webhook', 'pusher-beams', 'platform'],
  chat: [
    'slack', 'discord', 'msteams', 'mattermost', 'ryver', 'zulip', 'grafana-on-call', 'getstream', 'rocket-chat',
    'whatsapp-business',
  ],
} as const;

const channels = ['in_app', 'email', 'sms', 'chat', 'push'] as const;
/** 2.15 `channels` and Job `type`: the five channels plus the step kinds. */
const stepTypes = [...channels, 'digest', 'trigger', 'delay', 'custom'] as const;
const digestUnits = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months'] as const;
/** 3.1 */
const triggerStatuses = [
  'error', 'trigger_not_active', 'no_workflow_active_steps_defined', 'no_workflow_steps_defined', 'processed',
  'no_tenant_found', 'invalid_recipients',
] as const;

const channel = oneOf(...channels);
const subscriberProviderId = oneOf(...subscriberChannelProviderIds);
// The seed says "(section 2.16)" without naming a list; the spec reading is the union of all four.
const anyJobProviderId = oneOf(...new Set(Object.values(jobProviderIds).flat()));

// ---- Limits (section 8) ----------------------------------------------------------------------

export const limits = {
  eventsPerRequest: 100,
  pageLimit: 100,
  subscriberIdsPerRequest: 100,
  topicKey: { minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_:-]+$' },
  topicName: { minLength: 0, maxLength: 100 },
} as const;

const topicKeyInput: SeedType = { kind: 'string', ...limits.topicKey, orEmail: true };
const topicNameInput: SeedType = { kind: 'string', ...limits.topicName };

// ---- Resources (section 2) -----------------------------------------------------------------
// Every object the seed describes, including the inline ones, is a named resource here so that
// each is visible (and counted) on its own. Timestamps are plain strings.

const resourceList: SeedResource[] = [
  resource('Subscriber', '2.1', [
    opt('_id', str),
    ...['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone'].map((name) => optNullable(name, str)),
    opt('channels', arrayOf(ref('ChannelSettings'), { minItems: 0 })),
    opt('topics', arrayOf(str)),
    optNullable('isOnline', bool),
    optNullable('lastOnlineAt', str),
    opt('__v', num),
    optNullable('data', freeObject),
    req('subscriberId', str),
    req('_organizationId', str),
    req('_environmentId', str),
    req('deleted', bool),
    req('createdAt', str),
    req('updatedAt', str),
  ]),
  // ChannelSettings only appears in responses (Subscriber.channels), where `_integrationId` is required.
  resource('ChannelSettings', '2.2', [
    req('providerId', subscriberProviderId),
    opt('integrationIdentifier', str),
    req('credentials', ref('ChannelCredentials')),
    req('_integrationId', str),
  ]),
  resource('ChannelCredentials', '2.4', [
    opt('webhookUrl', str),
    opt('channel', str),
    opt('deviceTokens', arrayOf(str, { minItems: 0 })),
    ...['alertUid', 'title', 'imageUrl', 'state', 'externalUrl'].map((name) => opt(name, str)),
  ]),
  resource('SubscriberSummary', '2.5', [
    req('_id', str),
    req('subscriberId', str),
    optNullable('avatar', str),
    optNullable('firstName', str),
    optNullable('lastName', str),
    optNullable('email', str),
  ]),
  resource('Topic', '2.6', [req('_id', str), req('key', str), opt('name', str), opt('createdAt', str), opt('updatedAt', str)]),
  resource('TopicSummary', '2.6 (delete-subscriptions response)', [req('_id', str), req('key', str), opt('name', str)]),
  resource('TopicSubscription', '2.7 (list results)', [
    req('_id', str),
    req('createdAt', str),
    req('topic', ref('Topic')),
    req('subscriber', ref('SubscriberSummary')),
  ]),
  resource('DeletedTopicSubscription', '2.7 (delete-subscriptions result)', [
    req('_id', str),
    req('topic', ref('TopicSummary')),
    req('subscriber', ref('SubscriberSummary')),
    req('createdAt', str),
    req('updatedAt', str),
  ]),
  resource(
    'TopicMembership',
    '2.8',
    ['_organizationId', '_environmentId', '_subscriberId', '_topicId', 'topicKey', 'externalSubscriberId'].map((name) =>
      req(name, str),
    ),
  ),
  resource('Integration', '2.9', [
    opt('_id', str),
    req('_environmentId', str),
    req('_organizationId', str),
    req('name', str),
    req('identifier', str),
    req('providerId', str),
    req('channel', channel),
    req('credentials', ref('IntegrationCredentials')),
    req('active', bool),
    req('deleted', bool),
    opt('deletedAt', str),
    opt('deletedBy', str),
    req('primary', bool),
    opt('conditions', arrayOf(ref('StepFilter'), { minItems: 0 })),
  ]),
  resource('IntegrationCredentials', '2.10', [
    ...[
      'apiKey', 'user', 'secretKey', 'domain', 'password', 'host', 'port', 'region', 'accountSid', 'messageProfileId',
      'token', 'from', 'senderName', 'projectName', 'applicationId', 'clientId', 'baseUrl', 'webhookUrl', 'redirectUrl',
      'serviceAccount', 'ipPoolName', 'apiKeyRequestHeader', 'secretKeyRequestHeader', 'idPath', 'datePath', 'apiToken',
      'authenticationTokenKey', 'instanceId', 'alertUid', 'title', 'imageUrl', 'state', 'externalLink', 'channelId',
      'phoneNumberIdentification', 'accessKey',
    ].map((name) => opt(name, str)),
    ...['secure', 'requireTls', 'ignoreTls', 'hmac', 'authenticateByToken'].map((name) => opt(name, bool)),
    opt('tlsOptions', freeObject),
  ]),
  resource('StepFilter', '2.11', [
    req('isNegated', bool),
    req('type', oneOf('BOOLEAN', 'TEXT', 'DATE', 'NUMBER', 'STATEMENT', 'LIST', 'MULTI_LIST', 'GROUP')),
    req('value', oneOf('AND', 'OR')),
    req('children', arrayOf(ref('FieldFilterPart'), { minItems: 0 })),
  ]),
  resource('FieldFilterPart', '2.11', [
    req('field', str),
    req('value', str),
    req(
      'operator',
      oneOf(
        'LARGER', 'SMALLER', 'LARGER_EQUAL', 'SMALLER_EQUAL', 'EQUAL', 'NOT_EQUAL', 'ALL_IN', 'ANY_IN', 'NOT_IN',
        'BETWEEN', 'NOT_BETWEEN', 'LIKE', 'NOT_LIKE', 'IN',
      ),
    ),
    req('on', oneOf('subscriber', 'payload')),
  ]),
  resource('ChannelPreferences', '2.12', ['email', 'sms', 'in_app', 'chat', 'push'].map((name) => opt(name, bool))),
  resource('GlobalPreference', '2.12', [req('enabled', bool), req('channels', ref('ChannelPreferences'))]),
  resource('WorkflowPreference', '2.12', [
    req('enabled', bool),
    req('channels', ref('ChannelPreferences')),
    req('overrides', arrayOf(ref('PreferenceOverride'))),
    req('workflow', ref('PreferenceWorkflow')),
  ]),
  resource('PreferenceOverride', '2.12 (workflow preference overrides)', [
    req('channel', channel),
    req('source', oneOf('subscriber', 'template', 'workflowOverride')),
  ]),
  resource('PreferenceWorkflow', '2.12 (workflow preference workflow)', [
    req('slug', str),
    req('identifier', str),
    req('name', str),
    opt('updatedAt', str),
  ]),
  resource('PreferencesResult', '2.12', [
    req('global', ref('GlobalPreference')),
    req('workflows', arrayOf(ref('WorkflowPreference'))),
  ]),
  resource('TriggerInput', '2.13', [
    req('name', str),
    opt('payload', freeObject),
    opt('overrides', freeObject),
    // "array of (object | object | string), or string, or object, or object": the first object is a
    // subscriber definition, the second (likely a topic reference) is not shown, hence open.
    req(
      'to',
      union(
        arrayOf(union(ref('SubscriberDefinition'), freeObject, str)),
        str,
        ref('SubscriberDefinition'),
        freeObject,
      ),
    ),
    opt('transactionId', str),
    opt('actor', union(str, freeObject)),
    opt('tenant', union(str, freeObject)),
  ]),
  // The seed does not say which of these fields are required, so none is.
  resource('SubscriberDefinition', '2.13 (recipient subscriber definition)', [
    opt('subscriberId', str),
    ...['email', 'firstName', 'lastName', 'phone', 'avatar', 'locale', 'timezone'].map((name) => opt(name, str)),
    opt('data', mapOf(str)),
    opt('channels', arrayOf(ref('SubscriberDefinitionChannel'))),
  ]),
  resource('SubscriberDefinitionChannel', '2.13 (subscriber definition channels)', [
    opt('providerId', subscriberProviderId),
    opt('integrationIdentifier', str),
    opt('credentials', ref('SubscriberDefinitionCredentials')),
  ]),
  resource('SubscriberDefinitionCredentials', '2.13 (subscriber definition channel credentials)', [
    opt('webhookUrl', str),
    opt('deviceTokens', arrayOf(str)),
  ]),
  resource('TriggerResult', '2.14', [
    req('acknowledged', bool),
    req('status', oneOf(...triggerStatuses)),
    opt('error', arrayOf(str)),
    opt('transactionId', str),
  ]),
  resource('Notification', '2.15', [
    opt('_id', str),
    req('_environmentId', str),
    req('_organizationId', str),
    req('_subscriberId', str),
    req('transactionId', str),
    opt('_templateId', str),
    opt('_digestedNotificationId', str),
    opt('createdAt', str),
    opt('updatedAt', str),
    opt('channels', arrayOf(oneOf(...stepTypes))),
    opt('subscriber', ref('NotificationSubscriber')),
    opt('template', ref('NotificationTemplate')),
    opt('jobs', arrayOf(ref('Job'))),
    opt('payload', freeObject),
    opt('tags', arrayOf(str)),
    opt('controls', freeObject),
    opt('to', freeObject),
    opt('topics', arrayOf(ref('NotificationTopic'))),
  ]),
  resource('NotificationTopic', '2.15 (topics)', [req('_topicId', str), req('topicKey', str)]),
  resource('NotificationSubscriber', '2.15 (subscriber object)', [
    req('subscriberId', str),
    req('_id', str),
    ...['firstName', 'lastName', 'email', 'phone'].map((name) => opt(name, str)),
  ]),
  resource('NotificationTemplate', '2.15 (template object)', [
    opt('_id', str),
    req('name', str),
    opt('origin', oneOf('platform-cloud', 'platform-cloud-v1', 'external')),
    req('triggers', arrayOf(ref('TemplateTrigger'))),
  ]),
  resource('TemplateTrigger', '2.15 (template triggers)', [
    req('type', oneOf('event')),
    req('identifier', str),
    req('variables', arrayOf(ref('TemplateVariable'))),
    opt('subscriberVariables', arrayOf(ref('TemplateVariable'))),
  ]),
  resource('TemplateVariable', '2.15 (trigger variables)', [req('name', str)]),
  resource('Job', '2.15 (job)', [
    req('_id', str),
    req('type', oneOf(...stepTypes)),
    opt('digest', ref('Digest')),
    req('executionDetails', arrayOf(ref('ExecutionDetail'))),
    req('step', ref('Step')),
    opt('overrides', freeObject),
    opt('payload', freeObject),
    req('providerId', anyJobProviderId),
    // 3.1: "free string; allowed values are not listed".
    req('status', str),
    opt('updatedAt', str),
  ]),
  resource('Digest', '2.15 (digest)', [
    opt('digestKey', str),
    opt('amount', num),
    opt('unit', oneOf(...digestUnits)),
    req('type', oneOf('regular', 'backoff', 'timed')),
    opt('events', arrayOf(freeObject)),
    opt('backoff', bool),
    opt('backoffAmount', num),
    opt('backoffUnit', oneOf(...digestUnits)),
    opt('updateMode', bool),
    opt('timed', ref('DigestTimed')),
  ]),
  resource('DigestTimed', '2.15 (digest timed)', [
    opt('atTime', str),
    opt('weekDays', arrayOf(oneOf('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'))),
    opt('monthDays', arrayOf(num)),
    // Written in backticks beside `last`, so the ordinals are strings, not numbers.
    opt('ordinal', oneOf('1', '2', '3', '4', '5', 'last')),
    opt(
      'ordinalValue',
      oneOf('day', 'weekday', 'weekend', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'),
    ),
    opt('monthlyType', oneOf('each', 'on')),
    opt('cronExpression', str),
  ]),
  resource('ExecutionDetail', '2.15 (execution detail)', [
    req('_id', str),
    opt('createdAt', str),
    req('status', oneOf('Success', 'Warning', 'Failed', 'Pending', 'Queued', 'ReadConfirmation')),
    req('detail', str),
    req('isRetry', bool),
    req('isTest', bool),
    req('providerId', anyJobProviderId),
    optNullable('raw', str),
    req('source', oneOf('Credentials', 'Internal', 'Payload', 'Webhook')),
  ]),
  resource('Step', '2.15 (step)', [
    req('_id', str),
    req('active', bool),
    opt('replyCallback', freeObject),
    opt('controlVariables', freeObject),
    opt('metadata', freeObject),
    opt('issues', freeObject),
    req('filters', arrayOf(ref('StepFilter'))),
    // MessageTemplate fields: not shown.
    opt('template', freeObject),
    opt('variants', arrayOf(ref('Step'))),
    req('_templateId', str),
    opt('name', str),
    optNullable('_parentId', str),
  ]),

  // ---- Section 4 result and request shapes ----
  resource('TopicSubscriptionPage', '4.1 page of 2.7', [
    req('data', arrayOf(ref('TopicSubscription'))),
    reqNullable('next', str),
    reqNullable('previous', str),
  ]),
  resource('TopicPage', '4.1 page of 2.6', [
    req('data', arrayOf(ref('Topic'))),
    reqNullable('next', str),
    reqNullable('previous', str),
  ]),
  resource('DeleteTopicSubscriptionsResult', '4.3 op 8 response', [
    req('data', arrayOf(ref('DeletedTopicSubscription'))),
    req('meta', ref('DeleteTopicSubscriptionsMeta')),
    opt('errors', arrayOf(ref('DeleteTopicSubscriptionError'))),
  ]),
  resource('DeleteTopicSubscriptionsMeta', '4.3 op 8 response meta', [
    req('totalCount', num),
    req('successful', num),
    req('failed', num),
  ]),
  resource('DeleteTopicSubscriptionError', '4.3 op 8 response errors', [
    req('subscriberId', str),
    req('code', str),
    req('message', str),
  ]),
  resource('DeleteSubscriberResult', '4.2 op 18 response', [req('acknowledged', bool), req('status', str)]),
  resource('DeleteTopicResult', '4.3 op 20 response', [req('acknowledged', bool)]),

  resource('UpdateSubscriberCredentialsRequest', '4.2 op 1 body', [
    req('providerId', subscriberProviderId),
    opt('integrationIdentifier', str),
    req('credentials', ref('ChannelCredentials')),
  ]),
  resource('UpdateSubscriberOnlineStatusRequest', '4.2 op 2 body', [req('isOnline', bool)]),
  resource('UpdateSubscriberPreferencesRequest', '4.2 op 7 body', [
    req('channels', ref('ChannelPreferences')),
    opt('workflowId', str),
  ]),
  resource('MarkAllMessagesRequest', '4.2 op 15 body', [
    req('markAs', oneOf('read', 'seen', 'unread', 'unseen')),
    opt('feedIdentifier', union(str, arrayOf(str))),
  ]),
  resource('UpsertTopicRequest', '4.3 op 14 body', [req('key', topicKeyInput), opt('name', topicNameInput)]),
  // The limits table names op 14 only, so this `name` has no length limit.
  resource('UpdateTopicRequest', '4.3 op 13 body', [req('name', str)]),
  resource('DeleteTopicSubscriptionsRequest', '4.3 op 8 body', [
    req('subscriberIds', arrayOf(str, { maxItems: limits.subscriberIdsPerRequest })),
  ]),
  resource('CreateIntegrationRequest', '4.4 op 6 body', [
    req('providerId', str),
    req('channel', channel),
    opt('name', str),
    opt('identifier', str),
    opt('_environmentId', { kind: 'string', format: 'uuid' }),
    opt('credentials', ref('IntegrationCredentials')),
    opt('active', bool),
    opt('check', bool),
    opt('conditions', arrayOf(ref('StepFilter'))),
  ]),
  // "Body, all optional"; `credentials` is just "object" here.
  resource('UpdateIntegrationRequest', '4.4 op 5 body', [
    opt('name', str),
    opt('identifier', str),
    opt('_environmentId', str),
    opt('active', bool),
    opt('credentials', freeObject),
    opt('check', bool),
    opt('conditions', arrayOf(ref('StepFilter'))),
  ]),
  resource('TriggerEventBulkRequest', '4.5 op 22 body', [
    req('events', arrayOf(ref('TriggerInput'), { maxItems: limits.eventsPerRequest })),
  ]),
];

export const resources: ReadonlyMap<string, SeedResource> = new Map(resourceList.map((r) => [r.name, r]));

export function resourceNamed(name: string): SeedResource {
  const found = resources.get(name);
  if (!found) throw new Error(`seed.ts refers to an unknown resource ${name}`);
  return found;
}

// ---- Operations (section 4) ------------------------------------------------------------------

const idempotencyKey: SeedParameter = { name: 'idempotency-key', in: 'header', type: str, required: false };
const pathParam = (name: string): SeedParameter => ({ name, in: 'path', type: str, required: true });
const queryParam = (name: string, type: SeedType): SeedParameter => ({ name, in: 'query', type, required: false });

/** 4.1, for operations 3, 4 and 12. */
const pagination: SeedParameter[] = [
  queryParam('after', str),
  queryParam('before', str),
  queryParam('limit', { kind: 'number', maximum: limits.pageLimit }),
  queryParam('orderDirection', oneOf('ASC', 'DESC')),
  queryParam('orderBy', str),
  queryParam('includeCursor', bool),
];

type OperationRow = Omit<SeedOperation, 'parameters'> & { parameters: SeedParameter[] };

const rows: OperationRow[] = [
  {
    number: 1, method: 'put', path: '/v1/subscribers/{subscriberId}/credentials', operationId: 'updateSubscriberCredentials',
    tag: 'Subscribers', status: '200', parameters: [pathParam('subscriberId')],
    requestBody: ref('UpdateSubscriberCredentialsRequest'), response: ref('Subscriber'),
  },
  {
    number: 2, method: 'patch', path: '/v1/subscribers/{subscriberId}/online-status', operationId: 'updateSubscriberOnlineStatus',
    tag: 'Subscribers', status: '200', parameters: [pathParam('subscriberId')],
    requestBody: ref('UpdateSubscriberOnlineStatusRequest'), response: ref('Subscriber'),
  },
  {
    number: 3, method: 'get', path: '/v2/subscribers/{subscriberId}/subscriptions', operationId: 'listSubscriberSubscriptions',
    tag: 'Subscribers', status: '200', parameters: [pathParam('subscriberId'), ...pagination, queryParam('key', str)],
    requestBody: undefined, response: ref('TopicSubscriptionPage'),
  },
  {
    number: 4, method: 'get', path: '/v2/topics/{topicKey}/subscriptions', operationId: 'listTopicSubscriptions',
    tag: 'Topics', status: '200', parameters: [pathParam('topicKey'), ...pagination, queryParam('subscriberId', str)],
    requestBody: undefined, response: ref('TopicSubscriptionPage'),
  },
  {
    number: 5, method: 'put', path: '/v1/integrations/{integrationId}', operationId: 'updateIntegration',
    tag: 'Integrations', status: '200', parameters: [pathParam('integrationId')],
    requestBody: ref('UpdateIntegrationRequest'), response: ref('Integration'),
  },
  {
    number: 6, method: 'post', path: '/v1/integrations', operationId: 'createIntegration',
    tag: 'Integrations', status: '201', parameters: [],
    requestBody: ref('CreateIntegrationRequest'), response: ref('Integration'),
  },
  {
    number: 7, method: 'patch', path: '/v2/subscribers/{subscriberId}/preferences', operationId: 'updateSubscriberPreferences',
    tag: 'Subscribers', status: '200', parameters: [pathParam('subscriberId')],
    requestBody: ref('UpdateSubscriberPreferencesRequest'), response: ref('PreferencesResult'),
  },
  {
    number: 8, method: 'delete', path: '/v2/topics/{topicKey}/subscriptions', operationId: 'deleteTopicSubscriptions',
    tag: 'Topics', status: '200', parameters: [pathParam('topicKey')],
    requestBody: ref('DeleteTopicSubscriptionsRequest'), response: ref('DeleteTopicSubscriptionsResult'),
  },
  {
    number: 9, method: 'post', path: '/v1/integrations/{integrationId}/set-primary', operationId: 'setPrimaryIntegration',
    tag: 'Integrations', status: '200', parameters: [pathParam('integrationId')],
    requestBody: undefined, response: ref('Integration'),
  },
  {
    number: 10, method: 'get', path: '/v1/integrations/active', operationId: 'listActiveIntegrations',
    tag: 'Integrations', status: '200', parameters: [],
    requestBody: undefined, response: arrayOf(ref('Integration')),
  },
  {
    number: 11, method: 'get', path: '/v2/subscribers/{subscriberId}/preferences', operationId: 'getSubscriberPreferences',
    tag: 'Subscribers', status: '200', parameters: [pathParam('subscriberId')],
    requestBody: undefined, response: ref('PreferencesResult'),
  },
  {
    number: 12, method: 'get', path: '/v2/topics', operationId: 'listTopics',
    tag: 'Topics', status: '200', parameters: [...pagination, queryParam('key', str), queryParam('name', str)],
    requestBody: undefined, response: ref('TopicPage'),
  },
  {
    number: 13, method: 'patch', path: '/v2/topics/{topicKey}', operationId: 'updateTopic',
    tag: 'Topics', status: '200', parameters: [pathParam('topicKey')],
    requestBody: ref('UpdateTopicRequest'), response: ref('Topic'),
  },
  {
    number: 14, method: 'post', path: '/v2/topics', operationId: 'upsertTopic',
    tag: 'Topics', status: '200', parameters: [],
    requestBody: ref('UpsertTopicRequest'), response: ref('Topic'),
  },
  {
    number: 15, method: 'post', path: '/v1/subscribers/{subscriberId}/messages/mark-all', operationId: 'markAllSubscriberMessages',
    tag: 'Messages', status: '200', parameters: [pathParam('subscriberId')],
    requestBody: ref('MarkAllMessagesRequest'), response: num,
  },
  {
    number: 16, method: 'get', path: '/v1/topics/{topicKey}/subscribers/{externalSubscriberId}', operationId: 'getTopicSubscriber',
    tag: 'Topics', status: '200', parameters: [pathParam('topicKey'), pathParam('externalSubscriberId')],
    requestBody: undefined, response: ref('TopicMembership'),
  },
  {
    number: 17, method: 'get', path: '/v2/topics/{topicKey}', operationId: 'getTopic',
    tag: 'Topics', status: '200', parameters: [pathParam('topicKey')],
    requestBody: undefined, response: ref('Topic'),
  },
  {
    number: 18, method: 'delete', path: '/v2/subscribers/{subscriberId}', operationId: 'deleteSubscriber',
    tag: 'Subscribers', status: '200', parameters: [pathParam('subscriberId')],
    requestBody: undefined, response: ref('DeleteSubscriberResult'),
  },
  {
    number: 19, method: 'delete', path: '/v1/messages/transaction/{transactionId}', operationId: 'deleteMessagesByTransaction',
    tag: 'Messages', status: '200', parameters: [pathParam('transactionId'), queryParam('channel', channel)],
    requestBody: undefined, response: 'none',
  },
  {
    number: 20, method: 'delete', path: '/v2/topics/{topicKey}', operationId: 'deleteTopic',
    tag: 'Topics', status: '200', parameters: [pathParam('topicKey')],
    requestBody: undefined, response: ref('DeleteTopicResult'),
  },
  {
    number: 21, method: 'post', path: '/v1/events/trigger', operationId: 'triggerEvent',
    tag: 'Events', status: '201', parameters: [],
    requestBody: ref('TriggerInput'), response: ref('TriggerResult'),
  },
  {
    number: 22, method: 'post', path: '/v1/events/trigger/bulk', operationId: 'triggerEventBulk',
    tag: 'Events', status: '201', parameters: [],
    requestBody: ref('TriggerEventBulkRequest'), response: arrayOf(ref('TriggerResult')),
  },
  {
    number: 23, method: 'get', path: '/v1/notifications/{notificationId}', operationId: 'getNotification',
    tag: 'Notifications', status: '200', parameters: [pathParam('notificationId')],
    requestBody: undefined, response: ref('Notification'),
  },
];

/** Section 4: "All accept the optional request header `idempotency-key` (string)." */
export const operations: readonly SeedOperation[] = rows.map((row) => ({
  ...row,
  parameters: [...row.parameters, idempotencyKey],
}));
