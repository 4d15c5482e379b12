// Which answers carry a Content-Length: none with a 1xx or a 204 (RFC 9110, 8.6: a server must not
// send one), whatever the body. The mock's writers and the proxy's head of the upstream's answer.

/** True when an answer with `status` may carry Content-Length. */
export const statusHasLength = (status: number): boolean => status !== 204 && status > 199;
