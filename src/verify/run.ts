// verify(options): tests a live server against the contract and resolves with the report.
//
// For each selected operation: valid requests generated from the schemas (the conformance checks),
// invalid ones that break one rule each (negative_data_rejection), and the same requests without
// credentials or in another scheme (ignored_auth). With `stateful`, the sequences of stateful.ts.
// Every property runs under fast-check with a seed derived from the run's seed, so `seed` replays a
// run exactly; a failure is shrunk to a minimal request or sequence before it is reported.
import fc from 'fast-check';
import { authCheck, type CheckName, conformanceChecks, negativeCheck, RESPONSE_CHECKS, TRANSITION_CHECKS } from './checks.js';
import { type FetchFunction, Sender, UnreachableServerError, VerifyInterruptedError } from './http.js';
import { mutations } from './negative.js';
import type { CheckTally, OperationReport, VerifyFailure, VerifyReport } from './report.js';
import { type GenerationContext, type VerifyRequest, validRequest } from './requests.js';
import { type Finding, Session } from './session.js';
import { allOperations, type OperationEntry, type OperationId, operationById } from './spec.js';
import { SEQUENCES, type Sequence } from './stateful.js';

export { UnreachableServerError, VerifyInterruptedError };

export interface VerifyOptions {
  /** The server's base address; a path prefix is kept (`https://api.example.com/notifications`). */
  readonly baseUrl: string;
  /** Sent as `Authorization: ApiKey <key>`; never printed. */
  readonly apiKey: string;
  /** Only these operationIds (default: every operation the other options allow). */
  readonly operations?: readonly string[];
  /** Valid requests per operation (default 50); invalid ones add one per rule at least. */
  readonly maxExamples?: number;
  /** Replays a run exactly (default: a random one, reported). */
  readonly seed?: number;
  /** Run the sequences that follow the links and assert the stated transitions. */
  readonly stateful?: boolean;
  /** Allow operations other than GET. Everything created is named `verify-<run id>-…` and deleted at the end. */
  readonly allowWrites?: boolean;
  /**
   * The trigger identifier of a workflow of the server. The contract has no operation that creates a
   * subscriber, but a trigger with a subscriber definition does: with it, the subscriber sequence
   * runs on subscribers of this run (named verify-<run id>-…, without e-mail, phone or device token,
   * and deleted at the end). The activity records of those triggers stay: no operation deletes them.
   */
  readonly workflow?: string;
  /** Requests per second at most (default 20; 0: no bound). */
  readonly rps?: number;
  /** Time to wait for one answer (default 10 s). */
  readonly timeoutMs?: number;
  /** The fetch to send with (default: the global one). `createStatefulMock().fetch` runs a mock in-process. */
  readonly fetch?: FetchFunction;
  /** Stops the run (cleanup still runs); the report then says `interrupted`. */
  readonly signal?: AbortSignal;
  /** Called after each request, for a progress line. */
  readonly onProgress?: (progress: VerifyProgress) => void;
}

export interface VerifyProgress {
  readonly phase: 'operations' | 'stateful' | 'cleanup';
  readonly operationId?: string;
  readonly sequence?: string;
  readonly requests: number;
  readonly failures: number;
}

export const DEFAULT_MAX_EXAMPLES = 50;
export const DEFAULT_RPS = 20;
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The usage error of a bad option (exit code 2 in the CLI). */
export class VerifyUsageError extends Error {
  override readonly name = 'VerifyUsageError';
}

/** A 32-bit hash (FNV-1a), to derive one seed per property from the run's seed. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value | 0;
}

const seedFor = (seed: number, label: string) => hash(`${seed}:${label}`);

/** The run id: 8 hex digits derived from the seed, so that a replay sends the very same requests. */
export const runIdOf = (seed: number) => (hash(`run:${seed}`) >>> 0).toString(16).padStart(8, '0');

