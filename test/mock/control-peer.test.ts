// The control API answers this machine only, whatever address the mock is bound to: bound to
// 0.0.0.0 (a container), other machines reach the port, and a Host or Origin check does not stop a
// client that sends `Host: 127.0.0.1`. A request from another address is refused unless a control
// token is set. The client's address is read behind the own server's loopback handoff too.
import { connect, createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { forwardedFor } from '../../src/http/forwarded.js';
import { isLoopbackAddress, peerAddress, UNKNOWN_PEER } from '../../src/http/loopback.js';
import { loopbackHandoff, type NodeNet } from '../../src/mock/handoff.js';
import { createStatefulMock } from '../../src/mock/index.js';
import type { NodeRequestLike, NodeResponseLike } from '../../src/mock/node-shell.js';
import { upstreamRequestHeaders } from '../../src/proxy/headers.js';
import { startValidatingProxy } from '../../src/proxy/index.js';

/** One request through the Node handler, from a client at `remoteAddress`. */
function viaHandler(
  mock: ReturnType<typeof createStatefulMock>,
  remoteAddress: string | undefined,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    let status = 0;
    const request: NodeRequestLike = {
      method,
      url: target,
      headers: { host: '127.0.0.1:4010', ...headers },
      readableEnded: true,
      socket: { remoteAddress },
      on: () => request,
      destroy: () => undefined,
      resume: () => undefined,
    };
    const response: NodeResponseLike = {
      headersSent: false,
      writableEnded: false,
      destroyed: false,
      writeHead: (code) => {
        status = code;
        return response;
      },
      end: (body) => resolve({ status, body: typeof body === 'string' ? body : new TextDecoder().decode(body) }),
      once: () => response,
      destroy: () => undefined,
    };
    mock.handler(request as never, response as never);
  });
}

