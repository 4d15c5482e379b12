// The stateful mock's core: a request in, an answer out, the state in memory. It imports nothing of
// Node, so the same engine runs behind fetch (browsers, MSW, a client's `fetch` option) and behind
// Node's http server. This file is the pipeline: route, faults, credentials, the contract, the
// resource cap, idempotency, then the operation's handler.
import type { OperationId } from '../../generated/operations.cjs';
import { acceptCorrelationId, requestRefusal, routeRefusal, schemeInKey, splitTarget, UNREAD_BODY } from '../http/index.js';
import { type RequestRoute, validateRequest } from '../validator/index.js';
import {
  type AnswerContext,
  API_CORS,
  faultAnswer,
  internalError,
  jsonAnswer,
  type MockAnswer,
  type MockRequest,
  preflightAnswer,
  problemAnswer,
  problemOf,
  RequestContext,
} from './answers.js';
import { apiKeyOf } from './api-key.js';
import { bodyChecked, oversizedBody } from './body-checks.js';
import { type Clock, controlClockOf, createClock } from './clock.js';
import { noOperationDetail, type OperationContext, ParsedQuery, ProblemError, type TriggerRecord } from './context.js';
import { type ControlTarget, controlAnswer, controlBodyLimit, NO_CORS } from './control-api.js';
import { DEMO_API_KEY, demoFixture } from './demo-state.js';
import { checkFaultRule, FaultList, type FaultRule, type PendingFault } from './faults.js';
import { FixtureError, loadFixture } from './fixture.js';
import type { Fixture, FixtureSettings } from './fixture-types.js';
import { limitRefusal } from './growth.js';
import { builtInHandlers, HandlerOverrides, type MockHandler, overrideAnswer, successOf, type UseOptions } from './handlers.js';
import { apiAnsweredFromHead } from './head-decision.js';
import { headProblemOf, headRefusal } from './head-refusal.js';
import { answerWithKey, idempotencyKeyOf } from './idempotency.js';
import { Journal, type JournalEntry, type JournalNote } from './journal.js';
import {
  CONTROL_PREFIX,
  checkOptions,
  DEFAULT_MAX_BYTES_PER_ENVIRONMENT,
  DEFAULT_MAX_RESOURCES,
  DEFAULT_MAX_TOTAL_BYTES,
  ENVIRONMENT_LIMIT,
  type MockLimits,
  type MockSettings,
  type StatefulMockOptions,
  settingsOf,
} from './options.js';
import { routeOf } from './request-route.js';
import { snapshotFixture, stateText, structuredCopy } from './snapshot.js';
import { createEnvironment, type Environment, resourceCount } from './state.js';
import { TriggerLog } from './trigger-log.js';
import { Ledger } from './usage.js';

export type { MockAnswer, MockRequest } from './answers.js';
export type { JournalEntry } from './journal.js';
export type { StatefulMockOptions } from './options.js';

/** What the pipeline hands the handler: the route's path parameters and query, the validator's parsed body. */
interface Parsed {
  readonly params: Record<string, string>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly body: unknown;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isControlPath = (path: string): boolean => path.startsWith(CONTROL_PREFIX) || path === '/__mock';

/** A target's path; origin-form, the usual, needs no split: its start is its path's. */
const pathOf = (target: string): string => (target.charCodeAt(0) === 47 ? target : splitTarget(target).path);

/** Options that start (and reset) the mock with the demo state: neither a fixture nor `empty`. */
const startsWithDemo = (options: StatefulMockOptions): boolean => options.empty !== true && options.fixture === undefined;

/** What the journal knows of a request refused before routing. */
const NO_NOTE: JournalNote = Object.freeze({ environmentId: null, operationId: null });

export class MockEngine implements ControlTarget {
  private clock: Clock;
  private controlClock: Clock;
  private environments: Map<string, Environment>;
  /** The environments made for a key on its first request (not the fixture's): their 404s say so. */
  private readonly createdOnUse = new WeakSet<Environment>();
  /** The state is the demo state (no fixture, not emptied, not replaced through load). */
  private demo: boolean;
  private readonly journal: Journal;
  private readonly triggerEntries = new TriggerLog();
  /** What the records of all environments hold (usage.ts), made anew with them. */
  private ledger = new Ledger();
  readonly faults = new FaultList();
  private readonly limits: MockLimits;
  /** validateRequest's options, one object for the engine's life: the validator checks an options object's names once, not per request. */
  private readonly validation: { readonly maxBodyBytes: number };
  private readonly fixture: Fixture | undefined;
  private current: MockSettings;
  readonly handlers = new HandlerOverrides();
  readonly boundHosts = new Set<string>();
  readonly controlToken: string | undefined;

