// The proxy's options, their defaults, and the checks that make a bad one fail at start-up rather
// than on the first request.
import { parseBasePath as readBasePath } from '../http/base-path.js';
import { checkOptionNames, knownOptions } from '../http/option-names.js';
import { SECRET_HEADERS } from '../http/secret-headers.js';
import { SECRET_QUERY_PARAMETERS } from '../http/secret-query.js';
import { DEFAULT_CLIENT_TIMEOUT_MS } from '../http/send-progress.js';
import { carriesCredentials, shownUrl } from '../http/url-credentials.js';
import { jsonQuoted, quoted } from '../text/printable.js';
import type { ViolationRecord } from './record.js';

export type ProxyMode = 'report' | 'enforce';

/**
 * Receives each logged exchange, already redacted. Returning `false` says the record was dropped
 * (it is then counted in the stats as `log.dropped`); throwing counts as dropped too.
 */
export type ViolationSink = (record: ViolationRecord) => unknown;

export interface ValidatingProxyOptions {
  /** Where requests go: an http:// or https:// URL; a path prefix is kept ('http://h/api' + '/v2/topics'). */
  upstream: string | URL;
  /** 'report' (default): log violations and let traffic through. 'enforce': answer violations with problem+json. */
  mode?: ProxyMode;
  /** Run the strict checks (unknown properties and query parameters, undeclared statuses); their warnings count as violations. */
  strict?: boolean;
  /** Largest JSON body the proxy reads to validate, either way, before and after decoding; default 1 MiB. A larger request is answered 413. */
  maxBodyBytes?: number;
  /** How long the upstream may stay silent (before its answer, or between two chunks of it); default 30 s, then 504. */
  timeoutMs?: number;
  /**
   * A deadline for the whole answer, counted from the moment the request has been sent upstream to
   * the last byte of the response; default 60 s. Past it: 504, or a cut connection once the answer
   * has started.
   */
  responseTimeoutMs?: number;
  /**
   * How long a client may take none of its answer (it stopped reading, or its TCP window stays full);
   * default 30 s. Past it, its connection is reset and the upstream request abandoned. The time the
   * proxy waits for such a client is no silence of the upstream's: timeoutMs does not count it.
   */
  clientTimeoutMs?: number;
  /** Where violation records go: a file (JSON Lines, appended) or a function. None: they are only counted. */
  log?: string | ViolationSink;
  /** Rotate the log file once it reaches this many bytes (file.1, file.2, …). Default: never. */
  logMaxSize?: number;
  /** How many rotated files to keep beside the log file; default 5. */
  logKeep?: number;
  /** Most bytes of log records waiting for a slow log target; past it, records are dropped whole and counted. Default 8 MiB. */
  logBufferBytes?: number;
  /** A prefix the service is mounted under ('/prefix'): removed before routing, kept in what is forwarded. */
  basePath?: string;
  /** Pass the client's X-Forwarded-Host, X-Forwarded-Proto and Forwarded on (a trusted proxy in front); by default they are set from what this proxy saw. */
  trustForwarded?: boolean;
  /** Query parameters masked in the log, stdout and problem answers (any case), beside every name that says it is a secret (src/http's rule, which DEFAULT_REDACTED_QUERY exemplifies). */
  redactQuery?: readonly string[];
  /** Headers masked in the log, beside DEFAULT_REDACTED_HEADERS. */
  redactHeaders?: readonly string[];
  /** When set, /__contract/ endpoints need the header `x-admin-token` with this value (else 401). */
  adminToken?: string;
  /** false: the proxy serves no /__contract/ endpoint and forwards those paths like any other. Default true. */
  admin?: boolean;
  /** Most connections the proxy keeps open to the upstream at once; more requests wait for one. Default 256. */
  upstreamMaxSockets?: number;
}

