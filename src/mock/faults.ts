// Faults for testing error paths: the next `times` calls of an operation answer with a given status
// and body, after an optional delay (or only the delay, when no status is given).
import { operations } from '../../generated/operations.cjs';
import { closestName } from '../http/option-names.js';
import { jsonQuoted } from '../text/printable.js';
import { MAX_BODY_DEPTH, parseJsonWithinBounds } from '../validator/index.js';
import { apiKeyOf } from './api-key.js';
import { FAULT_LIMIT } from './options.js';

export interface FaultRule {
  /** The operation whose calls answer so. */
  operationId: string;
  /** The status to answer with; without it, the call is only delayed, then answered as usual. */
  status?: number;
  /** The JSON body; without it, a 4xx or 5xx answer carries a problem+json body. */
  body?: unknown;
  /** Wait this long before answering (a client's timeout can then be tested). */
  delayMs?: number;
  /** How many calls answer so; default 1. */
  times?: number;
  /**
   * Only the requests sent with this API key (`Authorization: ApiKey <apiKey>`) meet the fault; without
   * it, any request of the operation does. Tests that share one server, each with a key of its own,
   * then fault their own requests alone (review 27b F2).
   */
  apiKey?: string;
}

/** A pending fault, and how many more calls it will answer. */
export interface PendingFault extends FaultRule {
  times: number;
}

const OPERATION_IDS: ReadonlySet<string> = new Set(operations.map((operation) => operation.operationId));
export const MAX_FAULT_DELAY_MS = 10 * 60_000;
/** A header line's worth: a longer key cannot come in a request the mock's server reads. */
const MAX_FAULT_KEY_LENGTH = 16 * 1024;

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Statuses whose answer has no content (RFC 9110 §15.3.5, §15.3.6, §15.4.5): a body given with one
 * was dropped without a word (204, 304) or sent against the RFC (205), so it is refused.
 */
export const NO_CONTENT_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

const BODY_RULE = `body must be a JSON value nested at most ${MAX_BODY_DEPTH} levels deep`;

/**
 * A copy of a fault's body as JSON gives it, or why it cannot be one. Its depth is bounded as a
 * request body's is: the answer and GET /__mock/faults write it with JSON.stringify, which recurses,
 * and a few thousand levels overflow the stack.
 */
function bodyCopy(body: unknown): { value: unknown } | string {
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (error) {
    return `${BODY_RULE} (${error instanceof Error ? error.message.slice(0, 100) : 'it cannot be written as JSON'})`;
  }
  if (text === undefined) return `${BODY_RULE}, got ${typeof body}`;
  const read = parseJsonWithinBounds(text, { maxBodyBytes: Number.POSITIVE_INFINITY });
  return 'value' in read ? read : `${BODY_RULE}: it ${read.message}`;
}

const FAULT_FIELDS: readonly (keyof FaultRule)[] = ['operationId', 'status', 'body', 'delayMs', 'times', 'apiKey'];

/**
 * A field the rule does not have, named with the one most likely meant: dropped, `delay: 2000` gave
 * an immediate 503, and a client's timeout test passed or failed for the wrong reason (review 27b F3),
 * where every options object of the package refuses a name it does not know.
 */
function unknownField(rule: object): string | undefined {
  const name = Object.keys(rule).find((key) => !(FAULT_FIELDS as readonly string[]).includes(key));
  if (name === undefined) return undefined;
  const meant = closestName(name, FAULT_FIELDS);
  return `a fault has no field ${jsonQuoted(name.slice(0, 60))}${meant === undefined ? '' : ` (did you mean ${jsonQuoted(meant)}?)`}; its fields are ${FAULT_FIELDS.join(', ')}`;
}

