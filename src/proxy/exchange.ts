// One request through the proxy, from the client's first byte to the end of the answer: read and
// validate the request, forward it, read and validate the response, answer, and record the outcome.
// Every path ends in exactly one answer (or none when the client went away) and one call to done().
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { matchOperation, validateRequest, validateResponse, type ValidationIssue, type ValidationResult } from '../validator/index.js';
import { collectBody, peekBody, type CollectOutcome } from './collect.js';
import { isJsonType, requestFraming, responseFraming, UNREAD_BODY } from './content.js';
import { clientResponseHeaders, correlationIdOf, upstreamRequestHeaders } from './headers.js';
import type { RecordLog } from './log.js';
import type { ResolvedOptions } from './options.js';
import { problemOf, sendProblem, type ProblemKind } from './problem.js';
import { buildRecord, type ViolationRecord } from './record.js';
import type { StatsCounter } from './stats.js';
import type { Upstream } from './upstream.js';

/** What every exchange shares with the proxy that runs it. */
export interface ExchangeContext {
  readonly options: ResolvedOptions;
  readonly upstream: Upstream;
  readonly stats: StatsCounter;
  readonly log: RecordLog;
  readonly validateOptions: { strict: boolean; maxBodyBytes: number };
  /** True once the proxy is stopping: answers then close their connection. */
  readonly closing: boolean;
  exchangeDone(): void;
}

const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);

const tooLargeIssue = (limit: number, what: string): ValidationIssue => ({
  location: 'body',
  pointer: '',
  message: `is larger than ${limit} bytes${what}`,
  keyword: 'maxBodyBytes',
  severity: 'error',
});

/** Strict mode makes warnings count; otherwise only errors do. */
const violates = (result: ValidationResult, strict: boolean): boolean => (strict ? result.issues.length > 0 : !result.valid);

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

function summarise(issues: readonly ValidationIssue[]): string {
  const [first] = issues;
  if (first === undefined) return 'no issue';
  const rest = issues.length > 1 ? ` (and ${issues.length - 1} more issue${issues.length > 2 ? 's' : ''})` : '';
  return `${first.location}${first.pointer}: ${first.message}${rest}`;
}

const errorText = (error: Error): string => {
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
};

export class Exchange {
  private readonly started = performance.now();
  private readonly correlationId: string;
  private readonly method: string;
  private readonly target: string;
  private operationId: string | undefined;
  private requestIssues = NO_ISSUES;
  private responseIssues = NO_ISSUES;
  private requestBody: Buffer | undefined;
  private requestBodyNote: string | undefined;
  /** The body is in hand (or there is none): the request can be sent again. */
  private replayable = false;
  private retried = false;
  private upstreamReq: ClientRequest | undefined;
  private upstreamRes: IncomingMessage | undefined;
  private responseBody: Buffer | undefined;
  private responseBodyNote: string | undefined;
  private timer: NodeJS.Timeout | undefined;
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

  start(): void {
    this.res.once('close', this.onClientClose);
    // Errors of a client that goes away mid-upload are handled through 'close'.
    this.req.on('error', ignore);
    this.res.on('error', ignore);
    const { req } = this;
    const framing = requestFraming(req.headers);
    if (framing.kind === 'none') {
      this.replayable = true;
      if (this.checkRequest(undefined)) this.forward(undefined);
      return;
    }
    const limit = this.ctx.options.maxBodyBytes;
    if (isJsonType(req.headers['content-type'])) {
      if (framing.kind === 'length' && framing.length > limit) return this.requestTooLarge();
      collectBody(req, limit, this.onRequestBody);
      return;
    }
    // Not JSON: streamed to the upstream unread. The validator only needs to know it is there.
    this.requestBodyNote = 'not JSON, streamed, not logged';
    if (framing.kind === 'length') {
      if (this.checkRequest(UNREAD_BODY)) this.forwardStream(undefined);
      return;
    }
    peekBody(req, (outcome) => {
      if (outcome.kind === 'broken') return this.clientAborted();
      if (outcome.kind === 'empty') {
        this.requestBodyNote = undefined;
        this.replayable = true;
        if (this.checkRequest(undefined)) this.forward(undefined);
      } else if (this.checkRequest(UNREAD_BODY)) this.forwardStream(outcome.chunk);
    });
  }

