// Serves the docs site (src/cli/docs-site.ts: the files `docs --out` writes) under /docs/, next to
// the mock. Every relative link of the pages resolves, and a browser's request for /favicon.ico
// is answered too, so that loading any page shows no 404. Beside a mock, the page's samples and the
// bundle's server default name the mock's own base URL (docs-rebase.ts), and any other path is
// answered with a problem that names it: a client pointed at this port by mistake says so.
// Its pages come with the docs' Content-Security-Policy as a header (docs-policy.ts), the one their
// <meta> states and, beyond it, who may frame them.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError } from '../http/client-error.js';
import { acceptCorrelationId, CORRELATION_ID_HEADER } from '../http/correlation-id.js';
import { listenOn, listenUrl } from '../http/listen.js';
import { buildProblem, problemWireBody } from '../http/problem.js';
import { problemMediaType } from '../http/problem-media-type.js';
import { nodeHttp } from '../proxy/node-http.js';
import { hardeningHeaders, headerPolicy } from './docs-policy.js';
import { rebaseSite } from './docs-rebase.js';
import { type SiteFile, siteFiles } from './docs-site.js';

export interface DocsServerOptions {
  /** The base URL of the API served beside the docs (the mock's, with its base path): the samples call it. */
  readonly apiBaseUrl?: string;
}

export interface DocsServer {
  /** The docs' address, `http://host:port/docs` (which redirects to `/docs/`). */
  readonly url: string;
  close(): Promise<void>;
}

const byPath = new Map<string, SiteFile>(siteFiles.map((file) => [`/docs/${file.name}`, file]));
const index = byPath.get('/docs/index.html')!;
byPath.set('/docs/', index);
// Browsers ask the site's root for its icon whenever a page names none (openapi.json opened in a tab).
byPath.set('/favicon.ico', byPath.get('/docs/favicon.ico')!);

/** Where a request for `path` is sent instead: the folder's own address, with its trailing slash. */
const redirects = new Map([
  ['/', '/docs/'],
  ['/docs', '/docs/'],
  ['/index.html', '/docs/'],
]);

/**
 * Each file's bytes, read once and kept (about 3 MB in all). Streamed from the file for each request,
 * a download the client abandoned left its descriptor open (a pipe is not torn down with the
 * response): a thousand closed tabs, and the process, the mock's API with it, could open no more.
 */
interface Content {
  readonly bytes: Buffer;
  readonly etag: string;
  /** A page's Content-Security-Policy (docs-policy.ts), from its scripts as served. */
  readonly policy?: string;
}
const contents = new Map<SiteFile, Content>();

const isPage = (file: SiteFile): boolean => file.contentType.startsWith('text/html');

// From the bytes: a page revalidated (cache-control no-cache) comes back as a 304 until it changes.
const contentFrom = (file: SiteFile, bytes: Buffer): Content => ({
  bytes,
  etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  ...(isPage(file) ? { policy: headerPolicy(bytes.toString('utf8')) } : {}),
});

function contentOf(file: SiteFile): Content {
  let content = contents.get(file);
  if (content === undefined) {
    content = contentFrom(file, readFileSync(file.source));
    contents.set(file, content);
  }
  return content;
}

/**
 * The files that name the spec's default base URL, rewritten to name `apiBaseUrl` (each with its
 * own ETag and length). A file that cannot be rewritten is served as it is, or, unread, answered 500
 * by the request.
 */
function rebasedContents(apiBaseUrl: string): Map<SiteFile, Content> {
  const { rebased } = rebaseSite((file) => contentOf(file).bytes.toString('utf8'), apiBaseUrl);
  return new Map([...rebased].map(([file, text]) => [file, contentFrom(file, Buffer.from(text, 'utf8'))]));
}

