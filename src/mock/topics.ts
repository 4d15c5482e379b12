// Topic operations: 4, 8, 12, 13, 14, 16, 17 and 20 of the description.
import type { components } from '../../generated/schema.js';
import { jsonQuoted } from '../text/printable.js';
import { type HandlerTable, listPage, notFound, orderByOf, requireTopic } from './context.js';
import { topicJson } from './json-text.js';
import { pageAnswer } from './pagination.js';
import { topicSize } from './record-sizes.js';
import { addTopic, bury, type Environment, SUBSCRIPTION_ORDERINGS, type SubscriptionRecord, TOPIC_ORDERINGS, type TopicRecord, unsubscribe } from './state.js';
import { deletedSubscriptionView, membershipView, subscriptionView, topicView } from './views.js';

type Schemas = components['schemas'];

function renameTopic(env: Environment, topic: TopicRecord, name: string | undefined, now: string): void {
  const before = topicSize(topic);
  if (name !== undefined) topic.name = name;
  topic.updatedAt = now;
  env.topicList.touch(topic);
  env.usage.change(before, topicSize(topic));
}

/** A topic the cursor names: a live one of this environment, or a deleted one's last place. */
const topicByCursor = (env: Environment) => (cursor: string) => {
  const found = env.topicsById.get(cursor) ?? env.tombstones.get(cursor);
  return found !== undefined && !('topic' in found) ? found : undefined;
};

export const topicHandlers = {
  listTopics: ({ env, query }) => {
    const orderBy = orderByOf(query, TOPIC_ORDERINGS);
    const key = query.get('key');
    const name = query.get('name');
    let matches: TopicRecord[] | undefined;
    if (key !== null) {
      const topic = env.topics.get(key);
      matches = topic === undefined ? [] : [topic];
    }
    if (name !== null) {
      // A name filter matches part of the name, in any case; it reads every topic (or the key's one).
      const wanted = name.toLowerCase();
      matches = (matches ?? [...env.topicList.values()]).filter((topic) => topic.name?.toLowerCase().includes(wanted) === true);
    }
    const page = listPage(query, env.topicList.index(orderBy), matches, topicByCursor(env));
    return pageAnswer(page, topicView) satisfies Schemas['TopicPage'];
  },

  upsertTopic: ({ env, body, clock }) => {
    const { key, name } = body as Schemas['UpsertTopicRequest'];
    const existing = env.topics.get(key);
    if (existing !== undefined) {
      renameTopic(env, existing, name, clock.now());
      return topicView(existing);
    }
    const now = clock.now();
    return topicView(addTopic(env, { _id: clock.objectId(), key, ...(name !== undefined ? { name } : {}), createdAt: now, updatedAt: now }));
  },

  getTopic: ({ env, params }) => topicJson(requireTopic(env, params.topicKey!)),

  updateTopic: ({ env, params, body, clock }) => {
    const topic = requireTopic(env, params.topicKey!);
    renameTopic(env, topic, (body as Schemas['UpdateTopicRequest']).name, clock.now());
    return topicView(topic);
  },

  deleteTopic: ({ env, params }) => {
    const topic = requireTopic(env, params.topicKey!);
    for (const subscription of [...topic.subscriptions.values()]) unsubscribe(env, subscription);
    env.topics.delete(topic.key);
    env.topicsById.delete(topic._id);
    env.topicList.remove(topic);
    bury(env, topic);
    return { acknowledged: true } satisfies Schemas['DeleteTopicResult'];
  },

  listTopicSubscriptions: ({ env, params, query }) => {
    const topic = requireTopic(env, params.topicKey!);
    const orderBy = orderByOf(query, SUBSCRIPTION_ORDERINGS);
    const subscriberId = query.get('subscriberId');
    let matches: SubscriptionRecord[] | undefined;
    if (subscriberId !== null) {
      const subscriber = env.subscribers.get(subscriberId);
      const subscription = subscriber === undefined ? undefined : topic.subscriptions.get(subscriber._id);
      matches = subscription === undefined ? [] : [subscription];
    }
    const page = listPage(query, topic.subscriptionList.index(orderBy), matches, (cursor) => {
      const found = env.subscriptionsById.get(cursor) ?? env.tombstones.get(cursor);
      return found !== undefined && 'topic' in found && found.topic === topic ? found : undefined;
    });
    return pageAnswer(page, subscriptionView) satisfies Schemas['TopicSubscriptionPage'];
  },

  deleteTopicSubscriptions: ({ env, params, body }) => {
    const topic = requireTopic(env, params.topicKey!);
    const { subscriberIds } = body as Schemas['DeleteTopicSubscriptionsRequest'];
    const data: Schemas['DeletedTopicSubscription'][] = [];
    const errors: Schemas['DeleteTopicSubscriptionError'][] = [];
    // Results follow the order of subscriberIds; each id is one success or one failure.
    for (const subscriberId of subscriberIds) {
      const subscriber = env.subscribers.get(subscriberId);
      const subscription = subscriber === undefined ? undefined : topic.subscriptions.get(subscriber._id);
      if (subscriber === undefined) {
        errors.push({ subscriberId, code: 'SUBSCRIBER_NOT_FOUND', message: `Subscriber ${subscriberId} was not found` });
      } else if (subscription === undefined) {
        errors.push({ subscriberId, code: 'SUBSCRIPTION_NOT_FOUND', message: `Subscriber ${subscriberId} is not subscribed to topic ${topic.key}` });
      } else {
        unsubscribe(env, subscription);
        data.push(deletedSubscriptionView(subscription));
      }
    }
    const result: Schemas['DeleteTopicSubscriptionsResult'] = {
      data,
      meta: { totalCount: subscriberIds.length, successful: data.length, failed: errors.length },
    };
    if (errors.length > 0) result.errors = errors;
    return result;
  },

  getTopicSubscriber: ({ env, params }) => {
    const topic = requireTopic(env, params.topicKey!);
    const externalSubscriberId = params.externalSubscriberId!;
    const subscriber = env.subscribers.get(externalSubscriberId);
    if (subscriber === undefined) throw notFound('subscriber', externalSubscriberId);
    const subscription = topic.subscriptions.get(subscriber._id);
    if (subscription === undefined) throw notFound('subscriber', externalSubscriberId, `among the subscribers of topic ${jsonQuoted(topic.key)}`);
    return membershipView(env, subscription);
  },
} satisfies Partial<HandlerTable>;