  private readonly onRequestBody = (outcome: CollectOutcome): void => {
    if (outcome.kind === 'broken') return this.clientAborted();
    if (outcome.kind === 'tooLarge') return this.requestTooLarge();
    this.requestBody = outcome.body;
    this.replayable = true;
    if (this.checkRequest(outcome.body)) this.forward(outcome.body);
  };

  /** Validates the request; false when enforce mode answered it instead. */
  private checkRequest(body: unknown): boolean {
    const { ctx, req } = this;
    // A CORS preflight is the browser asking about an operation, not calling it: no contract applies.
    if (this.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      ctx.stats.counts(undefined).requests += 1;
      return true;
    }
    const result = validateRequest({ method: this.method, path: this.target, headers: req.headers, body }, ctx.validateOptions);
    this.operationId = result.operationId;
    const counts = ctx.stats.counts(this.operationId);
    counts.requests += 1;
    if (!violates(result, ctx.options.strict)) return true;
    this.requestIssues = result.issues;
    counts.requestViolations += 1;
    if (ctx.options.mode !== 'enforce') return true;
    this.reject('request-violation', `the request was not forwarded: ${summarise(result.issues)}`, result.issues);
    return false;
  }

  private requestTooLarge(): void {
    const { ctx } = this;
    this.operationId = matchOperation(this.method, this.target)?.operationId;
    const counts = ctx.stats.counts(this.operationId);
    counts.requests += 1;
    counts.requestViolations += 1;
    this.requestIssues = [tooLargeIssue(ctx.options.maxBodyBytes, '')];
    this.requestBodyNote = 'larger than the limit, not read';
    this.reject('body-too-large', `the proxy reads JSON bodies of at most ${ctx.options.maxBodyBytes} bytes`, this.requestIssues);
  }

  private clientAborted(): void {
    this.clientGone = true;
    this.abandonUpstream();
  }

  private send(): ClientRequest {
    const { ctx } = this;
    const headers = upstreamRequestHeaders(this.req, this.correlationId, ctx.upstream.host, this.requestBody?.length);
    const upstreamReq = ctx.upstream.send(this.method, this.target, headers);
    this.upstreamReq = upstreamReq;
    upstreamReq.on('response', this.onUpstreamResponse);
    upstreamReq.on('error', this.onUpstreamError);
    this.armTimer();
    return upstreamReq;
  }

  private forward(body: Buffer | undefined): void {
    if (this.clientGone) return;
    this.send().end(body);
  }

  private forwardStream(first: Buffer | undefined): void {
    if (this.clientGone) return;
    const { req } = this;
    const upstreamReq = this.send();
    if (first !== undefined) upstreamReq.write(first);
    // While the client uploads, the upstream's silence is expected: only the time after counts.
    req.on('data', this.touch);
    // Not pipeline(): an upstream failure must not destroy the client's socket, which still gets a 502.
    req.pipe(upstreamReq);
    req.once('close', () => {
      if (!req.complete) this.clientAborted();
    });
  }

  private armTimer(): void {
    if (this.timer === undefined) this.timer = setTimeout(this.onTimeout, this.ctx.options.timeoutMs);
    else this.timer.refresh();
  }

  /** Upstream activity: the timeout counts silence, not the whole transfer. */
  private readonly touch = (): void => {
    this.timer?.refresh();
  };

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private readonly onTimeout = (): void => {
    this.timer = undefined;
    this.fail('upstream-timeout', `the upstream was silent for ${this.ctx.options.timeoutMs} ms`, `timeout after ${this.ctx.options.timeoutMs} ms of silence`);
  };

  private readonly onUpstreamError = (error: Error): void => {
    // After the response started, its own stream reports the failure (collectBody, streamResponse).
    if (this.upstreamSettled || this.clientGone || this.upstreamRes !== undefined) return;
    const code = (error as NodeJS.ErrnoException).code;
    // A pooled connection the upstream closed while it sat idle (or just as it was reused): sent
    // again once on a fresh one, when sending it twice cannot do harm.
    if (!this.retried && this.replayable && this.upstreamReq?.reusedSocket && code === 'ECONNRESET' && this.safeToRepeat()) {
      this.retried = true;
      this.forward(this.requestBody);
      return;
    }
    this.fail('upstream-unavailable', `cannot reach the upstream ${this.ctx.upstream.origin}: ${errorText(error)}`, errorText(error));
  };

