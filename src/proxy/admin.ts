// The proxy's own endpoints under /__contract/: its health for a load balancer, its counters as JSON
// and its Prometheus metrics. With an admin token the counters and metrics need the header
// `x-admin-token: <token>` or `authorization: Bearer <token>` (the one way Debian's Prometheus 2.42
// and the Prometheus Operator's ServiceMonitor send a secret when they scrape). The health answer
// needs none: load balancers' and Kubernetes' probes send no secret (a probe's headers sit in plain
// text in the pod spec), and it tells nothing but up or draining. Without admin (--no-admin) the
// proxy answers none of them and forwards those paths like any other.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { foreignPage } from '../http/foreign-page.js';
import { isLoopbackAddress, peerAddress } from '../http/loopback.js';
import { targetAuthority } from '../http/target.js';
import { jsonQuoted } from '../text/printable.js';
import { HEALTH_PATH, METRICS_PATH, OWN_PREFIX, STATS_PATH } from './admin-paths.js';
import { answerCloses, turnOver } from './connection.js';
import { requestRefusal } from './exchange-context.js';
import { CORRELATION_HEADER, correlationIdOf } from './headers.js';
import type { ProxyMetrics } from './metrics.js';
import { problemOf, sendProblem } from './problem.js';
import type { ProxyStats } from './stats.js';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

export interface Admin {
  readonly token: string | undefined;
  stats(): ProxyStats;
  readonly metrics: ProxyMetrics;
  /** True from drain() on: the health answer turns 503 so that load balancers send nothing new. */
  draining(): boolean;
  /** Host names the proxy was bound to, besides IP addresses and localhost (lower-case). */
  readonly boundHosts: ReadonlySet<string>;
}

/** The proxy serves no page: a typed address (`none`) is the only browser request it takes without a token. */
const TYPED_ONLY: ReadonlySet<string> = new Set(['none']);

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Why a request for the counters, without a token, is not one of this machine's tools: another machine's, or a page of another site. */
function pageRefusal(req: IncomingMessage, boundHosts: ReadonlySet<string>): string | undefined {
  // The Host alone let any machine through that named the proxy by an IP address (and, behind a
  // load balancer that forwards /__contract/, every client of the API).
  const peer = peerAddress(req.socket);
  if (!isLoopbackAddress(peer)) return `the request comes from ${jsonQuoted(peer.slice(0, 100))}, not this machine`;
  const foreign = foreignPage(
    // An absolute-form target's host stands instead of the Host header (RFC 9112 §3.2.2).
    {
      host: targetAuthority(req.url ?? '/') ?? header(req.headers.host),
      origin: header(req.headers.origin),
      secFetchSite: header(req.headers['sec-fetch-site']),
    },
    boundHosts,
    TYPED_ONLY,
  );
  if (foreign === undefined) return undefined;
  const shown = jsonQuoted(foreign.value.slice(0, 100));
  if (foreign.by === 'host') return `the Host ${shown} is not this machine (an IP address, localhost or the name the proxy was started on)`;
  if (foreign.by === 'origin') return `the Origin ${shown} is a web page's`;
  const site = foreign.value;
  return `a request of a web page (Sec-Fetch-Site: ${site === 'same-origin' || site === 'same-site' || site === 'cross-site' ? site : 'other'})`;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

const BEARER = /^bearer +/i;

/** Compares in constant time, whatever the lengths. */
function tokenMatches(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(token));
}

function authorized(req: IncomingMessage, token: string): boolean {
  const { authorization } = req.headers;
  const bearer = authorization !== undefined && BEARER.test(authorization) ? authorization.replace(BEARER, '') : undefined;
  // Both are compared, so that the time taken does not say which header was tried.
  const byHeader = tokenMatches(req.headers[ADMIN_TOKEN_HEADER], token);
  const byBearer = tokenMatches(bearer, token);
  return byHeader || byBearer;
}

