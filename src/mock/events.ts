// Events and messages: operations 19, 21, 22 and 23 of the description. A trigger resolves its
// recipients, then gives each subscriber an activity record with one job per active step.

import * as fixtureModule from '../../generated/mock/fixture-validator.cjs';
import type { components } from '../../generated/schema.js';
import { isObject } from '../http/index.js';
import { type HandlerTable, notFound, type OperationContext, type TriggerRecord } from './context.js';
import { integrationForChannel } from './fixture.js';
import { deliveringIntegration } from './integrations.js';
import {
  addMessage,
  CHANNELS,
  type ChannelType,
  type Environment,
  newSubscriber,
  type ProviderId,
  removeMessage,
  type StepRecord,
  type SubscriberRecord,
  type TopicRecord,
  type WorkflowRecord,
} from './state.js';
import { appendTokens, missingIntegration, touchSubscriber, upsertChannel } from './subscribers.js';
import { channelPreference } from './views.js';

type Schemas = components['schemas'];
type Definition = Schemas['SubscriberDefinition'] & { subscriberId: string };

const { validateProviderId, validateSubscriberDefinition } = fixtureModule as unknown as typeof import('../../generated/mock/fixture-validator.cjs');

/** The provider of a job that no integration names: the service's own, from the list of 2.16. */
export const FALLBACK_PROVIDER: ProviderId = 'platform';

const isChannel = (type: string): type is ChannelType => (CHANNELS as readonly string[]).includes(type);

/** An object that is a subscriber definition (2.13) with a subscriberId, or undefined. */
function definitionOf(value: Record<string, unknown>): Definition | undefined {
  if (typeof value.subscriberId !== 'string' || value.subscriberId === '') return undefined;
  return validateSubscriberDefinition(value) ? (value as Definition) : undefined;
}

interface Target {
  subscriberId: string;
  definitions: Definition[];
  topics: TopicRecord[];
}

interface Plan {
  targets: Map<string, Target>;
  unresolved: string[];
}

/**
 * Who the recipients are, without changing anything yet: a string is a subscriber id, an object with
 * a `topicKey` a topic reference (its subscribers), any other object a subscriber definition.
 */
function planRecipients(env: Environment, to: unknown): Plan {
  const plan: Plan = { targets: new Map(), unresolved: [] };
  const target = (subscriberId: string) => {
    let found = plan.targets.get(subscriberId);
    if (found === undefined) {
      found = { subscriberId, definitions: [], topics: [] };
      plan.targets.set(subscriberId, found);
    }
    return found;
  };
  for (const recipient of Array.isArray(to) ? to : [to]) {
    if (typeof recipient === 'string') {
      if (env.subscribers.has(recipient)) target(recipient);
      else plan.unresolved.push(`subscriber ${JSON.stringify(recipient)} is not found`);
    } else if (isObject(recipient) && typeof recipient.topicKey === 'string') {
      const topic = env.topics.get(recipient.topicKey);
      if (topic === undefined) plan.unresolved.push(`topic ${JSON.stringify(recipient.topicKey)} is not found`);
      else if (topic.subscriptions.size === 0) plan.unresolved.push(`topic ${JSON.stringify(topic.key)} has no subscribers`);
      for (const subscription of topic?.subscriptions.values() ?? []) {
        const reached = target(subscription.subscriber.subscriberId);
        if (!reached.topics.includes(topic!)) reached.topics.push(topic!);
      }
    } else {
      const definition = isObject(recipient) ? definitionOf(recipient) : undefined;
      if (definition === undefined)
        plan.unresolved.push('a recipient object is neither a topic reference ({ "topicKey": … }) nor a subscriber definition with a subscriberId');
      else target(definition.subscriberId).definitions.push(definition);
    }
  }
  return plan;
}

/** Channels of definitions that no integration of the environment can hold. */
function unplaceableChannels(env: Environment, plan: Plan): string[] {
  const problems: string[] = [];
  for (const { subscriberId, definitions } of plan.targets.values()) {
    const existing = env.subscribers.get(subscriberId);
    for (const definition of definitions) {
      for (const channel of definition.channels ?? []) {
        if (channel.providerId === undefined) continue;
        const known = existing?.channels.some((c) => c.providerId === channel.providerId && c.integrationIdentifier === channel.integrationIdentifier);
        if (!known && integrationForChannel(env, channel.providerId, channel.integrationIdentifier) === undefined) {
          problems.push(`${subscriberId}: ${missingIntegration(channel.providerId, channel.integrationIdentifier)}`);
        }
      }
    }
  }
  return problems;
}

const DEFINITION_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'avatar', 'locale', 'timezone'] as const;

