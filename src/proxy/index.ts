// The validating proxy: a reverse proxy that checks traffic against the contract on its way through.
export { createValidatingProxy, STATS_PATH, type ValidatingProxy } from './proxy.js';
export { startValidatingProxy, type RunningValidatingProxy, type StartValidatingProxyOptions } from './server.js';
export { DEFAULT_PROXY_MAX_BODY_BYTES, DEFAULT_PROXY_TIMEOUT_MS, parseUpstream, type ProxyMode, type ValidatingProxyOptions, type ViolationSink } from './options.js';
export type { LoggedIssue, LoggedMessage, ViolationRecord } from './record.js';
export { describeRecord } from './record.js';
export { formatStats, NO_OPERATION, type OperationCounts, type ProxyStats } from './stats.js';
export { problemType, type ProblemDetails, type ProblemKind } from './problem.js';
export { CORRELATION_HEADER } from './headers.js';
export { hashSecret, REDACTED } from './redact.js';
export { parseDuration, parseSize } from './units.js';
