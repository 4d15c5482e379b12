// Prometheus metrics, served at /__contract/metrics in the text exposition format, on a registry of
// the proxy's own (never prom-client's global one, which the host application may use). The counters
// are read from the proxy's counts when Prometheus scrapes, so an exchange pays only for the two
// histograms it feeds.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RecordLog } from './log.js';
import type { StatsCounter } from './stats.js';

export const METRICS_PREFIX = 'contract_proxy_';

// Seconds. Upstream answers: a millisecond to half a minute; validation: ten microseconds to 0.1 s.
const UPSTREAM_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const VALIDATION_BUCKETS = [0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1];

type Observer = { observe(value: number): void };

export class ProxyMetrics {
  readonly registry = new Registry();
  private readonly upstream: Histogram<'operation'>;
  private readonly upstreamByOperation = new Map<string, Observer>();
  private readonly validation: Observer[];

  constructor(source: { stats: StatsCounter; log: RecordLog; inFlight: () => number }) {
    const registers = [this.registry];
    const { stats, log } = source;
    // Counters mirror the proxy's counts at scrape time: reset, then set to the running totals.
    const fromStats = (name: string, help: string, pick: (counts: ReturnType<StatsCounter['counts']>) => number) =>
      new Counter({
        name: METRICS_PREFIX + name,
        help,
        labelNames: ['operation'] as const,
        registers,
        collect() {
          this.reset();
          for (const [operation, counts] of stats.entries()) this.inc({ operation }, pick(counts));
        },
      });
    fromStats('exchanges_total', 'Requests received and validated, by operation ("(no operation)" for requests that match none).', (c) => c.requests);
    fromStats('rejected_total', 'Exchanges the proxy answered itself: enforce mode (400, 502) and bodies over the limit (413).', (c) => c.rejected);
    fromStats('failed_total', 'Exchanges the upstream failed: unreachable, timed out, malformed or broken off.', (c) => c.failures);
    new Counter({
      name: `${METRICS_PREFIX}violations_total`,
      help: 'Contract violations, by operation and direction (request or response).',
      labelNames: ['operation', 'direction'] as const,
      registers,
      collect() {
        this.reset();
        for (const [operation, counts] of stats.entries()) {
          this.inc({ operation, direction: 'request' }, counts.requestViolations);
          this.inc({ operation, direction: 'response' }, counts.responseViolations);
        }
      },
    });
    new Counter({
      name: `${METRICS_PREFIX}log_records_written_total`,
      help: 'Violation log records its target took whole.',
      registers,
      collect() {
        this.reset();
        this.inc(log.written);
      },
    });
    new Counter({
      name: `${METRICS_PREFIX}log_records_dropped_total`,
      help: 'Violation log records dropped: buffer full behind a slow target, or a failing target.',
      registers,
      collect() {
        this.reset();
        this.inc(log.dropped);
      },
    });
    new Gauge({
      name: `${METRICS_PREFIX}in_flight`,
      help: 'Exchanges under way.',
      registers,
      collect() {
        this.set(source.inFlight());
      },
    });
    this.upstream = new Histogram({
      name: `${METRICS_PREFIX}upstream_duration_seconds`,
      help: 'From sending the request upstream to the last byte of its answer, by operation.',
      labelNames: ['operation'] as const,
      buckets: UPSTREAM_BUCKETS,
      registers,
    });
    const validation = new Histogram({
      name: `${METRICS_PREFIX}validation_duration_seconds`,
      help: 'Time spent validating a request or a response against the contract, decoding and parsing included.',
      labelNames: ['direction'] as const,
      buckets: VALIDATION_BUCKETS,
      registers,
    });
    this.validation = [validation.labels({ direction: 'request' }), validation.labels({ direction: 'response' })];
    collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
  }

  /** Seconds from forwarding to the end of the upstream's answer. */
  observeUpstream(operation: string, seconds: number): void {
    let child = this.upstreamByOperation.get(operation);
    if (child === undefined) {
      child = this.upstream.labels({ operation });
      this.upstreamByOperation.set(operation, child);
    }
    child.observe(seconds);
  }

  observeValidation(direction: 'request' | 'response', seconds: number): void {
    this.validation[direction === 'request' ? 0 : 1]!.observe(seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
