// `--host`: which exchanges of a recording were sent to the service. A browser export holds every
// site the page talked to; the host is read from the absolute URL of the request (HAR, and proxies
// that log absolute-form targets), else from its Host header. Given and recorded hosts are read by
// one rule (host-rule.ts); a host given is refused besides when it is an IPv4 shorthand (below).

import { jsonQuoted } from '../text/printable.js';
import type { HeaderBag } from '../validator/index.js';
import { type Host, readHost, splitHostText } from './host-rule.js';

/** How the URL parser writes an IPv4 address. */
const DOTTED_QUAD = /^\d+\.\d+\.\d+\.\d+$/;

export interface HostFilter {
  /** True when the exchange goes to one of the hosts, or its host is not recorded. */
  keeps(path: string, headers: HeaderBag | undefined): boolean;
}

/** A host given, in the form the filter compares (`name` or `name:port`), or why it is refused. */
export type GivenHost = { readonly host: string; readonly problem?: undefined } | { readonly host?: undefined; readonly problem: string | undefined };

/**
 * A host given to the filter, read by the one host rule; `problem` says why one is refused when
 * there is more to say than that it is no host. The URL parser reads a number, or fewer than four
 * parts, or a part in hex or with a leading zero (octal), as an IPv4 address: `4010` is 0.0.15.170,
 * `127.1` is 127.0.0.1, `010.0.0.1` is 8.0.0.1. A recorded host is read so (a client sent it there),
 * but one typed so is far more often a port alone or a slip than that address: it is refused, with
 * the address it reads as, which is the form to give when it is meant.
 */
export function readGivenHost(text: string): GivenHost {
  const host = readHost(text);
  const [written] = splitHostText(text);
  if (host === undefined) {
    // `::1` takes a port for its last part: the brackets say where the address ends.
    if ((text.match(/:/g)?.length ?? 0) >= 2 && !text.includes('[') && readHost(`[${text}]`) !== undefined)
      return { problem: `an IPv6 address goes in brackets ([${text}], or [${text}]:8443 with a port)` };
    return { problem: portAlone(text) };
  }
  if (DOTTED_QUAD.test(host.name) && written.toLowerCase().replace(/\.$/, '') !== host.name)
    return { problem: portAlone(text) ?? `it reads as the IPv4 address ${host.name}: give ${host.name} if that is the host` };
  return { host: host.port === undefined ? host.name : `${host.name}:${host.port}` };
}

/** What to say of `4010` or `:4010`, a port from 1 to 65535 without its host; undefined for other text. */
function portAlone(text: string): string | undefined {
  const port = /^:?(\d{1,5})$/.exec(text)?.[1];
  if (port === undefined || Number(port) < 1 || Number(port) > 65535) return undefined;
  return `a port alone is no host: give localhost:${Number(port)} or 127.0.0.1:${Number(port)}`;
}

/**
 * A host name with an optional port (`api.example.com`, `bücher.example:8443`, `[::1]:4010`,
 * `notification_api:8080`) in the form the filter compares, or undefined when it is refused
 * (readGivenHost says why).
 */
export function normalizeHost(text: string): string | undefined {
  return typeof text === 'string' ? readGivenHost(text).host : undefined;
}

/** A recorded host the rule reads as none: it matches no host given. */
const NO_HOST = Symbol('no host');

/**
 * The schemes of a URL a client sends a request by to the host it names, with their default ports:
 * the URL parser's special schemes but `file:`. A `file:` URL is read from a disk or a share, and
 * fetch sends nothing for any other scheme (the parser reads no domain there, only an opaque name):
 * an exchange recorded under one went to no host of an HTTP service, and the filter keeps it for none.
 */
const NETWORK_SCHEMES: ReadonlyMap<string, string> = new Map([
  ['http:', '80'],
  ['https:', '443'],
  ['ws:', '80'],
  ['wss:', '443'],
  ['ftp:', '21'],
]);
/** What the URL parser takes for a scheme, after the edge controls and spaces and the tabs and newlines it drops. */
const SCHEME = /^[\0- ]*[a-z][a-z0-9+.-]*:/i;

/**
 * The host an exchange was sent to (the port of its URL's scheme when it names none), NO_HOST when
 * the recorded one is none, undefined when none is recorded.
 */
function hostOf(path: string, headers: HeaderBag | undefined): Host | typeof NO_HOST | undefined {
  // A target that starts with a scheme is an absolute URL, read as the URL parser reads it, the
  // one a browser or fetch sent the request by: `http:evil.example/x`, `https:\\evil.example/x`
  // and `https://evil.example\@api.example.com/x` go to evil.example. Its host stands instead of
  // the Host header (RFC 9112 §3.2.2), which is not read then.
  if (path.charCodeAt(0) !== 47 /* / */ && SCHEME.test(path.replace(/[\t\n\r]/g, ''))) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return NO_HOST;
    }
    const port = NETWORK_SCHEMES.get(url.protocol);
    if (port === undefined) return NO_HOST;
    // The parser's host, read again by the one host rule: a trailing dot dropped, an empty label or
    // an overlong name refused.
    const host = readHost(url.hostname);
    return host === undefined ? NO_HOST : { name: host.name, port: url.port === '' ? port : url.port };
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
  if (typeof host !== 'string') return undefined;
  return readHost(host.trim()) ?? NO_HOST;
}

/** What a `hosts` that is no array of strings was given, for its TypeError. */
function described(value: unknown): string {
  if (typeof value === 'string') return jsonQuoted(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean' || value === undefined) return String(value);
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Each of `hosts` by readGivenHost: a TypeError (`<caller>: hosts must be an array of host strings`)
 * for a value that is no array of strings, (`<caller>: hosts: "…" is no host name[: why]`) for a
 * host that is refused.
 */
export function normalizeHosts(hosts: unknown, caller: string): string[] {
  if (!Array.isArray(hosts)) throw new TypeError(`${caller}: hosts must be an array of host strings, got ${described(hosts)}`);
  return hosts.map((host: unknown, index) => {
    if (typeof host !== 'string') throw new TypeError(`${caller}: hosts must be an array of host strings, got ${described(host)} at hosts[${index}]`);
    const read = readGivenHost(host);
    if (read.host === undefined)
      throw new TypeError(`${caller}: hosts: ${jsonQuoted(host)} is no host name${read.problem === undefined ? '' : `: ${read.problem}`}`);
    return read.host;
  });
}

/**
 * Keeps the exchanges sent to one of `hosts` (read by normalizeHosts, a TypeError for one that is
 * refused). A host given without a port matches it on any port; with one, only that port (a URL
 * without a port has its scheme's default, a Host header without one is taken for 80 or 443).
 * Exchanges whose host was not recorded are kept: they cannot be told apart.
 */
export function hostFilter(hosts: readonly string[]): HostFilter | undefined {
  const wanted = normalizeHosts(hosts, 'hostFilter').map((host) => readHost(host)!);
  if (wanted.length === 0) return undefined;
  return {
    keeps(path, headers) {
      const host = hostOf(path, headers);
      if (host === undefined) return true;
      if (host === NO_HOST) return false;
      const { name, port } = host;
      return wanted.some(
        (want) => want.name === name && (want.port === undefined || want.port === port || (port === undefined && (want.port === '80' || want.port === '443'))),
      );
    },
  };
}