export interface ResolvedOptions {
  readonly upstream: URL;
  readonly mode: ProxyMode;
  readonly strict: boolean;
  readonly maxBodyBytes: number;
  readonly timeoutMs: number;
  readonly responseTimeoutMs: number;
  readonly clientTimeoutMs: number;
  readonly log: string | ViolationSink | undefined;
  readonly logMaxSize: number | undefined;
  readonly logKeep: number;
  readonly logBufferBytes: number;
  readonly basePath: string | undefined;
  readonly trustForwarded: boolean;
  readonly redactQuery: readonly string[];
  readonly redactHeaders: readonly string[];
  readonly adminToken: string | undefined;
  readonly admin: boolean;
  readonly upstreamMaxSockets: number;
}

export const DEFAULT_PROXY_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;
export const DEFAULT_PROXY_RESPONSE_TIMEOUT_MS = 60_000;
/** The client's deadline is the mock's own server's too (src/http/send-progress.ts). */
export const DEFAULT_PROXY_CLIENT_TIMEOUT_MS = DEFAULT_CLIENT_TIMEOUT_MS;
export const DEFAULT_LOG_KEEP = 5;
export const DEFAULT_LOG_BUFFER_BYTES = 8 * 1024 * 1024;
export const DEFAULT_UPSTREAM_MAX_SOCKETS = 256;

/** Query parameters whose values are secrets, some of the names src/http's rule takes (the mock's journal masks by it too). */
export const DEFAULT_REDACTED_QUERY: readonly string[] = SECRET_QUERY_PARAMETERS;

/** Headers whose values are secrets: src/http's list, which the mock's journal masks too. */
export const DEFAULT_REDACTED_HEADERS: readonly string[] = SECRET_HEADERS;

