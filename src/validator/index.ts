// notification-api-contract/validator: validates live traffic (requests and responses) against the
// contract, with the validators precompiled from generated/openapi.json.

export { type BoundedJson, type ParseBoundsOptions, parseJsonWithinBounds } from './body.js';
export { isResponseMediaType } from './headers.js';
export { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_ISSUES, MAX_BODY_DEPTH } from './limits.js';
export { type PreloadOptions, preloadStrictValidators, preloadValidators } from './preload.js';
export { validateRequest } from './request.js';
export { validateResponse } from './response.js';
export { matchOperation, routeRequest } from './router.js';
export type {
  HeaderBag,
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
} from './types.js';
