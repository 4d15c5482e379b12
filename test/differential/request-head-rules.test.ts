// Review 14b F1-F3: three rules of a request's head that the validator, the mock and validate-traffic
// now read alike. The method is case-sensitive (RFC 9110 §9.1): `patch` is no method of the contract
// (fetch sends it as written; an HTTP/1.1 parser refuses it before any part sees it). A target with a
// fragment is refused (RFC 9112 §3.2), as the proxy refuses it. A header under two spellings of its
// name is a header sent twice.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONNECT_MESSAGE, TARGET_FORM_MESSAGE } from '../../src/http/index.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { startValidatingProxy } from '../../src/proxy/index.js';
import { checkTraffic } from '../../src/traffic/index.js';
import { routeRequest, validateRequest } from '../../src/validator/index.js';

const AUTH = 'ApiKey test-key';

/** validate-traffic's errors on one exchange, as JSON Lines. */
async function trafficIssues(request: Record<string, unknown>) {
  const scratch = mkdtempSync(join(tmpdir(), 'nac-head-rules-'));
  try {
    const file = join(scratch, 'one.jsonl');
    writeFileSync(file, `${JSON.stringify({ request })}\n`);
    const report = await checkTraffic([file], { strict: true });
    return report.violationList.flatMap((violation) => violation.requestIssues.filter((issue) => issue.severity === 'error'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe('the method, case-sensitive', () => {
  it('routes PATCH, and answers patch as a method the path does not take, in the validator, the mock and validate-traffic', async () => {
    expect(routeRequest({ method: 'PATCH', target: '/v2/topics/news' })).toMatchObject({ kind: 'match', operationId: 'updateTopic' });
    expect(routeRequest({ method: 'patch', target: '/v2/topics/news' })).toEqual({
      kind: 'method-not-allowed',
      path: '/v2/topics/news',
      allow: ['GET', 'DELETE', 'PATCH'],
    });
    const mock = createStatefulMock();
    // fetch upper-cases the six methods of the Fetch standard, not PATCH.
    const answer = await mock.fetch('http://mock.test/v2/topics/team:billing', {
      method: 'patch',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, DELETE, PATCH');
    const issues = await trafficIssues({ method: 'patch', path: '/v2/topics/news', headers: { authorization: AUTH }, body: '{"name":"x"}' });
    expect(issues.map((issue) => issue.location)).toContain('method');
  });
});

describe('a target with a fragment', () => {
  it('is refused by the validator and validate-traffic, and by the mock over HTTP, naming the fragment', async () => {
    const result = validateRequest({ method: 'GET', path: '/v2/topics/news#x', headers: { authorization: AUTH } });
    expect(result.valid).toBe(false);
    expect(result.issues).toContainEqual(expect.objectContaining({ location: 'path', keyword: 'fragment' }));
    expect(validateRequest({ method: 'GET', path: '/v2/topics/news', headers: { authorization: AUTH } }).valid).toBe(true);
    expect((await trafficIssues({ method: 'GET', path: '/v2/topics#top', headers: { authorization: AUTH } })).map((issue) => issue.keyword)).toContain(
      'fragment',
    );

    const own = await createStatefulMock().listen({ port: 0 });
    try {
      const { port } = new URL(own.url);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        // node:http sends the path as given, fragment and all.
        const sent = httpRequest({ host: '127.0.0.1', port, path: '/v2/topics/team:billing#x', headers: { authorization: AUTH } }, (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        sent.on('error', reject);
        sent.end();
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ issues: [expect.objectContaining({ keyword: 'fragment' })] });
    } finally {
      await own.close();
    }
  });
});

// Review 15 F11: a HAR's URL may keep a fragment the browser never sent.
describe("a HAR entry's URL with a fragment", () => {
  it('is checked without it, where a JSON Lines target holding one is refused', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'nac-head-rules-har-'));
    try {
      const file = join(scratch, 'one.har');
      const entry = (url: string) => ({
        request: { method: 'GET', url, httpVersion: 'HTTP/1.1', headers: [{ name: 'Authorization', value: AUTH }], queryString: [], cookies: [] },
        response: { status: 200, httpVersion: 'HTTP/1.1', headers: [], cookies: [], content: { size: 0, mimeType: '' } },
      });
      writeFileSync(file, JSON.stringify({ log: { version: '1.2', entries: [entry('http://api.example.com/v2/topics/news#top')] } }));
      const report = await checkTraffic([file], { strict: true });
      const issues = report.violationList.flatMap((violation) => violation.requestIssues);
      expect(issues.map((issue) => issue.keyword)).not.toContain('fragment');
      expect(report.violationList.every((violation) => violation.operationId === 'getTopic')).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('a header under two spellings of its name', () => {
  it('is one header sent twice: refused whichever spelling comes first, as on the wire', async () => {
    for (const headers of [
      { authorization: 'Bearer x', Authorization: AUTH },
      { Authorization: AUTH, authorization: 'Bearer x' },
      { authorization: AUTH, AUTHORIZATION: AUTH },
    ]) {
      const result = validateRequest({ method: 'GET', path: '/v2/topics', headers });
      expect(result.valid, JSON.stringify(headers)).toBe(false);
      expect(result.issues.some((issue) => issue.location === 'auth')).toBe(true);
      expect((await trafficIssues({ method: 'GET', path: '/v2/topics', headers })).some((issue) => issue.location === 'auth')).toBe(true);
    }
    const typed = validateRequest({
      method: 'POST',
      path: '/v2/topics',
      headers: { authorization: AUTH, 'Content-Type': 'application/json', 'content-type': 'text/plain' },
      body: '{"key":"k2"}',
    });
    expect(typed.valid).toBe(false);
    // Review 15 F7: named as a header sent twice, not as none.
    expect(typed.issues).toContainEqual(
      expect.objectContaining({
        location: 'content-type',
        message: 'a body needs content-type application/json, got 2 of them (the header was sent more than once)',
      }),
    );
    // One spelling, whichever: one header.
    expect(validateRequest({ method: 'GET', path: '/v2/topics', headers: { AUTHORIZATION: AUTH } }).valid).toBe(true);
  });
});

// Review 14b F8: a target holding what an HTTP/1.1 parser refuses (the mock's and the proxy's answer a
// 400 before any part reads it) was accepted by the validator and validate-traffic.
describe('a target with a character no request target holds', () => {
  it.each([
    ['a space', '/v2/topics/a b'],
    ['non-ASCII', '/v2/topics/é'],
    ['a control character', '/v2/topics/a\u0001b'],
    ['DEL', '/v2/topics/a\u007fb'],
    ['a tab in the query', '/v2/topics?key=a\tb'],
  ])('%s is a path issue for the validator and validate-traffic', async (_name, path) => {
    const result = validateRequest({ method: 'GET', path, headers: { authorization: AUTH } });
    expect(result.valid).toBe(false);
    expect(result.issues).toContainEqual(expect.objectContaining({ location: 'path', keyword: 'target' }));
    expect((await trafficIssues({ method: 'GET', path, headers: { authorization: AUTH } })).map((issue) => issue.keyword)).toContain('target');
  });

  it('takes the same characters percent-encoded', () => {
    for (const path of ['/v2/topics/a%20b', '/v2/topics/%C3%A9', '/v2/topics?key=a%09b'])
      expect(validateRequest({ method: 'GET', path, headers: { authorization: AUTH } }).valid, path).toBe(true);
  });
});

// Review 14b F7: `OPTIONS *` got a 400 from the proxy and a 404 from the mock. A target that is no path
// names no resource: a `path` issue `target` (400) everywhere, with the proxy's message.
describe('a target in asterisk-form or authority-form', () => {
  /** The status and problem body the server at `url` answers to `head`, sent as it is. */
  function answerTo(url: string, head: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const { port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        const [statusLine = '', ...rest] = answer.split('\r\n');
        const body = rest.join('\r\n').split('\r\n\r\n').slice(1).join('\r\n\r\n');
        resolve({ status: Number(statusLine.split(' ')[1]), body: body === '' ? {} : (JSON.parse(body) as Record<string, unknown>) });
      });
      socket.on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
      socket.write(head);
    });
  }

  it('is refused with one 400 by the validator, validate-traffic, the mock and the proxy', async () => {
    for (const target of ['*', 'api.example.com:443', '?a', '#x', '']) {
      const result = validateRequest({ method: 'OPTIONS', path: target, headers: { authorization: AUTH } });
      expect(result.issues, target).toEqual([expect.objectContaining({ location: 'path', keyword: 'target', message: TARGET_FORM_MESSAGE })]);
      expect((await trafficIssues({ method: 'GET', path: target, headers: { authorization: AUTH } })).map((issue) => issue.keyword)).toEqual(['target']);
    }
    expect(validateRequest({ method: 'GET', path: 'https://api.example.com/v2/topics', headers: { authorization: AUTH } }).valid).toBe(true);
    // A CONNECT, whatever its target, as the mock and the proxy answer it (test/differential/connect-method.test.ts).
    // A CONNECT is said to be one: its target may well be a path of the API.
    expect(validateRequest({ method: 'CONNECT', path: '/v2/topics', headers: { authorization: AUTH } }).issues).toEqual([
      expect.objectContaining({ location: 'path', keyword: 'target', message: CONNECT_MESSAGE }),
    ]);
    expect(await trafficIssues({ method: 'CONNECT', path: '/v2/topics', headers: { authorization: AUTH } })).toEqual([
      expect.objectContaining({ location: 'path', keyword: 'target', message: CONNECT_MESSAGE }),
    ]);
    expect(
      validateRequest({ method: 'GET', path: 'https://api.example.com?limit=5', headers: { authorization: AUTH } }).issues.map((issue) => issue.keyword),
    ).toEqual(['route']);

    const mock = await createStatefulMock().listen({ port: 0 });
    const proxy = await startValidatingProxy({ upstream: mock.url, port: 0, mode: 'enforce', admin: false });
    try {
      const heads: [string, string][] = [
        [`OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${AUTH}\r\nConnection: close\r\n\r\n`, 'target'],
        // Shaped as a CORS preflight (review 16 F5): refused before it is answered as one.
        ['OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://x\r\nAccess-Control-Request-Method: GET\r\nConnection: close\r\n\r\n', 'target'],
        // A fragment on a path no operation has is refused as a fragment, before routing (review 16 F6).
        [`GET /v3/none#x HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${AUTH}\r\nConnection: close\r\n\r\n`, 'fragment'],
      ];
      for (const url of [mock.url, proxy.url]) {
        for (const [head, keyword] of heads) {
          const answer = await answerTo(url, head);
          expect(answer.status, `${url} ${head}`).toBe(400);
          expect(answer.body.issues, `${url} ${head}`).toEqual([expect.objectContaining({ location: 'path', keyword })]);
        }
      }
    } finally {
      await proxy.close();
      await mock.close();
    }
  });
});
