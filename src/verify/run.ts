// verify(options): tests a live server against the contract and resolves with the report.
//
// For each selected operation: valid requests generated from the schemas (the checks of every
// answer), invalid ones that break one rule each (negative_data_rejection), and those of the valid
// ones that got a 2xx, sent again without credentials or in another scheme (ignored_auth). With
// `stateful`, the sequences/. The run is planned first (plan.ts: progress knows its total, and a run
// that could apply no check is refused before it sends anything), then each property runs in turn
// (property.ts); what the run created is undone at the end (undo.ts), also after a failure or an
// interruption.
import fc from 'fast-check';
import { type CheckName, RESPONSE_CHECKS, selectChecks, TRANSITION_CHECKS } from './check-registry.js';
import { failureKey } from './failure-key.js';
import { type FetchFunction, Sender, UnreachableServerError, VerifyInterruptedError } from './http.js';
import {
  DEFAULT_INTERRUPTED_CLEANUP_MS,
  DEFAULT_MAX_EXAMPLES,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_RPS,
  DEFAULT_TIMEOUT_MS,
  type VerifyOptions,
  type VerifyProgress,
  VerifyUsageError,
  validateOptions,
} from './options.js';
import { KnownValues } from './path-values.js';
import { MISSED, NO_BASELINE, plan, type Task } from './plan.js';
import { EXTRA_REQUESTS_FLOOR, hash, runProperty, SIGNATURES_PER_CHECK } from './property.js';
import { REDACTED, redactor, SAFE_KEY_LENGTH } from './redact.js';
import { type CheckTally, checksApplied, type OperationReport, type UnshownFailures, type VerifyFailure, type VerifyReport } from './report.js';
import { optionWord } from './requests.js';
import { Session } from './session.js';
import { allOperations, type OperationId, operationById } from './spec.js';
import type { GenerationContext } from './verify-request.js';

export { UnreachableServerError, VerifyInterruptedError };

