// A built-in handler's answer that is JSON text already: the engine sends the text as it is, and a
// mock.use() handler's builtIn() gets it parsed, a fresh value of its own as from any other handler.
// A topic read again and again, unchanged, is written once (getTopic is the mock's most common read):
// the cache holds a bounded number of topics, so it costs the state's memory bound nothing.
import type { TopicRecord } from './state.js';
import { topicView } from './views.js';

export class JsonText {
  constructor(readonly text: string) {}
}

/** The value a handler gave, as a mock.use() handler's builtIn() hands it on. */
export const handlerValue = (value: unknown): unknown => (value instanceof JsonText ? JSON.parse(value.text) : value);

/**
 * The JSON of a topic as written, and every field it was written from (topicView reads these and
 * `_id`, the cache's key): kept by value, not by record, so that the cache holds no record of a state
 * since reset or replaced, and a topic renamed or upserted since is written again.
 */
interface WrittenTopic {
  readonly json: JsonText;
  readonly key: string;
  readonly name: string | undefined;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Past this many topics the cache starts over: at about 200 bytes of JSON a topic, at most a few hundred KB. */
const TOPICS_WRITTEN = 1024;
const written = new Map<string, WrittenTopic>();

/** topicView(topic) as JSON text, written again only once the topic has changed. */
export function topicJson(topic: TopicRecord): JsonText {
  const known = written.get(topic._id);
  if (known !== undefined && known.key === topic.key && known.name === topic.name && known.createdAt === topic.createdAt && known.updatedAt === topic.updatedAt)
    return known.json;
  if (known === undefined && written.size >= TOPICS_WRITTEN) written.clear();
  const json = new JsonText(JSON.stringify(topicView(topic)));
  written.set(topic._id, { json, key: topic.key, name: topic.name, createdAt: topic.createdAt, updatedAt: topic.updatedAt });
  return json;
}