/** The rule as a pending fault, or a message saying what is wrong with it. */
export function checkFaultRule(rule: unknown): PendingFault | string {
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule))
    return 'a fault is an object: { operationId, status?, body?, delayMs?, times?, apiKey? }';
  const unknown = unknownField(rule);
  if (unknown !== undefined) return unknown;
  const { operationId, status, body, delayMs, times, apiKey } = rule as Record<string, unknown>;
  if (typeof operationId !== 'string' || !OPERATION_IDS.has(operationId)) {
    // The name meant first, as for a misspelt field (review 28b: `getTopc` listed all 23 and no more).
    const names = [...OPERATION_IDS];
    const meant = typeof operationId === 'string' ? closestName(operationId, names) : undefined;
    const hint = meant === undefined ? '' : ` (did you mean ${jsonQuoted(meant)}?)`;
    return `operationId must be one of the contract's operations, got ${jsonQuoted(operationId)}${hint}; they are ${names.join(', ')}`;
  }
  // A 1xx is never a final answer (RFC 9110, 15.2): a client would wait for the one after it.
  if (status !== undefined && !isInteger(status, 200, 599)) return `status must be a final HTTP status code, from 200 to 599, got ${jsonQuoted(status)}`;
  if (delayMs !== undefined && !isInteger(delayMs, 0, MAX_FAULT_DELAY_MS))
    return `delayMs must be a whole number of milliseconds from 0 to ${MAX_FAULT_DELAY_MS}, got ${jsonQuoted(delayMs)}`;
  if (times !== undefined && !isInteger(times, 1, 1_000_000)) return `times must be a whole number from 1 to 1000000, got ${jsonQuoted(times)}`;
  // Not quoted: it is a key.
  if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey.trim() === '' || apiKey.length > MAX_FAULT_KEY_LENGTH))
    return `apiKey must be the API key of the requests to fault, a string of 1 to ${MAX_FAULT_KEY_LENGTH} characters`;
  if (status === undefined && delayMs === undefined) return 'a fault needs a status, a delayMs, or both';
  if (body !== undefined && status === undefined) return 'a body needs a status';
  if (body !== undefined && NO_CONTENT_STATUSES.has(status as number))
    return `a ${status} answer has no content (RFC 9110): drop the body, or choose another status`;
  const copy = body === undefined ? undefined : bodyCopy(body);
  if (typeof copy === 'string') return copy;
  const pending: PendingFault = { operationId, times: times ?? 1 };
  if (status !== undefined) pending.status = status;
  if (copy !== undefined) pending.body = copy.value;
  if (delayMs !== undefined) pending.delayMs = delayMs;
  if (apiKey !== undefined) pending.apiKey = apiKey as string;
  return pending;
}

/**
 * What the pending faults' bodies may take in all, as JSON text. Each may be as large as a control
 * request (1 MiB), and with only their number bounded, 1,000 of them held a GiB.
 */
export const FAULT_BODY_BYTES = 16 * 1024 * 1024;

/** The size a fault's body is counted at: its JSON text, two bytes a unit as a string holds it at most. */
const bodyBytes = (fault: PendingFault): number => (fault.body === undefined ? 0 : 2 * JSON.stringify(fault.body).length);

export class FaultList {
  private pending: PendingFault[] = [];
  private readonly sizes = new WeakMap<PendingFault, number>();
  private bytes = 0;

  /** Adds the fault; or, when it would pass FAULT_LIMIT or FAULT_BODY_BYTES, says so and adds nothing. */
  add(fault: PendingFault): string | undefined {
    if (this.pending.length >= FAULT_LIMIT) return `${FAULT_LIMIT} faults are already waiting`;
    const size = bodyBytes(fault);
    if (this.bytes + size > FAULT_BODY_BYTES) return `the pending faults' bodies would take more than ${FAULT_BODY_BYTES / 1024 / 1024} MiB`;
    this.pending.push(fault);
    this.sizes.set(fault, size);
    this.bytes += size;
    return undefined;
  }

  clear(): void {
    this.pending = [];
    this.bytes = 0;
  }

  get size(): number {
    return this.pending.length;
  }

  list(): PendingFault[] {
    return this.pending.map((fault) => ({ ...fault }));
  }

  /** The first pending fault of `operationId`, counted as used; undefined when there is none. */
  take(operationId: string, authorization: string | string[] | undefined): PendingFault | undefined {
    const index = this.pending.findIndex(
      (fault) => fault.operationId === operationId && (fault.apiKey === undefined || fault.apiKey === apiKeyOf(authorization)),
    );
    if (index === -1) return undefined;
    const fault = this.pending[index]!;
    fault.times -= 1;
    if (fault.times === 0) {
      this.pending.splice(index, 1);
      this.bytes -= this.sizes.get(fault) ?? 0;
    }
    return fault;
  }
}
