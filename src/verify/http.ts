// Sends verify's requests: one at a time, no faster than --rps. Each exchange has one deadline, from
// the request to the last byte of the body, and a size bound on the body: a server that is slow,
// endless or huge costs at most the deadline and the bound. A server that cannot be reached is an
// error of its own (exit code 2), not a failed check; one that answers with bytes that are not HTTP
// gives an answer that says why (well_formed_http fails it).

import { brandAcrossCopies } from '../errors/brand.js';
import { parseJsonWithinBounds } from '../validator/index.js';
import type { ReceivedResponse } from './checks.js';
import { closedBeforeAnswer, describeNetworkError, malformedAnswer } from './fetch-errors.js';
import { joinUrl, requestTarget, wireBody, wireHeaders } from './requests.js';
import type { OperationEntry } from './spec.js';
import type { VerifyRequest } from './verify-request.js';

export type FetchFunction = (input: Request) => Promise<Response>;

/** The server did not answer at all (refused, reset, timed out, DNS): the run cannot go on. */
export class UnreachableServerError extends Error {
  override readonly name = 'UnreachableServerError';
  constructor(
    message: string,
    /** Why no answer came, in a few words (`connection refused`), when the message says more. */
    readonly reason?: string,
    /** The connection closed before any answer (not refused, not timed out): a read may be sent again. */
    readonly closed = false,
  ) {
    super(message);
  }
}
brandAcrossCopies(UnreachableServerError, 'UnreachableServerError');

/** The run was stopped (Ctrl-C, SIGTERM, or the caller's AbortSignal). */
export class VerifyInterruptedError extends Error {
  override readonly name = 'VerifyInterruptedError';
}
brandAcrossCopies(VerifyInterruptedError, 'VerifyInterruptedError');

export interface SenderOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  /** Requests per second at most; 0 or Infinity: no bound. */
  readonly rps: number;
  readonly fetch: FetchFunction;
  /** The deadline of one exchange, from the request to the last byte of the answer. */
  readonly timeoutMs: number;
  /** Bytes of one answer's body at most; what is over it is not read. */
  readonly maxResponseBytes: number;
  readonly signal?: AbortSignal;
}

const lowerCaseHeaders = (headers: Headers): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const [name, value] of headers) found[name.toLowerCase()] = value;
  return found;
};

/** Node's longest timer: a longer one fires after 1 ms, with a TimeoutOverflowWarning. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, Math.min(ms, MAX_TIMER_MS));
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Why an exchange was cut short. */
type StopReason = 'deadline' | 'interrupted';

/**
 * One exchange's stop switch: a timer and the run's signal, both ending in one AbortController.
 * The timer is an ordinary one held here (not AbortSignal.timeout, which Node 20's fetch can lose to
 * the garbage collector, so that a silent server held verify for undici's 300 s instead).
 */
class Exchange {
  readonly controller = new AbortController();
  reason: StopReason | undefined;
  /** Settles (rejects) when the exchange is stopped: raced against every wait on the peer. */
  readonly stopped: Promise<never>;
  private readonly reject: (error: Error) => void;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly onAbort = () => this.stop('interrupted');

  constructor(
    deadlineMs: number,
    private readonly outer: AbortSignal | undefined,
  ) {
    // Rejected by stop() itself rather than by a listener on the controller's signal: an exchange is
    // stopped only through stop() (readBody's own abort comes after its last wait), and a listener
    // per exchange costs more than the rest of the switch.
    let reject!: (error: Error) => void;
    this.stopped = new Promise<never>((_, rejectWith) => {
      reject = rejectWith;
    });
    this.reject = reject;
    // Nobody may be racing it yet: no unhandled rejection.
    this.stopped.catch(() => undefined);
    this.timer = setTimeout(() => this.stop('deadline'), Math.max(0, deadlineMs));
    if (outer?.aborted) this.stop('interrupted');
    else outer?.addEventListener('abort', this.onAbort, { once: true });
  }

