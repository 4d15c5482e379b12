// `--host`: which exchanges of a recording were sent to the service. A browser export holds every
// site the page talked to; the host is read from the absolute URL of the request (HAR, and proxies
// that log absolute-form targets), else from its Host header.
import { domainToASCII, domainToUnicode } from 'node:url';
import type { HeaderBag } from '../validator/index.js';

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

// domainToASCII cuts a name at '/', '?', '#' and '\' and percent-decodes it ('%2F' is a '/'): text
// holding them, or what no host name holds ('@', whitespace, control characters), is refused before
// it is converted, or `api.example.com/ü` would filter on api.example.com.
const NOT_IN_HOST = /[/?#\\@%\s\p{Cc}]/u;
/** Dot-separated labels of letters, digits and inner hyphens: a name in its ASCII form. */
const ASCII_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/;
/** A name and an optional port: the name is the longest text before a last `:digits`. */
const NAME_AND_PORT = /^(.*?)(?::(\d{1,5}))?$/s;

export interface HostFilter {
  /** True when the exchange goes to one of the hosts, or its host is not recorded. */
  keeps(path: string, headers: HeaderBag | undefined): boolean;
}

/**
 * A host name (no port) in the form both sides are compared in: lower-case, without a trailing
 * dot, an internationalized name in its ASCII form (bücher.example → xn--bcher-kva.example), an IP
 * address as the URL parser writes it; undefined when it is no host name.
 */
function asciiName(name: string): string | undefined {
  if (NOT_IN_HOST.test(name)) return undefined;
  let ascii = domainToASCII(name);
  if (ascii.endsWith('.')) ascii = ascii.slice(0, -1);
  if (ascii.startsWith('[')) return IPV6_LITERAL.test(ascii) ? ascii : undefined;
  // domainToASCII checks no lengths (DNS's 63 octets a label, 253 a name), nor a hyphen at the edge
  // of a label that shows only once the label is decoded (ü- is xn----dha).
  if (!ASCII_NAME.test(ascii) || ascii.length > 253) return undefined;
  for (const label of ascii.split('.')) {
    if (label.length > 63) return undefined;
    if (!label.startsWith('xn--')) continue;
    // Node 20 refuses a label that is no punycode (xn--zz), Node 24 passes it through as it is: only
    // punycode is decoded into another label that encodes back into it.
    const unicode = domainToUnicode(label);
    if (unicode === label || domainToASCII(unicode) !== label || unicode.startsWith('-') || unicode.endsWith('-')) return undefined;
  }
  return ascii;
}

/**
 * A host name with an optional port (`api.example.com`, `bücher.example:8443`, `[::1]:4010`) in
 * the form the filter compares, or undefined when it is none (a port outside 1..65535 included).
 */
export function normalizeHost(text: string): string | undefined {
  const [, name = '', port] = NAME_AND_PORT.exec(text) ?? [];
  const ascii = asciiName(name);
  if (ascii === undefined) return undefined;
  if (port === undefined) return ascii;
  const number = Number(port);
  return number >= 1 && number <= 65535 ? `${ascii}:${number}` : undefined;
}

// A recording names the same few hosts over and over; each is converted once.
const recordedNames = new Map<string, string>();

/** A recorded host name as asciiName writes it; one that is none is kept lower-cased, and matches no host given. */
function recordedName(name: string): string {
  let ascii = recordedNames.get(name);
  if (ascii === undefined) {
    if (recordedNames.size >= 256) recordedNames.clear();
    ascii = asciiName(name) ?? name.toLowerCase();
    recordedNames.set(name, ascii);
  }
  return ascii;
}

/** [hostname, port] of an authority (the scheme's default port when it names none); undefined without a host. */
function splitAuthority(authority: string, scheme: string | undefined): [string, string | undefined] | undefined {
  const at = authority.lastIndexOf('@');
  // Not lower-cased: recordedName leaves case to domainToASCII's mapping, which covers more than ASCII.
  const hostPort = at === -1 ? authority : authority.slice(at + 1);
  if (hostPort === '') return undefined;
  const colon = hostPort.lastIndexOf(':');
  // The colons of an IPv6 literal are inside its brackets.
  const hasPort = colon !== -1 && colon > hostPort.lastIndexOf(']');
  const hostname = (hasPort ? hostPort.slice(0, colon) : hostPort).replace(/\.$/, '');
  const port = hasPort ? hostPort.slice(colon + 1) : undefined;
  if (hostname === '') return undefined;
  return [
    recordedName(hostname),
    port === undefined || port === '' ? (scheme === undefined ? undefined : DEFAULT_PORTS[scheme]) : port.replace(/^0+(?=\d)/, ''),
  ];
}

/** The host an exchange was sent to: [hostname, port or undefined], or undefined when not recorded. */
export function hostOf(path: string, headers: HeaderBag | undefined): [string, string | undefined] | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*:)\/\//i.exec(path);
  if (scheme !== null) {
    const start = scheme[0].length;
    let end = path.length;
    for (const stop of ['/', '?', '#']) {
      const at = path.indexOf(stop, start);
      if (at !== -1 && at < end) end = at;
    }
    return splitAuthority(path.slice(start, end), scheme[1]!.toLowerCase());
  }
  let host: unknown;
  if (headers !== undefined) {
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'host') {
        host = headers[name];
        break;
      }
    }
  }
  if (Array.isArray(host)) host = host[0];
  return typeof host === 'string' ? splitAuthority(host.trim(), undefined) : undefined;
}

/** Each of `hosts` by normalizeHost; a TypeError (`<caller>: hosts: "…" is no host name`) for one that is none. */
export function normalizeHosts(hosts: readonly string[], caller: string): string[] {
  return hosts.map((host) => {
    const normal = normalizeHost(host);
    if (normal === undefined) throw new TypeError(`${caller}: hosts: ${JSON.stringify(host)} is no host name`);
    return normal;
  });
}

/**
 * Keeps the exchanges sent to one of `hosts` (read by normalizeHost, a TypeError for one that is no
 * host). A host given without a port matches it on any port; with one, only that port (a URL
 * without a port has its scheme's default, a Host header without one is taken for 80 or 443).
 * Exchanges whose host was not recorded are kept: they cannot be told apart.
 */
export function hostFilter(hosts: readonly string[]): HostFilter | undefined {
  if (hosts.length === 0) return undefined;
  const wanted = normalizeHosts(hosts, 'hostFilter').map((host) => splitAuthority(host, undefined)!);
  return {
    keeps(path, headers) {
      const host = hostOf(path, headers);
      if (host === undefined) return true;
      const [name, port] = host;
      return wanted.some(
        (want) => want[0] === name && (want[1] === undefined || want[1] === port || (port === undefined && (want[1] === '80' || want[1] === '443'))),
      );
    },
  };
}
