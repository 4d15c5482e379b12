// Sends verify's requests: one at a time, no faster than --rps, with a timeout, stopping when the run
// is interrupted. A server that cannot be reached is an error of its own (exit code 2), not a failed check.
import type { ReceivedResponse } from './checks.js';
import { joinUrl, requestTarget, type VerifyRequest, wireBody, wireHeaders } from './requests.js';
import type { OperationEntry } from './spec.js';

export type FetchFunction = (input: Request) => Promise<Response>;

/** The server did not answer at all (refused, reset, timed out, DNS): the run cannot go on. */
export class UnreachableServerError extends Error {
  override readonly name = 'UnreachableServerError';
}

/** The run was stopped (Ctrl-C, or the caller's AbortSignal). */
export class VerifyInterruptedError extends Error {
  override readonly name = 'VerifyInterruptedError';
}

export interface SenderOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  /** Requests per second at most; 0 or Infinity: no bound. */
  readonly rps: number;
  readonly fetch: FetchFunction;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

export interface SentExchange {
  readonly request: VerifyRequest;
  readonly response: ReceivedResponse;
}

const lowerCaseHeaders = (headers: Headers): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const [name, value] of headers) found[name.toLowerCase()] = value;
  return found;
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

export class Sender {
  /** Requests sent so far. */
  sent = 0;
  private nextSlot = 0;

  constructor(private readonly options: SenderOptions) {}

  /** Stops the run if it was interrupted. */
  throwIfInterrupted(): void {
    if (this.options.signal?.aborted) throw new VerifyInterruptedError('interrupted');
  }

  private async pace(): Promise<void> {
    const { rps } = this.options;
    if (!(rps > 0) || !Number.isFinite(rps)) return;
    const now = Date.now();
    const wait = this.nextSlot - now;
    this.nextSlot = Math.max(now, this.nextSlot) + 1000 / rps;
    if (wait > 0) await sleep(wait, this.options.signal);
  }

  /**
   * Sends one request and reads the whole answer. `cleanup` requests go out even after an
   * interruption: they are what an interruption must still do.
   */
  async send(entry: OperationEntry, request: VerifyRequest, { cleanup = false } = {}): Promise<ReceivedResponse> {
    if (!cleanup) this.throwIfInterrupted();
    await this.pace();
    if (!cleanup) this.throwIfInterrupted();
    const url = joinUrl(this.options.baseUrl, requestTarget(entry, request));
    const body = wireBody(request);
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = cleanup || !this.options.signal ? timeout : AbortSignal.any([timeout, this.options.signal]);
    this.sent += 1;
    let response: Response;
    try {
      response = await this.options.fetch(
        new Request(url, { method: request.method, headers: wireHeaders(request, this.options.apiKey), body, redirect: 'manual', signal }),
      );
    } catch (error) {
      if (!cleanup && this.options.signal?.aborted) throw new VerifyInterruptedError('interrupted');
      const reason = timeout.aborted ? `no answer within ${this.options.timeoutMs} ms` : describeNetworkError(error);
      throw new UnreachableServerError(`${request.method} ${url}: ${reason}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new UnreachableServerError(`${request.method} ${url}: the answer broke off (${describeNetworkError(error)})`);
    }
    const headers = lowerCaseHeaders(response.headers);
    let json: unknown;
    if (text.length > 0) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers, text, ...(json === undefined ? {} : { json }) };
  }
}

/** The innermost cause of a fetch failure (undici wraps ECONNREFUSED in `cause`). */
export function describeNetworkError(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth += 1) current = current.cause;
  if (current instanceof Error) {
    const code = (current as { code?: unknown }).code;
    return typeof code === 'string' ? `${code} ${current.message}` : current.message;
  }
  return String(current);
}
