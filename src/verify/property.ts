// One property of a run: `numRuns` examples of an arbitrary under fast-check, each evaluated into
// findings. The first failing check becomes the target: shrinking keeps to it and to its signature,
// so that the smallest example fails the same way; a request is then made smaller still by dropping
// its optional parts (simplify.ts). Then the property runs again past that failure, until no other
// fails (at most SIGNATURES_PER_CHECK of one check). A failure that repeats one already found (same check, operation and signature) is
// merged into it (failure-key.ts). Every property has a seed derived from the run's seed, so that
// `--seed` replays the run.
import fc from 'fast-check';
import type { CheckName } from './check-registry.js';
import { addFailure, failureKey } from './failure-key.js';
import { UnreachableServerError, VerifyInterruptedError } from './http.js';
import { ForeignWriteError } from './ownership.js';
import type { VerifyFailure } from './report.js';
import { SEQUENCE_REPLAY_BUDGET, shortenSequence } from './sequence-shrink.js';
import type { Finding, Session } from './session.js';
import { isRequest, SIMPLIFY_BUDGET, simplify } from './simplify.js';

/** A 32-bit hash (FNV-1a), to derive one seed per property from the run's seed. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value | 0;
}

export const seedFor = (seed: number, label: string) => hash(`${seed}:${label}`);

/**
 * Checks whose failure costs a whole deadline or a whole size bound per example: a failing example is
 * not shrunk, and the property stops there (a server that never ends a body would otherwise hold the
 * run for a deadline per example and per shrinking step).
 */
const COSTLY: ReadonlySet<CheckName> = new Set<CheckName>(['max_response_time', 'max_response_size']);

/**
 * Distinct failures (signatures) of one check that a property looks for: another pass looks past
 * those found, and each pass costs the property's examples again.
 */
export const SIGNATURES_PER_CHECK = 3;

/**
 * The least budget of extra requests of a run (Session.extra: shrinking, simplification, sequence
 * replays): enough for one failure's shrinking and simplification in full. A run's budget is this or as many as the examples it plans, whichever is
 * more, so that the requests sent after failures at most double the run: a server answering random
 * 5xx made each status a failure of its own, each shrunk, and a run of 54 requests sent 2,291
 * (review 21, F8).
 */
export const EXTRA_REQUESTS_FLOOR = 200;

/** Bounds shrinking: a few hundred requests at most per failure. */
const MAX_SHRINK_STEPS = 150;

/**
 * Ends fast-check's run of a property where it stands (a precondition failure that interrupts, the
 * failure found so far kept). A property that only answered `true` once shrinking was over had
 * fast-check walk every candidate left of the shrink tree, each generated and filtered
 * (negative.ts judges each with validateRequest): thousands of large bulk bodies, seconds of the
 * event loop held between two requests (review 22, F4), in which a server closed its idle
 * connection and a signal waited.
 */
const STOP = () => new fc.PreconditionFailure(true);

export interface PropertyRun<T> {
  readonly label: string;
  readonly arbitrary: fc.Arbitrary<T>;
  readonly numRuns: number;
  /** Values run first, in order (they count in numRuns): a property over a known list runs each once. */
  readonly examples?: readonly T[];
  /** Findings of one example, or why it could not run on this server (a note). */
  readonly evaluate: (value: T) => Promise<Finding[] | string>;
}

export interface PropertyContext {
  readonly session: Session;
  readonly seed: number;
  readonly failures: VerifyFailure[];
  readonly notes: string[];
  readonly redact: (text: string) => string;
  /** After each example of the first pass (not the shrinking steps), with how many have run. */
  readonly onExample: (examples: number) => void;
  readonly checkCount: number;
}

interface Target {
  readonly check: CheckName;
  readonly operationId: string;
  readonly signature: string;
  readonly message: string;
  readonly rule?: string;
  /** The steps up to the one the check judged: what came after it is not needed to show the failure. */
  readonly steps: Session['steps'];
  /** The example that failed. */
  readonly value: unknown;
}

/** The failure of `target` among an example's findings: the same check, failing the same way. */
function sameFailure(session: Session, findings: readonly Finding[], target: Pick<Target, 'check' | 'signature'>): Finding | undefined {
  return findings.find((finding) => finding.failure !== undefined && finding.check === target.check && session.signatureOf(finding) === target.signature);
}

function targetOf(session: Session, failing: Finding, value: unknown): Target {
  const rule = (value as { violation?: string } | undefined)?.violation;
  return {
    check: failing.check,
    operationId: failing.operationId,
    signature: session.signatureOf(failing),
    message: failing.failure!,
    ...(rule ? { rule } : {}),
    steps: session.steps.slice(0, failing.step ?? session.steps.length),
    value,
  };
}

