// notification-api-contract/validator: validates live traffic (requests and responses) against the
// contract, with the validators precompiled from generated/openapi.json.
//
// core.ts is the validator; this entry adds the strict validators, which only it imports, so that
// the client (which loads core.ts) never reaches them. They are provided on each call that may use
// them rather than once on import: a module-level call would be a side effect, which bundlers may drop
// (the package declares none) when an entry only re-exports what is used.
import { loadStrict } from '../../generated/validators/strict-sets.cjs';
import {
  type PreloadOptions,
  preloadStrictValidators as preloadStrictValidatorsOfCore,
  preloadValidators as preloadValidatorsOfCore,
  provideStrictSets,
  type RequestToValidate,
  type ResponseToValidate,
  type ValidateOptions,
  type ValidationResult,
  validateRequest as validateRequestOfCore,
  validateResponse as validateResponseOfCore,
} from './core.js';

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
  routeRequest,
} from './core.js';

/**
 * Validates a request against the contract. Never throws. Given `req.route` (routeRequest's
 * answer), it does not route again, and a result of a match carries `parsed`: the path parameters,
 * query and body as it read them, so the caller never parses them again.
 */
export function validateRequest(req: RequestToValidate, options?: ValidateOptions): ValidationResult {
  provideStrictSets(loadStrict);
  return validateRequestOfCore(req, options);
}

/** Validates a response against the operation of the request it answers. Never throws. */
export function validateResponse(res: ResponseToValidate, options?: ValidateOptions): ValidationResult {
  provideStrictSets(loadStrict);
  return validateResponseOfCore(res, options);
}

/**
 * Loads now the validators that would otherwise load on first use: for each operation, its
 * validators, the error-reporting ones for invalid exchanges, and with `strict: true` the strict
 * ones. Throws a TypeError for an operationId the contract does not have, and for `operations`
 * that is not an array.
 */
export function preloadValidators(options?: PreloadOptions): void {
  provideStrictSets(loadStrict);
  preloadValidatorsOfCore(options);
}

/**
 * @deprecated Use `preloadValidators({ strict: true })`. Loads every validator, the strict ones
 * included; true once they are loaded (they load wherever the package runs).
 */
export function preloadStrictValidators(): boolean {
  provideStrictSets(loadStrict);
  return preloadStrictValidatorsOfCore();
}
