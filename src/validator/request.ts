// validateRequest: route, path, query, headers, credentials, then the body.
import { isAbsent } from './body.js';
import type { CompiledOperation } from './catalog.js';
import { checkJsonBody, guarded, progress, routeExchange } from './exchange.js';
import { checkAuth, checkContentType, readHeaders, type HeaderValues } from './headers.js';
import type { Issues } from './issues.js';
import type { Limits } from './limits.js';
import { checkHeaderParameters, checkPath, checkQuery } from './parameters.js';
import type { RequestToValidate, ValidateOptions, ValidationResult } from './types.js';

function checkRequestBody(operation: CompiledOperation, body: unknown, contentType: unknown, limits: Limits, issues: Issues): void {
  progress.stage = 'body';
  const spec = operation.body;
  if (isAbsent(body)) {
    if (spec?.required) issues.error('body', '', 'is required', 'required');
    return;
  }
  if (spec === null) {
    // Frameworks hand an empty object to handlers of body-less requests: only strict mode says so.
    if (limits.strict) issues.warning('body', '', `${operation.operationId} takes no request body`, 'requestBody');
    return;
  }
  progress.stage = 'content-type';
  if (!checkContentType(contentType, spec.mediaType, issues)) return;
  checkJsonBody(body, spec.validate, spec.validatorName, limits, issues);
}

function checkRequest(request: RequestToValidate, limits: Limits, issues: Issues): void {
  if (typeof request !== 'object' || request === null) {
    issues.error('route', '', 'the request must be an object with a method and a path', 'type');
    return;
  }
  const routed = routeExchange(request.method, request.path, limits.basePath.ok ? limits.basePath.value : '', issues);
  if (routed === undefined) return;
  const { operation, rawParams } = routed.match;
  progress.stage = 'path';
  checkPath(operation, rawParams, issues);
  progress.stage = 'query';
  checkQuery(operation, request.query, routed.target.query, limits.strict, issues);
  progress.stage = 'header';
  const headers: unknown = request.headers;
  const values = readHeaders(headers, operation, { authorization: undefined, contentType: undefined, declared: undefined } satisfies HeaderValues);
  checkHeaderParameters(operation, values.declared, issues);
  progress.stage = 'auth';
  checkAuth(operation, headers, values, issues);
  checkRequestBody(operation, request.body, values.contentType, limits, issues);
}

/** Validates a request against the contract. Never throws. */
export function validateRequest(req: RequestToValidate, options?: ValidateOptions): ValidationResult {
  return guarded(req, options, checkRequest);
}
