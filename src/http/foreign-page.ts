// Whether a request to a control endpoint (the mock's /__mock/, the proxy's /__contract/ counters)
// may come from a web page of another site. Such endpoints answer the machine they run on, as the
// dev servers of the field do (webpack-dev-server's allowedHosts, Vite's host check): through DNS
// rebinding a page of another site reaches them under its own name, which its Host then carries; a
// page that sends a cross-origin request names its site in Origin. Browsers send Fetch Metadata
// (Sec-Fetch-Site) only to https and loopback addresses, so it is a third check, not the only one.

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host name of a Host header value (`name:port`, `[v6]:port`), lower-case. */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.lastIndexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** An IP address or localhost cannot be rebound by DNS; any other name must be one the server was bound to. */
export function isLocalHostName(name: string, bound: ReadonlySet<string>): boolean {
  return IPV4.test(name) || name.startsWith('[') || name === 'localhost' || name.endsWith('.localhost') || bound.has(name);
}

/** Why a request is taken for one a foreign page made, for the caller to word; undefined when it is not. */
export type ForeignPage =
  | { readonly by: 'host'; readonly value: string }
  | { readonly by: 'origin'; readonly value: string }
  | { readonly by: 'sec-fetch-site'; readonly value: string };

export interface PageHeaders {
  /** Undefined: the request came in-process (fetch), with no network and no page. */
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
}

/**
 * The first sign that a foreign page made the request: a Host that is no IP address, no localhost and
 * no bound name; an Origin (`null` included) that is not the Host's own; a Sec-Fetch-Site other than
 * those in `sites` (what the endpoint's own pages, if any, send).
 */
export function foreignPage(headers: PageHeaders, bound: ReadonlySet<string>, sites: ReadonlySet<string>): ForeignPage | undefined {
  const { host, origin, secFetchSite } = headers;
  if (host !== undefined && !isLocalHostName(hostName(host), bound)) return { by: 'host', value: host };
  if (origin !== undefined) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost === undefined || originHost === '' || host === undefined || originHost.toLowerCase() !== host.trim().toLowerCase())
      return { by: 'origin', value: origin };
  }
  if (secFetchSite !== undefined && !sites.has(secFetchSite)) return { by: 'sec-fetch-site', value: secFetchSite };
  return undefined;
}
