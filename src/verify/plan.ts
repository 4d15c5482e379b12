// The plan of a run, made before anything is sent: every property in order (per operation its valid,
// negative and auth requests, then the sequences), so that progress knows its total; and, for each
// selected check that nothing in it can apply, why, so that a run that would test nothing is refused.
import fc from 'fast-check';
import { type CheckName, RESPONSE_CHECKS, TRANSITION_CHECKS } from './check-registry.js';
import { authCheck, type CheckResult, missed, negativeCheck, type ReceivedResponse } from './checks.js';
import { mutations } from './negative.js';
import type { PropertyRun } from './property.js';
import { jsonBodyText, requestTarget, validRequest } from './requests.js';
import { runSequence, SEQUENCES, sequenceBlocked } from './sequences/index.js';
import type { Session } from './session.js';
import { type OperationEntry, operationById } from './spec.js';
import { is2xx } from './values.js';
import type { GenerationContext, VerifyRequest } from './verify-request.js';

export interface Task extends PropertyRun<unknown> {
  readonly phase: 'operations' | 'stateful';
  readonly operationId?: string;
  readonly sequence?: string;
  /**
   * A property whose values are known only when its turn comes, from what the run met by then: the
   * values (each runs once, numRuns at most), or why there are none (a note).
   */
  readonly prepare?: () => readonly unknown[] | string;
}

export interface PlanSettings {
  readonly selected: readonly OperationEntry[];
  /** The operations named in --operations. */
  readonly named: ReadonlySet<string>;
  readonly context: GenerationContext;
  readonly maxExamples: number;
  readonly stateful: boolean;
  readonly workflow: string | undefined;
}

export interface Plan {
  readonly tasks: readonly Task[];
  /** Each selected check that nothing in the run can apply, and why. */
  readonly idle: ReadonlyMap<CheckName, string>;
  /** The sequences that will not run, and why. */
  readonly notes: readonly string[];
}

/** The checks of every answer: whatever request the run sends, they judge its answer. */
const EVERY_ANSWER: readonly CheckName[] = RESPONSE_CHECKS.filter((check) => check !== 'negative_data_rejection' && check !== 'ignored_auth');

/** Requests that got a 2xx with the key, per operation, that ignored_auth sends again without it. */
const BASELINES_PER_OPERATION = 2;

/** The note on valid requests whose path named nothing the server holds (a note lists the operations and counts). */
export const MISSED =
  'positive_data_acceptance: not judged on valid requests that answered 404 or 410, their path naming nothing the server holds, or 400 or 422 to a path value made up where the contract leaves its form open (the operation was not exercised by them)';

/** Why ignored_auth did not run on an operation (a note lists the operations). */
export const NO_BASELINE = 'ignored_auth: not run, no valid request got a 2xx with the key, to send again without it';

