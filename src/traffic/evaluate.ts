// One recorded exchange against the contract: the verdict, in a form small enough to send from a
// worker thread (a valid exchange is only its operation's number) and free of where it was read,
// which the reader that keeps the order adds.

// The validator's own route table (it loads it anyway), in the contract's order: not the full operation
// list of ../../generated/operations.cjs, 49 KB more to load on every run for the ids alone.
import { operations } from '../../generated/validators/index.cjs';
import { withBodyIssue } from '../http/content-coding.js';
import { preflightMethod } from '../http/preflight.js';
import { maskUserinfo } from '../http/url-credentials.js';
import { routeRequest, type ValidateOptions, type ValidationIssue, type ValidationResult, validateRequest, validateResponse } from '../validator/index.js';
import type { RecordedExchange } from './types.js';

export interface EvaluateOptions {
  strict: boolean;
  /** The prefix the service is mounted under (`/api`), removed before routing. */
  basePath?: string;
  /** Bodies larger than this are refused by the validator (an issue), not parsed. */
  maxBodyBytes?: number;
}

export type Evaluation =
  | {
      kind: 'valid';
      operation: number;
      /** Bodies over the size bound, not read (sizeRefused): what the report says went unchecked. */
      notChecked?: string[];
    }
  /** A CORS preflight for an operation of the contract: the shared preflight rule accepts it (src/http/preflight.ts). */
  | { kind: 'preflight' }
  | { kind: 'unmatched'; method: string; path: string; status: number | null; issues: ValidationIssue[] }
  | {
      kind: 'violation';
      operation: number;
      method: string;
      path: string;
      status: number | null;
      requestIssues: ValidationIssue[];
      responseIssues: ValidationIssue[];
      notChecked?: string[];
    };

/** Position of each operation in the contract's order (the report's rows). */
const operationNumber = new Map<string, number>(operations.map(({ operationId }, index) => [operationId, index]));

export const operationIdAt = (operation: number): string => operations[operation]!.operationId;
export const operationCount = operations.length;

const violates = (result: Verdict, strict: boolean): boolean => (strict ? result.issues.length > 0 : !result.valid);

type Verdict = Pick<ValidationResult, 'valid' | 'issues'>;

/** The verdict without the issues `dropped` takes: the rest's, valid exactly when none of them is an error. */
function without(issues: ValidationIssue[], dropped: (issue: ValidationIssue) => boolean): Verdict {
  const kept = issues.filter((issue) => !dropped(issue));
  return { valid: !kept.some((issue) => issue.severity === 'error'), issues: kept };
}

/**
 * A body the recording did not keep cannot be held against the exchange: its "is required" goes,
 * and the verdict is the rest's.
 */
const isMissingBody = (issue: ValidationIssue): boolean => issue.location === 'body' && issue.keyword === 'required';

/**
 * A body over the size bound (--max-body, the validator's maxBodyBytes), as recorded or once decoded,
 * was not read: the contract sets no size, so it is no violation of it (review 26c F8), and a run
 * that called it one sent a user looking for a limit the API does not have. Its refusal leaves the
 * verdict, which is the rest's (the content-type was checked before the size), and is said as what
 * went unchecked: an input problem of the exchange, so the run exits 2, never 0.
 */
const isSizeRefusal = (issue: ValidationIssue): boolean => issue.location === 'body' && issue.keyword === 'maxBodyBytes';

/**
 * `result` without its size refusal, and what the report says went unchecked; undefined when it has
 * none, so that the usual exchange costs no allocation. Only a refused result can hold one (it is an
 * error): a valid one is passed over at once.
 */
function sizeRefused(result: Verdict, side: 'request' | 'response'): { verdict: Verdict; notChecked: string } | undefined {
  const refusal = result.valid ? undefined : result.issues.find(isSizeRefusal);
  if (refusal === undefined) return undefined;
  return {
    verdict: without(result.issues, isSizeRefusal),
    notChecked: `the ${side} body ${refusal.message} (the --max-body limit): not checked; the rest of the exchange was`,
  };
}

/**
 * A recorded target as the report lists it: without its query (it may carry secrets), and with a
 * user name and password before its host masked (src/http/url-credentials.ts), that first, so that a
 * password holding a raw '?' is not cut there and half shown.
 */
export function withoutQuery(target: string): string {
  const shown = maskUserinfo(target);
  const question = shown.indexOf('?');
  return question === -1 ? shown : shown.slice(0, question);
}

/**
 * A missing Authorization in a HAR entry, said with what most often took it out: Chrome's "Export HAR
 * (sanitized)", its default since Chrome 130, drops Authorization, Cookie and Set-Cookie, and every
 * authenticated exchange then read as a client that never sent its key (review 26c F2). The issue
 * stays: a HAR does not say it was sanitized, and a client that never authenticates looks the same.
 */
