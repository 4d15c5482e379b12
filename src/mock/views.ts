// Records as the contract's response shapes. Each view builds a fresh object, so an answer never
// shares anything with the state.
import type { components } from '../../generated/schema.js';
import {
  CHANNELS,
  type ChannelPreferences,
  type ChannelType,
  type Environment,
  type IntegrationRecord,
  type SubscriberRecord,
  type SubscriptionRecord,
  type TopicRecord,
  type WorkflowRecord,
} from './state.js';

type Schemas = components['schemas'];

const copyCredentials = <T extends object>(credentials: T): T => {
  const copy = { ...credentials };
  for (const [key, value] of Object.entries(copy)) {
    if (Array.isArray(value)) (copy as Record<string, unknown>)[key] = [...(value as unknown[])];
  }
  return copy;
};

export function subscriberView(env: Environment, subscriber: SubscriberRecord): Schemas['Subscriber'] {
  // Built field by field in the order the service lists them; complete once the last is set.
  const view: Partial<Schemas['Subscriber']> = { _id: subscriber._id };
  if (subscriber.firstName !== undefined) view.firstName = subscriber.firstName;
  if (subscriber.lastName !== undefined) view.lastName = subscriber.lastName;
  if (subscriber.email !== undefined) view.email = subscriber.email;
  if (subscriber.phone !== undefined) view.phone = subscriber.phone;
  if (subscriber.avatar !== undefined) view.avatar = subscriber.avatar;
  if (subscriber.locale !== undefined) view.locale = subscriber.locale;
  if (subscriber.timezone !== undefined) view.timezone = subscriber.timezone;
  view.channels = subscriber.channels.map((channel) => ({ ...channel, credentials: copyCredentials(channel.credentials) }));
  if (subscriber.isOnline !== undefined) view.isOnline = subscriber.isOnline;
  if (subscriber.lastOnlineAt !== undefined) view.lastOnlineAt = subscriber.lastOnlineAt;
  view.__v = subscriber.__v;
  if (subscriber.data !== undefined) view.data = subscriber.data === null ? null : JSON.parse(JSON.stringify(subscriber.data));
  view.subscriberId = subscriber.subscriberId;
  view._organizationId = env.organizationId;
  view._environmentId = env.environmentId;
  view.deleted = false;
  view.createdAt = subscriber.createdAt;
  view.updatedAt = subscriber.updatedAt;
  return view as Schemas['Subscriber'];
}

export function subscriberSummaryView(subscriber: SubscriberRecord): Schemas['SubscriberSummary'] {
  const view: Schemas['SubscriberSummary'] = { _id: subscriber._id, subscriberId: subscriber.subscriberId };
  if (subscriber.avatar !== undefined) view.avatar = subscriber.avatar;
  if (subscriber.firstName !== undefined) view.firstName = subscriber.firstName;
  if (subscriber.lastName !== undefined) view.lastName = subscriber.lastName;
  if (subscriber.email !== undefined) view.email = subscriber.email;
  return view;
}

export function topicView(topic: TopicRecord): Schemas['Topic'] {
  const view: Schemas['Topic'] = { _id: topic._id, key: topic.key };
  if (topic.name !== undefined) view.name = topic.name;
  view.createdAt = topic.createdAt;
  view.updatedAt = topic.updatedAt;
  return view;
}

export function topicSummaryView(topic: TopicRecord): Schemas['TopicSummary'] {
  return topic.name === undefined ? { _id: topic._id, key: topic.key } : { _id: topic._id, key: topic.key, name: topic.name };
}

/**
 * A subscription in a list. `identifier` is not in the description; the service sends it and its
 * official SDK (@novu/api) requires it. Its format is not known: the mock's is the topic key and
 * the subscriber id.
 */
export function subscriptionView(subscription: SubscriptionRecord): Schemas['TopicSubscription'] & { identifier: string } {
  return {
    _id: subscription._id,
    identifier: `${subscription.topic.key}:${subscription.subscriber.subscriberId}`,
    createdAt: subscription.createdAt,
    topic: topicView(subscription.topic),
    subscriber: subscriberSummaryView(subscription.subscriber),
  };
}

