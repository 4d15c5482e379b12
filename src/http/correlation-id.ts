// The correlation id: echoed when the client sent a sensible one, else a fresh one.
//
// Sensible: one header value of 1 to 200 visible ASCII characters (0x21-0x7e). It is echoed in
// headers and logs, so it is bounded and holds no space, control or non-ASCII character. 200 is
// the limit Heroku's router applies to a client's X-Request-ID (the widest well-known one), and
// holds a UUID (36), a W3C traceparent (55) and the ids of the usual tracers with room to spare;
// the proxy's former 128 replaced ids the mock echoed. A header sent twice is no single value
// (Node and fetch join repeats with ", "), so it gets a fresh id too.

export const CORRELATION_ID_HEADER = 'x-correlation-id';
export const MAX_CORRELATION_ID_LENGTH = 200;

/** The id to echo, or undefined when a fresh one must be made. Takes a header value as Node or a bag gives it. */
export function acceptCorrelationId(value: unknown): string | undefined {
  const given = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
  if (typeof given !== 'string' || given.length === 0 || given.length > MAX_CORRELATION_ID_LENGTH) return undefined;
  for (let i = 0; i < given.length; i += 1) {
    const unit = given.charCodeAt(i);
    if (unit < 0x21 || unit > 0x7e) return undefined;
  }
  return given;
}
