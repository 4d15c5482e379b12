// What a trigger decides before it changes anything: whether its workflow and tenant let it go on,
// and who its recipients are. The trigger (events.ts) acts on it; the bounds (growth.ts) read it to
// know what a trigger may add before it adds anything.
import * as fixtureModule from '../../generated/mock/fixture-validator.cjs';
import type { components } from '../../generated/schema.js';
import { isObject } from '../http/index.js';
import { jsonQuoted } from '../text/printable.js';
import { integrationForChannel } from './fixture.js';
import type { Environment, StepRecord, TenantRecord, TopicRecord, WorkflowRecord } from './state.js';
import { missingIntegration } from './subscribers.js';

type Schemas = components['schemas'];
export type Definition = Schemas['SubscriberDefinition'] & { subscriberId: string };

const { validateSubscriberDefinition } = fixtureModule as unknown as typeof import('../../generated/mock/fixture-validator.cjs');

/** An object that is a subscriber definition (2.13) with a subscriberId, or undefined. */
export function definitionOf(value: Record<string, unknown>): Definition | undefined {
  if (typeof value.subscriberId !== 'string' || value.subscriberId === '') return undefined;
  return validateSubscriberDefinition(value) ? (value as Definition) : undefined;
}

/**
 * Why a recipient object is not a subscriber definition: with a subscriberId, the first field that
 * breaks the definition's types (2.13), so that the field to fix is named; else that it has none.
 */
function notADefinition(recipient: unknown, pointer: string): string {
  const subscriberId = isObject(recipient) ? recipient.subscriberId : undefined;
  if (typeof subscriberId !== 'string' || subscriberId === '') {
    return 'a recipient object is neither a topic reference ({ "topicKey": … }) nor a subscriber definition with a subscriberId';
  }
  const error = validateSubscriberDefinition(recipient) ? undefined : validateSubscriberDefinition.errors?.[0];
  const field = `${pointer}${error?.instancePath ?? ''}`;
  return `the subscriber definition of ${jsonQuoted(subscriberId.slice(0, 100))} is not valid: ${field} ${error?.message ?? 'is not a subscriber definition'}`;
}

/** A trigger that stops before it changes anything, with the status of its result. */
export interface Stop {
  readonly go: false;
  readonly status: Schemas['TriggerEventStatus'];
  readonly error?: string[];
}

/** A trigger whose workflow and tenant let it go on: its active steps, and the tenant whose details it sets. */
export interface Go {
  readonly go: true;
  readonly workflow: WorkflowRecord;
  readonly steps: readonly StepRecord[];
  readonly tenant: TenantRecord | undefined;
}

/** Whether a trigger goes on, from its workflow and tenant: neither is changed by a trigger. */
export function triggerGate(env: Environment, request: Schemas['TriggerEventRequest']): Stop | Go {
  const workflow = env.workflows.get(request.name);
  if (workflow === undefined) return { go: false, status: 'error', error: [`workflow ${jsonQuoted(request.name)} is not found in this environment`] };
  if (!workflow.active) return { go: false, status: 'trigger_not_active' };
  if (workflow.steps.length === 0) return { go: false, status: 'no_workflow_steps_defined' };
  const steps = workflow.steps.filter((step) => step.active);
  if (steps.length === 0) return { go: false, status: 'no_workflow_active_steps_defined' };
  if (request.tenant === undefined) return { go: true, workflow, steps, tenant: undefined };
  const identifier = typeof request.tenant === 'string' ? request.tenant : (request.tenant as Record<string, unknown>).identifier;
  const tenant = typeof identifier === 'string' ? env.tenants.get(identifier) : undefined;
  if (tenant === undefined) {
    const error = typeof identifier === 'string' ? `tenant ${jsonQuoted(identifier)} is not found` : 'a tenant object needs an identifier';
    return { go: false, status: 'no_tenant_found', error: [error] };
  }
  return { go: true, workflow, steps, tenant: typeof request.tenant === 'object' ? tenant : undefined };
}

export interface Target {
  subscriberId: string;
  definitions: Definition[];
  topics: TopicRecord[];
}

export interface Plan {
  targets: Map<string, Target>;
  unresolved: string[];
}

/**
 * Who the recipients are, without changing anything yet: a string is a subscriber id, an object with
 * a `topicKey` a topic reference (its subscribers), any other object a subscriber definition.
 * `pending`: ids of subscribers that earlier events of the request may create, counted as found.
 */
export function planRecipients(env: Environment, to: unknown, pending?: ReadonlySet<string>): Plan {
  const plan: Plan = { targets: new Map(), unresolved: [] };
  const target = (subscriberId: string) => {
    let found = plan.targets.get(subscriberId);
    if (found === undefined) {
      found = { subscriberId, definitions: [], topics: [] };
      plan.targets.set(subscriberId, found);
    }
    return found;
  };
  const recipients = Array.isArray(to) ? to : [to];
  for (const [index, recipient] of recipients.entries()) {
    if (typeof recipient === 'string') {
      if (env.subscribers.has(recipient) || pending?.has(recipient) === true) target(recipient);
      else plan.unresolved.push(`subscriber ${jsonQuoted(recipient)} is not found`);
    } else if (isObject(recipient) && typeof recipient.topicKey === 'string') {
      const topic = env.topics.get(recipient.topicKey);
      if (topic === undefined) plan.unresolved.push(`topic ${jsonQuoted(recipient.topicKey)} is not found`);
      else if (topic.subscriptions.size === 0) plan.unresolved.push(`topic ${jsonQuoted(topic.key)} has no subscribers`);
      for (const subscription of topic?.subscriptions.values() ?? []) {
        const reached = target(subscription.subscriber.subscriberId);
        if (!reached.topics.includes(topic!)) reached.topics.push(topic!);
      }
    } else {
      const definition = isObject(recipient) ? definitionOf(recipient) : undefined;
      if (definition !== undefined) target(definition.subscriberId).definitions.push(definition);
      else plan.unresolved.push(notADefinition(recipient, Array.isArray(to) ? `to/${index}` : 'to'));
    }
  }
  return plan;
}

/** Channels of definitions that no integration of the environment can hold. */
export function unplaceableChannels(env: Environment, plan: Plan): string[] {
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