/** Creates the subscriber a definition names, or updates it with the fields the definition gives. */
function applyDefinition(env: Environment, definition: Definition, now: string, newId: () => string): SubscriberRecord {
  let subscriber = env.subscribers.get(definition.subscriberId);
  if (subscriber === undefined) {
    subscriber = newSubscriber(env, { _id: newId(), subscriberId: definition.subscriberId, createdAt: now, updatedAt: now });
    env.subscribers.set(subscriber.subscriberId, subscriber);
  } else {
    touchSubscriber(subscriber, now);
  }
  for (const field of DEFINITION_FIELDS) if (definition[field] !== undefined) subscriber[field] = definition[field];
  if (definition.data !== undefined) subscriber.data = { ...definition.data };
  for (const channel of definition.channels ?? []) {
    if (channel.providerId === undefined) continue;
    const credentials = channel.credentials ?? {};
    upsertChannel(env, subscriber, channel.providerId, channel.integrationIdentifier, {
      ...(credentials.webhookUrl !== undefined ? { webhookUrl: credentials.webhookUrl } : {}),
      ...(credentials.deviceTokens !== undefined ? { deviceTokens: appendTokens([], credentials.deviceTokens) } : {}),
    });
  }
  return subscriber;
}

interface JobOutcome {
  status: string;
  detail: { status: Schemas['ExecutionDetail']['status']; detail: string };
  providerId: ProviderId;
  delivered: boolean;
}

function outcomeOf(env: Environment, subscriber: SubscriberRecord, workflow: WorkflowRecord, step: StepRecord): JobOutcome {
  const providerOf = (integrationProvider: string | undefined): ProviderId =>
    step.providerId ?? (integrationProvider !== undefined && validateProviderId(integrationProvider) ? (integrationProvider as ProviderId) : FALLBACK_PROVIDER);
  if (!isChannel(step.type)) {
    return { status: 'completed', detail: { status: 'Success', detail: 'Step completed' }, providerId: providerOf(undefined), delivered: false };
  }
  const integration = deliveringIntegration(env, step.type);
  const providerId = providerOf(integration?.providerId);
  if (!channelPreference(subscriber, workflow, step.type)) {
    return {
      status: 'skipped',
      detail: { status: 'Warning', detail: `The subscriber turned ${step.type} off for this workflow` },
      providerId,
      delivered: false,
    };
  }
  if (step.type === 'in_app') return { status: 'completed', detail: { status: 'Success', detail: 'Message created' }, providerId, delivered: true };
  if (integration === undefined) {
    return { status: 'failed', detail: { status: 'Failed', detail: `No active ${step.type} integration in this environment` }, providerId, delivered: false };
  }
  return { status: 'completed', detail: { status: 'Success', detail: 'Message sent' }, providerId, delivered: true };
}

function notifySubscriber(
  context: OperationContext,
  workflow: WorkflowRecord,
  steps: readonly StepRecord[],
  subscriber: SubscriberRecord,
  topics: readonly TopicRecord[],
  request: Schemas['TriggerEventRequest'],
  transactionId: string,
): string {
  const { env, clock } = context;
  const now = clock.now();
  const _id = clock.objectId();
  const payload = request.payload ?? {};
  const jobs: Schemas['Job'][] = steps.map((step) => {
    const outcome = outcomeOf(env, subscriber, workflow, step);
    const job: Schemas['Job'] = {
      _id: clock.objectId(),
      type: step.type,
      executionDetails: [
        {
          _id: clock.objectId(),
          createdAt: now,
          status: outcome.detail.status,
          detail: outcome.detail.detail,
          isRetry: false,
          isTest: false,
          providerId: outcome.providerId,
          raw: null,
          source: 'Internal',
        },
      ],
      step: {
        _id: step._id,
        active: step.active,
        filters: [],
        _templateId: step._templateId,
        ...(step.name !== undefined ? { name: step.name } : {}),
        _parentId: null,
      },
      payload: structuredClone(payload),
      providerId: outcome.providerId,
      status: outcome.status,
      updatedAt: now,
    };
    if (request.overrides !== undefined) job.overrides = structuredClone(request.overrides);
    if (outcome.delivered && isChannel(step.type)) {
      addMessage(env, {
        _id: clock.objectId(),
        subscriber,
        transactionId,
        channel: step.type,
        ...(step.type === 'in_app' && step.feedIdentifier !== undefined ? { feedIdentifier: step.feedIdentifier } : {}),
        workflow: workflow.identifier,
        _notificationId: _id,
        _jobId: job._id,
        payload: structuredClone(payload),
        read: false,
        seen: false,
        createdAt: now,
      });
    }
    return job;
  });
  const notificationSubscriber: Schemas['NotificationSubscriber'] = { subscriberId: subscriber.subscriberId, _id: subscriber._id };
  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
    const value = subscriber[field];
    if (typeof value === 'string') notificationSubscriber[field] = value;
  }
  const notification: Schemas['Notification'] = {
    _id,
    _environmentId: env.environmentId,
    _organizationId: env.organizationId,
    _subscriberId: subscriber._id,
    transactionId,
    _templateId: workflow._id,
    createdAt: now,
    updatedAt: now,
    channels: [...new Set(steps.map((step) => step.type))],
    subscriber: notificationSubscriber,
    template: { _id: workflow._id, name: workflow.name, triggers: [{ type: 'event', identifier: workflow.identifier, variables: [] }] },
    jobs,
    payload: structuredClone(payload),
    to: { subscriberId: subscriber.subscriberId },
  };
  if (workflow.tags !== undefined) notification.tags = [...workflow.tags];
  if (topics.length > 0) notification.topics = topics.map((topic) => ({ _topicId: topic._id, topicKey: topic.key }));
  env.notifications.set(_id, notification);
  return _id;
}

