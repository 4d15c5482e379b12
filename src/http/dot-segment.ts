// A dot segment, '.' or '..' with its dots percent-encoded or not ('%2e', '.%2E'), names no resource:
// URL parsing (WHATWG URL, fetch, nginx and most frameworks) folds it into the path, so a request
// that carries one reaches another path than the one it names (`/v1/topics/../subscribers/x` is
// `/v1/subscribers/x`). One rule for the base path, the path filler and the router.

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
const DOT_SEGMENT_IN_PATH = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|$)/i;

/** Whether one raw (percent-encoded) path segment is a dot segment. */
export const isDotSegment = (segment: string): boolean => DOT_SEGMENT.test(segment);

/** Whether a raw path (without its query) has a dot segment anywhere. */
export function hasDotSegment(path: string): boolean {
  // Most paths hold neither a dot nor a percent sign: settled without the expression.
  if (path.indexOf('.') === -1 && path.indexOf('%') === -1) return false;
  return DOT_SEGMENT_IN_PATH.test(path);
}
