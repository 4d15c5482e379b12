// Idempotency keys, as the IETF idempotency-key draft has them: honoured on POST and PATCH only; an
// empty key is no key; a key names one request (method, target and body), so a reuse with another
// one is a 422 and a reuse while the first is still being answered a 409. Each key keeps a SHA-256
// of its body, never the body, and the answers kept have a byte budget: memory stays bounded.
import type { MockAnswer, MockRequest } from './answers.js';
import { single } from './answers.js';

/** Keys kept per environment (the oldest go first). */
export const IDEMPOTENCY_LIMIT = 10_000;
/** Bytes of kept answers per environment (the oldest keys go first). */
export const IDEMPOTENCY_ANSWER_BYTES = 16 * 1024 * 1024;

/** What a key remembers of its first request. */
export interface KeyRecord {
  readonly method: string;
  readonly target: string;
  readonly operationId: string;
  /** The SHA-256 of the body (hex), once computed. */
  bodyHash?: string;
  /** Undefined while the first request is being answered. */
  answer?: MockAnswer;
}

const HONOURED_METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH']);

/** The request's key when it is honoured: POST or PATCH, a non-empty key, idempotency on. */
export function idempotencyKeyOf(request: MockRequest, mode: 'on' | 'off'): string | undefined {
  if (mode === 'off' || !HONOURED_METHODS.has(request.method)) return undefined;
  const key = single(request.headers['idempotency-key']);
  return key === undefined || key === '' ? undefined : key;
}

const answerBytes = (answer: MockAnswer): number => (answer.body?.length ?? 0) * 2 + 256;

export class IdempotencyStore {
  private readonly records = new Map<string, KeyRecord>();
  private bytes = 0;

  get(key: string): KeyRecord | undefined {
    return this.records.get(key);
  }

  /** Reserves a key for a request now being answered. */
  begin(key: string, record: KeyRecord): KeyRecord {
    this.records.set(key, record);
    this.evict();
    return record;
  }

  /** The first request's answer, kept for replays (unless its key was dropped meanwhile). */
  finish(key: string, record: KeyRecord, answer: MockAnswer): void {
    if (this.records.get(key) !== record) return;
    record.answer = answer;
    this.bytes += answerBytes(answer);
    this.evict();
  }

  /** The first request failed before it had an answer: the key is free again. */
  abandon(key: string, record: KeyRecord): void {
    if (this.records.get(key) === record) this.records.delete(key);
  }

  get size(): number {
    return this.records.size;
  }

  private evict(): void {
    while (this.records.size > IDEMPOTENCY_LIMIT || this.bytes > IDEMPOTENCY_ANSWER_BYTES) {
      const [oldest, record] = this.records.entries().next().value!;
      this.records.delete(oldest);
      if (record.answer !== undefined) this.bytes -= answerBytes(record.answer);
    }
  }
}

let encoder: TextEncoder | undefined;

/**
 * The SHA-256 of a body, in hex, through WebCrypto (Node, browsers, workers). A page served over
 * plain HTTP from another host has no crypto.subtle: there a 53-bit hash of the text stands in.
 */
export async function hashBody(body: string | Uint8Array | undefined): Promise<string> {
  if (body === undefined) return '-';
  const subtle = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (subtle === undefined) return `cyrb53:${cyrb53(typeof body === 'string' ? body : Array.from(body, (byte) => String.fromCharCode(byte)).join(''))}`;
  encoder ??= new TextEncoder();
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(h2 >>> 0).toString(16)}${(h1 >>> 0).toString(16).padStart(8, '0')}:${text.length}`;
}