  constructor(private readonly options: StatefulMockOptions = {}) {
    this.limits = checkOptions(options);
    this.validation = { maxBodyBytes: this.limits.maxBodyBytes };
    this.controlToken = options.controlToken;
    this.fixture = options.empty === true ? undefined : structuredCopy(options.fixture ?? demoFixture);
    this.clock = createClock(options.seed);
    this.controlClock = controlClockOf(options.seed);
    this.journal = new Journal(this.limits.journalLimit);
    this.current = settingsOf(options, this.fixture?.settings);
    this.environments = this.fixture === undefined ? new Map() : this.loaded(this.fixture);
    this.demo = startsWithDemo(options);
  }

  get maxStateBytes(): number {
    return this.limits.maxStateBytes;
  }

  /** The fixture's environments, refused (FixtureError) when one holds more than the cap allows. */
  private loaded(fixture: unknown): Map<string, Environment> {
    const ledger = new Ledger();
    const environments = loadFixture(fixture, this.clock, ledger);
    const settings = settingsOf(this.options, (fixture as Fixture).settings);
    let i = 0;
    for (const env of environments.values()) {
      const count = resourceCount(env);
      if (count > settings.maxResourcesPerEnvironment)
        throw new FixtureError(`/environments/${i}`, `holds ${count} records, more than maxResourcesPerEnvironment (${settings.maxResourcesPerEnvironment})`);
      i += 1;
    }
    this.current = settings;
    this.ledger = ledger;
    return environments;
  }

  /** Back to the starting fixture: state, journal, triggers, faults and settings; a seeded clock starts over. */
  reset(): void {
    this.clock = createClock(this.options.seed);
    this.controlClock = controlClockOf(this.options.seed);
    this.environments = this.fixture === undefined ? new Map() : this.loaded(this.fixture);
    this.demo = startsWithDemo(this.options);
    if (this.fixture === undefined) {
      this.current = settingsOf(this.options, undefined);
      this.ledger = new Ledger();
    }
    this.journal.clear();
    this.triggerEntries.clear();
    this.faults.clear();
  }

  /** Replaces the whole state; throws a FixtureError (naming the JSON pointer) and keeps the state when it is invalid. */
  load(state: unknown): void {
    this.environments = this.loaded(state);
    this.demo = false;
  }

  /** The settings that differ from the defaults, as a fixture's `settings`. */
  private settingsHead(): { settings?: FixtureSettings } {
    const settings: FixtureSettings = {};
    const { idempotency, maxResourcesPerEnvironment, maxBytesPerEnvironment, maxTotalBytes } = this.current;
    if (idempotency !== 'on') settings.idempotency = idempotency;
    if (maxResourcesPerEnvironment !== DEFAULT_MAX_RESOURCES) settings.maxResourcesPerEnvironment = maxResourcesPerEnvironment;
    if (maxBytesPerEnvironment !== DEFAULT_MAX_BYTES_PER_ENVIRONMENT) settings.maxBytesPerEnvironment = maxBytesPerEnvironment;
    if (maxTotalBytes !== DEFAULT_MAX_TOTAL_BYTES) settings.maxTotalBytes = maxTotalBytes;
    return Object.keys(settings).length === 0 ? {} : { settings };
  }

