// RFC 9112 §6.1: a transfer coding the server does not implement is a 501. node:http undoes chunked
// alone, so a body sent `Transfer-Encoding: gzip, chunked` reached the mock still gzipped and got a
// 400 for a body that is not UTF-8, where the validating proxy answers 501 (src/http/transfer-coding.ts).
// The mock's own server (its node:net front hands such a request to node:http) and mock.handler in a
// server of the user's own now give the proxy's answer; nothing changes in the state.
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock, type StatefulMock } from '../../src/mock/index.js';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';

interface RawAnswer {
  readonly status: number;
  readonly head: string;
  readonly body: string;
}

/** Sends `bytes` and reads the answer: its head and Content-Length bytes of body, or up to the server's close. */
function exchange(url: string, bytes: Buffer): Promise<RawAnswer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = Buffer.alloc(0);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      resolve({ status: Number(text.slice(9, 12)), head: text.slice(0, end), body: text.slice(end + 4) });
    };
    const timer = setTimeout(done, 3000);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = /\r\ncontent-length: (\d+)/i.exec(received.subarray(0, end).toString('latin1'));
      if (length !== null && received.length >= end + 4 + Number(length[1])) done();
    });
    socket.on('close', done);
    socket.on('error', reject);
    socket.write(bytes);
  });
}

/** A request whose body is gzipped, then chunked, as `Transfer-Encoding: <coding>` says. */
function codedRequest(method: string, path: string, coding: string, json: string, extra = ''): Buffer {
  const body = gzipSync(json);
  return Buffer.concat([
    Buffer.from(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\n${extra}Transfer-Encoding: ${coding}\r\n\r\n${body.length.toString(16)}\r\n`,
    ),
    body,
    Buffer.from('\r\n0\r\n\r\n'),
  ]);
}

/** What must agree: the status, the problem's kind, title, detail and issues. */
function problemOf(answer: RawAnswer): unknown {
  const problem = JSON.parse(answer.body) as { type: string; title: string; status: number; detail: string; issues: unknown };
  return { status: answer.status, kind: problem.type.replace(/^.*\//, ''), title: problem.title, detail: problem.detail, issues: problem.issues };
}

let mock: StatefulMock;
let own: RunningStatefulMock;
let server: Server;
let handlerUrl: string;
let upstream: RunningStatefulMock;
let proxy: RunningValidatingProxy;

beforeAll(async () => {
  mock = createStatefulMock();
  own = await mock.listen({ port: 0 });
  server = createServer(mock.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  handlerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream = await createStatefulMock().listen({ port: 0 });
  proxy = await startValidatingProxy({ upstream: upstream.url, mode: 'enforce', admin: false });
});

afterAll(async () => {
  await proxy.close();
  await upstream.close();
  await own.close();
  await new Promise((resolve) => server.close(resolve));
});

const TOPIC = '{"key":"coded","name":"Coded"}';

describe('a request whose Transfer-Encoding names a coding other than chunked', () => {
  it.each(['gzip, chunked', 'deflate,chunked', 'x-custom, chunked'])('is answered 501 as the proxy answers it: %s', async (coding) => {
    const expected = problemOf(await exchange(proxy.url, codedRequest('POST', '/v2/topics', coding, TOPIC)));
    expect(expected).toMatchObject({ status: 501, kind: 'transfer-coding' });
    for (const url of [own.url, handlerUrl]) {
      const answer = await exchange(url, codedRequest('POST', '/v2/topics', coding, TOPIC));
      expect(answer.head, url).toMatch(/\r\ncontent-type: application\/problem\+json/i);
      expect(problemOf(answer), url).toEqual(expected);
    }
    expect(mock.snapshot().environments[0]?.topics?.some((topic) => topic.key === 'coded')).toBe(false);
    expect(mock.requests().at(-1)).toMatchObject({ status: 501, operationId: null, method: 'POST', path: '/v2/topics' });
  });

  it('is answered 501 by the control API too, which cannot read the body either', async () => {
    for (const url of [own.url, handlerUrl]) {
      const answer = await exchange(url, codedRequest('POST', '/__mock/faults', 'gzip, chunked', '{"operationId":"getTopic","status":500}'));
      expect(problemOf(answer), url).toMatchObject({ status: 501, kind: 'transfer-coding' });
    }
    expect(mock.fault(null)).toEqual([]);
  });

  it('while chunked alone is read as before', async () => {
    for (const [index, url] of [own.url, handlerUrl].entries()) {
      const body = `{"key":"plain-${index}","name":"Plain"}`;
      const request = `POST /v2/topics HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\nTransfer-Encoding: Chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
      expect((await exchange(url, Buffer.from(request))).status, url).toBe(200);
    }
    expect(mock.snapshot().environments[0]?.topics?.filter((topic) => topic.key.startsWith('plain-'))).toHaveLength(2);
  });
});
