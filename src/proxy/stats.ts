// Per-operation counters, served at /__contract/stats and printed when the proxy stops.
import { operations } from '../../generated/operations.cjs';
import type { ProxyMode } from './options.js';

/** The bucket of requests that match no operation. */
export const NO_OPERATION = '(no operation)';

export interface OperationCounts {
  /** Requests received and validated. */
  requests: number;
  /** Upstream responses received and validated. */
  responses: number;
  /** Exchanges with at least one violation, either way. */
  violations: number;
  requestViolations: number;
  responseViolations: number;
  /** Exchanges the proxy answered itself in enforce mode (400, 502) or with 413. */
  rejected: number;
  /** Exchanges the upstream failed: unreachable, timed out, malformed. */
  failures: number;
  /** Exchanges whose client did not take its answer in time (clientTimeoutMs, or still taking it at responseTimeoutMs): cut off. */
  clientTimeouts: number;
}

export interface ProxyStats {
  upstream: string;
  mode: ProxyMode;
  strict: boolean;
  since: string;
  inFlight: number;
  /** The violation log: records its target took whole, and records dropped (full buffer, failing target). */
  log: { written: number; dropped: number };
  totals: OperationCounts;
  /** Every operation of the contract (zeros included, so gaps in coverage show), and NO_OPERATION when seen. */
  operations: Record<string, OperationCounts>;
}

const zero = (): OperationCounts => ({
  requests: 0,
  responses: 0,
  violations: 0,
  requestViolations: 0,
  responseViolations: 0,
  rejected: 0,
  failures: 0,
  clientTimeouts: 0,
});

export class StatsCounter {
  private readonly byOperation = new Map<string, OperationCounts>();
  private readonly since = new Date().toISOString();

  constructor(private readonly context: { upstream: string; mode: ProxyMode; strict: boolean }) {
    for (const { operationId } of operations) this.byOperation.set(operationId, zero());
  }

  counts(operationId: string | undefined): OperationCounts {
    const key = operationId ?? NO_OPERATION;
    let counts = this.byOperation.get(key);
    if (counts === undefined) {
      counts = zero();
      this.byOperation.set(key, counts);
    }
    return counts;
  }

  /** Every operation's counts, the NO_OPERATION bucket included when it was seen. */
  entries(): IterableIterator<[string, OperationCounts]> {
    return this.byOperation.entries();
  }

  snapshot(inFlight: number, log: { written: number; dropped: number }): ProxyStats {
    const totals = zero();
    const byOperation: Record<string, OperationCounts> = {};
    for (const [name, counts] of this.byOperation) {
      byOperation[name] = { ...counts };
      for (const key of Object.keys(totals) as (keyof OperationCounts)[]) totals[key] += counts[key];
    }
    return { ...this.context, since: this.since, inFlight, log: { written: log.written, dropped: log.dropped }, totals, operations: byOperation };
  }
}

/** The summary table: the operations that saw traffic, the totals, and the ones never called. */
export function formatStats(stats: ProxyStats): string {
  const header = ['operation', 'requests', 'responses', 'violations', 'rejected', 'failures'];
  const active = Object.entries(stats.operations).filter(([, counts]) => counts.requests > 0 || counts.failures > 0);
  const rows = [...active, ['total', stats.totals] as const].map(([name, c]) =>
    [name, c.requests, c.responses, c.violations, c.rejected, c.failures].map(String),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  const idle = Object.entries(stats.operations)
    .filter(([name, counts]) => name !== NO_OPERATION && counts.requests === 0)
    .map(([name]) => name);
  const lines = [line(header), ...rows.map(line)];
  const { clientTimeouts } = stats.totals;
  if (clientTimeouts > 0) lines.push(`client timeouts: ${clientTimeouts} (cut off: the client did not take its answer in time)`);
  if (idle.length > 0) lines.push(`not called (${idle.length}): ${idle.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