export async function runProperty<T>(context: PropertyContext, property: PropertyRun<T>): Promise<void> {
  const { session, seed, failures, notes } = context;
  // A write the session refused to send judged nothing: the report's notes say what was not sent and why.
  const evaluate = async (value: T): Promise<Finding[] | string> => {
    try {
      return await property.evaluate(value);
    } catch (error) {
      if (error instanceof ForeignWriteError) return [];
      throw error;
    }
  };
  /** Failures found (check and signature), which later passes look past; and how many each check had. */
  const excluded = new Set<string>();
  const perCheck = new Map<CheckName, number>();
  const fresh = (finding: Finding) =>
    finding.failure !== undefined &&
    (perCheck.get(finding.check) ?? 0) < SIGNATURES_PER_CHECK &&
    !excluded.has(failureKey(finding.check, '', session.signatureOf(finding)));
  const record = (shown: Target) =>
    addFailure(failures, {
      check: shown.check,
      operationId: shown.operationId,
      message: context.redact(shown.message),
      ...(shown.rule ? { rule: shown.rule } : {}),
      steps: session.printedSteps(shown.steps),
      signature: context.redact(shown.signature),
      occurrences: 1,
      seed,
    });
  /** Whether the run's budget of extra requests is spent; if so, the report says so (a note). */
  const spent = () => {
    if (session.extraLeft > 0) return false;
    session.exhausted = true;
    return true;
  };
  try {
    for (let pass = 0; pass <= context.checkCount; pass += 1) {
      // A pass past the first runs the property's own examples, which the first did not get to past
      // its failure: not extra, and bounded by SIGNATURES_PER_CHECK per check.
      session.extra = false;
      if (!(await runPass(pass))) return;
    }
  } finally {
    session.extra = false;
  }

  /** One pass: its examples, and the failure it found made small and recorded; false when none was found. */
  async function runPass(pass: number): Promise<boolean> {
    let target: Target | undefined;
    let shrinkSteps = 0;
    let examples = 0;
    // An unreachable server or an interruption ends the run: fast-check must not shrink on it.
    let fatal: unknown;
    session.counting = true;
    const result = await fc.check(
      fc.asyncProperty(property.arbitrary, async (value) => {
        if (fatal !== undefined) throw STOP();
        if (target !== undefined) {
          shrinkSteps += 1;
          if (shrinkSteps > MAX_SHRINK_STEPS || COSTLY.has(target.check) || spent()) throw STOP();
        }
        session.steps = [];
        let outcome: Finding[] | string;
        try {
          outcome = await evaluate(value);
        } catch (error) {
          if (error instanceof VerifyInterruptedError || error instanceof UnreachableServerError) {
            fatal = error;
            throw STOP();
          }
          throw error;
        }
        if (target === undefined) {
          examples += 1;
          context.onExample(examples);
        }
        if (typeof outcome === 'string') {
          const note = `${property.label}: ${outcome}`;
          if (target === undefined && !notes.includes(note)) notes.push(note);
          return true;
        }
        const kept = session.tally(outcome);
        const failing = target === undefined ? kept.find(fresh) : sameFailure(session, kept, target);
        if (!failing) return true;
        target = targetOf(session, failing, value);
        session.counting = false;
        session.extra = true;
        return false;
      }),
      {
        seed: seedFor(seed, `${property.label}#${pass}`),
        numRuns: property.numRuns,
        ...(property.examples ? { examples: property.examples.map((value): [T] => [value]) } : {}),
        endOnFailure: false,
        reporter: () => {},
      },
    );
    session.counting = true;
    if (fatal !== undefined) {
      // Stopped while shrinking: the failure as small as it got is reported (review 21, F6: the table
      // counted it, and the summary and the failures left it out), then the run ends.
      if (target !== undefined) record(target);
      throw fatal;
    }
    if (result.failed && target === undefined && result.errorInstance) throw result.errorInstance;
    if (!result.failed || target === undefined) return false;
    let found: Target = target;
    const known = failures.some(
      (failure) =>
        failureKey(failure.check, failure.operationId, failure.signature) === failureKey(found.check, found.operationId, context.redact(found.signature)),
    );
    // A repeat of a known failure costs no request more: the smaller of the two is shown.
    if (!known && !COSTLY.has(found.check) && found.steps.length === 1 && isRequest(found.value)) {
      session.counting = false;
      try {
        await simplify(
          found.value,
          async (candidate) => {
            session.steps = [];
            // isRequest held of the value the property generated: a request is what this property takes.
            const outcome = await evaluate(candidate as T);
            const failing = typeof outcome === 'string' ? undefined : sameFailure(session, session.tally(outcome), found);
            if (failing) found = targetOf(session, failing, candidate);
            return failing !== undefined;
          },
          Math.min(SIMPLIFY_BUDGET, session.extraLeft),
        );
        spent();
      } catch (error) {
        // Stopped while making it smaller: the failure found so far is reported, then the run ends.
        record(found);
        throw error;
      } finally {
        session.counting = true;
      }
    }
    if (!known && !COSTLY.has(found.check) && found.steps.length > 2 && !isRequest(found.value)) {
      session.counting = false;
      try {
        const shorter = await shortenSequence(session, found, Math.min(SEQUENCE_REPLAY_BUDGET, session.extraLeft));
        spent();
        // The replay made its things afresh: the message names them as the steps do.
        if (shorter !== undefined) found = { ...found, steps: [...shorter.steps], message: found.message.split(session.prefix).join(shorter.renamedTo) };
      } catch (error) {
        record(found);
        throw error;
      } finally {
        session.counting = true;
      }
    }
    record(found);
    if (COSTLY.has(found.check)) return false;
    excluded.add(failureKey(found.check, '', found.signature));
    perCheck.set(found.check, (perCheck.get(found.check) ?? 0) + 1);
    return true;
  }
}
