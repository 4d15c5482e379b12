// Serves the docs, the bundle and the gap list next to the mock.
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { docsFiles } from './package-files.js';

export interface DocsServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startDocsServer(host: string, port: number): Promise<DocsServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') || '/';
    if (path === '/') {
      response.writeHead(302, { location: '/docs' }).end();
      return;
    }
    const entry = docsFiles[path as keyof typeof docsFiles];
    if (!entry || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`not found: ${path}\n`);
      return;
    }
    response.writeHead(200, { 'content-type': entry.type });
    if (request.method === 'HEAD') response.end();
    else createReadStream(entry.file).on('error', () => response.destroy()).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/docs`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
