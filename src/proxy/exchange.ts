// One request through the proxy, from the client's first byte to the end of the answer: read and
// validate the request, forward it, read and validate the response, answer, and record the outcome.
// Every path ends in exactly one answer (or none when the client went away) and one call to done().
// Every event handler is guarded: whatever a peer sends, an exception ends this exchange (502 or
// 500, logged), never the process.
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchOperation, type ValidateOptions, type ValidationIssue, type ValidationResult, validateRequest, validateResponse } from '../validator/index.js';
import { type CollectOutcome, collectBody, peekBody } from './collect.js';
import { answerCloses, turnOver } from './connection.js';
import { isJsonType, requestFraming, responseFraming, UNREAD_BODY } from './content.js';
import { contentCodings, decodeBody } from './encoding.js';
import { clientResponseHeaders, correlationIdOf, endToEndHeaders, type UpstreamFraming, upstreamRequestHeaders } from './headers.js';
import type { RecordLog } from './log.js';
import type { ProxyMetrics } from './metrics.js';
import type { ResolvedOptions } from './options.js';
import { type ProblemKind, problemOf, sendProblem } from './problem.js';
import { buildRecord, type ViolationRecord } from './record.js';
import { type Redactor, redactBody, Secrets, scrub } from './redact.js';
import type { StatsCounter } from './stats.js';
import type { Upstream } from './upstream.js';
import { allowedMethods, malformedStatusLine, requestVerdict, responseVerdict, summarise } from './verdict.js';
import type { Watchdog, Watched } from './watchdog.js';

/** What every exchange shares with the proxy that runs it. */
export interface ExchangeContext {
  readonly options: ResolvedOptions;
  readonly upstream: Upstream;
  readonly stats: StatsCounter;
  readonly log: RecordLog;
  readonly metrics: ProxyMetrics;
  readonly watchdog: Watchdog;
  readonly redactor: Redactor;
  readonly validateOptions: ValidateOptions;
  /** True once the proxy is stopping: answers then close their connection. */
  readonly closing: boolean;
  exchangeDone(): void;
}

const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);
const NO_BODY: UpstreamFraming = { kind: 'none' };
const CHUNKED: UpstreamFraming = { kind: 'chunked' };

const tooLargeIssue = (limit: number, what: string): ValidationIssue => ({
  location: 'body',
  pointer: '',
  message: `is larger than ${limit} bytes${what}`,
  keyword: 'maxBodyBytes',
  severity: 'error',
});

/** Origin-form of a request target: absolute-form ('http://h/p') as a forward proxy would get it, reduced to its path. */
function originForm(url: string): string {
  if (url.charCodeAt(0) === 47 /* / */) return url;
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return '/';
  }
}

/** For the log: the error with its code. It may name the upstream's address, which only the log may hold. */
const errorText = (error: Error): string => {
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
};

/** For the client: the error's code alone, which names no address. */
const errorCode = (error: Error): string => (error as NodeJS.ErrnoException).code ?? 'connection error';

/** A request or response body for validation: as read, or decoded; an issue when it cannot be decoded. */
type Decoded = { body: Buffer; issue?: undefined } | { body?: undefined; issue: ValidationIssue } | { tooLarge: true; body?: undefined; issue?: undefined };

export class Exchange implements Watched {
  private readonly started = performance.now();
  private readonly correlationId: string;
  private readonly method: string;
  private readonly target: string;
  /** The client's end-to-end headers: validated, and forwarded. */
  private headers: IncomingHttpHeaders = {};
  private hasBody = false;
  private operationId: string | undefined;
  private requestIssues = NO_ISSUES;
  private responseIssues = NO_ISSUES;
  /** The request body as it came (forwarded), and decoded (validated and logged). */
  private requestBody: Buffer | undefined;
  private requestDecoded: Buffer | undefined;
  private requestBodyNote: string | undefined;
  /** The body is in hand (or there is none): the request can be sent again. */
  private replayable = false;
  private retried = false;
  private upstreamReq: ClientRequest | undefined;
  private upstreamRes: IncomingMessage | undefined;
  private responseDecoded: Buffer | undefined;
  private responseBodyNote: string | undefined;
  /** For the watchdog: the upstream's last sign of life, and when its whole answer must be in. */
  lastActivity = 0;
  deadline = Number.POSITIVE_INFINITY;
  private watched = false;
  private sentAt: number | undefined;
  private outcome: ViolationRecord['outcome'] = 'forwarded';
  private error: string | undefined;
  /** The upstream side is over: answered, failed or abandoned; later upstream events are noise. */
  private upstreamSettled = false;
  /** The client went away before its answer was complete. */
  private clientGone = false;
  private finished = false;

