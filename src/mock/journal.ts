// The journal of answered requests: what each needs is kept raw and bounded, and entries are built
// only when GET /__mock/requests or requests() asks for them.

import { unparsedBodyNote } from '../http/credentials-body.js';
import { Secrets, scrubSecrets } from '../http/found-secrets.js';
import { maskBodyNoting, maskHeadersNoting, maskTargetNoting } from '../http/record-masking.js';
import { declaredBodyNames } from '../operations/declared-body-names.js';
import { declaredQuery } from '../operations/declared-query.js';
import { type HeaderBag, MAX_BODY_DEPTH, parseJsonWithinBounds } from '../validator/index.js';
import type { MockAnswer, MockRequest } from './answers.js';

/** One answered request, as GET /__mock/requests and requests() list it. */
export interface JournalEntry {
  time: string;
  environmentId: string | null;
  operationId: string | null;
  method: string;
  /** The request target, query string included: a user name and password before the host, and secret query parameters, masked as in the proxy's log. */
  path: string;
  status: number;
  /** The request headers, the secret ones (src/http/secret-headers.ts) masked: `authorization` and `proxy-authorization` to their scheme. */
  headers: Record<string, string>;
  requestBody: unknown;
  responseBody: unknown;
}

/** What the pipeline learns of a request on its way: filled in as routing and credentials go. */
export interface JournalNote {
  environmentId: string | null;
  operationId: string | null;
}

/**
 * One slot of the journal's ring, filled in place for each request: no object per request outlives
 * it but the strings and the header bag the journal must keep (the request object, for one, dies
 * young). Each survivor of a scavenge is copied and later promoted, so the journal's share of the
 * GC's work is what it keeps per entry.
 */
class Slot {
  time = 0;
  environmentId: string | null = null;
  operationId: string | null = null;
  method = '';
  target = '';
  headers: HeaderBag = {};
  body: string | BodyNote | undefined = undefined;
  status = 0;
  responseBody: string | BodyNote | undefined = undefined;
}

/** Bodies larger than this are journaled as a note of their size. */
const JOURNAL_BODY_BYTES = 64 * 1024;

/** The request's headers by the proxy's rule for its log, each secret noted; repeated values, each shown by the rule, listed as one, as a fetch Headers joins them. */
function maskHeaders(headers: HeaderBag, secrets: Secrets): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(maskHeadersNoting(headers, secrets))) out[name] = typeof value === 'string' ? value : value.join(', ');
  return out;
}

/** What the journal says in place of a body it did not keep: never read as the body's text. */
class BodyNote {
  constructor(readonly text: string) {}
}

/** Only bodies up to JOURNAL_BODY_BYTES are kept: the journal's memory stays bounded. */
function keptBody(body: string | Uint8Array | undefined): string | BodyNote | undefined {
  if (body === undefined) return undefined;
  if (typeof body !== 'string') return new BodyNote(`[${body.byteLength} bytes, not UTF-8]`);
  return body.length > JOURNAL_BODY_BYTES ? new BodyNote(`[${body.length} characters, not kept]`) : body;
}

/** A kept body is at most JOURNAL_BODY_BYTES UTF-16 units, each at most 3 bytes of UTF-8. */
const KEPT_BODY_UTF8_BYTES = 3 * JOURNAL_BODY_BYTES;

const utf8 = new TextEncoder();

/**
 * A body for the journal: JSON parsed within the validator's depth bound, its secrets masked;
 * of other text, as in the proxy's log, a note of its size only (unparsedBodyNote). A kept body may
 * be one the API refused for its depth (400): JSON.parse reads any depth, but the JSON.stringify of
 * the journal's answer recurses, and a few thousand levels overflow its stack.
 */
function journalBody(body: string | BodyNote | undefined, secrets: Secrets): unknown {
  if (body instanceof BodyNote) return body.text;
  if (body === undefined || body === '') return body;
  const read = parseJsonWithinBounds(body, { maxBodyBytes: KEPT_BODY_UTF8_BYTES });
  // An integration's provider keys and undeclared secret names are masked, as the proxy masks them in its log.
  if ('value' in read) return maskBodyNoting(read.value, secrets, declaredBodyNames);
  if (read.refused === 'maxDepth') return `[${body.length} characters of JSON nested deeper than ${MAX_BODY_DEPTH} levels, not kept]`;
  return `[${unparsedBodyNote(utf8.encode(body).byteLength)}]`;
}

function entryOf(slot: Slot): JournalEntry {
  // As the proxy builds its log's record (src/http/record-masking.ts): each part masked by its rule,
  // the secrets met noted, then the whole entry scrubbed of them. The mock's 415 quotes the
  // Content-Type it refused, parameters included; a query may repeat the Authorization key.
  const secrets = new Secrets();
  const headers = maskHeaders(slot.headers, secrets);
  const path = maskTargetNoting(slot.target, secrets, declaredQuery(slot.operationId));
  const requestBody = journalBody(slot.body, secrets);
  const responseBody = journalBody(slot.responseBody, secrets);
  const shown = scrubSecrets({ path, headers, requestBody, responseBody }, secrets);
  return {
    time: new Date(slot.time).toISOString(),
    environmentId: slot.environmentId,
    operationId: slot.operationId,
    method: slot.method,
    path: shown.path,
    status: slot.status,
    headers: shown.headers,
    requestBody: shown.requestBody,
    responseBody: shown.responseBody,
  };
}

/** The last `limit` answered requests, in a ring of at most `limit` slots (made as they are first needed). */
export class Journal {
  private slots: Slot[] = [];
  /** The slot the next request fills: once the ring is full, the oldest. */
  private next = 0;
  private count = 0;

  constructor(private readonly limit: number) {}

  record(time: number, request: MockRequest, answer: MockAnswer, note: JournalNote): void {
    if (this.limit === 0) return;
    let slot = this.slots[this.next];
    if (slot === undefined) {
      slot = new Slot();
      this.slots.push(slot);
    }
    slot.time = time;
    slot.environmentId = note.environmentId;
    slot.operationId = note.operationId;
    slot.method = request.method;
    slot.target = request.target;
    slot.headers = request.headers;
    slot.body = keptBody(request.body);
    slot.status = answer.status;
    slot.responseBody = keptBody(answer.body);
    this.next = this.next + 1 === this.limit ? 0 : this.next + 1;
    if (this.count < this.limit) this.count += 1;
  }

  /** Oldest first. */
  list(): JournalEntry[] {
    const ordered = this.count < this.limit ? this.slots.slice(0, this.count) : [...this.slots.slice(this.next), ...this.slots.slice(0, this.next)];
    return ordered.map(entryOf);
  }

  clear(): void {
    this.slots = [];
    this.next = 0;
    this.count = 0;
  }
}
