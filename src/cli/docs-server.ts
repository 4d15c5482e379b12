// Serves the docs site (src/cli/docs-site.ts: the files `docs --out` writes) under /docs/, next to
// the mock. Every relative link of the pages resolves, and a browser's request for /favicon.ico
// is answered too, so that loading any page shows no 404.
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

export async function startDocsServer(host: string, port: number): Promise<DocsServer> {
  const server: Server = createServer((request, response) => {
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
    response.writeHead(200, { 'content-type': file!.contentType, 'cache-control': 'no-cache' });
    if (request.method === 'HEAD') response.end();
    else
      createReadStream(file!.source)
        .on('error', () => response.destroy())
        .pipe(response);
  });
  // A client that resets its connection must not take the server down.
  server.on('clientError', (_error, socket) => socket.destroy());
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