  constructor(
    private readonly ctx: ExchangeContext,
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
  ) {
    this.correlationId = correlationIdOf(req.headers);
    this.method = req.method ?? 'GET';
    this.target = originForm(req.url ?? '/');
  }

  /** Takes care of the exchange; never throws. */
  start(): void {
    try {
      this.begin();
    } catch (error) {
      this.crashed(error);
    }
  }

  private begin(): void {
    this.res.once('close', this.onClientClose);
    // Errors of a client that goes away mid-upload are handled through 'close'.
    this.req.on('error', ignore);
    this.res.on('error', ignore);
    const { req, ctx } = this;
    // RFC 9112 §3.2: a request target has no fragment. One the validator ignored would still be forwarded.
    if ((req.url ?? '').includes('#')) {
      this.malformedRequest('fragment', 'must not contain a fragment ("#"): a request target has none (RFC 9112 §3.2)');
      return;
    }
    this.headers = endToEndHeaders(req.headers, ctx.options.trustForwarded);
    const framing = requestFraming(req.headers);
    if (framing.kind === 'none') {
      this.replayable = true;
      if (this.checkRequest(undefined)) this.forward(NO_BODY, undefined);
      return;
    }
    this.hasBody = true;
    const limit = ctx.options.maxBodyBytes;
    if (isJsonType(req.headers['content-type'])) {
      if (framing.kind === 'length' && framing.length > limit) {
        this.requestTooLarge('');
        return;
      }
      collectBody(req, limit, this.onRequestBody);
      return;
    }
    // Not JSON: streamed to the upstream unread, framed as it came. The validator only needs to know it is there.
    this.requestBodyNote = 'not JSON, streamed, not logged';
    if (framing.kind === 'length') {
      if (this.checkRequest(UNREAD_BODY)) this.forwardStream(undefined, framing);
      return;
    }
    peekBody(
      req,
      this.guard((outcome) => {
        if (outcome.kind === 'broken') {
          this.clientAborted();
          return;
        }
        if (outcome.kind === 'empty') {
          this.requestBodyNote = undefined;
          this.replayable = true;
          if (this.checkRequest(undefined)) this.forward(NO_BODY, undefined);
        } else if (this.checkRequest(UNREAD_BODY)) this.forwardStream(outcome.chunk, CHUNKED);
      }),
    );
  }

  private readonly onRequestBody = (outcome: CollectOutcome): void => {
    try {
      this.requestBodyRead(outcome);
    } catch (error) {
      this.crashed(error);
    }
  };

  private requestBodyRead(outcome: CollectOutcome): void {
    if (outcome.kind === 'broken') {
      this.clientAborted();
      return;
    }
    if (outcome.kind === 'tooLarge') {
      this.requestTooLarge('');
      return;
    }
    const { body } = outcome;
    this.requestBody = body;
    this.replayable = true;
    const readable = this.decoded(body, this.req.headers['content-encoding']);
    if ('tooLarge' in readable) {
      this.requestTooLarge(' once decoded');
      return;
    }
    this.requestDecoded = readable.body;
    if (this.checkRequest(readable.body, readable.issue)) this.forward(body.length === 0 ? NO_BODY : { kind: 'length', length: body.length }, body);
  }

