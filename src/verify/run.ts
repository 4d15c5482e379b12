// verify(options): tests a live server against the contract and resolves with the report.
//
// For each selected operation: valid requests generated from the schemas (the checks of every
// answer), invalid ones that break one rule each (negative_data_rejection), and the same requests
// without credentials or in another scheme (ignored_auth). With `stateful`, the sequences/. The run
// is planned first (so that progress knows its total), then each property runs in turn (property.ts);
// what the run created is undone at the end (undo.ts), also after a failure or an interruption.
import fc from 'fast-check';
import { type CheckName, RESPONSE_CHECKS, selectChecks, TRANSITION_CHECKS } from './check-registry.js';
import { authCheck, type CheckResult, negativeCheck, type ReceivedResponse } from './checks.js';
import { type FetchFunction, Sender, UnreachableServerError, VerifyInterruptedError } from './http.js';
import { mutations } from './negative.js';
import {
  DEFAULT_INTERRUPTED_CLEANUP_MS,
  DEFAULT_MAX_EXAMPLES,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_RPS,
  DEFAULT_TIMEOUT_MS,
  type VerifyOptions,
  type VerifyProgress,
  validateOptions,
} from './options.js';
import { hash, type PropertyRun, runProperty } from './property.js';
import { REDACTED, redactor, SAFE_KEY_LENGTH } from './redact.js';
import type { CheckTally, OperationReport, VerifyFailure, VerifyReport } from './report.js';
import { type GenerationContext, optionWord, type VerifyRequest, validRequest } from './requests.js';
import { runSequence, SEQUENCES, sequenceBlocked } from './sequences/index.js';
import { Session } from './session.js';
import { allOperations, type OperationEntry, type OperationId, operationById } from './spec.js';

export { UnreachableServerError, VerifyInterruptedError };

/** The run id: 8 hex digits derived from the seed, so that a replay sends the very same requests. */
export const runIdOf = (seed: number) => (hash(`run:${seed}`) >>> 0).toString(16).padStart(8, '0');