  stop(reason: StopReason): void {
    this.reason ??= reason;
    this.controller.abort();
    this.reject(new Error(this.reason));
  }

  /** Waits for `promise`, or rejects as soon as the exchange is stopped, whatever the peer does. */
  race<T>(promise: Promise<T>): Promise<T> {
    return Promise.race([promise, this.stopped]);
  }

  end(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onAbort);
  }
}

/**
 * Two turns of the event loop: the second one's poll phase reads whatever the sockets received
 * since the loop last turned. Before each request, so that undici reuses no kept-alive connection
 * that the server closed meanwhile: a FIN (and undici's own timer that ends an idle connection
 * before the server's announced Keep-Alive timeout) is only seen when the loop turns, and a run
 * that held it (shrinking a large body, review 22 F4) wrote its next request into a connection
 * closed seconds before, lost for a write, which is never sent twice. Apache's HttpClient checks a
 * connection idle past 2 s the same way (validateAfterInactivity) before it leases it. Before every
 * request, however soon after the last answer: undici spreads requests sent back to back over several
 * connections, and the one a request goes on may have been idle far longer than the last answer is old.
 * Skipping the turns within 10 ms of an answer sent writes into connections that nginx had closed after
 * 30 ms idle, and ended 8 runs in 12 (review 25, F1).
 */
// A runtime without setImmediate (a browser, whose fetch picks its connections itself) waits a timer's turn.
const nextTurn: (callback: () => void) => unknown = typeof setImmediate === 'function' ? setImmediate : (callback) => setTimeout(callback, 0);
const loopTurns = () => new Promise<void>((resolve) => nextTurn(() => nextTurn(resolve)));