  /** The body with its Content-Encoding undone, within the size limit. */
  private decoded(body: Buffer, encoding: string | string[] | undefined): Decoded {
    const codings = contentCodings(encoding);
    if (codings === undefined) return { body };
    const outcome = decodeBody(body, codings, this.ctx.options.maxBodyBytes);
    switch (outcome.kind) {
      case 'body':
        return { body: outcome.body };
      case 'tooLarge':
        return { tooLarge: true };
      case 'unsupported':
        return {
          issue: {
            location: 'body',
            pointer: '',
            keyword: 'contentEncoding',
            message: `is encoded with "${outcome.coding}", which the proxy cannot decode: not validated`,
            severity: 'error',
          },
        };
      case 'corrupt':
        return {
          issue: {
            location: 'body',
            pointer: '',
            keyword: 'contentEncoding',
            message: `is not valid ${outcome.coding} data (${outcome.message}): not validated`,
            severity: 'error',
          },
        };
    }
  }

  /**
   * Validates the request; false when it was answered instead (enforce mode). `encodingIssue`: the
   * body could not be decoded, so it stands for every body check.
   */
  private checkRequest(body: unknown, encodingIssue?: ValidationIssue): boolean {
    const { ctx, req } = this;
    const basePath = ctx.options.basePath;
    // A CORS preflight is the browser asking about an operation, not calling it: no contract applies
    // to it, as long as there is such an operation.
    const preflightFor = this.method === 'OPTIONS' ? req.headers['access-control-request-method'] : undefined;
    if (preflightFor !== undefined) {
      const match = matchOperation(preflightFor.trim().toUpperCase(), this.target, { basePath });
      if (match !== null) {
        ctx.stats.counts(undefined).requests += 1;
        return true;
      }
      const issue: ValidationIssue = {
        location: 'route',
        pointer: '',
        keyword: 'preflight',
        message: `is a CORS preflight for ${preflightFor}, which no operation of this path has`,
        severity: 'error',
      };
      return this.requestChecked({ valid: false, issues: [issue] });
    }
    const began = performance.now();
    let result = validateRequest({ method: this.method, path: this.target, headers: this.headers, body }, ctx.validateOptions);
    ctx.metrics.observeValidation('request', (performance.now() - began) / 1000);
    if (encodingIssue !== undefined) result = withEncodingIssue(result, encodingIssue);
    return this.requestChecked(result);
  }

  private requestChecked(result: ValidationResult): boolean {
    const { ctx } = this;
    this.operationId = result.operationId;
    const counts = ctx.stats.counts(this.operationId);
    counts.requests += 1;
    const { options } = ctx;
    const verdict = requestVerdict(result, options.mode === 'enforce', options.strict, () => allowedMethods(this.target, options.basePath));
    if (verdict.kind === 'pass' && !verdict.violated) return true;
    this.requestIssues = result.issues;
    counts.requestViolations += 1;
    if (verdict.kind === 'pass') return true;
    this.reject(verdict.problem, `the request was not forwarded: ${summarise(result.issues)}`, result.issues, verdict.allow);
    return false;
  }

  /** A request no proxy may pass on, in either mode. `counted`: its request was counted already (validated, then found unforwardable). */
  private malformedRequest(keyword: string, message: string, counted = false): void {
    const counts = this.ctx.stats.counts(this.operationId);
    if (!counted) counts.requests += 1;
    if (this.requestIssues.length === 0) counts.requestViolations += 1;
    this.requestIssues = [{ location: 'path', pointer: '', keyword, message, severity: 'error' }];
    this.reject('bad-request', `the request target ${message}`, this.requestIssues);
  }

  private requestTooLarge(what: string): void {
    const { ctx } = this;
    this.operationId = matchOperation(this.method, this.target, { basePath: ctx.options.basePath })?.operationId;
    const counts = ctx.stats.counts(this.operationId);
    counts.requests += 1;
    counts.requestViolations += 1;
    this.requestIssues = [tooLargeIssue(ctx.options.maxBodyBytes, what)];
    this.requestBodyNote = what === '' ? 'larger than the limit, not read' : 'larger than the limit once decoded, not logged';
    this.requestDecoded = undefined;
    this.reject('body-too-large', `the proxy reads JSON bodies of at most ${ctx.options.maxBodyBytes} bytes${what}`, this.requestIssues);
  }

