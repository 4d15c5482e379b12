// The handler of each operation: the built-in one, typed from the generated `operations`, unless a
// test has put its own in with mock.use(operationId, handler), as MSW's server.use does.
import { operations } from '../../generated/operations.cjs';
import { checkOptionNames, knownOptions } from '../http/option-names.js';
import { jsonQuoted } from '../text/printable.js';
import type { OperationId } from '../validator/index.js';
import { jsonAnswer, type MockAnswer, responseAnswer } from './answers.js';
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
  /**
   * The request line and headers as received: not a web Request (its body was read and checked
   * already, and is `body`).
   */
  readonly request: { readonly method: string; readonly target: string; readonly headers: Readonly<Record<string, string | string[] | undefined>> };
  /**
   * Runs the built-in handler (the state changes as it would have) and gives its answer's body. Run
   * once: a second call gives the first one's body.
   */
  readonly builtIn: () => SuccessBodyOf<Id>;
}

/**
 * A handler for mock.use(): the body of the operation's success answer (sent with its documented
 * status), a web Response sent as it is (Response.error(): a network error), or undefined, which
 * leaves the request to the built-in handler, as a handler of MSW that returns nothing passes it
 * on; any may come through a promise. Its answer is not checked against the contract.
 */
export type MockHandler<Id extends OperationId = OperationId> = (
  context: MockHandlerContext<Id>,
) => SuccessBodyOf<Id> | Response | undefined | Promise<SuccessBodyOf<Id> | Response | undefined>;

const OPERATION_IDS: ReadonlySet<string> = new Set(operations.map((operation) => operation.operationId));

export const successOf: ReadonlyMap<string, { status: number; hasBody: boolean }> = new Map(
  operations.map((entry) => [entry.operationId, { status: Number(entry.successStatus), hasBody: entry.responses[entry.successStatus]?.mediaType != null }]),
);

/** mock.use()'s options. */
export interface UseOptions {
  /** The handler answers the next request of its operation alone, then the one before it is back (MSW's `once`). */
  once?: boolean;
}

const USE_OPTIONS = knownOptions<UseOptions>('use')(['once']);

export class HandlerOverrides {
  /** Per operation, the handlers put in, the last one first; a `once` handler leaves after one request. */
  private readonly overrides = new Map<OperationId, { handler: MockHandler; once: boolean }[]>();

  use<Id extends OperationId>(operationId: Id, handler: MockHandler<Id>, options?: UseOptions): void {
    if (typeof operationId !== 'string' || !OPERATION_IDS.has(operationId))
      throw new TypeError(`use: operationId must be one of the contract's operations (${[...OPERATION_IDS].join(', ')}), got ${jsonQuoted(operationId)}`);
    if (typeof handler !== 'function') throw new TypeError('use: the handler must be a function');
    if (options !== undefined && (typeof options !== 'object' || options === null))
      throw new TypeError('use: the options must be an object: { once?: boolean }');
    checkOptionNames(options, USE_OPTIONS);
    const once = options?.once;
    if (once !== undefined && typeof once !== 'boolean') throw new TypeError(`use: once must be true or false, got ${jsonQuoted(once)}`);
    const list = this.overrides.get(operationId) ?? [];
    list.unshift({ handler: handler as unknown as MockHandler, once: once === true });
    this.overrides.set(operationId, list);
  }

  reset(): void {
    this.overrides.clear();
  }

  /** Some operation has a handler of mock.use (the net front then leaves every request to node:http). */
  get any(): boolean {
    return this.overrides.size > 0;
  }

  /** The handler that answers this request of `operationId`: a `once` one is used up by it. */
  take(operationId: OperationId): MockHandler | undefined {
    const list = this.overrides.get(operationId);
    const first = list?.[0];
    if (first === undefined) return undefined;
    if (first.once) {
      list!.shift();
      if (list!.length === 0) this.overrides.delete(operationId);
    }
    return first.handler;
  }
}

/**
 * The context a mock.use() handler gets, built on the built-in handler's one, and the built-in
 * handler's answer body, run at most once: by the handler, or for it when it returns undefined.
 */
function overrideContext(context: OperationContext, request: MockHandlerContext['request']): { context: MockHandlerContext; builtIn: () => unknown } {
  const handler = builtInHandlers[context.operationId] as (context: OperationContext) => unknown;
  let ran: { value: unknown } | undefined;
  const builtIn = (): unknown => {
    ran ??= { value: handlerValue(handler(context)) };
    return ran.value;
  };
  return {
    context: {
      operationId: context.operationId,
      environmentId: context.env.environmentId,
      params: context.params,
      query: context.query.values,
      body: context.body,
      request,
      builtIn: builtIn as () => never,
    },
    builtIn,
  };
}

/**
 * The answer of a mock.use() handler: its Response (Response.error(): a network error), its body at
 * the operation's success status, or, when it returns undefined, the built-in handler's answer (MSW's
 * passthrough: an empty 200 broke the contract, review 27b F4). Throws, or rejects, what it throws.
 */
export function overrideAnswer(
  handler: MockHandler,
  operationContext: OperationContext,
  request: MockHandlerContext['request'],
  success: { status: number; hasBody: boolean },
): MockAnswer | Promise<MockAnswer> {
  const overridden = overrideContext(operationContext, { method: request.method, target: request.target, headers: request.headers });
  const toAnswer = (value: unknown): MockAnswer | Promise<MockAnswer> => {
    if (value instanceof Response) return responseAnswer(value);
    const body = value === undefined ? overridden.builtIn() : value;
    return jsonAnswer(success.status, success.hasBody ? body : undefined);
  };
  const given = handler(overridden.context);
  return given instanceof Promise ? given.then(toAnswer) : toAnswer(given);
}
