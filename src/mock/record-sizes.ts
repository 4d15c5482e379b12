// What each record costs (usage.ts charges it): the JSON the snapshot writes of it, measured from
// its shape (snapshot.ts), and its memory: a fixed part per kind of record (the object, its fields
// the mock makes, its entries in maps and ordered indexes), calibrated on Node 20 and rounded up,
// plus the client's data it holds. A trigger's payload, shared by its records, is charged once, by
// the trigger (events.ts), not by each record that holds it.

import { measure, type Size, STRING_HEAP, sharedSize, stringHeap } from './sizes.js';
import { messageShape, subscriberShape, tenantShape } from './snapshot.js';
import type {
  Environment,
  IntegrationRecord,
  MessageRecord,
  Notification,
  SubscriberRecord,
  SubscriptionRecord,
  TenantRecord,
  TopicRecord,
  WorkflowRecord,
} from './state.js';

/** The fixed memory of a record of each kind (bytes). */
export const RECORD_HEAP = {
  environment: 4096,
  topic: 384,
  subscription: 384,
  subscriber: 768,
  channel: 256,
  integration: 512,
  tenant: 192,
  notification: 1536,
  job: 768,
  topicReference: 128,
  message: 384,
} as const;

const textHeap = (text: string | null | undefined): number => (typeof text === 'string' ? stringHeap(text) : 0);

// The JSON counted is a record's own, without the comma before it: at most what the snapshot writes.
const sized = (heap: number, shape: unknown): Size => ({ heap, json: measure(shape, false).json });

/** The environment itself: its maps, its idempotency store, and the fixture fields the snapshot writes. */
export const environmentSize = (env: Environment): Size => ({
  heap: RECORD_HEAP.environment + textHeap(env.apiKey),
  // `{"apiKey":…,"environmentId":…,"organizationId":…` and `,"subscribers":[],"topics":[],…,"messages":[]}`.
  json: measure({ apiKey: env.apiKey, environmentId: env.environmentId, organizationId: env.organizationId }).json + 108,
});

// Topics and subscriptions come by the hundred thousand in a fixture, and the load of one must not
// slow down for their count: their size is added up from the lengths of their fields, with no
// object made and no character read. Their JSON, as snapshot.ts's topicShape (without its
// subscriptions) and subscriptionShape write it, is counted as if no character needed escaping (at
// most what is written: test/mock/byte-bounds.test.ts holds the two together); their strings'
// memory as if every character took two bytes (at least what they take).
/** `{"key":,"_id":,"createdAt":,"updatedAt":,"subscribers":[]}` and four pairs of quotes. */
const TOPIC_JSON = 58 + 8;
/** `,"name":` and its quotes. */
const TOPIC_NAME_JSON = 8 + 2;
/** `{"subscriberId":,"_id":,"createdAt":,"updatedAt":}` and four pairs of quotes. */
const SUBSCRIPTION_JSON = 50 + 8;
export const textMemory = (text: string): number => STRING_HEAP + 2 * text.length;

export function topicSize({ key, _id, name, createdAt, updatedAt }: TopicRecord): Size {
  const json = TOPIC_JSON + key.length + _id.length + createdAt.length + updatedAt.length;
  if (name === undefined) return { heap: RECORD_HEAP.topic + textMemory(key), json };
  return { heap: RECORD_HEAP.topic + textMemory(key) + textMemory(name), json: json + TOPIC_NAME_JSON + name.length };
}

export const subscriptionSize = ({ subscriber, _id, createdAt, updatedAt }: SubscriptionRecord): Size => ({
  heap: RECORD_HEAP.subscription,
  json: SUBSCRIPTION_JSON + subscriber.subscriberId.length + _id.length + createdAt.length + updatedAt.length,
});

export function subscriberSize(subscriber: SubscriberRecord): Size {
  let heap = RECORD_HEAP.subscriber + RECORD_HEAP.channel * subscriber.channels.length + textHeap(subscriber.subscriberId);
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone'] as const) heap += textHeap(subscriber[field]);
  if (subscriber.data) heap += measure(subscriber.data).heap;
  for (const channel of subscriber.channels) heap += measure(channel.credentials).heap + textHeap(channel.integrationIdentifier);
  return sized(heap, subscriberShape(subscriber));
}

export const integrationSize = (integration: IntegrationRecord): Size => {
  const client = measure([integration.name, integration.identifier, integration.providerId, integration.credentials, integration.conditions]);
  return { heap: RECORD_HEAP.integration + client.heap, json: measure(integration, false).json };
};

/** A workflow comes from a fixture only: all of it counts. */
export const workflowSize = (workflow: WorkflowRecord): Size => {
  return measure(workflow);
};

export const tenantSize = (tenant: TenantRecord): Size =>
  sized(RECORD_HEAP.tenant + measure(tenant.details).heap + textHeap(tenant.identifier), tenantShape(tenant));

/** The fixed memory of a notification a trigger makes, with its jobs and topic references. */
export const notificationHeap = (jobs: number, topics: number): number =>
  RECORD_HEAP.notification + RECORD_HEAP.job * jobs + RECORD_HEAP.topicReference * topics;

/**
 * A notification. One a trigger made holds the trigger's payload (shared, charged once by the
 * trigger) and strings of its subscriber and topics: its fixed part is its memory. One a fixture
 * gave holds whatever the fixture put in it: all of it counts.
 */
export function notificationSize(notification: Notification): Size {
  const made = sharedSize(notification.payload) !== undefined;
  const size = measure(notification, !made);
  if (!made) return { heap: size.heap + RECORD_HEAP.notification, json: size.json };
  return { heap: notificationHeap(notification.jobs?.length ?? 0, notification.topics?.length ?? 0), json: size.json };
}

/** A message: as a notification, its payload is the trigger's, or the fixture's own. */
export function messageSize(message: MessageRecord): Size {
  const made = sharedSize(message.payload) !== undefined;
  const size = measure(messageShape(message), !made);
  return { heap: made ? RECORD_HEAP.message : size.heap + RECORD_HEAP.message, json: size.json };
}
