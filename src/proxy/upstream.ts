// The upstream: where a request goes, over a pool of kept-alive connections.
import { type ClientRequest, Agent as HttpAgent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface Upstream {
  /** The Host header the upstream expects. */
  readonly host: string;
  /** The upstream URL's path, without its trailing slash ('' for none): the prefix of every forwarded path. */
  readonly basePath: string;
  readonly origin: string;
  send(method: string, target: string, headers: OutgoingHttpHeaders): ClientRequest;
  /** Closes the pooled connections. */
  close(): void;
}

export function connectUpstream(url: URL, maxSockets: number): Upstream {
  const secure = url.protocol === 'https:';
  // LIFO keeps the busiest few sockets warm, and lets the idle ones time out. Past maxSockets,
  // requests wait in the agent's queue for a free connection (their --timeout runs meanwhile).
  const agentOptions = { keepAlive: true, keepAliveMsecs: 1000, maxSockets, maxFreeSockets: Math.min(256, maxSockets), scheduling: 'lifo' as const };
  const agent = secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  const request = secure ? httpsRequest : httpRequest;
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port === '' ? (secure ? 443 : 80) : Number(url.port);
  const basePath = url.pathname.replace(/\/+$/, '');
  return {
    host: url.host,
    basePath,
    origin: url.origin,
    send: (method, target, headers) => request({ agent, hostname, port, method, path: basePath + target, headers, setHost: false }),
    close: () => agent.destroy(),
  };
}