/** A problem answer of the docs server, as the mock's and the proxy's are (src/http/problem.ts). */
function docsProblem(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  what: { kind: string; status: number; title: string; detail: string; headers?: Record<string, string> },
): void {
  const problem = buildProblem({
    source: 'docs',
    kind: what.kind,
    status: what.status,
    title: what.title,
    detail: what.detail,
    target: path,
    correlationId: acceptCorrelationId(request.headers[CORRELATION_ID_HEADER]) ?? randomUUID(),
  });
  const body = problemWireBody(problem, new Date().toISOString());
  response.writeHead(what.status, {
    'content-type': problemMediaType(request.headers.accept),
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    [CORRELATION_ID_HEADER]: problem.correlationId,
    ...hardeningHeaders(),
    ...what.headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The answer to a path outside the site: a problem, so that a client of the API shows what it says. */
function notDocs(request: IncomingMessage, response: ServerResponse, path: string, apiBaseUrl: string | undefined): void {
  docsProblem(request, response, path, {
    kind: 'not-found',
    status: 404,
    title: 'The docs server has no such page',
    detail:
      apiBaseUrl === undefined
        ? 'this is the docs server, not the API: it serves the docs under /docs/'
        : `this is the docs server, not the API: it serves the docs under /docs/, and the API is at ${apiBaseUrl}`,
  });
}

/** If-None-Match names `etag` (or is `*`): the client has the file (RFC 9110 §13.1.2, weak comparison). */
function clientHas(request: IncomingMessage, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

// Node's defaults held a slow-header client 90 s: the mock's own port's bounds (own-server.ts).
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** How long a stopping docs server waits for its connections before it closes them. */
const CLOSE_DEADLINE_MS = 1000;
/** A client that takes none of an answer for this long is dropped (the page is 2.6 MB). */
const IDLE_SOCKET_MS = 30_000;

export async function startDocsServer(host: string, port: number, options: DocsServerOptions = {}): Promise<DocsServer> {
  const { apiBaseUrl } = options;
  const rebased = apiBaseUrl === undefined ? new Map<SiteFile, Content>() : rebasedContents(apiBaseUrl);
  // The timeouts below are checked this often (Node's default, 30 s, would double them).
  const server: Server = nodeHttp().createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
    let path: string;
    try {
      path = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...hardeningHeaders() }).end('bad request target\n');
      return;
    }
    const file = byPath.get(path);
    const target = redirects.get(path);
    if (!file && !target) {
      notDocs(request, response, path, apiBaseUrl);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      docsProblem(request, response, path, {
        kind: 'method-not-allowed',
        status: 405,
        title: 'The docs server only reads',
        detail: `${request.method ?? ''} is not a method of the docs server: it takes GET and HEAD`.slice(0, 200),
        headers: { allow: 'GET, HEAD' },
      });
      return;
    }
    if (target) {
      // Relative links in the pages need the trailing slash; 301 so that bookmarks learn it.
      response.writeHead(path === '/' ? 302 : 301, { location: target, 'content-length': '0', ...hardeningHeaders() }).end();
      return;
    }
    let content: Content;
    try {
      content = rebased.get(file!) ?? contentOf(file!);
    } catch {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', ...hardeningHeaders() }).end('the docs file cannot be read\n');
      return;
    }
    const { bytes, etag, policy } = content;
    const shared = { etag, 'cache-control': 'no-cache', ...hardeningHeaders(policy) };
    if (clientHas(request, etag)) {
      response.writeHead(304, shared).end();
      return;
    }
    response.writeHead(200, { 'content-type': file!.contentType, 'content-length': bytes.byteLength, ...shared });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.timeout = IDLE_SOCKET_MS;
  // A client that sends garbage, or too slowly, gets a 400 or a 408; one that resets its connection
  // does not take the server down.
  server.on('clientError', answerClientError);
  await listenOn(server, port, host);
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `${listenUrl(host, bound)}/docs`,
    close: () =>
      new Promise((resolve) => {
        // A connection that has sent no request, or half of one, is no idle connection to node:http:
        // it held a stopped mock for as long as its client kept it (29 s, review 21 F4). A page being
        // downloaded gets a second to finish, as the mock's own port gives its answers (own-server.ts).
        const deadline = setTimeout(() => server.closeAllConnections(), CLOSE_DEADLINE_MS);
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
