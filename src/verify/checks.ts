// The checks applied to every answer, named as Schemathesis names them so that its users recognise
// them. Each check owns one kind of fault, so that a fault is reported once, by the check that names
// it: a 5xx is not_a_server_error's alone, a wrong media type content_type_conformance's alone.
import { isResponseMediaType, validateResponse } from '../validator/index.js';
import type { ValidationIssue } from '../validator/types.js';
import { requestTarget, type VerifyRequest } from './requests.js';
import { declaredResponses, type OperationEntry } from './spec.js';

/** A check of one response. */
export type ResponseCheck =
  | 'not_a_server_error'
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_schema_conformance'
  | 'negative_data_rejection'
  | 'ignored_auth';

/** A check of a sequence: a transition the API description states (see stateful.ts). */
export type TransitionCheck =
  | 'ensure_resource_availability'
  | 'upsert_keeps_identity'
  | 'rename_persists'
  | 'use_after_free'
  | 'credentials_appended'
  | 'single_primary_per_channel'
  | 'memberships_removed_with_subscriber'
  | 'pagination_yields_each_item_once';

export type CheckName = ResponseCheck | TransitionCheck;

export const RESPONSE_CHECKS: readonly ResponseCheck[] = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
  'ignored_auth',
];

export const TRANSITION_CHECKS: readonly TransitionCheck[] = [
  'ensure_resource_availability',
  'upsert_keeps_identity',
  'rename_persists',
  'use_after_free',
  'credentials_appended',
  'single_primary_per_channel',
  'memberships_removed_with_subscriber',
  'pagination_yields_each_item_once',
];

/** What each check guarantees, for the report. */
export const CHECK_DESCRIPTIONS: Readonly<Record<CheckName, string>> = {
  not_a_server_error: 'no answer is a 5xx',
  status_code_conformance: 'every status is declared for the operation',
  content_type_conformance: 'every body has a declared media type',
  response_schema_conformance: 'every body is valid (validateResponse)',
  negative_data_rejection: 'a request that breaks the contract gets a 4xx',
  ignored_auth: 'a request without credentials, or with another scheme, gets a 4xx',
  ensure_resource_availability: 'an upserted topic can be read back and listed',
  upsert_keeps_identity: 'a second upsert of the same key updates the topic and keeps its _id',
  rename_persists: 'a renamed topic keeps its new name',
  use_after_free: 'a deleted topic is gone (404), and so are its subscriptions',
  credentials_appended: 'device tokens are appended, not replaced',
  single_primary_per_channel: 'set-primary leaves exactly one primary per channel',
  memberships_removed_with_subscriber: "a deleted subscriber's memberships are gone",
  pagination_yields_each_item_once: 'walking a paginated list yields every item once',
};

/** An answer as verify received it. */
export interface ReceivedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text ('' for none). */
  readonly text: string;
  /** The body parsed as JSON, when it is JSON. */
  readonly json?: unknown;
}

export interface CheckResult {
  readonly check: CheckName;
  /** Why it failed; undefined when it passed. */
  readonly failure?: string;
}

const isServerError = (status: number) => status >= 500 && status <= 599;

/** The declared response for a status: exact, then the class (`2XX`), then `default` for errors only. */
export function declaredStatus(entry: OperationEntry, status: number): string | undefined {
  const declared = declaredResponses(entry);
  if (declared.has(String(status))) return String(status);
  const range = `${Math.floor(status / 100)}XX`;
  if (declared.has(range)) return range;
  // `default` is the contract's error response ("Error. Status codes and body are not shown"): it
  // declares the errors a server may answer, not any status at all.
  if (status >= 400 && status <= 599 && declared.has('default')) return 'default';
  return undefined;
}

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();

const issueText = (issue: ValidationIssue) => `${issue.location}${issue.pointer ? ` ${issue.pointer}` : ''}: ${issue.message}`;

/** The checks that apply to every answer: server errors, status, media type and body. */
export function conformanceChecks(entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse): CheckResult[] {
  const results: CheckResult[] = [];
  results.push({ check: 'not_a_server_error', ...(isServerError(response.status) ? { failure: `answered ${response.status}` } : {}) });
  if (isServerError(response.status)) return results;

  const declared = declaredStatus(entry, response.status);
  results.push({
    check: 'status_code_conformance',
    ...(declared === undefined
      ? { failure: `${response.status} is not declared for ${entry.operationId} (declared: ${[...declaredResponses(entry).keys()].join(', ')})` }
      : {}),
  });
  if (declared === undefined) return results;

  const mediaTypes = declaredResponses(entry).get(declared) ?? null;
  const hasBody = response.text.length > 0;
  const given = mediaTypeOf(response.headers['content-type']);
  let contentTypeFailure: string | undefined;
  if (hasBody && mediaTypes === null) contentTypeFailure = `the ${declared} response has no body, got one${given ? ` (${given})` : ''}`;
  else if (hasBody && given === undefined) contentTypeFailure = `a body without a content-type (declared: ${mediaTypes!.join(', ')})`;
  // The validator's own rule: a declared application/json also takes an application/*+json (RFC 6839).
  else if (hasBody && !mediaTypes!.some((type) => isResponseMediaType(given, type)))
    contentTypeFailure = `content-type ${given} is not declared for ${declared} (declared: ${mediaTypes!.join(', ')})`;
  results.push({ check: 'content_type_conformance', ...(contentTypeFailure ? { failure: contentTypeFailure } : {}) });
  if (contentTypeFailure) return results;

  // The package's own validator judges the body; its status and content-type findings belong to the
  // two checks above, which have passed.
  const validation = validateResponse({
    method: entry.method,
    path: requestTarget(entry, request),
    status: response.status,
    headers: response.headers,
    body: hasBody ? response.text : undefined,
  });
  const issues = validation.issues.filter((issue) => issue.severity === 'error' && issue.location !== 'status' && issue.location !== 'content-type');
  results.push({ check: 'response_schema_conformance', ...(issues.length > 0 ? { failure: issues.slice(0, 5).map(issueText).join('; ') } : {}) });
  return results;
}

/** negative_data_rejection: an invalid request must not be accepted (a 5xx is not_a_server_error's). */
export function negativeCheck(request: VerifyRequest, response: ReceivedResponse): CheckResult {
  const accepted = response.status < 400;
  return {
    check: 'negative_data_rejection',
    ...(accepted ? { failure: `breaks ${request.violation ?? 'the contract'}, yet answered ${response.status}` } : {}),
  };
}

/** ignored_auth: without valid credentials, the answer must be an error (a 5xx is not_a_server_error's). */
export function authCheck(request: VerifyRequest, response: ReceivedResponse): CheckResult {
  const accepted = response.status < 400;
  const how = request.auth === 'missing' ? 'without Authorization' : 'with Authorization in another scheme (Bearer)';
  return { check: 'ignored_auth', ...(accepted ? { failure: `${how}, answered ${response.status}` } : {}) };
}
