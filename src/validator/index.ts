// notification-api-contract/validator: validates live traffic (requests and responses) against the
// contract, with the validators precompiled from generated/openapi.json.
//
// core.ts is the validator; this entry adds the strict validators, which only it imports, so that
// the client (which loads core.ts) never reaches them. It hands them over once, as it loads: the
// package's manifest names this file among its side effects, so that no bundler drops that call.
import { loadStrict } from '../../generated/validators/strict-sets.cjs';
import { provideStrictSets } from './core.js';

provideStrictSets(loadStrict);

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
  preloadStrictValidators,
  preloadValidators,
  routeRequest,
  validateRequest,
  validateResponse,
} from './core.js';