  private clientAborted(): void {
    this.clientGone = true;
    this.abandonUpstream();
  }

  /** Opens the upstream request, framed as `framing` says; undefined when it cannot be (then answered). */
  private send(framing: UpstreamFraming): ClientRequest | undefined {
    const { ctx } = this;
    const headers = upstreamRequestHeaders(this.headers, this.req, this.correlationId, ctx.upstream.host, framing);
    let upstreamReq: ClientRequest;
    try {
      upstreamReq = ctx.upstream.send(this.method, this.target, headers);
    } catch (error) {
      // Node refuses some targets and header values it parsed itself (ERR_UNESCAPED_CHARACTERS, ERR_INVALID_CHAR).
      this.malformedRequest('forwardable', `cannot be forwarded: ${(error as Error).message}`, true);
      return undefined;
    }
    this.upstreamReq = upstreamReq;
    this.sentAt = performance.now();
    upstreamReq.on('response', this.onUpstreamResponse);
    upstreamReq.on('error', this.onUpstreamError);
    // A 101 to a request that asked for no upgrade: Node hands it here, not to 'response', and
    // without a listener the exchange would wait for the silence timeout.
    upstreamReq.on('upgrade', this.onUpstreamUpgrade);
    this.lastActivity = this.sentAt;
    // The deadline for the whole answer starts once the request is out (Envoy's route timeout does the
    // same): now for a body in hand, at the end of the upload for a streamed one (forwardStream).
    this.deadline =
      framing.kind === 'chunked' || (framing.kind === 'length' && this.requestBody === undefined)
        ? Number.POSITIVE_INFINITY
        : this.sentAt + this.ctx.options.responseTimeoutMs;
    if (!this.watched) {
      this.watched = true;
      this.ctx.watchdog.watch(this);
    }
    return upstreamReq;
  }

  private forward(framing: UpstreamFraming, body: Buffer | undefined): void {
    if (this.clientGone) return;
    this.send(framing)?.end(body);
  }

  private forwardStream(first: Buffer | undefined, framing: UpstreamFraming): void {
    if (this.clientGone) return;
    const { req } = this;
    const upstreamReq = this.send(framing);
    if (upstreamReq === undefined) return;
    if (first !== undefined) upstreamReq.write(first);
    // While the client uploads, the upstream's silence is expected: only the time after counts.
    req.on('data', this.touch);
    upstreamReq.once('finish', () => {
      if (!this.upstreamSettled) this.deadline = performance.now() + this.ctx.options.responseTimeoutMs;
    });
    // Not pipeline(): an upstream failure must not destroy the client's socket, which still gets a 502.
    req.pipe(upstreamReq);
    req.once(
      'close',
      this.guard(() => {
        if (!req.complete) this.clientAborted();
      }),
    );
  }

  /** Upstream activity: the silence timeout counts silence, not the whole transfer. */
  private readonly touch = (): void => {
    this.lastActivity = performance.now();
  };

  /** No longer waiting on the upstream: the watchdog lets go. */
  private stopWatching(): void {
    if (!this.watched) return;
    this.watched = false;
    this.ctx.watchdog.unwatch(this);
  }

  /** The watchdog: the upstream said nothing for --timeout. */
  silent(): void {
    this.watched = false;
    try {
      this.fail(
        'upstream-timeout',
        `the upstream was silent for ${this.ctx.options.timeoutMs} ms`,
        `timeout after ${this.ctx.options.timeoutMs} ms of silence`,
      );
    } catch (error) {
      this.crashed(error);
    }
  }

  /** The watchdog: the whole answer is not in by --response-timeout. */
  late(): void {
    this.watched = false;
    const ms = this.ctx.options.responseTimeoutMs;
    try {
      this.fail('upstream-timeout', `the upstream's answer took longer than ${ms} ms`, `response timeout: the answer was not complete after ${ms} ms`);
    } catch (error) {
      this.crashed(error);
    }
  }

