// Stateful sequences (`--stateful`): they follow the contract's links from one answer to the next
// operation, and assert the transitions the API description states (its section 3.2). Each
// sequence is a fast-check property over its inputs, so a failing one shrinks like a request does.
import fc from 'fast-check';
import type { TransitionCheck } from './checks.js';
import { type Exchange, linkNamed, linkParameters } from './links.js';
import { prefixTopicKey, schemaArbitraries, type VerifyRequest } from './requests.js';
import type { Finding, Session } from './session.js';
import { type OperationId, operationById } from './spec.js';

export interface Sequence<T = unknown> {
  readonly name: string;
  readonly description: string;
  /** Operations it calls: it runs only when all of them are selected. */
  readonly operations: readonly OperationId[];
  readonly writes: boolean;
  /** Operations that must be named in --operations (they create what the contract cannot delete). */
  readonly explicit?: readonly OperationId[];
  /** It triggers a workflow of the server (--workflow), the only way the contract has to make a subscriber. */
  readonly needsWorkflow?: boolean;
  /** The transitions it asserts. */
  readonly checks: readonly TransitionCheck[];
  inputs(prefix: string): fc.Arbitrary<T>;
  /** Runs the sequence; a string result means it could not run on this server, and why. */
  run(session: Session, input: T): Promise<Finding[] | string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const is2xx = (status: number) => status >= 200 && status <= 299;
const field = (value: unknown, name: string): unknown => (isObject(value) ? value[name] : undefined);
const show = (value: unknown) => JSON.stringify(value) ?? 'nothing';

function request(operationId: OperationId, parts: { pathParams?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {}): VerifyRequest {
  return {
    operationId,
    method: methodOf(operationId),
    pathParams: parts.pathParams ?? {},
    query: parts.query ?? {},
    headers: {},
    ...(parts.body === undefined ? {} : { body: parts.body }),
    auth: 'valid',
  };
}

const methodOf = (operationId: OperationId) => operationById(operationId)!.method;

/** The request a link leads to from an exchange, or undefined when the exchange lacks what it names. */
function follow(linkName: string, from: Exchange, parts: { query?: Record<string, string>; body?: unknown } = {}): VerifyRequest | undefined {
  const link = linkNamed(linkName);
  const pathParams = linkParameters(link, from);
  if (!pathParams) return undefined;
  return request(link.operationId as OperationId, { pathParams, ...parts });
}

/** Whether listTopics, filtered by the key, lists the topic. */
async function listsTopic(session: Session, findings: Finding[], key: string): Promise<{ listed: boolean; status: number }> {
  const { response } = await session.call(request('listTopics', { query: { key } }), findings);
  const data = field(response.json, 'data');
  return { listed: Array.isArray(data) && data.some((item) => field(item, 'key') === key), status: response.status };
}

/** After a deletion, the list of what hung on the deleted thing is gone (404) or empty. */
function goneOrEmpty(session: Session, check: TransitionCheck, operationId: OperationId, response: { status: number; json?: unknown }, what: string): Finding {
  const left = field(response.json, 'data');
  const holds = response.status === 404 || (is2xx(response.status) && Array.isArray(left) && left.length === 0);
  return session.expect(
    check,
    operationId,
    holds,
    `${what} was deleted, then ${operationId} answered ${response.status} with ${Array.isArray(left) ? left.length : 'no'} subscriptions`,
  );
}

const nameArbitrary = () => schemaArbitraries().forPointer('/components/schemas/UpsertTopicRequest/properties/name') as fc.Arbitrary<string>;

/** The `_id`s of every item of a list, walked page by page along `next`. */
async function walk(
  session: Session,
  findings: Finding[],
  query: Record<string, string>,
  maxPages: number,
): Promise<{ ids: unknown[]; complete: boolean; broken?: string }> {
  const ids: unknown[] = [];
  let after: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const { response } = await session.call(request('listTopics', { query: { ...query, ...(after === undefined ? {} : { after }) } }), findings);
    if (response.status !== 200 || !Array.isArray(field(response.json, 'data')))
      return { ids, complete: false, broken: `page ${page + 1} answered ${response.status}` };
    for (const item of field(response.json, 'data') as unknown[]) ids.push(field(item, '_id'));
    const next = field(response.json, 'next');
    if (next === null || next === undefined) return { ids, complete: true };
    if (typeof next !== 'string' || next === after) return { ids, complete: false, broken: `page ${page + 1} has next ${show(next)}` };
    after = next;
  }
  return { ids, complete: false };
}

/** An upserted topic: read back, listed, upserted again, renamed, deleted, and gone. */
const topicLifecycle: Sequence<{ key: string; first: string | undefined; second: string; renamed: string }> = {
  name: 'topic lifecycle',
  description: 'upsertTopic → getTopic, listTopics → upsertTopic again → updateTopic → getTopic → deleteTopic → getTopic, listTopicSubscriptions, listTopics',
  operations: ['upsertTopic', 'getTopic', 'listTopics', 'updateTopic', 'deleteTopic', 'listTopicSubscriptions'],
  writes: true,
  checks: ['ensure_resource_availability', 'upsert_keeps_identity', 'rename_persists', 'use_after_free'],
  inputs: (prefix) =>
    fc.record({
      key: (schemaArbitraries().forPointer('/components/schemas/TopicKey') as fc.Arbitrary<string>).map((key) => prefixTopicKey(key, prefix)),
      first: fc.option(nameArbitrary(), { nil: undefined }),
      second: nameArbitrary(),
      renamed: schemaArbitraries().forPointer('/components/schemas/UpdateTopicRequest/properties/name') as fc.Arbitrary<string>,
    }),
  async run(session, { key, first, second, renamed }) {
    const findings: Finding[] = [];
    const upsert = await session.call(request('upsertTopic', { body: { key, ...(first === undefined ? {} : { name: first }) } }), findings);
    if (!is2xx(upsert.response.status)) return `upsertTopic answered ${upsert.response.status} to a valid topic`;
    const id = field(upsert.response.json, '_id');

    const read = await session.call(follow('GetTopicByKey', upsert.exchange)!, findings);
    findings.push(
      session.expect(
        'ensure_resource_availability',
        'getTopic',
        read.response.status === 200 && field(read.response.json, 'key') === key,
        `the topic ${key} was upserted, then getTopic answered ${read.response.status} ${read.response.text.slice(0, 120)}`,
      ),
    );
    const listed = await listsTopic(session, findings, key);
    findings.push(
      session.expect(
        'ensure_resource_availability',
        'listTopics',
        listed.listed,
        `the topic ${key} was upserted, then listTopics?key= did not list it (answered ${listed.status})`,
      ),
    );

    const again = await session.call(request('upsertTopic', { body: { key, name: second } }), findings);
    findings.push(
      session.expect(
        'upsert_keeps_identity',
        'upsertTopic',
        is2xx(again.response.status) && field(again.response.json, '_id') === id && field(again.response.json, 'name') === second,
        `a second upsert of ${key} with name ${show(second)} answered ${again.response.status} with _id ${show(field(again.response.json, '_id'))} and name ${show(field(again.response.json, 'name'))}; the first gave _id ${show(id)}`,
      ),
    );

    const rename = await session.call(follow('UpdateTopicByKey', upsert.exchange, { body: { name: renamed } })!, findings);
    if (is2xx(rename.response.status)) {
      const reread = await session.call(follow('GetTopicByKey', upsert.exchange)!, findings);
      findings.push(
        session.expect(
          'rename_persists',
          'getTopic',
          field(reread.response.json, 'name') === renamed,
          `renamed to ${show(renamed)}, then getTopic answered ${reread.response.status} with name ${show(field(reread.response.json, 'name'))}`,
        ),
      );
    } else {
      findings.push(session.expect('rename_persists', 'updateTopic', false, `updateTopic answered ${rename.response.status} to a valid rename of ${key}`));
    }

    await session.call(follow('ListTopicSubscriptionsByKey', upsert.exchange)!, findings);
    const removed = await session.call(follow('DeleteTopicByKey', upsert.exchange)!, findings);
    if (!is2xx(removed.response.status))
      return findings.concat(session.expect('use_after_free', 'deleteTopic', false, `deleteTopic answered ${removed.response.status} for the topic ${key}`));
    session.created.topics.delete(key);
    const gone = await session.call(follow('GetTopicByKey', upsert.exchange)!, findings);
    findings.push(
      session.expect(
        'use_after_free',
        'getTopic',
        gone.response.status === 404,
        `the topic ${key} was deleted, then getTopic answered ${gone.response.status}`,
      ),
    );
    const subscriptions = await session.call(follow('ListTopicSubscriptionsByKey', upsert.exchange)!, findings);
    findings.push(goneOrEmpty(session, 'use_after_free', 'listTopicSubscriptions', subscriptions.response, `the topic ${key}`));
    const relisted = await listsTopic(session, findings, key);
    findings.push(session.expect('use_after_free', 'listTopics', !relisted.listed, `the topic ${key} was deleted, then listTopics?key= still listed it`));
    return findings;
  },
};

/** Every page of the topic list, walked with a small limit: each item once, the same items as one big page. */
const pagination: Sequence<{ limit: number; extra: number }> = {
  name: 'pagination',
  description: 'listTopics page by page along next, against listTopics with limit 100',
  operations: ['listTopics'],
  writes: false,
  checks: ['pagination_yields_each_item_once'],
  inputs: () => fc.record({ limit: fc.integer({ min: 1, max: 5 }), extra: fc.integer({ min: 0, max: 3 }) }),
  async run(session, { limit, extra }) {
    const findings: Finding[] = [];
    // With writes, a few topics of this run make sure there is more than one page to walk.
    if (session.writes) {
      for (let index = 0; index < extra + 2; index += 1)
        await session.call(request('upsertTopic', { body: { key: `${session.prefix}page-${index}` } }), findings);
    }
    const small = await walk(session, findings, { limit: String(limit) }, 200);
    if (small.broken)
      return findings.concat(
        session.expect('pagination_yields_each_item_once', 'listTopics', false, `walking listTopics with limit ${limit}: ${small.broken}`),
      );
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const id of small.ids.map(show)) {
      if (seen.has(id)) repeated.push(id);
      seen.add(id);
    }
    findings.push(
      session.expect(
        'pagination_yields_each_item_once',
        'listTopics',
        repeated.length === 0,
        `walking listTopics with limit ${limit} yielded ${repeated.slice(0, 3).join(', ')} more than once`,
      ),
    );
    if (!small.complete) return findings;
    const big = await walk(session, findings, { limit: '100' }, 200);
    if (!big.complete) return findings;
    const everything = new Set(big.ids.map((id) => show(id)));
    const missing = [...everything].filter((id) => !seen.has(id));
    const extraIds = [...seen].filter((id) => !everything.has(id));
    findings.push(
      session.expect(
        'pagination_yields_each_item_once',
        'listTopics',
        missing.length === 0 && extraIds.length === 0,
        `walking with limit ${limit} gave ${seen.size} topics, with limit 100 ${everything.size}: ${missing.length} missing (${missing.slice(0, 3).join(', ')}), ${extraIds.length} extra`,
      ),
    );
    return findings;
  },
};

