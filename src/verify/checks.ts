// The checks applied to every answer (their names and guarantees are in check-registry.ts). Each
// check owns one kind of fault, so that a fault is reported once, by the check that names it: a 5xx is
// not_a_server_error's alone, a wrong media type content_type_conformance's alone.

import { isResponseMediaType, validateResponse } from '../validator/index.js';
import type { ValidationIssue } from '../validator/types.js';
import type { CheckName } from './check-registry.js';
import { contractAccepts } from './contract-accepts.js';
import { NOT_THE_KEY, routeOf } from './requests.js';
import { declaredResponses, type OperationEntry } from './spec.js';
import type { VerifyRequest } from './verify-request.js';

export { CHECK_DESCRIPTIONS, type CheckName, RESPONSE_CHECKS, type ResponseCheck, TRANSITION_CHECKS, type TransitionCheck } from './check-registry.js';

/** An answer as verify received it. */
export interface ReceivedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text ('' for none); bytes that are not UTF-8 are U+FFFD in it. */
  readonly text: string;
  /** The body's bytes, only when they are not UTF-8: response_schema_conformance judges them (the validator's `utf8` rule). */
  readonly bytes?: Uint8Array;
  /** The body parsed as JSON, when it is JSON that validateResponse would parse (within its size and depth bounds). */
  readonly json?: unknown;
  /**
   * The answer was not HTTP/1.1 that undici could read, and why; status is then 0 (no status line
   * was read) or the status of an answer whose body broke the framing, and nothing else was kept.
   */
  readonly malformed?: string;
  /** The body was not read to its end: over the size bound, or past the exchange's deadline. */
  readonly exceeded?: { readonly limit: 'size' | 'time'; readonly bytes: number; readonly ms: number };
}

export interface CheckResult {
  readonly check: CheckName;
  /** Why it failed; undefined when it passed. */
  readonly failure?: string;
  /**
   * What makes a failure this one and not another of the same check on the same operation (the
   * status, the schema keywords and places): failures that share it are one fault, reported once
   * (see failure-key.ts). Undefined: the status of the answer it was found on.
   */
  readonly signature?: string;
}

/** A declared length over the bound was refused unread; an undeclared one was cut at the bound. */
const sizeFailure = (bytes: number, response: ReceivedResponse, limit: number) =>
  Number(response.headers['content-length']) === bytes
    ? `the body declares ${bytes} bytes, over --max-response-bytes ${limit}`
    : `the body went past --max-response-bytes ${limit} (${bytes} bytes read)`;

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

/**
 * A schema failure's signature, as Schemathesis keys one on where the schema failed: the status, then
 * each issue's place and keyword, array indices left out (the same broken item is at index 0 of one
 * page and 3 of another), each once and sorted.
 */
function schemaSignature(status: number, issues: readonly ValidationIssue[]): string {
  const places = issues.map((issue) => `${issue.location}${issue.pointer.replace(/\/\d+(?=\/|$)/g, '/*')} ${issue.keyword ?? ''}`);
  return `${status} ${[...new Set(places)].sort().join('; ')}`;
}

const issueText = (issue: ValidationIssue) => `${issue.location}${issue.pointer ? ` ${issue.pointer}` : ''}: ${issue.message}`;

/** The checks that apply to every answer: server errors, status, media type and body. */
export function conformanceChecks(entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse, maxResponseBytes: number): CheckResult[] {
  const results: CheckResult[] = [];
  results.push({ check: 'well_formed_http', ...(response.malformed === undefined ? {} : { failure: response.malformed, signature: response.malformed }) });
  // Nothing of an answer that could not be read can be judged by the checks below.
  if (response.malformed !== undefined) return results;
  // A body cut at the deadline or the size bound is judged by those two checks only (docs/verify.md),
  // whatever its status: judged as a 5xx first, a 500 that stalled failed not_a_server_error and left
  // max_response_time "not run", and the operation's next requests each cost a whole deadline.
  const { exceeded } = response;
  results.push({
    check: 'max_response_time',
    ...(exceeded?.limit === 'time'
      ? {
          failure:
            response.status === 0
              ? `no answer within ${exceeded.ms} ms, not even its status line`
              : `the body did not end within ${exceeded.ms} ms (${exceeded.bytes} bytes received)`,
          signature: 'time',
        }
      : {}),
  });
  results.push({
    check: 'max_response_size',
    ...(exceeded?.limit === 'size' ? { failure: sizeFailure(exceeded.bytes, response, maxResponseBytes), signature: 'size' } : {}),
  });
  if (exceeded) return results;
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
  const acceptance = acceptanceCheck(entry, request, response.status);
  if (acceptance) results.push(acceptance);

  const mediaTypes = declaredResponses(entry).get(declared) ?? null;
  const hasBody = response.text.length > 0;
  const given = mediaTypeOf(response.headers['content-type']);
  let contentTypeFailure: string | undefined;
  if (hasBody && mediaTypes === null) contentTypeFailure = `the ${declared} response has no body, got one${given ? ` (${given})` : ''}`;
  else if (hasBody && given === undefined) contentTypeFailure = `a body without a content-type (declared: ${mediaTypes!.join(', ')})`;
  // The validator's own rule: a declared application/json also takes an application/*+json (RFC 6839).
  else if (hasBody && !mediaTypes!.some((type) => isResponseMediaType(given, type)))
    contentTypeFailure = `content-type ${given} is not declared for ${declared} (declared: ${mediaTypes!.join(', ')})`;
  results.push({ check: 'content_type_conformance', ...(contentTypeFailure ? { failure: contentTypeFailure, signature: `${declared} ${given ?? '-'}` } : {}) });
  if (contentTypeFailure) return results;

  // The package's own validator judges the body; its status and content-type findings belong to the
  // two checks above, which have passed.
  const route = routeOf(entry, request);
  const validation = validateResponse(
    {
      method: entry.method,
      path: route.path,
      route,
      status: response.status,
      headers: response.headers,
      // Parsed once: the sender parsed the text within the bounds validateResponse puts on text, so the
      // value it kept is what the validator would parse again. Text it could not parse goes as text
      // (the validator reports why), bytes that are not UTF-8 as bytes, and a JSON string as its text:
      // the validator reads a string as JSON text (test/verify/parse-once.test.ts).
      body: hasBody ? (response.bytes ?? ('json' in response && typeof response.json !== 'string' ? response.json : response.text)) : undefined,
    },
    // The size of an answer is max_response_size's to judge (--max-response-bytes): with the
    // validator's own 1 MiB bound, a valid list of 1.4 MB failed this check (review 26d).
    { maxBodyBytes: maxResponseBytes },
  );
  const issues = validation.issues.filter((issue) => issue.severity === 'error' && issue.location !== 'status' && issue.location !== 'content-type');
  results.push({
    check: 'response_schema_conformance',
    ...(issues.length > 0 ? { failure: issues.slice(0, 5).map(issueText).join('; '), signature: schemaSignature(response.status, issues) } : {}),
  });
  return results;
}