function send(res: ServerResponse, status: number, contentType: string, body: string, correlationId: string, head: boolean): void {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    [CORRELATION_HEADER]: correlationId,
  });
  res.end(head ? undefined : body);
}

/** `target`: the request's target in origin form (under OWN_PREFIX). */
export function serveAdmin(req: IncomingMessage, res: ServerResponse, admin: Admin, target: string): void {
  res.once('close', () => turnOver(req, !res.writableFinished || answerCloses(res)));
  res.on('error', () => {});
  req.on('error', () => {});
  const url = req.url!;
  const question = target.indexOf('?');
  const path = question === -1 ? target : target.slice(0, question);
  const correlationId = correlationIdOf(req.headers);
  req.resume();
  // The body, if any, is not read: the connection is not reused after it.
  const close = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  const head = req.method === 'HEAD';
  // The rules of every request the proxy takes, with the same answer: a CONNECT, a fragment, two Host
  // headers are a 400 here too, so that the Host judged below is the only one (Node keeps the first; a
  // page could send its own second).
  const refusal = requestRefusal(req.method, url, req.rawHeaders);
  if (refusal !== undefined) {
    sendProblem(res, problemOf('bad-request', refusal.detail, path, correlationId, { issues: [refusal.issue] }), true);
    return;
  }
  // Its own paths take GET and HEAD, whoever asks: another method is a 405 with Allow, before any
  // token (health never needs one, and a 401 said nothing of the method).
  if ((path === HEALTH_PATH || path === STATS_PATH || path === METRICS_PATH) && req.method !== 'GET' && !head) {
    sendProblem(res, problemOf('method-not-allowed', `${path} takes GET and HEAD`, path, correlationId), close, { allow: 'GET, HEAD' });
    return;
  }
  if (path === HEALTH_PATH) {
    const draining = admin.draining();
    send(res, draining ? 503 : 200, 'application/json', draining ? '{"status":"draining"}\n' : '{"status":"ok"}\n', correlationId, head);
    return;
  }
  // Without a token, the counters answer this machine's tools only: through DNS rebinding, a page of
  // another site reaches the proxy under its own name, which its Host carries (browsers send
  // Sec-Fetch-Site only to https and loopback addresses). A scraper that names the proxy otherwise
  // sends the token, which no page can know.
  const refused = admin.token === undefined ? pageRefusal(req, admin.boundHosts) : undefined;
  if (refused !== undefined) {
    sendProblem(res, problemOf('admin-forbidden', `${refused}: set an admin token to read ${OWN_PREFIX} from here`, path, correlationId), close);
    return;
  }
  if (admin.token !== undefined && !authorized(req, admin.token)) {
    sendProblem(
      res,
      problemOf(
        'admin-unauthorized',
        `the proxy's endpoints need the header ${ADMIN_TOKEN_HEADER} or authorization: Bearer with the admin token`,
        path,
        correlationId,
      ),
      close,
      // RFC 9110 §15.5.2: a 401 names the scheme it takes.
      { 'www-authenticate': 'Bearer realm="notification-api-contract proxy"' },
    );
    return;
  }
  if (req.method === 'GET' || head) {
    if (path === STATS_PATH) {
      send(res, 200, 'application/json', `${JSON.stringify(admin.stats(), null, 2)}\n`, correlationId, head);
      return;
    }
    if (path === METRICS_PATH) {
      admin.metrics.text().then(
        (text) => {
          if (!res.destroyed) send(res, 200, admin.metrics.contentType, text, correlationId, head);
        },
        (error: unknown) => {
          sendProblem(res, problemOf('proxy-error', `the metrics could not be collected: ${(error as Error).message}`, path, correlationId), false);
        },
      );
      return;
    }
  }
  sendProblem(
    res,
    problemOf(
      'not-found',
      `the proxy serves GET ${HEALTH_PATH}, ${STATS_PATH} and ${METRICS_PATH}; nothing else under ${OWN_PREFIX} is forwarded`,
      path,
      correlationId,
    ),
    close,
  );
}
