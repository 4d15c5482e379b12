// Serves the docs site (src/cli/docs-site.ts: the files `docs --out` writes) under /docs/, next to
// the mock. Every relative link of the pages resolves, and a browser's request for /favicon.ico
// is answered too, so that loading any page shows no 404.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError } from '../http/client-error.js';
import { listenOn } from '../http/listen.js';
import { type SiteFile, siteFiles } from './docs-site.js';

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
const contents = new Map<SiteFile, { readonly bytes: Buffer; readonly etag: string }>();
function contentOf(file: SiteFile): { readonly bytes: Buffer; readonly etag: string } {
  let content = contents.get(file);
  if (content === undefined) {
    const bytes = readFileSync(file.source);
    // From the bytes: a page revalidated (cache-control no-cache) comes back as a 304 until it changes.
    content = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
    contents.set(file, content);
  }
  return content;
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
/** A client that takes none of an answer for this long is dropped (the page is 2.6 MB). */
const IDLE_SOCKET_MS = 30_000;

export async function startDocsServer(host: string, port: number): Promise<DocsServer> {
  // The timeouts below are checked this often (Node's default, 30 s, would double them).
  const server: Server = createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
    let path: string;
    try {
      path = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('bad request target\n');
      return;
    }
    const file = byPath.get(path);
    const target = redirects.get(path);
    if (!file && !target) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('method not allowed\n');
      return;
    }
    if (target) {
      // Relative links in the pages need the trailing slash; 301 so that bookmarks learn it.
      response.writeHead(path === '/' ? 302 : 301, { location: target, 'content-length': '0' }).end();
      return;
    }
    let content: { readonly bytes: Buffer; readonly etag: string };
    try {
      content = contentOf(file!);
    } catch {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('the docs file cannot be read\n');
      return;
    }
    const { bytes, etag } = content;
    const shared = { etag, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
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
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/docs`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
