// RFC 9112 §6.1: a server that gets a transfer coding it does not implement answers 501. Node's
// parser takes any list of codings that ends in chunked and undoes the chunked alone: a body sent
// `Transfer-Encoding: gzip, chunked` reached a handler still gzipped, and the proxy forwarded it to
// the upstream as a plain body with a content-length. Only chunked is taken; the rest is refused
// before the body is read.

/** Why a request's transfer-encoding cannot be taken, or undefined when it has none or only chunked. */
export function unsupportedTransferCoding(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const codings = (Array.isArray(value) ? value.join(',') : value).split(',');
  for (const coding of codings) {
    const name = coding.trim().toLowerCase();
    if (name !== '' && name !== 'chunked') return 'uses a transfer coding other than chunked, which is not implemented here (RFC 9112 §6.1)';
  }
  return undefined;
}
