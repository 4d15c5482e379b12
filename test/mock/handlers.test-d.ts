// The handler table and mock.use() are typed from the generated `operations`: each handler's `body`
// is its operation's request body (it was `any`), and a mock.use() handler must give its
// operation's success body or a Response.
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../generated/schema.js';
import type { HandlerTable, OperationContext } from '../../src/mock/context.js';
import { createStatefulMock, type RequestBodyOf, type SuccessBodyOf } from '../../src/mock/index.js';

type Schemas = components['schemas'];

describe('the handler table', () => {
  it('gives each handler its operation request body, not any', () => {
    expectTypeOf<OperationContext<'upsertTopic'>['body']>().not.toBeAny();
    expectTypeOf<OperationContext<'upsertTopic'>['body']>().toEqualTypeOf<Schemas['UpsertTopicRequest']>();
    expectTypeOf<RequestBodyOf<'triggerEvent'>>().toEqualTypeOf<Schemas['TriggerEventRequest']>();
    expectTypeOf<Parameters<HandlerTable['updateTopic']>[0]['body']>().toEqualTypeOf<Schemas['UpdateTopicRequest']>();
    // An operation without a request body has none to read.
    expectTypeOf<RequestBodyOf<'getTopic'>>().toBeNever();
  });

  it('types the success body of each operation', () => {
    expectTypeOf<SuccessBodyOf<'getTopic'>>().toEqualTypeOf<Schemas['Topic']>();
    expectTypeOf<SuccessBodyOf<'deleteMessagesByTransaction'>>().toEqualTypeOf<undefined>();
  });
});

describe('mock.use', () => {
  it('checks a handler against its operation', () => {
    const mock = createStatefulMock();
    mock.use('upsertTopic', ({ body }) => {
      expectTypeOf(body.key).toEqualTypeOf<string>();
      return { _id: 'x', key: body.key };
    });
    mock.use('getTopic', async () => new Response(null, { status: 503 }));
    // @ts-expect-error: a Topic needs _id and key
    mock.use('getTopic', () => ({ name: 'no key' }));
    // @ts-expect-error: no such operation
    mock.use('getTopics', () => undefined);
  });
});
