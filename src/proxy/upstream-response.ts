// The upstream's answer as undici's dispatch hands it over: the status line and headers at once, then
// the body as events ('data', 'end', 'error', 'close'), paused and resumed through undici's own
// backpressure. Shaped like the part of Node's IncomingMessage the body intake reads.
import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import { withRepeats } from '../http/repeated-header.js';

export class UpstreamResponse extends EventEmitter {
  /** The body was read to its end. */
  complete = false;
  private paused = false;
  private done = false;
  private resumeUpstream: (() => void) | undefined;

  constructor(
    readonly statusCode: number,
    readonly statusMessage: string,
    /** Names as sent, repeated headers kept apart: [name, value, name, value, …]. */
    readonly rawHeaders: readonly string[],
    /** Lower-case names, repeated values joined (set-cookie kept as a list), as Node's `headers`. */
    readonly headers: IncomingHttpHeaders,
    private readonly abort: () => void,
    resume: () => void,
  ) {
    super();
    this.resumeUpstream = resume;
  }

  private repeats: IncomingHttpHeaders | undefined;

  /**
   * The headers as validated: a repeated header (two content-types) as the list of its lines, which
   * `headers` folds into the first (src/http/repeated-header.ts), as the request's are read.
   */
  receivedHeaders(): IncomingHttpHeaders {
    this.repeats ??= withRepeats(this.headers, this.rawHeaders);
    return this.repeats;
  }

  /** A chunk of the body; false when the reader paused (undici then stops reading until resume()). */
  push(chunk: Buffer): boolean {
    if (this.done) return true;
    this.emit('data', chunk);
    return !this.paused;
  }

  /** The body ended. */
  finish(): void {
    if (this.done) return;
    this.done = true;
    this.complete = true;
    this.emit('end');
    this.emit('close');
  }

  /** The body broke off. */
  fail(error: Error): void {
    if (this.done) return;
    this.done = true;
    this.emit('error', error);
    this.emit('close');
  }

  pause(): this {
    this.paused = true;
    return this;
  }

  resume(): this {
    if (!this.paused) return this;
    this.paused = false;
    this.resumeUpstream?.();
    return this;
  }

  /** Stops reading the body, and closes its connection. */
  destroy(): this {
    if (this.done) return this;
    this.done = true;
    this.abort();
    this.emit('close');
    return this;
  }
}

/** Headers of which Node keeps the first value and drops repeats (its IncomingMessage rules). */
const FIRST_WINS = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

/** Node's way of folding raw headers into an object: lower-case names, repeats joined with ', ' (set-cookie: a list; some: the first). */
export function headersOf(raw: Buffer[]): { rawHeaders: string[]; headers: IncomingHttpHeaders } {
  const rawHeaders: string[] = [];
  const headers: IncomingHttpHeaders = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toString('latin1');
    const value = raw[i + 1]!.toString('latin1');
    rawHeaders.push(name, value);
    const lower = name.toLowerCase();
    const existing = headers[lower];
    if (existing !== undefined && FIRST_WINS.has(lower)) continue;
    if (lower === 'set-cookie') headers[lower] = existing === undefined ? [value] : [...(existing as string[]), value];
    else headers[lower] = existing === undefined ? value : `${existing as string}, ${value}`;
  }
  return { rawHeaders, headers };
}