const PUSH_PROVIDERS = ['fcm', 'apns', 'expo', 'one-signal', 'pushpad', 'push-webhook', 'pusher-beams'];

/** The push providers the environment has an active integration of: a subscriber's channel needs one. */
async function pushProviders(session: Session, findings: Finding[]): Promise<string[]> {
  const { response } = await session.call(request('listActiveIntegrations'), findings);
  const list = Array.isArray(response.json) ? response.json : [];
  const found = list.map((item) => field(item, 'providerId')).filter((id): id is string => typeof id === 'string' && PUSH_PROVIDERS.includes(id));
  return [...new Set(found)].sort();
}

/** A subscriber of this run: credentials twice, its linked operations, then deleted with its memberships. */
const subscriberLifecycle: Sequence<{ id: string; provider: number; first: string; second: string }> = {
  name: 'subscriber lifecycle',
  description:
    'listActiveIntegrations (a push provider) → triggerEvent (a subscriber definition) → deleteMessagesByTransaction; updateSubscriberCredentials twice → updateSubscriberOnlineStatus, getSubscriberPreferences, updateSubscriberPreferences, markAllSubscriberMessages, listSubscriberSubscriptions → deleteSubscriber → listSubscriberSubscriptions, getTopicSubscriber',
  operations: [
    'listActiveIntegrations',
    'triggerEvent',
    'deleteMessagesByTransaction',
    'updateSubscriberCredentials',
    'updateSubscriberOnlineStatus',
    'getSubscriberPreferences',
    'updateSubscriberPreferences',
    'markAllSubscriberMessages',
    'listSubscriberSubscriptions',
    'deleteSubscriber',
    'getTopicSubscriber',
  ],
  writes: true,
  needsWorkflow: true,
  checks: ['credentials_appended', 'memberships_removed_with_subscriber'],
  inputs: () =>
    fc
      .record({
        id: fc.stringMatching(/^[a-z0-9]{1,8}$/),
        provider: fc.nat({ max: PUSH_PROVIDERS.length - 1 }),
        first: fc.stringMatching(/^[A-Za-z0-9:_-]{1,24}$/),
        second: fc.stringMatching(/^[A-Za-z0-9:_-]{1,24}$/),
      })
      .filter(({ first, second }) => first !== second),
  async run(session, { id, provider, first, second }) {
    const findings: Finding[] = [];
    // Device tokens go to a push channel, which the service ties to an active integration of its provider.
    const providers = await pushProviders(session, findings);
    // None listed: try one anyway, and let the server say whether it takes it.
    const providerId = providers.length > 0 ? providers[provider % providers.length]! : PUSH_PROVIDERS[provider]!;
    // Its own namespace, so that no generated request of the run can name the same subscriber or transaction.
    const subscriberId = `${session.prefix}subscriber-${id}`;
    // The contract has no operation that creates a subscriber; a trigger of an existing workflow with a
    // subscriber definition does (seed 2.13). The definition has no e-mail, phone or device token, so
    // nothing can be delivered outside the service; the transaction id carries the prefix.
    const trigger = await session.call(
      request('triggerEvent', {
        body: { name: session.workflow, to: { subscriberId, firstName: 'Verify' }, transactionId: `${session.prefix}transaction-${id}` },
      }),
      findings,
    );
    session.created.subscribers.add(subscriberId);
    const toTransaction = follow('DeleteMessagesByTransactionId', trigger.exchange);
    if (toTransaction) await session.call(toTransaction, findings);

    const body = (token: string) => ({ providerId, credentials: { deviceTokens: [token] } });
    const set = await session.call(request('updateSubscriberCredentials', { pathParams: { subscriberId }, body: body(first) }), findings);
    if (!is2xx(set.response.status)) {
      return `no subscriber could be made: a trigger of ${JSON.stringify(session.workflow)} for the subscriber definition ${subscriberId} answered ${trigger.response.status} ${trigger.response.text.slice(0, 200)}, then updateSubscriberCredentials ${set.response.status}`;
    }
    const again = await session.call(request('updateSubscriberCredentials', { pathParams: { subscriberId }, body: body(second) }), findings);
    const channels = field(again.response.json, 'channels');
    const tokens = Array.isArray(channels)
      ? channels
          .filter((channel) => field(channel, 'providerId') === providerId)
          .flatMap((channel) =>
            Array.isArray(field(field(channel, 'credentials'), 'deviceTokens')) ? (field(field(channel, 'credentials'), 'deviceTokens') as unknown[]) : [],
          )
      : [];
    findings.push(
      session.expect(
        'credentials_appended',
        'updateSubscriberCredentials',
        is2xx(again.response.status) && tokens.includes(first) && tokens.includes(second),
        `deviceTokens [${show(first)}] then [${show(second)}] for ${providerId} left ${show(tokens)} (answered ${again.response.status})`,
      ),
    );

    await session.call(follow('UpdateSubscriberOnlineStatusBySubscriberId', again.exchange, { body: { isOnline: true } })!, findings);
    await session.call(follow('GetSubscriberPreferencesBySubscriberId', again.exchange)!, findings);
    await session.call(follow('UpdateSubscriberPreferencesBySubscriberId', again.exchange, { body: { channels: { email: false } } })!, findings);
    await session.call(follow('MarkAllSubscriberMessagesBySubscriberId', again.exchange, { body: { markAs: 'read' } })!, findings);
    const memberships = await session.call(follow('ListSubscriberSubscriptionsBySubscriberId', again.exchange)!, findings);
    const topics = (Array.isArray(field(memberships.response.json, 'data')) ? (field(memberships.response.json, 'data') as unknown[]) : [])
      .map((item) => field(field(item, 'topic'), 'key'))
      .filter((key): key is string => typeof key === 'string');

    const removed = await session.call(follow('DeleteSubscriberBySubscriberId', again.exchange)!, findings);
    if (!is2xx(removed.response.status)) return findings;
    session.created.subscribers.delete(subscriberId);
    const after = await session.call(follow('ListSubscriberSubscriptionsBySubscriberId', again.exchange)!, findings);
    findings.push(goneOrEmpty(session, 'memberships_removed_with_subscriber', 'listSubscriberSubscriptions', after.response, `the subscriber ${subscriberId}`));
    for (const topicKey of topics) {
      const check = await session.call(request('getTopicSubscriber', { pathParams: { topicKey, externalSubscriberId: subscriberId } }), findings);
      findings.push(
        session.expect(
          'memberships_removed_with_subscriber',
          'getTopicSubscriber',
          check.response.status === 404,
          `the subscriber ${subscriberId} was deleted, then its membership of ${topicKey} answered ${check.response.status}`,
        ),
      );
    }
    return findings;
  },
};