  /** Idempotent methods (RFC 9110 §9.2.2), and requests that carry an idempotency key. */
  private safeToRepeat(): boolean {
    return IDEMPOTENT_METHODS.has(this.method) || this.req.headers['idempotency-key'] !== undefined;
  }

  private readonly onUpstreamResponse = (upstreamRes: IncomingMessage): void => {
    if (this.upstreamSettled || this.clientGone) {
      upstreamRes.destroy();
      return;
    }
    this.upstreamRes = upstreamRes;
    upstreamRes.on('error', ignore);
    this.touch();
    const status = upstreamRes.statusCode ?? 0;
    const framing = responseFraming(this.method, status, upstreamRes.headers);
    if (framing.kind === 'none') {
      upstreamRes.resume();
      this.settleUpstream();
      if (this.checkResponse(undefined)) this.answer(undefined);
      return;
    }
    const limit = this.ctx.options.maxBodyBytes;
    const contentType = upstreamRes.headers['content-type'];
    // No content-type: the validator reads the body as JSON (what the contract declares), so read it.
    if (contentType === undefined || isJsonType(contentType)) {
      if (framing.kind === 'length' && framing.length > limit) return this.responseTooLarge([]);
      collectBody(upstreamRes, limit, this.onResponseBody, this.touch);
      return;
    }
    this.responseBodyNote = 'not JSON, streamed, not logged';
    if (framing.kind === 'length') {
      if (this.checkResponse(UNREAD_BODY)) this.streamResponse(undefined);
      return;
    }
    peekBody(upstreamRes, (outcome) => {
      if (outcome.kind === 'broken') return this.upstreamBroke(outcome.error);
      if (outcome.kind === 'empty') {
        this.responseBodyNote = undefined;
        this.settleUpstream();
        if (this.checkResponse(undefined)) this.answer(undefined);
      } else if (this.checkResponse(UNREAD_BODY)) this.streamResponse(outcome.chunk);
    });
  };

  private readonly onResponseBody = (outcome: CollectOutcome): void => {
    if (this.upstreamSettled || this.clientGone) return;
    if (outcome.kind === 'broken') return this.upstreamBroke(outcome.error);
    if (outcome.kind === 'tooLarge') return this.responseTooLarge(outcome.chunks);
    this.settleUpstream();
    this.responseBody = outcome.body;
    if (this.checkResponse(outcome.body)) this.answer(outcome.body);
  };

  /** Validates the upstream's response; false when enforce mode answered instead. */
  private checkResponse(body: unknown): boolean {
    const { ctx } = this;
    const upstreamRes = this.upstreamRes!;
    const counts = ctx.stats.counts(this.operationId);
    counts.responses += 1;
    // A request that matched no operation (report mode) has no contract to check the answer against.
    if (this.operationId === undefined) return true;
    const result = validateResponse({ method: this.method, path: this.target, status: upstreamRes.statusCode ?? 0, headers: upstreamRes.headers, body }, ctx.validateOptions);
    if (!violates(result, ctx.options.strict)) return true;
    this.responseIssues = result.issues;
    counts.responseViolations += 1;
    if (ctx.options.mode !== 'enforce') return true;
    this.abandonUpstream();
    this.reject('response-violation', `the upstream answered ${upstreamRes.statusCode ?? 0}: ${summarise(result.issues)}`, result.issues);
    return false;
  }

  private responseTooLarge(chunks: Buffer[]): void {
    const { ctx } = this;
    const counts = ctx.stats.counts(this.operationId);
    counts.responses += 1;
    counts.responseViolations += 1;
    this.responseIssues = [tooLargeIssue(ctx.options.maxBodyBytes, ', not validated')];
    this.responseBodyNote = 'larger than the limit, streamed, not logged';
    if (ctx.options.mode === 'enforce') {
      this.abandonUpstream();
      this.reject('response-violation', `the upstream's body is larger than the ${ctx.options.maxBodyBytes} bytes the proxy reads`, this.responseIssues);
      return;
    }
    this.streamResponse(chunks.length === 0 ? undefined : Buffer.concat(chunks));
  }