function validate(options: VerifyOptions): void {
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new VerifyUsageError(`--base-url must be an absolute http(s) URL, got ${JSON.stringify(options.baseUrl)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new VerifyUsageError(`--base-url must be an http(s) URL, got ${url.protocol}`);
  if (url.search || url.hash) throw new VerifyUsageError('--base-url must have no query and no fragment');
  if (typeof options.apiKey !== 'string' || options.apiKey.length === 0) throw new VerifyUsageError('--api-key is required');
  if (/[\r\n\0]/.test(options.apiKey)) throw new VerifyUsageError('--api-key must not contain line breaks');
  if (options.maxExamples !== undefined && !(Number.isInteger(options.maxExamples) && options.maxExamples >= 1))
    throw new VerifyUsageError('--max-examples must be a whole number of at least 1');
  if (options.seed !== undefined && !Number.isSafeInteger(options.seed)) throw new VerifyUsageError('--seed must be a whole number');
  if (options.workflow !== undefined && (typeof options.workflow !== 'string' || options.workflow === ''))
    throw new VerifyUsageError('--workflow needs the trigger identifier of a workflow');
  if (options.rps !== undefined && !(options.rps >= 0)) throw new VerifyUsageError('--rps must be 0 (no bound) or more');
  for (const operationId of options.operations ?? []) {
    if (!operationById(operationId))
      throw new VerifyUsageError(
        `--operations: no operation ${JSON.stringify(operationId)} in the contract (one of ${allOperations.map((entry) => entry.operationId).join(', ')})`,
      );
  }
}

interface Failed {
  check: CheckName;
  operationId: string;
  message: string;
  rule?: string;
  steps: Session['steps'];
}

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  validate(options);
  const started = Date.now();
  const seed = options.seed ?? (Math.floor(Math.random() * 2 ** 31) ^ Date.now()) % 2 ** 31;
  const runId = runIdOf(seed);
  const prefix = `verify-${runId}-`;
  const maxExamples = options.maxExamples ?? DEFAULT_MAX_EXAMPLES;
  const writes = options.allowWrites === true;
  const stateful = options.stateful === true;
  const rps = options.rps ?? DEFAULT_RPS;
  const fetchFunction: FetchFunction = options.fetch ?? ((request) => fetch(request));
  const key = options.apiKey;
  // The key never leaves in the report, whatever the server echoes back.
  const scrub = (text: string) => text.split(key).join('[redacted]');
  const sender = new Sender({
    baseUrl: options.baseUrl,
    apiKey: key,
    rps,
    fetch: fetchFunction,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const session = new Session(sender, options.baseUrl, prefix, writes, options.workflow, scrub);
  const context: GenerationContext = { prefix, writes };
  const failures: VerifyFailure[] = [];
  const notes: string[] = [];
  const named = new Set(options.operations ?? []);
  const selected = allOperations.filter((entry) => named.size === 0 || named.has(entry.operationId));
  let interrupted = false;
  const progress = (phase: VerifyProgress['phase'], extra: { operationId?: string; sequence?: string } = {}) =>
    options.onProgress?.({ phase, ...extra, requests: sender.sent, failures: failures.length });

  for (const entry of selected) {
    const report = session.report(entry.operationId);
    if (entry.method !== 'GET' && !writes) report.skipped = `${entry.method}: writes need --allow-writes`;
  }

  /**
   * Runs one property: `numRuns` examples of `arbitrary`, each evaluated into findings. The first
   * failing check becomes the target: shrinking keeps to it, so the minimal example fails the same
   * way. Then the property runs again without that check, until no other check fails.
   */
  async function property<T>(label: string, arbitrary: fc.Arbitrary<T>, numRuns: number, evaluate: (value: T) => Promise<Finding[] | string>): Promise<void> {
    const excluded = new Set<CheckName>();
    for (let pass = 0; pass <= RESPONSE_CHECKS.length + TRANSITION_CHECKS.length; pass += 1) {
      let target: Failed | undefined;
      let shrinkSteps = 0;
      // An unreachable server or an interruption ends the run: fast-check must not shrink on it.
      let fatal: unknown;
      session.counting = true;
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async (value) => {
          if (fatal !== undefined) return true;
          if (target !== undefined) {
            shrinkSteps += 1;
            if (shrinkSteps > 150) return true;
          }
          session.steps = [];
          let outcome: Finding[] | string;
          try {
            outcome = await evaluate(value);
          } catch (error) {
            if (error instanceof VerifyInterruptedError || error instanceof UnreachableServerError) {
              fatal = error;
              return true;
            }
            throw error;
          }
          if (typeof outcome === 'string') {
            if (target === undefined && !notes.includes(`${label}: ${outcome}`)) notes.push(`${label}: ${outcome}`);
            return true;
          }
          session.tally(outcome);
          const failing = outcome.find(
            (finding) => finding.failure !== undefined && !excluded.has(finding.check) && (target === undefined || finding.check === target.check),
          );
          if (!failing) return true;
          const rule = (value as { violation?: string } | undefined)?.violation;
          target = { check: failing.check, operationId: failing.operationId, message: failing.failure!, ...(rule ? { rule } : {}), steps: session.steps };
          session.counting = false;
          return false;
        }),
        { seed: seedFor(seed, `${label}#${pass}`), numRuns, endOnFailure: false, reporter: () => {} },
      );
      session.counting = true;
      if (fatal !== undefined) throw fatal;
      if (result.failed && target === undefined && result.errorInstance) throw result.errorInstance;
      if (!result.failed || target === undefined) return;
      const found: Failed = target;
      failures.push({
        check: found.check,
        operationId: found.operationId,
        message: scrub(found.message),
        ...(found.rule ? { rule: found.rule } : {}),
        steps: found.steps,
        seed,
      });
      progress('operations');
      excluded.add(found.check);
    }
  }

  const checkedCall = async (request: VerifyRequest, extra?: (response: Awaited<ReturnType<Session['send']>>['response']) => Finding) => {
    const entry = operationById(request.operationId)!;
    const { response } = await session.send(request);
    const findings: Finding[] = conformanceChecks(entry, request, response).map((result) => ({ ...result, operationId: entry.operationId }));
    if (extra) findings.push(extra(response));
    progress('operations', { operationId: entry.operationId });
    return findings;
  };

  try {
    // A server that does not answer at all stops the run before any check (exit code 2).
    await probe(sender);
    for (const entry of selected) {
      if (session.report(entry.operationId).skipped) continue;
      if (entry.operationId === 'createIntegration' && !named.has('createIntegration')) {
        session.report(entry.operationId).skipped = 'creates integrations, which no operation of the contract deletes: name it in --operations to run it';
        continue;
      }
      progress('operations', { operationId: entry.operationId });
      await property(`${entry.operationId} valid`, validRequest(entry, context), maxExamples, (request) => checkedCall(request));
      const rules = mutations(entry, context);
      const perRule = Math.max(1, Math.ceil(maxExamples / Math.max(1, rules.length)));
      for (const mutation of rules)
        await property(`${entry.operationId} ${mutation.rule}`, mutation.requests, perRule, (request) =>
          checkedCall(request, (response) => ({ ...negativeCheck(request, response), operationId: entry.operationId })),
        );
      const unauthenticated = fc
        .tuple(validRequest(entry, context), fc.constantFrom('missing' as const, 'other-scheme' as const))
        .map(([request, auth]) => ({ ...request, auth }));
      await property(`${entry.operationId} auth`, unauthenticated, Math.min(maxExamples, 4), (request) =>
        checkedCall(request, (response) => ({ ...authCheck(request, response), operationId: entry.operationId })),
      );
    }
    if (stateful) {
      for (const sequence of SEQUENCES) {
        const reason = sequenceBlocked(sequence, selected, named, writes, options.workflow);
        if (reason) {
          notes.push(`${sequence.name}: not run (${reason})`);
          continue;
        }
        progress('stateful', { sequence: sequence.name });
        await property(
          `sequence ${sequence.name}`,
          sequence.inputs(prefix) as fc.Arbitrary<unknown>,
          Math.max(1, Math.ceil(maxExamples / 10)),
          async (input) => {
            const findings = await sequence.run(session, input);
            progress('stateful', { sequence: sequence.name });
            return findings;
          },
        );
      }
    }
  } catch (error) {
    if (error instanceof VerifyInterruptedError) interrupted = true;
    else {
      await cleanup(session, notes).catch(() => undefined);
      throw error;
    }
  }
  progress('cleanup');
  const cleanupReport = await cleanup(session, notes);

  const operations: OperationReport[] = selected.map((entry) => session.report(entry.operationId));
  for (const report of session.reports.values()) if (!operations.includes(report)) operations.push(report);
  const checks: Partial<Record<CheckName, CheckTally>> = {};
  for (const report of operations) {
    for (const [check, tally] of Object.entries(report.checks) as [CheckName, CheckTally][]) {
      const total = checks[check] ?? { passed: 0, failed: 0 };
      checks[check] = total;
      total.passed += tally.passed;
      total.failed += tally.failed;
    }
  }
  return {
    ok: failures.length === 0 && !interrupted,
    interrupted,
    seed,
    runId,
    baseUrl: options.baseUrl,
    settings: { maxExamples, stateful, allowWrites: writes, rps },
    operations,
    checks,
    failures,
    notes: notes.map(scrub),
    cleanup: cleanupReport,
    requests: sender.sent,
    durationMs: Date.now() - started,
  };
}

