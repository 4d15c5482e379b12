// One request through the proxy, from the client's first byte to the end of the answer: route it once, take its body in,
// validate it, forward it (upstream-call.ts), take the response's body in, validate it, answer, and record the outcome.
// Every path ends in exactly one answer (or none when the client went away) and one call to done(). Every event handler
// runs through guard(): whatever a peer sends, an exception ends this exchange (500, logged), never the process.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { requestFraming } from '../http/framing.js';
import { bodyTooLargeIssue, preflightMethod, withBodyIssue, withRepeats } from '../http/index.js';
import { UNREAD_BODY } from '../http/json-media-type.js';
import { shownTarget } from '../http/target.js';
import { type RequestRoute, routeRequest, type ValidationIssue, type ValidationResult, validateRequest, validateResponse } from '../validator/index.js';
import { answerHead, sendCrash } from './client-answer.js';
import { ClientWriter } from './client-writer.js';
import { answerCloses, turnOver } from './connection.js';
import { continueBody } from './continue.js';
import { type ExchangeContext, requestRefusal } from './exchange-context.js';
import { recordExchange } from './exchange-log.js';
import { type Guard, ignore, makeGuard } from './guard.js';
import { correlationIdOf, endToEndHeaders, type UpstreamFraming } from './headers.js';
import { type Intake, requestIntake, takeBody } from './intake.js';
import { type ProblemKind, problemOf, sendProblem } from './problem.js';
import type { ViolationRecord } from './record.js';
import { requestSecrets, scrub } from './redact.js';
import { UpstreamCall } from './upstream-call.js';
import { brokeOff, type UpstreamFailure } from './upstream-error.js';
import type { UpstreamResponse } from './upstream-response.js';
import { preflightResult, requestVerdict, responseVerdict, summarise } from './verdict.js';

const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);
const NO_BODY: UpstreamFraming = { kind: 'none' };
const CHUNKED: UpstreamFraming = { kind: 'chunked' };
const STREAMED = 'not JSON, streamed, not logged';
const PREFLIGHT_BODY = "a CORS preflight's, streamed unread, not logged";

/** One exchange. Its fields without `private` are also read by exchange-log.ts, which records it. */
export class Exchange {
  readonly started = performance.now();
  readonly correlationId: string;
  readonly method: string;
  readonly target: string;
  /** Where the request goes, routed once; for a CORS preflight, the route of the request it announces. */
  private route: RequestRoute = { kind: 'none', path: '', reason: 'invalid-input' };
  private preflight: string | undefined;
  /** The client's end-to-end headers: validated, and forwarded. */
  headers: IncomingHttpHeaders = {};
  private hasBody = false;
  operationId: string | undefined;
  requestIssues = NO_ISSUES;
  responseIssues = NO_ISSUES;
  /** The request body decoded (validated and logged), and as the validator parsed it. */
  requestDecoded: Buffer | undefined;
  /** Held until forwarded: kept for the upstream trip, it outlived young collections (copied, promoted: more CPU than its parse). */
  private requestParsed: unknown;
  requestBodyNote: string | undefined;
  private upstreamCall: UpstreamCall | undefined;
  upstreamRes: UpstreamResponse | undefined;
  /** The response body as validated; or, when it was decoded into a reused buffer, as it came (encoded): the log decodes it again. */
  responseDecoded: Buffer | undefined;
  responseEncoded: Buffer | undefined;
  responseBodyNote: string | undefined;
  outcome: ViolationRecord['outcome'] = 'forwarded';
  error: string | undefined;
  private readonly writer: ClientWriter;
  /** The client went away, or was cut off, before its answer was complete. */
  clientGone = false;
  private finished = false;
  readonly guard: Guard = makeGuard((error) => this.crashed(error));

  constructor(
    readonly ctx: ExchangeContext,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
  ) {
    this.correlationId = correlationIdOf(req.headers);
    this.method = req.method ?? 'GET';
    // A target that is no path (`*`, a CONNECT's) is refused as it came, and shown so (src/http's shownTarget).
    this.target = shownTarget(req.url ?? '/');
    this.writer = new ClientWriter(res, ctx.clientWatchdog, this);
  }

  /** Every value of a repeated header (withRepeats), as they went upstream: Node's own keep the first authorization, and a secret not learnt is not scrubbed. */
  receivedHeaders(): IncomingMessage['headers'] {
    return withRepeats(this.req.headers, this.req.rawHeaders);
  }

