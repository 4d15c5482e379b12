// Fixtures in: a fixture is checked (its JSON Schema, then what a schema cannot say: unique keys,
// references that resolve), then turned into environments, each record charged what it holds
// (usage.ts); snapshot.ts turns them back. Every error names the JSON pointer of the value to fix.
import type { ErrorObject } from 'ajv';
import * as fixtureModule from '../../generated/mock/fixture-validator.cjs';
import { brandAcrossCopies } from '../errors/brand.js';
import { escapePointerToken } from '../http/index.js';
import { jsonQuoted } from '../text/printable.js';
import { MAX_BODY_DEPTH } from '../validator/index.js';
import type { Clock } from './clock.js';
import { STATE_MAX_DEPTH, tooDeepAt } from './fixture-depth.js';
import type { Fixture, FixtureEnvironment, FixtureSubscriber } from './fixture-types.js';
import { integrationSize, notificationSize, subscriberSize, tenantSize, workflowSize } from './record-sizes.js';
import { SUBSCRIBER_FIELDS, structuredCopy } from './snapshot.js';
import {
  addMessage,
  addTopic,
  type ChannelRecord,
  type ChannelType,
  createEnvironment,
  type Environment,
  type IntegrationRecord,
  newSubscriber,
  type SubscriberRecord,
  subscribe,
  type WorkflowRecord,
} from './state.js';
import type { Ledger } from './usage.js';

const { validateFixture } = fixtureModule as unknown as typeof import('../../generated/mock/fixture-validator.cjs');

export const STATE_TOO_DEEP = `is nested deeper than ${STATE_MAX_DEPTH} levels from the state's root, more than any API body (at most ${MAX_BODY_DEPTH}) and the fixture's own levels`;

/** A fixture that cannot be loaded: `pointer` is the JSON pointer of the offending value. */
export class FixtureError extends Error {
  override readonly name = 'FixtureError';
  constructor(
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`fixture ${pointer || '/'}: ${reason}`);
  }
}
brandAcrossCopies(FixtureError, 'FixtureError');

/** Without allErrors the last error decided; for anyOf, the branches say what each alternative wanted. */
function schemaError(errors: readonly ErrorObject[] | null | undefined): FixtureError {
  const decisive = errors?.[errors.length - 1];
  if (decisive === undefined) return new FixtureError('', 'does not match the fixture schema');
  const params = decisive.params as { missingProperty?: string; additionalProperty?: string };
  let pointer = decisive.instancePath;
  let reason = decisive.message ?? `fails ${decisive.keyword}`;
  if (decisive.keyword === 'required' && params.missingProperty !== undefined) {
    pointer += `/${escapePointerToken(params.missingProperty)}`;
    reason = 'is required';
  } else if (decisive.keyword === 'additionalProperties' && params.additionalProperty !== undefined) {
    pointer += `/${escapePointerToken(params.additionalProperty)}`;
    reason = 'is not a field of the fixture format (see generated/mock/fixture.schema.json)';
  } else if (decisive.keyword === 'anyOf' && errors!.length > 1) {
    const branches = [...new Set(errors!.slice(0, -1).map((branch) => `${branch.instancePath || '/'} ${branch.message ?? branch.keyword}`))];
    reason += ` (${branches.slice(0, 4).join('; ')})`;
  }
  return new FixtureError(pointer, reason);
}

/** Throws a FixtureError unless `value` matches the fixture schema. */
export function checkFixtureSchema(value: unknown): asserts value is Fixture {
  // First: the validator recurses, and overflowed the stack some thousands of levels down.
  const deep = tooDeepAt(value);
  if (deep !== undefined) throw new FixtureError(deep, STATE_TOO_DEEP);
  if (!validateFixture(value)) throw schemaError(validateFixture.errors);
}

/**
 * Tracks the values of a field that must be unique, and where each first appeared. A `secret` one
 * (an apiKey, maybe a copy of production's) is named by its pointers alone: the message reaches CI
 * logs (the CLI's stderr), test output (FixtureError) and PUT /__mock/state's answer. Where a value
 * is (`at`, an index for most) becomes a pointer only for the message: a fixture of 100,000 topics
 * would otherwise build 100,000 pointer strings per field and keep them.
 */
