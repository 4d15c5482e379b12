// How verify says that no answer came: the cause in a few words, said once (Node's messages repeat
// the code: "ECONNREFUSED connect ECONNREFUSED 127.0.0.1:1" was what a user read).
import { expect, it } from 'vitest';
import { describeNetworkError } from '../../src/verify/fetch-errors.js';

const fetchFailed = (code: string | undefined, message: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), code === undefined ? {} : { code }) });

it.each([
  ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1', 'connection refused'],
  ['ECONNRESET', 'read ECONNRESET', 'connection reset'],
  ['ENOTFOUND', 'getaddrinfo ENOTFOUND nowhere.invalid', 'no such host'],
  ['UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error', 'connection timed out'],
  ['UND_ERR_SOCKET', 'other side closed', 'connection closed'],
  // Codes without words of their own: the message, with the code once.
  ['EPROTO', 'write EPROTO 0000:error:0A00010B:SSL routines', 'write EPROTO 0000:error:0A00010B:SSL routines'],
  ['CERT_HAS_EXPIRED', 'certificate has expired', 'CERT_HAS_EXPIRED certificate has expired'],
  [undefined, 'something else', 'something else'],
])('%s: %s', (code, message, said) => {
  expect(describeNetworkError(fetchFailed(code, message))).toBe(said);
});
