// Which content-types are JSON: application/json, and application/<name>+json (RFC 6839's
// structured syntax suffix) such as application/problem+json. Parameters and case do not matter.
// `text/x+json` is not: a text/* type says "show it as text", and no JSON type is registered under
// text/. The proxy buffers and validates exactly the bodies this says are JSON; the validator
// takes them where the contract declares application/json in a response.

/** The media type without its parameters, trimmed and lower-cased ('' for a non-string). */
export function essenceOf(contentType: unknown): string {
  const value = Array.isArray(contentType) && contentType.length === 1 ? (contentType[0] as unknown) : contentType;
  if (typeof value !== 'string') return '';
  const semicolon = value.indexOf(';');
  return (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
}

// RFC 6838 §4.2: restricted-name characters of the subtype before the suffix.
const SUBTYPE_NAME = /^[a-z0-9][a-z0-9!#$&^_.-]*$/;

/** True when `contentType` (a header value) names a JSON media type. */
export function isJsonMediaType(contentType: unknown): boolean {
  const essence = essenceOf(contentType);
  if (essence === 'application/json') return true;
  return essence.length > 17 && essence.startsWith('application/') && essence.endsWith('+json') && SUBTYPE_NAME.test(essence.slice(12, -5));
}

/**
 * Whether a body is read as JSON (buffered, decoded, validated): by its content-type, or without one
 * by `untypedIsJson` (an answer's is: the contract's bodies are JSON; a request's is not). The proxy
 * reads the wire by it, and validate-traffic a HAR's bodies, so that both judge the same ones.
 */
export const readsAsJson = (contentType: unknown, untypedIsJson: boolean): boolean =>
  contentType === undefined ? untypedIsJson : isJsonMediaType(contentType);

/**
 * Handed to the validator in place of a body that is not read as JSON and was not read at all (the
 * proxy streams it; the mock stops at its size limit): it is not JSON, so the validator reports the
 * content-type (or a body where none is declared) and never parses it.
 */
export const UNREAD_BODY: Uint8Array = Uint8Array.of(0);
