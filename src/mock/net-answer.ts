// The bytes node:http writes for an answer of the Node shell (node-shell.ts), made by the net front
// (net-front.ts) without a ServerResponse: the status line with Node's reason phrase, the mock's
// headers in their order, Content-Length, the shell's extra lines, then Date and Connection as
// node:http adds them. The heads of the shared, frozen header objects are made once per status and
// length, as the Node shell caches its flat heads.
import type { Buffer } from 'node:buffer';
import { ownAnswerHasLength } from '../http/content-length.js';

/** Settings of the answer writer of one server. */
export interface AnswerHeads {
  /** node:http's STATUS_CODES. */
  readonly reasons: Readonly<Record<number, string | undefined>>;
  /** Header lines (name, value, …) added to every answer that keeps the connection open. */
  readonly extra: readonly string[];
  /** The heads made so far, per header object, per status and length. */
  readonly cache: WeakMap<object, Map<number, string>>;
  /** Buffer.concat of two chunks. */
  concat(a: Buffer, b: Buffer): Buffer;
  /** Buffer.byteLength of a string, as UTF-8. */
  byteLength(text: string): number;
}

/** Past this many status and length pairs for one header object, its heads are dropped (bounded). */
const HEADS_PER_OBJECT = 256;

// node:http's checks of a header it writes (checkIsHttpToken, checkInvalidHeaderChar).
const TOKEN = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/** node:http writes no body for these statuses (nor for HEAD), whatever end() is given. */
export const statusHasBody = (status: number): boolean => status !== 204 && status !== 304 && (status < 100 || status > 199);

/** The head's lines from the status line to Content-Length and `tail`; undefined when node:http would refuse a header. */
function headLines(heads: AnswerHeads, status: number, headers: Readonly<Record<string, string>>, length: number, tail: readonly string[]): string | undefined {
  let text = `HTTP/1.1 ${status} ${heads.reasons[status] ?? 'unknown'}\r\n`;
  for (const name in headers) {
    const value = headers[name]!;
    if (!TOKEN.test(name) || INVALID_VALUE.test(value)) return undefined;
    text += `${name}: ${value}\r\n`;
  }
  if (ownAnswerHasLength(status)) text += `content-length: ${length}\r\n`;
  for (let i = 0; i + 1 < tail.length; i += 2) text += `${tail[i]}: ${tail[i + 1]}\r\n`;
  return text;
}

let dateLine: string | undefined;

/** node:http's Date line, made once a second as node:http makes it: kept until a timer drops it at the next second. */
function date(): string {
  if (dateLine === undefined) {
    const now = new Date();
    dateLine = `Date: ${now.toUTCString()}\r\n`;
    const timer = setTimeout(() => {
      dateLine = undefined;
    }, 1000 - now.getMilliseconds());
    (timer as { unref?: () => void }).unref?.();
  }
  return dateLine;
}

const SERVER_CLOSE = ['connection', 'close'];

/**
 * The whole head of `answer`, ending with its empty line, as node:http writes it for the Node shell;
 * undefined when node:http would refuse a header (the connection is then dropped, as there).
 * `close`: 'client' for a request with `Connection: close`, 'server' for the shell's own
 * `connection: close` (a failure), undefined to keep the connection.
 */
export function answerHead(heads: AnswerHeads, answer: MockAnswerLike, length: number, close: 'client' | 'server' | undefined): string | undefined {
  if (close === 'server') {
    const lines = headLines(heads, answer.status, answer.headers, length, SERVER_CLOSE);
    return lines === undefined ? undefined : `${lines}${date()}\r\n`;
  }
  let lines: string | undefined;
  if (Object.isFrozen(answer.headers)) {
    let byKey = heads.cache.get(answer.headers);
    if (byKey === undefined) {
      byKey = new Map();
      heads.cache.set(answer.headers, byKey);
    }
    // A small integer for lengths up to 1 MiB (a faster Map key than a larger number).
    const key = length * 1024 + answer.status;
    lines = byKey.get(key);
    if (lines === undefined) {
      lines = headLines(heads, answer.status, answer.headers, length, heads.extra);
      if (lines === undefined) return undefined;
      if (byKey.size >= HEADS_PER_OBJECT) byKey.clear();
      byKey.set(key, lines);
    }
  } else {
    lines = headLines(heads, answer.status, answer.headers, length, heads.extra);
    if (lines === undefined) return undefined;
  }
  return `${lines}${date()}${close === 'client' ? 'Connection: close\r\n\r\n' : 'Connection: keep-alive\r\n\r\n'}`;
}

/** What the writer reads of an answer. */
export interface MockAnswerLike {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
}
