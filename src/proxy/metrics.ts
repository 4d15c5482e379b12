// Prometheus metrics, served at /__contract/metrics in the text exposition format, on a registry of
// the proxy's own (never prom-client's global one, which the host application may use). prom-client
// formats the exposition; what an exchange pays for is kept cheap: the counters are read from the
// proxy's counts when Prometheus scrapes, and the two histograms count into plain arrays (prom-client's
// own Histogram hashes and validates its labels on every observation, a few microseconds each).
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import type { RecordLog } from './log.js';
import type { StatsCounter } from './stats.js';

export const METRICS_PREFIX = 'contract_proxy_';

/** prom-client's default gauges whose names end in `_total`, which Prometheus keeps for counters. */
const LINTED_OUT = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'] as const;

// Seconds. Upstream answers: a millisecond to half a minute; validation: ten microseconds to 0.1 s.
const UPSTREAM_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const VALIDATION_BUCKETS = [0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1];

type Observer = { observe(value: number): void };

/** One label set of a histogram: a count per bucket (not cumulative), the sum and the count. */
class Series implements Observer {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;
  constructor(private readonly bounds: readonly number[]) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const { bounds } = this;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i += 1;
    this.counts[i]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

/** A histogram with one label, in the shape prom-client's registry formats (its collector interface: name, help, type, get, reset). */
class LabelledHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly label: string,
    private readonly bounds: readonly number[],
  ) {}

  /** The series of one label value, made on first use. */
  of(value: string): Series {
    let series = this.series.get(value);
    if (series === undefined) {
      series = new Series(this.bounds);
      this.series.set(value, series);
    }
    return series;
  }

  get(): Promise<{
    name: string;
    help: string;
    type: 'histogram';
    aggregator: 'sum';
    values: { labels: Record<string, string | number>; value: number; metricName: string }[];
  }> {
    const values = [];
    for (const [labelValue, series] of this.series) {
      let cumulative = 0;
      for (let i = 0; i <= this.bounds.length; i += 1) {
        cumulative += series.counts[i]!;
        values.push({
          labels: { le: i < this.bounds.length ? this.bounds[i]! : '+Inf', [this.label]: labelValue },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      }
      values.push({ labels: { [this.label]: labelValue }, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels: { [this.label]: labelValue }, value: series.count, metricName: `${this.name}_count` });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values });
  }

  reset(): void {
    this.series.clear();
  }
}

export class ProxyMetrics {
  readonly registry = new Registry();
  private readonly upstream: LabelledHistogram;
  private readonly validation: [Observer, Observer];

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
    fromStats('client_timeouts_total', 'Exchanges cut off because the client did not take its answer in time (it stopped reading).', (c) => c.clientTimeouts);
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
    this.upstream = new LabelledHistogram(
      `${METRICS_PREFIX}upstream_duration_seconds`,
      'From sending the request upstream to the last byte of its answer, by operation.',
      'operation',
      UPSTREAM_BUCKETS,
    );
    const validation = new LabelledHistogram(
      `${METRICS_PREFIX}validation_duration_seconds`,
      'Time spent validating a request or a response against the contract, parsing included.',
      'direction',
      VALIDATION_BUCKETS,
    );
    this.validation = [validation.of('request'), validation.of('response')];
    for (const histogram of [this.upstream, validation]) this.registry.registerMetric(histogram as unknown as Metric);
    collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
    // Gauges that prom-client names like counters: `promtool check metrics` refused the exposition
    // for them (exit code 3). The event loop's own gauges say more of the process.
    for (const name of LINTED_OUT) this.registry.removeSingleMetric(`${METRICS_PREFIX}${name}`);
  }

  /** Seconds from forwarding to the end of the upstream's answer. */
  observeUpstream(operation: string, seconds: number): void {
    this.upstream.of(operation).observe(seconds);
  }

  observeValidation(direction: 'request' | 'response', seconds: number): void {
    this.validation[direction === 'request' ? 0 : 1].observe(seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
