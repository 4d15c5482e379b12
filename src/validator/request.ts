// validateRequest: route, path, query, headers, credentials, then the body.
import { plainHeaders } from '../http/repeated-header.js';
import { leavesNoPath, requestTargetProblem } from '../http/target.js';
import { isAbsent } from './body.js';
import type { CompiledOperation } from './catalog.js';
import { checkJsonBody, guarded, handBack, progress, routeExchange } from './exchange.js';
import { checkAuth, checkContentType, type HeaderValues, readHeaders } from './headers.js';
import type { Issues } from './issues.js';
import { type Limits, VALIDATE_REQUEST_OPTIONS } from './limits.js';
import { checkHeaderParameters, checkPath, checkQuery } from './parameters.js';
import type { RequestToValidate, ValidateOptions, ValidationResult } from './types.js';

/** The body checked; returns it parsed (undefined when absent, undeclared or refused before parsing). */
function checkRequestBody(operation: CompiledOperation, body: unknown, contentType: unknown, limits: Limits, issues: Issues): unknown {
  progress.stage = 'body';
  const spec = operation.body;
  if (isAbsent(body)) {
    if (spec?.required) issues.error('body', '', 'is required', 'required');
    return undefined;
  }
  if (spec === null) {
    // Frameworks hand an empty object to handlers of body-less requests: only strict mode says so.
    if (limits.strict) issues.warning('body', '', `${operation.operationId} takes no request body`, 'requestBody');
    return undefined;
  }
  progress.stage = 'content-type';
  if (!checkContentType(contentType, spec.mediaType, issues)) return undefined;
  return checkJsonBody(body, operation, spec, limits, issues);
}

function checkRequest(request: RequestToValidate, limits: Limits, issues: Issues): void {
  if (typeof request !== 'object' || request === null) {
    issues.error('route', '', 'the request must be an object with a method and a path', 'type');
    return;
  }
  const { method, path } = request as { method: unknown; path: unknown };
  // The rules of a request target come before routing, as the proxy and the mock refuse such a
  // target before they route it (src/http/target.ts).
  if (typeof path === 'string') {
    const target = requestTargetProblem(method, path);
    if (target !== undefined) {
      issues.error('path', '', target.message, target.keyword);
      if (leavesNoPath(target)) return;
    }
  }
  const given: unknown = request.route;
  const routed = routeExchange(method, path, limits.basePath.ok ? limits.basePath.value : '', given, issues);
  if (routed === undefined) return;
  const { operation, route } = routed;
  progress.stage = 'path';
  const pathParams = checkPath(operation, route, issues);
  progress.stage = 'query';
  const query = checkQuery(operation, request.query, route.query, limits.strict, issues);
  progress.stage = 'header';
  const headers = plainHeaders(request.headers);
  const values = readHeaders(headers, operation, { authorization: undefined, contentType: undefined, declared: undefined } satisfies HeaderValues);
  checkHeaderParameters(operation, values.declared, issues);
  progress.stage = 'auth';
  checkAuth(operation, headers, values, issues);
  const body = checkRequestBody(operation, request.body, values.contentType, limits, issues);
  if (given !== undefined) handBack({ pathParams, query, body });
}

/**
 * Validates a request against the contract. Never throws. Given `req.route` (routeRequest's
 * answer), it does not route again, and a result of a match carries `parsed`: the path parameters,
 * query and body as it read them, so the caller never parses them again.
 */
export function validateRequest(req: RequestToValidate, options?: ValidateOptions): ValidationResult {
  return guarded(req, options, checkRequest, VALIDATE_REQUEST_OPTIONS);
}
