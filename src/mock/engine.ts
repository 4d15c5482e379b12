// The stateful mock's core: a request in, an answer out, the state in memory. It imports nothing of
// Node, so the same engine runs behind fetch (browsers, MSW, a client's `fetch` option) and behind
// Node's http server.
import { type OperationId, operations } from '../../generated/operations.cjs';
import { DEFAULT_MAX_BODY_BYTES, type HeaderBag, matchOperation, type ValidationIssue, validateRequest } from '../validator/index.js';
import { type Clock, createClock } from './clock.js';
import { type OperationContext, type OperationHandler, ProblemError, type TriggerRecord } from './context.js';
import { demoFixture } from './demo-state.js';
import { eventHandlers } from './events.js';
import { checkFaultRule, FaultList, type FaultRule, type PendingFault } from './faults.js';
import { FixtureError, loadFixture, snapshotFixture, structuredCopy } from './fixture.js';
import type { Fixture } from './fixture-types.js';
import { integrationHandlers } from './integrations.js';
import { type MockProblemKind, mockProblem, type ProblemDetails } from './problem.js';
import { createEnvironment, type Environment, IDEMPOTENCY_LIMIT } from './state.js';
import { subscriberHandlers } from './subscribers.js';
import { topicHandlers } from './topics.js';

/** A request as the engine reads it: what fetch's Request and Node's IncomingMessage both give. */
export interface MockRequest {
  /** Upper-case. */
  method: string;
  /** The raw request target: path and query string, still percent-encoded. */
  target: string;
  /** Header names lower-case. */
  headers: HeaderBag;
  /** JSON text; bytes when they are not valid UTF-8; undefined when there is none. */
  body: string | Uint8Array | undefined;
  /** The body was longer than the engine reads (see bodyLimitFor); it was not kept. */
  tooLarge?: boolean;
}

export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

/** One answered request, as GET /__mock/requests and requests() list it. */
export interface JournalEntry {
  time: string;
  environmentId: string | null;
  operationId: string | null;
  method: string;
  /** The request target, query string included. */
  path: string;
  status: number;
  /** The request headers, `authorization` masked to its scheme. */
  headers: Record<string, string>;
  requestBody: unknown;
  responseBody: unknown;
}

export interface StatefulMockOptions {
  /** The starting state (see generated/mock/fixture.schema.json); default: the demo state built from the spec's examples. */
  fixture?: Fixture;
  /** Start with no environment at all. */
  empty?: boolean;
  /** A key no environment has gets 401, instead of a fresh empty environment. */
  strictKeys?: boolean;
  /** Generated ids and the clock become deterministic (the clock starts at 2027-01-01T00:00:00Z). */
  seed?: number;
  /** Largest request body read, in bytes; default 1 MiB (larger: 413). */
  maxBodyBytes?: number;
  /** Requests kept in the journal (the oldest go first); default 1000. */
  journalLimit?: number;
}

/** PUT /__mock/state takes a whole state: larger than any request of the API. */
const MAX_STATE_BYTES = 64 * 1024 * 1024;
const CONTROL_PREFIX = '/__mock/';
const DEFAULT_JOURNAL_LIMIT = 1000;
/** Bodies larger than this are journaled as a note of their size. */
const JOURNAL_BODY_BYTES = 64 * 1024;
/** Triggers kept for triggers() (the oldest go first). */
const TRIGGER_LOG_LIMIT = 10_000;
/** Faults waiting to be taken. */
const FAULT_LIMIT = 1000;
/** Environments created for keys no fixture named: past this, new keys get 401. */
const ENVIRONMENT_LIMIT = 10_000;

const handlers: Readonly<Record<OperationId, OperationHandler>> = {
  ...subscriberHandlers,
  ...topicHandlers,
  ...integrationHandlers,
  ...eventHandlers,
};

