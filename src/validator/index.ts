// notification-api-contract/validator: validates live traffic (requests and responses) against the
// contract, with the validators precompiled from generated/openapi.json.
//
// This is the validator the client loads too. It names no strict module a bundler for browsers would
// follow: catalog.ts loads them at the first strict validation, through "#strict-sets", which on Node
// (bundled or not) is the strict modules and in a browser bundle is nothing, so that a browser bundle
// of the client leaves them out (a third of its size). package.json sends bundlers for browsers to
// index.browser.ts, which provides them. One module, dist/validator/index.js, holds the state of all
// (the operations compiled, the validators loaded), however many import it.

export { type BoundedJson, type ParseBoundsOptions, parseJsonWithinBounds } from './body.js';
export { isResponseMediaType } from './headers.js';
export { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_ISSUES, MAX_BODY_DEPTH } from './limits.js';
export { type PreloadOptions, preloadStrictValidators, preloadValidators } from './preload.js';
export { validateRequest } from './request.js';
export { validateResponse } from './response.js';
export { matchOperation, routeRequest } from './router.js';
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
} from './types.js';