/** The run id: 8 hex digits derived from the seed, so that a replay sends the very same requests. */
export const runIdOf = (seed: number) => (hash(`run:${seed}`) >>> 0).toString(16).padStart(8, '0');

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
  const known = new KnownValues();
  const session = new Session(sender, { baseUrl: options.baseUrl, prefix, writes, workflow: options.workflow, checks, maxResponseBytes, redact, known });
  const context: GenerationContext = { prefix, writes, known };
  const failures: VerifyFailure[] = [];
  const notes: string[] = [];
  if (redact.weak)
    notes.push(
      `the API key is shorter than ${SAFE_KEY_LENGTH} characters: only its whole occurrences are shown as ${REDACTED}, and not its base64 forms (see docs/verify.md)`,
    );
  const named = new Set(options.operations ?? []);
  const selected = allOperations.filter((entry) => named.size === 0 || named.has(entry.operationId));
  const { tasks, idle, notes: planNotes } = plan(session, { selected, named, context, maxExamples, stateful, workflow: options.workflow });
  // A run that applies no check passes whatever the server does: refused before anything is sent.
  if (idle.size === checks.size)
    throw new VerifyUsageError(
      `the checks chosen apply to nothing in this run, which would pass whatever the server does. ${[...idle].map(([check, why]) => `${check}: ${why}.`).join(' ')}`,
    );
  notes.push(...planNotes);
  /** Operations whose property could not be built, by why (one note each). */
  const unprepared = new Map<string, string[]>();
  const total = tasks.reduce((sum, task) => sum + task.numRuns, 0);
  session.extraBudget = Math.max(EXTRA_REQUESTS_FLOOR, total);
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
        const why = `its other requests were not sent, an answer of it did not end within ${timeoutMs} ms`;
        const note = `${task.operationId}: ${why}`;
        if (!notes.includes(note)) notes.push(note);
        session.report(task.operationId).stopped ??= why;
        done += task.numRuns;
        continue;
      }
      const values = task.prepare?.();
      if (typeof values === 'string') {
        unprepared.set(values, [...(unprepared.get(values) ?? []), task.operationId ?? task.label]);
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
        values === undefined ? task : { ...task, arbitrary: fc.constantFrom(...values), examples: values, numRuns: values.length },
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
  for (const [why, operations] of unprepared) {
    // An operation a sequence's write probe judged after all is no longer "not run".
    const left = why === NO_BASELINE ? operations.filter((operationId) => session.reports.get(operationId)?.checks.ignored_auth === undefined) : operations;
    if (left.length > 0) notes.push(`${why} (${left.join(', ')})`);
  }
  if (session.exhausted)
    notes.push(
      `shrinking stopped: budget of ${session.extraBudget} extra requests spent (shrinking, simplification, sequence replays); the failures found after it are shown as first found, not made smaller`,
    );
  if (sender.resent > 0)
    notes.push(
      `${sender.resent} ${sender.resent === 1 ? 'read was' : 'reads were'} sent again on a new connection: the server closed the first one with no answer`,
    );
  for (const [what, times] of session.refused)
    notes.push(`not sent${times > 1 ? ` (${times} times)` : ''}, a write whose path names what the server named, not this run: ${what}`);
  if (session.missed.size > 0 && session.applies('positive_data_acceptance'))
    notes.push(`${MISSED}: ${[...session.missed].map(([operationId, count]) => `${operationId} ${count}`).join(', ')}`);
  // A server that stopped answering gets one deadline for all of cleanup, not one per request.
  if (interrupted) sender.limitCleanup(cleanupBudget);
  else if (fatal !== undefined || stopped !== undefined) sender.limitCleanup(timeoutMs);
  progress('cleanup');
  const cleanup = await session.undo.unwind(notes);
  options.signal?.removeEventListener('abort', onAbort);
  // An interruption during cleanup cut it short as one before it would have: the run is interrupted too (review 22, F6).
  if (options.signal?.aborted === true) interrupted = true;
  if (fatal !== undefined) throw fatal;
  if (stopped !== undefined)
    notes.push(`the server stopped answering, and the run stopped there: ${stopped} (${optionWord('--seed', seed)} sends the same requests again)`);

  const unshown = unshownFailures(session, failures);
  for (const group of unshown)
    notes.push(
      `${group.check} on ${group.operationId}: ${group.occurrences} more failing ${group.occurrences === 1 ? 'answer' : 'answers'} of ${group.signatures.length === 1 ? 'another kind' : `${group.signatures.length} other kinds`} (${group.signatures.join(', ')}), counted in the table, not shrunk or shown: a property shows at most ${SIGNATURES_PER_CHECK} kinds of failure per check`,
    );
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
  for (const [check, why] of session.notJudged) if (totals[check] === undefined && session.applies(check)) notes.push(`${check}: not run, ${why}`);
  // Decided before the run where it can be (plan.ts); what the server answers can still leave every
  // selected check with nothing to judge (ignored_auth when no request got a 2xx).
  const vacuous = checksApplied(totals) === 0 && !interrupted && stopped === undefined;
  if (vacuous) notes.push('no check judged anything: the selected checks found nothing in this run to apply to, so it tested nothing (exit code 2)');
  return {
    ok: failures.length === 0 && !interrupted && stopped === undefined && !vacuous,
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
    unshown,
    failures: failures.map((failure) => ({
      ...failure,
      occurrences: Math.max(1, session.occurrences.get(failureKey(failure.check, failure.operationId, failure.signature)) ?? 0),
    })),
    notes: notes.map(redact),
    // What was created is named by what the server answered, which may echo the key.
    cleanup: {
      deleted: cleanup.deleted.map(redact),
      alreadyGone: cleanup.alreadyGone.map(redact),
      leftBehind: cleanup.leftBehind.map(redact),
      restored: cleanup.restored.map(redact),
    },
    requests: sender.sent,
    durationMs: Math.max(0, performance.now() - started),
  };
}

/** The failing answers the session counted of kinds no failure shows, per check and operation, in the order first met. */
function unshownFailures(session: Session, failures: readonly VerifyFailure[]): UnshownFailures[] {
  const shown = new Set(failures.map((failure) => failureKey(failure.check, failure.operationId, failure.signature)));
  const groups = new Map<string, { check: CheckName; operationId: string; occurrences: number; signatures: string[] }>();
  for (const [key, kind] of session.kinds) {
    if (shown.has(key)) continue;
    const at = `${kind.check} ${kind.operationId}`;
    const group = groups.get(at) ?? { check: kind.check, operationId: kind.operationId, occurrences: 0, signatures: [] };
    groups.set(at, group);
    group.occurrences += session.occurrences.get(key) ?? 0;
    group.signatures.push(kind.signature);
  }
  return [...groups.values()];
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
