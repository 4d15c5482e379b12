// The journal of answered requests: what each needs is kept raw and bounded, and entries are built
// only when GET /__mock/requests or requests() asks for them.
import type { HeaderBag } from '../validator/index.js';
import type { MockAnswer, MockRequest } from './answers.js';

/** One answered request, as GET /__mock/requests and requests() list it. */
export interface JournalEntry {
  time: string;
  environmentId: string | null;
  operationId: string | null;
  method: string;
  /** The request target, query string included. */
  path: string;
  status: number;
  /** The request headers, `authorization` masked to its scheme. */
  headers: Record<string, string>;
  requestBody: unknown;
  responseBody: unknown;
}

/** What the pipeline learns of a request on its way: filled in as routing and credentials go. */
export interface JournalNote {
  environmentId: string | null;
  operationId: string | null;
}

interface RawEntry {
  time: number;
  environmentId: string | null;
  operationId: string | null;
  request: MockRequest;
  status: number;
  responseBody: string | undefined;
}

/** Bodies larger than this are journaled as a note of their size. */
const JOURNAL_BODY_BYTES = 64 * 1024;

function maskHeaders(headers: HeaderBag): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    if (name.toLowerCase() === 'authorization') {
      const space = value.indexOf(' ');
      out[name] = space === -1 ? '[redacted]' : `${value.slice(0, space)} [redacted]`;
    } else out[name] = value;
  }
  return out;
}

/** Only bodies up to JOURNAL_BODY_BYTES are kept: the journal's memory stays bounded. */
function keptBody(body: string | Uint8Array | undefined): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body !== 'string') return `[${body.byteLength} bytes, not UTF-8]`;
  return body.length > JOURNAL_BODY_BYTES ? `[${body.length} characters, not kept]` : body;
}

/** A body for the journal: JSON parsed, other text as it is. */
function journalBody(body: string | Uint8Array | undefined): unknown {
  if (body === undefined || typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function entryOf(raw: RawEntry): JournalEntry {
  return {
    time: new Date(raw.time).toISOString(),
    environmentId: raw.environmentId,
    operationId: raw.operationId,
    method: raw.request.method,
    path: raw.request.target,
    status: raw.status,
    headers: maskHeaders(raw.request.headers),
    requestBody: journalBody(raw.request.body),
    responseBody: journalBody(raw.responseBody),
  };
}

export class Journal {
  private entries: RawEntry[] = [];

  constructor(private readonly limit: number) {}

  record(time: number, request: MockRequest, answer: MockAnswer, note: JournalNote): void {
    if (this.limit === 0) return;
    const body = keptBody(request.body);
    this.entries.push({
      time,
      environmentId: note.environmentId,
      operationId: note.operationId,
      // The request itself, unless its body is one the journal does not keep.
      request: body === request.body ? request : { method: request.method, target: request.target, headers: request.headers, body },
      status: answer.status,
      responseBody: keptBody(answer.body),
    });
    // Dropped in batches, so that a full journal does not shift an array on every request.
    if (this.entries.length >= this.limit * 2) this.entries.splice(0, this.entries.length - this.limit);
  }

  list(): JournalEntry[] {
    return this.entries.slice(-this.limit).map(entryOf);
  }

  clear(): void {
    this.entries = [];
  }
}
