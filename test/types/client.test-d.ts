// Type tests of the client's answers: openapi-fetch reads the success body from every 2xx response
// the spec declares (the documented one and the 2XX range), so both must name the same body.

import type { Client } from 'openapi-fetch';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  components,
  operations,
  paths,
  SubscriberDefinition,
  Topic,
  TriggerEventRequest,
  TriggerEventResult,
  UpsertTopicRequest,
} from '../../generated/schema.js';
import type { NotificationClient } from '../../src/client.js';

declare const client: NotificationClient;

type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Responses<Op extends keyof operations> = operations[Op]['responses'];
type Documented<Op extends keyof operations> = Responses<Op>[Exclude<keyof Responses<Op>, '2XX' | 'default'>];
type Range<Op extends keyof operations> = Responses<Op> extends { '2XX': infer Response } ? Response : 'no 2XX response';
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('the 2XX response', () => {
  it('exists on every operation, with the body of the documented success status', () => {
    type Mismatched = { [Op in keyof operations]: Equal<JsonBody<Documented<Op>>, JsonBody<Range<Op>>> extends true ? never : Op }[keyof operations];
    expectTypeOf<Mismatched>().toEqualTypeOf<never>();
    expectTypeOf<JsonBody<Range<'upsertTopic'>>>().toEqualTypeOf<Topic>();
    expectTypeOf<Range<'deleteMessagesByTransaction'>['content']>().toEqualTypeOf<undefined>();
  });
});

describe("openapi-fetch's data", () => {
  it('is the documented body, whichever 2xx answered', async () => {
    const topic = await client.POST('/v2/topics', { body: { key: 'news' } });
    expectTypeOf(topic.data).toEqualTypeOf<Topic | undefined>();
    const bulk = await client.POST('/v1/events/trigger/bulk', { body: { events: [{ name: 'welcome', to: 'user-1' }] } });
    expectTypeOf(bulk.data).toEqualTypeOf<TriggerEventResult[] | undefined>();
    const count = await client.POST('/v1/subscribers/{subscriberId}/messages/mark-all', {
      params: { path: { subscriberId: 'user-1' } },
      body: { markAs: 'read' },
    });
    expectTypeOf(count.data).toEqualTypeOf<number | undefined>();
    const page = await client.GET('/v2/topics', {});
    expectTypeOf(page.data).toEqualTypeOf<components['schemas']['TopicPage'] | undefined>();
  });

  it('is nothing for deleteMessagesByTransaction, which answers without a body', async () => {
    const deleted = await client.DELETE('/v1/messages/transaction/{transactionId}', { params: { path: { transactionId: 'tx-1' } } });
    expectTypeOf(deleted.data).toEqualTypeOf<undefined>();
  });
});