  /** Takes care of the exchange; never throws. */
  readonly start = this.guard(() => {
    const { req, res, ctx } = this;
    res.once('close', this.guard(this.clientClosed));
    // Errors of a client that goes away mid-upload are handled through 'close'.
    req.on('error', ignore);
    res.on('error', ignore);
    const refused = requestRefusal(req.method, req.url ?? '/', req.rawHeaders, req.headers['transfer-encoding']);
    if (refused !== undefined) {
      this.malformedRequest(refused.issue, refused.detail, false, refused.kind === 'transfer-coding' ? 'transfer-coding' : 'bad-request');
      return;
    }
    this.headers = endToEndHeaders(req.headers, ctx.options.trustForwarded, req.rawHeaders);
    // Routed once, here: the route goes to validateRequest and validateResponse.
    this.preflight = preflightMethod(this.method, req.headers);
    const { basePath } = ctx.options;
    this.route = routeRequest({ method: this.preflight ?? this.method, target: this.target, basePath });
    if (this.preflight === undefined && this.route.kind === 'match') this.operationId = this.route.operationId;
    const framing = requestFraming(req.headers);
    this.hasBody = framing.kind !== 'none';
    // As the mock, which routes first: refused on its head (404, 405), its body unread, not a 413.
    if (ctx.options.mode === 'enforce' && this.route.kind !== 'match') {
      if (this.hasBody) this.requestBodyNote = 'not read: the request was refused on its head';
      if (!this.checkRequest(UNREAD_BODY)) return;
    }
    const intake = requestIntake(framing, this.receivedHeaders(), ctx.options.maxBodyBytes, this.preflight !== undefined, () => continueBody(req, res));
    takeBody(req, intake, this.guard, (taken) => this.requestTaken(taken, framing.kind === 'length' ? framing : CHUNKED));
  });

  private requestTaken(intake: Intake, streamFraming: UpstreamFraming): void {
    switch (intake.kind) {
      case 'broken':
        this.clientAborted();
        return;
      case 'tooLarge':
        this.requestTooLarge(intake, streamFraming);
        return;
      case 'none':
        if (this.checkRequest(undefined)) this.forward(NO_BODY, undefined);
        return;
      case 'stream':
        this.requestBodyNote = this.preflight === undefined ? STREAMED : PREFLIGHT_BODY;
        if (this.checkRequest(UNREAD_BODY)) this.forward(streamFraming, undefined, intake);
        return;
      case 'json': {
        const { raw } = intake;
        this.requestDecoded = intake.decoded;
        if (this.checkRequest(intake.decoded, intake.issue)) this.forward(raw.length === 0 ? NO_BODY : { kind: 'length', length: raw.length }, raw);
      }
    }
  }

  /** Validates the request; false when it was answered instead (enforce mode). `encodingIssue`: the body could not be decoded, so it stands for every body check. */
  private checkRequest(body: unknown, encodingIssue?: ValidationIssue): boolean {
    const { ctx } = this;
    if (this.preflight !== undefined) {
      if (this.route.kind === 'match') {
        ctx.stats.counts(undefined).requests += 1;
        return true;
      }
      return this.requestChecked(preflightResult(this.route, this.preflight));
    }
    const began = performance.now();
    let result = validateRequest({ method: this.method, path: this.target, headers: this.headers, body, route: this.route }, ctx.validateOptions);
    ctx.metrics.observeValidation('request', (performance.now() - began) / 1000);
    if (encodingIssue !== undefined) result = withBodyIssue(result, encodingIssue);
    this.requestParsed = result.parsed?.body;
    return this.requestChecked(result);
  }

  private requestChecked(result: ValidationResult): boolean {
    const { ctx } = this;
    const counts = ctx.stats.counts(this.operationId);
    counts.requests += 1;
    const verdict = requestVerdict(result, this.route, ctx.options.mode === 'enforce', ctx.options.strict);
    if (verdict.kind === 'pass' && !verdict.violated) return true;
    this.requestIssues = result.issues;
    counts.requestViolations += 1;
    if (verdict.kind === 'pass') return true;
    this.reject(verdict.problem, `the request was not forwarded: ${summarise(verdict.issues)}`, verdict.issues, verdict.headers);
    return false;
  }

  /** A request no proxy may pass on, in either mode. `counted`: its request was counted already (validated, then found unforwardable). */
  malformedRequest(issue: ValidationIssue, detail: string, counted = false, kind: ProblemKind = 'bad-request'): void {
    const counts = this.ctx.stats.counts(this.operationId);
    if (!counted) counts.requests += 1;
    if (this.requestIssues.length === 0) counts.requestViolations += 1;
    this.requestIssues = [issue];
    this.reject(kind, detail, this.requestIssues);
  }