function uniqueness<At = number>(what: string, pointerOf: (at: At) => string, secret = false) {
  const seen = new Map<string, At>();
  return (value: string, at: At) => {
    if (seen.has(value))
      throw new FixtureError(pointerOf(at), `${secret ? what : `${what} ${jsonQuoted(value)}`} is already used at ${pointerOf(seen.get(value)!)}`);
    seen.set(value, at);
  };
}

function loadIntegrations(env: Environment, fixture: FixtureEnvironment, base: string, clock: Clock): void {
  const ids = uniqueness('integration _id', (i) => `${base}/integrations/${i}/_id`);
  const identifiers = uniqueness('integration identifier', (i) => `${base}/integrations/${i}/identifier`);
  const primaries = new Map<ChannelType, string>();
  (fixture.integrations ?? []).forEach((item, i) => {
    const at = `${base}/integrations/${i}`;
    const _id = item._id ?? clock.objectId();
    ids(_id, i);
    const identifier = item.identifier ?? `${item.providerId}-${_id.slice(-6)}`;
    identifiers(identifier, i);
    if (item.primary === true) {
      const other = primaries.get(item.channel);
      // Description 1: one integration per channel can be primary.
      if (other !== undefined) throw new FixtureError(`${at}/primary`, `${other} is already the primary ${item.channel} integration: one per channel`);
      primaries.set(item.channel, at);
    }
    const record: IntegrationRecord = {
      _id,
      name: item.name ?? item.providerId,
      identifier,
      providerId: item.providerId,
      channel: item.channel,
      credentials: { ...item.credentials },
      active: item.active ?? false,
      deleted: item.deleted ?? false,
      primary: item.primary ?? false,
      conditions: structuredCopy(item.conditions ?? []),
    };
    if (item.deletedAt !== undefined) record.deletedAt = item.deletedAt;
    if (item.deletedBy !== undefined) record.deletedBy = item.deletedBy;
    env.integrations.set(_id, record);
    env.usage.add(integrationSize(record));
  });
}

function loadWorkflows(env: Environment, fixture: FixtureEnvironment, base: string, clock: Clock): void {
  const ids = uniqueness('workflow _id', (i) => `${base}/workflows/${i}/_id`);
  const identifiers = uniqueness('workflow identifier', (i) => `${base}/workflows/${i}/identifier`);
  (fixture.workflows ?? []).forEach((item, i) => {
    const _id = item._id ?? clock.objectId();
    ids(_id, i);
    identifiers(item.identifier, i);
    const workflow: WorkflowRecord = {
      _id,
      identifier: item.identifier,
      name: item.name ?? item.identifier,
      slug: item.slug ?? item.identifier,
      active: item.active ?? true,
      ...(item.tags ? { tags: [...item.tags] } : {}),
      ...(item.preferences ? { preferences: { ...item.preferences } } : {}),
      steps: (item.steps ?? []).map((step) => ({
        _id: step._id ?? clock.objectId(),
        _templateId: step._templateId ?? clock.objectId(),
        type: step.type,
        active: step.active ?? true,
        ...(step.name !== undefined ? { name: step.name } : {}),
        ...(step.providerId !== undefined ? { providerId: step.providerId } : {}),
        ...(step.feedIdentifier !== undefined ? { feedIdentifier: step.feedIdentifier } : {}),
      })),
    };
    env.workflows.set(workflow.identifier, workflow);
    env.usage.add(workflowSize(workflow));
  });
}

/**
 * The integration a subscriber channel belongs to: the one with its integrationIdentifier when it
 * names one, else the first of its providerId. Undefined when the environment has none.
 */
export function integrationForChannel(env: Environment, providerId: string, integrationIdentifier: string | undefined): IntegrationRecord | undefined {
  for (const integration of env.integrations.values()) {
    if (integration.deleted || integration.providerId !== providerId) continue;
    if (integrationIdentifier === undefined || integration.identifier === integrationIdentifier) return integration;
  }
  return undefined;
}

