// Subscriber operations: 1, 2, 3, 7, 11, 15 and 18 of the description.
import type { components } from '../../generated/schema.js';
import { jsonQuoted } from '../text/printable.js';
import { type HandlerTable, listPage, notFound, orderByOf, ProblemError, requireSubscriber } from './context.js';
import { integrationForChannel } from './fixture.js';
import { pageAnswer } from './pagination.js';
import { subscriberSize } from './record-sizes.js';
import {
  type ChannelCredentials,
  type Environment,
  findWorkflow,
  removeMessage,
  SUBSCRIPTION_ORDERINGS,
  type SubscriberRecord,
  type SubscriptionRecord,
  unsubscribe,
} from './state.js';
import { preferencesView, subscriberView, subscriptionView } from './views.js';

type Schemas = components['schemas'];

/** Every change to a subscriber document bumps its version and its updatedAt. */
export function touchSubscriber(subscriber: SubscriberRecord, now: string): void {
  subscriber.__v += 1;
  subscriber.updatedAt = now;
}

/** Tokens appended after the existing ones; a token already there is not added twice. */
export function appendTokens(existing: readonly string[] | undefined, added: readonly string[] | undefined): string[] {
  const tokens = [...(existing ?? [])];
  for (const token of added ?? []) if (!tokens.includes(token)) tokens.push(token);
  return tokens;
}

/**
 * Op 1, and the channels of a subscriber definition: a channel is kept per providerId and the
 * integration it delivers through (the one `integrationIdentifier` names, else the provider's), so
 * that a call that leaves the optional identifier out appends to the tokens already there (seed
 * 2.3: "deviceTokens appended to the existing ones"); its credentials take the given fields.
 * False when no integration of the environment fits a new channel.
 */
export function upsertChannel(
  env: Environment,
  subscriber: SubscriberRecord,
  providerId: Schemas['SubscriberChannelProviderId'],
  integrationIdentifier: string | undefined,
  credentials: ChannelCredentials,
): boolean {
  const integration = integrationForChannel(env, providerId, integrationIdentifier);
  const existing = subscriber.channels.find(
    (channel) =>
      channel.providerId === providerId &&
      (integration === undefined ? channel.integrationIdentifier === integrationIdentifier : channel._integrationId === integration._id),
  );
  const { deviceTokens, ...rest } = credentials;
  if (existing !== undefined) {
    const merged: ChannelCredentials = { ...existing.credentials, ...rest };
    if (deviceTokens !== undefined || existing.credentials.deviceTokens !== undefined)
      merged.deviceTokens = appendTokens(existing.credentials.deviceTokens, deviceTokens);
    existing.credentials = merged;
    return true;
  }
  if (integration === undefined) return false;
  subscriber.channels.push({
    providerId,
    ...(integrationIdentifier !== undefined ? { integrationIdentifier } : {}),
    credentials: deviceTokens === undefined ? { ...rest } : { ...rest, deviceTokens: appendTokens([], deviceTokens) },
    _integrationId: integration._id,
  });
  return true;
}

export const missingIntegration = (providerId: string, integrationIdentifier: string | undefined): string =>
  integrationIdentifier === undefined
    ? `no integration of this environment has the providerId ${jsonQuoted(providerId)}`
    : `no integration of this environment has the identifier ${jsonQuoted(integrationIdentifier)} and the providerId ${jsonQuoted(providerId)}`;

/** Removes a subscriber with its messages, preferences and topic subscriptions (description 3.2). */
export function removeSubscriber(env: Environment, subscriber: SubscriberRecord): void {
  for (const subscription of [...subscriber.subscriptions.values()]) unsubscribe(env, subscription);
  for (const message of [...subscriber.messages]) removeMessage(env, message);
  env.subscribers.delete(subscriber.subscriberId);
  env.usage.add(subscriberSize(subscriber), -1);
}