/**
 * The statuses that say whether a server took a request, for the checks that judge that: a 5xx is
 * not_a_server_error's, an undeclared status status_code_conformance's, so neither is judged again.
 */
const judgedStatus = (entry: OperationEntry, status: number) => !isServerError(status) && declaredStatus(entry, status) !== undefined;

/**
 * positive_data_acceptance: a request the contract accepts, sent with the key, is not refused. A 404
 * (or 410) is the answer to a path that names what the server does not hold: verify made up the
 * resource, or it created it, and then whether it should be there is the transitions' to say
 * (ensure_resource_availability). Such a request is not judged: the operation was not exercised by it
 * (counted as passed, a run whose reads all missed showed them all passed; the run's notes count them). A 409 says the state conflicts, a 429 that the rate is limited: a
 * valid request may get either. A cursor verify made up names no item of the server's: such a request
 * is not judged (the seed shows no status for an unknown cursor).
 */
/**
 * A 404 or 410 of an operation with path parameters: its path names nothing the server holds. Or a
 * 400 or 422 of a path value verify made up where the contract leaves the values open
 * (VerifyRequest.madeUpPath): the server found it names nothing by its form (an id that is no id of
 * its database), which the contract does not show (review 26d F8).
 */
export const missed = (entry: OperationEntry, request: VerifyRequest, status: number): boolean =>
  ((status === 404 || status === 410) && entry.pathParams.length > 0) || ((status === 400 || status === 422) && request.madeUpPath !== undefined);

export function acceptanceCheck(entry: OperationEntry, request: VerifyRequest, status: number): CheckResult | undefined {
  if (request.auth !== 'valid' || request.violation !== undefined || request.rawBody !== undefined || request.madeUp !== undefined) return undefined;
  if (!contractAccepts(entry, request)) return undefined;
  if (missed(entry, request, status)) return undefined;
  const refused = status >= 400 && status <= 499 && status !== 409 && status !== 429;
  if (!refused) return { check: 'positive_data_acceptance' };
  const failure =
    status === 401 || status === 403
      ? `a valid request sent with the key answered ${status}: the server refuses the key (is --api-key the right one?), or this operation to it`
      : status === 404 || status === 410
        ? `a valid request answered ${status}, though ${entry.path} has no path parameter that could name what is not there (is the path prefix of --base-url right?)`
        : `a valid request answered ${status}: the contract accepts it`;
  return { check: 'positive_data_acceptance', failure };
}

/** negative_data_rejection: an invalid request must not be accepted. */
export function negativeCheck(entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse): CheckResult | undefined {
  if (!judgedStatus(entry, response.status)) return undefined;
  const accepted = response.status < 400;
  return {
    check: 'negative_data_rejection',
    // Each rule the server does not enforce is a fault of its own (Schemathesis keys on the status alone).
    ...(accepted
      ? {
          failure: `breaks ${request.violation ?? 'the contract'}, yet answered ${response.status}`,
          signature: `${response.status} ${request.violation ?? ''}`,
        }
      : {}),
  };
}

/**
 * ignored_auth on a write of a sequence, sent first without credentials: the only writes that name
 * what the server holds are a sequence's, so the generated ones, each naming a fresh id, never got
 * the 2xx a probe sent again needs, and no write was judged (review 26d). Sent before, not after: a
 * DELETE sent again after it succeeded is a 404 whether or not the server checks credentials.
 */
export function writeAuthCheck(entry: OperationEntry, response: ReceivedResponse): CheckResult | undefined {
  if (!judgedStatus(entry, response.status)) return undefined;
  return {
    check: 'ignored_auth',
    ...(response.status < 400
      ? {
          failure: `without Authorization, a ${entry.method} the run then sent with the key answered ${response.status}`,
          signature: `${response.status} write`,
        }
      : {}),
  };
}

/** ignored_auth: without valid credentials, a request that got a 2xx with them must get an error. */
export function authCheck(entry: OperationEntry, request: VerifyRequest, response: ReceivedResponse): CheckResult | undefined {
  if (!judgedStatus(entry, response.status)) return undefined;
  const accepted = response.status < 400;
  const how = request.auth === 'missing' ? 'without Authorization' : `with a credential that is not the key (Bearer ${NOT_THE_KEY})`;
  return { check: 'ignored_auth', ...(accepted ? { failure: `${how}, a request that got a 2xx with the key answered ${response.status}` } : {}) };
}