/** Methods whose request may be sent again after a connection closed with no answer (RFC 9110 section 9.2.1). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class Sender {
  /** Requests sent so far. */
  sent = 0;
  /** Reads sent again after their connection closed with no answer. */
  resent = 0;
  /** Operations an answer of which did not end within the deadline: each further request of them would cost one more. */
  readonly outlived = new Set<string>();
  /** Whether any answer came: until one does, a silent deadline is a server that does not answer. */
  private answeredOnce = false;
  /** Deadlines met with no answer at all since the last answer. */
  private silentInARow = 0;
  private nextSlot = 0;
  /** After an interruption, cleanup requests share what is left of this moment (epoch ms). */
  private cleanupUntil = Number.POSITIVE_INFINITY;

  private readonly pacing: boolean;

  constructor(private readonly options: SenderOptions) {
    this.pacing = options.rps > 0 && Number.isFinite(options.rps);
  }

  /** Stops the run if it was interrupted. */
  throwIfInterrupted(): void {
    if (this.options.signal?.aborted) throw new VerifyInterruptedError('interrupted');
  }

  /** Stops the cleanup requests in flight when the cleanup budget runs out. */
  private readonly cleanupStop = new AbortController();

  /** Cleanup requests from now on must all end within `ms` (an interrupted run stops in bounded time). */
  limitCleanup(ms: number): void {
    if (Date.now() + ms >= this.cleanupUntil) return;
    this.cleanupUntil = Date.now() + ms;
    const timer = setTimeout(() => this.cleanupStop.abort(), ms);
    // The budget must not keep a finished run alive.
    (timer as { unref?: () => void }).unref?.();
  }

  /** The error of an exchange stopped by the run's signal, or (cleanup) by the end of the cleanup budget. */
  private stopped(cleanup: boolean, method: string, url: string): Error {
    return cleanup
      ? new UnreachableServerError(`${method} ${url}: stopped, no time was left after the interruption`)
      : new VerifyInterruptedError('interrupted');
  }

  private async pace(cleanup: boolean): Promise<void> {
    const { rps } = this.options;
    const now = Date.now();
    const wait = this.nextSlot - now;
    this.nextSlot = Math.max(now, this.nextSlot) + 1000 / rps;
    if (wait > 0) await sleep(cleanup ? Math.min(wait, Math.max(0, this.cleanupUntil - now)) : wait, cleanup ? undefined : this.options.signal);
  }

  /**
   * Sends one request and reads its answer, within the deadline and the size bound. `cleanup`
   * requests go out even after an interruption (they are what an interruption must still do), with
   * what is left of the cleanup budget as their deadline.
   */
  async send(entry: OperationEntry, request: VerifyRequest, { cleanup = false } = {}): Promise<ReceivedResponse> {
    try {
      return await this.sendOnce(entry, request, cleanup);
    } catch (error) {
      // A read that met a connection closed with no answer is sent once more, on a new connection,
      // before the run calls the server stopped: a read changes nothing, so sending it again is safe,
      // and one lost race (see closedBeforeAnswer) must not end a run. A write is never sent twice.
      if (!(error instanceof UnreachableServerError) || !error.closed || !SAFE_METHODS.has(request.method)) throw error;
      this.resent += 1;
      return this.sendOnce(entry, request, cleanup);
    }
  }

  private async sendOnce(entry: OperationEntry, request: VerifyRequest, cleanup: boolean): Promise<ReceivedResponse> {
    if (!cleanup) this.throwIfInterrupted();
    // Awaited only when there is a rate to keep: an await costs more than the rest of the pacing.
    if (this.pacing) await this.pace(cleanup);
    await loopTurns();
    if (!cleanup) this.throwIfInterrupted();
    const url = joinUrl(this.options.baseUrl, requestTarget(entry, request));
    const deadline = cleanup ? Math.min(this.options.timeoutMs, this.cleanupUntil - Date.now()) : this.options.timeoutMs;
    if (deadline <= 0) throw new UnreachableServerError(`${request.method} ${url}: not sent, no time was left after the interruption`);
    const exchange = new Exchange(deadline, cleanup ? this.cleanupStop.signal : this.options.signal);
    this.sent += 1;
    try {
      let response: Response;
      try {
        response = await exchange.race(
          this.options.fetch(
            new Request(url, {
              method: request.method,
              headers: wireHeaders(request, this.options.apiKey),
              body: wireBody(request),
              redirect: 'manual',
              signal: exchange.controller.signal,
            }),
          ),
        );
      } catch (error) {
        if (exchange.reason === 'interrupted') throw this.stopped(cleanup, request.method, url);
        // Undici gives no status of an answer it could not read: 0, as a browser's fetch reports a network error.
        const malformed = exchange.reason === undefined ? malformedAnswer(error) : undefined;
        if (malformed !== undefined) return { status: 0, headers: {}, text: '', malformed };
        if (exchange.reason === 'deadline') {
          // A server that answered before and is silent on one operation is slow there, a
          // max_response_time failure of it, and the run goes on without that operation's other
          // requests; silent twice in a row, or from the start, it stopped answering (review 26d: one
          // slow operation ended the run with max_response_time shown passed).
          this.silentInARow += 1;
          if (this.answeredOnce && this.silentInARow < 2 && !cleanup) {
            this.outlived.add(entry.operationId);
            return { status: 0, headers: {}, text: '', exceeded: { limit: 'time', bytes: 0, ms: deadline } };
          }
        }
        const reason = exchange.reason === 'deadline' ? `no answer within ${deadline} ms` : describeNetworkError(error);
        throw new UnreachableServerError(`${request.method} ${url}: ${reason}`, reason, exchange.reason === undefined && closedBeforeAnswer(error));
      }
      this.answeredOnce = true;
      this.silentInARow = 0;
      const headers = lowerCaseHeaders(response.headers);
      const body = await readBody(response, this.options.maxResponseBytes, exchange);
      if (body.cut === 'interrupted') throw this.stopped(cleanup, request.method, url);
      if (body.cut === 'malformed') return { status: response.status, headers, text: '', malformed: body.reason };
      if (body.cut === 'broken') throw new UnreachableServerError(`${request.method} ${url}: the answer broke off (${body.error})`);
      if ('bytes' in body) {
        if (body.cut !== 'size') this.outlived.add(entry.operationId);
        return { status: response.status, headers, text: '', exceeded: { limit: body.cut === 'size' ? 'size' : 'time', bytes: body.bytes, ms: deadline } };
      }
      // Parsed only within the bounds validateResponse puts on it (the checks give it --max-response-bytes
      // as its size bound, as here): a body it refuses as too deep is left as text, as one that is not
      // JSON is, and response_schema_conformance reports the validator's verdict on it. JSON.parse would
      // build a tree tens of times the size of deeply nested text, outside the exchange's deadline.
      // Parsed from the text also when its bytes are not UTF-8: that fault is response_schema_conformance's
      // alone, and a transition still reads what the answer says (an _id, a name) from the rest of it.
      const parsed = body.text.length > 0 ? parseJsonWithinBounds(body.text, { maxBodyBytes: this.options.maxResponseBytes }) : undefined;
      return {
        status: response.status,
        headers,
        text: body.text,
        ...(body.raw === undefined ? {} : { bytes: body.raw }),
        ...(parsed !== undefined && 'value' in parsed ? { json: parsed.value } : {}),
      };
    } finally {
      exchange.end();
    }
  }
}