  private readonly onUpstreamUpgrade = (upstreamRes: IncomingMessage, socket: Duplex): void => {
    socket.destroy();
    this.guard(() => {
      const malformed = malformedStatusLine(upstreamRes.statusCode, upstreamRes.statusMessage) ?? `status ${upstreamRes.statusCode} is not a final answer`;
      this.fail('upstream-malformed', `the upstream's status line is malformed: ${malformed}`, `malformed status line: ${malformed}`);
    })();
  };

  private readonly onUpstreamError = (error: Error): void => {
    try {
      this.upstreamFailed(error);
    } catch (error) {
      this.crashed(error);
    }
  };

  private upstreamFailed(error: Error): void {
    // After the response started, its own stream reports the failure (collectBody, streamResponse).
    if (this.upstreamSettled || this.clientGone || this.upstreamRes !== undefined) return;
    const code = (error as NodeJS.ErrnoException).code;
    // A pooled connection the upstream closed while it sat idle (or just as it was reused): sent
    // again once on a fresh one, when sending it twice cannot do harm.
    if (!this.retried && this.replayable && this.upstreamReq?.reusedSocket && code === 'ECONNRESET' && this.safeToRepeat()) {
      this.retried = true;
      this.forward(
        this.requestBody === undefined || this.requestBody.length === 0 ? NO_BODY : { kind: 'length', length: this.requestBody.length },
        this.requestBody,
      );
      return;
    }
    // llhttp's parse errors (HPE_*): the upstream answered something that is not HTTP.
    if (code?.startsWith('HPE_')) {
      this.fail('upstream-malformed', `the upstream's response is not valid HTTP (${code})`, `malformed response: ${errorText(error)}`);
      return;
    }
    // The detail the client gets names no address: that stays in the log.
    this.fail(
      'upstream-unavailable',
      `the upstream cannot be reached (${errorCode(error)})`,
      `cannot reach the upstream ${this.ctx.upstream.origin}: ${errorText(error)}`,
    );
  }

  /** Idempotent methods (RFC 9110 §9.2.2), and requests that carry an idempotency key. */
  private safeToRepeat(): boolean {
    return IDEMPOTENT_METHODS.has(this.method) || this.req.headers['idempotency-key'] !== undefined;
  }

  private readonly onUpstreamResponse = (upstreamRes: IncomingMessage): void => {
    try {
      this.upstreamResponded(upstreamRes);
    } catch (error) {
      this.crashed(error);
    }
  };

  private upstreamResponded(upstreamRes: IncomingMessage): void {
    if (this.upstreamSettled || this.clientGone) {
      upstreamRes.destroy();
      return;
    }
    this.upstreamRes = upstreamRes;
    upstreamRes.on('error', ignore);
    this.touch();
    const malformed = malformedStatusLine(upstreamRes.statusCode, upstreamRes.statusMessage);
    if (malformed !== undefined) {
      this.fail('upstream-malformed', `the upstream's status line is malformed: ${malformed}`, `malformed status line: ${malformed}`);
      return;
    }
    const status = upstreamRes.statusCode!;
    const framing = responseFraming(this.method, status, upstreamRes.headers);
    if (framing.kind === 'none') {
      upstreamRes.resume();
      this.settleUpstream(true);
      if (this.checkResponse(undefined)) this.answer(undefined);
      return;
    }
    const limit = this.ctx.options.maxBodyBytes;
    const contentType = upstreamRes.headers['content-type'];
    // No content-type: the validator reads the body as JSON (what the contract declares), so read it.
    if (contentType === undefined || isJsonType(contentType)) {
      if (framing.kind === 'length' && framing.length > limit) {
        this.responseTooLarge([], '');
        return;
      }
      collectBody(upstreamRes, limit, this.onResponseBody, this.touch);
      return;
    }
    this.responseBodyNote = 'not JSON, streamed, not logged';
    if (framing.kind === 'length') {
      if (this.checkResponse(UNREAD_BODY)) this.streamResponse(undefined);
      return;
    }
    peekBody(
      upstreamRes,
      this.guard((outcome) => {
        if (outcome.kind === 'broken') {
          this.upstreamBroke(outcome.error);
          return;
        }
        if (outcome.kind === 'empty') {
          this.responseBodyNote = undefined;
          this.settleUpstream(true);
          if (this.checkResponse(undefined)) this.answer(undefined);
        } else if (this.checkResponse(UNREAD_BODY)) this.streamResponse(outcome.chunk);
      }),
    );
  }

