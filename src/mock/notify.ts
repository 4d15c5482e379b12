// An activity record (op 23) per subscriber a trigger reaches, with one job per active step, and a
// message for each job that delivers. The trigger's payload and overrides are one copy, shared by
// its records (and its log entry), which never change them; answers copy or serialize them.
import * as fixtureModule from '../../generated/mock/fixture-validator.cjs';
import type { components } from '../../generated/schema.js';
import type { OperationContext } from './context.js';
import { deliveringIntegration } from './integrations.js';
import { notificationSize } from './record-sizes.js';
import {
  addMessage,
  CHANNELS,
  type ChannelType,
  type Environment,
  type ProviderId,
  type StepRecord,
  type SubscriberRecord,
  type TopicRecord,
  type WorkflowRecord,
} from './state.js';
import { channelPreference } from './views.js';

type Schemas = components['schemas'];

const { validateProviderId } = fixtureModule as unknown as typeof import('../../generated/mock/fixture-validator.cjs');

/** The provider of a job that no integration names: the service's own, from the list of 2.16. */
export const FALLBACK_PROVIDER: ProviderId = 'platform';

export const isChannel = (type: string): type is ChannelType => (CHANNELS as readonly string[]).includes(type);

/** What a trigger's records share: its payload and overrides, kept once (sizes.ts keepShared). */
export interface SharedTriggerData {
  readonly payload: Record<string, unknown>;
  readonly overrides: Schemas['TriggerEventRequest']['overrides'];
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

export function notifySubscriber(
  context: OperationContext,
  workflow: WorkflowRecord,
  steps: readonly StepRecord[],
  subscriber: SubscriberRecord,
  topics: readonly TopicRecord[],
  shared: SharedTriggerData,
  transactionId: string,
): string {
  const { env, clock } = context;
  const now = clock.now();
  const _id = clock.objectId();
  const { payload, overrides } = shared;
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
      payload,
      providerId: outcome.providerId,
      status: outcome.status,
      updatedAt: now,
    };
    if (overrides !== undefined) job.overrides = overrides;
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
        payload,
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
    payload,
    to: { subscriberId: subscriber.subscriberId },
  };
  if (workflow.tags !== undefined) notification.tags = [...workflow.tags];
  if (topics.length > 0) notification.topics = topics.map((topic) => ({ _topicId: topic._id, topicKey: topic.key }));
  env.notifications.set(_id, notification);
  env.usage.add(notificationSize(notification));
  return _id;
}