function withSanitizedHint(issues: ValidationIssue[]): ValidationIssue[] {
  if (!issues.some(isMissingAuthorization)) return issues;
  return issues.map((issue) =>
    isMissingAuthorization(issue)
      ? { ...issue, message: `${issue.message}; a HAR exported sanitized (Chrome's default export) drops Authorization: export it with sensitive data` }
      : issue,
  );
}

const isMissingAuthorization = (issue: ValidationIssue): boolean =>
  issue.location === 'auth' && issue.pointer === '/authorization' && issue.keyword === 'required';

function validatorOptions(options: EvaluateOptions): ValidateOptions {
  const result: ValidateOptions = { strict: options.strict };
  if (options.maxBodyBytes !== undefined) result.maxBodyBytes = options.maxBodyBytes;
  if (options.basePath !== undefined) result.basePath = options.basePath;
  return result;
}

const PREFLIGHT: Evaluation = { kind: 'preflight' };

/**
 * A preflight is judged as the route of the request it announces: accepted when that names an
 * operation; else it matches no operation, with the route's issue (404 or 405 for the mock and proxy).
 */
function preflight(
  method: string,
  path: string,
  announced: string,
  basePath: string | undefined,
  strict: boolean,
  validate: ValidateOptions,
  status: number | null,
): Evaluation {
  const route = routeRequest({ method: announced, target: path, basePath });
  if (route.kind === 'match') return PREFLIGHT;
  const issues = strict ? validateRequest({ method: announced, path, route }, validate).issues : [];
  return { kind: 'unmatched', method, path: withoutQuery(path), status, issues };
}

/** Builds the checker of one exchange, its validator options made once. */
export function exchangeEvaluator(options: EvaluateOptions): (exchange: RecordedExchange) => Evaluation {
  const strict = options.strict;
  const validate = validatorOptions(options);
  const basePath = options.basePath;
  return (exchange) => {
    const { request, response } = exchange;
    // Routed and judged with a user name and password masked: a password holding a raw '/' ended the
    // authority early, and the validator's route issue quoted the rest of it as the path (review 26c F5).
    const path = maskUserinfo(request.path);
    const announced = typeof request.headers === 'object' && request.headers !== null ? preflightMethod(request.method, request.headers) : undefined;
    if (announced !== undefined) return preflight(request.method, path, announced, basePath, strict, validate, response?.status ?? null);
    // Routed once, here: both validations take the route instead of routing again.
    const route = routeRequest({ method: request.method, target: path, basePath });
    const validated = validateRequest({ method: request.method, path, query: request.query, headers: request.headers, body: request.body, route }, validate);
    const requestResult = exchange.requestBodyIssue === undefined ? validated : withBodyIssue(validated, exchange.requestBodyIssue);
    const status = response?.status ?? null;
    const operationId = requestResult.operationId;
    const operation = operationId === undefined ? undefined : operationNumber.get(operationId);
    if (operation === undefined) {
      // The issues only matter in strict mode, where matching no operation is a violation.
      return { kind: 'unmatched', method: request.method, path: withoutQuery(path), status, issues: strict ? requestResult.issues : [] };
    }
    let responseIssues: ValidationIssue[] = [];
    let notChecked: string[] | undefined;
    if (response !== undefined) {
      const checked = validateResponse(
        { method: request.method, path, status: response.status, headers: response.headers, body: response.body, route },
        validate,
      );
      let result: Verdict = exchange.responseBodyIssue === undefined ? checked : withBodyIssue(checked, exchange.responseBodyIssue);
      const sized = sizeRefused(result, 'response');
      if (sized !== undefined) {
        notChecked = [sized.notChecked];
        result = sized.verdict;
      }
      const verdict = response.bodyNotCaptured ? without(result.issues, isMissingBody) : result;
      if (violates(verdict, strict)) responseIssues = verdict.issues;
    }
    let requestVerdict: Verdict = requestResult;
    const sized = sizeRefused(requestResult, 'request');
    if (sized !== undefined) {
      notChecked = [sized.notChecked, ...(notChecked ?? [])];
      requestVerdict = sized.verdict;
    }
    let requestIssues = violates(requestVerdict, strict) ? requestVerdict.issues : [];
    if (exchange.requestBodyNotCaptured && requestIssues.length > 0) {
      const verdict = without(requestIssues, isMissingBody);
      requestIssues = violates(verdict, strict) ? verdict.issues : [];
    }
    // A HAR entry (the only exchanges read with no line) may have lost its credentials to the export.
    if (exchange.source.line === undefined && requestIssues.length > 0) requestIssues = withSanitizedHint(requestIssues);
    const verdict: Evaluation =
      requestIssues.length === 0 && responseIssues.length === 0
        ? { kind: 'valid', operation }
        : { kind: 'violation', operation, method: request.method, path: withoutQuery(path), status, requestIssues, responseIssues };
    if (notChecked !== undefined) verdict.notChecked = notChecked;
    return verdict;
  };
}
