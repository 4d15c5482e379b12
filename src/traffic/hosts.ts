// `--host`: which exchanges of a recording were sent to the service. A browser export holds every
// site the page talked to; the host is read from the absolute URL of the request (HAR, and proxies
// that log absolute-form targets), else from its Host header.
import type { HeaderBag } from '../validator/index.js';

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

/** A host as given on the command line: `api.example.com`, `api.example.com:8443`, `[::1]:4010`. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface HostFilter {
  /** True when the exchange goes to one of the hosts, or its host is not recorded. */
  keeps(path: string, headers: HeaderBag | undefined): boolean;
}

/** A host name (with an optional port) in the form the filter compares, or undefined when it is not one. */
export function normalizeHost(text: string): string | undefined {
  if (!HOST_PATTERN.test(text)) return undefined;
  const host = text.toLowerCase();
  // A trailing dot names the same host ('example.com.').
  return host.replace(/\.(?=$|:)/, '');
}

/** [hostname, port] of an authority (the scheme's default port when it names none); undefined without a host. */
function splitAuthority(authority: string, scheme: string | undefined): [string, string | undefined] | undefined {
  const at = authority.lastIndexOf('@');
  const hostPort = (at === -1 ? authority : authority.slice(at + 1)).toLowerCase();
  if (hostPort === '') return undefined;
  const colon = hostPort.lastIndexOf(':');
  // The colons of an IPv6 literal are inside its brackets.
  const hasPort = colon !== -1 && colon > hostPort.lastIndexOf(']');
  const hostname = (hasPort ? hostPort.slice(0, colon) : hostPort).replace(/\.$/, '');
  const port = hasPort ? hostPort.slice(colon + 1) : undefined;
  if (hostname === '') return undefined;
  return [hostname, port === undefined || port === '' ? (scheme === undefined ? undefined : DEFAULT_PORTS[scheme]) : port.replace(/^0+(?=\d)/, '')];
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

/**
 * Keeps the exchanges sent to one of `hosts` (normalised by normalizeHost). A host given without a
 * port matches it on any port; with one, only that port (a URL without a port has its scheme's
 * default, a Host header without one is taken for 80 or 443). Exchanges whose host was not recorded
 * are kept: they cannot be told apart.
 */
export function hostFilter(hosts: readonly string[]): HostFilter | undefined {
  if (hosts.length === 0) return undefined;
  const wanted = hosts.map((host) => splitAuthority(host, undefined)!);
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
