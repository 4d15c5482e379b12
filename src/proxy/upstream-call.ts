// The upstream side of one exchange, over undici's dispatch: the request sent (a body in hand, or
// streamed from the client), the watchdog's two limits, one safe retry, every upstream event turned
// into a call on the exchange (its answer's head, or a failure), and the answer's body passed on at
// the client's pace. Every handler runs through the exchange's guard().
import type { Dispatcher } from 'undici';
import { responseFraming } from '../http/framing.js';
import { unsupportedTransferCoding } from '../http/transfer-coding.js';
import type { ClientWriter } from './client-writer.js';
import type { Exchange } from './exchange.js';
import { ignore } from './guard.js';
import { type UpstreamFraming, upstreamRequestHeaders } from './headers.js';
import { type Intake, takeBody } from './intake.js';
import { brokeOff, classifyUpstreamError, safeToRepeat } from './upstream-error.js';
import { headersOf, UpstreamResponse } from './upstream-response.js';
import { malformedStatusLine } from './verdict.js';
import type { Watched } from './watchdog.js';

type Body = Buffer | AsyncIterable<Buffer> | null;

export class UpstreamCall implements Watched {
  private response: UpstreamResponse | undefined;
  private abortRequest: ((error?: Error) => void) | undefined;
  /** The upstream side is over: answered, failed or abandoned; later upstream events are noise. */
  settled = false;
  private retried = false;
  private sentAt: number | undefined;
  /** For the watchdog: the upstream's last sign of life, and when its whole answer must be in. */
  lastActivity = 0;
  deadline = Number.POSITIVE_INFINITY;
  heldSince = -1;
  watchSlot = -1;
  private watched = false;

  /** `body`: the whole request body in hand (undefined: none, or streamed from the client). */
  constructor(
    private readonly exchange: Exchange,
    private readonly framing: UpstreamFraming,
    private readonly body: Buffer | undefined,
  ) {}

  /** Sends the request with its body in hand (or none). */
  send(): void {
    this.dispatch(this.body ?? null, false);
  }

  /** Sends the request, its body streamed from the client after `first`. */
  sendStream(first: Buffer | undefined): void {
    const { req, guard } = this.exchange;
    this.dispatch(this.upload(first), true);
    req.once(
      'close',
      guard(() => {
        if (!req.complete) this.exchange.clientAborted();
      }),
    );
  }

