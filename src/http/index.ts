// The HTTP and contract rules every part shares (validator, client, mock, proxy, traffic, verify):
// one home per rule. Runtime-neutral: no Node imports, so the validator and the mock run in browsers.
// Decoding a Content-Encoding needs node:zlib: content-decoding.ts, imported by the Node parts
// themselves and never from here.

export { type BasePath, parseBasePath, stripBasePath } from './base-path.js';
export { BOM, hasUtf8Bom, stripBom } from './bom.js';
export {
  type BodyIssue,
  bodyTooLargeIssue,
  type ContentDecoding,
  contentCodings,
  contentEncodingIssue,
  type DecodeOutcome,
  decodingResult,
  withBodyIssue,
} from './content-coding.js';
export { ownAnswerHasLength, statusHasLength } from './content-length.js';
export { acceptCorrelationId, CORRELATION_ID_HEADER, MAX_CORRELATION_ID_LENGTH } from './correlation-id.js';
export { type BodyRedaction, redactBodySecrets } from './credentials-body.js';
export { type Framing, type FramingHeaders, requestFraming, responseFraming } from './framing.js';
export { type HeadProblem, headProblem } from './head-problem.js';
export { decodeBase64Leniently, maskHeaderValue } from './header-masking.js';
export { maskHeaderSecrets } from './header-secrets.js';
export { connectionListed, HOP_BY_HOP_HEADERS } from './hop-by-hop.js';
export { INVALID_HOST_MESSAGE, isHostValue, isIpv6 } from './host-value.js';
export { parseInteger } from './integer.js';
export { isObject } from './is-object.js';
export { essenceOf, isJsonMediaType, readsAsJson, UNREAD_BODY } from './json-media-type.js';
export { escapePointerToken, formatPointer, parsePointer, unescapePointerToken } from './json-pointer.js';
export { type Listenable, listenOn, listenUrl, SERVER_ERROR_WARNING, warnOfServerErrors } from './listen.js';
export { isLoopbackAddress, peerAddress, UNKNOWN_PEER } from './loopback.js';
export { checkOptionNames, closestName, type KnownOptions, knownOptions, unknownOptionProblem } from './option-names.js';
export { type FilledPath, fillPath, serializePath } from './path-template.js';
export {
  DEFAULT_ALLOWED_HEADERS,
  PREFLIGHT_MAX_AGE,
  type PreflightVerdict,
  preflightHeaders,
  preflightIssue,
  preflightMethod,
  preflightVerdict,
} from './preflight.js';
export {
  buildProblem,
  PROBLEM_MEDIA_TYPE,
  type ProblemDetails,
  type ProblemInput,
  type ProblemIssue,
  type ProblemSource,
  problemTypeOf,
  problemWireBody,
  SHARED_PROBLEMS,
  type SharedProblemKind,
} from './problem.js';
export { problemMediaType } from './problem-media-type.js';
export { AUTH_CHALLENGE, isAuthOnly, type Refusal, requestRefusal, routeRefusal } from './refusal.js';
export { fetchHeaderValue, type HeadersLike, plainHeaders, SINGLE_VALUE_HEADERS, withRepeats } from './repeated-header.js';
export { hostLines, hostValues, REPEATED_HOST_MESSAGE, requestedHost } from './request-host.js';
export { schemeInKey } from './scheme-in-key.js';
export { HASHED_HEADERS, hashSecret, sha256Hex } from './secret-hash.js';
export {
  isSecretHeader,
  isSecretName,
  maskedSecretHeader,
  SCHEMED_SECRET_HEADERS,
  SECRET_HEADERS,
  schemeAndCredential,
  secretHeaderKind,
} from './secret-headers.js';
export { decodeComponent, maskSecretQuery, maskSecretTarget, SECRET_QUERY_PARAMETERS, type SecretQueryOptions } from './secret-query.js';
export { DEFAULT_CLIENT_TIMEOUT_MS, type SendingSocket, type SendWatch, sendStalled, sendWatch } from './send-progress.js';
export {
  CONNECT_MESSAGE,
  CONNECT_PROBLEM,
  FRAGMENT_MESSAGE,
  leavesNoPath,
  NO_PATH_PROBLEM,
  noPathProblem,
  originForm,
  requestTargetProblem,
  shownTarget,
  splitTarget,
  TARGET_FORM_MESSAGE,
  type Target,
  targetAuthority,
  targetCharacterProblem,
} from './target.js';
export { unsupportedTransferCoding } from './transfer-coding.js';
export { carriesCredentials, maskUserinfo, shownUrl } from './url-credentials.js';
