// The one host rule of `--host`, of checkTraffic's `hosts` and of the hosts a recording holds (a
// URL's authority, a Host header): a host is what the WHATWG URL parser makes of it for an http URL,
// the host a browser or fetch would have contacted (`notification_api` and `a!b` included, `127.1`
// read as 127.0.0.1, `b%C3%BCcher.example` and `BÜCHER.example` as xn--bcher-kva.example), without
// the one trailing dot of the root label. Beyond the parser, what no DNS lookup takes names no host a
// client reached: an empty label (`api.example.com..`), a label over 63 octets, a name over 253.
// No Node import: `URL` is the runtime's, the one its clients parse with.

/** A host as the filter compares it: the name in its ASCII form, and the port when one was written. */
export interface Host {
  readonly name: string;
  readonly port: string | undefined;
}

// What the URL parser does not read as part of a host: it ends the host at '/', '\', '?' and '#',
// takes what comes before '@' for a user name, and drops tabs, newlines and edge spaces or controls
// before it reads anything. Text holding one is not one host, whatever the parser would make of it.
const NOT_IN_HOST = /[/\\?#@\s\p{Cc}]/u;
/** A name and an optional port, empty or of digits: the name is the shortest text before it. */
const NAME_AND_PORT = /^(.*?)(?::(\d*))?$/s;
const BRACKETED = /^\[[^\]]*\]$/;

/** [name, port] of `host:port` as written, the port undefined when no ':' ends the text. */
export function splitHostText(text: string): [string, string | undefined] {
  const [, name = '', port] = NAME_AND_PORT.exec(text) ?? [];
  return [name, port];
}

/** The parser's host name of `name` (no port), a trailing dot dropped; undefined when it is none. */
function parsedName(name: string): string | undefined {
  // A colon the port did not take names a port twice, but inside the brackets of an IPv6 literal.
  if (name.startsWith('[') ? !BRACKETED.test(name) : name.includes(':')) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`http://${name}`).hostname;
  } catch {
    return undefined;
  }
  if (hostname.startsWith('[')) return hostname;
  if (hostname.endsWith('.')) hostname = hostname.slice(0, -1);
  if (hostname.length > 253) return undefined;
  for (const label of hostname.split('.')) if (label.length === 0 || label.length > 63) return undefined;
  return hostname;
}

// A recording names the same few hosts over and over: each text is read once.
const read = new Map<string, Host | null>();

/**
 * `host` or `host:port` (`api.example.com`, `notification_api:8080`, `[::1]:4010`) by the rule above,
 * the port from 1 to 65535 (an empty one is none, as the parser reads it); undefined when the text is
 * no host, or more than one.
 */
export function readHost(text: string): Host | undefined {
  const known = read.get(text);
  if (known !== undefined) return known ?? undefined;
  let host: Host | null = null;
  if (!NOT_IN_HOST.test(text)) {
    const [written, port] = splitHostText(text);
    const name = parsedName(written);
    const number = port === undefined || port === '' ? undefined : Number(port);
    if (name !== undefined && (number === undefined || (number >= 1 && number <= 65535)))
      host = Object.freeze({ name, port: number === undefined ? undefined : String(number) });
  }
  if (read.size >= 256) read.clear();
  read.set(text, host);
  return host ?? undefined;
}
