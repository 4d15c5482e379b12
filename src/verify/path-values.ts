// Path values of a read that may name something the server holds. Made-up ids name nothing, and a
// run of them tests little more than the 404: most reads got only that (review 20b, F7). So, as
// Schemathesis uses explicit examples and the values links carry, a read's path parameter is now and
// then the contract's own example of it (`product-updates`, `user-1042`, …), or a value the server
// gave out earlier in the run (a key or id of a list, of a creation). Only reads: a write's path keeps
// the run's prefix, so that it never lands on what the server held before the run.
import fc from 'fast-check';
import { isObject } from '../http/is-object.js';
import type { ReceivedResponse } from './checks.js';
import { allOperations, at, deref, type OperationEntry } from './spec.js';
import type { KnownPathValues, VerifyRequest } from './verify-request.js';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** The Parameter Object of a path parameter of the contract, or undefined. */
function pathParameter(entry: OperationEntry, name: string): Record<string, unknown> | undefined {
  const parameter = entry.parameters.path.find((candidate) => candidate.name === name);
  return parameter === undefined ? undefined : (at(parameter.schemaPointer.replace(/\/schema$/, '')) as Record<string, unknown>);
}

/** The `example` and `examples` of a path parameter of the contract. */
export function documentedExamples(entry: OperationEntry, name: string): string[] {
  const node = pathParameter(entry, name) as { example?: unknown; examples?: Record<string, unknown> } | undefined;
  if (node === undefined) return [];
  const found = [text(node.example), ...Object.values(node.examples ?? {}).map((example) => text(deref(example as { value?: unknown }).value))];
  return [...new Set(found.filter((value): value is string => value !== undefined && value !== '.' && value !== '..'))];
}

/**
 * Whether the contract leaves the values a path parameter takes open (`x-unspecified` on it: the
 * format of a database id): a server may then refuse a value verify made up as malformed, a 400 or
 * 422 where another answers 404, and keep the contract (review 26d F8).
 */
export const valuesUnshown = (entry: OperationEntry, name: string): boolean => typeof pathParameter(entry, name)?.['x-unspecified'] === 'string';

/** Where an answer names things a read can take: path parameter name, then how to read the values. */
const SOURCES: Readonly<Record<string, readonly (readonly [string, (request: VerifyRequest, body: unknown) => unknown[]])[]>> = {
  listTopics: [['topicKey', (_, body) => items(body).map((item) => item.key)]],
  upsertTopic: [['topicKey', (request, body) => [field(body, 'key'), field(request.body, 'key')]]],
  listTopicSubscriptions: [['externalSubscriberId', (_, body) => items(body).map((item) => field(item.subscriber, 'subscriberId'))]],
  createIntegration: [['integrationId', (_, body) => [field(body, '_id')]]],
  listActiveIntegrations: [['integrationId', (_, body) => (Array.isArray(body) ? body.map((item) => field(item, '_id')) : [])]],
  triggerEvent: [['transactionId', (_, body) => [field(body, 'transactionId')]]],
  updateSubscriberCredentials: [['subscriberId', (request) => [request.pathParams.subscriberId]]],
};

const field = (value: unknown, name: string): unknown => (isObject(value) ? value[name] : undefined);
const items = (body: unknown): Record<string, unknown>[] => {
  const data = field(body, 'data');
  return Array.isArray(data) ? data.filter(isObject) : [];
};

/** Bounds the values kept per parameter: a long list of topics gives its first ones. */
const KEPT = 20;

/**
 * The longest value kept of a parameter the contract sets no maxLength on. A server can hand out a
 * key of any length (review 21, F7: 200,000 characters), and a path that long is refused by the
 * server's HTTP layer (Node answers 431 past 16 KiB of headers, nginx 414 past 8 KiB) before the
 * operation sees it: verify then blamed the operation for a request it should not have sent. 1,000
 * characters stays far below those limits and far above the ids and keys of this API (a topic key
 * is at most 100).
 */
export const MAX_PATH_VALUE_LENGTH = 1000;

/** The longest value a path parameter takes: the least maxLength the contract gives it, else MAX_PATH_VALUE_LENGTH. */
function longest(name: string): number {
  let bound = MAX_PATH_VALUE_LENGTH;
  for (const entry of allOperations)
    for (const parameter of entry.parameters.path) {
      if (parameter.name !== name) continue;
      const { maxLength } = deref(at(parameter.schemaPointer) as { maxLength?: unknown });
      if (typeof maxLength === 'number' && maxLength < bound) bound = maxLength;
    }
  return bound;
}
const bounds = new Map<string, number>();
const boundOf = (name: string): number => {
  let bound = bounds.get(name);
  if (bound === undefined) {
    bound = longest(name);
    bounds.set(name, bound);
  }
  return bound;
};

/** The values the server gave out in this run, by path parameter name (external subscriber ids are subscriber ids). */
export class KnownValues implements KnownPathValues {
  private readonly values = new Map<string, string[]>();

  note(request: VerifyRequest, response: ReceivedResponse): void {
    if (response.status < 200 || response.status > 299) return;
    for (const [name, read] of SOURCES[request.operationId] ?? []) {
      for (const value of read(request, response.json)) {
        const found = text(value);
        if (found === undefined || found === '.' || found === '..') continue;
        for (const target of name === 'externalSubscriberId' ? [name, 'subscriberId'] : name === 'subscriberId' ? [name, 'externalSubscriberId'] : [name]) {
          // Longer than the parameter takes: not a value of it, and a request line a server refuses unread.
          if (found.length > boundOf(target)) continue;
          const kept = this.values.get(target) ?? [];
          this.values.set(target, kept);
          if (kept.length < KEPT && !kept.includes(found)) kept.push(found);
        }
      }
    }
  }

  /** The values of a parameter known when the request is generated. */
  of(name: string): readonly string[] {
    return this.values.get(name) ?? [];
  }
}

/**
 * A read's path value: made up half the time (what a server does with any string is worth judging
 * too), else the contract's example, else a value the server gave out by then (made up while there is none).
 */
export function readPathValue(entry: OperationEntry, name: string, madeUp: fc.Arbitrary<string>, known: KnownPathValues | undefined): fc.Arbitrary<string> {
  const examples = documentedExamples(entry, name);
  const choices: { arbitrary: fc.Arbitrary<string>; weight: number }[] = [{ arbitrary: madeUp, weight: 2 }];
  if (examples.length > 0) choices.push({ arbitrary: fc.constantFrom(...examples), weight: 1 });
  if (known !== undefined)
    choices.push({
      arbitrary: fc.constant(undefined).chain(() => {
        const values = known.of(name);
        return values.length > 0 ? fc.constantFrom(...values) : madeUp;
      }),
      weight: 1,
    });
  return choices.length === 1 ? madeUp : fc.oneof(...choices);
}
