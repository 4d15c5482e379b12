// What a run owns, and so may write to: the one rule for every write's path (Session.refusal, which
// every request of a run passes) and for what cleanup deletes (created.ts). A server's answer can name
// anything: review 21 (F1) had a server answer each upsert with the key of a topic it held before the
// run, and the links of that answer led verify to PATCH and DELETE that topic. So a value is the run's
// only when the run sent it itself (owned-names.ts: a name with the run's prefix, sent before any
// answer gave it), or when the server assigned it in answer to one of the run's own creations: an
// integration's `_id`, a transaction id of a trigger that named none. Such an id is not the run's when
// an earlier answer had listed it (it was there before), when the answer contradicts what the creation
// sent (another name, identifier, channel or provider: review 22, F2 had a server answer every
// creation with its own integration), or when another creation of the run got the same id: one id
// for two creations is at most one of them, and which one is unknown, so it is neither's.
import { clipped } from './bounded-key.js';
import type { ReceivedResponse } from './checks.js';
import { MAX_NAME_LENGTH, OwnedNames } from './owned-names.js';
import { field, is2xx, isObject, show } from './values.js';
import type { VerifyRequest } from './verify-request.js';

/** Methods that change nothing: their path may name anything (a read of a value a server gave out). */
const READS = new Set(['GET', 'HEAD']);

/** Path parameters whose values a server assigns: an answer of the run's creation makes them the run's. */
type Assigned = 'integrationId' | 'transactionId';
const isAssigned = (name: string): name is Assigned => name === 'integrationId' || name === 'transactionId';

/** The fields of an integration's creation that its answer names again: one that differs is another integration. */
const IDENTIFYING = ['name', 'identifier', 'channel', 'providerId'];

const LISTED_MAX = 10_000;

/**
 * Ids longer than MAX_NAME_LENGTH are not recorded, so that what the records hold stays bounded in size
 * (review 22b): such an id is never the run's, and a write to it is refused (a path that long is refused
 * by a server's HTTP layer all the same).
 */
const recordable = (id: string): boolean => id.length <= MAX_NAME_LENGTH;

/** The body a request sends: its JSON, or what its raw text parses to (a body sent as text/plain names its key all the same). */
export function sentBody(request: VerifyRequest): unknown {
  if (request.rawBody === undefined) return request.body;
  try {
    return JSON.parse(request.rawBody.text) as unknown;
  } catch {
    return undefined;
  }
}

export class Ownership {
  readonly names: OwnedNames;
  /** Ids the server gave the run's creations, one creation each. */
  private readonly assigned = new Map<Assigned, Set<string>>();
  /** Ids an answer listed before any creation of the run was given them: there before the run made anything. */
  private readonly listed = new Map<Assigned, Set<string>>();
  /** Ids never the run's, and why. */
  private readonly disowned = new Map<Assigned, Map<string, string>>();

  constructor(readonly prefix: string) {
    this.names = new OwnedNames(prefix);
  }

  /** Whether the run owns the thing a path parameter `name` of value `value` names. */
  owns(name: string, value: string): boolean {
    if (this.names.has(value)) return true;
    return isAssigned(name) && !this.disowned.get(name)?.has(value) && (this.assigned.get(name)?.has(value) ?? false);
  }

  /** Why the run does not own what `name` of value `value` names (for a refusal or cleanup). */
  why(name: string, value: string): string {
    const disowned = isAssigned(name) ? this.disowned.get(name)?.get(value) : undefined;
    if (disowned !== undefined) return disowned;
    if (isAssigned(name) && this.listed.get(name)?.has(value)) return 'an answer listed it before the run created anything of the kind';
    if (!recordable(value)) return `it is longer (${value.length} characters) than any name or id the run takes as its own`;
    if (value.startsWith(this.prefix)) return this.names.why(value);
    return `its own names start with ${this.prefix}, and are the ones it sent; the ids the server gave its creations are its own too`;
  }