/** One trigger request (op 21, or one event of op 22) to its result; every one is journaled. */
function trigger(context: OperationContext, request: Schemas['TriggerEventRequest']): Schemas['TriggerEventResult'] {
  const { env, clock } = context;
  const transactionId = request.transactionId ?? clock.uuid();
  const record: TriggerRecord = {
    time: clock.now(),
    environmentId: env.environmentId,
    workflow: request.name,
    subscriberIds: [],
    payload: structuredClone(request.payload ?? {}),
    transactionId,
    status: 'processed',
    notificationIds: [],
    to: structuredClone(request.to),
  };
  if (request.actor !== undefined) record.actor = structuredClone(request.actor);
  if (request.tenant !== undefined) record.tenant = structuredClone(request.tenant);
  const finish = (status: Schemas['TriggerEventStatus'], error?: string[]): Schemas['TriggerEventResult'] => {
    record.status = status;
    if (error !== undefined) record.error = error;
    context.recordTrigger(record);
    return error === undefined ? { acknowledged: true, status, transactionId } : { acknowledged: true, status, error, transactionId };
  };

  const workflow = env.workflows.get(request.name);
  if (workflow === undefined) return finish('error', [`workflow ${JSON.stringify(request.name)} is not found in this environment`]);
  if (!workflow.active) return finish('trigger_not_active');
  if (workflow.steps.length === 0) return finish('no_workflow_steps_defined');
  const steps = workflow.steps.filter((step) => step.active);
  if (steps.length === 0) return finish('no_workflow_active_steps_defined');

  let tenantDetails: Record<string, unknown> | undefined;
  if (request.tenant !== undefined) {
    const identifier = typeof request.tenant === 'string' ? request.tenant : (request.tenant as Record<string, unknown>).identifier;
    const tenant = typeof identifier === 'string' ? env.tenants.get(identifier) : undefined;
    if (tenant === undefined)
      return finish('no_tenant_found', [
        typeof identifier === 'string' ? `tenant ${JSON.stringify(identifier)} is not found` : 'a tenant object needs an identifier',
      ]);
    if (typeof request.tenant === 'object') tenantDetails = tenant.details;
  }

  const plan = planRecipients(env, request.to);
  if (plan.targets.size === 0) return finish('invalid_recipients', plan.unresolved);
  const unplaceable = unplaceableChannels(env, plan);
  if (unplaceable.length > 0) return finish('error', unplaceable);

  // Everything checks out: from here on, the trigger changes the state.
  const now = clock.now();
  if (tenantDetails !== undefined) {
    const { identifier: _, ...details } = request.tenant as Record<string, unknown>;
    Object.assign(tenantDetails, structuredClone(details));
  }
  if (isObject(request.actor)) {
    // An actor object for a new subscriber creates that subscriber (2.13); an existing one is left as it is.
    const actor = definitionOf(request.actor);
    if (actor !== undefined && !env.subscribers.has(actor.subscriberId)) applyDefinition(env, actor, now, () => clock.objectId());
  }
  for (const target of plan.targets.values()) {
    let subscriber = env.subscribers.get(target.subscriberId);
    for (const definition of target.definitions) subscriber = applyDefinition(env, definition, now, () => clock.objectId());
    record.subscriberIds.push(target.subscriberId);
    record.notificationIds.push(notifySubscriber(context, workflow, steps, subscriber!, target.topics, request, transactionId));
  }
  return finish('processed');
}

export const eventHandlers = {
  triggerEvent: (context) => trigger(context, context.body as Schemas['TriggerEventRequest']),

  // One result per event, in the order of the events.
  triggerEventBulk: (context) => (context.body as Schemas['TriggerEventBulkRequest']).events.map((event) => trigger(context, event)),

  getNotification: ({ env, params }) => {
    const notification = env.notifications.get(params.notificationId!);
    if (notification === undefined) throw notFound('notification', params.notificationId!);
    return structuredClone(notification);
  },

  deleteMessagesByTransaction: ({ env, params, query }) => {
    const channel = query.get('channel');
    for (const message of [...(env.messagesByTransaction.get(params.transactionId!) ?? [])]) {
      if (channel === null || message.channel === channel) removeMessage(env, message);
    }
    return undefined;
  },
} satisfies Partial<HandlerTable>;
