// Idempotency keys, as the IETF idempotency-key draft has them: honoured on POST and PATCH only; an
// empty key is no key; a key names one request (method, target and body), so a reuse with another
// one is a 422 and a reuse while the first is still being answered a 409. Each key keeps a SHA-256
// of its body, never the body. What is kept (the key, its target, its answer) has a byte budget per
// environment and one for all of them: memory stays bounded however long the keys and targets are.
// Two rules are the service's own (novu's IdempotencyInterceptor): a key longer than 255 characters
// is a 400, and the body compared is the parsed one, serialized again (JSON.stringify), so the same
// JSON with other whitespace or escapes is the same request, and members in another order are not.

import { jsonQuoted } from '../text/printable.js';
import type { AnswerContext, MockAnswer, MockRequest } from './answers.js';
import { problemAnswer, single } from './answers.js';

/** Keys kept per environment (the oldest go first). */
export const IDEMPOTENCY_LIMIT = 10_000;
/** Bytes of kept keys, targets and answers per environment (the oldest keys go first). */
export const IDEMPOTENCY_BYTES = 16 * 1024 * 1024;
/** Bytes of kept keys, targets and answers of all environments together (the oldest keys go first). */
export const IDEMPOTENCY_TOTAL_BYTES = 64 * 1024 * 1024;

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

/** The longest key the service takes; a longer one is a 400 (it counts UTF-16 code units). */
export const MAX_KEY_LENGTH = 255;

/** The request's key when it is honoured: POST or PATCH, a non-empty key, idempotency on. */
export function idempotencyKeyOf(request: MockRequest, mode: 'on' | 'off'): string | undefined {
  if (mode === 'off' || !HONOURED_METHODS.has(request.method)) return undefined;
  const key = single(request.headers['idempotency-key']);
  return key === undefined || key === '' ? undefined : key;
}

// A key and a target are as long as a client makes them (node:http takes heads of 16 KiB, fetch
// in-process any): they count as an answer does, two bytes a character, with the record's own fields.
const RECORD_BYTES = 256 + 64;
const keyBytes = (key: string, record: KeyRecord): number => RECORD_BYTES + (key.length + record.target.length + record.operationId.length) * 2;
const answerBytes = (answer: MockAnswer): number => (answer.body?.length ?? 0) * 2 + 256;

/** What the stores of all environments keep, oldest first: past IDEMPOTENCY_TOTAL_BYTES the oldest key of any environment goes. */
export class KeyLedger {
  bytes = 0;
  readonly order = new Map<KeyRecord, { store: IdempotencyStore; key: string }>();
}

export class IdempotencyStore {
  private readonly records = new Map<string, KeyRecord>();
  private readonly sizes = new Map<KeyRecord, number>();
  private bytes = 0;

  constructor(private readonly ledger: KeyLedger = new KeyLedger()) {}

  get(key: string): KeyRecord | undefined {
    return this.records.get(key);
  }

  /** Reserves a key for a request now being answered. */
  begin(key: string, record: KeyRecord): KeyRecord {
    this.records.set(key, record);
    this.ledger.order.set(record, { store: this, key });
    this.count(record, keyBytes(key, record));
    this.evict();
    return record;
  }

  /** The first request's answer, kept for replays (unless its key was dropped meanwhile). */
  finish(key: string, record: KeyRecord, answer: MockAnswer): void {
    if (this.records.get(key) !== record) return;
    record.answer = answer;
    this.count(record, answerBytes(answer));
    this.evict();
  }

  /** The first request failed before it had an answer: the key is free again. */
  abandon(key: string, record: KeyRecord): void {
    if (this.records.get(key) === record) this.drop(key, record);
  }

  get size(): number {
    return this.records.size;
  }

  private count(record: KeyRecord, bytes: number): void {
    this.sizes.set(record, (this.sizes.get(record) ?? 0) + bytes);
    this.bytes += bytes;
    this.ledger.bytes += bytes;
  }

  /** Forgets a key (a store of any environment may be asked to, by the ledger of all). */
  drop(key: string, record: KeyRecord): void {
    const bytes = this.sizes.get(record) ?? 0;
    this.records.delete(key);
    this.sizes.delete(record);
    this.ledger.order.delete(record);
    this.bytes -= bytes;
    this.ledger.bytes -= bytes;
  }

  private evict(): void {
    while (this.records.size > IDEMPOTENCY_LIMIT || this.bytes > IDEMPOTENCY_BYTES) {
      const [oldest, record] = this.records.entries().next().value!;
      this.drop(oldest, record);
    }
    while (this.ledger.bytes > IDEMPOTENCY_TOTAL_BYTES) {
      const [record, { store, key }] = this.ledger.order.entries().next().value!;
      store.drop(key, record);
    }
  }
}