  snapshot(): Fixture {
    return { ...this.settingsHead(), ...snapshotFixture(this.environments.values()) };
  }

  /** The snapshot as JSON, or undefined past `maxBytes`, decided before writing it when the records' JSON, counted as they were added, is past it already. */
  snapshotText(maxBytes: number): string | undefined {
    if (this.ledger.json > maxBytes) return undefined;
    return stateText(this.settingsHead(), this.environments.values(), maxBytes);
  }

  requests(): JournalEntry[] {
    return this.journal.list();
  }

  triggerLog(): TriggerRecord[] {
    return this.triggerEntries.list();
  }

  triggers(): TriggerRecord[] {
    return structuredCopy(this.triggerLog());
  }

  settings(): MockSettings {
    return { ...this.current };
  }

  changeSettings(settings: Partial<MockSettings>): MockSettings {
    this.current = { ...this.current, ...settings };
    return this.settings();
  }

  /** Adds a fault (a TypeError says what is wrong with a bad rule); null clears them all. */
  fault(rule: FaultRule | null): PendingFault[] {
    if (rule === null) {
      this.faults.clear();
      return [];
    }
    const checked = checkFaultRule(rule);
    if (typeof checked === 'string') throw new TypeError(`fault: ${checked}`);
    const refused = this.faults.add(checked);
    if (refused !== undefined) throw new TypeError(`fault: ${refused}; clear them with fault(null)`);
    return this.faults.list();
  }

  use<Id extends OperationId>(operationId: Id, handler: MockHandler<Id>, options?: UseOptions): void {
    this.handlers.use(operationId, handler, options);
  }

  get maxBodyBytes(): number {
    return this.limits.maxBodyBytes;
  }

  /** How many body bytes to read for a request, from its head, before answering it without the rest (control-api.ts: controlBodyLimit). */
  bodyLimitFor(request: Pick<MockRequest, 'method' | 'target' | 'headers' | 'peer'>): number {
    // None for a head refused before all else (head-refusal.ts), whatever the path.
    if (headProblemOf(request) !== undefined) return 0;
    return isControlPath(pathOf(request.target)) ? controlBodyLimit(request, this) : this.limits.maxBodyBytes;
  }

  /** The answer needs nothing of the body (for a shell asked for `100 Continue`): a head refused, or head-decision.ts. */
  answersFromHead(request: Pick<MockRequest, 'method' | 'target' | 'headers' | 'peer' | 'route'>): boolean {
    if (this.bodyLimitFor(request) === 0) return true;
    return !isControlPath(pathOf(request.target)) && apiAnsweredFromHead(request, this.limits.basePath, this.limits.maxBodyBytes);
  }

  /** The answer to a request; a promise only when something makes it wait (a fault's delay, a key's hash where no synchronous SHA-256 exists, a handler of mock.use). */
  answer(request: MockRequest): MockAnswer | Promise<MockAnswer> {
    // Origin-form or absolute-form alike (RFC 9112 3.2.2): the control API and the API routes see one path.
    const { path } = splitTarget(request.target);
    const correlationId = acceptCorrelationId(request.headers['x-correlation-id']);
    if (isControlPath(path)) {
      // Its own clock: a look at the journal (or a refused control request's correlation id) must not move the API's time or ids.
      this.controlClock.tick();
      const context = new RequestContext(request, path, correlationId, this.controlClock);
      // Refused from its head before all else, as any request (`CONNECT /__mock/requests` too), with the control API's headers.
      return headRefusal(context, NO_CORS) ?? controlAnswer(context, this);
    }
    this.clock.tick();
    const context = new RequestContext(request, path, correlationId, this.clock);
    const refused = headRefusal(context, API_CORS);
    if (refused !== undefined) return this.finish(request, refused, NO_NOTE);
    const preflight = preflightAnswer(context, this.limits.basePath);
    if (preflight !== undefined) return preflight;
    const note: JournalNote = { environmentId: null, operationId: null };
    let answer: MockAnswer | Promise<MockAnswer>;
    try {
      answer = this.operation(context, note);
    } catch (error) {
      return this.finish(request, internalError(context, error, note.operationId), note);
    }
    if (!(answer instanceof Promise)) return this.finish(request, answer, note);
    return answer.then(
      (ready) => this.finish(request, ready, note),
      (error: unknown) => this.finish(request, internalError(context, error, note.operationId), note),
    );
  }