describe('the control API and the client address', () => {
  it('refuses a client of another machine without a control token, whatever its Host says', async () => {
    const mock = createStatefulMock();
    for (const peer of ['192.0.2.7', '10.0.0.5', '::ffff:192.0.2.7', '2001:db8::1']) {
      const answer = await viaHandler(mock, peer, '/__mock/state');
      expect(answer.status, peer).toBe(403);
      expect(answer.body).not.toContain('test-key');
      expect(JSON.parse(answer.body)).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/control-forbidden' });
    }
    // The API routes answer everyone.
    expect((await viaHandler(mock, '192.0.2.7', '/v2/topics', { authorization: 'ApiKey test-key' })).status).toBe(200);
  });

  it('refuses a client that reset its connection, whose address Node no longer reports: no address is no in-process call', async () => {
    const mock = createStatefulMock();
    const answer = await viaHandler(mock, undefined, '/__mock/reset');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/control-forbidden' });
    // With the control token it is answered, as any other machine is.
    const opened = createStatefulMock({ controlToken: 'sesame-0123456789' });
    expect((await viaHandler(opened, undefined, '/__mock/state', { authorization: 'Bearer sesame-0123456789' })).status).toBe(200);
  });

  it('reads a network client without an address as UNKNOWN_PEER, and the proxy forwards for it so', () => {
    expect(peerAddress({ remoteAddress: undefined })).toBe(UNKNOWN_PEER);
    expect(peerAddress({ remoteAddress: '' })).toBe(UNKNOWN_PEER);
    expect(peerAddress({ remoteAddress: '::1' })).toBe('::1');
    expect(isLoopbackAddress(UNKNOWN_PEER)).toBe(false);
    const flat = upstreamRequestHeaders({ 'x-forwarded-for': '10.0.0.1' }, { socket: {}, headers: {} } as never, 'c-1', 'upstream:80', { kind: 'none' });
    const at = flat.indexOf('x-forwarded-for');
    expect(flat[at + 1]).toBe(`10.0.0.1, ${UNKNOWN_PEER}`);
    expect(flat.filter((item) => item === 'x-forwarded-for')).toHaveLength(1);
  });

  it('answers this machine, IPv4, IPv6 and IPv4 mapped into IPv6', async () => {
    const mock = createStatefulMock();
    for (const peer of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect((await viaHandler(mock, peer, '/__mock/state')).status, peer).toBe(200);
  });

  it('answers another machine that sends the control token', async () => {
    const mock = createStatefulMock({ controlToken: 'sesame-0123456789' });
    expect((await viaHandler(mock, '192.0.2.7', '/__mock/state')).status).toBe(401);
    expect((await viaHandler(mock, '192.0.2.7', '/__mock/state', { authorization: 'Bearer sesame-0123456789' })).status).toBe(200);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['::FFFF:127.0.0.1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['1127.0.0.1', false],
    ['127.0.0.1.example', false],
    ['', false],
  ])('isLoopbackAddress(%j) is %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

// Review 14a F1, F3, F5d: a mock started with a token for a container is reached by a service name.
describe('a control token, the Host and the body of a write', () => {
  const token = 'sesame-0123456789';

  it('answers a foreign Host that carries the token; without it the Host is refused, as before', async () => {
    const mock = createStatefulMock({ controlToken: token });
    const named = { host: 'mock:4010' };
    expect((await viaHandler(mock, '192.0.2.7', '/__mock/state', { ...named, authorization: `Bearer ${token}` })).status).toBe(200);
    const without = await viaHandler(mock, '192.0.2.7', '/__mock/state', named);
    expect(without.status).toBe(403);
    expect(JSON.parse(without.body)).toMatchObject({ detail: expect.stringContaining('the Host "mock:4010" is not this machine') });
    expect((await viaHandler(mock, '192.0.2.7', '/__mock/state', { ...named, authorization: 'Bearer sesame-wrong-0123' })).status).toBe(403);
    // No token configured: a foreign Host is refused whatever Authorization says.
    expect((await viaHandler(createStatefulMock(), '127.0.0.1', '/__mock/state', { ...named, authorization: `Bearer ${token}` })).status).toBe(403);
    // The token never lets a foreign page in.
    expect((await viaHandler(mock, '192.0.2.7', '/__mock/state', { authorization: `Bearer ${token}`, origin: 'http://evil.example' })).status).toBe(403);
  });

  // Review 15 F6: the first copy of a repeated deciding header was read, the second unseen.
  it('refuses Authorization, Origin or Sec-Fetch-Site sent twice (400), over the wire', async () => {
    const own = await createStatefulMock({ controlToken: token }).listen({ port: 0 });
    try {
      const { port } = new URL(own.url);
      const statusOf = (lines: string[]) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1');
          let text = '';
          socket.setEncoding('latin1').on('data', (chunk) => (text += chunk));
          socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''));
          socket.on('error', reject);
          socket.end(`GET /__mock/state HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${lines.join('\r\n')}\r\n\r\n`);
        });
      const bearer = `Authorization: Bearer ${token}`;
      expect(await statusOf([bearer])).toBe('HTTP/1.1 200 OK');
      expect(await statusOf([bearer, 'Authorization: Bearer wrong-token-000'])).toBe('HTTP/1.1 400 Bad Request');
      expect(await statusOf([bearer, `Origin: http://127.0.0.1:${port}`, 'Origin: http://evil.example'])).toBe('HTTP/1.1 400 Bad Request');
      expect(await statusOf([bearer, 'Sec-Fetch-Site: same-origin', 'Sec-Fetch-Site: cross-site'])).toBe('HTTP/1.1 400 Bad Request');
    } finally {
      await own.close();
    }
  });

  it('reads the Bearer scheme in any case, and blanks after it (RFC 9110 §11.1)', async () => {
    const mock = createStatefulMock({ controlToken: token });
    for (const authorization of [`bearer ${token}`, `BEARER ${token}`, `Bearer\t${token}`, `Bearer  ${token}`])
      expect((await viaHandler(mock, '192.0.2.7', '/__mock/state', { authorization })).status, authorization).toBe(200);
    for (const authorization of [token, `Basic ${token}`, `Bearer${token}`, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, 'Bearer '])
      expect((await viaHandler(mock, '192.0.2.7', '/__mock/state', { authorization })).status, authorization).toBe(401);
  });

  it('refuses a write with a body and no Content-Type (415), as a no-cors fetch of a Blob sends it; an empty one needs none', async () => {
    const own = await createStatefulMock().listen({ port: 0 });
    try {
      // A Blob without a type: fetch sends no Content-Type, and a browser no preflight.
      const blob = await fetch(`${own.url}/__mock/faults`, { method: 'POST', body: new Blob(['{"operationId":"getTopic","status":503}']) });
      expect(blob.status).toBe(415);
      expect(await blob.json()).toMatchObject({ detail: 'a body without a Content-Type: send application/json' });
      const chunked = await fetch(`${own.url}/__mock/faults`, {
        method: 'POST',
        body: new Blob(['{"operationId":"getTopic","status":503}']).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(415);
      expect(await (await fetch(`${own.url}/__mock/faults`)).json()).toEqual([]);
      expect((await fetch(`${own.url}/__mock/reset`, { method: 'POST' })).status).toBe(204);
    } finally {
      await own.close();
    }
  });
});

describe('behind a proxy, where every client comes from loopback', () => {
  it('refuses a request forwarded for another machine, by X-Forwarded-For or Forwarded, without a control token', async () => {
    const mock = createStatefulMock();
    for (const headers of [
      { 'x-forwarded-for': '192.0.2.7' } as Record<string, string>,
      { 'x-forwarded-for': '127.0.0.1, 2001:db8::1' },
      { forwarded: 'for="[2001:db8::1]:4711";proto=http' },
      { forwarded: 'for=unknown' },
      { forwarded: 'proto=https;for=_hidden, for=127.0.0.1' },
    ]) {
      const answer = await viaHandler(mock, '127.0.0.1', '/__mock/state', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).not.toContain('test-key');
    }
    // Forwarded for this machine only: answered.
    for (const headers of [{ 'x-forwarded-for': '127.0.0.1, ::1' }, { forwarded: 'for=127.0.0.1, for="[::1]:5000"' }] as Record<string, string>[])
      expect((await viaHandler(mock, '127.0.0.1', '/__mock/state', headers)).status, JSON.stringify(headers)).toBe(200);
    // The token lets a forwarded client in, as it lets in a direct one.
    const opened = createStatefulMock({ controlToken: 'sesame-0123456789' });
    expect((await viaHandler(opened, '127.0.0.1', '/__mock/state', { 'x-forwarded-for': '192.0.2.7', authorization: 'Bearer sesame-0123456789' })).status).toBe(
      200,
    );
  });

  it('reads every address as written: ports, brackets and quotes off; unknown and hidden names kept', () => {
    expect(
      forwardedFor({
        'x-forwarded-for': ['192.0.2.1:8080, 2001:db8::1', ' [2001:db8::2]:443 ,'],
        forwarded: 'for=192.0.2.3;by=10.0.0.1, FOR="[2001:db8::4]", for=unknown;proto=https',
      }),
    ).toEqual(['192.0.2.1', '2001:db8::1', '2001:db8::2', '192.0.2.3', '2001:db8::4', 'unknown']);
    expect(forwardedFor({})).toEqual([]);
  });

  it("refuses a foreign client through the package's own proxy, which appends what it saw to X-Forwarded-For", async () => {
    const own = await createStatefulMock().listen({ port: 0, host: '127.0.0.1' });
    const proxy = await startValidatingProxy({ upstream: own.url, host: '127.0.0.1', port: 0, log: () => undefined });
    try {
      // The client here is on loopback; the address a front proxy forwarded for is another machine's.
      const forwarded = await fetch(`${proxy.url}/__mock/state`, { headers: { 'x-forwarded-for': '192.0.2.7' } });
      expect(forwarded.status).toBe(403);
      expect(await forwarded.text()).toContain('forwarded for another machine');
      expect((await fetch(`${proxy.url}/__mock/state`)).status).toBe(200);
    } finally {
      await proxy.close();
      await own.close();
    }
  });
});

describe("the own server's loopback handoff", () => {
  it('gives node:http the address of the client it hands over, and a direct local connection its own', async () => {
    const net = await import('node:net');
    const seen: (string | undefined)[] = [];
    let handoff: Awaited<ReturnType<typeof loopbackHandoff>> | undefined;
    const arrived: (() => void)[] = [];
    handoff = await loopbackHandoff(net as unknown as NodeNet, {}, (socket) => {
      seen.push(handoff!.peerOf(socket));
      arrived.shift()?.();
    });
    // A client connection, as the front holds it, from another machine.
    const front = createServer();
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const accepted = new Promise<Socket>((resolve) => front.once('connection', resolve));
    const client = connect((front.address() as { port: number }).port, '127.0.0.1');
    const held = await accepted;
    Object.defineProperty(held, 'remoteAddress', { value: '192.0.2.7' });
    try {
      await new Promise<void>((resolve) => {
        arrived.push(resolve);
        handoff!.handOff(held as never, Buffer.alloc(0));
      });
      const address = (handoff.listener as unknown as { address(): { port: number } }).address();
      const direct = connect(address.port, '127.0.0.1');
      await new Promise<void>((resolve) => arrived.push(resolve));
      direct.destroy();
      expect(seen).toEqual(['192.0.2.7', '127.0.0.1']);
    } finally {
      client.destroy();
      held.destroy();
      handoff.closeAll();
      handoff.close();
      await new Promise((resolve) => front.close(resolve));
    }
  });
});

describe('a control request its head refuses', () => {
  it('is answered at once, its body unread: a foreign page cannot make the mock read 64 MiB per connection', async () => {
    const own = await createStatefulMock().listen({ port: 0 });
    const { port } = new URL(own.url);
    try {
      for (const head of [
        `POST /__mock/reset HTTP/1.1\r\nHost: evil.example\r\nContent-Type: application/json\r\nContent-Length: 60000000\r\n\r\n`,
        `PUT /__mock/state HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://evil.example\r\nContent-Type: application/json\r\nContent-Length: 60000000\r\n\r\n`,
        `POST /__mock/reset HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n10000\r\n`,
      ]) {
        const started = Date.now();
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1');
          let text = '';
          const timer = setTimeout(() => {
            socket.destroy();
            reject(new Error(`no answer within 3 s to ${head.split('\r\n')[0]}`));
          }, 3000);
          socket.on('data', (chunk: Buffer) => {
            text += chunk.toString('latin1');
            if (text.includes('\r\n\r\n')) {
              clearTimeout(timer);
              socket.destroy();
              resolve(text);
            }
          });
          socket.on('error', reject);
          // The head and one byte of the body: the rest never comes.
          socket.write(`${head}x`);
        });
        expect(answer.split('\r\n')[0], head.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 (403|415) /);
        expect(Date.now() - started).toBeLessThan(2000);
      }
    } finally {
      await own.close();
    }
  });

  it('leaves PUT /__mock/state its own bound, and the other control writes the API bound', async () => {
    const mock = createStatefulMock({ maxBodyBytes: 1024 });
    const state = JSON.stringify({ ...(mock.snapshot() as object), padding: 'x'.repeat(4096) });
    expect(state.length).toBeGreaterThan(1024);
    const put = await mock.fetch('http://mock.test/__mock/state', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: state });
    expect(put.status).not.toBe(413);
    const fault = await mock.fetch('http://mock.test/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'getTopic', status: 503, padding: 'x'.repeat(4096) }),
    });
    expect(fault.status).toBe(413);
  });
});
