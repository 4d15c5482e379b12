// What a run owns, and so may write to: the one rule for every write's path (Session.refusal, which
// every request of a run passes) and for what cleanup deletes (created.ts). A server's answer can name
// anything: review 21 (F1) had a server answer each upsert with the key of a topic it held before the
// run, and the links of that answer led verify to PATCH and DELETE that topic. So a value is the run's
// only when it carries the run's prefix (the run named it, and nothing held before the run has it), or
// when the server assigned it in answer to one of the run's own creations: an integration's `_id`, a
// transaction id of a trigger that named none. Such an id is not the run's when an earlier answer of
// the run had already listed it: it was there before that creation.
import type { ReceivedResponse } from './checks.js';
import { field, is2xx, isObject, show } from './values.js';
import type { VerifyRequest } from './verify-request.js';

/** Methods that change nothing: their path may name anything (a read of a value a server gave out). */
const READS = new Set(['GET', 'HEAD']);

/** Path parameters whose values a server assigns: an answer of the run's creation makes them the run's. */
type Assigned = 'integrationId' | 'transactionId';

const LISTED_MAX = 10_000;

export class Ownership {
  private readonly assigned = new Map<Assigned, Set<string>>();
  /** Ids an answer listed before any creation of the run was given them: there before the run made anything. */
  private readonly listed = new Map<Assigned, Set<string>>();

  constructor(readonly prefix: string) {}

  /** Whether the run owns the thing a path parameter `name` of value `value` names. */
  owns(name: string, value: string): boolean {
    if (value.startsWith(this.prefix)) return true;
    return (name === 'integrationId' || name === 'transactionId') && (this.assigned.get(name)?.has(value) ?? false);
  }

  /** Why the run may not send `request` (a write whose path names what it does not own), or undefined. */
  refusal(request: VerifyRequest): string | undefined {
    if (READS.has(request.method.toUpperCase())) return undefined;
    const foreign = Object.entries(request.pathParams).filter(([name, value]) => !this.owns(name, value));
    if (foreign.length === 0) return undefined;
    return `${foreign.map(([name, value]) => `${name} ${show(value)}`).join(', ')} names what this run did not create (its own names start with ${this.prefix}; the ids the server gave its creations are its own too)`;
  }

  /** Takes note of the ids an answer assigns to a creation of the run, or lists. */
  note(request: VerifyRequest, response: ReceivedResponse): void {
    if (!is2xx(response.status)) return;
    const body = response.json;
    switch (request.operationId) {
      case 'listActiveIntegrations':
        if (Array.isArray(body)) for (const item of body) this.list('integrationId', field(item, '_id'));
        break;
      case 'createIntegration':
        this.assign('integrationId', field(body, '_id'));
        break;
      case 'triggerEvent':
      case 'triggerEventBulk': {
        const events = request.operationId === 'triggerEventBulk' ? field(request.body, 'events') : [request.body];
        const results = Array.isArray(body) ? body : [body];
        // A trigger that named its transaction named it with the prefix: an answer with another id
        // than that one names a transaction of someone else.
        results.forEach((result, index) => {
          if (!isObject(result)) return;
          const event = Array.isArray(events) ? events[index] : undefined;
          if (field(event, 'transactionId') === undefined) this.assign('transactionId', result.transactionId);
        });
        break;
      }
      default:
    }
  }

  private assign(name: Assigned, id: unknown): void {
    if (typeof id !== 'string' || id === '' || this.listed.get(name)?.has(id)) return;
    const ids = this.assigned.get(name) ?? new Set<string>();
    this.assigned.set(name, ids);
    ids.add(id);
  }

  private list(name: Assigned, id: unknown): void {
    if (typeof id !== 'string' || this.assigned.get(name)?.has(id)) return;
    const ids = this.listed.get(name) ?? new Set<string>();
    this.listed.set(name, ids);
    // Memory stays bounded whatever a server lists, run after run of the same operation; past the
    // bound, an id it listed may be taken for the run's (ids of a real environment number far fewer).
    if (ids.size < LISTED_MAX) ids.add(id);
  }
}

/** A write the run refused to send (Session.refusal says why): the example or sequence ends there. */
export class ForeignWriteError extends Error {
  override readonly name = 'ForeignWriteError';
}
