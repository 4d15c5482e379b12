// What every exchange shares with the proxy that runs it, and the request target as it routes it.
import { type HeadProblem, headProblem } from '../http/head-problem.js';
import { hostLines } from '../http/request-host.js';
import { unsupportedTransferCoding } from '../http/transfer-coding.js';
import type { ValidateOptions } from '../validator/index.js';
import type { RecordLog } from './log.js';
import type { ProxyMetrics } from './metrics.js';
import type { ResolvedOptions } from './options.js';
import type { Redactor } from './redact.js';
import type { StatsCounter } from './stats.js';
import type { Upstream } from './upstream.js';
import type { ClientWatchdog, Watchdog } from './watchdog.js';

/** What every exchange shares with the proxy that runs it. */
export interface ExchangeContext {
  readonly options: ResolvedOptions;
  readonly upstream: Upstream;
  readonly stats: StatsCounter;
  readonly log: RecordLog;
  readonly metrics: ProxyMetrics;
  readonly watchdog: Watchdog;
  readonly clientWatchdog: ClientWatchdog;
  readonly redactor: Redactor;
  readonly validateOptions: ValidateOptions;
  /** True once the proxy is stopping: answers then close their connection. */
  readonly closing: boolean;
  exchangeDone(): void;
}

/**
 * Why the proxy refuses to forward a request, in either mode, from its head alone (src/http's
 * headProblem, the mock's order): a target with a fragment cannot be forwarded as it came; `*`
 * (asterisk-form) and `host:port` (authority-form), forwarded as '/', would be another request; a
 * CONNECT asks for a tunnel (RFC 9110 §9.3.6), which the proxy is not; Node keeps the first Host and
 * drops the others, so a front proxy that takes the last one and the upstream, told the first in
 * x-forwarded-host, would each see another host (RFC 9112 §3.2), and a Host that is no host[:port]
 * (`ci:pw@host`) would go upstream in x-forwarded-host, password and all; a transfer coding it cannot undo
 * leaves a body it cannot read. Undefined when it forwards the request as it came.
 */
export function requestRefusal(method: string | undefined, url: string, rawHeaders: readonly string[], transferEncoding?: string): HeadProblem | undefined {
  return headProblem(method, url, hostLines(rawHeaders), unsupportedTransferCoding(transferEncoding));
}
