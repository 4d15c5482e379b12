// validateResponse: the status against the operation's declared responses, then the body.
import { plainHeaders } from '../http/repeated-header.js';
import { isAbsent } from './body.js';
import { type CompiledOperation, exactResponse, type MessageSpec, type ResponseSpec } from './catalog.js';
import { checkJsonBody, guarded, progress, routeExchange } from './exchange.js';
import { givenContentType, type HeaderValues, isResponseMediaType, readHeaders } from './headers.js';
import type { Issues } from './issues.js';
import { type Limits, VALIDATE_RESPONSE_OPTIONS } from './limits.js';
import type { ResponseToValidate, ValidateOptions, ValidationResult } from './types.js';

const isStatusCode = (status: unknown): status is number => typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599;

/** 204 and 205 never carry content (RFC 9110, 15.3.5 and 15.3.6). */
const noContent = (status: number): ResponseSpec => ({ status: String(status), code: status, mediaType: null, validatorName: null, verdict: undefined });

/** The declared response for `status`, or undefined with a status issue. */
function responseFor(operation: CompiledOperation, status: number, limits: Limits, issues: Issues): ResponseSpec | undefined {
  const exact = exactResponse(operation, status);
  if (exact !== undefined) return exact;
  if (status >= 200 && status < 300) {
    // The API description shows no numeric success status, so the spec's 2XX response takes any
    // other 2xx with the documented body; strict mode points out that it is not the documented one.
    const success = operation.responseRanges.get(2);
    if (success === undefined) {
      issues.error('status', '', `${status} is not declared: ${operation.operationId} answers ${operation.successStatus} on success`, 'status');
      return undefined;
    }
    if (limits.strict) {
      issues.warning(
        'status',
        '',
        `${status} is not the documented ${operation.successStatus} of ${operation.operationId}; checked against its 2XX response`,
        'status',
      );
    }
    return status === 204 || status === 205 ? noContent(status) : success;
  }
  const open = operation.responseRanges.get(Math.floor(status / 100)) ?? operation.defaultResponse;
  if (open === null || open === undefined) {
    issues.error('status', '', `${status} is not declared for ${operation.operationId}`, 'status');
    return undefined;
  }
  if (limits.strict) issues.warning('status', '', `${status} is not declared; checked against the ${open.status} response`, 'status');
  return open;
}

function checkResponse(response: ResponseToValidate, limits: Limits, issues: Issues): void {
  if (typeof response !== 'object' || response === null) {
    issues.error('route', '', 'the response must be an object with the method and path of its request', 'type');
    return;
  }
  const routed = routeExchange(response.method, response.path, limits.basePath.ok ? limits.basePath.value : '', response.route, issues);
  if (routed === undefined) return;
  const { operation } = routed;
  progress.stage = 'status';
  const status: unknown = response.status;
  if (!isStatusCode(status)) {
    issues.error('status', '', `must be an HTTP status code (100 to 599), got ${typeof status === 'number' ? String(status) : typeof status}`, 'type');
    return;
  }
  const spec = responseFor(operation, status, limits, issues);
  if (spec === undefined) return;
  progress.stage = 'body';
  const body: unknown = response.body;
  if (spec.mediaType === null) {
    if (!isAbsent(body)) issues.error('body', '', `the ${spec.status} response of ${operation.operationId} has no body`, 'noBody');
    return;
  }
  if (isAbsent(body)) {
    // Error bodies are not described by the API: only a success response must carry its body.
    if (status >= 200 && status < 300) issues.error('body', '', 'is required', 'required');
    return;
  }
  progress.stage = 'content-type';
  // Callers often keep only the body; a content-type that is there must be JSON, though.
  const { contentType } = readHeaders(plainHeaders(response.headers), undefined, {
    authorization: undefined,
    contentType: undefined,
    declared: undefined,
  } satisfies HeaderValues);
  if (contentType !== undefined && !isResponseMediaType(contentType, spec.mediaType)) {
    issues.error('content-type', '', `the body needs content-type ${spec.mediaType}, got ${givenContentType(contentType)}`, 'mediaType');
    return;
  }
  checkJsonBody(body, operation, spec as MessageSpec, limits, issues);
}

/** Validates a response against the operation of the request it answers. Never throws. */
export function validateResponse(res: ResponseToValidate, options?: ValidateOptions): ValidationResult {
  return guarded(res, options, checkResponse, VALIDATE_RESPONSE_OPTIONS);
}
