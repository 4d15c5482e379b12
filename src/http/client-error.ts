// The answer of a node:http server to a client whose request it cannot read (its 'clientError'): a
// 400 for garbage, a 431 for a head over node:http's bound (RFC 6585 §5), a 408 for a client too slow
// to send its request, unless an answer has started on the connection or it is gone already; then it
// is only closed. The answers node:http gives without a listener (the mock's own server), for the
// proxy and the docs server.

/** What the rule needs of the connection (a net.Socket). */
export interface ClientErrorSocket {
  readonly writable: boolean;
  end(data: string): unknown;
  destroy(): unknown;
}

export function answerClientError(error: { readonly code?: string }, socket: ClientErrorSocket): void {
  const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || answering || error.code === 'ECONNRESET') socket.destroy();
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  else if (error.code === 'HPE_HEADER_OVERFLOW') socket.end('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  else socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}
