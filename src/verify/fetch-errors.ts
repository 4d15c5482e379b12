// What a failed fetch says of the server: that it did not answer (refused, reset, closed, timed out),
// or that it answered with bytes undici would not read as HTTP/1.1. The second is a fault of one
// answer, which well_formed_http reports; only the first means the server is gone. Undici's error
// names and codes differ between the fetch of Node 20 (undici 6) and of Node 24 (undici 7): both are
// matched (test/verify/malformed-answers.test.ts holds each to real undici on both runtimes).

/** The innermost cause of a fetch failure (undici wraps its own errors in a TypeError's `cause`). */
function innermostCause(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth += 1) current = current.cause;
  return current;
}

const codeOf = (error: Error): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/** What the usual codes of a server that did not answer mean, said once (Node's message repeats the code). */
const NETWORK_CODES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  UND_ERR_SOCKET: 'connection closed',
};

/** A failure's innermost cause in a few words: its code's meaning, else its message (with its code, once). */
export function describeNetworkError(error: unknown): string {
  const cause = innermostCause(error);
  if (!(cause instanceof Error)) return String(cause);
  const code = codeOf(cause);
  if (code === undefined) return cause.message;
  return NETWORK_CODES[code] ?? (cause.message.includes(code) ? cause.message : `${code} ${cause.message}`);
}

/** The first line of a message, and of an assertion its expression alone (Node 24 quotes its source). */
function detailOf(message: string): string {
  const asserted = /assert\(([^\n]{1,100})\)/.exec(message)?.[1];
  return (asserted ?? message.split('\n', 1)[0] ?? '').slice(0, 200);
}

/**
 * The parser's reason in words a reader can act on, where it is about the status line: llhttp's
 * differ by version, and say what it met, not what is wrong (a four-digit status is `Response
 * overflow` on Node 20 and `Invalid response status` on Node 24, review 26d F11). Its own words
 * follow in brackets.
 */
function statusLineProblem(detail: string): string | undefined {
  if (/status|overflow|space after version/i.test(detail)) return 'its status line has no status code of three digits';
  if (/Expected HTTP\/|version/i.test(detail)) return 'its status line does not start with an HTTP version (HTTP/1.1)';
  return undefined;
}

/**
 * Why the server's answer was not HTTP/1.1 that a client can read, when `error` (from fetch, or from
 * reading the body) says so; undefined when it says no answer came, or came to its end.
 */
export function malformedAnswer(error: unknown): string | undefined {
  const cause = innermostCause(error);
  if (!(cause instanceof Error)) return undefined;
  const code = codeOf(cause);
  const { name, message } = cause;
  if (name === 'HTTPParserError' || code?.startsWith('HPE_')) {
    const detail = detailOf(message.replace(/^Response does not match the HTTP\/1\.1 protocol /, ''));
    const statusLine = statusLineProblem(detail);
    return `not HTTP/1.1: ${statusLine === undefined ? detail : `${statusLine} (the parser: ${detail.replace(/^\((.*)\)$/, '$1')})`}`;
  }
  if (code === 'UND_ERR_HEADERS_OVERFLOW') return 'its header block is larger than the client reads (16 KiB)';
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') return 'its body is not as long as its content-length says';
  // Undici's words for a 100 Continue nobody asked for and a 101 without an upgrade request.
  if (code === 'UND_ERR_SOCKET' && message === 'bad response') return 'an informational (1xx) answer the request did not ask for';
  if (code === 'UND_ERR_SOCKET' && message === 'bad upgrade') return 'a 101 Switching Protocols the request did not ask for';
  // node:zlib's codes, as undici decodes a Content-Encoding: zlib's Z_DATA_ERROR and Z_BUF_ERROR,
  // brotli's ERR__ERROR_…, zstd's ZSTD_error_… (Node 24). The server answered, with a body that is not
  // what its headers say it is: no server that stopped answering.
  if (code !== undefined && /^(?:Z_|ERR__ERROR_|ZSTD_error_)/.test(code))
    return `its body is not in the content-encoding it declares (${code} ${detailOf(message)})`;
  // Undici asserts what its parser hands over: a status below 100 ends there.
  if (name === 'AssertionError' || code === 'ERR_ASSERTION') return `the client could not read it (${detailOf(message)})`;
  return undefined;
}

/** Codes of a connection that closed before any answer came: undici's `other side closed`, a reset, a broken pipe. */
const CLOSED_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * Whether `error` (from fetch, before any answer) says the connection closed with no answer. Undici
 * can give this for an answer that did come: Node 20's fetch loses about one in 2,000 races between a
 * server's FIN and the zlib error of the body that came with it, and a kept-alive connection that the
 * server closed just as it was reused fails the same way.
 */
export function closedBeforeAnswer(error: unknown): boolean {
  const cause = innermostCause(error);
  if (!(cause instanceof Error) || malformedAnswer(error) !== undefined) return false;
  const code = codeOf(cause);
  return code !== undefined && CLOSED_CODES.has(code);
}
