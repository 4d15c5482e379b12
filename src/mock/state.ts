// The mock's state in memory: one environment per API key, each with its own records and indexes.
// Records hold what the service would store; views.ts turns them into the contract's shapes.
import type { components } from '../../generated/schema.js';
import { IdempotencyStore } from './idempotency.js';
import { IndexedCollection, type SortKey } from './ordered-index.js';
import { environmentSize, messageSize, subscriptionSize, topicSize } from './record-sizes.js';
import { type Ledger, Usage } from './usage.js';

type Schemas = components['schemas'];
export type ChannelType = Schemas['ChannelType'];
export type StepType = Schemas['StepType'];
export type ChannelPreferences = Schemas['ChannelPreferences'];
export type ChannelCredentials = Schemas['ChannelCredentials'];
export type SubscriberChannelProviderId = Schemas['SubscriberChannelProviderId'];
export type ProviderId = Schemas['ProviderId'];
export type StepFilter = Schemas['StepFilter'];
export type Notification = Schemas['Notification'];

export const CHANNELS: readonly ChannelType[] = ['in_app', 'email', 'sms', 'chat', 'push'];

export interface ChannelRecord {
  providerId: SubscriberChannelProviderId;
  integrationIdentifier?: string;
  credentials: ChannelCredentials;
  _integrationId: string;
}

export interface WorkflowPreferenceRecord {
  channels: ChannelPreferences;
  updatedAt?: string;
}

/**
 * What subscribers and topics share: their subscriptions (a subscriber's by topic _id, a topic's by
 * the subscriber's internal _id) and the ordered list of them, made on first use.
 */
abstract class Subscribed {
  private subscriptionMap?: Map<string, SubscriptionRecord>;
  private subscriptionIndex?: IndexedCollection<SubscriptionRecord>;

  get subscriptions(): Map<string, SubscriptionRecord> {
    this.subscriptionMap ??= new Map();
    return this.subscriptionMap;
  }

  get subscriptionList(): IndexedCollection<SubscriptionRecord> {
    this.subscriptionIndex ??= new IndexedCollection(SUBSCRIPTION_ORDERINGS);
    return this.subscriptionIndex;
  }
}

/**
 * A subscriber. What most subscribers never use (subscriptions, messages, preferences) is made on
 * first use: a fixture of many subscribers stays cheap to load.
 */
export class SubscriberRecord extends Subscribed {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  locale?: string | null;
  timezone?: string | null;
  data?: Record<string, unknown> | null;
  channels: ChannelRecord[] = [];
  isOnline?: boolean | null;
  lastOnlineAt?: string | null;
  __v = 0;
  private messageSet?: Set<MessageRecord>;
  private preferenceRecord?: SubscriberPreferencesRecord;

  constructor(
    readonly seq: number,
    readonly _id: string,
    readonly subscriberId: string,
    public createdAt: string,
    public updatedAt: string,
  ) {
    super();
  }

  get messages(): Set<MessageRecord> {
    this.messageSet ??= new Set();
    return this.messageSet;
  }

  get preferences(): SubscriberPreferencesRecord {
    this.preferenceRecord ??= { global: { channels: {} }, workflows: new Map() };
    return this.preferenceRecord;
  }

  /** The preferences, without making them when there are none. */
  get preferencesIfAny(): SubscriberPreferencesRecord | undefined {
    return this.preferenceRecord;
  }
}

export interface SubscriberPreferencesRecord {
  global: { enabled?: boolean; channels: ChannelPreferences };
  workflows: Map<string, WorkflowPreferenceRecord>;
}

/** A topic; its subscription structures are made on first use. */
export class TopicRecord extends Subscribed {
  name?: string;

  constructor(
    readonly seq: number,
    readonly _id: string,
    readonly key: string,
    public createdAt: string,
    public updatedAt: string,
  ) {
    super();
  }
}