const successOf: ReadonlyMap<string, { status: number; hasBody: boolean }> = new Map(
  operations.map((entry) => [entry.operationId, { status: Number(entry.successStatus), hasBody: entry.responses[entry.successStatus]?.mediaType != null }]),
);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const JSON_TYPE = 'application/json';
const PROBLEM_TYPE = 'application/problem+json';
const CORS: Readonly<Record<string, string>> = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-correlation-id, idempotent-replayed' };

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

function checkOptions(options: StatefulMockOptions | undefined): Required<Pick<StatefulMockOptions, 'maxBodyBytes' | 'journalLimit'>> {
  if (options === undefined) return { maxBodyBytes: DEFAULT_MAX_BODY_BYTES, journalLimit: DEFAULT_JOURNAL_LIMIT };
  if (typeof options !== 'object' || options === null) throw new TypeError('createStatefulMock: options must be an object');
  if (options.fixture !== undefined && options.empty === true) throw new TypeError('createStatefulMock: give either a fixture or empty: true, not both');
  if (options.seed !== undefined && !(isCount(options.seed, 0) && options.seed <= 0xffffffff)) {
    throw new TypeError(`createStatefulMock: seed must be a whole number from 0 to 4294967295, got ${String(options.seed)}`);
  }
  if (options.maxBodyBytes !== undefined && !isCount(options.maxBodyBytes, 0))
    throw new TypeError(`createStatefulMock: maxBodyBytes must be a whole number of bytes, got ${String(options.maxBodyBytes)}`);
  if (options.journalLimit !== undefined && !isCount(options.journalLimit, 0))
    throw new TypeError(`createStatefulMock: journalLimit must be a whole number, got ${String(options.journalLimit)}`);
  return { maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, journalLimit: options.journalLimit ?? DEFAULT_JOURNAL_LIMIT };
}

function maskHeaders(headers: HeaderBag): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    if (name.toLowerCase() === 'authorization') {
      const space = value.indexOf(' ');
      out[name] = space === -1 ? '[redacted]' : `${value.slice(0, space)} [redacted]`;
    } else out[name] = value;
  }
  return out;
}

interface RawEntry {
  time: number;
  environmentId: string | null;
  operationId: string | null;
  request: MockRequest;
  status: number;
  responseBody: string | undefined;
}

/** Only bodies up to JOURNAL_BODY_BYTES are kept: the journal's memory stays bounded. */
function keptBody(body: string | Uint8Array | undefined): string | Uint8Array | undefined {
  if (body === undefined) return undefined;
  if (typeof body !== 'string') return `[${body.byteLength} bytes, not UTF-8]`;
  return body.length > JOURNAL_BODY_BYTES ? `[${body.length} characters, not kept]` : body;
}

function entryOf(raw: RawEntry): JournalEntry {
  return {
    time: new Date(raw.time).toISOString(),
    environmentId: raw.environmentId,
    operationId: raw.operationId,
    method: raw.request.method,
    path: raw.request.target,
    status: raw.status,
    headers: maskHeaders(raw.request.headers),
    requestBody: journalBody(raw.request.body),
    responseBody: journalBody(raw.responseBody),
  };
}