export const subscriberHandlers = {
  updateSubscriberCredentials: ({ env, params, body, clock }) => {
    const subscriber = requireSubscriber(env, params.subscriberId!);
    const before = subscriberSize(subscriber);
    const { providerId, integrationIdentifier, credentials } = body as Schemas['UpdateSubscriberCredentialsRequest'];
    if (!upsertChannel(env, subscriber, providerId, integrationIdentifier, credentials)) {
      throw new ProblemError('not-found', missingIntegration(providerId, integrationIdentifier));
    }
    touchSubscriber(subscriber, clock.now());
    env.usage.change(before, subscriberSize(subscriber));
    return subscriberView(env, subscriber);
  },

  updateSubscriberOnlineStatus: ({ env, params, body, clock }) => {
    const subscriber = requireSubscriber(env, params.subscriberId!);
    subscriber.isOnline = (body as Schemas['UpdateSubscriberOnlineStatusRequest']).isOnline;
    subscriber.lastOnlineAt = clock.now();
    touchSubscriber(subscriber, clock.now());
    return subscriberView(env, subscriber);
  },

  markAllSubscriberMessages: ({ env, params, body }) => {
    const subscriber = requireSubscriber(env, params.subscriberId!);
    const { markAs, feedIdentifier } = body as Schemas['MarkAllMessagesRequest'];
    const feeds = feedIdentifier === undefined ? undefined : new Set(typeof feedIdentifier === 'string' ? [feedIdentifier] : feedIdentifier);
    // As the service's MessageRepository.markAllMessagesAs: the messages whose flag is not yet
    // `markAs` are updated, and `read` and `unread` also mark them seen (getReadSeenUpdatePayload);
    // the number is how many it updated (its `modified`), the description does not say what.
    const field = markAs === 'read' || markAs === 'unread' ? 'read' : 'seen';
    const value = markAs === 'read' || markAs === 'seen';
    let changed = 0;
    for (const message of subscriber.messages) {
      if (message.channel !== 'in_app' || message[field] === value) continue;
      if (feeds !== undefined && (message.feedIdentifier === undefined || !feeds.has(message.feedIdentifier))) continue;
      message[field] = value;
      if (field === 'read') message.seen = true;
      changed += 1;
    }
    return changed;
  },

  deleteSubscriber: ({ env, params }) => {
    removeSubscriber(env, requireSubscriber(env, params.subscriberId!));
    return { acknowledged: true, status: 'deleted' } satisfies Schemas['DeleteSubscriberResult'];
  },

  listSubscriberSubscriptions: ({ env, params, query }) => {
    const subscriber = requireSubscriber(env, params.subscriberId!);
    const orderBy = orderByOf(query, SUBSCRIPTION_ORDERINGS);
    const key = query.get('key');
    let matches: SubscriptionRecord[] | undefined;
    if (key !== null) {
      const topic = env.topics.get(key);
      const subscription = topic === undefined ? undefined : subscriber.subscriptions.get(topic._id);
      matches = subscription === undefined ? [] : [subscription];
    }
    const page = listPage(query, subscriber.subscriptionList.index(orderBy), matches, (cursor) => {
      const found = env.subscriptionsById.get(cursor) ?? env.tombstones.get(cursor);
      return found !== undefined && 'subscriber' in found && found.subscriber === subscriber ? found : undefined;
    });
    return pageAnswer(page, subscriptionView) satisfies Schemas['TopicSubscriptionPage'];
  },

  getSubscriberPreferences: ({ env, params }) => preferencesView(env, requireSubscriber(env, params.subscriberId!)),

  updateSubscriberPreferences: ({ env, params, body, clock }) => {
    const subscriber = requireSubscriber(env, params.subscriberId!);
    const { channels, workflowId } = body as Schemas['UpdateSubscriberPreferencesRequest'];
    if (workflowId === undefined) {
      subscriber.preferences.global.channels = { ...subscriber.preferences.global.channels, ...channels };
    } else {
      const workflow = findWorkflow(env, workflowId);
      if (workflow === undefined) throw notFound('workflow', workflowId);
      const own = subscriber.preferences.workflows.get(workflow.identifier);
      subscriber.preferences.workflows.set(workflow.identifier, { channels: { ...own?.channels, ...channels }, updatedAt: clock.now() });
    }
    return preferencesView(env, subscriber);
  },
} satisfies Partial<HandlerTable>;