export interface SubscriptionRecord {
  readonly seq: number;
  readonly _id: string;
  readonly topic: TopicRecord;
  readonly subscriber: SubscriberRecord;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface IntegrationRecord {
  readonly _id: string;
  name: string;
  identifier: string;
  readonly providerId: string;
  readonly channel: ChannelType;
  credentials: Record<string, unknown>;
  active: boolean;
  deleted: boolean;
  deletedAt?: string;
  deletedBy?: string;
  primary: boolean;
  conditions: StepFilter[];
}

export interface StepRecord {
  readonly _id: string;
  readonly _templateId: string;
  readonly type: StepType;
  readonly name?: string;
  readonly active: boolean;
  readonly providerId?: ProviderId;
  readonly feedIdentifier?: string;
}

export interface WorkflowRecord {
  readonly _id: string;
  readonly identifier: string;
  readonly name: string;
  readonly slug: string;
  readonly active: boolean;
  readonly tags?: string[];
  /** The workflow's own channel defaults (preference overrides of source `template`). */
  readonly preferences?: ChannelPreferences;
  readonly steps: StepRecord[];
}

export interface TenantRecord {
  identifier: string;
  /** Details given by the fixture or by a trigger's tenant object. */
  details: Record<string, unknown>;
}

export interface MessageRecord {
  readonly _id: string;
  readonly subscriber: SubscriberRecord;
  readonly transactionId: string;
  readonly channel: ChannelType;
  readonly feedIdentifier?: string;
  readonly workflow?: string;
  readonly _notificationId?: string;
  readonly _jobId?: string;
  readonly payload?: Record<string, unknown>;
  read: boolean;
  seen: boolean;
  readonly createdAt: string;
}

export interface Environment {
  readonly apiKey: string;
  readonly environmentId: string;
  readonly organizationId: string;
  readonly subscribers: Map<string, SubscriberRecord>;
  readonly topics: Map<string, TopicRecord>;
  readonly topicsById: Map<string, TopicRecord>;
  readonly topicList: IndexedCollection<TopicRecord>;
  readonly subscriptionsById: Map<string, SubscriptionRecord>;
  readonly integrations: Map<string, IntegrationRecord>;
  readonly workflows: Map<string, WorkflowRecord>;
  readonly tenants: Map<string, TenantRecord>;
  readonly notifications: Map<string, Notification>;
  readonly messages: Map<string, MessageRecord>;
  readonly messagesByTransaction: Map<string, Set<MessageRecord>>;
  /** Deleted topics and subscriptions by _id, so that a cursor naming one still has a place. */
  readonly tombstones: Map<string, TopicRecord | SubscriptionRecord>;
  readonly idempotency: IdempotencyStore;
  /** The bytes its records hold (usage.ts), the ledger of all environments' with them. */
  readonly usage: Usage;
  /** Creation rank of the next record. */
  nextSeq: number;
}

export const TOMBSTONE_LIMIT = 10_000;

/** Orderings that `orderBy` may ask for (the description does not list them). */
export const TOPIC_ORDERINGS: Readonly<Record<string, (topic: TopicRecord) => SortKey>> = {
  createdAt: (topic) => topic.createdAt,
  updatedAt: (topic) => topic.updatedAt,
  _id: (topic) => topic._id,
  key: (topic) => topic.key,
  name: (topic) => topic.name ?? '',
};

export const SUBSCRIPTION_ORDERINGS: Readonly<Record<string, (subscription: SubscriptionRecord) => SortKey>> = {
  createdAt: (subscription) => subscription.createdAt,
  updatedAt: (subscription) => subscription.updatedAt,
  _id: (subscription) => subscription._id,
};

export const DEFAULT_ORDER_BY = 'createdAt';

export function createEnvironment(apiKey: string, environmentId: string, organizationId: string, ledger: Ledger): Environment {
  const env: Environment = {
    apiKey,
    environmentId,
    organizationId,
    subscribers: new Map(),
    topics: new Map(),
    topicsById: new Map(),
    topicList: new IndexedCollection(TOPIC_ORDERINGS),
    subscriptionsById: new Map(),
    integrations: new Map(),
    workflows: new Map(),
    tenants: new Map(),
    notifications: new Map(),
    messages: new Map(),
    messagesByTransaction: new Map(),
    tombstones: new Map(),
    idempotency: new IdempotencyStore(ledger.keys),
    usage: new Usage(ledger),
    nextSeq: 0,
  };
  env.usage.add(environmentSize(env));
  return env;
}

/** The records an environment holds, as maxResourcesPerEnvironment counts them. */
export function resourceCount(env: Environment): number {
  return (
    env.subscribers.size +
    env.topics.size +
    env.subscriptionsById.size +
    env.integrations.size +
    env.workflows.size +
    env.tenants.size +
    env.notifications.size +
    env.messages.size
  );
}

/**
 * Remembers a deleted record's place for cursors, forgetting the oldest past TOMBSTONE_LIMIT. It
 * leaves the snapshot, but its memory stays charged until it is forgotten: a topic's key may be long.
 */
export function bury(env: Environment, record: TopicRecord | SubscriptionRecord): void {
  env.usage.add({ heap: 0, json: deadSize(record).json }, -1);
  env.tombstones.set(record._id, record);
  if (env.tombstones.size > TOMBSTONE_LIMIT) forgetOldestTombstone(env);
}

/** Forgets the oldest deleted record's place (its cursor is then unknown); false when none is left. */
export function forgetOldestTombstone(env: Environment): boolean {
  const oldest = env.tombstones.entries().next();
  if (oldest.done === true) return false;
  const [id, record] = oldest.value;
  env.tombstones.delete(id);
  env.usage.add({ heap: deadSize(record).heap, json: 0 }, -1);
  return true;
}

const deadSize = (record: TopicRecord | SubscriptionRecord) => ('topic' in record ? subscriptionSize(record) : topicSize(record));

export function newSubscriber(env: Environment, fields: { _id: string; subscriberId: string; createdAt: string; updatedAt: string }): SubscriberRecord {
  return new SubscriberRecord(env.nextSeq++, fields._id, fields.subscriberId, fields.createdAt, fields.updatedAt);
}

export function addTopic(env: Environment, fields: { _id: string; key: string; name?: string; createdAt: string; updatedAt: string }): TopicRecord {
  const topic = new TopicRecord(env.nextSeq++, fields._id, fields.key, fields.createdAt, fields.updatedAt);
  if (fields.name !== undefined) topic.name = fields.name;
  env.topics.set(topic.key, topic);
  env.topicsById.set(topic._id, topic);
  env.topicList.add(topic);
  env.usage.add(topicSize(topic));
  return topic;
}

export function subscribe(
  env: Environment,
  topic: TopicRecord,
  subscriber: SubscriberRecord,
  fields: { _id: string; createdAt: string; updatedAt: string },
): SubscriptionRecord {
  const subscription: SubscriptionRecord = { seq: env.nextSeq++, ...fields, topic, subscriber };
  topic.subscriptions.set(subscriber._id, subscription);
  topic.subscriptionList.add(subscription);
  subscriber.subscriptions.set(topic._id, subscription);
  subscriber.subscriptionList.add(subscription);
  env.subscriptionsById.set(subscription._id, subscription);
  env.usage.add(subscriptionSize(subscription));
  return subscription;
}

export function unsubscribe(env: Environment, subscription: SubscriptionRecord): void {
  const { topic, subscriber } = subscription;
  topic.subscriptions.delete(subscriber._id);
  topic.subscriptionList.remove(subscription);
  subscriber.subscriptions.delete(topic._id);
  subscriber.subscriptionList.remove(subscription);
  env.subscriptionsById.delete(subscription._id);
  bury(env, subscription);
}

export function addMessage(env: Environment, message: MessageRecord): void {
  env.messages.set(message._id, message);
  message.subscriber.messages.add(message);
  let group = env.messagesByTransaction.get(message.transactionId);
  if (group === undefined) {
    group = new Set();
    env.messagesByTransaction.set(message.transactionId, group);
  }
  group.add(message);
  env.usage.add(messageSize(message));
}

export function removeMessage(env: Environment, message: MessageRecord): void {
  env.messages.delete(message._id);
  message.subscriber.messages.delete(message);
  const group = env.messagesByTransaction.get(message.transactionId);
  group?.delete(message);
  if (group?.size === 0) env.messagesByTransaction.delete(message.transactionId);
  env.usage.add(messageSize(message), -1);
}

/** The workflow a preference update names: its internal _id, identifier or slug (description 4.2, op 7). */
export function findWorkflow(env: Environment, workflowId: string): WorkflowRecord | undefined {
  const byIdentifier = env.workflows.get(workflowId);
  if (byIdentifier !== undefined) return byIdentifier;
  for (const workflow of env.workflows.values()) if (workflow._id === workflowId || workflow.slug === workflowId) return workflow;
  return undefined;
}