export function plan(session: Session, settings: PlanSettings): Plan {
  const { selected, named, context, maxExamples, stateful, workflow } = settings;
  const tasks: Task[] = [];
  const applicable = new Set<CheckName>();
  const skipped: string[] = [];
  const ruleless: string[] = [];
  const baselines = new Map<string, VerifyRequest[]>();
  /** Keeps a request that got a 2xx with the key, for ignored_auth: a few per operation, each once. */
  const remember = (entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse) => {
    if (request.auth !== 'valid' || request.violation !== undefined || !is2xx(response.status)) return;
    const kept = baselines.get(entry.operationId) ?? [];
    baselines.set(entry.operationId, kept);
    const same = (other: VerifyRequest) => requestTarget(entry, other) === requestTarget(entry, request) && jsonBodyText(other) === jsonBodyText(request);
    if (kept.length < BASELINES_PER_OPERATION && !kept.some(same)) kept.push(request);
  };
  type Extra = (entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse) => CheckResult | undefined;
  const checkedCall = async (request: VerifyRequest, extra?: Extra) => {
    const entry = operationById(request.operationId)!;
    const { response } = await session.send(request);
    const findings = session.responseFindings(entry, request, response);
    // A body cut at a bound, or an answer that could not be read, says nothing of whether the server accepted the request.
    if (response.exceeded || response.malformed !== undefined) return findings;
    if (extra === undefined) {
      remember(entry, request, response);
      if (session.counting && request.auth === 'valid' && request.violation === undefined && missed(entry, request, response.status))
        session.missed.set(entry.operationId, (session.missed.get(entry.operationId) ?? 0) + 1);
    }
    const judged = extra?.(entry, request, response);
    if (judged) findings.push({ ...judged, operationId: entry.operationId });
    return findings;
  };
  const add = (operationId: string, label: string, property: Omit<Task, 'phase' | 'operationId' | 'label' | 'evaluate'>, extra?: Extra) =>
    tasks.push({
      phase: 'operations',
      operationId,
      label: `${operationId} ${label}`,
      ...property,
      evaluate: (request) => checkedCall(request as VerifyRequest, extra),
    });
  // Valid requests feed the checks of every answer, and ignored_auth its requests: without either, they judge nothing.
  const validNeeded = [...EVERY_ANSWER, 'ignored_auth' as const].some((check) => session.applies(check));
  for (const entry of selected) {
    const report = session.report(entry.operationId);
    if (entry.method !== 'GET' && !context.writes) report.skipped = `${entry.method}: writes need --allow-writes`;
    else if (entry.operationId === 'createIntegration' && !named.has('createIntegration'))
      report.skipped = 'creates integrations, which no operation of the contract deletes: name it in --operations to run it';
    if (report.skipped !== undefined) {
      skipped.push(`${entry.operationId}: ${report.skipped}`);
      continue;
    }
    const { operationId } = entry;
    for (const check of EVERY_ANSWER) applicable.add(check);
    if (validNeeded) add(operationId, 'valid', { arbitrary: validRequest(entry, context) as fc.Arbitrary<unknown>, numRuns: maxExamples });
    if (session.applies('negative_data_rejection')) {
      const rules = mutations(entry, context);
      const perRule = Math.max(1, Math.ceil(maxExamples / Math.max(1, rules.length)));
      for (const mutation of rules) add(operationId, mutation.rule, { arbitrary: mutation.requests as fc.Arbitrary<unknown>, numRuns: perRule }, negativeCheck);
      if (rules.length > 0) applicable.add('negative_data_rejection');
      else ruleless.push(operationId);
    }
    if (session.applies('ignored_auth')) {
      applicable.add('ignored_auth');
      // Schemathesis's way: a request the server took with the key, sent again without it or in
      // another scheme. A fresh request would be refused for its own faults (an unknown id, a bad
      // cursor), and the check would pass whatever the server does with credentials.
      const numRuns = Math.min(maxExamples, 2 * BASELINES_PER_OPERATION);
      add(
        operationId,
        'auth',
        {
          arbitrary: fc.constant(undefined),
          numRuns,
          prepare: () => {
            const kept = baselines.get(operationId) ?? [];
            if (kept.length === 0) return NO_BASELINE;
            return kept.flatMap((request) => (['missing', 'other-scheme'] as const).map((auth): VerifyRequest => ({ ...request, auth }))).slice(0, numRuns);
          },
        },
        authCheck,
      );
    }
  }
  const ran = skipped.length < selected.length;
  const blocked = new Map<string, string>();
  if (stateful) {
    for (const sequence of SEQUENCES) {
      const reason = sequenceBlocked(sequence, selected, named, context.writes, workflow, (check) => session.applies(check));
      if (reason) {
        blocked.set(sequence.name, reason);
        continue;
      }
      for (const check of [...EVERY_ANSWER, ...sequence.checks]) applicable.add(check);
      tasks.push({
        phase: 'stateful',
        sequence: sequence.name,
        label: `sequence ${sequence.name}`,
        arbitrary: sequence.inputs(context.prefix) as fc.Arbitrary<unknown>,
        numRuns: Math.max(1, Math.ceil(maxExamples / 10)),
        evaluate: (input) => runSequence(sequence, session, input),
      });
    }
  }
  const notes = [...blocked].map(([name, reason]) => `${name}: not run (${reason})`);

  const noOperation = `no operation runs${skipped.length > 0 ? ` (${skipped.join('; ')})` : ''}`;
  const idle = new Map<CheckName, string>();
  for (const check of session.settings.checks) {
    if (applicable.has(check)) continue;
    if ((TRANSITION_CHECKS as readonly CheckName[]).includes(check)) {
      const its = SEQUENCES.filter((sequence) => (sequence.checks as readonly CheckName[]).includes(check));
      idle.set(
        check,
        stateful
          ? `its sequences do not run (${its.map((sequence) => `${sequence.name}: ${blocked.get(sequence.name) ?? 'not planned'}`).join('; ')})`
          : 'a check of sequences, which run only with --stateful',
      );
    } else if (check === 'negative_data_rejection' && ran)
      idle.set(check, `no operation that runs has a rule of the contract to break (${ruleless.join(', ')})`);
    else idle.set(check, noOperation);
  }
  return { tasks, idle, notes };
}
