// notification-api-contract/verify: tests a live server against the contract (Node; or any fetch).

export {
  ALL_CHECKS,
  CHECK_DESCRIPTIONS,
  type CheckName,
  RESPONSE_CHECKS,
  type ResponseCheck,
  TRANSITION_CHECKS,
  type TransitionCheck,
} from './check-registry.js';
export { formatJunit, formatReport } from './format.js';
export type { FetchFunction } from './http.js';
export {
  DEFAULT_MAX_EXAMPLES,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_RPS,
  DEFAULT_TIMEOUT_MS,
  type VerifyOptions,
  type VerifyProgress,
  VerifyUsageError,
} from './options.js';
export { redactor } from './redact.js';
export { type CheckTally, type CleanupReport, exitCodeOf, type FailureStep, type OperationReport, type VerifyFailure, type VerifyReport } from './report.js';
export { runIdOf, UnreachableServerError, VerifyInterruptedError, verify } from './run.js';