  private readonly onResponseBody = (outcome: CollectOutcome): void => {
    try {
      this.responseBodyRead(outcome);
    } catch (error) {
      this.crashed(error);
    }
  };

  private responseBodyRead(outcome: CollectOutcome): void {
    if (this.upstreamSettled || this.clientGone) return;
    if (outcome.kind === 'broken') {
      this.upstreamBroke(outcome.error);
      return;
    }
    if (outcome.kind === 'tooLarge') {
      this.responseTooLarge(outcome.chunks, '');
      return;
    }
    this.settleUpstream(true);
    const { body } = outcome;
    const readable = this.decoded(body, this.upstreamRes!.headers['content-encoding']);
    if ('tooLarge' in readable) {
      this.responseTooLarge([body], ' once decoded');
      return;
    }
    this.responseDecoded = readable.body;
    if (this.checkResponse(readable.body, readable.issue)) this.answer(body);
  }

  /** Validates the upstream's response; false when enforce mode answered instead. */
  private checkResponse(body: unknown, encodingIssue?: ValidationIssue): boolean {
    const { ctx } = this;
    const upstreamRes = this.upstreamRes!;
    const counts = ctx.stats.counts(this.operationId);
    counts.responses += 1;
    // A request that matched no operation (report mode) has no contract to check the answer against.
    if (this.operationId === undefined) return true;
    const began = performance.now();
    let result = validateResponse(
      { method: this.method, path: this.target, status: upstreamRes.statusCode!, headers: upstreamRes.headers, body },
      ctx.validateOptions,
    );
    ctx.metrics.observeValidation('response', (performance.now() - began) / 1000);
    if (encodingIssue !== undefined) result = withEncodingIssue(result, encodingIssue);
    const verdict = responseVerdict(result, ctx.options.mode === 'enforce', ctx.options.strict, upstreamRes.statusCode!);
    if (verdict.kind === 'pass' && !verdict.violated) return true;
    this.responseIssues = result.issues;
    counts.responseViolations += 1;
    if (verdict.kind === 'pass') return true;
    this.abandonUpstream();
    this.reject('response-violation', `the upstream answered ${upstreamRes.statusCode!}: ${summarise(result.issues)}`, result.issues);
    return false;
  }

  private responseTooLarge(chunks: Buffer[], what: string): void {
    const { ctx } = this;
    const counts = ctx.stats.counts(this.operationId);
    counts.responses += 1;
    counts.responseViolations += 1;
    this.responseIssues = [tooLargeIssue(ctx.options.maxBodyBytes, `${what}, not validated`)];
    this.responseBodyNote = 'larger than the limit, streamed, not logged';
    this.responseDecoded = undefined;
    if (ctx.options.mode === 'enforce') {
      this.abandonUpstream();
      this.reject('response-violation', `the upstream's body is larger than the ${ctx.options.maxBodyBytes} bytes the proxy reads${what}`, this.responseIssues);
      return;
    }
    const first = chunks.length === 0 ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    // Read whole already (too large only once decoded): answered as it came.
    if (this.upstreamSettled) this.answer(first);
    else this.streamResponse(first);
  }

  private upstreamBroke(error: Error): void {
    this.fail('upstream-malformed', `the upstream's response broke off mid-body (${errorCode(error)})`, `response broke off mid-body: ${errorText(error)}`);
  }