  /** The answer journaled, then handed back. */
  private finish(request: MockRequest, answer: MockAnswer, note: JournalNote): MockAnswer {
    this.journal.record(this.clock.nowMs(), request, answer, note);
    return answer;
  }

  /** Routed once: the route goes on to the validator, which neither routes nor parses again. */
  private operation(context: AnswerContext, note: JournalNote): MockAnswer | Promise<MockAnswer> {
    const { request } = context;
    const route = routeOf(request, this.limits.basePath);
    if (route.kind !== 'match') {
      // The validator's own route or method issue, as the proxy's 404 and 405 list it.
      const refusal = routeRefusal(route, validateRequest({ method: request.method, path: request.target, route }, { basePath: this.limits.basePath }).issues);
      const detail =
        route.kind === 'none'
          ? noOperationDetail(context.path)
          : `${request.method} is not an operation of ${context.path}; it takes ${route.allow.join(', ')}`;
      return problemAnswer(context, refusal.kind, detail, null, { headers: { ...refusal.headers }, issues: refusal.issues });
    }
    const operationId = route.operationId;
    note.operationId = operationId;
    const fault = this.faults.take(operationId, request.headers.authorization);
    if (fault?.status !== undefined) {
      const answer = () => faultAnswer(context, fault, operationId);
      return fault.delayMs === undefined ? answer() : delay(fault.delayMs).then(answer);
    }
    // A delay alone is a slow service: the request is checked, and its idempotency-key taken, when it
    // arrives, and the operation is answered after the wait, so that a retry with the key meanwhile
    // finds the first one in flight (409), as it would at the service.
    const delayMs = fault?.delayMs;
    if (delayMs === undefined) return this.checkedOperation(context, note, route, undefined);
    // Any other answer (a refusal, a replay) comes after the wait too.
    const until = Date.now() + delayMs;
    return Promise.resolve(this.checkedOperation(context, note, route, delayMs)).then((answer) => delay(Math.max(0, until - Date.now())).then(() => answer));
  }

  /** The environment of an API key; a new one for a key no fixture named, unless keys are strict. */
  private environmentFor(apiKey: string): Environment | string {
    const known = this.environments.get(apiKey);
    if (known !== undefined) return known;
    if (this.options.strictKeys === true) return 'the API key belongs to no environment of the fixture (the mock runs with strict keys)';
    if (this.environments.size >= ENVIRONMENT_LIMIT) return `the mock already holds ${ENVIRONMENT_LIMIT} environments: reset it, or use a key it knows`;
    const created = createEnvironment(apiKey, this.clock.objectId(), this.clock.objectId(), this.ledger);
    this.environments.set(apiKey, created);
    this.createdOnUse.add(created);
    return created;
  }

