// In-process servers for the proxy tests: upstreams written for each test, the proxy itself, and
// plain HTTP calls that show exactly what crossed the wire.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type RunningValidatingProxy, type StartValidatingProxyOptions, startValidatingProxy, type ViolationRecord } from '../../src/proxy/index.js';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestUpstream {
  readonly url: string;
  /** Every request the upstream received, complete. */
  readonly seen: SeenRequest[];
  /** How many TCP connections it accepted. */
  readonly connections: () => number;
  close(): Promise<void>;
}

/** An upstream on a free loopback port; `handle` gets each request with its body read. */
export async function startUpstream(handle: (seen: SeenRequest, res: ServerResponse, req: IncomingMessage) => void): Promise<TestUpstream> {
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(request);
      handle(request, res, req);
    });
  });
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
};

export interface TestProxy extends RunningValidatingProxy {
  /** The records the proxy logged, in order. */
  readonly records: ViolationRecord[];
}

/** The proxy on a free loopback port, its records collected in memory unless `log` names a file. */
export async function startProxy(options: StartValidatingProxyOptions): Promise<TestProxy> {
  const records: ViolationRecord[] = [];
  const running = await startValidatingProxy({ log: (record) => records.push(record), ...options, host: '127.0.0.1', port: 0 });
  return Object.assign(running, { records });
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json(): unknown;
}

/** One HTTP/1.1 exchange with full control of the headers, on a fresh connection. */
export function call(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string | string[]>; body?: string | Buffer },
): Promise<RawResponse> {
  const url = new URL(options.path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode!, headers: res.headers, body, text, json: () => JSON.parse(text) as unknown });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export const AUTH = { authorization: 'ApiKey test-key' };
export const JSON_AUTH = { ...AUTH, 'content-type': 'application/json' };

/** A Topic as the contract wants it. */
export const topic = (key: string) => ({ _id: `id-${key}`, key, name: `Topic ${key}` });

/** An Integration as the contract wants it. */
export const integration = (overrides: Record<string, unknown> = {}) => ({
  _id: 'int-1',
  _environmentId: 'env-1',
  _organizationId: 'org-1',
  name: 'SendGrid',
  identifier: 'sendgrid-1',
  providerId: 'sendgrid',
  channel: 'email',
  credentials: { apiKey: 'the-provider-key' },
  active: true,
  deleted: false,
  primary: true,
  ...overrides,
});

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  correlationId: string;
  operationId?: string;
  issues?: { location: string; pointer: string; message: string; keyword?: string; severity: string }[];
};
