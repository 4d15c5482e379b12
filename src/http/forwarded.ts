// The client addresses a request says it was forwarded for: every X-Forwarded-For entry and every
// `for=` of Forwarded (RFC 7239), as written. A proxy in front of the mock (this package's, which
// appends the address it saw to X-Forwarded-For, or another) makes every client look like loopback
// to the mock; these headers are how the control API still tells another machine (control-api.ts).
// A header a client wrote itself can only add an address, and so only make a refusal more likely.

/** The headers as node:http gives them. */
type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

const values = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);

/** An address without its brackets, port or quotes: `"[2001:db8::1]:4711"` → `2001:db8::1`, `192.0.2.1:80` → `192.0.2.1`. */
function bare(node: string): string {
  let text = node.trim();
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) text = text.slice(1, -1);
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    return close === -1 ? text : text.slice(1, close);
  }
  // One colon: IPv4 with a port. More: IPv6 without brackets, as X-Forwarded-For often has it.
  const colon = text.indexOf(':');
  return colon !== -1 && colon === text.lastIndexOf(':') ? text.slice(0, colon) : text;
}

/** Every address named by X-Forwarded-For and Forwarded's `for=`, in order; `unknown` and obfuscated names as written. */
export function forwardedFor(headers: Headers): string[] {
  const found: string[] = [];
  for (const line of values(headers['x-forwarded-for'])) {
    for (const entry of line.split(',')) if (entry.trim() !== '') found.push(bare(entry));
  }
  for (const line of values(headers.forwarded)) {
    for (const element of line.split(',')) {
      for (const pair of element.split(';')) {
        const equals = pair.indexOf('=');
        if (equals !== -1 && pair.slice(0, equals).trim().toLowerCase() === 'for') found.push(bare(pair.slice(equals + 1)));
      }
    }
  }
  return found;
}
