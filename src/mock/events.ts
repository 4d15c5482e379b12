// Events and messages: operations 19, 21, 22 and 23 of the description. A trigger resolves its
// recipients (recipients.ts), then gives each subscriber an activity record with one job per active
// step (notify.ts).
import type { components } from '../../generated/schema.js';
import { isObject } from '../http/index.js';
import { type HandlerTable, notFound, type OperationContext, type TriggerRecord } from './context.js';
import { notifySubscriber, type SharedTriggerData } from './notify.js';
import { type Definition, definitionOf, planRecipients, triggerGate, unplaceableChannels } from './recipients.js';
import { subscriberSize } from './record-sizes.js';
import { entrySize, keepShared, NO_SIZE, sharedSize } from './sizes.js';
import { type Environment, newSubscriber, removeMessage, type SubscriberRecord, type TenantRecord } from './state.js';
import { appendTokens, touchSubscriber, upsertChannel } from './subscribers.js';

type Schemas = components['schemas'];

const DEFINITION_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'avatar', 'locale', 'timezone'] as const;

/** Creates the subscriber a definition names, or updates it with the fields the definition gives. */
function applyDefinition(env: Environment, definition: Definition, now: string, newId: () => string): SubscriberRecord {
  let subscriber = env.subscribers.get(definition.subscriberId);
  const before = subscriber === undefined ? NO_SIZE : subscriberSize(subscriber);
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
  env.usage.change(before, subscriberSize(subscriber));
  return subscriber;
}

/**
 * A trigger's tenant object sets the tenant's details: each of its own fields but `identifier`, as
 * data, `__proto__` included (Object.assign would have set the details' prototype with it). The
 * count changes by the fields replaced and added, not by a new measure of all the details.
 */
function setTenantDetails(env: Environment, tenant: TenantRecord, given: Record<string, unknown>): void {
  const { identifier: _, ...fields } = given;
  const copy = structuredClone(fields);
  const change = { heap: 0, json: 0 };
  for (const key of Object.keys(copy)) {
    if (Object.hasOwn(tenant.details, key)) {
      const old = entrySize(key, tenant.details[key]);
      change.heap -= old.heap;
      change.json -= old.json;
    }
    const value = copy[key];
    const added = entrySize(key, value);
    change.heap += added.heap;
    change.json += added.json;
    Object.defineProperty(tenant.details, key, { value, writable: true, enumerable: true, configurable: true });
  }
  env.usage.add(change);
}

/** One trigger request (op 21, or one event of op 22) to its result; every one is journaled. */
function trigger(context: OperationContext, request: Schemas['TriggerEventRequest']): Schemas['TriggerEventResult'] {
  const { env, clock } = context;
  const transactionId = request.transactionId ?? clock.uuid();
  // One copy of the payload and overrides, for the log entry and all the records the trigger makes.
  const shared: SharedTriggerData = { payload: keepShared(request.payload ?? {}), overrides: keepShared(request.overrides) };
  const record: TriggerRecord = {
    time: clock.now(),
    environmentId: env.environmentId,
    workflow: request.name,
    subscriberIds: [],
    payload: shared.payload,
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

  const gate = triggerGate(env, request);
  if (!gate.go) return finish(gate.status, gate.error);
  const plan = planRecipients(env, request.to);
  // An empty `to` names nobody: it says so, as every other invalid_recipients says why.
  if (plan.targets.size === 0) return finish('invalid_recipients', plan.unresolved.length > 0 ? plan.unresolved : ['`to` names no recipient']);
  const unplaceable = unplaceableChannels(env, plan);
  if (unplaceable.length > 0) return finish('error', unplaceable);

  // Everything checks out: from here on, the trigger changes the state.
  const now = clock.now();
  if (gate.tenant !== undefined) setTenantDetails(env, gate.tenant, request.tenant as Record<string, unknown>);
  if (isObject(request.actor)) {
    // An actor object for a new subscriber creates that subscriber (2.13); an existing one is left as it is.
    const actor = definitionOf(request.actor);
    if (actor !== undefined && !env.subscribers.has(actor.subscriberId)) applyDefinition(env, actor, now, () => clock.objectId());
  }
  // The shared copies' memory, once: the records count only their JSON (record-sizes.ts).
  env.usage.add({ heap: (sharedSize(shared.payload)?.heap ?? 0) + (sharedSize(shared.overrides)?.heap ?? 0), json: 0 });
  for (const target of plan.targets.values()) {
    let subscriber = env.subscribers.get(target.subscriberId);
    for (const definition of target.definitions) subscriber = applyDefinition(env, definition, now, () => clock.objectId());
    record.subscriberIds.push(target.subscriberId);
    record.notificationIds.push(notifySubscriber(context, gate.workflow, gate.steps, subscriber!, target.topics, shared, transactionId));
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

  // As the service's RemoveMessagesByTransactionId: nothing to delete (an unknown transaction, one
  // deleted already, a channel it has no message of) is a 404, so that a retry or a wrong id shows.
  deleteMessagesByTransaction: ({ env, params, query }) => {
    const transactionId = params.transactionId!;
    const channel = query.get('channel');
    const matching = [...(env.messagesByTransaction.get(transactionId) ?? [])].filter((message) => channel === null || message.channel === channel);
    if (matching.length === 0) {
      throw notFound('a message of transaction', transactionId, channel === null ? undefined : `for channel ${channel} in this environment`);
    }
    for (const message of matching) removeMessage(env, message);
    return undefined;
  },
} satisfies Partial<HandlerTable>;
