// An upserted topic: read back and listed, upserted again, renamed, deleted, and gone.
import fc from 'fast-check';
import { topicEntryKey } from '../created.js';
import { prefixTopicKey, schemaArbitraries } from '../requests.js';
import { field, is2xx, show } from '../values.js';
import type { Sequence } from './sequence.js';
import { listsTopic, request } from './support.js';
import { reach, readsAfterCreate, readsAfterDelete } from './transitions.js';

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
    // The key is the topic's identity: an answer that names another key has answered about another
    // topic (one the server held before the run, maybe), which the links of the answer then lead to.
    const answered = field(upsert.response.json, 'key');
    if (answered !== undefined)
      findings.push(
        session.expect(
          'upsert_keeps_identity',
          'upsertTopic',
          answered === key,
          () => `an upsert of ${key} answered ${upsert.response.status} with key ${show(answered)}: another topic than the one asked for`,
        ),
      );

    await readsAfterCreate(session, findings, created);
    const listed = await listsTopic(session, findings, key);
    // A list that was refused says nothing of whether it holds the topic: that status is another check's.
    if (is2xx(listed.status))
      findings.push(
        session.expect(
          'ensure_resource_availability',
          'listTopics',
          listed.listed,
          `the topic ${key} was upserted, then listTopics?key= did not list it (answered ${listed.status})`,
        ),
      );

    const again = await session.call(request('upsertTopic', { body: { key, name: second } }), findings);
    if (is2xx(again.response.status))
      findings.push(
        session.expect(
          'upsert_keeps_identity',
          'upsertTopic',
          field(again.response.json, '_id') === id && field(again.response.json, 'name') === second,
          () =>
            `a second upsert of ${key} with name ${show(second)} answered ${again.response.status} with _id ${show(field(again.response.json, '_id'))} and name ${show(field(again.response.json, 'name'))}; the first gave _id ${show(id)}`,
        ),
      );

    const rename = await reach(session, findings, created, 'UpdateTopicByKey', { body: { name: renamed } });
    if (is2xx(rename.response.status)) {
      const reread = await reach(session, findings, created, 'GetTopicByKey');
      if (is2xx(reread.response.status))
        findings.push(
          session.expect(
            'rename_persists',
            'getTopic',
            field(reread.response.json, 'name') === renamed,
            () => `renamed to ${show(renamed)}, then getTopic answered ${reread.response.status} with name ${show(field(reread.response.json, 'name'))}`,
          ),
        );
    }

    const status = await readsAfterDelete(session, findings, created);
    if (!is2xx(status)) return undefined;
    session.undo.settle(topicEntryKey(key));
    const relisted = await listsTopic(session, findings, key);
    findings.push(session.expect('use_after_free', 'listTopics', !relisted.listed, `the topic ${key} was deleted, then listTopics?key= still listed it`));
    return undefined;
  },
};
