// The handler of each operation: the built-in one, typed from the generated `operations`, unless a
// test has put its own in with mock.use(operationId, handler), as MSW's server.use does.
import { operations } from '../../generated/operations.cjs';
import { jsonQuoted } from '../text/printable.js';
import type { OperationId } from '../validator/index.js';
import type { HandlerTable, OperationContext, RequestBodyOf, SuccessBodyOf } from './context.js';
import { eventHandlers } from './events.js';
import { chargedIntegrationHandlers } from './integration-charges.js';
import { integrationHandlers } from './integrations.js';
import { handlerValue } from './json-text.js';
import { subscriberHandlers } from './subscribers.js';
import { topicHandlers } from './topics.js';

export const builtInHandlers: HandlerTable = {
  ...subscriberHandlers,
  ...topicHandlers,
  ...integrationHandlers,
  ...chargedIntegrationHandlers,
  ...eventHandlers,
};

/** What a handler given to mock.use() gets: the request, already checked against the contract. */
export interface MockHandlerContext<Id extends OperationId = OperationId> {
  readonly operationId: Id;
  /** The environment the API key selects. */
  readonly environmentId: string;
  /** Path parameters, percent-decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** Query parameters, as the validator parsed and coerced them (`limit` a number, `includeCursor` a boolean). */
  readonly query: Readonly<Record<string, unknown>>;
  /** The request body, valid under the contract. */
  readonly body: RequestBodyOf<Id>;
  readonly request: { readonly method: string; readonly target: string; readonly headers: Readonly<Record<string, string | string[] | undefined>> };
  /** Runs the built-in handler (the state changes as it would have) and gives its answer's body. */
  readonly builtIn: () => SuccessBodyOf<Id>;
}

/**
 * A handler for mock.use(): the body of the operation's success answer (sent with its documented
 * status), or a web Response sent as it is; either may come through a promise.
 */
export type MockHandler<Id extends OperationId = OperationId> = (
  context: MockHandlerContext<Id>,
) => SuccessBodyOf<Id> | Response | Promise<SuccessBodyOf<Id> | Response>;

const OPERATION_IDS: ReadonlySet<string> = new Set(operations.map((operation) => operation.operationId));

export const successOf: ReadonlyMap<string, { status: number; hasBody: boolean }> = new Map(
  operations.map((entry) => [entry.operationId, { status: Number(entry.successStatus), hasBody: entry.responses[entry.successStatus]?.mediaType != null }]),
);

export class HandlerOverrides {
  private readonly overrides = new Map<OperationId, MockHandler>();

  use<Id extends OperationId>(operationId: Id, handler: MockHandler<Id>): void {
    if (typeof operationId !== 'string' || !OPERATION_IDS.has(operationId))
      throw new TypeError(`use: operationId must be one of the contract's operations (${[...OPERATION_IDS].join(', ')}), got ${jsonQuoted(operationId)}`);
    if (typeof handler !== 'function') throw new TypeError('use: the handler must be a function');
    this.overrides.set(operationId, handler as unknown as MockHandler);
  }

  reset(): void {
    this.overrides.clear();
  }

  /** Some operation has a handler of mock.use (the net front then leaves every request to node:http). */
  get any(): boolean {
    return this.overrides.size > 0;
  }

  get(operationId: OperationId): MockHandler | undefined {
    return this.overrides.get(operationId);
  }
}

/** The context a mock.use() handler gets, built on the built-in handler's one. */
export function overrideContext(context: OperationContext, request: MockHandlerContext['request']): MockHandlerContext {
  const builtIn = builtInHandlers[context.operationId] as (context: OperationContext) => unknown;
  return {
    operationId: context.operationId,
    environmentId: context.env.environmentId,
    params: context.params,
    query: context.query.values,
    body: context.body,
    request,
    builtIn: () => handlerValue(builtIn(context)) as never,
  };
}
