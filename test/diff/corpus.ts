// Spec pairs built from this contract (generated/openapi.json, mutated in code), each with the
// verdict a correct diff gives: the rules it must report as breaking, or none at all.
import { readFileSync } from 'node:fs';

// biome-ignore lint/suspicious/noExplicitAny: the pairs edit the contract's JSON anywhere, as a person edits the YAML
type Doc = Record<string, any>;

export const contract = (): Doc => JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
export const firstBundle = (): Doc => JSON.parse(readFileSync(new URL('./fixtures/first-bundle.json', import.meta.url), 'utf8'));

/** A spec of one operation, GET /x (`operationId`), with one query parameter `name`: a string of at most `maxLength`. */
export const oneQueryParameter = (operationId: string, name: string, maxLength: number) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/x': {
      get: {
        operationId,
        parameters: [{ name, in: 'query', schema: { type: 'string', maxLength } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});

export type Verdict = 'breaking' | 'non-breaking' | 'same';

export interface Pair {
  name: string;
  verdict: Verdict;
  /** Rules that must be reported as breaking (breaking pairs), or as non-breaking (non-breaking pairs), with the operation. */
  rules: { rule: string; operationId: string }[];
  /** Builds OLD and NEW from fresh copies of the contract. */
  build: (old: Doc, now: Doc) => void;
}

const schemas = (doc: Doc) => doc.components.schemas;
const op = (doc: Doc, path: string, method: string) => doc.paths[path][method];
const topicKeyBranches = (doc: Doc) => schemas(doc).TopicKey.anyOf;

/** Every object's keys in reverse order, all the way down. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversed(v)]),
    );
  return value;
}

const NOT_FOUND = {
  description: 'Not found',
  content: { 'application/json': { schema: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } } },
};

export const pairs: Pair[] = [
  // ── breaking, request side ──
  {
    name: 'a request property made required',
    verdict: 'breaking',
    rules: [{ rule: 'request-property-became-required', operationId: 'upsertTopic' }],
    build: (_o, n) => {
      schemas(n).UpsertTopicRequest.required = ['key', 'name'];
    },
  },
  {
    name: 'a request maxLength lowered',
    verdict: 'breaking',
    rules: [{ rule: 'request-property-max-length-decreased', operationId: 'upsertTopic' }],
    build: (_o, n) => {
      schemas(n).UpsertTopicRequest.properties.name.maxLength = 50;
    },
  },
  {
    name: 'a query parameter maximum lowered (planted: Optic missed it)',
    verdict: 'breaking',
    rules: [{ rule: 'request-parameter-max-decreased', operationId: 'listTopics' }],
    build: (_o, n) => {
      n.components.parameters.LimitQuery.schema.maximum = 50;
    },
  },
  {
    name: 'a query parameter narrowed from number to integer (planted: api-smart-diff missed it)',
    verdict: 'breaking',
    rules: [{ rule: 'request-parameter-type-changed', operationId: 'listTopics' }],
    build: (_o, n) => {
      n.components.parameters.LimitQuery.schema.type = 'integer';
    },
  },
  {
    name: 'a request enum value removed',
    verdict: 'breaking',
    rules: [{ rule: 'request-property-enum-value-removed', operationId: 'markAllSubscriberMessages' }],
    build: (_o, n) => {
      schemas(n).MarkAllMessagesRequest.properties.markAs.enum = ['read', 'seen', 'unread'];
    },
  },
  {
    name: 'the topic key pattern narrowed inside its anyOf branch (planted: Optic missed it)',
    verdict: 'breaking',
    rules: [{ rule: 'request-property-pattern-changed', operationId: 'upsertTopic' }],
    build: (_o, n) => {
      topicKeyBranches(n)[0].pattern = '^[a-z0-9_:-]+$';
    },
  },
  {
    name: 'a request body closed to unknown properties',
    verdict: 'breaking',
    rules: [{ rule: 'request-body-additional-properties-closed', operationId: 'updateTopic' }],
    build: (_o, n) => {
      schemas(n).UpdateTopicRequest.additionalProperties = false;
    },
  },
  {
    name: 'a request property format added',
    verdict: 'breaking',
    rules: [{ rule: 'request-property-format-added', operationId: 'updateTopic' }],
    build: (_o, n) => {
      schemas(n).UpdateTopicRequest.properties.name.format = 'email';
    },
  },
  {
    name: 'a request property type narrowed',
    verdict: 'breaking',
    rules: [{ rule: 'request-property-type-changed', operationId: 'updateSubscriberOnlineStatus' }],
    build: (o, n) => {
      schemas(o).UpdateSubscriberOnlineStatusRequest.properties.isOnline.type = ['boolean', 'string'];
      schemas(n).UpdateSubscriberOnlineStatusRequest.properties.isOnline.type = 'boolean';
    },
  },
  {
    // NEW allows a query parameter it does not declare: a request that still sends `limit` is answered (R23-9).
    name: 'an optional query parameter removed',
    verdict: 'non-breaking',
    rules: [{ rule: 'request-parameter-removed', operationId: 'listTopics' }],
    build: (_o, n) => {
      op(n, '/v2/topics', 'get').parameters = op(n, '/v2/topics', 'get').parameters.filter((p: Doc) => p.$ref !== '#/components/parameters/LimitQuery');
    },
  },
  {
    name: 'a required query parameter added',
    verdict: 'breaking',
    rules: [{ rule: 'request-required-parameter-added', operationId: 'listTopics' }],
    build: (_o, n) => {
      op(n, '/v2/topics', 'get').parameters.push({ name: 'tenant', in: 'query', required: true, schema: { type: 'string' } });
    },
  },
  {
    name: 'an optional query parameter made required',
    verdict: 'breaking',
    rules: [{ rule: 'request-parameter-became-required', operationId: 'listTopics' }],
    build: (_o, n) => {
      n.components.parameters.LimitQuery.required = true;
    },
  },
  {
    name: 'an operation removed',
    verdict: 'breaking',
    rules: [{ rule: 'operation-removed', operationId: 'getNotification' }],
    build: (_o, n) => {
      delete n.paths['/v1/notifications/{notificationId}'];
    },
  },
  {
    name: 'a request media type removed',
    verdict: 'breaking',
    rules: [{ rule: 'request-body-media-type-removed', operationId: 'upsertTopic' }],
    build: (_o, n) => {
      const body = n.components.requestBodies.UpsertTopicBody;
      body.content = { 'application/merge-patch+json': body.content['application/json'] };
    },
  },
  {
    name: 'the auth header renamed (planted: Optic missed it)',
    verdict: 'breaking',
    rules: [{ rule: 'security-header-renamed', operationId: 'getTopic' }],
    build: (_o, n) => {
      n.components.securitySchemes.ApiKeyAuth.name = 'X-Api-Key';
    },
  },
  {
    name: 'the x-value-prefix of the key changed',
    verdict: 'breaking',
    rules: [{ rule: 'security-value-prefix-changed', operationId: 'upsertTopic' }],
    build: (_o, n) => {
      n.components.securitySchemes.ApiKeyAuth['x-value-prefix'] = 'Bearer ';
    },
  },
  {
    name: 'a security requirement added to an open operation',
    verdict: 'breaking',
    rules: [{ rule: 'security-requirement-added', operationId: 'getNotification' }],
    build: (o) => {
      op(o, '/v1/notifications/{notificationId}', 'get').security = [];
    },
  },
  // ── breaking, response side ──
  {
    name: 'a response property removed (planted: api-smart-diff missed it)',
    verdict: 'breaking',
    rules: [{ rule: 'response-property-removed', operationId: 'getTopic' }],
    build: (_o, n) => {
      delete schemas(n).Topic.properties.name;
    },
  },
  {
    name: 'a required response property made optional',
    verdict: 'breaking',
    rules: [{ rule: 'response-property-became-optional', operationId: 'deleteTopic' }],
    build: (_o, n) => {
      delete schemas(n).DeleteTopicResult.required;
    },
  },
  {
    name: 'a response enum value added',
    verdict: 'breaking',
    rules: [{ rule: 'response-property-enum-value-added', operationId: 'triggerEvent' }],
    build: (_o, n) => {
      schemas(n).TriggerEventStatus.enum.push('queued');
    },
  },
  {
    name: 'a response property type widened (planted: the direction of a response-side change)',
    verdict: 'breaking',
    rules: [{ rule: 'response-property-type-changed', operationId: 'getTopic' }],
    build: (_o, n) => {
      schemas(n).Topic.properties.name.type = ['string', 'number'];
    },
  },
  {
    name: 'a response bound widened',
    verdict: 'breaking',
    rules: [{ rule: 'response-property-max-length-increased', operationId: 'getTopic' }],
    build: (o, n) => {
      schemas(o).Topic.properties.name.maxLength = 100;
      schemas(n).Topic.properties.name.maxLength = 200;
    },
  },
  {
    name: 'a status added where OLD had no default',
    verdict: 'breaking',
    rules: [{ rule: 'response-status-added', operationId: 'getTopic' }],
    build: (o, n) => {
      delete op(o, '/v2/topics/{topicKey}', 'get').responses.default;
      delete op(n, '/v2/topics/{topicKey}', 'get').responses.default;
      op(n, '/v2/topics/{topicKey}', 'get').responses['404'] = NOT_FOUND;
    },
  },
  {
    name: 'a response media type added',
    verdict: 'breaking',
    rules: [{ rule: 'response-media-type-added', operationId: 'getTopic' }],
    build: (_o, n) => {
      op(n, '/v2/topics/{topicKey}', 'get').responses['200'].content['text/csv'] = { schema: { type: 'string' } };
    },
  },
  {
    name: 'a required response header removed',
    verdict: 'breaking',
    rules: [{ rule: 'response-required-header-removed', operationId: 'getTopic' }],
    build: (o) => {
      op(o, '/v2/topics/{topicKey}', 'get').responses['200'].headers = { 'X-Request-Id': { required: true, schema: { type: 'string' } } };
    },
  },
  {
    name: 'a response header type widened',
    verdict: 'breaking',
    rules: [{ rule: 'response-header-type-changed', operationId: 'getTopic' }],
    build: (o, n) => {
      op(o, '/v2/topics/{topicKey}', 'get').responses['200'].headers = { 'X-Rate-Limit': { schema: { type: 'integer' } } };
      op(n, '/v2/topics/{topicKey}', 'get').responses['200'].headers = { 'X-Rate-Limit': { schema: { type: ['integer', 'string'] } } };
    },
  },
  {
    name: 'a 2XX response that OLD described narrowly, answered by default in NEW',
    verdict: 'breaking',
    rules: [{ rule: 'response-body-type-changed', operationId: 'getTopic' }],
    build: (_o, n) => {
      delete op(n, '/v2/topics/{topicKey}', 'get').responses['2XX'];
      delete op(n, '/v2/topics/{topicKey}', 'get').responses['200'];
    },
  },
  {
    name: 'a schema on both sides loses a property type: breaking for requests only',
    verdict: 'breaking',
    rules: [{ rule: 'request-property-type-changed', operationId: 'updateSubscriberPreferences' }],
    build: (o, n) => {
      schemas(o).ChannelPreferences.properties.email.type = ['boolean', 'null'];
      schemas(n).ChannelPreferences.properties.email.type = 'boolean';
    },
  },
  {
    name: 'a schema on both sides gains a property type: breaking for responses only',
    verdict: 'breaking',
    rules: [{ rule: 'response-property-type-changed', operationId: 'getSubscriberPreferences' }],
    build: (_o, n) => {
      schemas(n).ChannelPreferences.properties.email.type = ['boolean', 'null'];
    },
  },
  // ── non-breaking ──
  {
    name: 'a query parameter maximum raised',
    verdict: 'non-breaking',
    rules: [{ rule: 'request-parameter-max-increased', operationId: 'listTopics' }],
    build: (_o, n) => {
      n.components.parameters.LimitQuery.schema.maximum = 200;
    },
  },
  {
    name: 'a request enum value added',
    verdict: 'non-breaking',
    rules: [{ rule: 'request-property-enum-value-added', operationId: 'markAllSubscriberMessages' }],
    build: (_o, n) => {
      schemas(n).MarkAllMessagesRequest.properties.markAs.enum.push('archived');
    },
  },
  {
    name: 'a required request property made optional',
    verdict: 'non-breaking',
    rules: [{ rule: 'request-property-became-optional', operationId: 'updateTopic' }],
    build: (_o, n) => {
      delete schemas(n).UpdateTopicRequest.required;
    },
  },
  {
    name: 'an optional query parameter added',
    verdict: 'non-breaking',
    rules: [{ rule: 'request-optional-parameter-added', operationId: 'listTopics' }],
    build: (_o, n) => {
      op(n, '/v2/topics', 'get').parameters.push({ name: 'tenant', in: 'query', schema: { type: 'string' } });
    },
  },
  {
    name: 'an operation added',
    verdict: 'non-breaking',
    rules: [{ rule: 'operation-added', operationId: 'getNotification' }],
    build: (o) => {
      delete o.paths['/v1/notifications/{notificationId}'];
    },
  },
  {
    name: 'a response property added',
    verdict: 'non-breaking',
    rules: [{ rule: 'response-property-added', operationId: 'getTopic' }],
    build: (_o, n) => {
      schemas(n).Topic.properties.archived = { type: 'boolean' };
    },
  },
  {
    name: 'a response enum value removed',
    verdict: 'non-breaking',
    rules: [{ rule: 'response-property-enum-value-removed', operationId: 'triggerEvent' }],
    build: (_o, n) => {
      schemas(n).TriggerEventStatus.enum = schemas(n).TriggerEventStatus.enum.filter((v: string) => v !== 'no_tenant_found');
    },
  },
  {
    name: 'an optional response property made required',
    verdict: 'non-breaking',
    rules: [{ rule: 'response-property-became-required', operationId: 'getTopic' }],
    build: (_o, n) => {
      schemas(n).Topic.required.push('name');
    },
  },
  {
    name: 'the topic key pattern widened',
    verdict: 'non-breaking',
    rules: [{ rule: 'request-property-pattern-changed', operationId: 'upsertTopic' }],
    build: (_o, n) => {
      topicKeyBranches(n)[0].pattern = '^[A-Za-z0-9_:.-]+$';
    },
  },
  {
    name: 'a request body opened to unknown properties',
    verdict: 'non-breaking',
    rules: [{ rule: 'request-body-additional-properties-opened', operationId: 'updateTopic' }],
    build: (o) => {
      schemas(o).UpdateTopicRequest.additionalProperties = false;
    },
  },
  {
    name: 'a response bound narrowed',
    verdict: 'non-breaking',
    rules: [{ rule: 'response-property-max-length-decreased', operationId: 'getTopic' }],
    build: (_o, n) => {
      schemas(n).Topic.properties.name.maxLength = 100;
    },
  },
  {
    name: 'a request media type added',
    verdict: 'non-breaking',
    rules: [{ rule: 'request-body-media-type-added', operationId: 'upsertTopic' }],
    build: (_o, n) => {
      const body = n.components.requestBodies.UpsertTopicBody;
      body.content['application/merge-patch+json'] = body.content['application/json'];
    },
  },
  {
    name: 'a status covered by 2XX in both versions becomes explicit',
    verdict: 'non-breaking',
    rules: [{ rule: 'response-status-added-covered', operationId: 'getTopic' }],
    build: (_o, n) => {
      const responses = op(n, '/v2/topics/{topicKey}', 'get').responses;
      responses['203'] = responses['200'];
    },
  },
  // ── same meaning ──
  {
    name: 'the real TopicKey history: bounds moved into the anyOf branches',
    verdict: 'same',
    rules: [],
    build: (o) => {
      schemas(o).TopicKey = firstBundle().components.schemas.TopicKey;
    },
  },
  {
    name: 'a $ref inlined',
    verdict: 'same',
    rules: [],
    build: (_o, n) => {
      schemas(n).UpsertTopicRequest.properties.key = structuredClone(schemas(n).TopicKey);
    },
  },
  {
    name: 'a $ref extracted',
    verdict: 'same',
    rules: [],
    build: (_o, n) => {
      schemas(n).TopicName = schemas(n).UpsertTopicRequest.properties.name;
      schemas(n).UpsertTopicRequest.properties.name = { $ref: '#/components/schemas/TopicName' };
    },
  },
  {
    name: 'every key reordered',
    verdict: 'same',
    rules: [],
    build: (_o, n) => {
      n.components.schemas = reversed(n.components.schemas);
      n.paths = reversed(n.paths);
    },
  },
  {
    name: 'a schema wrapped in an allOf of one',
    verdict: 'same',
    rules: [],
    build: (_o, n) => {
      schemas(n).UpsertTopicRequest = { allOf: [schemas(n).UpsertTopicRequest] };
    },
  },
  {
    name: 'a type written as a one-element list',
    verdict: 'same',
    rules: [],
    build: (_o, n) => {
      schemas(n).Topic.properties.name.type = ['string'];
    },
  },
  {
    name: 'enum values and required names reordered',
    verdict: 'same',
    rules: [],
    build: (_o, n) => {
      schemas(n).ChannelType.enum.reverse();
      schemas(n).Topic.required.reverse();
    },
  },
  {
    name: 'a one-value enum written as const',
    verdict: 'same',
    rules: [],
    build: (o, n) => {
      schemas(o).MarkAllMessagesRequest.properties.markAs.enum = ['read'];
      delete schemas(n).MarkAllMessagesRequest.properties.markAs.enum;
      schemas(n).MarkAllMessagesRequest.properties.markAs.const = 'read';
    },
  },
  {
    name: 'anyOf branches swapped',
    verdict: 'same',
    rules: [],
    build: (_o, n) => {
      schemas(n).MarkAllMessagesRequest.properties.feedIdentifier.anyOf.reverse();
    },
  },
];

/** OLD and NEW of a pair, each a fresh copy of the contract. */
export function buildPair(pair: Pair): [Doc, Doc] {
  const old = contract();
  const now = contract();
  pair.build(old, now);
  return [old, now];
}