  /** Why the run may not send `request` (a write whose path names what it does not own), or undefined. */
  refusal(request: VerifyRequest): string | undefined {
    // The run's own names in it are taken note of first: a request names them before any answer can.
    this.names.noteSent([request.pathParams, sentBody(request)]);
    if (READS.has(request.method.toUpperCase())) return undefined;
    const foreign = Object.entries(request.pathParams).filter(([name, value]) => !this.owns(name, value));
    if (foreign.length === 0) return undefined;
    return `${foreign.map(([name, value]) => `${name} ${clipped(show(value))}`).join(', ')} names what this run did not create (${this.why(foreign[0]![0], foreign[0]![1])})`;
  }

  /** Takes note of the ids an answer assigns to a creation of the run, or lists. */
  note(request: VerifyRequest, response: ReceivedResponse): void {
    if (!is2xx(response.status)) return;
    const body = response.json;
    this.names.noteAnswered(body);
    switch (request.operationId) {
      case 'upsertTopic': {
        const asked = field(sentBody(request), 'key');
        const given = field(body, 'key');
        // Another topic than the one asked for (upsert_keeps_identity): never the run's, whatever it starts with.
        if (typeof given === 'string' && given !== asked) this.names.disown(given);
        break;
      }
      case 'listActiveIntegrations':
        if (Array.isArray(body)) for (const item of body) this.list('integrationId', field(item, '_id'));
        break;
      case 'createIntegration': {
        const contradicted = IDENTIFYING.filter((name) => {
          const sent = field(request.body, name);
          const answered = field(body, name);
          return typeof sent === 'string' && answered !== undefined && answered !== sent;
        });
        this.assign(
          'integrationId',
          field(body, '_id'),
          contradicted.length > 0 ? `the answer that gave it named another integration than the one created (its ${contradicted.join(', ')})` : undefined,
        );
        break;
      }
      case 'triggerEvent':
      case 'triggerEventBulk': {
        const events = request.operationId === 'triggerEventBulk' ? field(request.body, 'events') : [request.body];
        const results = Array.isArray(body) ? body : [body];
        results.forEach((result, index) => {
          if (!isObject(result)) return;
          const event = Array.isArray(events) ? events[index] : undefined;
          const own = field(event, 'transactionId');
          // A trigger that named its transaction owns that one (a name it sent): an answer with another
          // id names a transaction of someone else.
          if (own === undefined) this.assign('transactionId', result.transactionId);
          else if (typeof result.transactionId === 'string' && result.transactionId !== own)
            this.disown('transactionId', result.transactionId, 'the answer that gave it was to a trigger that named another transaction');
        });
        break;
      }
      default:
    }
  }

  private disown(name: Assigned, id: string, why: string): void {
    const ids = this.disowned.get(name) ?? new Map<string, string>();
    this.disowned.set(name, ids);
    if (recordable(id) && !ids.has(id) && ids.size < LISTED_MAX) ids.set(id, why);
  }

  /** An id a creation of the run was given; `contradiction` says why the answer is not of that creation. */
  private assign(name: Assigned, id: unknown, contradiction?: string): void {
    if (typeof id !== 'string' || id === '' || !recordable(id)) return;
    if (contradiction !== undefined) {
      this.disown(name, id, contradiction);
      return;
    }
    if (this.listed.get(name)?.has(id)) return;
    const ids = this.assigned.get(name) ?? new Set<string>();
    this.assigned.set(name, ids);
    if (ids.has(id)) {
      this.disown(name, id, 'the server gave it to several creations of the run: it is not known to be any one of them');
      return;
    }
    // Past the bound an id is not the run's: it refuses its own writes rather than grow without bound.
    if (ids.size < LISTED_MAX) ids.add(id);
  }

  private list(name: Assigned, id: unknown): void {
    if (typeof id !== 'string' || !recordable(id) || this.assigned.get(name)?.has(id)) return;
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
