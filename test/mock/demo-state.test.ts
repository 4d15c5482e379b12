// The demo state is built from the spec's examples: everything an example names exists in it, and
// each operation's example request, sent as the docs show it, succeeds against it. A new example
// naming something the demo lacks fails here, not in a reader's terminal.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, demoFixture } from '../../src/mock/index.js';
import type { OperationId } from '../../src/validator/index.js';
import { loadBundle } from '../helpers/bundle.js';
import { collectExamples } from '../helpers/examples.js';
import { operations } from '../helpers/operations.js';
import { inProcessTarget } from './helpers.js';

const examples = collectExamples(loadBundle());
const responses = examples.filter((example) => example.where.startsWith('response'));
const requests = examples.filter((example) => example.where === 'request');
const demo = demoFixture.environments[0]!;

/** Calls `visit` on every property of every object inside `value`, with the object it belongs to. */
function walk(value: unknown, visit: (key: string, value: unknown, owner: Record<string, unknown>, path: string[]) => void, path: string[] = []): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, visit, [...path, String(i)]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      visit(key, child, value as Record<string, unknown>, path);
      walk(child, visit, [...path, key]);
    }
  }
}

function named(list: typeof examples, pick: (key: string, value: unknown, owner: Record<string, unknown>, path: string[]) => string | undefined): Set<string> {
  const found = new Set<string>();
  for (const example of list) {
    walk(example.value, (key, value, owner, path) => {
      const name = pick(key, value, owner, path);
      if (name !== undefined) found.add(name);
    });
  }
  return found;
}

describe('the demo state', () => {
  it('has every subscriber the response examples name (not the one an example reports as not found)', () => {
    const wanted = named(responses, (key, value, _owner, path) =>
      (key === 'subscriberId' || key === 'externalSubscriberId') && !path.includes('errors') ? (value as string) : undefined,
    );
    expect([...wanted].sort()).toEqual(['user-1042', 'user-2077']);
    const have = new Set(demo.subscribers!.map((s) => s.subscriberId));
    for (const id of wanted) expect(have, id).toContain(id);
    expect(have).not.toContain('user-9999');
  });

  it('has every subscriber a trigger example names by id, the actor included', () => {
    const ids = named(requests, (key, value, owner, path) => {
      if ((key === 'to' || key === 'actor') && typeof value === 'string') return value;
      if (key === 'to' && Array.isArray(value)) return undefined;
      return path.at(-1) === 'to' && typeof value === 'string' && owner === undefined ? value : undefined;
    });
    for (const example of requests.filter((e) => e.operationId === 'triggerEvent')) {
      for (const recipient of [(example.value as { to: unknown }).to].flat()) if (typeof recipient === 'string') ids.add(recipient);
    }
    const have = new Set(demo.subscribers!.map((s) => s.subscriberId));
    expect(ids.size).toBeGreaterThan(0);
    for (const id of ids) expect(have, id).toContain(id);
  });

  it('has every topic an example names', () => {
    const wanted = named(examples, (key, value, owner) => (key === 'topicKey' || (key === 'key' && '_id' in owner) ? (value as string) : undefined));
    expect(wanted.size).toBeGreaterThanOrEqual(2);
    for (const key of wanted)
      expect(
        demo.topics!.map((t) => t.key),
        key,
      ).toContain(key);
  });

  it('has every integration the examples name, by _id, in the state before the example request', () => {
    const wanted = named(responses, (key, value, owner) =>
      key === '_integrationId' || (key === '_id' && 'providerId' in owner && 'channel' in owner) ? (value as string) : undefined,
    );
    expect(wanted.size).toBeGreaterThanOrEqual(4);
    const have = new Set(demo.integrations!.map((i) => i._id));
    // The created integration's _id is the one example that names an integration not yet there.
    const created = responses.find((e) => e.operationId === 'createIntegration')!.value as { _id: string };
    for (const id of wanted) if (id !== created._id || have.has(id)) expect(have, id).toContain(id);
  });

  it('has every workflow the examples name, by identifier', () => {
    const wanted = named(examples, (key, value, owner, path) => {
      if (key === 'identifier' && (path.at(-1) === 'workflow' || 'variables' in owner)) return value as string;
      if (key === 'workflowId') return value as string;
      if (key === 'name' && 'to' in owner) return value as string;
      return undefined;
    });
    expect([...wanted].sort()).toEqual(['order-shipped', 'welcome']);
    for (const identifier of wanted) expect(demo.workflows!.map((w) => w.identifier)).toContain(identifier);
  });

  it('has every tenant and notification the examples name', () => {
    const tenants = named(requests, (key, value) =>
      key === 'tenant' ? (typeof value === 'string' ? value : ((value as { identifier?: string }).identifier ?? '')) : undefined,
    );
    for (const tenant of tenants) expect(demo.tenants!.map((t) => (typeof t === 'string' ? t : t.identifier))).toContain(tenant);
    const notification = responses.find((e) => e.operationId === 'getNotification')!.value as { _id: string; transactionId: string };
    expect(demo.notifications!.map((n) => n._id)).toContain(notification._id);
    expect(demo.messages!.map((m) => m.transactionId)).toContain(notification.transactionId);
  });
});