// One decoder of each kind for every answer (a TextDecoder without `stream` keeps no state between
// calls). Fatal first: bytes that are not UTF-8 are no JSON text (RFC 8259 section 8.1), and a
// lenient decoder made them U+FFFD, which every check then passed.
let utf8: TextDecoder | undefined;
let lenientUtf8: TextDecoder | undefined;

type Body =
  | {
      readonly cut?: undefined;
      readonly text: string;
      /** Kept only when they are not UTF-8: the validator judges the bytes; the text shows them with U+FFFD. */
      readonly raw?: Uint8Array;
    }
  | { readonly cut: 'size' | 'deadline'; readonly bytes: number }
  | { readonly cut: 'interrupted' }
  | { readonly cut: 'malformed'; readonly reason: string }
  | { readonly cut: 'broken'; readonly error: string };

/**
 * Reads a body chunk by chunk up to `maxBytes`: a declared Content-Length over the bound is refused
 * before reading, an undeclared one is cut at the first chunk past it. Either way the connection is
 * dropped, so that the peer stops sending.
 */
async function readBody(response: Response, maxBytes: number, exchange: Exchange): Promise<Body> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const stream = response.body;
  if (stream === null) return { text: '' };
  if (Number.isFinite(declared) && declared > maxBytes) {
    exchange.controller.abort();
    stream.cancel().catch(() => undefined);
    return { cut: 'size', bytes: declared };
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await exchange.race(reader.read());
      if (done) {
        finished = true;
        break;
      }
      bytes += value.byteLength;
      if (bytes > maxBytes) return { cut: 'size', bytes };
      chunks.push(value);
    }
  } catch (error) {
    if (exchange.reason === 'deadline') return { cut: 'deadline', bytes };
    if (exchange.reason === 'interrupted') return { cut: 'interrupted' };
    const malformed = malformedAnswer(error);
    return malformed === undefined ? { cut: 'broken', error: describeNetworkError(error) } : { cut: 'malformed', reason: malformed };
  } finally {
    if (!finished) {
      exchange.controller.abort();
      reader.cancel().catch(() => undefined);
    }
  }
  return decoded(chunks.length === 1 ? chunks[0]! : joined(chunks, bytes));
}

function joined(chunks: readonly Uint8Array[], bytes: number): Uint8Array {
  const whole = new Uint8Array(bytes);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/** The body as text; bytes that are not UTF-8 kept beside it, for the validator to refuse by its own rule. */
function decoded(whole: Uint8Array): Body {
  utf8 ??= new TextDecoder('utf-8', { fatal: true });
  try {
    return { text: utf8.decode(whole) };
  } catch {
    lenientUtf8 ??= new TextDecoder();
    return { text: lenientUtf8.decode(whole), raw: whole };
  }
}