  private upstreamBroke(error: Error): void {
    this.fail('upstream-malformed', `the upstream's response broke off mid-body: ${errorText(error)}`, `response broke off mid-body: ${errorText(error)}`);
  }

  private head(contentLength: number | undefined): void {
    const upstreamRes = this.upstreamRes!;
    const close = this.mustClose();
    this.res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, clientResponseHeaders(upstreamRes.rawHeaders, this.correlationId, { contentLength, close }));
  }

  /** The upstream's answer, passed on unchanged. */
  private answer(body: Buffer | undefined): void {
    if (this.clientGone) return;
    this.head(body?.length);
    this.res.end(body);
  }

  private streamResponse(first: Buffer | undefined): void {
    if (this.clientGone) return;
    const upstreamRes = this.upstreamRes!;
    this.head(undefined);
    if (first !== undefined) this.res.write(first);
    upstreamRes.on('data', this.touch);
    // Not pipeline(): it would destroy the client's response before saying why, and a cut answer
    // must be told from a client that went away.
    upstreamRes.once('close', () => {
      if (this.upstreamSettled || this.clientGone) return;
      // The client's answer started: all that is left is to cut it, so that it is not taken for whole.
      if (!upstreamRes.complete) this.upstreamBroke(new Error('the upstream closed the connection'));
      else this.settleUpstream();
    });
    upstreamRes.pipe(this.res);
  }

  /** The proxy answers in the upstream's place: enforce mode, or a body over the limit. */
  private reject(kind: ProblemKind, detail: string, issues: readonly ValidationIssue[]): void {
    this.outcome = 'rejected';
    this.ctx.stats.counts(this.operationId).rejected += 1;
    this.problem(kind, detail, issues);
  }

  /** The upstream failed: unreachable, silent, or broke off. */
  private fail(kind: ProblemKind, detail: string, error: string): void {
    if (this.upstreamSettled || this.clientGone) return;
    this.abandonUpstream();
    this.outcome = 'failed';
    this.error = error;
    this.ctx.stats.counts(this.operationId).failures += 1;
    if (this.res.headersSent) this.res.destroy();
    else this.problem(kind, detail, NO_ISSUES);
  }

  private problem(kind: ProblemKind, detail: string, issues: readonly ValidationIssue[]): void {
    if (this.clientGone || this.res.headersSent) return;
    const problem = problemOf(kind, detail, this.target, this.correlationId, { operationId: this.operationId, issues: issues.length > 0 ? [...issues] : undefined });
    sendProblem(this.res, problem, this.mustClose());
  }

  /** Stopping, or the request body was not read to its end: the connection cannot carry another request. */
  private mustClose(): boolean {
    return this.ctx.closing || !this.req.complete;
  }

  private settleUpstream(): void {
    this.upstreamSettled = true;
    this.clearTimer();
  }

  /** Stops whatever is still under way upstream. A response read to its end keeps its connection for reuse. */
  private abandonUpstream(): void {
    this.settleUpstream();
    if (this.upstreamRes?.complete) return;
    this.upstreamRes?.destroy();
    this.upstreamReq?.destroy();
  }

  private readonly onClientClose = (): void => {
    if (!this.res.writableFinished) this.clientAborted();
    this.clearTimer();
    this.finish();
  };

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    const { ctx } = this;
    const violated = this.requestIssues.length > 0 || this.responseIssues.length > 0;
    if (violated) ctx.stats.counts(this.operationId).violations += 1;
    if (violated || this.outcome === 'failed') {
      const upstreamRes = this.upstreamRes;
      ctx.log.write(
        buildRecord({
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
          request: { headers: this.req.headers, body: this.requestBody, bodyNote: this.requestBodyNote },
          response: upstreamRes === undefined ? undefined : { headers: upstreamRes.headers, body: this.responseBody, bodyNote: this.responseBodyNote },
        }),
      );
    }
    ctx.exchangeDone();
  }
}

function ignore(): void {}
