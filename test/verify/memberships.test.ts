// memberships_removed_with_subscriber judges memberships only where the subscriber had one (review
// 26d F12). The contract has no operation that adds one, so against the mock the subscriber a run
// creates has none: the check is not run, and a note says why, where it showed passed on an empty
// list. A server that gives each new subscriber a membership of its own is judged: one that keeps it
// after the deletion fails, one that removes it passes.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import type { VerifyOptions } from '../../src/verify/options.js';
import { verify } from '../../src/verify/run.js';

const base = {
  baseUrl: 'http://mock.test',
  apiKey: DEMO_API_KEY,
  rps: 0,
  seed: 5,
  maxExamples: 3,
  stateful: true,
  allowWrites: true,
  workflow: 'welcome',
  checks: ['memberships_removed_with_subscriber', 'use_after_free'],
} satisfies Partial<VerifyOptions>;

const NOT_RUN = 'memberships_removed_with_subscriber: not run, the subscribers this run created had no topic membership';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The mock, behind a server that gives each subscriber it does not hold from the start a membership
 * of the topic `auto`: listed with its subscriptions, and answered by the membership check. Removed
 * with the subscriber, except where `keeps` says: from both, or from the list alone (the membership
 * check still answering it).
 */
function autoMemberships(keeps: 'nothing' | 'both' | 'check') {
  const mock = createStatefulMock();
  const deleted = new Set<string>();
  const membership = (subscriberId: string) => ({
    _id: `membership-${subscriberId}`,
    createdAt: '2026-11-28T10:00:00.000Z',
    topic: { _id: '6690a1b2c3d4e5f607182aff', key: 'auto', name: 'Auto' },
    subscriber: { _id: '6615943e7ace93b0540ae3ff', subscriberId },
  });
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const subscriptions = /^\/v2\/subscribers\/(verify-[^/]+)\/subscriptions$/.exec(pathname);
    if (subscriptions && request.method === 'GET') {
      const subscriberId = decodeURIComponent(subscriptions[1]!);
      const held = !deleted.has(subscriberId) || keeps === 'both';
      return json(200, { data: held ? [membership(subscriberId)] : [], next: null, previous: null });
    }
    const check = /^\/v1\/topics\/auto\/subscribers\/(verify-[^/]+)$/.exec(pathname);
    if (check && request.method === 'GET') {
      const subscriberId = decodeURIComponent(check[1]!);
      if (deleted.has(subscriberId) && keeps === 'nothing') return json(404, { statusCode: 404, message: 'not a member' });
      return json(200, {
        _organizationId: 'org',
        _environmentId: 'env',
        _subscriberId: '6615943e7ace93b0540ae3ff',
        _topicId: '6690a1b2c3d4e5f607182aff',
        topicKey: 'auto',
        externalSubscriberId: subscriberId,
      });
    }
    const removal = /^\/v2\/subscribers\/(verify-[^/]+)$/.exec(pathname);
    const answer = await mock.fetch(request);
    if (removal && request.method === 'DELETE' && answer.ok) deleted.add(decodeURIComponent(removal[1]!));
    return answer;
  };
}

describe('memberships_removed_with_subscriber', () => {
  it('is not run against the mock, where a new subscriber has no membership, and a note says why', async () => {
    const mock = createStatefulMock();
    const report = await verify({ ...base, fetch: (request) => mock.fetch(request) });
    expect(report.failures).toEqual([]);
    expect(report.checks.memberships_removed_with_subscriber).toBeUndefined();
    // The empty list after the deletion is still read, as use_after_free's.
    expect(report.checks.use_after_free?.passed).toBeGreaterThan(0);
    expect(report.notes.filter((note) => note.startsWith(NOT_RUN))).toHaveLength(1);
  }, 60_000);

  it('passes a server that removes the membership it gave the subscriber, with no note', async () => {
    const report = await verify({ ...base, fetch: autoMemberships('nothing') });
    expect(report.failures.map((failure) => `${failure.check} on ${failure.operationId}: ${failure.message}`)).toEqual([]);
    expect(report.checks.memberships_removed_with_subscriber?.passed).toBeGreaterThan(0);
    expect(report.notes.filter((note) => note.startsWith(NOT_RUN))).toEqual([]);
  }, 60_000);

  it('fails a server that keeps it after the deletion: listed, or answered by the membership check alone', async () => {
    const failed = async (keeps: 'both' | 'check') =>
      (await verify({ ...base, fetch: autoMemberships(keeps) })).failures
        .filter((failure) => failure.check === 'memberships_removed_with_subscriber')
        .map((failure) => `${failure.operationId}: ${failure.message}`);
    expect(await failed('both')).toEqual([
      expect.stringMatching(
        /^listSubscriberSubscriptions: the subscriber verify-\S+ was deleted, then listSubscriberSubscriptions .* answered 200 with 1 items$/,
      ),
    ]);
    expect(await failed('check')).toEqual([
      expect.stringMatching(/^getTopicSubscriber: the subscriber verify-\S+ was deleted, then its membership of auto answered 200$/),
    ]);
  }, 60_000);
});