  /** A JSON request body over the limit: enforce mode cannot vouch for it (413); report mode passes it on as it comes, not validated (the contract sets no size limit), as it does such an answer. */
  private requestTooLarge(intake: Extract<Intake, { kind: 'tooLarge' }>, streamFraming: UpstreamFraming): void {
    const { ctx } = this;
    const what = intake.onceDecoded ? ' once decoded' : '';
    if (ctx.options.mode === 'report') {
      this.requestBodyNote = 'larger than the limit, streamed, not logged';
      if (!this.checkRequest(UNREAD_BODY, bodyTooLargeIssue(ctx.options.maxBodyBytes, `${what}, not validated`))) return;
      const [first] = intake.chunks;
      if (intake.complete) this.forward({ kind: 'length', length: first!.length }, first);
      else this.forward(streamFraming, undefined, { first: intake.chunks.length > 1 ? Buffer.concat(intake.chunks) : first });
      return;
    }
    const counts = ctx.stats.counts(this.operationId);
    counts.requests += 1;
    counts.requestViolations += 1;
    this.requestIssues = [bodyTooLargeIssue(ctx.options.maxBodyBytes, what)];
    this.requestBodyNote = what === '' ? 'larger than the limit, not read' : 'larger than the limit once decoded, not logged';
    this.reject('body-too-large', `the proxy reads JSON bodies of at most ${ctx.options.maxBodyBytes} bytes${what}`, this.requestIssues);
  }

  clientAborted(): void {
    this.clientGone = true;
    this.upstreamCall?.abandon();
  }

  /** Sends the request upstream, its body in hand (`body`) or streamed from the client after `stream.first`. */
  private forward(framing: UpstreamFraming, body: Buffer | undefined, stream?: { readonly first: Buffer | undefined }): void {
    this.requestParsed = undefined;
    if (this.clientGone) return;
    this.upstreamCall = new UpstreamCall(this, framing, body);
    if (stream === undefined) this.upstreamCall.send();
    else {
      continueBody(this.req, this.res);
      this.upstreamCall.sendStream(stream.first);
    }
  }

  /** The upstream answered (status line and headers): its body is taken in (UpstreamCall.takeAnswer), then validated. */
  upstreamResponded(upstreamRes: UpstreamResponse): void {
    this.upstreamRes = upstreamRes;
    this.upstreamCall!.takeAnswer(upstreamRes, (intake) => this.responseTaken(intake));
  }

  private responseTaken(intake: Intake): void {
    const call = this.upstreamCall!;
    if (call.settled || this.clientGone) return;
    switch (intake.kind) {
      case 'broken':
        this.fail(brokeOff(intake.error));
        return;
      case 'tooLarge':
        if (intake.complete) call.settle(true);
        this.responseTooLarge(intake.chunks, intake.onceDecoded ? ' once decoded' : '');
        return;
      case 'none':
        // Read to its end (nothing), so that its connection goes back to the pool.
        this.upstreamRes!.resume();
        call.settle(true);
        if (this.checkResponse(undefined)) this.answer(undefined);
        return;
      case 'stream':
        this.responseBodyNote = STREAMED;
        if (this.checkResponse(UNREAD_BODY)) this.streamResponse(intake.first);
        return;
      case 'json':
        call.settle(true);
        if (intake.decoded === intake.raw || intake.decoded === undefined) this.responseDecoded = intake.decoded;
        else this.responseEncoded = intake.raw;
        if (this.checkResponse(intake.decoded, intake.issue)) this.answer(intake.raw);
    }
  }

  /** Validates the upstream's response; false when enforce mode answered instead. */
  private checkResponse(body: unknown, encodingIssue?: ValidationIssue): boolean {
    const { ctx } = this;
    const upstreamRes = this.upstreamRes!;
    const status = upstreamRes.statusCode!;
    const counts = ctx.stats.counts(this.operationId);
    counts.responses += 1;
    // A request that matched no operation (report mode) has no contract to check the answer against.
    if (this.operationId === undefined) return true;
    const began = performance.now();
    let result = validateResponse(
      { method: this.method, path: this.target, status, headers: upstreamRes.receivedHeaders(), body, route: this.route },
      ctx.validateOptions,
    );
    ctx.metrics.observeValidation('response', (performance.now() - began) / 1000);
    if (encodingIssue !== undefined) result = withBodyIssue(result, encodingIssue);
    const verdict = responseVerdict(result, ctx.options.mode === 'enforce', ctx.options.strict, status);
    if (verdict.kind === 'pass' && !verdict.violated) return true;
    this.responseIssues = result.issues;
    counts.responseViolations += 1;
    if (verdict.kind === 'pass') return true;
    this.upstreamCall!.abandon();
    this.reject(verdict.problem, `the upstream answered ${status}: ${summarise(result.issues)}`, result.issues);
    return false;
  }

