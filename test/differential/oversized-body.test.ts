// Review 14b F6: a request body over the 1 MiB limit got a 413 from the mock whatever its type, and
// from the proxy only when it was JSON: the proxy bounds the bodies it reads as JSON, and refuses
// another for its type or its credentials, unread. The mock now orders its refusals the same way,
// in-process and over HTTP. Below: the proxy routes before it bounds a body, and reads a body typed
// twice as no JSON, as the mock does.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';
import { startValidatingProxy } from '../../src/proxy/index.js';
import { startUpstream } from '../proxy/helpers.js';
import { useWireServers } from './wire-servers.js';

const { servers } = useWireServers();

const inProcess = createStatefulMock();
const OVER = 'x'.repeat(1024 * 1024 + 1);

type Problem = { type?: string; detail?: string; issues?: { location: string; keyword: string }[] };

/** Status and issues (location:keyword) of one answer. */
const verdictOf = (status: number, body: Problem): string => `${status} ${(body.issues ?? []).map((issue) => `${issue.location}:${issue.keyword}`).join(',')}`;

async function verdict(answer: Response): Promise<string> {
  return verdictOf(answer.status, (await answer.json()) as Problem);
}

interface Seen {
  readonly verdict: string;
  /** The problem type's last part: its kind, which the mock and the proxy name alike. */
  readonly kind: string;
  readonly detail: string;
  readonly allow: string | undefined;
  readonly connection: string | undefined;
}

const seenOf = (status: number, body: Problem, header: (name: string) => string | undefined): Seen => ({
  verdict: verdictOf(status, body),
  kind: body.type?.slice(body.type.lastIndexOf('/') + 1) ?? '',
  detail: body.detail ?? '',
  allow: header('allow'),
  connection: header('connection'),
});

const TWO_MIB = 'x'.repeat(2 * 1024 * 1024);

/** One request to the in-process mock; a repeated header as fetch has it (its lines joined). */
async function fetched(method: string, path: string, headers: Record<string, string | string[]>, body: string): Promise<Seen> {
  const sent = new Headers();
  for (const [name, value] of Object.entries(headers)) for (const one of [value].flat()) sent.append(name, one);
  const answer = await inProcess.fetch(`http://mock.test${path}`, { method, headers: sent, body });
  return seenOf(answer.status, (await answer.json()) as Problem, (name) => answer.headers.get(name) ?? undefined);
}

/** One request over HTTP, each value of a repeated header on a line of its own (fetch would join them into one). */
function overHttp(origin: string, method: string, path: string, headers: Record<string, string | string[]>, body: string): Promise<Seen> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, method, path, headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const header = (name: string) => response.headers[name] as string | undefined;
        resolve(seenOf(response.statusCode ?? 0, JSON.parse(Buffer.concat(chunks).toString('utf8')) as Problem, header));
      });
      response.on('error', reject);
    });
    // An answer that closes the connection before the whole body is sent may break the rest of it off.
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    sent.end(body);
  });
}

describe('a request body over the limit', () => {
  it.each([
    ['text/plain', true, '400 content-type:mediaType'],
    ['text/plain', false, '401 auth:required'],
    ['application/octet-stream', true, '400 content-type:mediaType'],
    ['application/json', true, '413 body:maxBodyBytes'],
    ['application/json', false, '413 body:maxBodyBytes'],
    ['application/merge-patch+json; charset=utf-8', true, '413 body:maxBodyBytes'],
  ])('typed %s (credentials: %s) gets one answer from the mock, in-process and over HTTP, and the proxy', async (type, auth, expected) => {
    const headers: Record<string, string> = { 'content-type': type };
    if (auth) headers.authorization = 'ApiKey test-key';
    const init = { method: 'POST', headers, body: OVER };
    expect(await verdict(await inProcess.fetch('http://mock.test/v2/topics', init))).toBe(expected);
    expect(await verdict(await fetch(`${servers.mock.url}/v2/topics`, init))).toBe(expected);
    expect(await verdict(await fetch(`${servers.proxy.url}/v2/topics`, init))).toBe(expected);
  });
});