  /** The operation after routing: credentials, the contract, the cap, idempotency, then its handler. */
  private checkedOperation(
    context: AnswerContext,
    note: JournalNote,
    route: RequestRoute & { kind: 'match' },
    delayMs: number | undefined,
  ): MockAnswer | Promise<MockAnswer> {
    const { request } = context;
    const { operationId } = route;
    const oversized = oversizedBody(context, operationId, this.limits.maxBodyBytes);
    if (oversized !== undefined) return oversized;
    const checked = validateRequest(
      { method: request.method, path: request.target, headers: request.headers, body: request.tooLarge === true ? UNREAD_BODY : request.body, route },
      this.validation,
    );
    const refusal = requestRefusal(bodyChecked(request, checked));
    if (refusal?.kind === 'unauthorized') {
      return problemAnswer(context, 'unauthorized', refusal.issues[0]!.message, operationId, { issues: refusal.issues, headers: { ...refusal.headers } });
    }
    // The validator has taken the credential: an `ApiKey` one, sent once.
    const env = this.environmentFor(apiKeyOf(request.headers.authorization)!);
    if (typeof env === 'string') return problemAnswer(context, 'unauthorized', env, operationId, { headers: { 'www-authenticate': 'ApiKey' } });
    note.environmentId = env.environmentId;
    if (refusal !== undefined) {
      const detail = refusal.issues
        .map((issue) => `${issue.location}${issue.pointer} ${issue.message}`)
        .join('; ')
        .slice(0, 1000);
      return problemAnswer(context, refusal.kind, detail, operationId, { issues: refusal.issues });
    }
    const parsed = { params: route.pathParams, query: checked.parsed?.query ?? {}, body: checked.parsed?.body };
    const limited = limitRefusal(operationId, env, parsed.body, this.current);
    if (limited !== undefined) return problemAnswer(context, 'resource-limit', limited, operationId);
    const key = idempotencyKeyOf(request, this.current.idempotency);
    const run = () => this.run(context, operationId, parsed, env, delayMs);
    return key === undefined ? run() : answerWithKey(context, key, operationId, env.idempotency, parsed.body, run);
  }

  /** Every environment, for the handlers' context (made once, not per request). */
  private readonly allEnvironments = () => this.environments.values();

  private readonly recordTrigger = (record: TriggerRecord): void => this.triggerEntries.record(record);

  private run(context: AnswerContext, operationId: OperationId, parsed: Parsed, env: Environment, delayMs?: number): MockAnswer | Promise<MockAnswer> {
    if (delayMs !== undefined) return delay(delayMs).then(() => this.run(context, operationId, parsed, env));
    const { request } = context;
    const operationContext: OperationContext = {
      operationId,
      env,
      environments: this.allEnvironments,
      params: parsed.params,
      query: new ParsedQuery(parsed.query),
      body: parsed.body as never,
      clock: this.clock,
      recordTrigger: this.recordTrigger,
    };
    const success = successOf.get(operationId)!;
    const override = this.handlers.take(operationId);
    try {
      if (override === undefined) {
        const body = (builtInHandlers[operationId] as (context: OperationContext) => unknown)(operationContext);
        return jsonAnswer(success.status, success.hasBody ? body : undefined);
      }
      const answer = overrideAnswer(override, operationContext, request, success);
      return answer instanceof Promise ? answer.catch((error: unknown) => this.problemIn(context, error, operationId, env)) : answer;
    } catch (error) {
      return this.problemIn(context, error, operationId, env);
    }
  }

  /**
   * A handler's refusal. In an environment its key's first request made, a 404 is most likely a
   * mistyped key (or one sent with its scheme twice), not a missing record: the detail says so,
   * naming the demo key when that is loaded, never the key that was sent.
   */
  private problemIn(context: AnswerContext, error: unknown, operationId: OperationId, env: Environment): MockAnswer {
    if (!(error instanceof ProblemError) || error.kind !== 'not-found' || !this.createdOnUse.has(env)) return problemOf(context, error, operationId);
    const scheme = schemeInKey(env.apiKey);
    const why = [
      'this API key had no environment, so its first request created an empty one',
      ...(scheme === undefined ? [] : [`the key starts with "${scheme} ": send the key alone after ApiKey`]),
      ...(this.demo ? [`the demo state's key is ${DEMO_API_KEY}`] : []),
    ];
    return problemOf(context, new ProblemError('not-found', `${error.detail} (${why.join('; ')})`, error.issues), operationId);
  }
}
