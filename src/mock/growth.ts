// The bounds on what the state holds, checked before a request changes anything: what it may add
// (records, and their memory as record-sizes.ts charges it) is worked out from the request and the
// state, at least as much as it will add, and a request that would take the environment past
// maxResourcesPerEnvironment or maxBytesPerEnvironment, or all environments past maxTotalBytes, is
// refused whole. A bulk trigger is never half done: it goes in, or is refused, as one.
import type { components } from '../../generated/schema.js';
import { isObject } from '../http/index.js';
import { isChannel } from './notify.js';
import type { MockSettings } from './options.js';
import { type Definition, definitionOf, planRecipients, triggerGate } from './recipients.js';
import { notificationHeap, RECORD_HEAP, textMemory } from './record-sizes.js';
import { sizeOf } from './sizes.js';
import { type Environment, forgetOldestTombstone, resourceCount } from './state.js';

type Schemas = components['schemas'];

/** What a request may add: records, and bytes of memory. */
export interface Growth {
  records: number;
  heap: number;
}

const bodyHeap = (body: unknown): number => sizeOf(body).heap;

/** A definition's fields and channels, as a subscriber holds them. */
const definitionHeap = (definition: Definition): number => bodyHeap(definition) + RECORD_HEAP.channel * (definition.channels?.length ?? 0);

/** What the events of a trigger request may add: for each, its activity records, messages, new subscribers and the client data they keep. */
function triggerGrowth(env: Environment, events: readonly Schemas['TriggerEventRequest'][]): Growth {
  const growth: Growth = { records: 0, heap: 0 };
  // Subscribers the request's definitions may create: a later event may name them by id.
  const defined = new Set<string>();
  for (const event of events) {
    for (const recipient of (Array.isArray(event.to) ? event.to : [event.to]) as unknown[]) {
      const definition = isObject(recipient) && typeof recipient.topicKey !== 'string' ? definitionOf(recipient) : undefined;
      if (definition !== undefined) defined.add(definition.subscriberId);
    }
  }
  const created = new Set<string>();
  const create = (subscriberId: string) => {
    if (env.subscribers.has(subscriberId) || created.has(subscriberId)) return;
    created.add(subscriberId);
    growth.records += 1;
    growth.heap += RECORD_HEAP.subscriber;
  };
  for (const event of events) {
    const gate = triggerGate(env, event);
    if (!gate.go) continue;
    const plan = planRecipients(env, event.to, defined);
    if (plan.targets.size === 0) continue;
    const channelSteps = gate.steps.filter((step) => isChannel(step.type)).length;
    // The client's data, each kept once: payload, overrides, the tenant's details, each definition's fields.
    growth.heap += bodyHeap(event.payload ?? {}) + bodyHeap(event.overrides) + bodyHeap(event.tenant);
    const actor = isObject(event.actor) ? definitionOf(event.actor) : undefined;
    if (actor !== undefined) {
      create(actor.subscriberId);
      growth.heap += definitionHeap(actor);
    }
    for (const target of plan.targets.values()) {
      if (target.definitions.length > 0) create(target.subscriberId);
      for (const definition of target.definitions) growth.heap += definitionHeap(definition);
      growth.records += 1 + channelSteps;
      growth.heap += notificationHeap(gate.steps.length, target.topics.length) + channelSteps * RECORD_HEAP.message;
    }
  }
  return growth;
}

/** What an operation may add, or undefined for one that adds nothing (a read, a delete, a flag). */
export function growthOf(operationId: string, env: Environment, body: unknown): Growth | undefined {
  switch (operationId) {
    case 'triggerEvent':
      return triggerGrowth(env, [body as Schemas['TriggerEventRequest']]);
    case 'triggerEventBulk':
      return triggerGrowth(env, (body as Schemas['TriggerEventBulkRequest']).events);
    case 'upsertTopic': {
      // As record-sizes.ts counts a topic, from the lengths of its strings.
      const { key, name } = body as Schemas['UpsertTopicRequest'];
      const named = name === undefined ? 0 : textMemory(name);
      return env.topics.has(key) ? { records: 0, heap: named } : { records: 1, heap: RECORD_HEAP.topic + textMemory(key) + named };
    }
    case 'createIntegration':
      // With room for the fields the mock fills in (an identifier, a name).
      return { records: 1, heap: 2 * RECORD_HEAP.integration + bodyHeap(body) };
    case 'updateSubscriberCredentials':
      return { records: 0, heap: RECORD_HEAP.channel + bodyHeap(body) };
    case 'updateTopic': {
      const { name } = body as Schemas['UpdateTopicRequest'];
      return { records: 0, heap: name === undefined ? 0 : textMemory(name) };
    }
    case 'updateIntegration':
      return { records: 0, heap: bodyHeap(body) };
    default:
      return undefined;
  }
}

const records = (count: number): string => `${count} record${count === 1 ? '' : 's'}`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * Why a request must be refused (the detail of a 409 resource-limit), or undefined when what it may
 * add fits. Places of deleted records kept for cursors are forgotten first, oldest first, to make room.
 */
export function limitRefusal(operationId: string, env: Environment, body: unknown, settings: MockSettings): string | undefined {
  const growth = growthOf(operationId, env, body);
  if (growth === undefined) return undefined;
  const count = resourceCount(env);
  const cap = settings.maxResourcesPerEnvironment;
  if (count + growth.records > cap)
    return `the environment holds ${records(count)} and the request may add ${growth.records}, more than maxResourcesPerEnvironment (${cap}) allows: delete some, reset the mock, or raise the setting`;
  const { usage } = env;
  const fits = () => usage.heap + growth.heap <= settings.maxBytesPerEnvironment && usage.ledger.heap + growth.heap <= settings.maxTotalBytes;
  while (!fits() && forgetOldestTombstone(env));
  if (usage.heap + growth.heap > settings.maxBytesPerEnvironment)
    return `the environment holds ${mib(usage.heap)} and the request may add ${mib(growth.heap)}, more than maxBytesPerEnvironment (${settings.maxBytesPerEnvironment} bytes) allows: delete some, reset the mock, or raise the setting`;
  if (usage.ledger.heap + growth.heap > settings.maxTotalBytes)
    return `all environments hold ${mib(usage.ledger.heap)} and the request may add ${mib(growth.heap)}, more than maxTotalBytes (${settings.maxTotalBytes} bytes) allows: delete some, reset the mock, or raise the setting`;
  return undefined;
}
