// Issue 9, item 1: every body the proxy sends upstream is framed, so that nothing a client sends can
// become a second, unvalidated request on the kept-alive upstream connection. Raw sockets on both
// sides: the client writes exact bytes, the upstream parses requests itself and counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type TestProxy } from './helpers.js';
import { header, type RawUpstream, rawConnect, rawRequest, startRawUpstream, statusOf } from './raw.js';

const SMUGGLED = 'DELETE /v2/topics/SMUGGLED HTTP/1.1\r\nHost: internal\r\n\r\n';
const METHODS = ['GET', 'HEAD', 'DELETE', 'OPTIONS', 'POST', 'PUT', 'PATCH'] as const;
const BODIES = [
  { name: 'no body', contentType: undefined, body: undefined },
  { name: 'JSON, Content-Length', contentType: 'application/json', body: { bytes: '{"key":"news"}', framing: 'length' as const } },
  { name: 'JSON, chunked', contentType: 'application/json', body: { bytes: '{"key":"news"}', framing: 'chunked' as const } },
  { name: 'text, Content-Length', contentType: 'text/plain', body: { bytes: SMUGGLED, framing: 'length' as const } },
  { name: 'text, chunked', contentType: 'text/plain', body: { bytes: SMUGGLED, framing: 'chunked' as const } },
  { name: 'text, chunked and empty', contentType: 'text/plain', body: { bytes: '', framing: 'chunked' as const } },
];
const cases = METHODS.flatMap((method) => BODIES.map((body) => ({ method, ...body })));

describe.each(['report', 'enforce'] as const)('in %s mode, a request carrying another in its body', (mode) => {
  let upstream: RawUpstream;
  let proxy: TestProxy;
  beforeAll(async () => {
    upstream = await startRawUpstream();
    proxy = await startProxy({ upstream: upstream.url, mode });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it("never reaches the upstream as two requests (the issue's GET with Transfer-Encoding: chunked)", async () => {
    const client = await rawConnect(proxy.url);
    // The raw upstream answers a Topic, which only GET expects: enforce mode would refuse it for DELETE.
    const methods = mode === 'report' ? ['GET', 'DELETE'] : ['GET', 'GET'];
    for (const method of methods) {
      client.write(rawRequest(method, '/v2/topics/news', { Authorization: 'ApiKey k', 'Content-Type': 'text/plain' }, { bytes: SMUGGLED, framing: 'chunked' }));
      const response = await client.next(method);
      // The contract says nothing against a body on these: both modes forward it, framed.
      expect(statusOf(response)).toBe(200);
    }
    client.destroy();
    expect(upstream.requests.map((r) => r.startLine)).toEqual(methods.map((method) => `${method} /v2/topics/news HTTP/1.1`));
    for (const request of upstream.requests) expect(request.body.toString()).toBe(SMUGGLED);
  });

  it.each(['gzip, chunked', 'deflate,chunked', 'x-custom, chunked'])(
    'Transfer-Encoding: %s is answered 501, and nothing goes upstream (review 12b F4)',
    async (coding) => {
      const forwarded = upstream.requests.length;
      const client = await rawConnect(proxy.url);
      const body = '{"key":"news"}';
      client.write(
        `POST /v2/topics HTTP/1.1\r\nHost: x\r\nAuthorization: ApiKey k\r\nContent-Type: application/json\r\nTransfer-Encoding: ${coding}\r\n\r\n` +
          `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      );
      const response = await client.next('POST');
      client.destroy();
      expect(statusOf(response)).toBe(501);
      expect(header(response, 'content-type')).toMatch(/^application\/problem\+json/);
      expect(upstream.requests).toHaveLength(forwarded);
    },
  );

  it('takes Transfer-Encoding: chunked in any case', async () => {
    const forwarded = upstream.requests.length;
    const client = await rawConnect(proxy.url);
    const body = '{"key":"news"}';
    client.write(
      `POST /v2/topics HTTP/1.1\r\nHost: x\r\nAuthorization: ApiKey k\r\nContent-Type: application/json\r\nTransfer-Encoding: Chunked\r\n\r\n` +
        `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    const response = await client.next('POST');
    client.destroy();
    expect(statusOf(response)).not.toBe(501);
    expect(upstream.requests).toHaveLength(forwarded + 1);
  });
});

describe('every method, with and without a body, chunked or not, JSON or not (report mode forwards them all)', () => {
  let upstream: RawUpstream;
  let proxy: TestProxy;
  beforeAll(async () => {
    upstream = await startRawUpstream();
    proxy = await startProxy({ upstream: upstream.url, mode: 'report' });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it.each(cases.map((c) => [`${c.method}, ${c.name}`, c] as const))('%s: the upstream sees exactly that one request, its body framed', async (_, c) => {
    const before = upstream.requests.length;
    // Two in a row on one client connection, so that bytes left over from the first would show as a third.
    const client = await rawConnect(proxy.url);
    const headers: Record<string, string> = { Authorization: 'ApiKey k', ...(c.contentType ? { 'Content-Type': c.contentType } : {}) };
    for (let i = 0; i < 2; i += 1) {
      client.write(rawRequest(c.method, '/v2/topics/news', headers, c.body));
      const response = await client.next(c.method);
      expect(statusOf(response)).toBe(200);
    }
    client.destroy();
    const seen = upstream.requests.slice(before);
    expect(seen.map((r) => r.startLine)).toEqual([`${c.method} /v2/topics/news HTTP/1.1`, `${c.method} /v2/topics/news HTTP/1.1`]);
    const expected = Buffer.from(c.body?.bytes ?? '');
    for (const request of seen) {
      expect(request.body.equals(expected)).toBe(true);
      const length = header(request, 'content-length');
      const chunked = header(request, 'transfer-encoding');
      // Never both, and never neither when there are bytes to send.
      expect(length !== undefined && chunked !== undefined).toBe(false);
      if (expected.length > 0) {
        expect(request.framing === 'length' || request.framing === 'chunked').toBe(true);
        if (length !== undefined) expect(Number(length)).toBe(expected.length);
      }
    }
  });
});

describe.each(['report', 'enforce'] as const)('in %s mode, a 204 of the upstream that carries a Content-Length', (mode) => {
  let upstream: RawUpstream;
  let proxy: TestProxy;
  beforeAll(async () => {
    // RFC 9110 8.6: a server must not send one; a lenient client on a kept-alive connection might wait for its bytes.
    upstream = await startRawUpstream(() => 'HTTP/1.1 204 No Content\r\ncontent-length: 5\r\n\r\n');
    proxy = await startProxy({ upstream: upstream.url, mode });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('reaches the client without it, and the connection goes on', async () => {
    const client = await rawConnect(proxy.url);
    for (let round = 0; round < 2; round += 1) {
      client.write(rawRequest('DELETE', '/v1/messages/transaction/tx-1', { Authorization: 'ApiKey k' }));
      const response = await client.next('DELETE');
      expect(statusOf(response)).toBe(204);
      expect(header(response, 'content-length')).toBeUndefined();
    }
    client.destroy();
  });
});
