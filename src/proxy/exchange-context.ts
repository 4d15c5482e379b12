// What every exchange shares with the proxy that runs it, and the request target as it routes it.
import { REPEATED_HOST_MESSAGE, repeatedHostLine } from '../http/request-host.js';
import { FRAGMENT_MESSAGE, noPathProblem } from '../http/target.js';
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

/** Why the proxy refuses to forward a request (a 400): what is wrong, in its request target or its headers. */
export interface RequestRefusal {
  readonly keyword: string;
  readonly location: 'path' | 'header';
  /** The problem's kind: `bad-request`, or `transfer-coding` for a coding the proxy cannot read. */
  readonly kind?: 'transfer-coding';
  /** Completes "the request target …" or "the request …". */
  readonly message: string;
}

/** Why the proxy refuses to forward a request (a 400), or undefined when it forwards it as it came. */
export function requestRefusal(method: string | undefined, url: string, rawHeaders: readonly string[], transferEncoding?: string): RequestRefusal | undefined {
  // Before the validator sees it: a target with a fragment cannot be forwarded as it came.
  if (url.includes('#')) return { keyword: 'fragment', location: 'path', message: FRAGMENT_MESSAGE };
  // '*' (asterisk-form) and 'host:port' (authority-form) name no resource of the API: forwarded as
  // '/', they would be another request than the one that came. A CONNECT asks for a tunnel to the
  // host:port it names (RFC 9110 §9.3.6), which the proxy is not, whatever target it was sent with.
  const noPath = noPathProblem(method, url);
  if (noPath !== undefined) return { keyword: noPath.keyword, location: 'path', message: noPath.message };
  // Node keeps the first Host and drops the others: a front proxy that takes the last one and the
  // upstream, told the first in x-forwarded-host, would each see another host (RFC 9112 §3.2: a 400).
  if (repeatedHostLine(rawHeaders)) return { keyword: 'host', location: 'header', message: REPEATED_HOST_MESSAGE };
  const coding = unsupportedTransferCoding(transferEncoding);
  return coding === undefined ? undefined : { keyword: 'transfer-encoding', location: 'header', message: coding, kind: 'transfer-coding' };
}
