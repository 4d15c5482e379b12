// What an operation handler gets, and how it says "no": a ProblemError becomes a problem+json answer.
import type { operations } from '../../generated/schema.js';
import { jsonQuoted } from '../text/printable.js';
import type { OperationId, ValidationIssue } from '../validator/index.js';
import type { Clock } from './clock.js';
import type { OrderedIndex, Sequenced, SortKey } from './ordered-index.js';
import { OrderedIndex as Index } from './ordered-index.js';
import { type Page, pageOf, pageQueryOf, UnknownCursorError } from './pagination.js';
import type { MockProblemKind } from './problem.js';
import { DEFAULT_ORDER_BY, type Environment, type SubscriberRecord, type TopicRecord } from './state.js';

/** One accepted trigger, as GET /__mock/triggers and triggers() list it. */
export interface TriggerRecord {
  time: string;
  environmentId: string;
  /** The trigger identifier: the request's `name`. */
  workflow: string;
  /** External ids of the subscribers the recipients resolved to, in order. */
  subscriberIds: string[];
  payload: Record<string, unknown>;
  transactionId: string;
  status: string;
  /** The activity records (getNotification) it created, one per subscriber. */
  notificationIds: string[];
  to: unknown;
  actor?: unknown;
  tenant?: unknown;
  error?: string[];
}

/** The JSON body of a request body or response object of the generated `operations`. */
type JsonContent<T> = T extends { content: { 'application/json': infer J } } ? J : undefined;
type Responses<Id extends OperationId> = operations[Id]['responses'];

/** The request body of an operation, as generated/schema.d.ts types it (never: the operation takes none). */
export type RequestBodyOf<Id extends OperationId> = JsonContent<NonNullable<operations[Id]['requestBody']>>;
/** The body of an operation's documented success answer (undefined: it has none). */
export type SuccessBodyOf<Id extends OperationId> = JsonContent<Responses<Id>[Extract<keyof Responses<Id>, 200 | 201 | 202 | 204>]>;

export interface OperationContext<Id extends OperationId = OperationId> {
  readonly operationId: Id;
  readonly env: Environment;
  /** Every environment, for the organization-wide list of listActiveIntegrations. */
  readonly environments: () => Iterable<Environment>;
  /** Path parameters, percent-decoded. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: ParsedQuery;
  /** The request body, already valid under the contract. */
  readonly body: RequestBodyOf<Id>;
  readonly clock: Clock;
  readonly recordTrigger: (record: TriggerRecord) => void;
}

/** The query as the validator parsed and coerced it (validateRequest's `parsed.query`): read, never parsed again. */
export class ParsedQuery {
  constructor(readonly values: Readonly<Record<string, unknown>>) {}

  /** A string parameter; null when it is absent. */
  get(name: string): string | null {
    const value = this.values[name];
    return typeof value === 'string' ? value : null;
  }

  /** A number parameter (the contract's `number` and `integer` ones). */
  number(name: string): number | undefined {
    const value = this.values[name];
    return typeof value === 'number' ? value : undefined;
  }

  /** A boolean parameter; false when it is absent. */
  flag(name: string): boolean {
    return this.values[name] === true;
  }
}

/** A built-in handler's answer: the body of the operation's documented success status (undefined: none). */
export type OperationHandler<Id extends OperationId = OperationId> = (context: OperationContext<Id>) => unknown;

/** The built-in handlers of some operations, each typed by its own operation. */
export type HandlerTable<Ids extends OperationId = OperationId> = { readonly [Id in Ids]: OperationHandler<Id> };

export class ProblemError extends Error {
  readonly kind: MockProblemKind;
  readonly detail: string;
  /** What of the request the answer names (a 400's `errors`), when the handler knows. */
  readonly issues: ValidationIssue[] | undefined;

  constructor(kind: MockProblemKind, detail: string, issues?: ValidationIssue[]) {
    // A ProblemError is an answer (a 404, a 409), never a bug to trace: no stack is captured (V8
    // spends microseconds on one, and a verify run meets hundreds of these).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(detail);
    Error.stackTraceLimit = limit;
    this.kind = kind;
    this.detail = detail;
    this.issues = issues;
  }
}

/** The detail of a 404 for a path no operation has, an API request's and a preflight's alike. */
export const noOperationDetail = (path: string): string => `no operation of the API has the path ${jsonQuoted(path.slice(0, 200))}`;

const quoted = (value: string) => jsonQuoted(value.length > 100 ? `${value.slice(0, 100)}…` : value);

export const notFound = (what: string, id: string, where = 'in this environment') =>
  new ProblemError('not-found', `${what} ${quoted(id)} is not found ${where}`);

export function requireSubscriber(env: Environment, subscriberId: string): SubscriberRecord {
  const subscriber = env.subscribers.get(subscriberId);
  if (subscriber === undefined) throw notFound('subscriber', subscriberId);
  return subscriber;
}

export function requireTopic(env: Environment, key: string): TopicRecord {
  const topic = env.topics.get(key);
  if (topic === undefined) throw notFound('topic', key);
  return topic;
}

/**
 * The ordering of a list request: its `orderBy` when the list can be ordered by that field, else
 * creation order. The contract leaves the allowed values open (x-unspecified), so any string is
 * accepted, as the validator accepts it; refusing one would be a rule the contract does not state.
 */
export function orderByOf(query: ParsedQuery, fields: Readonly<Record<string, unknown>>): string {
  const orderBy = query.get('orderBy');
  return orderBy !== null && Object.hasOwn(fields, orderBy) ? orderBy : DEFAULT_ORDER_BY;
}

/** A page of `index`, or of the few `matches` when a filter narrowed the list down. */
export function listPage<T extends Sequenced & { _id: string }>(
  query: ParsedQuery,
  index: OrderedIndex<T>,
  matches: readonly T[] | undefined,
  resolve: (cursor: string) => T | undefined,
): Page<T> {
  const source = matches === undefined ? index : Index.of<T>(index.keyOf as (value: T) => SortKey, matches);
  try {
    return pageOf(source, pageQueryOf(query), resolve, (item) => item._id);
  } catch (error) {
    if (error instanceof UnknownCursorError) throw new ProblemError('unknown-cursor', error.message);
    throw error;
  }
}