const CHANNELS = ['in_app', 'email', 'sms', 'chat', 'push'];

/** Two integrations of one channel made primary in turn: one primary per channel remains. */
const primaryIntegration: Sequence<{ channel: string; providerId: string }> = {
  name: 'primary integration',
  description: 'listActiveIntegrations → createIntegration twice → setPrimaryIntegration on each → listActiveIntegrations → updateIntegration (deactivate)',
  operations: ['listActiveIntegrations', 'createIntegration', 'setPrimaryIntegration', 'updateIntegration'],
  explicit: ['createIntegration'],
  writes: true,
  checks: ['single_primary_per_channel'],
  inputs: () => fc.record({ channel: fc.constantFrom(...CHANNELS), providerId: fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/) }),
  async run(session, { channel, providerId }) {
    const findings: Finding[] = [];
    const before = await session.call(request('listActiveIntegrations'), findings);
    const create = (name: string) =>
      request('createIntegration', { body: { providerId, channel, name: `${session.prefix}${name}`, identifier: `${session.prefix}${name}`, active: true } });
    const first = await session.call(create('a'), findings);
    const second = await session.call(create('b'), findings);
    if (!is2xx(first.response.status) || !is2xx(second.response.status))
      return `createIntegration answered ${first.response.status} and ${second.response.status}`;
    const environment = field(first.response.json, '_environmentId');
    // Remember who was primary, so that cleanup can put it back.
    const key = `${String(environment)}:${channel}`;
    if (!session.created.primaries.has(key) && Array.isArray(before.response.json)) {
      const primary = before.response.json.find(
        (item) => field(item, 'channel') === channel && field(item, '_environmentId') === environment && field(item, 'primary') === true,
      );
      if (typeof field(primary, '_id') === 'string') session.created.primaries.set(key, field(primary, '_id') as string);
    }
    await session.call(follow('SetPrimaryIntegrationById', first.exchange)!, findings);
    const made = await session.call(follow('SetPrimaryIntegrationById', second.exchange)!, findings);
    const after = await session.call(request('listActiveIntegrations'), findings);
    const list = Array.isArray(after.response.json) ? after.response.json : [];
    const counts = new Map<string, number>();
    for (const item of list)
      if (field(item, 'primary') === true)
        counts.set(
          `${String(field(item, '_environmentId'))}:${String(field(item, 'channel'))}`,
          (counts.get(`${String(field(item, '_environmentId'))}:${String(field(item, 'channel'))}`) ?? 0) + 1,
        );
    const primaries = list
      .filter((item) => field(item, 'primary') === true && field(item, 'channel') === channel && field(item, '_environmentId') === environment)
      .map((item) => field(item, '_id'));
    const doubled = [...counts].filter(([, count]) => count > 1).map(([where]) => where);
    findings.push(
      session.expect(
        'single_primary_per_channel',
        'setPrimaryIntegration',
        is2xx(made.response.status) &&
          field(made.response.json, 'primary') === true &&
          primaries.length === 1 &&
          primaries[0] === field(second.response.json, '_id') &&
          doubled.length === 0,
        `after set-primary on two ${channel} integrations, the active ones list ${primaries.length} primaries for ${channel} (${show(primaries)})${doubled.length > 0 ? `, and several for ${doubled.join(', ')}` : ''}`,
      ),
    );
    for (const created of [first, second]) await session.call(follow('UpdateIntegrationById', created.exchange, { body: { active: false } })!, findings);
    return findings;
  },
};

export const SEQUENCES: readonly Sequence[] = [topicLifecycle, pagination, subscriberLifecycle, primaryIntegration] as readonly Sequence[];
