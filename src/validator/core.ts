// The validator, which names no strict module a bundler for browsers would follow (catalog.ts loads
// them at the first strict validation, through "#strict-sets", which is nothing in a browser bundle):
// what the client loads, so that a browser bundle of the client leaves out the strict modules (a
// third of its size), and what the public entries re-export (index.ts; index.browser.ts, which
// provides the strict modules). One module, dist/validator/core.js,
// holds the state of all (the operations compiled, the validators loaded), however many import it.

export { type BoundedJson, type ParseBoundsOptions, parseJsonWithinBounds } from './body.js';
export { provideStrictSets } from './catalog.js';
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