describe('an init written in the call (docs/client.md, "Bodies and parameters checked where they are written")', () => {
  it('refuses a misspelt body field, whether the schema has required fields or none', async () => {
    // @ts-expect-error UpsertTopicRequest has `name`, not `nmae` (its `key` is required)
    await client.POST('/v2/topics', { body: { key: 'news', nmae: 'News' } });
    // @ts-expect-error TriggerEventRequest has `payload`, not `paylod` (`name` and `to` are required)
    await client.POST('/v1/events/trigger', { body: { name: 'welcome', to: 'user-1', paylod: {} } });
    // @ts-expect-error UpdateIntegrationRequest has only optional fields, and no `nmae`
    await client.PUT('/v1/integrations/{integrationId}', { params: { path: { integrationId: 'i' } }, body: { nmae: 'Mail' } });
    // @ts-expect-error a misspelt field of a bulk event, one level down
    await client.POST('/v1/events/trigger/bulk', { body: { events: [{ name: 'welcome', to: 'user-1', paylod: {} }] } });
    // @ts-expect-error the generic `request` takes the same init as `POST`
    await client.request('post', '/v2/topics', { body: { key: 'news', nmae: 'News' } });
  });

  it('refuses a misspelt parameter and an unknown option, and still asks for what is required', async () => {
    // @ts-expect-error listTopics has `limit`, not `limt`
    await client.GET('/v2/topics', { params: { query: { limt: 3 } } });
    // @ts-expect-error `parms` is no option of a call
    await client.GET('/v2/topics', { parms: {} });
    // @ts-expect-error getTopic needs its path parameter
    await client.GET('/v2/topics/{topicKey}');
    // @ts-expect-error upsertTopic needs its body
    await client.POST('/v2/topics', {});
  });

  it('accepts a valid literal, a body typed by its alias, and extra properties through a body that is no fresh literal', async () => {
    await client.POST('/v2/topics', { body: { key: 'news', name: 'News' }, headers: { 'idempotency-key': 'k' }, signal: AbortSignal.timeout(5) });
    const typed: UpsertTopicRequest = { key: 'news' };
    await client.POST('/v2/topics', { body: typed });
    // The contract lets a request carry properties it does not declare: a variable, or an assertion, sends one.
    const forward = { key: 'news', labels: ['beta'] };
    await client.POST('/v2/topics', { body: forward });
    await client.POST('/v2/topics', { body: { key: 'news', labels: ['beta'] } as UpsertTopicRequest });
    await client.GET('/v2/topics');
    await client.GET('/v2/topics', {});
  });

  it("is still openapi-fetch's Client<paths>, for a library typed by it", () => {
    expectTypeOf(client).toExtend<Client<paths, 'application/json'>>();
  });

  it("keeps openapi-fetch's parseAs, which chooses the type of data", async () => {
    const text = await client.GET('/v2/topics', { parseAs: 'text' });
    expectTypeOf(text.data).toEqualTypeOf<string | undefined>();
    const json = await client.request('get', '/v2/topics/{topicKey}', { params: { path: { topicKey: 'news' } } });
    expectTypeOf(json.data).toEqualTypeOf<Topic | undefined>();
  });

  it('lets any object through as a recipient in `to`, which the contract leaves open (TopicRecipient)', async () => {
    // A misspelt subscriber-definition field reads as the open object form: only `strict: true` warns, at run time.
    await client.POST('/v1/events/trigger', { body: { name: 'welcome', to: [{ subscriberId: 'user-1', emial: 'ada@example.com' }] } });
    const req: TriggerEventRequest = { name: 'welcome', to: { subscriberId: 'user-1', emial: 'ada@example.com' } };
    // Typed as a subscriber definition where it is built, the same recipient does not compile.
    // @ts-expect-error SubscriberDefinition has `email`, not `emial`
    const recipient: SubscriberDefinition = { subscriberId: 'user-1', emial: 'ada@example.com' };
    expectTypeOf([req, recipient]).not.toBeNever();
  });
});

describe('error (docs/client.md, "The type of `error`")', () => {
  it("is unknown, as the contract's only error response, the open default, leaves its body any JSON value", async () => {
    expectTypeOf<components['schemas']['ErrorBody']>().toBeUnknown();
    expectTypeOf<keyof Responses<'getTopic'>>().toEqualTypeOf<200 | '2XX' | 'default'>();
    const { error } = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'news' } } });
    expectTypeOf(error).toBeUnknown();
  });
});

describe('a body typed by its schema alias', () => {
  it('refuses misspelt and unknown properties where it is declared', () => {
    // @ts-expect-error a misspelt field of UpdateIntegrationRequest
    const misspelt: components['schemas']['UpdateIntegrationRequest'] = { nmae: 'Mail' };
    // @ts-expect-error a string is no UpdateIntegrationRequest
    const text: components['schemas']['UpdateIntegrationRequest'] = 'just a string';
    const body: components['schemas']['UpdateIntegrationRequest'] = { name: 'Mail' };
    expectTypeOf(client.PUT).toBeCallableWith('/v1/integrations/{integrationId}', { params: { path: { integrationId: 'i' } }, body });
    expectTypeOf([misspelt, text]).not.toBeNever();
  });
});
