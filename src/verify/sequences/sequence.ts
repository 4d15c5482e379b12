// A stateful sequence (`--stateful`): it follows the contract's links from one answer to the next
// operation, and asserts the transitions the API description states. Each sequence is a fast-check
// property over its inputs, so a failing one shrinks like a request does.
import type fc from 'fast-check';
import type { CheckName, TransitionCheck } from '../check-registry.js';
import { ForeignWriteError } from '../ownership.js';
import type { Finding, Session } from '../session.js';
import type { OperationEntry, OperationId } from '../spec.js';

export interface Sequence<T = unknown> {
  readonly name: string;
  readonly description: string;
  /** Operations it calls: it runs only when all of them are selected. */
  readonly operations: readonly OperationId[];
  readonly writes: boolean;
  /** Operations that must be named in --operations (they create what the contract cannot delete). */
  readonly explicit?: readonly OperationId[];
  /** It triggers a workflow of the server (--workflow), the only way the contract has to make a subscriber. */
  readonly needsWorkflow?: boolean;
  /** The transitions it asserts. */
  readonly checks: readonly TransitionCheck[];
  inputs(prefix: string): fc.Arbitrary<T>;
  /**
   * Runs the sequence, pushing its findings; a string result means it could not run on this server,
   * and why. It may throw StopSequence after pushing the failure that ends it.
   */
  run(session: Session, input: T, findings: Finding[]): Promise<undefined | string>;
}

/** Ends a sequence early: the failure that ends it is already among its findings. */
export class StopSequence extends Error {
  override readonly name = 'StopSequence';
}

/**
 * Runs one sequence on one input: its findings, or why it could not run. A sequence that could not go
 * on because of a failure (a valid creation refused, a 5xx) gives that failure, not a note: a server
 * that refuses every creation must not pass with the transitions never judged.
 */
export async function runSequence<T>(sequence: Sequence<T>, session: Session, input: T): Promise<Finding[] | string> {
  const findings: Finding[] = [];
  try {
    const cannot = await sequence.run(session, input, findings);
    if (typeof cannot === 'string' && !findings.some((finding) => finding.failure !== undefined && session.applies(finding.check))) return cannot;
  } catch (error) {
    // A write refused for its path (Session.send) ends the sequence too; the report's notes list it.
    if (!(error instanceof StopSequence || error instanceof ForeignWriteError)) throw error;
  }
  return findings;
}

/** Why a sequence cannot run with these options, or undefined when it can. */
export function sequenceBlocked(
  sequence: Sequence,
  selected: readonly OperationEntry[],
  named: ReadonlySet<string>,
  writes: boolean,
  workflow: string | undefined,
  applies: (check: CheckName) => boolean,
): string | undefined {
  // A sequence that writes also judges ignored_auth: its first write of each operation goes out
  // without credentials first (Session.call), the only writes that name what the server holds.
  const judged: readonly CheckName[] = sequence.writes ? [...sequence.checks, 'ignored_auth'] : sequence.checks;
  if (!judged.some(applies)) return `none of its checks is selected (${judged.join(', ')})`;
  if (sequence.writes && !writes) return 'it writes: needs --allow-writes';
  if (sequence.needsWorkflow && workflow === undefined)
    return 'no operation of the contract creates a subscriber, a trigger of an existing workflow does: name one with --workflow';
  const missing = sequence.operations.filter((operationId) => !selected.some((entry) => entry.operationId === operationId));
  if (missing.length > 0) return `needs ${missing.join(', ')}`;
  const explicit = (sequence.explicit ?? []).filter((operationId) => !named.has(operationId));
  if (explicit.length > 0) return `${explicit.join(', ')} creates what no operation of the contract deletes: name it in --operations`;
  return undefined;
}