  /** Writes the upstream's status and headers to the client; false when they cannot be (then answered 502). */
  private head(contentLength: number | undefined): boolean {
    const upstreamRes = this.upstreamRes!;
    const close = this.mustClose();
    try {
      this.res.writeHead(
        upstreamRes.statusCode!,
        upstreamRes.statusMessage,
        clientResponseHeaders(upstreamRes.rawHeaders, this.correlationId, { contentLength, close }),
      );
      return true;
    } catch (error) {
      // A header name or value Node will not send: the upstream's answer is malformed.
      this.settleUpstream(false);
      this.fail(
        'upstream-malformed',
        `the upstream's response headers cannot be passed on (${errorCode(error as Error)})`,
        `malformed response headers: ${errorText(error as Error)}`,
      );
      return false;
    }
  }

  /** The upstream's answer, passed on unchanged. */
  private answer(body: Buffer | undefined): void {
    if (this.clientGone) return;
    if (this.head(body?.length)) this.res.end(body);
  }

  private streamResponse(first: Buffer | undefined): void {
    if (this.clientGone) return;
    const upstreamRes = this.upstreamRes!;
    if (!this.head(undefined)) return;
    if (first !== undefined) this.res.write(first);
    upstreamRes.on('data', this.touch);
    // Not pipeline(): it would destroy the client's response before saying why, and a cut answer
    // must be told from a client that went away.
    upstreamRes.once(
      'close',
      this.guard(() => {
        if (this.upstreamSettled || this.clientGone) return;
        // The client's answer started: all that is left is to cut it, so that it is not taken for whole.
        if (!upstreamRes.complete) this.upstreamBroke(new Error('the upstream closed the connection'));
        else this.settleUpstream(true);
      }),
    );
    upstreamRes.pipe(this.res);
  }

  /** The proxy answers in the upstream's place: enforce mode, a malformed request, or a body over the limit. */
  private reject(kind: ProblemKind, detail: string, issues: readonly ValidationIssue[], allow?: readonly string[]): void {
    this.outcome = 'rejected';
    this.ctx.stats.counts(this.operationId).rejected += 1;
    this.problem(kind, detail, issues, allow);
  }

  /** The upstream failed: unreachable, silent, malformed, or broke off. */
  private fail(kind: ProblemKind, detail: string, error: string): void {
    if (this.clientGone || this.outcome === 'failed') return;
    this.abandonUpstream();
    this.outcome = 'failed';
    this.error = error;
    this.ctx.stats.counts(this.operationId).failures += 1;
    if (this.res.headersSent) this.res.destroy();
    else this.problem(kind, detail, NO_ISSUES);
  }

  /** A problem+json answer, with the request's secrets scrubbed from what it quotes. */
  private problem(kind: ProblemKind, detail: string, issues: readonly ValidationIssue[], allow?: readonly string[]): void {
    if (this.clientGone || this.res.headersSent) return;
    const problem = problemOf(kind, detail, this.target, this.correlationId, {
      operationId: this.operationId,
      issues: issues.length > 0 ? [...issues] : undefined,
    });
    // RFC 9110 §11.6.1: a 401 names the scheme the credentials go in.
    // RFC 9110 §15.5.6: a 405 lists the methods the path takes.
    const extra: Record<string, string> | undefined =
      kind === 'unauthorized' ? { 'www-authenticate': 'ApiKey' } : allow === undefined ? undefined : { allow: allow.join(', ') };
    sendProblem(this.res, scrub(problem, this.requestSecrets()), this.mustClose(), extra);
  }

  /** The secrets the request carried: secret headers and query parameters, body credentials. */
  private requestSecrets(): Secrets {
    const secrets = new Secrets();
    const { redactor } = this.ctx;
    redactor.redactHeaders(this.req.headers, secrets);
    redactor.redactTarget(this.target, secrets);
    const body = this.requestDecoded;
    if (body !== undefined && body.length > 0) {
      try {
        redactBody(JSON.parse(body.toString('utf8')) as unknown, secrets);
      } catch {
        /* not JSON: nothing to find in it */
      }
    }
    return secrets;
  }

