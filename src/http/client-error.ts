// The answer of a node:http server to a client whose request it cannot read (its 'clientError'): a
// 400 for garbage, a 431 for a head over node:http's bound (RFC 6585 §5), a 413 for chunk extensions
// over it, a 408 for a client too slow to send its request, unless an answer has started on the
// connection or it is gone already; then it is only closed. These are node:http's own answers without
// a listener, but for one case: bytes that cannot be read after a request that was read whole (past a
// `Connection: close` request's end, or garbage behind a kept-alive one). node:http then answers 400,
// or closes, while that request's answer is in flight, and the client lost the answer to a request
// the server had carried out. Here that answer, and those of requests pipelined before the bytes, go
// out first; the connection then closes in stages and the bytes get no answer. The mock's own
// server, the proxy and the docs server.
import { type AnswerInFlight, answerInFlight, whenAnswered } from './answers-in-flight.js';
import { closeInStages, isLingering, type LingeringSocket, lingerClose } from './staged-close.js';

/** What the rule needs of the connection (a net.Socket). */
export interface ClientErrorSocket extends LingeringSocket {
  readonly writable: boolean;
  write(data: string): unknown;
  destroy(): unknown;
}

const BAD_REQUEST = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** node:http's own answers by its error codes; any other is a 400. */
const REFUSALS: ReadonlyMap<string | undefined, string> = new Map([
  ['ERR_HTTP_REQUEST_TIMEOUT', 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'],
  ['HPE_HEADER_OVERFLOW', 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'],
  ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'],
]);

/** Connections whose last answers are awaited: node:http reports every later read as an error again. */
const finishing = new WeakSet<object>();

/** An answer to a request read whole; one still reading its body would wait for bytes that will not be parsed. */
const readWhole = (answer: AnswerInFlight): boolean => answer.req?.complete === true;

export function answerClientError(error: { readonly code?: string }, socket: ClientErrorSocket): void {
  try {
    answer(error, socket);
  } catch {
    socket.destroy();
  }
}

function answer(error: { readonly code?: string }, socket: ClientErrorSocket): void {
  if (finishing.has(socket) || isLingering(socket)) return;
  const inFlight = answerInFlight(socket);
  if (socket.writable && error.code !== 'ECONNRESET' && inFlight !== undefined && readWhole(inFlight)) {
    finishing.add(socket);
    // node:http closes after an answer to `Connection: close` itself (destroySoon): staged, as below.
    closeInStages(socket);
    whenAnswered(socket, () => lingerClose(socket), readWhole);
    return;
  }
  const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || answering || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  socket.write(REFUSALS.get(error.code) ?? BAD_REQUEST);
  // What the client still sends is read and dropped until it closes: a reset at once would take the
  // answer before this one with it, and this one too.
  lingerClose(socket);
}