  private responseTooLarge(chunks: readonly Buffer[], what: string): void {
    const { ctx } = this;
    const counts = ctx.stats.counts(this.operationId);
    counts.responses += 1;
    counts.responseViolations += 1;
    this.responseIssues = [bodyTooLargeIssue(ctx.options.maxBodyBytes, `${what}, not validated`)];
    this.responseBodyNote = 'larger than the limit, streamed, not logged';
    if (ctx.options.mode === 'enforce') {
      this.upstreamCall!.abandon();
      this.reject('response-violation', `the upstream's body is larger than the ${ctx.options.maxBodyBytes} bytes the proxy reads${what}`, this.responseIssues);
      return;
    }
    const first = chunks.length === 0 ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    // Read whole already (too large only once decoded): answered as it came.
    if (this.upstreamCall!.settled) this.answer(first);
    else this.streamResponse(first);
  }

  /** Writes the upstream's status and headers to the client; false when they cannot be (then answered 502). */
  private head(contentLength: number | undefined): boolean {
    const failure = answerHead(this.res, this.upstreamRes!, this.correlationId, contentLength, this.mustClose());
    if (failure === undefined) return true;
    this.upstreamCall!.settle(false);
    this.fail(failure);
    return false;
  }

  /** The upstream's answer, passed on unchanged. */
  private answer(body: Buffer | undefined): void {
    if (this.clientGone) return;
    if (this.head(body?.length)) this.writer.end(body);
  }

  private streamResponse(first: Buffer | undefined): void {
    if (this.clientGone) return;
    if (this.head(undefined)) this.upstreamCall!.pipeTo(this.writer, first);
  }

  /** The proxy answers in the upstream's place: enforce mode, a malformed request, or a body over the limit. */
  private reject(kind: ProblemKind, detail: string, issues: readonly ValidationIssue[], headers?: Readonly<Record<string, string>>): void {
    this.outcome = 'rejected';
    this.ctx.stats.counts(this.operationId).rejected += 1;
    this.problem(kind, detail, issues, headers);
  }

  /** The upstream failed: unreachable, silent, malformed, or broke off. */
  fail(failure: Extract<UpstreamFailure, { kind: 'fail' }>): void {
    if (this.clientGone || this.outcome === 'failed') return;
    this.upstreamCall?.abandon();
    this.outcome = 'failed';
    this.error = failure.logText;
    this.ctx.stats.counts(this.operationId).failures += 1;
    if (this.res.headersSent) this.writer.cut();
    else this.problem(failure.problem, failure.detail, NO_ISSUES);
  }

  /** The client is too slow to take its answer (ClientWriter, UpstreamCall): cut off at once, the upstream let go, and the client is the one logged. */
  clientTimedOut(logText: string): void {
    if (this.clientGone) return;
    this.clientAborted();
    if (this.outcome === 'forwarded') this.outcome = 'client-timeout';
    this.error = this.error === undefined ? logText : `${this.error}; ${logText}`;
    this.ctx.stats.counts(this.operationId).clientTimeouts += 1;
    this.writer.cut(true);
  }

  /** A problem+json answer, with the request's secrets scrubbed from what it quotes. */
  private problem(kind: ProblemKind, detail: string, issues: readonly ValidationIssue[], headers?: Readonly<Record<string, string>>): void {
    if (this.clientGone || this.res.headersSent) return;
    const problem = problemOf(kind, detail, this.target, this.correlationId, {
      operationId: this.operationId,
      issues: issues.length > 0 ? [...issues] : undefined,
    });
    const secrets = requestSecrets(this.ctx.redactor, this.receivedHeaders(), this.target, this.operationId, this.requestParsed, this.requestDecoded);
    sendProblem(this.res, scrub(problem, secrets), this.mustClose(), headers);
    this.writer.ended();
  }

  /** Stopping, or the request body was not read to its end: the connection cannot carry another request. */
  mustClose(): boolean {
    return this.ctx.closing || (this.hasBody && !this.req.complete);
  }

  private readonly clientClosed = (): void => {
    if (!this.res.writableFinished) this.clientAborted();
    this.upstreamCall?.stopWatching();
    this.writer.stop();
    this.finish();
  };

  /** The last word on an exchange that threw: it fails, answered if it still can be, and the process goes on. */
  private crashed(error: unknown): void {
    try {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (this.outcome !== 'failed') {
        this.upstreamCall?.abandon();
        this.outcome = 'failed';
        this.error = `proxy error: ${message}`;
        this.ctx.stats.counts(this.operationId).failures += 1;
      }
      if (this.clientGone) return;
      sendCrash(this.res, this.target, this.correlationId);
      this.writer.ended();
    } catch {
      this.res.destroy();
    }
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    const { ctx, res } = this;
    // The next request of this connection may start, unless this answer ended it.
    turnOver(this.req, !res.writableFinished || answerCloses(res));
    try {
      recordExchange(ctx, this);
    } finally {
      ctx.exchangeDone();
    }
  }
}