  /** Stopping, or the request body was not read to its end: the connection cannot carry another request. */
  private mustClose(): boolean {
    return this.ctx.closing || (this.hasBody && !this.req.complete);
  }

  /** The upstream side is over; `answered`: it answered whole, and its time is measured. */
  private settleUpstream(answered: boolean): void {
    if (answered && !this.upstreamSettled && this.sentAt !== undefined) {
      this.ctx.metrics.observeUpstream(this.operationId ?? '(no operation)', (performance.now() - this.sentAt) / 1000);
    }
    this.upstreamSettled = true;
    this.stopWatching();
  }

  /** Stops whatever is still under way upstream. A response read to its end keeps its connection for reuse. */
  private abandonUpstream(): void {
    this.settleUpstream(false);
    if (this.upstreamRes?.complete) return;
    this.upstreamRes?.destroy();
    this.upstreamReq?.destroy();
  }

  private readonly onClientClose = (): void => {
    try {
      this.clientClosed();
    } catch (error) {
      this.crashed(error);
    }
  };

  private clientClosed(): void {
    if (!this.res.writableFinished) this.clientAborted();
    this.stopWatching();
    this.finish();
  }

  /** The last word on an exchange that threw: it fails, answered if it still can be, and the process goes on. */
  private crashed(error: unknown): void {
    try {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (this.outcome !== 'failed') {
        this.abandonUpstream();
        this.outcome = 'failed';
        this.error = `proxy error: ${message}`;
        this.ctx.stats.counts(this.operationId).failures += 1;
      }
      if (this.clientGone) return;
      if (this.res.headersSent) this.res.destroy();
      else if (
        !sendProblem(
          this.res,
          problemOf('proxy-error', 'the proxy failed to handle this exchange; its log has the error', this.target, this.correlationId),
          true,
        )
      )
        this.res.destroy();
    } catch {
      this.res.destroy();
    }
  }

  /** `handler` made safe to call from an event: what it throws ends the exchange, not the process. */
  private guard<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
    return (...args: A) => {
      try {
        handler(...args);
      } catch (error) {
        this.crashed(error);
      }
    };
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    const { ctx, res } = this;
    // The next request of this connection may start, unless this answer ended it.
    turnOver(this.req, !res.writableFinished || answerCloses(res));
    try {
      this.record();
    } finally {
      ctx.exchangeDone();
    }
  }

  private record(): void {
    const { ctx } = this;
    const violated = this.requestIssues.length > 0 || this.responseIssues.length > 0;
    if (violated) ctx.stats.counts(this.operationId).violations += 1;
    if (!violated && this.outcome !== 'failed') return;
    const upstreamRes = this.upstreamRes;
    ctx.log.write(
      buildRecord({
        redactor: ctx.redactor,
        correlationId: this.correlationId,
        operationId: this.operationId,
        method: this.method,
        path: this.target,
        status: this.res.writableFinished ? this.res.statusCode : null,
        upstreamStatus: upstreamRes?.statusCode,
        mode: ctx.options.mode,
        outcome: this.outcome,
        durationMs: performance.now() - this.started,
        requestIssues: this.requestIssues,
        responseIssues: this.responseIssues,
        error: this.error,
        request: { headers: this.req.headers, body: this.requestDecoded, bodyNote: this.requestBodyNote },
        response: upstreamRes === undefined ? undefined : { headers: upstreamRes.headers, body: this.responseDecoded, bodyNote: this.responseBodyNote },
      }),
    );
  }
}

/** The decoding issue in place of the body checks, which could not run on an undecodable body. */
function withEncodingIssue(result: ValidationResult, issue: ValidationIssue): ValidationResult {
  const others = result.issues.filter((other) => other.location !== 'body');
  return { valid: false, ...(result.operationId === undefined ? {} : { operationId: result.operationId }), issues: [issue, ...others] };
}

function ignore(): void {}