function loadSubscriber(env: Environment, item: FixtureSubscriber, at: string, clock: Clock): SubscriberRecord {
  const createdAt = item.createdAt ?? clock.now();
  const subscriber = newSubscriber(env, {
    _id: item._id ?? clock.objectId(),
    subscriberId: item.subscriberId,
    createdAt,
    updatedAt: item.updatedAt ?? createdAt,
  });
  for (const field of SUBSCRIBER_FIELDS) if (item[field] !== undefined) subscriber[field] = item[field];
  if (item.data !== undefined) subscriber.data = item.data === null ? null : structuredCopy(item.data);
  if (item.isOnline !== undefined) subscriber.isOnline = item.isOnline;
  if (item.lastOnlineAt !== undefined) subscriber.lastOnlineAt = item.lastOnlineAt;
  if (item.__v !== undefined) subscriber.__v = item.__v;
  subscriber.channels = (item.channels ?? []).map((channel, c): ChannelRecord => {
    let integrationId = channel._integrationId;
    if (integrationId === undefined) {
      const integration = integrationForChannel(env, channel.providerId, channel.integrationIdentifier);
      if (integration === undefined) {
        const which =
          channel.integrationIdentifier === undefined
            ? `providerId ${jsonQuoted(channel.providerId)}`
            : `identifier ${jsonQuoted(channel.integrationIdentifier)}`;
        throw new FixtureError(`${at}/channels/${c}`, `no integration of the environment has the ${which}: add it to integrations, or give _integrationId`);
      }
      integrationId = integration._id;
    }
    return {
      providerId: channel.providerId,
      ...(channel.integrationIdentifier !== undefined ? { integrationIdentifier: channel.integrationIdentifier } : {}),
      credentials: structuredCopy(channel.credentials ?? {}),
      _integrationId: integrationId,
    };
  });
  const preferences = item.preferences;
  if (preferences?.global !== undefined) {
    subscriber.preferences.global = { channels: { ...preferences.global.channels } };
    if (preferences.global.enabled !== undefined) subscriber.preferences.global.enabled = preferences.global.enabled;
  }
  for (const [identifier, preference] of Object.entries(preferences?.workflows ?? {})) {
    if (!env.workflows.has(identifier))
      throw new FixtureError(
        `${at}/preferences/workflows/${escapePointerToken(identifier)}`,
        `no workflow of the environment has the identifier ${jsonQuoted(identifier)}`,
      );
    subscriber.preferences.workflows.set(identifier, {
      channels: { ...preference.channels },
      ...(preference.updatedAt !== undefined ? { updatedAt: preference.updatedAt } : {}),
    });
  }
  return subscriber;
}

