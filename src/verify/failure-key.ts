// One fault, reported once: failures of the same check on the same operation with the same signature
// (checks.ts: the status, a schema failure's places and keywords) are one failure, as Schemathesis
// groups them (a failure equals another of its kind on the same operation with the same key). The
// report shows the smallest reproduction found, and how many failing examples the fault had.
import type { CheckName } from './check-registry.js';
import type { FailureStep, VerifyFailure } from './report.js';

export const failureKey = (check: CheckName, operationId: string, signature: string): string => `${check}\u0000${operationId}\u0000${signature}`;

/** How large a reproduction is to read: fewer steps first, then fewer characters of target and body. */
export function reproductionSize(steps: readonly FailureStep[]): number {
  let characters = 0;
  for (const step of steps) characters += step.target.length + (step.body === undefined ? 0 : JSON.stringify(step.body).length);
  return steps.length * 1_000_000 + characters;
}

/**
 * Adds a failure, or merges it into the one it repeats: the smaller reproduction of the two is kept.
 * Resolves whether it was new.
 */
export function addFailure(failures: VerifyFailure[], failure: VerifyFailure): boolean {
  const key = failureKey(failure.check, failure.operationId, failure.signature);
  const index = failures.findIndex((other) => failureKey(other.check, other.operationId, other.signature) === key);
  if (index < 0) {
    failures.push(failure);
    return true;
  }
  const known = failures[index]!;
  if (reproductionSize(failure.steps) < reproductionSize(known.steps)) failures[index] = failure;
  return false;
}