let encoder: TextEncoder | undefined;

type NodeHash = { update(data: string | Uint8Array, encoding?: 'utf8'): NodeHash; digest(encoding: 'hex'): string };
type NodeCrypto = {
  createHash(algorithm: 'sha256'): NodeHash;
  /** One call, no Hash object: half the cost of createHash (Node >= 20.12). */
  hash?: (algorithm: 'sha256', data: string | Uint8Array, encoding: 'hex') => string;
};
let nodeCrypto: NodeCrypto | null | undefined;

/**
 * The same SHA-256 as hashBody, computed at once where the platform has a synchronous one (Node's
 * crypto, reached through process.getBuiltinModule so that browsers see no Node import): no
 * thread-pool round trip and no promise per request. Undefined elsewhere: then use hashBody.
 */
export function hashBodyNow(body: string | Uint8Array | undefined): string | undefined {
  if (body === undefined) return '-';
  if (nodeCrypto === undefined) {
    const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
    nodeCrypto = (getBuiltinModule?.('node:crypto') as NodeCrypto | undefined) ?? null;
  }
  if (nodeCrypto === null) return undefined;
  // A string is hashed as its UTF-8 bytes either way.
  if (nodeCrypto.hash !== undefined) return nodeCrypto.hash('sha256', body, 'hex');
  const hash = nodeCrypto.createHash('sha256');
  return (typeof body === 'string' ? hash.update(body, 'utf8') : hash.update(body)).digest('hex');
}

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

/**
 * The answer to a request with an honoured key: a replay of the first one's, a 409 while it is still
 * being answered, a 422 for another request under the key, or `run()`'s, kept under the key.
 */
export function answerWithKey(
  context: AnswerContext,
  key: string,
  operationId: string,
  keys: IdempotencyStore,
  body: unknown,
  run: () => MockAnswer | Promise<MockAnswer>,
): MockAnswer | Promise<MockAnswer> {
  const { request } = context;
  // Quoted only for a refusal's message: most keyed requests are answered, and quoting costs a stringify and a scan.
  const quotedKey = () => jsonQuoted(key.slice(0, 100));
  if (key.length > MAX_KEY_LENGTH) {
    return problemAnswer(
      context,
      'idempotency-key-too-long',
      `the idempotency-key has ${key.length} characters; the service takes at most ${MAX_KEY_LENGTH}`,
      operationId,
    );
  }
  const earlier = keys.get(key);
  if (earlier !== undefined && earlier.answer === undefined) {
    return problemAnswer(
      context,
      'idempotency-key-in-flight',
      `the first request with the idempotency-key ${quotedKey()} (${earlier.operationId}) is still being answered: retry once it is`,
      operationId,
    );
  }
  // Reserved at once, so that a second request with the key finds it in flight while this one is hashed and run.
  const record: KeyRecord | undefined = earlier === undefined ? keys.begin(key, { method: request.method, target: request.target, operationId }) : undefined;
  const settle = (bodyHash: string): MockAnswer | Promise<MockAnswer> => {
    if (earlier !== undefined) {
      if (earlier.method !== request.method || earlier.target !== request.target || earlier.bodyHash !== bodyHash) {
        return problemAnswer(
          context,
          'idempotency-key-reused',
          `the idempotency-key ${quotedKey()} was first sent with another request (${earlier.operationId}: ${earlier.method} ${earlier.target.slice(0, 200)}, another method, path or body): a key names one request`,
          operationId,
        );
      }
      return { ...earlier.answer!, headers: { ...earlier.answer!.headers, 'idempotent-replayed': 'true' } };
    }
    record!.bodyHash = bodyHash;
    const kept = (answer: MockAnswer) => {
      // A network error answered nothing: the key is free again, as for a request that failed.
      if (answer.networkError) keys.abandon(key, record!);
      else keys.finish(key, record!, answer);
      return answer;
    };
    const answer = run();
    return answer instanceof Promise ? answer.then(kept) : kept(answer);
  };
  const abandon = (error: unknown): never => {
    if (record !== undefined) keys.abandon(key, record);
    throw error;
  };
  const text = body === undefined ? undefined : JSON.stringify(body);
  const now = hashBodyNow(text);
  if (now === undefined) return hashBody(text).then(settle).catch(abandon);
  try {
    const answer = settle(now);
    return answer instanceof Promise ? answer.catch(abandon) : answer;
  } catch (error) {
    return abandon(error);
  }
}
