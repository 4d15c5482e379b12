// The proxy's options, their defaults, and the checks that make a bad one fail at start-up rather
// than on the first request.
import type { ViolationRecord } from './record.js';

export type ProxyMode = 'report' | 'enforce';

/** Receives each logged exchange, already redacted. */
export type ViolationSink = (record: ViolationRecord) => void;

export interface ValidatingProxyOptions {
  /** Where requests go: an http:// or https:// URL; a path prefix is kept ('http://h/api' + '/v2/topics'). */
  upstream: string | URL;
  /** 'report' (default): log violations and let traffic through. 'enforce': answer violations with problem+json. */
  mode?: ProxyMode;
  /** Run the strict checks (unknown properties and query parameters, undeclared statuses); their warnings count as violations. */
  strict?: boolean;
  /** Largest JSON body the proxy reads to validate, either way; default 1 MiB. A larger request is answered 413. */
  maxBodyBytes?: number;
  /** How long the upstream may stay silent (before its answer, or between two chunks of it); default 30 s, then 504. */
  timeoutMs?: number;
  /** Where violation records go: a file (JSON Lines, appended) or a function. None: they are only counted. */
  log?: string | ViolationSink;
}

export interface ResolvedOptions {
  readonly upstream: URL;
  readonly mode: ProxyMode;
  readonly strict: boolean;
  readonly maxBodyBytes: number;
  readonly timeoutMs: number;
  readonly log: string | ViolationSink | undefined;
}

export const DEFAULT_PROXY_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;

/** The upstream as a URL, or a message saying what is wrong with it. */
export function parseUpstream(value: string | URL): URL | string {
  let url: URL;
  try {
    url = value instanceof URL ? new URL(value.href) : new URL(value);
  } catch {
    return `must be an absolute http:// or https:// URL, got ${JSON.stringify(String(value))}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must be an http:// or https:// URL, got ${JSON.stringify(url.href)}`;
  if (url.search !== '' || url.hash !== '') return `must not have a query or a fragment, got ${JSON.stringify(url.href)}`;
  if (url.username !== '' || url.password !== '') return 'must not carry credentials: clients send their own Authorization';
  return url;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function resolveOptions(options: ValidatingProxyOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw new TypeError('createValidatingProxy needs an options object with an upstream');
  const upstream = parseUpstream(options.upstream);
  if (typeof upstream === 'string') throw new TypeError(`upstream ${upstream}`);
  const mode = options.mode ?? 'report';
  if (mode !== 'report' && mode !== 'enforce') throw new TypeError(`mode must be "report" or "enforce", got ${JSON.stringify(mode)}`);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_PROXY_MAX_BODY_BYTES;
  if (!isCount(maxBodyBytes)) throw new TypeError(`maxBodyBytes must be a whole number of bytes, got ${String(maxBodyBytes)}`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;
  // setTimeout treats anything past 2^31 - 1 ms as 1 ms.
  if (!isCount(timeoutMs) || timeoutMs === 0 || timeoutMs > 2 ** 31 - 1) throw new TypeError(`timeoutMs must be a positive number of milliseconds, got ${String(timeoutMs)}`);
  const { log } = options;
  if (log !== undefined && typeof log !== 'string' && typeof log !== 'function') throw new TypeError('log must be a file path or a function');
  return { upstream, mode, strict: options.strict === true, maxBodyBytes, timeoutMs, log };
}
