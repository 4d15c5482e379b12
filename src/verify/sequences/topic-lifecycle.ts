// An upserted topic: read back and listed, upserted again, renamed, deleted, and gone.
import fc from 'fast-check';
import { topicEntryKey } from '../created.js';
import { prefixTopicKey, schemaArbitraries } from '../requests.js';
import { field, is2xx, show } from '../values.js';
import type { Sequence } from './sequence.js';
import { follow, listsTopic, request } from './support.js';
import { readsAfterCreate, readsAfterDelete } from './transitions.js';

const nameArbitrary = () => schemaArbitraries().forPointer('/components/schemas/UpsertTopicRequest/properties/name') as fc.Arbitrary<string>;

export const topicLifecycle: Sequence<{ key: string; first: string | undefined; second: string; renamed: string }> = {
  name: 'topic lifecycle',
  description:
    'upsertTopic → its reads (getTopic, listTopicSubscriptions), listTopics → upsertTopic again → updateTopic → getTopic → deleteTopic → its reads, listTopics',
  operations: ['upsertTopic', 'getTopic', 'listTopics', 'updateTopic', 'deleteTopic', 'listTopicSubscriptions'],
  writes: true,
  checks: ['followable_links', 'ensure_resource_availability', 'upsert_keeps_identity', 'rename_persists', 'use_after_free'],
  inputs: (prefix) =>
    fc.record({
      key: (schemaArbitraries().forPointer('/components/schemas/TopicKey') as fc.Arbitrary<string>).map((key) => prefixTopicKey(key, prefix)),
      first: fc.option(nameArbitrary(), { nil: undefined }),
      second: nameArbitrary(),
      renamed: schemaArbitraries().forPointer('/components/schemas/UpdateTopicRequest/properties/name') as fc.Arbitrary<string>,
    }),
  async run(session, { key, first, second, renamed }, findings) {
    const upsert = await session.call(request('upsertTopic', { body: { key, ...(first === undefined ? {} : { name: first }) } }), findings);
    if (!is2xx(upsert.response.status)) return `upsertTopic answered ${upsert.response.status} to a valid topic`;
    const id = field(upsert.response.json, '_id');
    const created = { operationId: 'upsertTopic', exchange: upsert.exchange, what: `the topic ${key}` } as const;

    const reads = await readsAfterCreate(session, findings, created);
    // A topic no read found after its creation is ensure_resource_availability's fault, reported
    // there once: a read after the rename that misses it too is the same fault, not a second one.
    const lostAtCreation = [404, 410].includes(reads.get('getTopic')?.status ?? 0);
    const listed = await listsTopic(session, findings, key);
    findings.push(
      session.expect(
        'ensure_resource_availability',
        'listTopics',
        listed.listed,
        `the topic ${key} was upserted, then listTopics?key= did not list it (answered ${listed.status})`,
      ),
    );

    const again = await session.call(request('upsertTopic', { body: { key, name: second } }), findings);
    findings.push(
      session.expect(
        'upsert_keeps_identity',
        'upsertTopic',
        is2xx(again.response.status) && field(again.response.json, '_id') === id && field(again.response.json, 'name') === second,
        `a second upsert of ${key} with name ${show(second)} answered ${again.response.status} with _id ${show(field(again.response.json, '_id'))} and name ${show(field(again.response.json, 'name'))}; the first gave _id ${show(id)}`,
      ),
    );

    const rename = await session.call(follow(session, findings, 'UpdateTopicByKey', upsert.exchange, { body: { name: renamed } }), findings);
    if (is2xx(rename.response.status)) {
      const reread = await session.call(follow(session, findings, 'GetTopicByKey', upsert.exchange), findings);
      if (!(lostAtCreation && [404, 410].includes(reread.response.status)))
        findings.push(
          session.expect(
            'rename_persists',
            'getTopic',
            field(reread.response.json, 'name') === renamed,
            `renamed to ${show(renamed)}, then getTopic answered ${reread.response.status} with name ${show(field(reread.response.json, 'name'))}`,
          ),
        );
    } else {
      findings.push(session.expect('rename_persists', 'updateTopic', false, `updateTopic answered ${rename.response.status} to a valid rename of ${key}`));
    }

    const status = await readsAfterDelete(session, findings, created);
    if (!is2xx(status)) return undefined;
    session.undo.settle(topicEntryKey(key));
    const relisted = await listsTopic(session, findings, key);
    findings.push(session.expect('use_after_free', 'listTopics', !relisted.listed, `the topic ${key} was deleted, then listTopics?key= still listed it`));
    return undefined;
  },
};
