// The validating proxy: a reverse proxy that checks traffic against the contract on its way through.

export { DECODABLE_ENCODINGS } from '../http/content-decoding.js';
export { ADMIN_TOKEN_HEADER } from './admin.js';
export { CORRELATION_HEADER } from './headers.js';
export { METRICS_PREFIX } from './metrics.js';
export {
  DEFAULT_LOG_BUFFER_BYTES,
  DEFAULT_LOG_KEEP,
  DEFAULT_PROXY_CLIENT_TIMEOUT_MS,
  DEFAULT_PROXY_MAX_BODY_BYTES,
  DEFAULT_PROXY_RESPONSE_TIMEOUT_MS,
  DEFAULT_PROXY_TIMEOUT_MS,
  DEFAULT_REDACTED_HEADERS,
  DEFAULT_REDACTED_QUERY,
  DEFAULT_UPSTREAM_MAX_SOCKETS,
  type ProxyMode,
  type ValidatingProxyOptions,
  type ViolationSink,
} from './options.js';
export { type ProblemDetails, type ProblemKind, problemType } from './problem.js';
export { createValidatingProxy, HEALTH_PATH, METRICS_PATH, OWN_PREFIX, STATS_PATH, type ValidatingProxy } from './proxy.js';
export type { LoggedIssue, LoggedMessage, ViolationRecord } from './record.js';
export { describeRecord } from './record.js';
export { hashSecret, REDACTED } from './redact.js';
export {
  DEFAULT_HEADER_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type RunningValidatingProxy,
  type StartValidatingProxyOptions,
  startValidatingProxy,
} from './server.js';
export { formatStats, NO_OPERATION, type OperationCounts, type ProxyStats } from './stats.js';