function loadEnvironment(fixture: FixtureEnvironment, base: string, clock: Clock, ledger: Ledger): Environment {
  const env = createEnvironment(fixture.apiKey, fixture.environmentId ?? clock.objectId(), fixture.organizationId ?? clock.objectId(), ledger);
  loadIntegrations(env, fixture, base, clock);
  loadWorkflows(env, fixture, base, clock);

  const subscriberIds = uniqueness('subscriberId', (i) => `${base}/subscribers/${i}/subscriberId`);
  const internalIds = uniqueness('subscriber _id', (i) => `${base}/subscribers/${i}/_id`);
  (fixture.subscribers ?? []).forEach((item, i) => {
    const at = `${base}/subscribers/${i}`;
    subscriberIds(item.subscriberId, i);
    const subscriber = loadSubscriber(env, item, at, clock);
    internalIds(subscriber._id, i);
    env.subscribers.set(subscriber.subscriberId, subscriber);
    env.usage.add(subscriberSize(subscriber));
  });

  const topicAt = (i: number) => `${base}/topics/${i}`;
  const keys = uniqueness('topic key', (i) => `${topicAt(i)}/key`);
  const topicIds = uniqueness('topic _id', (i) => `${topicAt(i)}/_id`);
  // A member given as a bare subscriberId has no _id of its own to point at.
  const memberAt = ([i, s, bare]: readonly [number, number, boolean]) => `${topicAt(i)}/subscribers/${s}${bare ? '' : '/_id'}`;
  const subscriptionIds = uniqueness('subscription _id', memberAt);
  (fixture.topics ?? []).forEach((item, i) => {
    keys(item.key, i);
    const createdAt = item.createdAt ?? clock.now();
    const topic = addTopic(env, {
      _id: item._id ?? clock.objectId(),
      key: item.key,
      ...(item.name !== undefined ? { name: item.name } : {}),
      createdAt,
      updatedAt: item.updatedAt ?? createdAt,
    });
    topicIds(topic._id, i);
    (item.subscribers ?? []).forEach((entry, s) => {
      const member = typeof entry === 'string' ? { subscriberId: entry } : entry;
      const subscriber = env.subscribers.get(member.subscriberId);
      if (subscriber === undefined)
        throw new FixtureError(memberAt([i, s, true]), `no subscriber of the environment has the subscriberId ${jsonQuoted(member.subscriberId)}`);
      if (topic.subscriptions.has(subscriber._id))
        throw new FixtureError(memberAt([i, s, true]), `${jsonQuoted(member.subscriberId)} is already subscribed to this topic`);
      const subscriptionCreatedAt = member.createdAt ?? createdAt;
      const subscription = subscribe(env, topic, subscriber, {
        _id: member._id ?? clock.objectId(),
        createdAt: subscriptionCreatedAt,
        updatedAt: member.updatedAt ?? subscriptionCreatedAt,
      });
      subscriptionIds(subscription._id, [i, s, typeof entry === 'string']);
    });
  });

  const tenants = uniqueness('tenant identifier', (i) => `${base}/tenants/${i}`);
  (fixture.tenants ?? []).forEach((item, i) => {
    const { identifier, ...details } = typeof item === 'string' ? { identifier: item } : item;
    tenants(identifier, i);
    const tenant = { identifier, details: structuredCopy(details) };
    env.tenants.set(identifier, tenant);
    env.usage.add(tenantSize(tenant));
  });

  const notificationIds = uniqueness('notification _id', (i) => `${base}/notifications/${i}/_id`);
  (fixture.notifications ?? []).forEach((item, i) => {
    const notification = { ...structuredCopy(item), _id: item._id ?? clock.objectId() };
    notificationIds(notification._id, i);
    env.notifications.set(notification._id, notification);
    env.usage.add(notificationSize(notification));
  });

  const messageIds = uniqueness('message _id', (i) => `${base}/messages/${i}/_id`);
  (fixture.messages ?? []).forEach((item, i) => {
    const at = `${base}/messages/${i}`;
    const subscriber = env.subscribers.get(item.subscriberId);
    if (subscriber === undefined)
      throw new FixtureError(`${at}/subscriberId`, `no subscriber of the environment has the subscriberId ${jsonQuoted(item.subscriberId)}`);
    const _id = item._id ?? clock.objectId();
    messageIds(_id, i);
    addMessage(env, {
      _id,
      subscriber,
      transactionId: item.transactionId,
      channel: item.channel,
      ...(item.feedIdentifier !== undefined ? { feedIdentifier: item.feedIdentifier } : {}),
      ...(item.workflow !== undefined ? { workflow: item.workflow } : {}),
      ...(item._notificationId !== undefined ? { _notificationId: item._notificationId } : {}),
      ...(item._jobId !== undefined ? { _jobId: item._jobId } : {}),
      ...(item.payload !== undefined ? { payload: structuredCopy(item.payload) } : {}),
      read: item.read ?? false,
      seen: item.seen ?? false,
      createdAt: item.createdAt ?? clock.now(),
    });
  });
  return env;
}

/** The environments of a fixture, by API key. Throws a FixtureError naming the pointer of the first problem. */
export function loadFixture(value: unknown, clock: Clock, ledger: Ledger): Map<string, Environment> {
  checkFixtureSchema(value);
  const apiKeys = uniqueness('apiKey', (i) => `/environments/${i}/apiKey`, true);
  const environmentIds = uniqueness('environmentId', (i) => `/environments/${i}/environmentId`);
  const environments = new Map<string, Environment>();
  value.environments.forEach((fixture, i) => {
    const base = `/environments/${i}`;
    apiKeys(fixture.apiKey, i);
    const env = loadEnvironment(fixture, base, clock, ledger);
    environmentIds(env.environmentId, i);
    environments.set(env.apiKey, env);
  });
  return environments;
}
