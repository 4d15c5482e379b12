// Issue 9, item 2: an upstream answer that Node cannot pass on (a control byte in the reason
// phrase, a status below 100, a bad header) is a malformed response: 502 problem+json in both
// modes, logged, and the proxy keeps serving. Before, writeHead threw inside an event handler and
// the process died.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemType } from '../../src/proxy/index.js';
import { AUTH, call, type Problem, startProxy, type TestProxy, topic } from './helpers.js';
import { okAnswer, type RawUpstream, startRawUpstream } from './raw.js';

const body = JSON.stringify(topic('news'));
const withStatusLine = (line: string, extra = '') => `${line}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${extra}\r\n${body}`;

const answers: Record<string, string> = {
  '/v2/topics/reason-del': withStatusLine('HTTP/1.1 200 O\x7fK'),
  '/v2/topics/reason-escape': withStatusLine('HTTP/1.1 200 \x1b[31mOK'),
  '/v2/topics/status-099': withStatusLine('HTTP/1.1 099 Odd'),
  '/v2/topics/status-000': withStatusLine('HTTP/1.1 000 Zero'),
  '/v2/topics/status-600': withStatusLine('HTTP/1.1 600 Beyond'),
  '/v2/topics/header-control': withStatusLine('HTTP/1.1 200 OK', 'X-Bad: a\x01b\r\n'),
  '/v2/topics/not-http': 'SSH-2.0-OpenSSH_9.6\r\n\r\n',
  // A 100 Continue to a request that sent no Expect: an answer, not a closed connection to send it on again.
  '/v2/topics/unasked-continue': `HTTP/1.1 100 Continue\r\n\r\n${withStatusLine('HTTP/1.1 200 OK')}`,
  // A head larger than the parser takes.
  '/v2/topics/huge-head': withStatusLine('HTTP/1.1 200 OK', `X-Big: ${'b'.repeat(80 * 1024)}\r\n`),
  // Review 28a F2: undici undoes the chunked coding alone; the body went on still gzipped, framed by its length.
  '/v2/topics/gzip-chunked': 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n9\r\n{"bad":1}\r\n0\r\n\r\n',
};

describe.each(['report', 'enforce'] as const)('in %s mode, an upstream answer that cannot be passed on', (mode) => {
  let upstream: RawUpstream;
  let proxy: TestProxy;
  beforeAll(async () => {
    upstream = await startRawUpstream((request, socket) => {
      const path = request.startLine.split(' ')[1]!;
      // Issue 19: a 101 to a request that asked for no upgrade, the connection left open.
      if (path.startsWith('/v2/topics/switching')) return 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n';
      const answer = answers[path];
      if (answer === undefined) return okAnswer(request, socket);
      // Each malformed answer ends its connection, as a broken upstream's would.
      socket.end(answer);
      return undefined;
    });
    proxy = await startProxy({ upstream: upstream.url, mode });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it.each(Object.keys(answers))('%s: 502 problem+json, logged, and the proxy keeps serving', async (path) => {
    const response = await call(proxy.url, { path, headers: { ...AUTH, 'x-correlation-id': `bad${path.replaceAll('/', '-')}` } });
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toBe('application/problem+json');
    // Nothing of the upstream's answer leaks into the proxy's own.
    expect(response.headers['x-bad']).toBeUndefined();
    expect(response.json()).toMatchObject({ type: problemType('upstream-malformed'), status: 502, instance: path } satisfies Partial<Problem>);
    expect(proxy.records.find((r) => r.correlationId === `bad${path.replaceAll('/', '-')}`)).toMatchObject({
      status: 502,
      outcome: 'failed',
      direction: 'upstream',
      error: expect.stringMatching(/malformed/),
    });

    const fine = await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
    expect(fine.status).toBe(200);
  });

  it('answers a 101 to a plain request with 502 at once, not a 504 after the silence timeout', async () => {
    const began = performance.now();
    const response = await call(proxy.url, { path: '/v2/topics/switching', headers: { ...AUTH, 'x-correlation-id': 'switching' } });
    expect(response.status).toBe(502);
    expect(performance.now() - began).toBeLessThan(2000);
    expect(response.headers.upgrade).toBeUndefined();
    expect(response.json()).toMatchObject({ type: problemType('upstream-malformed'), status: 502, detail: expect.stringContaining('101') });
    expect(proxy.records.find((r) => r.correlationId === 'switching')).toMatchObject({ status: 502, outcome: 'failed' });
    expect((await call(proxy.url, { path: '/v2/topics/news', headers: AUTH })).status).toBe(200);
  });

  it('counted them as failures, and nothing is left in flight', () => {
    expect(proxy.stats().totals.failures).toBe(Object.keys(answers).length + 1);
    expect(proxy.proxy.inFlight).toBe(0);
  });
});

describe.each(['report', 'enforce'] as const)('in %s mode, interim answers before the final one', (mode) => {
  let upstream: RawUpstream;
  let proxy: TestProxy;
  beforeAll(async () => {
    upstream = await startRawUpstream((request) => {
      const path = request.startLine.split(' ')[1]!;
      const interim = path.endsWith('processing') ? 'HTTP/1.1 102 Processing\r\n\r\n' : 'HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n';
      return `${interim}${withStatusLine('HTTP/1.1 200 OK')}`;
    });
    proxy = await startProxy({ upstream: upstream.url, mode });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  // RFC 9110 15.2: a client must be able to parse 1xx answers it did not expect; the final one counts.
  it.each(['/v2/topics/processing', '/v2/topics/early-hints'])('%s: the final 200 is passed on, and the request was sent once', async (path) => {
    const before = upstream.requests.length;
    const response = await call(proxy.url, { path, headers: AUTH });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(topic('news'));
    expect(upstream.requests.length - before).toBe(1);
  });
});
