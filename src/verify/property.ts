// One property of a run: `numRuns` examples of an arbitrary under fast-check, each evaluated into
// findings. The first failing check becomes the target: shrinking keeps to it, so that the minimal
// example fails the same way. Then the property runs again without that check, until no other check
// fails. Every property has a seed derived from the run's seed, so that `--seed` replays the run.
import fc from 'fast-check';
import type { CheckName } from './check-registry.js';
import { UnreachableServerError, VerifyInterruptedError } from './http.js';
import type { VerifyFailure } from './report.js';
import type { Finding, Session } from './session.js';

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

/** Bounds shrinking: a few hundred requests at most per failure. */
const MAX_SHRINK_STEPS = 150;

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
  readonly message: string;
  readonly rule?: string;
  readonly steps: Session['steps'];
}

export async function runProperty<T>(context: PropertyContext, property: PropertyRun<T>): Promise<void> {
  const { session, seed, failures, notes } = context;
  const excluded = new Set<CheckName>();
  for (let pass = 0; pass <= context.checkCount; pass += 1) {
    let target: Target | undefined;
    let shrinkSteps = 0;
    let examples = 0;
    // An unreachable server or an interruption ends the run: fast-check must not shrink on it.
    let fatal: unknown;
    session.counting = true;
    const result = await fc.check(
      fc.asyncProperty(property.arbitrary, async (value) => {
        if (fatal !== undefined) return true;
        if (target !== undefined) {
          shrinkSteps += 1;
          if (shrinkSteps > MAX_SHRINK_STEPS || COSTLY.has(target.check)) return true;
        }
        session.steps = [];
        let outcome: Finding[] | string;
        try {
          outcome = await property.evaluate(value);
        } catch (error) {
          if (error instanceof VerifyInterruptedError || error instanceof UnreachableServerError) {
            fatal = error;
            return true;
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
        const failing = kept.find(
          (finding) => finding.failure !== undefined && !excluded.has(finding.check) && (target === undefined || finding.check === target.check),
        );
        if (!failing) return true;
        const rule = (value as { violation?: string } | undefined)?.violation;
        target = { check: failing.check, operationId: failing.operationId, message: failing.failure!, ...(rule ? { rule } : {}), steps: session.steps };
        session.counting = false;
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
    if (fatal !== undefined) throw fatal;
    if (result.failed && target === undefined && result.errorInstance) throw result.errorInstance;
    if (!result.failed || target === undefined) return;
    const found: Target = target;
    failures.push({
      check: found.check,
      operationId: found.operationId,
      message: context.redact(found.message),
      ...(found.rule ? { rule: found.rule } : {}),
      steps: session.printedSteps(found.steps),
      seed,
    });
    if (COSTLY.has(found.check)) return;
    excluded.add(found.check);
  }
}