/**
 * The path parameters of each operation, as the docs' examples name them (the test below checks
 * that each value occurs in the examples).
 */
const PATH_PARAMETERS: Readonly<Record<OperationId, Record<string, string>>> = {
  updateSubscriberCredentials: { subscriberId: 'user-1042' },
  updateSubscriberOnlineStatus: { subscriberId: 'user-1042' },
  markAllSubscriberMessages: { subscriberId: 'user-1042' },
  deleteSubscriber: { subscriberId: 'user-1042' },
  listSubscriberSubscriptions: { subscriberId: 'user-1042' },
  getSubscriberPreferences: { subscriberId: 'user-1042' },
  updateSubscriberPreferences: { subscriberId: 'user-1042' },
  listTopics: {},
  upsertTopic: {},
  getTopic: { topicKey: 'team:billing' },
  deleteTopic: { topicKey: 'product-updates' },
  updateTopic: { topicKey: 'product-updates' },
  listTopicSubscriptions: { topicKey: 'product-updates' },
  deleteTopicSubscriptions: { topicKey: 'product-updates' },
  getTopicSubscriber: { topicKey: 'product-updates', externalSubscriberId: 'user-1042' },
  createIntegration: {},
  listActiveIntegrations: {},
  updateIntegration: { integrationId: '65f1c2b3a4d5e6f708192a40' },
  setPrimaryIntegration: { integrationId: '65f1c2b3a4d5e6f708192a41' },
  deleteMessagesByTransaction: { transactionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
  triggerEvent: {},
  triggerEventBulk: {},
  getNotification: { notificationId: '66b0c1d2e3f405162738495a' },
};

describe("each operation's example request, against the demo state", () => {
  const target = inProcessTarget();
  afterEach(() => {
    expect(target.violations.splice(0)).toEqual([]);
    target.mock.reset();
  });

  it('uses path parameters that the examples name', () => {
    const text = JSON.stringify(examples.map((example) => example.value));
    for (const [operationId, parameters] of Object.entries(PATH_PARAMETERS)) {
      for (const value of Object.values(parameters)) expect(text, `${operationId}: ${value}`).toContain(JSON.stringify(value));
    }
  });

  it.each(operations.map((entry) => [entry.operationId, entry] as const))('%s succeeds as the docs show it', async (operationId, entry) => {
    const parameters = PATH_PARAMETERS[operationId];
    const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parameters[name]!));
    const body = requests.find((example) => example.operationId === operationId)?.value;
    const response = await target.raw(path, {
      method: entry.method,
      headers: { authorization: `ApiKey ${DEMO_API_KEY}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, await response.clone().text()).toBe(Number(entry.successStatus));
    if (operationId === 'triggerEvent' || operationId === 'triggerEventBulk') {
      const results = [(await response.json()) as { status: string }].flat();
      expect(results.map((result) => result.status)).toEqual(results.map(() => 'processed'));
    }
  });
});