function sequenceBlocked(
  sequence: Sequence,
  selected: readonly OperationEntry[],
  named: ReadonlySet<string>,
  writes: boolean,
  workflow: string | undefined,
): string | undefined {
  if (sequence.writes && !writes) return 'it writes: needs --allow-writes';
  if (sequence.needsWorkflow && workflow === undefined)
    return 'no operation of the contract creates a subscriber, a trigger of an existing workflow does: name one with --workflow';
  const missing = sequence.operations.filter((operationId) => !selected.some((entry) => entry.operationId === operationId));
  if (missing.length > 0) return `needs ${missing.join(', ')}`;
  const explicit = (sequence.explicit ?? []).filter((operationId) => !named.has(operationId));
  if (explicit.length > 0) return `${explicit.join(', ')} creates what no operation of the contract deletes: name it in --operations`;
  return undefined;
}

/** Any HTTP answer at all says the server is there. */
async function probe(sender: Sender): Promise<void> {
  const entry = operationById('listActiveIntegrations')!;
  await sender.send(
    entry,
    { operationId: entry.operationId as OperationId, method: 'GET', pathParams: {}, query: {}, headers: {}, auth: 'missing' },
    { cleanup: true },
  );
}

/** Deletes what the run created (only what carries its prefix), and puts back what it changed. */
async function cleanup(session: Session, notes: string[]): Promise<VerifyReport['cleanup']> {
  const deleted: string[] = [];
  const leftBehind: string[] = [];
  const restored: string[] = [];
  const { created, prefix, sender } = session;
  const send = async (operationId: OperationId, request: Partial<VerifyRequest>) => {
    const entry = operationById(operationId)!;
    return sender.send(entry, { operationId, method: entry.method, pathParams: {}, query: {}, headers: {}, auth: 'valid', ...request }, { cleanup: true });
  };
  const attempt = async (what: string, run: () => Promise<{ status: number }>, gone: (status: number) => boolean) => {
    try {
      const { status } = await run();
      if (gone(status)) deleted.push(what);
      else leftBehind.push(`${what} (answered ${status})`);
    } catch (error) {
      leftBehind.push(`${what} (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const deletedOrAbsent = (status: number) => (status >= 200 && status <= 299) || status === 404;
  for (const key of created.topics) {
    if (!key.startsWith(prefix)) {
      leftBehind.push(`topic ${key} (created without the run's prefix: not deleted, it may have been there before)`);
      continue;
    }
    await attempt(`topic ${key}`, () => send('deleteTopic', { pathParams: { topicKey: key } }), deletedOrAbsent);
  }
  for (const id of created.subscribers) {
    if (!id.startsWith(prefix)) continue;
    await attempt(`subscriber ${id}`, () => send('deleteSubscriber', { pathParams: { subscriberId: id } }), deletedOrAbsent);
  }
  for (const id of created.transactions) {
    try {
      await send('deleteMessagesByTransaction', { pathParams: { transactionId: id } });
    } catch {
      // Messages of a transaction are best effort: the run's workflows match none of the server's.
    }
  }
  for (const id of created.records) leftBehind.push(`the activity records of transaction ${id} (no operation of the contract deletes them)`);
  for (const [key, id] of created.primaries) {
    try {
      const { status } = await send('setPrimaryIntegration', { pathParams: { integrationId: id } });
      if (status >= 200 && status <= 299) restored.push(`primary ${key.split(':')[1]} integration ${id}`);
      else notes.push(`could not make ${id} primary again (answered ${status})`);
    } catch (error) {
      notes.push(`could not make ${id} primary again (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  for (const [id, what] of created.integrations) {
    try {
      await send('updateIntegration', { pathParams: { integrationId: id }, body: { active: false } });
    } catch {
      // Reported below in any case.
    }
    leftBehind.push(`${what} ${id} (deactivated; the contract has no operation that deletes an integration)`);
  }
  created.topics.clear();
  created.subscribers.clear();
  created.transactions.clear();
  created.primaries.clear();
  created.records.clear();
  created.integrations.clear();
  return { deleted, leftBehind, restored };
}
