// A subscriber of this run: credentials twice, the reads and writes its links lead to, then deleted
// with its memberships.
import fc from 'fast-check';
import { jsonQuoted } from '../../text/printable.js';
import { pushSubscriber, subscriberEntryKey } from '../created.js';
import { linkNamed, linkParameters } from '../links.js';
import type { Finding, Session } from '../session.js';
import { field, is2xx, show } from '../values.js';
import type { Sequence } from './sequence.js';
import { follow, request } from './support.js';
import { expectAvailable, reach, readsAfterCreate, readsAfterDelete } from './transitions.js';

const PUSH_PROVIDERS = ['fcm', 'apns', 'expo', 'one-signal', 'pushpad', 'push-webhook', 'pusher-beams'];

/** The push providers the environment has an active integration of: a subscriber's channel needs one. */
async function pushProviders(session: Session, findings: Finding[]): Promise<string[]> {
  const { response } = await session.call(request('listActiveIntegrations'), findings);
  const list = Array.isArray(response.json) ? response.json : [];
  const found = list.map((item) => field(item, 'providerId')).filter((id): id is string => typeof id === 'string' && PUSH_PROVIDERS.includes(id));
  return [...new Set(found)].sort();
}

/** A subscriber of this run: credentials twice, its linked operations, then deleted with its memberships. */
export const subscriberLifecycle: Sequence<{ id: string; provider: number; first: string; second: string }> = {
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
  checks: ['followable_links', 'ensure_resource_availability', 'credentials_appended', 'use_after_free', 'memberships_removed_with_subscriber'],
  inputs: () =>
    fc
      .record({
        id: fc.stringMatching(/^[a-z0-9]{1,8}$/),
        provider: fc.nat({ max: PUSH_PROVIDERS.length - 1 }),
        first: fc.stringMatching(/^[A-Za-z0-9:_-]{1,24}$/),
        second: fc.stringMatching(/^[A-Za-z0-9:_-]{1,24}$/),
      })
      .filter(({ first, second }) => first !== second),
  async run(session, { id, provider, first, second }, findings) {
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
    pushSubscriber(session.undo, session.sender, session.ownership, subscriberId);
    // A trigger's answer may carry no transaction id; one it carries must be followable.
    if (linkParameters(linkNamed('DeleteMessagesByTransactionId'), trigger.exchange) !== undefined)
      await session.call(follow(session, findings, 'DeleteMessagesByTransactionId', trigger.exchange), findings);

    const body = (token: string) => ({ providerId, credentials: { deviceTokens: [token] } });
    const set = await session.call(request('updateSubscriberCredentials', { pathParams: { subscriberId }, body: body(first) }), findings);
    if (!is2xx(set.response.status)) {
      return `no subscriber could be made: a trigger of ${jsonQuoted(session.workflow)} for the subscriber definition ${subscriberId} answered ${trigger.response.status} ${session.excerpt(trigger.response, 200)}, then updateSubscriberCredentials ${set.response.status}`;
    }
    const created = { operationId: 'updateSubscriberCredentials', exchange: set.exchange, what: `the subscriber ${subscriberId}` } as const;
    const again = await session.call(request('updateSubscriberCredentials', { pathParams: { subscriberId }, body: body(second) }), findings);
    expectAvailable(session, findings, created, 'updateSubscriberCredentials', again.response, 'the same subscriber id');
    if (is2xx(again.response.status)) {
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
          tokens.includes(first) && tokens.includes(second),
          () => `deviceTokens [${show(first)}] then [${show(second)}] for ${providerId} left ${show(tokens)} (answered ${again.response.status})`,
        ),
      );
    }

    const reads = await readsAfterCreate(session, findings, created);
    const memberships = field(reads.get('listSubscriberSubscriptions')?.json, 'data');
    const topics = (Array.isArray(memberships) ? memberships : [])
      .map((item) => field(field(item, 'topic'), 'key'))
      .filter((key): key is string => typeof key === 'string');
    await reach(session, findings, created, 'UpdateSubscriberOnlineStatusBySubscriberId', { body: { isOnline: true } });
    await reach(session, findings, created, 'UpdateSubscriberPreferencesBySubscriberId', { body: { channels: { email: false } } });
    await reach(session, findings, created, 'MarkAllSubscriberMessagesBySubscriberId', { body: { markAs: 'read' } });

    // The list of its memberships gone is what memberships_removed_with_subscriber guarantees, when it
    // had one: the contract has no operation that adds one, so only a server that gives a new
    // subscriber memberships of its own makes one. Without, an empty list after the deletion judged
    // nothing of memberships (review 26d F12): that read is use_after_free's, and the check not run.
    const hadMemberships = topics.length > 0;
    if (!hadMemberships)
      session.notJudged.set(
        'memberships_removed_with_subscriber',
        'the subscribers this run created had no topic membership to be removed with them (the contract has no operation that adds one)',
      );
    const status = await readsAfterDelete(
      session,
      findings,
      created,
      hadMemberships ? { listSubscriberSubscriptions: 'memberships_removed_with_subscriber' } : {},
    );
    if (!is2xx(status)) return undefined;
    session.undo.settle(subscriberEntryKey(subscriberId));
    for (const topicKey of topics) {
      const check = await session.call(request('getTopicSubscriber', { pathParams: { topicKey, externalSubscriberId: subscriberId } }), findings);
      findings.push(
        session.expect(
          'memberships_removed_with_subscriber',
          'getTopicSubscriber',
          // A 2xx is a membership result: the membership is still there. Another status is another check's.
          !is2xx(check.response.status),
          `the subscriber ${subscriberId} was deleted, then its membership of ${topicKey} answered ${check.response.status}`,
        ),
      );
    }
    return undefined;
  },
};