export function deletedSubscriptionView(subscription: SubscriptionRecord): Schemas['DeletedTopicSubscription'] {
  return {
    _id: subscription._id,
    topic: topicSummaryView(subscription.topic),
    subscriber: subscriberSummaryView(subscription.subscriber),
    createdAt: subscription.createdAt,
    updatedAt: subscription.updatedAt,
  };
}

export function membershipView(env: Environment, subscription: SubscriptionRecord): Schemas['TopicSubscriberMembership'] {
  return {
    _organizationId: env.organizationId,
    _environmentId: env.environmentId,
    _subscriberId: subscription.subscriber._id,
    _topicId: subscription.topic._id,
    topicKey: subscription.topic.key,
    externalSubscriberId: subscription.subscriber.subscriberId,
  };
}

export function integrationView(env: Environment, integration: IntegrationRecord): Schemas['Integration'] {
  const view: Schemas['Integration'] = {
    _id: integration._id,
    _environmentId: env.environmentId,
    _organizationId: env.organizationId,
    name: integration.name,
    identifier: integration.identifier,
    providerId: integration.providerId,
    channel: integration.channel,
    credentials: JSON.parse(JSON.stringify(integration.credentials)) as Schemas['IntegrationCredentials'],
    active: integration.active,
    deleted: integration.deleted,
    primary: integration.primary,
    conditions: JSON.parse(JSON.stringify(integration.conditions)) as Schemas['StepFilter'][],
  };
  if (integration.deletedAt !== undefined) view.deletedAt = integration.deletedAt;
  if (integration.deletedBy !== undefined) view.deletedBy = integration.deletedBy;
  return view;
}

/** The global channel settings, every channel filled in (on unless turned off). */
export function globalChannels(subscriber: SubscriberRecord): Required<ChannelPreferences> {
  const set = subscriber.preferences.global.channels;
  return Object.fromEntries(CHANNELS.map((channel) => [channel, set[channel] ?? true])) as Required<ChannelPreferences>;
}

/**
 * Whether a channel is on for a subscriber and a workflow: what the subscriber set for that
 * workflow, else the workflow's own default, else the subscriber's global setting (on by default).
 */
export function channelPreference(subscriber: SubscriberRecord, workflow: WorkflowRecord, channel: ChannelType): boolean {
  return (
    subscriber.preferences.workflows.get(workflow.identifier)?.channels[channel] ??
    workflow.preferences?.[channel] ??
    subscriber.preferences.global.channels[channel] ??
    true
  );
}

/**
 * A subscriber's preference for each workflow: a channel is what the subscriber set for that
 * workflow, else the workflow's own default, else the subscriber's global setting.
 */
export function preferencesView(env: Environment, subscriber: SubscriberRecord): Schemas['SubscriberPreferences'] {
  const global = globalChannels(subscriber);
  return {
    global: { enabled: subscriber.preferences.global.enabled ?? true, channels: global },
    workflows: [...env.workflows.values()].map((workflow) => {
      const own = subscriber.preferences.workflows.get(workflow.identifier);
      const channels: Required<ChannelPreferences> = { ...global };
      const overrides: Schemas['PreferenceOverride'][] = [];
      for (const channel of CHANNELS) {
        const mine = own?.channels[channel];
        const template = workflow.preferences?.[channel];
        if (mine !== undefined) {
          channels[channel] = mine;
          overrides.push({ channel, source: 'subscriber' });
        } else if (template !== undefined) {
          channels[channel] = template;
          overrides.push({ channel, source: 'template' });
        }
      }
      const preference: Schemas['WorkflowPreference'] = {
        enabled: true,
        channels,
        overrides,
        workflow: { slug: workflow.slug, identifier: workflow.identifier, name: workflow.name },
      };
      if (own?.updatedAt !== undefined) preference.workflow.updatedAt = own.updatedAt;
      return preference;
    }),
  };
}
