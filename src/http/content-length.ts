// Which answers carry a Content-Length: none with a 1xx or a 204 (RFC 9110, 8.6: a server must not
// send one), whatever the body. The mock's writers and the proxy's head of the upstream's answer.

/** True when an answer with `status` may carry Content-Length. */
export const statusHasLength = (status: number): boolean => status !== 204 && status > 199;

/**
 * True when an answer the server makes itself (the mock's) carries Content-Length. A 304's would be
 * the length of the representation a 200 would have sent (RFC 9110, 8.6), which such an answer does
 * not have: 0 told a cache the representation was empty. The proxy forwards an upstream's 304 with
 * its length, so statusHasLength stays the rule there.
 */
export const ownAnswerHasLength = (status: number): boolean => status !== 304 && statusHasLength(status);
