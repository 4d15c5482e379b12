// notification-api-contract/verify: tests a live server against the contract (Node; or any fetch).
export { verify, runIdOf, DEFAULT_MAX_EXAMPLES, DEFAULT_RPS, DEFAULT_TIMEOUT_MS, VerifyUsageError, UnreachableServerError, VerifyInterruptedError, type VerifyOptions, type VerifyProgress } from './run.js';
export { exitCodeOf, type VerifyReport, type VerifyFailure, type FailureStep, type OperationReport, type CheckTally, type CleanupReport } from './report.js';
export { CHECK_DESCRIPTIONS, RESPONSE_CHECKS, TRANSITION_CHECKS, type CheckName, type ResponseCheck, type TransitionCheck } from './checks.js';
export { formatReport, formatJunit } from './format.js';
export type { FetchFunction } from './http.js';