/** The upstream as a URL, or a message saying what is wrong with it. */
export function parseUpstream(value: string | URL): URL | string {
  let url: URL;
  try {
    url = value instanceof URL ? new URL(value.href) : new URL(value);
  } catch {
    return `must be an absolute http:// or https:// URL, got ${shownUrl(String(value))}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must be an http:// or https:// URL, got ${shownUrl(url.href)}`;
  if (url.search !== '' || url.hash !== '') return `must not have a query or a fragment, got ${shownUrl(url.href)}`;
  if (carriesCredentials(url)) return 'must not carry credentials: clients send their own Authorization';
  return url;
}

/** A base path as the validator takes it ('/prefix', no trailing slash; '' for none), or a message saying what is wrong: the rule every part shares. */
export function parseBasePath(value: string): string | { error: string } {
  const read = readBasePath(value);
  return read.ok ? read.value : { error: read.problem };
}

/** A header or query parameter name: an HTTP token (RFC 9110 §5.6.2). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The names of a list option, lower-cased; a message when one is not a name. */
export function parseNames(values: readonly string[], what: string): string[] | { error: string } {
  const names: string[] = [];
  for (const value of values) {
    for (const part of value.split(',')) {
      const name = part.trim();
      if (name === '') continue;
      if (!TOKEN.test(name)) return { error: `${what} must be names such as x-session-token, got ${quoted(name, 80)}` };
      names.push(name.toLowerCase());
    }
  }
  return names;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
// setTimeout treats anything past 2^31 - 1 ms as 1 ms.
const isDelay = (value: unknown): value is number => isCount(value) && value > 0 && value <= 2 ** 31 - 1;

/** Every option of createValidatingProxy; startValidatingProxy's add those of its server. */
export const PROXY_OPTION_NAMES = [
  'upstream',
  'mode',
  'strict',
  'maxBodyBytes',
  'timeoutMs',
  'responseTimeoutMs',
  'clientTimeoutMs',
  'log',
  'logMaxSize',
  'logKeep',
  'logBufferBytes',
  'basePath',
  'trustForwarded',
  'redactQuery',
  'redactHeaders',
  'adminToken',
  'admin',
  'upstreamMaxSockets',
] as const;

const PROXY_OPTIONS = knownOptions<ValidatingProxyOptions>('createValidatingProxy')(PROXY_OPTION_NAMES);

export function resolveOptions(options: ValidatingProxyOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw new TypeError('createValidatingProxy needs an options object with an upstream');
  checkOptionNames(options, PROXY_OPTIONS);
  const upstream = parseUpstream(options.upstream);
  if (typeof upstream === 'string') throw new TypeError(`upstream ${upstream}`);
  const mode = options.mode ?? 'report';
  if (mode !== 'report' && mode !== 'enforce') throw new TypeError(`mode must be "report" or "enforce", got ${jsonQuoted(mode)}`);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_PROXY_MAX_BODY_BYTES;
  if (!isCount(maxBodyBytes)) throw new TypeError(`maxBodyBytes must be a whole number of bytes, got ${String(maxBodyBytes)}`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;
  if (!isDelay(timeoutMs)) throw new TypeError(`timeoutMs must be a positive number of milliseconds, got ${String(timeoutMs)}`);
  const responseTimeoutMs = options.responseTimeoutMs ?? DEFAULT_PROXY_RESPONSE_TIMEOUT_MS;
  if (!isDelay(responseTimeoutMs)) throw new TypeError(`responseTimeoutMs must be a positive number of milliseconds, got ${String(responseTimeoutMs)}`);
  const clientTimeoutMs = options.clientTimeoutMs ?? DEFAULT_PROXY_CLIENT_TIMEOUT_MS;
  if (!isDelay(clientTimeoutMs)) throw new TypeError(`clientTimeoutMs must be a positive number of milliseconds, got ${String(clientTimeoutMs)}`);
  const { log } = options;
  if (log !== undefined && typeof log !== 'string' && typeof log !== 'function') throw new TypeError('log must be a file path or a function');
  const { logMaxSize } = options;
  if (logMaxSize !== undefined && (!isCount(logMaxSize) || logMaxSize === 0))
    throw new TypeError(`logMaxSize must be a positive number of bytes, got ${String(logMaxSize)}`);
  const logKeep = options.logKeep ?? DEFAULT_LOG_KEEP;
  if (!isCount(logKeep)) throw new TypeError(`logKeep must be a whole number, got ${String(logKeep)}`);
  const logBufferBytes = options.logBufferBytes ?? DEFAULT_LOG_BUFFER_BYTES;
  if (!isCount(logBufferBytes) || logBufferBytes === 0) throw new TypeError(`logBufferBytes must be a positive number of bytes, got ${String(logBufferBytes)}`);
  let basePath: string | undefined;
  if (options.basePath !== undefined) {
    const parsed = parseBasePath(String(options.basePath));
    if (typeof parsed !== 'string') throw new TypeError(`basePath ${parsed.error}`);
    basePath = parsed === '' ? undefined : parsed;
  }
  const redactQuery = parseNames(options.redactQuery ?? DEFAULT_REDACTED_QUERY, 'redactQuery');
  if (!Array.isArray(redactQuery)) throw new TypeError(redactQuery.error);
  const extraHeaders = parseNames(options.redactHeaders ?? [], 'redactHeaders');
  if (!Array.isArray(extraHeaders)) throw new TypeError(extraHeaders.error);
  const { adminToken } = options;
  if (adminToken !== undefined && (typeof adminToken !== 'string' || !/^[\x21-\x7e]{1,256}$/.test(adminToken))) {
    throw new TypeError('adminToken must be 1 to 256 visible ASCII characters');
  }
  const upstreamMaxSockets = options.upstreamMaxSockets ?? DEFAULT_UPSTREAM_MAX_SOCKETS;
  if (!isCount(upstreamMaxSockets) || upstreamMaxSockets === 0)
    throw new TypeError(`upstreamMaxSockets must be a positive whole number, got ${String(upstreamMaxSockets)}`);
  return {
    upstream,
    mode,
    strict: options.strict === true,
    maxBodyBytes,
    timeoutMs,
    responseTimeoutMs,
    clientTimeoutMs,
    log,
    logMaxSize,
    logKeep,
    logBufferBytes,
    basePath,
    trustForwarded: options.trustForwarded === true,
    redactQuery,
    redactHeaders: [...new Set([...DEFAULT_REDACTED_HEADERS, ...extraHeaders])],
    adminToken,
    admin: options.admin !== false,
    upstreamMaxSockets,
  };
}