interface Task extends PropertyRun<unknown> {
  readonly phase: 'operations' | 'stateful';
  readonly operationId?: string;
  readonly sequence?: string;
}

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  validateOptions(options);
  // Monotonic: a wall clock set back while the run lasted gave a negative duration (and a JUnit time the XSD refuses).
  const started = performance.now();
  // Unsigned: `^` makes an int32 of Date.now(), negative for half of every 50 days.
  const seed = options.seed ?? ((Math.floor(Math.random() * 2 ** 31) ^ Date.now()) >>> 0) % 2 ** 31;
  const runId = runIdOf(seed);
  const prefix = `verify-${runId}-`;
  const maxExamples = options.maxExamples ?? DEFAULT_MAX_EXAMPLES;
  const writes = options.allowWrites === true;
  const stateful = options.stateful === true;
  const rps = options.rps ?? DEFAULT_RPS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const cleanupBudget = options.interruptedCleanupMs ?? DEFAULT_INTERRUPTED_CLEANUP_MS;
  const fetchFunction: FetchFunction = options.fetch ?? ((request) => fetch(request));
  const checks = selectChecks(options.checks, options.excludeChecks);
  // The key never leaves in the report, in any encoding the server may echo it in.
  const redact = redactor(options.apiKey);
  const sender = new Sender({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    rps,
    fetch: fetchFunction,
    timeoutMs,
    maxResponseBytes,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const session = new Session(sender, { baseUrl: options.baseUrl, prefix, writes, workflow: options.workflow, checks, maxResponseBytes, redact });
  const context: GenerationContext = { prefix, writes };
  const failures: VerifyFailure[] = [];
  const notes: string[] = [];
  if (redact.weak)
    notes.push(
      `the API key is shorter than ${SAFE_KEY_LENGTH} characters: only its whole occurrences are shown as ${REDACTED}, and not its base64 forms (see docs/verify.md)`,
    );
  const named = new Set(options.operations ?? []);
  const selected = allOperations.filter((entry) => named.size === 0 || named.has(entry.operationId));
  const tasks = plan(selected, named, session, context, maxExamples, stateful, notes, options.workflow);
  const total = tasks.reduce((sum, task) => sum + task.numRuns, 0);
  let done = 0;
  let current: Task | undefined;
  let currentDone = 0;
  const progress = (phase: VerifyProgress['phase']) =>
    options.onProgress?.({
      phase,
      ...(current?.operationId ? { operationId: current.operationId } : {}),
      ...(current?.sequence ? { sequence: current.sequence } : {}),
      requests: sender.sent,
      failures: failures.length,
      done: done + currentDone,
      total,
    });
  // Once interrupted, cleanup has a budget, also when the signal comes during cleanup.
  const onAbort = () => sender.limitCleanup(cleanupBudget);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  let interrupted = false;
  let fatal: unknown;
  /** Why a server that had answered stopped answering, which ends the run there. */
  let stopped: string | undefined;
  let reached = false;
  try {
    // A server that does not answer at all stops the run before any check (exit code 2).
    await probe(sender, options.baseUrl);
    reached = true;
    for (const task of tasks) {
      // An operation whose answer outlived the deadline would cost a deadline per property more.
      if (task.operationId !== undefined && failures.some((failure) => failure.check === 'max_response_time' && failure.operationId === task.operationId)) {
        const note = `${task.operationId}: its other requests were not sent, an answer of it did not end within ${timeoutMs} ms`;
        if (!notes.includes(note)) notes.push(note);
        done += task.numRuns;
        continue;
      }
      current = task;
      currentDone = 0;
      progress(task.phase);
      await runProperty(
        {
          session,
          seed,
          failures,
          notes,
          redact,
          checkCount: RESPONSE_CHECKS.length + TRANSITION_CHECKS.length,
          onExample: (examples) => {
            currentDone = Math.min(task.numRuns, Math.max(currentDone, examples));
            progress(task.phase);
          },
        },
        task,
      );
      done += task.numRuns;
      currentDone = 0;
    }
  } catch (error) {
    if (error instanceof VerifyInterruptedError) interrupted = true;
    // A server that answered, then dropped a connection (a crash on one input, most often): the run
    // ends there, and its report, seed and JUnit file say what came before, as after an interruption.
    else if (error instanceof UnreachableServerError && reached) stopped = error.message;
    else fatal = error;
  }
  current = undefined;
  // A server that stopped answering gets one deadline for all of cleanup, not one per request.
  if (interrupted) sender.limitCleanup(cleanupBudget);
  else if (fatal !== undefined || stopped !== undefined) sender.limitCleanup(timeoutMs);
  progress('cleanup');
  const cleanup = await session.undo.unwind(notes);
  options.signal?.removeEventListener('abort', onAbort);
  if (fatal !== undefined) throw fatal;
  if (stopped !== undefined)
    notes.push(`the server stopped answering, and the run stopped there: ${stopped} (${optionWord('--seed', seed)} sends the same requests again)`);

  const operations: OperationReport[] = selected.map((entry) => session.report(entry.operationId));
  for (const report of session.reports.values()) if (!operations.includes(report)) operations.push(report);
  const totals: Partial<Record<CheckName, CheckTally>> = {};
  for (const report of operations) {
    for (const [check, tally] of Object.entries(report.checks) as [CheckName, CheckTally][]) {
      const sum = totals[check] ?? { passed: 0, failed: 0 };
      totals[check] = sum;
      sum.passed += tally.passed;
      sum.failed += tally.failed;
    }
  }
  return {
    ok: failures.length === 0 && !interrupted && stopped === undefined,
    interrupted,
    ...(stopped === undefined ? {} : { stopped: redact(stopped) }),
    seed,
    runId,
    baseUrl: options.baseUrl,
    settings: {
      maxExamples,
      stateful,
      allowWrites: writes,
      rps,
      timeoutMs,
      maxResponseBytes,
      checks: [...checks],
      ...(options.operations === undefined ? {} : { operations: [...options.operations] }),
      ...(options.workflow === undefined ? {} : { workflow: options.workflow }),
    },
    operations,
    checks: totals,
    failures,
    notes: notes.map(redact),
    // What was created is named by what the server answered, which may echo the key.
    cleanup: { deleted: cleanup.deleted.map(redact), leftBehind: cleanup.leftBehind.map(redact), restored: cleanup.restored.map(redact) },
    requests: sender.sent,
    durationMs: Math.max(0, performance.now() - started),
  };
}

/** Every property of the run, in order: per operation its valid, negative and auth requests, then the sequences. */
function plan(
  selected: readonly OperationEntry[],
  named: ReadonlySet<string>,
  session: Session,
  context: GenerationContext,
  maxExamples: number,
  stateful: boolean,
  notes: string[],
  workflow: string | undefined,
): Task[] {
  const tasks: Task[] = [];
  type Extra = (request: VerifyRequest, response: ReceivedResponse) => CheckResult;
  const checkedCall = async (request: VerifyRequest, extra?: Extra) => {
    const entry = operationById(request.operationId)!;
    const { response } = await session.send(request);
    const findings = session.responseFindings(entry, request, response);
    // A body cut at a bound, or an answer that could not be read, says nothing of whether the server accepted the request.
    if (extra && !response.exceeded && response.malformed === undefined) findings.push({ ...extra(request, response), operationId: entry.operationId });
    return findings;
  };
  const add = (operationId: string, label: string, arbitrary: fc.Arbitrary<VerifyRequest>, numRuns: number, extra?: Extra) =>
    tasks.push({
      phase: 'operations',
      operationId,
      label: `${operationId} ${label}`,
      arbitrary: arbitrary as fc.Arbitrary<unknown>,
      numRuns,
      evaluate: (request) => checkedCall(request as VerifyRequest, extra),
    });
  for (const entry of selected) {
    const report = session.report(entry.operationId);
    if (entry.method !== 'GET' && !context.writes) {
      report.skipped = `${entry.method}: writes need --allow-writes`;
      continue;
    }
    if (entry.operationId === 'createIntegration' && !named.has('createIntegration')) {
      report.skipped = 'creates integrations, which no operation of the contract deletes: name it in --operations to run it';
      continue;
    }
    const { operationId } = entry;
    add(operationId, 'valid', validRequest(entry, context), maxExamples);
    if (session.applies('negative_data_rejection')) {
      const rules = mutations(entry, context);
      const perRule = Math.max(1, Math.ceil(maxExamples / Math.max(1, rules.length)));
      for (const mutation of rules) add(operationId, mutation.rule, mutation.requests, perRule, negativeCheck);
    }
    if (session.applies('ignored_auth')) {
      const unauthenticated = fc
        .tuple(validRequest(entry, context), fc.constantFrom('missing' as const, 'other-scheme' as const))
        .map(([request, auth]): VerifyRequest => ({ ...request, auth }));
      add(operationId, 'auth', unauthenticated, Math.min(maxExamples, 4), authCheck);
    }
  }
  if (!stateful) return tasks;
  for (const sequence of SEQUENCES) {
    const reason = sequenceBlocked(sequence, selected, named, context.writes, workflow, (check) => session.applies(check));
    if (reason) {
      notes.push(`${sequence.name}: not run (${reason})`);
      continue;
    }
    tasks.push({
      phase: 'stateful',
      sequence: sequence.name,
      label: `sequence ${sequence.name}`,
      arbitrary: sequence.inputs(context.prefix) as fc.Arbitrary<unknown>,
      numRuns: Math.max(1, Math.ceil(maxExamples / 10)),
      evaluate: (input) => runSequence(sequence, session, input),
    });
  }
  return tasks;
}

/**
 * Any HTTP answer at all says the server is there. A first answer that is not HTTP says the address
 * is not the server's (a TLS port given as http://, another protocol): no check would learn more.
 */
async function probe(sender: Sender, baseUrl: string): Promise<void> {
  const entry = operationById('listActiveIntegrations')!;
  const { malformed } = await sender.send(entry, {
    operationId: entry.operationId as OperationId,
    method: 'GET',
    pathParams: {},
    query: {},
    headers: {},
    auth: 'missing',
  });
  if (malformed !== undefined) throw new UnreachableServerError(`${baseUrl} answers, but not with HTTP/1.1 that a client can read (${malformed})`);
}
