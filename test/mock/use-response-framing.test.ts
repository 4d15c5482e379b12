// A mock.use() handler that passes on a web Response (an upstream's, from fetch) through listen():
// the answer on the wire must be one HTTP/1.1 message. The Response's hop-by-hop and framing
// headers (Transfer-Encoding, Content-Length, Connection and the names it lists, Keep-Alive) and the
// coding fetch already undid (Content-Encoding) are dropped, as an intermediary drops them (RFC 9110
// §7.6.1); the shell writes its own Content-Length and Date. Before, node:http sent both framings, or
// two Content-Lengths, or `content-encoding: gzip` over plain text.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';

const TOPIC = JSON.stringify({ _id: '0123456789abcdef01234567', key: 'product-updates', name: 'From upstream' });

/** The raw answer to one GET of the topic, read until the server closes the connection (Connection: close). */
function rawAnswer(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let text = '';
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of the answer within 5 s: ${text}`));
    }, 5000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve(text);
    });
    socket.write('GET /v2/topics/product-updates HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey test-key\r\nConnection: close\r\n\r\n');
  });
}

/** The head's field names (lower-case), each as often as it came, and the body. */
function parsed(raw: string): { status: string; names: string[]; fields: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const [status = '', ...lines] = raw.slice(0, end).split('\r\n');
  const names = lines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
  const fields = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status, names, fields, body: raw.slice(end + 4) };
}

const countOf = (names: string[], name: string) => names.filter((each) => each === name).length;

describe('a Response of a mock.use() handler, through listen()', () => {
  const mock = createStatefulMock();
  let server: RunningStatefulMock;
  let port: number;
  let upstream: Server;
  let upstreamUrl: string;
  let answer: (res: ServerResponse) => void = () => undefined;

  beforeAll(async () => {
    server = await mock.listen({ port: 0 });
    port = Number(new URL(server.url).port);
    upstream = createServer((_req: IncomingMessage, res: ServerResponse) => answer(res));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/`;
    mock.use('getTopic', () => fetch(upstreamUrl));
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  const expectOneMessage = (raw: string) => {
    const { status, names, fields, body } = parsed(raw);
    expect(status).toBe('HTTP/1.1 200 OK');
    expect(countOf(names, 'content-length')).toBe(1);
    expect(fields['content-length']).toBe(String(Buffer.byteLength(TOPIC)));
    for (const name of ['transfer-encoding', 'content-encoding', 'x-hop']) expect(names, name).not.toContain(name);
    // The shell's own keep-alive hint only, once.
    expect(countOf(names, 'keep-alive')).toBe(1);
    expect(fields['keep-alive']).toBe('timeout=65');
    expect(countOf(names, 'date')).toBe(1);
    expect(countOf(names, 'connection')).toBe(1);
    expect(body).toBe(TOPIC);
  };

  it('sends an upstream answer that came chunked with one Content-Length and no Transfer-Encoding', async () => {
    answer = (res) => {
      // node:http frames this chunked; `x-hop` is named in Connection, so it is hop-by-hop too.
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive, x-hop', 'x-hop': 'upstream only' });
      res.end(TOPIC);
    };
    expectOneMessage(await rawAnswer(port));
    const viaFetch = await fetch(`${server.url}/v2/topics/product-updates`, {
      headers: { authorization: 'ApiKey test-key' },
      signal: AbortSignal.timeout(5000),
    });
    expect(await viaFetch.text()).toBe(TOPIC);
  });

  it('sends an upstream answer that came gzip as the text fetch decoded, without its Content-Encoding or length', async () => {
    answer = (res) => {
      const gzipped = gzipSync(TOPIC);
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': gzipped.length });
      res.end(gzipped);
    };
    expectOneMessage(await rawAnswer(port));
    const viaFetch = await fetch(`${server.url}/v2/topics/product-updates`, {
      headers: { authorization: 'ApiKey test-key' },
      signal: AbortSignal.timeout(5000),
    });
    expect(await viaFetch.json()).toMatchObject({ name: 'From upstream' });
  });

  it('drops the framing a handwritten Response claims, and keeps its end-to-end headers', async () => {
    mock.use(
      'getTopic',
      () =>
        new Response(TOPIC, {
          headers: { 'content-type': 'application/json', 'content-length': '5', 'transfer-encoding': 'chunked', 'keep-alive': 'timeout=1', 'x-kept': 'yes' },
        }),
    );
    const raw = await rawAnswer(port);
    expectOneMessage(raw);
    expect(parsed(raw).fields['x-kept']).toBe('yes');
    mock.use('getTopic', () => fetch(upstreamUrl));
  });
});
