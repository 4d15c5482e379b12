// The report of a run, and the tallies it is built from.
import type { CheckName } from './check-registry.js';

export interface CheckTally {
  passed: number;
  failed: number;
}

/** One step of a failing request or sequence, as printed. */
export interface FailureStep {
  readonly operationId: string;
  readonly method: string;
  /** The request target (path and query). */
  readonly target: string;
  /** The JSON body sent, if any (the API key never is in it: it travels in a header). */
  readonly body?: unknown;
  readonly status: number;
  /** The start of the answer's body. */
  readonly response: string;
  /** The step as a `curl` command; the key comes from $NOTIFICATION_API_KEY. */
  readonly curl: string;
}

export interface VerifyFailure {
  readonly check: CheckName;
  readonly operationId: string;
  readonly message: string;
  /** For a negative request: the rule it breaks. */
  readonly rule?: string;
  /**
   * The request (one step) or sequence that still fails the same way, after shrinking: a sequence's
   * steps end with the one the check judged.
   */
  readonly steps: readonly FailureStep[];
  /** What tells this failure from another of its check on its operation (failure-key.ts): the status, and for a schema failure where and by which keyword. */
  readonly signature: string;
  /** How many examples failed this way (all but the one shown are repeats of the same fault). */
  readonly occurrences: number;
  /** The seed that replays the run (`--seed`), and so this failure. */
  readonly seed: number;
}

export interface OperationReport {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  requests: number;
  readonly checks: Partial<Record<CheckName, CheckTally>>;
  /** Why the operation did not run (a write without --allow-writes, …). */
  skipped?: string;
  /**
   * Why the operation's requests stopped before all were sent (an answer of it outlived the
   * deadline): the checks that judged none of its answers were not tried on it, rather than passed.
   */
  stopped?: string;
}

export interface CleanupReport {
  /** What the run created and deleted again (`topic verify-…`): its DELETE answered 2xx. */
  readonly deleted: string[];
  /**
   * What the run meant to delete and the server no longer held: its DELETE answered 404 or 410 (the
   * thing was never made, or went by other means). Counted apart from `deleted`, which it is not.
   */
  readonly alreadyGone: string[];
  /** What the run created and could not delete, with the reason. */
  readonly leftBehind: string[];
  /** What the run changed and put back (a primary integration). */
  readonly restored: string[];
}

/** Failing answers of one check on one operation that no failure of the report shows. */
export interface UnshownFailures {
  readonly check: CheckName;
  readonly operationId: string;
  /** How many failing answers. */
  readonly occurrences: number;
  /** Their signatures (the status of the answer, for most checks), each once. */
  readonly signatures: readonly string[];
}

export interface VerifyReport {
  readonly ok: boolean;
  /** Stopped before the end (Ctrl-C or the caller's signal); cleanup still ran. */
  readonly interrupted: boolean;
  /** The server answered, then stopped answering (a dropped connection, an answer that broke off): the run ended there; why. */
  readonly stopped?: string;
  readonly seed: number;
  /** The run id: everything the run created is named `verify-<runId>-…`. */
  readonly runId: string;
  readonly baseUrl: string;
  readonly settings: {
    readonly maxExamples: number;
    readonly stateful: boolean;
    readonly allowWrites: boolean;
    readonly rps: number;
    /** The deadline of one exchange (--request-timeout). */
    readonly timeoutMs: number;
    readonly maxResponseBytes: number;
    /** The checks the run applied (--checks, --exclude-checks). */
    readonly checks: readonly CheckName[];
    /** The operations the run was given (--operations); without it, every one (createIntegration only when named). */
    readonly operations?: readonly string[];
    /** The workflow triggered for the run's subscribers (--workflow), if any. */
    readonly workflow?: string;
  };
  readonly operations: readonly OperationReport[];
  /** Totals per check over every operation. */
  readonly checks: Partial<Record<CheckName, CheckTally>>;
  readonly failures: readonly VerifyFailure[];
  /**
   * The failing answers of kinds (signatures) the run counted but did not shrink or show, per check
   * and operation (a property shows at most 3 kinds of failure per check):
   * with the failures' `occurrences`, they add up to the table's failed counts.
   */
  readonly unshown: readonly UnshownFailures[];
  /** Sequences that could not run against this server, with the reason. */
  readonly notes: readonly string[];
  readonly cleanup: CleanupReport;
  readonly requests: number;
  readonly durationMs: number;
}

/** How many times a check judged something, over the whole run. */
export const checksApplied = (checks: VerifyReport['checks']): number =>
  Object.values(checks).reduce((sum, tally) => sum + (tally ? tally.passed + tally.failed : 0), 0);

/**
 * The exit code of a report: 0 when every check passed, 1 on a failure; 2 for a server that stopped
 * answering, and for a run in which no check judged anything (a green step that tested nothing:
 * the run's notes say why), as for a usage error found before the run; 130 when interrupted, also
 * after a failure (a wrapper must tell a run cut short from one that finished and failed).
 */
export const exitCodeOf = (report: VerifyReport): number => {
  if (report.ok) return 0;
  if (report.interrupted) return 130;
  if (report.stopped !== undefined) return 2;
  return report.failures.length === 0 ? 2 : 1;
};
