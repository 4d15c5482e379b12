// Two integrations of one channel made primary in turn: one primary per channel remains.
import fc from 'fast-check';
import { textOf } from '../../text/printable.js';
import { pushPrimary } from '../created.js';
import { field, is2xx, show } from '../values.js';
import type { Sequence } from './sequence.js';
import { request } from './support.js';
import { reach } from './transitions.js';

/** An environment's channel, as the count of primaries per channel and the undo stack key it. */
const channelKey = (environment: unknown, channel: unknown): string => `${textOf(environment)}:${textOf(channel)}`;

const CHANNELS = ['in_app', 'email', 'sms', 'chat', 'push'];

/** Two integrations of one channel made primary in turn: one primary per channel remains. */
export const primaryIntegration: Sequence<{ channel: string; providerId: string; id: string }> = {
  name: 'primary integration',
  description: 'listActiveIntegrations → createIntegration twice → setPrimaryIntegration on each → listActiveIntegrations → updateIntegration (deactivate)',
  operations: ['listActiveIntegrations', 'createIntegration', 'setPrimaryIntegration', 'updateIntegration'],
  explicit: ['createIntegration'],
  writes: true,
  checks: ['followable_links', 'ensure_resource_availability', 'single_primary_per_channel'],
  // Each example's integrations are named apart (`id`): no operation deletes one, and with the same two
  // identifiers every example after the first met a 409 and judged nothing (review 26d).
  inputs: () =>
    fc.record({ channel: fc.constantFrom(...CHANNELS), providerId: fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/), id: fc.stringMatching(/^[a-z0-9]{1,8}$/) }),
  async run(session, { channel, providerId, id }, findings) {
    const before = await session.call(request('listActiveIntegrations'), findings);
    const create = (name: string) =>
      request('createIntegration', {
        body: {
          providerId,
          channel,
          name: `${session.prefix}integration-${id}-${name}`,
          identifier: `${session.prefix}integration-${id}-${name}`,
          active: true,
        },
      });
    const first = await session.call(create('a'), findings);
    const second = await session.call(create('b'), findings);
    if (!is2xx(first.response.status) || !is2xx(second.response.status))
      return `createIntegration answered ${first.response.status} and ${second.response.status}`;
    const environment = field(first.response.json, '_environmentId');
    // Remember who was primary, so that cleanup can put it back.
    const key = channelKey(environment, channel);
    if (Array.isArray(before.response.json)) {
      const primary = before.response.json.find(
        (item) => field(item, 'channel') === channel && field(item, '_environmentId') === environment && field(item, 'primary') === true,
      );
      // The first push for this channel wins: it knows the primary from before the run.
      if (typeof field(primary, '_id') === 'string') pushPrimary(session.undo, session.sender, key, field(primary, '_id') as string);
    }
    const integration = (created: typeof first, name: string) =>
      ({
        operationId: 'createIntegration',
        exchange: created.exchange,
        what: `the ${channel} integration ${session.prefix}integration-${id}-${name}`,
      }) as const;
    await reach(session, findings, integration(first, 'a'), 'SetPrimaryIntegrationById');
    const made = await reach(session, findings, integration(second, 'b'), 'SetPrimaryIntegrationById');
    // A set-primary or a list that was refused says nothing of how many primaries there are: that status is another check's.
    const after = is2xx(made.response.status) ? await session.call(request('listActiveIntegrations'), findings) : undefined;
    if (after !== undefined && is2xx(after.response.status)) {
      const list = Array.isArray(after.response.json) ? after.response.json : [];
      const counts = new Map<string, number>();
      for (const item of list)
        if (field(item, 'primary') === true) {
          const at = channelKey(field(item, '_environmentId'), field(item, 'channel'));
          counts.set(at, (counts.get(at) ?? 0) + 1);
        }
      const primaries = list
        .filter((item) => field(item, 'primary') === true && field(item, 'channel') === channel && field(item, '_environmentId') === environment)
        .map((item) => field(item, '_id'));
      const doubled = [...counts].filter(([, count]) => count > 1).map(([where]) => where);
      findings.push(
        session.expect(
          'single_primary_per_channel',
          'setPrimaryIntegration',
          field(made.response.json, 'primary') === true &&
            primaries.length === 1 &&
            primaries[0] === field(second.response.json, '_id') &&
            doubled.length === 0,
          `after set-primary on two ${channel} integrations, the active ones list ${primaries.length} primaries for ${channel} (${show(primaries)})${doubled.length > 0 ? `, and several for ${doubled.join(', ')}` : ''}`,
        ),
      );
    }
    for (const [created, name] of [
      [first, 'a'],
      [second, 'b'],
    ] as const)
      await reach(session, findings, integration(created, name), 'UpdateIntegrationById', { body: { active: false } });
    return undefined;
  },
};
