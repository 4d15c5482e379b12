// The state in the fixture format, record by record: what snapshot() gives and GET /__mock/state
// writes, and what each record is charged as JSON (usage.ts), from the same shapes. A shape shares
// objects with the state: snapshot() copies the whole, GET /__mock/state only serializes it.
import type { Fixture, FixtureEnvironment, FixtureMessage, FixtureSubscriber, FixtureSubscription, FixtureTenant, FixtureTopic } from './fixture-types.js';
import type { Environment, MessageRecord, SubscriberRecord, SubscriptionRecord, TenantRecord, TopicRecord } from './state.js';

export const SUBSCRIBER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone'] as const;

export function subscriberShape(subscriber: SubscriberRecord): FixtureSubscriber {
  const out: FixtureSubscriber = { subscriberId: subscriber.subscriberId, _id: subscriber._id };
  for (const field of SUBSCRIBER_FIELDS) if (subscriber[field] !== undefined) out[field] = subscriber[field];
  if (subscriber.data !== undefined) out.data = subscriber.data;
  out.channels = subscriber.channels;
  if (subscriber.isOnline !== undefined) out.isOnline = subscriber.isOnline;
  if (subscriber.lastOnlineAt !== undefined) out.lastOnlineAt = subscriber.lastOnlineAt;
  out.__v = subscriber.__v;
  out.createdAt = subscriber.createdAt;
  out.updatedAt = subscriber.updatedAt;
  // Read without making them: most subscribers never have preferences.
  const preferences = subscriber.preferencesIfAny;
  if (preferences === undefined) return out;
  const { global, workflows } = preferences;
  const globalSet = global.enabled !== undefined || Object.keys(global.channels).length > 0;
  if (globalSet || workflows.size > 0) {
    out.preferences = {};
    if (globalSet) out.preferences.global = global;
    if (workflows.size > 0) out.preferences.workflows = Object.fromEntries(workflows);
  }
  return out;
}

export const subscriptionShape = (subscription: SubscriptionRecord): FixtureSubscription => ({
  subscriberId: subscription.subscriber.subscriberId,
  _id: subscription._id,
  createdAt: subscription.createdAt,
  updatedAt: subscription.updatedAt,
});

/** A topic, with its subscriptions when `withSubscriptions` (each is a record, charged on its own). */
export const topicShape = (topic: TopicRecord, withSubscriptions = true): FixtureTopic => ({
  key: topic.key,
  _id: topic._id,
  ...(topic.name !== undefined ? { name: topic.name } : {}),
  createdAt: topic.createdAt,
  updatedAt: topic.updatedAt,
  subscribers: withSubscriptions ? [...topic.subscriptions.values()].map(subscriptionShape) : [],
});

export const tenantShape = ({ identifier, details }: TenantRecord): string | FixtureTenant =>
  Object.keys(details).length === 0 ? identifier : { ...details, identifier };

export const messageShape = ({ subscriber, ...message }: MessageRecord): FixtureMessage => ({ ...message, subscriberId: subscriber.subscriberId });

/** One environment in the fixture format, sharing objects with the state. */
export function environmentShape(env: Environment): FixtureEnvironment {
  return {
    apiKey: env.apiKey,
    environmentId: env.environmentId,
    organizationId: env.organizationId,
    subscribers: [...env.subscribers.values()].map(subscriberShape),
    topics: [...env.topics.values()].map((topic) => topicShape(topic)),
    integrations: [...env.integrations.values()],
    workflows: [...env.workflows.values()],
    tenants: [...env.tenants.values()].map(tenantShape),
    notifications: [...env.notifications.values()],
    messages: [...env.messages.values()].map(messageShape),
  };
}

/** A deep copy of JSON data, so that no caller shares objects with the state. */
export function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The whole state in the fixture format, a copy of its own: loading it gives the same answers. */
export function snapshotFixture(environments: Iterable<Environment>): Fixture {
  const out: Fixture = { environments: [] };
  for (const env of environments) out.environments.push(environmentShape(env));
  return structuredCopy(out);
}

/**
 * The state's JSON, as JSON.stringify(snapshot) writes it, given up (undefined) once it passes
 * `maxChars`: written record by record, so that a state over the bound costs at most the bound's
 * worth of work and one record more, never a copy of the whole.
 */
export function stateText(head: Record<string, unknown>, environments: Iterable<Environment>, maxChars: number): string | undefined {
  const parts: string[] = [];
  let total = 0;
  const push = (text: string): boolean => {
    total += text.length;
    parts.push(text);
    return total <= maxChars;
  };
  try {
    const headText = JSON.stringify(head);
    if (!push(`${headText.slice(0, -1)}${headText.length > 2 ? ',' : ''}"environments":[`)) return undefined;
    let firstEnvironment = true;
    for (const env of environments) {
      let first = true;
      if (!push(firstEnvironment ? '{' : ',{')) return undefined;
      firstEnvironment = false;
      for (const [name, value] of Object.entries(environmentShape(env))) {
        if (!push(`${first ? '' : ','}${JSON.stringify(name)}:`)) return undefined;
        first = false;
        if (!Array.isArray(value)) {
          if (!push(JSON.stringify(value))) return undefined;
          continue;
        }
        if (!push('[')) return undefined;
        for (let i = 0; i < value.length; i += 1) if (!push(`${i === 0 ? '' : ','}${JSON.stringify(value[i])}`)) return undefined;
        if (!push(']')) return undefined;
      }
      if (!push('}')) return undefined;
    }
    if (!push(']}')) return undefined;
  } catch (error) {
    if (error instanceof RangeError) return undefined; // longer than a string can be
    throw error;
  }
  return parts.join('');
}
