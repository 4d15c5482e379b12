// Type tests of the client's answers: openapi-fetch reads the success body from every 2xx response
// the spec declares (the documented one and the 2XX range), so both must name the same body.
import { describe, expectTypeOf, it } from 'vitest';
import type { components, operations, Topic, TriggerEventResult } from '../../generated/schema.js';
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

describe('a body typed by its schema alias (docs/client.md, "Bodies typed by their schema")', () => {
  it('refuses misspelt and unknown properties of an all-optional schema, which a literal in a client call lets through', () => {
    // @ts-expect-error a misspelt field of UpdateIntegrationRequest
    const misspelt: components['schemas']['UpdateIntegrationRequest'] = { nmae: 'Mail' };
    // @ts-expect-error a string is no UpdateIntegrationRequest
    const text: components['schemas']['UpdateIntegrationRequest'] = 'just a string';
    const body: components['schemas']['UpdateIntegrationRequest'] = { name: 'Mail' };
    expectTypeOf(client.PUT).toBeCallableWith('/v1/integrations/{integrationId}', { params: { path: { integrationId: 'i' } }, body });
    expectTypeOf([misspelt, text]).not.toBeNever();
  });
});