describe('a JSON body over the limit to no operation', () => {
  // The mock routes before it reads a body; the proxy bounded the body first, and answered 413.
  it.each([
    ['POST', '/v9/none', 404, 'no-such-operation', undefined],
    ['PUT', '/v2/topics', 405, 'method-not-allowed', 'GET, POST'],
  ])('%s %s gets one answer from the mock, in-process and over HTTP, and the proxy, on its head', async (method, path, status, kind, allow) => {
    const headers = { 'content-type': 'application/json', authorization: 'ApiKey test-key' };
    // Both quote the validator's route or method issue (test/differential/route-refusals.test.ts).
    const issue = `${status} ${status === 404 ? 'route:route' : 'method:method'}`;
    for (const seen of [await fetched(method, path, headers, TWO_MIB), await overHttp(servers.mock.url, method, path, headers, TWO_MIB)]) {
      expect(seen).toMatchObject({ verdict: issue, kind, allow });
    }
    const small = await overHttp(servers.proxy.url, method, path, headers, '{}');
    const large = await overHttp(servers.proxy.url, method, path, headers, TWO_MIB);
    expect(small).toMatchObject({ verdict: issue, kind, allow });
    // Refused on its head, the body unread: the connection cannot carry another request.
    expect(large).toEqual({ ...small, connection: 'close' });
  });

  it('is forwarded by a proxy in report mode, and recorded, as before', async () => {
    const reporting = await startValidatingProxy({ upstream: servers.mock.url, port: 0, mode: 'report', admin: false });
    try {
      const headers = { 'content-type': 'application/json', authorization: 'ApiKey test-key' };
      // The mock's answer (its detail), passed on.
      expect(await overHttp(reporting.url, 'POST', '/v9/none', headers, TWO_MIB)).toMatchObject({
        verdict: '404 route:route',
        kind: 'no-such-operation',
        detail: 'no operation of the API has the path "/v9/none"',
      });
      expect(reporting.stats().totals).toMatchObject({ requests: 1, requestViolations: 1, rejected: 0 });
    } finally {
      await reporting.close();
    }
  });
});

describe('a body over the limit typed twice', () => {
  // Node keeps the first content-type: read by it alone, the body was JSON to the proxy (413).
  it.each([[['application/json', 'text/plain']], [['text/plain', 'application/json']]])(
    'typed %j gets the 400 of its repeated content-type from the mock, in-process and over HTTP, and the proxy',
    async (types) => {
      const headers = { 'content-type': types, authorization: 'ApiKey test-key' };
      for (const seen of [
        await fetched('POST', '/v2/topics', headers, TWO_MIB),
        await overHttp(servers.mock.url, 'POST', '/v2/topics', headers, TWO_MIB),
        await overHttp(servers.proxy.url, 'POST', '/v2/topics', headers, TWO_MIB),
      ]) {
        expect(seen).toMatchObject({ verdict: '400 content-type:mediaType', kind: 'request-violation' });
        expect(seen.detail).toContain('got 2 of them');
      }
    },
  );
});

describe('a CORS preflight carrying a JSON body over the limit', () => {
  // helper-95: the proxy bounded the body before it saw a preflight (413 in enforce mode); the mock
  // answers a preflight from its head, its body unread (204). A preflight is judged on the route it
  // announces alone (src/http/preflight.ts): the proxy now passes its body on unread, in either mode.
  const headers = { origin: 'https://app.example.com', 'access-control-request-method': 'POST', 'content-type': 'application/json' };

  /** Status and the allowed methods of a preflight's answer, over HTTP. */
  function preflightOverHttp(origin: string, body: string): Promise<string> {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const sent = request(
        { hostname, port, method: 'OPTIONS', path: '/v2/topics', headers: { ...headers, 'content-length': String(body.length) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(`${response.statusCode} ${response.headers['access-control-allow-methods']}`));
          response.on('error', reject);
        },
      );
      sent.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      sent.end(body);
    });
  }

  it('gets one answer, 204, from the mock, in-process and over HTTP, and the proxy in enforce and report mode', async () => {
    const answer = await inProcess.fetch('http://mock.test/v2/topics', { method: 'OPTIONS', headers, body: TWO_MIB });
    expect(`${answer.status} ${answer.headers.get('access-control-allow-methods')}`).toBe('204 POST');
    expect(await preflightOverHttp(servers.mock.url, TWO_MIB)).toBe('204 POST');
    expect(await preflightOverHttp(servers.proxy.url, TWO_MIB)).toBe('204 POST');
    const reporting = await startValidatingProxy({ upstream: servers.mock.url, port: 0, mode: 'report', admin: false });
    try {
      expect(await preflightOverHttp(reporting.url, TWO_MIB)).toBe('204 POST');
      expect(reporting.stats().totals).toMatchObject({ requests: 1, requestViolations: 0, rejected: 0 });
    } finally {
      await reporting.close();
    }
  });

  it.each(['enforce', 'report'] as const)('is passed on whole by the proxy in %s mode, for its upstream to answer', async (mode) => {
    const upstream = await startUpstream((_seen, res) => {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST' });
      res.end();
    });
    const proxy = await startValidatingProxy({ upstream: upstream.url, port: 0, mode, admin: false });
    try {
      expect(await preflightOverHttp(proxy.url, TWO_MIB)).toBe('204 POST');
      expect(upstream.seen.map((seen) => [seen.method, seen.body.length])).toEqual([['OPTIONS', TWO_MIB.length]]);
      expect(proxy.stats().totals).toMatchObject({ requests: 1, requestViolations: 0, rejected: 0 });
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
