// After a failure, its request made smaller: the optional query parameters, headers and body members
// dropped one at a time, each drop kept when the smaller request still fails the same check the same
// way (the caller's test). fast-check shrinks what it generated, but not what it cannot reach: a cursor
// drawn from a weighted oneof, the requests ignored_auth sends again (a list of known values). A
// smaller request keeps what the contract says of the first: a valid one stays valid, an invalid one
// breaks the same rules and no other.
import { isObject } from '../http/is-object.js';
import { contractIssues } from './contract-accepts.js';
import { operationById } from './spec.js';
import type { VerifyRequest } from './verify-request.js';

/** Requests sent at most to make one failure's request smaller. */
export const SIMPLIFY_BUDGET = 20;

type Part = { readonly kind: 'query' | 'headers' | 'body'; readonly name: string };

const without = (record: Readonly<Record<string, unknown>>, name: string) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));

function dropped(request: VerifyRequest, { kind, name }: Part): VerifyRequest | undefined {
  if (kind === 'body') return isObject(request.body) && Object.hasOwn(request.body, name) ? { ...request, body: without(request.body, name) } : undefined;
  if (!Object.hasOwn(request[kind], name)) return undefined;
  const { madeUp, ...rest } = request;
  // A made-up cursor that is dropped makes the request one whose acceptance is judged again.
  const left = madeUp?.filter((other) => kind !== 'query' || other !== name);
  return { ...rest, [kind]: without(request[kind], name) as Record<string, string>, ...(left && left.length > 0 ? { madeUp: left } : {}) };
}

/** Whether a value is one of verify's requests (a sequence's input is not). */
export const isRequest = (value: unknown): value is VerifyRequest =>
  isObject(value) && typeof value.operationId === 'string' && isObject(value.pathParams) && isObject(value.query) && isObject(value.headers);

/**
 * The smallest request found that `stillFails`, within `budget` requests sent. `stillFails` sends the
 * candidate and says whether it failed the same way; it may throw (an interruption), which ends this.
 */
export async function simplify(
  request: VerifyRequest,
  stillFails: (candidate: VerifyRequest) => Promise<boolean>,
  budget = SIMPLIFY_BUDGET,
): Promise<VerifyRequest> {
  const entry = operationById(request.operationId);
  if (entry === undefined) return request;
  const required = new Set(entry.parameters.query.filter((parameter) => parameter.required).map((parameter) => parameter.name));
  const parts: Part[] = [
    ...Object.keys(request.query)
      .filter((name) => !required.has(name))
      .map((name): Part => ({ kind: 'query', name })),
    ...Object.keys(request.headers).map((name): Part => ({ kind: 'headers', name })),
    ...(request.rawBody === undefined && isObject(request.body) ? Object.keys(request.body).map((name): Part => ({ kind: 'body', name })) : []),
  ];
  const standing = contractIssues(entry, request).join('\n');
  let best = request;
  let sent = 0;
  for (const part of parts) {
    if (sent >= budget) break;
    const candidate = dropped(best, part);
    // Not sent: a request the contract judges otherwise would fail for another reason, or pass.
    if (candidate === undefined || contractIssues(entry, candidate).join('\n') !== standing) continue;
    sent += 1;
    if (await stillFails(candidate)) best = candidate;
  }
  return best;
}