/** A body for the journal: JSON parsed, other text as it is, anything large as a note of its size. */
function journalBody(body: string | Uint8Array | undefined): unknown {
  if (body === undefined || typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class MockEngine {
  private clock: Clock;
  private environments: Map<string, Environment>;
  /** What each answered request needs for its journal entry; entries are built when asked for. */
  private journal: RawEntry[] = [];
  private triggerLog: TriggerRecord[] = [];
  private readonly faults = new FaultList();
  private readonly limits: Required<Pick<StatefulMockOptions, 'maxBodyBytes' | 'journalLimit'>>;
  private readonly fixture: Fixture | undefined;

  constructor(private readonly options: StatefulMockOptions = {}) {
    this.limits = checkOptions(options);
    this.fixture = options.empty === true ? undefined : structuredCopy(options.fixture ?? demoFixture);
    this.clock = createClock(options.seed);
    this.environments = this.startingState();
  }

  private startingState(): Map<string, Environment> {
    return this.fixture === undefined ? new Map() : loadFixture(this.fixture, this.clock);
  }

  /** Back to the starting fixture: state, journal, triggers and faults; a seeded clock starts over. */
  reset(): void {
    this.clock = createClock(this.options.seed);
    this.environments = this.startingState();
    this.journal = [];
    this.triggerLog = [];
    this.faults.clear();
  }

  /** Replaces the whole state; throws a FixtureError (naming the JSON pointer) and keeps the state when it is invalid. */
  load(state: unknown): void {
    this.environments = loadFixture(state, this.clock);
  }

  snapshot(): Fixture {
    return snapshotFixture(this.environments.values());
  }

  requests(): JournalEntry[] {
    return this.journal.slice(-this.limits.journalLimit).map(entryOf);
  }

  triggers(): TriggerRecord[] {
    return structuredCopy(this.triggerLog.slice(-TRIGGER_LOG_LIMIT));
  }

  /** Adds a fault (a TypeError says what is wrong with a bad rule); null clears them all. */
  fault(rule: FaultRule | null): PendingFault[] {
    if (rule === null) {
      this.faults.clear();
      return [];
    }
    const checked = checkFaultRule(rule);
    if (typeof checked === 'string') throw new TypeError(`fault: ${checked}`);
    if (this.faults.size >= FAULT_LIMIT) throw new TypeError(`fault: ${FAULT_LIMIT} faults are already waiting; clear them with fault(null)`);
    this.faults.add(checked);
    return this.faults.list();
  }

  /** How many body bytes to read for a request to `target` before answering 413. */
  bodyLimitFor(target: string): number {
    return target.startsWith(CONTROL_PREFIX) ? Math.max(MAX_STATE_BYTES, this.limits.maxBodyBytes) : this.limits.maxBodyBytes;
  }

  /** The answer to a request; a promise only when something makes it wait (a fault's delay). */
  answer(request: MockRequest): MockAnswer | Promise<MockAnswer> {
    this.clock.tick();
    const question = request.target.indexOf('?');
    const path = question === -1 ? request.target : request.target.slice(0, question);
    // Echoed only when it is a short run of visible ASCII: anything else gets a fresh id.
    let correlationId = single(request.headers['x-correlation-id']);
    if (correlationId !== undefined && !/^[\x21-\x7e]{1,200}$/.test(correlationId)) correlationId = undefined;
    const context = { request, path, correlationId: () => (correlationId ??= this.clock.uuid()) };
    if (path.startsWith(CONTROL_PREFIX) || path === '/__mock') return this.control(context);
    if (request.method === 'OPTIONS' && single(request.headers['access-control-request-method']) !== undefined) return this.preflight(request);
    const journal = { environmentId: null as string | null, operationId: null as string | null };
    const finish = (answer: MockAnswer) => {
      this.record(request, answer, journal);
      return answer;
    };
    const fail = (error: unknown) => {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : 'a non-Error value was thrown';
      return finish(this.problem(context, 'internal-error', detail.slice(0, 500), journal.operationId));
    };
    try {
      const answer = this.operation(context, journal);
      return answer instanceof Promise ? answer.then(finish, fail) : finish(answer);
    } catch (error) {
      return fail(error);
    }
  }

  private record(request: MockRequest, answer: MockAnswer, journal: { environmentId: string | null; operationId: string | null }): void {
    if (this.limits.journalLimit === 0) return;
    this.journal.push({
      time: this.clock.nowMs(),
      environmentId: journal.environmentId,
      operationId: journal.operationId,
      request: { method: request.method, target: request.target, headers: request.headers, body: keptBody(request.body) },
      status: answer.status,
      responseBody: keptBody(answer.body) as string | undefined,
    });
    // Dropped in batches, so that a full journal does not shift an array on every request.
    if (this.journal.length >= this.limits.journalLimit * 2) this.journal.splice(0, this.journal.length - this.limits.journalLimit);
  }

  private problem(
    context: { path: string; correlationId: () => string },
    kind: MockProblemKind,
    detail: string,
    operationId: string | null,
    extra: { issues?: ValidationIssue[]; headers?: Record<string, string>; status?: number } = {},
  ): MockAnswer {
    const problem: ProblemDetails = mockProblem(kind, detail, context.path, context.correlationId(), {
      operationId: operationId ?? undefined,
      issues: extra.issues,
      ...(extra.status !== undefined ? { status: extra.status } : {}),
    });
    return {
      status: problem.status,
      headers: { 'content-type': PROBLEM_TYPE, 'x-correlation-id': problem.correlationId, ...CORS, ...extra.headers },
      body: JSON.stringify(problem),
    };
  }

  private json(status: number, body: unknown, headers: Record<string, string> = {}): MockAnswer {
    return body === undefined
      ? { status, headers: { ...CORS, ...headers }, body: undefined }
      : { status, headers: { 'content-type': JSON_TYPE, ...CORS, ...headers }, body: JSON.stringify(body) };
  }

  private preflight(request: MockRequest): MockAnswer {
    return {
      status: 204,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': METHODS.join(', '),
        'access-control-allow-headers': single(request.headers['access-control-request-headers']) ?? 'authorization, content-type, idempotency-key',
        'access-control-max-age': '600',
      },
      body: undefined,
    };
  }

  /** The environment of an API key; a new one for a key no fixture named, unless keys are strict. */
  private environmentFor(apiKey: string): Environment | string {
    const known = this.environments.get(apiKey);
    if (known !== undefined) return known;
    if (this.options.strictKeys === true) return 'the API key belongs to no environment of the fixture (the mock runs with strict keys)';
    if (this.environments.size >= ENVIRONMENT_LIMIT) return `the mock already holds ${ENVIRONMENT_LIMIT} environments: reset it, or use a key it knows`;
    const created = createEnvironment(apiKey, this.clock.objectId(), this.clock.objectId());
    this.environments.set(apiKey, created);
    return created;
  }

  private operation(
    context: { request: MockRequest; path: string; correlationId: () => string },
    journal: { environmentId: string | null; operationId: string | null },
  ): MockAnswer | Promise<MockAnswer> {
    const { request } = context;
    const match = matchOperation(request.method, request.target);
    if (match === null) {
      // Which of route, method or path encoding is wrong: validateRequest says.
      const { issues } = validateRequest({ method: request.method, path: request.target, headers: request.headers });
      const first = issues[0];
      if (first?.location === 'method') {
        const allowed = METHODS.filter((method) => matchOperation(method, request.target) !== null);
        return this.problem(context, 'method-not-allowed', `${request.method} is not an operation of ${context.path}; it takes ${allowed.join(', ')}`, null, {
          issues,
          headers: { allow: allowed.join(', ') },
        });
      }
      if (first?.location === 'route' || first === undefined)
        return this.problem(context, 'no-such-operation', `no operation of the API has the path ${JSON.stringify(context.path.slice(0, 200))}`, null, {
          issues,
        });
      return this.problem(context, 'request-violation', first.message, null, { issues });
    }
    const operationId = match.operationId;
    journal.operationId = operationId;

    const fault = this.faults.take(operationId);
    if (fault?.delayMs !== undefined) {
      return delay(fault.delayMs).then(() =>
        fault.status !== undefined ? this.faultAnswer(context, fault, operationId) : this.checkedOperation(context, journal, operationId, match.pathParams),
      );
    }
    if (fault?.status !== undefined) return this.faultAnswer(context, fault, operationId);
    return this.checkedOperation(context, journal, operationId, match.pathParams);
  }

  /** The operation after routing: credentials, the contract, idempotency, then its handler. */
  private checkedOperation(
    context: { request: MockRequest; path: string; correlationId: () => string },
    journal: { environmentId: string | null; operationId: string | null },
    operationId: OperationId,
    pathParams: Record<string, string>,
  ): MockAnswer {
    const { request } = context;
    if (request.tooLarge === true) {
      return this.problem(context, 'body-too-large', `the body is larger than ${this.limits.maxBodyBytes} bytes`, operationId);
    }
    const checked = validateRequest(
      { method: request.method, path: request.target, headers: request.headers, body: request.body },
      { maxBodyBytes: this.limits.maxBodyBytes },
    );
    const errors = checked.issues.filter((issue) => issue.severity === 'error');
    const authIssues = errors.filter((issue) => issue.location === 'auth');
    if (authIssues.length > 0) {
      return this.problem(context, 'unauthorized', authIssues[0]!.message, operationId, { issues: authIssues, headers: { 'www-authenticate': 'ApiKey' } });
    }
    const authorization = single(request.headers.authorization)!;
    const env = this.environmentFor(authorization.slice(authorization.indexOf(' ') + 1).trim());
    if (typeof env === 'string') return this.problem(context, 'unauthorized', env, operationId, { headers: { 'www-authenticate': 'ApiKey' } });
    journal.environmentId = env.environmentId;
    if (errors.length > 0) {
      const tooLarge = errors.some((issue) => issue.keyword === 'maxBodyBytes');
      return this.problem(
        context,
        tooLarge ? 'body-too-large' : 'request-violation',
        errors
          .map((issue) => `${issue.location}${issue.pointer} ${issue.message}`)
          .join('; ')
          .slice(0, 1000),
        operationId,
        { issues: errors },
      );
    }

    const idempotencyKey = single(request.headers['idempotency-key']);
    const fingerprint = `${request.method} ${request.target}\n${typeof request.body === 'string' ? request.body : ''}`;
    if (idempotencyKey !== undefined) {
      const earlier = env.idempotency.get(idempotencyKey);
      if (earlier !== undefined) {
        if (earlier.fingerprint !== fingerprint) {
          return this.problem(
            context,
            'idempotency-key-reused',
            `the idempotency-key ${JSON.stringify(idempotencyKey.slice(0, 100))} was first sent with another request (method, path or body): a key names one request`,
            operationId,
          );
        }
        return { ...earlier.answer, headers: { ...earlier.answer.headers, 'idempotent-replayed': 'true' } };
      }
    }

    const answer = this.run(context, operationId, pathParams, env);
    if (idempotencyKey !== undefined) {
      env.idempotency.set(idempotencyKey, { fingerprint, answer });
      if (env.idempotency.size > IDEMPOTENCY_LIMIT) env.idempotency.delete(env.idempotency.keys().next().value!);
    }
    return answer;
  }

  private run(
    context: { request: MockRequest; path: string; correlationId: () => string },
    operationId: OperationId,
    params: Record<string, string>,
    env: Environment,
  ): MockAnswer {
    const { request } = context;
    const question = request.target.indexOf('?');
    const operationContext: OperationContext = {
      operationId,
      env,
      environments: () => this.environments.values(),
      params,
      query: new URLSearchParams(question === -1 ? '' : request.target.slice(question + 1)),
      body: typeof request.body === 'string' && request.body !== '' ? JSON.parse(request.body) : undefined,
      clock: this.clock,
      recordTrigger: (record) => {
        this.triggerLog.push(record);
        if (this.triggerLog.length >= TRIGGER_LOG_LIMIT * 2) this.triggerLog.splice(0, this.triggerLog.length - TRIGGER_LOG_LIMIT);
      },
    };
    try {
      const body = handlers[operationId](operationContext);
      const success = successOf.get(operationId)!;
      return this.json(success.status, success.hasBody ? body : undefined);
    } catch (error) {
      if (error instanceof ProblemError) return this.problem(context, error.kind, error.detail, operationId);
      throw error;
    }
  }

  private faultAnswer(context: { path: string; correlationId: () => string }, fault: PendingFault, operationId: string): MockAnswer {
    const status = fault.status!;
    if (status === 204 || status === 304 || (status >= 100 && status < 200)) return this.json(status, undefined);
    if (fault.body !== undefined) return this.json(status, fault.body);
    if (status >= 400)
      return this.problem(context, 'fault', `the next calls of ${operationId} answer ${status}, as POST /__mock/faults asked`, operationId, { status });
    return this.json(status, undefined);
  }

  private control(context: { request: MockRequest; path: string; correlationId: () => string }): MockAnswer {
    const { request, path } = context;
    const endpoint = path.slice(CONTROL_PREFIX.length);
    const routes: Record<string, Record<string, () => MockAnswer>> = {
      reset: {
        POST: () => {
          this.reset();
          return this.json(204, undefined);
        },
      },
      state: {
        GET: () => this.json(200, this.snapshot()),
        PUT: () => {
          const state = this.controlBody(context);
          if ('status' in state) return state;
          try {
            this.load(state.value);
          } catch (error) {
            if (!(error instanceof FixtureError)) throw error;
            return this.problem(context, 'invalid-fixture', error.message, null, {
              issues: [{ location: 'body', pointer: error.pointer, message: error.reason, severity: 'error' }],
            });
          }
          return this.json(204, undefined);
        },
      },
      requests: { GET: () => this.json(200, this.requests()) },
      triggers: { GET: () => this.json(200, this.triggerLog.slice(-TRIGGER_LOG_LIMIT)) },
      faults: {
        GET: () => this.json(200, this.faults.list()),
        POST: () => {
          const rule = this.controlBody(context);
          if ('status' in rule) return rule;
          const checked = checkFaultRule(rule.value);
          if (typeof checked === 'string')
            return this.problem(context, 'request-violation', checked, null, {
              issues: [{ location: 'body', pointer: '', message: checked, severity: 'error' }],
            });
          if (this.faults.size >= FAULT_LIMIT)
            return this.problem(context, 'conflict', `${FAULT_LIMIT} faults are already waiting: DELETE /__mock/faults clears them`, null);
          this.faults.add(checked);
          return this.json(201, this.faults.list());
        },
        DELETE: () => {
          this.faults.clear();
          return this.json(204, undefined);
        },
      },
    };
    const methods = routes[endpoint];
    if (methods === undefined) {
      return this.problem(
        context,
        'no-such-operation',
        `the control endpoints are ${Object.keys(routes)
          .map((name) => CONTROL_PREFIX + name)
          .join(', ')}`,
        null,
      );
    }
    const run = methods[request.method];
    if (run === undefined) {
      const allowed = Object.keys(methods).join(', ');
      return this.problem(context, 'method-not-allowed', `${path} takes ${allowed}`, null, { headers: { allow: allowed } });
    }
    try {
      return run();
    } catch (error) {
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : 'a non-Error value was thrown';
      return this.problem(context, 'internal-error', detail.slice(0, 500), null);
    }
  }

  private controlBody(context: { request: MockRequest; path: string; correlationId: () => string }): { value: unknown } | MockAnswer {
    const { body, tooLarge } = context.request;
    if (tooLarge === true) return this.problem(context, 'body-too-large', `the body is larger than ${this.bodyLimitFor(context.path)} bytes`, null);
    if (typeof body !== 'string' || body === '') return this.problem(context, 'request-violation', 'the body must be JSON text', null);
    try {
      return { value: JSON.parse(body) as unknown };
    } catch (error) {
      const detail = `the body is not JSON: ${error instanceof Error ? error.message.slice(0, 200) : 'invalid'}`;
      return this.problem(context, 'request-violation', detail, null, { issues: [{ location: 'body', pointer: '', message: detail, severity: 'error' }] });
    }
  }
}
