// The upstream side of one exchange: the request sent (a body in hand, or streamed from the client),
// the watchdog's two limits, one safe retry, and every upstream event turned into a call on the
// exchange: its answer's head, or a failure. Every listener runs through the exchange's guard().
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Exchange } from './exchange.js';
import { type UpstreamFraming, upstreamRequestHeaders } from './headers.js';
import { brokeOff, classifyUpstreamError, safeToRepeat } from './upstream-error.js';
import { malformedStatusLine } from './verdict.js';
import type { Watched } from './watchdog.js';

export class UpstreamCall implements Watched {
  private request: ClientRequest | undefined;
  private response: IncomingMessage | undefined;
  /** The upstream side is over: answered, failed or abandoned; later upstream events are noise. */
  settled = false;
  private retried = false;
  private sentAt: number | undefined;
  /** For the watchdog: the upstream's last sign of life, and when its whole answer must be in. */
  lastActivity = 0;
  deadline = Number.POSITIVE_INFINITY;
  private watched = false;

  /** `body`: the whole request body in hand (undefined: none, or streamed from the client). */
  constructor(
    private readonly exchange: Exchange,
    private readonly framing: UpstreamFraming,
    private readonly body: Buffer | undefined,
  ) {}

  /** Sends the request with its body in hand (or none). */
  send(): void {
    this.open()?.end(this.body);
  }

  /** Sends the request, its body streamed from the client after `first`. */
  sendStream(first: Buffer | undefined): void {
    const { req, guard, ctx } = this.exchange;
    const upstreamReq = this.open();
    if (upstreamReq === undefined) return;
    if (first !== undefined) upstreamReq.write(first);
    // While the client uploads, the upstream's silence is expected: only the time after counts.
    req.on('data', this.touch);
    upstreamReq.once(
      'finish',
      guard(() => {
        if (!this.settled) this.deadline = performance.now() + ctx.options.responseTimeoutMs;
      }),
    );
    // Not pipeline(): an upstream failure must not destroy the client's socket, which still gets a 502.
    req.pipe(upstreamReq);
    req.once(
      'close',
      guard(() => {
        if (!req.complete) this.exchange.clientAborted();
      }),
    );
  }

  /** Opens the upstream request; undefined when it cannot be (then answered). */
  private open(): ClientRequest | undefined {
    const { exchange } = this;
    const { ctx, guard } = exchange;
    const headers = upstreamRequestHeaders(exchange.headers, exchange.req, exchange.correlationId, ctx.upstream.host, this.framing);
    let upstreamReq: ClientRequest;
    try {
      upstreamReq = ctx.upstream.send(exchange.method, exchange.target, headers);
    } catch (error) {
      // Node refuses some targets and header values it parsed itself (ERR_UNESCAPED_CHARACTERS, ERR_INVALID_CHAR).
      exchange.malformedRequest('forwardable', `cannot be forwarded: ${(error as Error).message}`, true);
      return undefined;
    }
    this.request = upstreamReq;
    this.sentAt = performance.now();
    upstreamReq.on('response', guard(this.responded));
    upstreamReq.on('error', guard(this.failed));
    // A 101 to a request that asked for no upgrade: Node hands it here, not to 'response', and
    // without a listener the exchange would wait for the silence timeout.
    upstreamReq.on('upgrade', guard(this.upgraded));
    this.lastActivity = this.sentAt;
    // The deadline for the whole answer starts once the request is out (Envoy's route timeout does the
    // same): now for a body in hand, at the end of the upload for a streamed one.
    const streamed = this.framing.kind === 'chunked' || (this.framing.kind === 'length' && this.body === undefined);
    this.deadline = streamed ? Number.POSITIVE_INFINITY : this.sentAt + ctx.options.responseTimeoutMs;
    if (!this.watched) {
      this.watched = true;
      ctx.watchdog.watch(this);
    }
    return upstreamReq;
  }

  private readonly responded = (upstreamRes: IncomingMessage): void => {
    const { exchange } = this;
    if (this.settled || exchange.clientGone) {
      upstreamRes.destroy();
      return;
    }
    this.response = upstreamRes;
    upstreamRes.on('error', ignore);
    this.touch();
    const malformed = malformedStatusLine(upstreamRes.statusCode, upstreamRes.statusMessage);
    if (malformed !== undefined) {
      exchange.fail({
        kind: 'fail',
        problem: 'upstream-malformed',
        detail: `the upstream's status line is malformed: ${malformed}`,
        logText: `malformed status line: ${malformed}`,
      });
      return;
    }
    exchange.upstreamResponded(upstreamRes);
  };

  private readonly upgraded = (upstreamRes: IncomingMessage, socket: Duplex): void => {
    socket.destroy();
    if (this.settled || this.exchange.clientGone) return;
    const malformed = `status ${upstreamRes.statusCode} is not a final answer to a request that asked for no upgrade`;
    this.exchange.fail({
      kind: 'fail',
      problem: 'upstream-malformed',
      detail: `the upstream's status line is malformed: ${malformed}`,
      logText: `malformed status line: ${malformed}`,
    });
  };

  private readonly failed = (error: Error): void => {
    const { exchange } = this;
    // After the response started, its own stream reports the failure (the intake, or the stream's close).
    if (this.settled || exchange.clientGone || this.response !== undefined) return;
    const failure = classifyUpstreamError(error, {
      reusedSocket: this.request?.reusedSocket === true,
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
  };

  /** Passes the rest of the answer on as it comes, after `first`; the client's answer has started. */
  pipeTo(res: ServerResponse, first: Buffer | undefined): void {
    const upstreamRes = this.response!;
    const { exchange } = this;
    if (first !== undefined) res.write(first);
    upstreamRes.on('data', this.touch);
    // Not pipeline(): it would destroy the client's response before saying why, and a cut answer
    // must be told from a client that went away.
    upstreamRes.once(
      'close',
      exchange.guard(() => {
        if (this.settled || exchange.clientGone) return;
        // The client's answer started: all that is left is to cut it, so that it is not taken for whole.
        if (!upstreamRes.complete) exchange.fail(brokeOff(new Error('the upstream closed the connection')));
        else this.settle(true);
      }),
    );
    upstreamRes.pipe(res);
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
    this.response?.destroy();
    this.request?.destroy();
  }
}

function ignore(): void {}