  /** The client's body as it comes: while it uploads, the upstream's silence is expected, and the deadline starts at its end. */
  private async *upload(first: Buffer | undefined): AsyncIterable<Buffer> {
    const { req, ctx } = this.exchange;
    if (first !== undefined) yield first;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      this.touch();
      yield chunk;
    }
    if (!this.settled) this.deadline = performance.now() + ctx.options.responseTimeoutMs;
  }

  private dispatch(body: Body, streamed: boolean): void {
    const { exchange } = this;
    const { ctx, guard } = exchange;
    const headers = upstreamRequestHeaders(exchange.headers, exchange.req, exchange.correlationId, ctx.upstream.host, this.framing);
    this.response = undefined;
    this.sentAt = performance.now();
    this.lastActivity = this.sentAt;
    // The deadline for the whole answer starts once the request is out (Envoy's route timeout does the
    // same): now for a body in hand, at the end of the upload for a streamed one.
    this.deadline = streamed ? Number.POSITIVE_INFINITY : this.sentAt + ctx.options.responseTimeoutMs;
    if (!this.watched) {
      this.watched = true;
      ctx.watchdog.watch(this);
    }
    const handler: Dispatcher.DispatchHandlers = {
      onConnect: (abort) => {
        this.abortRequest = abort;
      },
      onHeaders: (status, raw, resume, statusText) => {
        // An interim answer (102 Processing, 103 Early Hints): the final one follows on the same
        // request (RFC 9110 15.2: a client must be able to parse 1xx answers it did not expect). It
        // is not passed on: the proxy answers once, with the final status. A 101 is no interim answer.
        if (status >= 100 && status < 200 && status !== 101) {
          this.touch();
          return true;
        }
        guard(() => this.responded(status, raw as Buffer[], resume, statusText))();
        return true;
      },
      onData: (chunk) => {
        this.touch();
        return this.response === undefined ? true : this.response.push(chunk);
      },
      onComplete: () => {
        this.response?.finish();
      },
      onError: guard((error: Error) => this.failed(error)),
    };
    ctx.upstream.pool.dispatch(
      {
        method: exchange.method as Dispatcher.HttpMethod,
        path: ctx.upstream.basePath + exchange.target,
        // undici takes a flat [name, value, …] list too, though its types name only string[].
        headers: headers as string[],
        // undici takes an async iterable as a body too, though its types name only Readable.
        body: body as Buffer | null,
      },
      handler,
    );
  }

  private responded(status: number, raw: Buffer[], resume: () => void, statusText: string): void {
    const { exchange } = this;
    const { rawHeaders, headers } = headersOf(raw);
    const response = new UpstreamResponse(status, statusText, rawHeaders, headers, () => this.abortRequest?.(), resume);
    this.response = response;
    response.on('error', ignore);
    if (this.settled || exchange.clientGone) {
      response.destroy();
      return;
    }
    this.touch();
    const malformed = malformedStatusLine(status, statusText);
    if (malformed !== undefined) {
      this.malformedStatus(malformed);
      return;
    }
    // undici undoes the chunked coding alone: an answer `Transfer-Encoding: gzip, chunked` went on
    // still gzipped, framed by its length and with no content-encoding, a body no client can read
    // (review 28a F2). The request side's rule (a 501 there), in both modes: nginx answers 502.
    const coding = unsupportedTransferCoding(headers['transfer-encoding']);
    if (coding !== undefined) {
      exchange.fail({
        kind: 'fail',
        problem: 'upstream-malformed',
        detail: `the upstream's answer ${coding}: it cannot be passed on`,
        logText: `malformed answer: transfer-encoding ${String(headers['transfer-encoding']).slice(0, 100)}, a coding other than chunked`,
      });
      return;
    }
    exchange.upstreamResponded(response);
  }

  private malformedStatus(malformed: string): void {
    this.exchange.fail({
      kind: 'fail',
      problem: 'upstream-malformed',
      detail: `the upstream's status line is malformed: ${malformed}`,
      logText: `malformed status line: ${malformed}`,
    });
  }

  private failed(error: Error): void {
    const { exchange } = this;
    // After the answer started, its body reports the failure (the intake, or the stream's close).
    if (this.response !== undefined) {
      this.response.fail(error);
      return;
    }
    if (this.settled || exchange.clientGone) return;
    const code = (error as NodeJS.ErrnoException).code;
    // undici refuses a target or header value it will not send.
    if (code === 'UND_ERR_INVALID_ARG') {
      this.settle(false);
      exchange.malformedRequest(
        { location: 'path', pointer: '', keyword: 'forwardable', message: `cannot be forwarded: ${error.message}`, severity: 'error' },
        `the request target cannot be forwarded: ${error.message}`,
        true,
      );
      return;
    }
    // A 101 to a request that asked for no upgrade.
    if (code === 'UND_ERR_SOCKET' && error.message === 'bad upgrade') {
      this.malformedStatus('status 101 is not a final answer to a request that asked for no upgrade');
      return;
    }
    // A 100 Continue to a request that sent no Expect: undici drops the connection ("bad response").
    // The upstream answered, so it is no closed connection to send the request on again.
    if (code === 'UND_ERR_SOCKET' && error.message === 'bad response') {
      this.malformedStatus('status 100 (Continue) answers a request that did not ask for it (no Expect: 100-continue)');
      return;
    }
    // A connection that had carried an earlier answer: bytes were read on it before this request's.
    const socket = (error as { socket?: { bytesRead?: number } }).socket;
    const failure = classifyUpstreamError(error, {
      reusedSocket: (socket?.bytesRead ?? 0) > 0,
      canResend: !this.retried && (this.framing.kind === 'none' || this.body !== undefined),
      safeToRepeat: safeToRepeat(exchange.method, exchange.req.headers['idempotency-key'] !== undefined),
      origin: exchange.ctx.upstream.origin,
    });
    if (failure.kind === 'retry') {
      this.retried = true;
      this.send();
      return;
    }
    exchange.fail(failure);
  }

  /** Takes the answer's body in for the exchange: a JSON one read whole (within the limit), any other left to stream. */
  takeAnswer(response: UpstreamResponse, done: (intake: Intake) => void): void {
    const { exchange } = this;
    const options = {
      framing: responseFraming(exchange.method, response.statusCode, response.headers),
      contentType: response.receivedHeaders()['content-type'],
      contentEncoding: response.headers['content-encoding'],
      limit: exchange.ctx.options.maxBodyBytes,
      // No content-type: the validator reads the body as JSON (what the contract declares), so read it.
      untypedIsJson: true,
      onChunk: this.touch,
      borrow: true, // read at once, not kept: the log decodes the exchange's responseEncoded again
    };
    takeBody(response, options, exchange.guard, done);
  }

  /** Passes the rest of the answer on as it comes, after `first`; the client's answer has started. */
  pipeTo(writer: ClientWriter, first: Buffer | undefined): void {
    const upstreamRes = this.response!;
    const { exchange } = this;
    // While the client is behind, the upstream is read no further (the proxy's memory stays bounded),
    // and that wait is the client's: the upstream's silence counts again from when it is read again.
    const caughtUp = (): void => {
      this.heldSince = -1;
      this.touch();
      upstreamRes.resume();
    };
    const pass = exchange.guard((chunk: Buffer): void => {
      if (writer.write(chunk, caughtUp)) return;
      upstreamRes.pause();
      if (this.heldSince < 0) this.heldSince = performance.now();
    });
    if (first !== undefined) pass(first);
    upstreamRes.on('data', pass);
    upstreamRes.once(
      'end',
      exchange.guard(() => writer.end(undefined)),
    );
    upstreamRes.once(
      'close',
      exchange.guard(() => {
        if (this.settled || exchange.clientGone) return;
        // The client's answer started: all that is left is to cut it, so that it is not taken for whole.
        if (!upstreamRes.complete) exchange.fail(brokeOff(new Error('the upstream closed the connection')));
        else this.settle(true);
      }),
    );
    if (this.heldSince < 0) upstreamRes.resume();
  }

  /** Upstream activity: the silence timeout counts silence, not the whole transfer. */
  readonly touch = (): void => {
    this.lastActivity = performance.now();
  };

  /** The watchdog: the upstream said nothing for --timeout. */
  silent(): void {
    this.watched = false;
    const ms = this.exchange.ctx.options.timeoutMs;
    this.exchange.guard(() =>
      this.exchange.fail({
        kind: 'fail',
        problem: 'upstream-timeout',
        detail: `the upstream was silent for ${ms} ms`,
        logText: `timeout after ${ms} ms of silence`,
      }),
    )();
  }

  /** The watchdog: the whole answer is not in by --response-timeout. */
  late(): void {
    this.watched = false;
    const ms = this.exchange.ctx.options.responseTimeoutMs;
    if (this.heldSince >= 0) {
      // The rest of the answer waits for the client to take what it was sent: the client is late.
      this.exchange.guard(() => this.exchange.clientTimedOut(`response timeout: the client had not taken the whole answer after ${ms} ms`))();
      return;
    }
    this.exchange.guard(() =>
      this.exchange.fail({
        kind: 'fail',
        problem: 'upstream-timeout',
        detail: `the upstream's answer took longer than ${ms} ms`,
        logText: `response timeout: the answer was not complete after ${ms} ms`,
      }),
    )();
  }

  /** No longer waiting on the upstream: the watchdog lets go. */
  stopWatching(): void {
    if (!this.watched) return;
    this.watched = false;
    this.exchange.ctx.watchdog.unwatch(this);
  }

  /** The upstream side is over; `answered`: it answered whole, and its time is measured. */
  settle(answered: boolean): void {
    if (answered && !this.settled && this.sentAt !== undefined) {
      this.exchange.ctx.metrics.observeUpstream(this.exchange.operationId ?? '(no operation)', (performance.now() - this.sentAt) / 1000);
    }
    this.settled = true;
    this.stopWatching();
  }

  /** Stops whatever is still under way upstream. A response read to its end keeps its connection for reuse. */
  abandon(): void {
    this.settle(false);
    if (this.response?.complete) return;
    if (this.response !== undefined) this.response.destroy();
    else this.abortRequest?.();
  }
}
