// notification-api-contract/verify: tests a live server against the contract (Node; or any fetch).

export { CHECK_DESCRIPTIONS, type CheckName, RESPONSE_CHECKS, type ResponseCheck, TRANSITION_CHECKS, type TransitionCheck } from './checks.js';
export { formatJunit, formatReport } from './format.js';
export type { FetchFunction } from './http.js';
export { type CheckTally, type CleanupReport, exitCodeOf, type FailureStep, type OperationReport, type VerifyFailure, type VerifyReport } from './report.js';
export {
  DEFAULT_MAX_EXAMPLES,
  DEFAULT_RPS,
  DEFAULT_TIMEOUT_MS,
  runIdOf,
  UnreachableServerError,
  VerifyInterruptedError,
  type VerifyOptions,
  type VerifyProgress,
  VerifyUsageError,
  verify,
} from './run.js';
