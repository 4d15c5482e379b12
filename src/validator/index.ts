// notification-api-contract/validator: validates live traffic (requests and responses) against the
// contract, with the validators precompiled from generated/openapi.json.
//
// core.ts is the validator, which the client loads too; on Node, bundled or not, it loads the strict
// validators on the first strict validation. In a browser bundle it has none (so that the client's
// leaves them out): package.json sends bundlers for browsers to index.browser.ts, which imports them.
export type {
  HeaderBag,
  HeadersToValidate,
  IssueLocation,
  MatchOptions,
  OperationId,
  OperationMatch,
  ParsedRequest,
  RequestRoute,
  RequestToValidate,
  ResponseToValidate,
  RouteInput,
  ValidateOptions,
  ValidationIssue,
  ValidationResult,
} from './core.js';
export {
  type BoundedJson,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_ISSUES,
  isResponseMediaType,
  MAX_BODY_DEPTH,
  matchOperation,
  type ParseBoundsOptions,
  type PreloadOptions,
  parseJsonWithinBounds,
  preloadStrictValidators,
  preloadValidators,
  routeRequest,
  validateRequest,
  validateResponse,
} from './core.js';
