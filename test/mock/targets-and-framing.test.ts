// HTTP rules of the mock's answers, over a real socket to its own server (front and node:http):
// an absolute-form target (RFC 9112 3.2.2) reaches the control API as it reaches the API; a 204 has
// no Content-Length (RFC 9110 8.6); only the control API's own names are endpoints; a fault can only
// answer a final status.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';

/** Sends `request` and reads until the head and `Content-Length` bytes of body are in, or the server closes. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(text);
    }, 2000);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
      if (length === null || text.length >= end + 4 + Number(length[1])) done();
    });
    socket.on('close', done);
    socket.on('error', reject);
    socket.write(request);
  });
}

let own: RunningStatefulMock;
let port: number;
beforeAll(async () => {
  own = await createStatefulMock().listen({ port: 0 });
  port = Number(new URL(own.url).port);
});
afterAll(() => own.close());

describe('an absolute-form request target', () => {
  it('reaches the control API, as the origin-form does', async () => {
    const origin = await exchange(port, `GET /__mock/settings HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    const absolute = await exchange(port, `GET http://127.0.0.1:${port}/__mock/settings HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    expect(origin.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(absolute.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(absolute.slice(absolute.indexOf('\r\n\r\n'))).toBe(origin.slice(origin.indexOf('\r\n\r\n')));
  });

  it('reaches the API as the origin-form does', async () => {
    const answer = await exchange(port, `GET http://127.0.0.1:${port}/v2/topics HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ApiKey test-key\r\n\r\n`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});

describe('a 204', () => {
  it('carries no Content-Length, from the front and from node:http', async () => {
    // The front answers a plain DELETE; a chunked one goes to node:http. Each deletes messages of the
    // demo state (a transaction with none is a 404).
    for (const request of [
      `DELETE /v1/messages/transaction/0b5f3d7e-1c51-4d8e-9a59-6a3b0a9e7c10 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey test-key\r\n\r\n`,
      `DELETE /v1/messages/transaction/0b5f3d7e-1c51-4d8e-9a59-6a3b0a9e7c11 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey test-key\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      `OPTIONS /v2/topics HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://app.example\r\nAccess-Control-Request-Method: POST\r\n\r\n`,
    ]) {
      const answer = await exchange(port, request);
      expect(answer.split('\r\n')[0], request.split('\r\n')[0]).toBe('HTTP/1.1 204 No Content');
      expect(answer.slice(0, answer.indexOf('\r\n\r\n'))).not.toMatch(/\r\ncontent-length:/i);
    }
  });
});

describe('the control endpoints', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('has no endpoint named after Object.prototype.%s: 404', async (name) => {
    const answer = await exchange(port, `GET /__mock/${name} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
  });

  it('refuses a fault that would answer a 1xx, which is no final answer', async () => {
    const mock = createStatefulMock();
    for (const status of [100, 101, 103, 199]) {
      const answer = await mock.fetch('http://mock.test/__mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationId: 'getTopic', status }),
      });
      expect(answer.status, String(status)).toBe(400);
      expect((await answer.json()).detail).toContain('from 200 to 599');
    }
    expect(() => mock.fault({ operationId: 'getTopic', status: 101 })).toThrow(/from 200 to 599/);
  });
});

// Review 12c F10: RFC 9110 gives a 204, a 205 and a 304 no content.
describe('a fault answering 204, 205 or 304', () => {
  it.each([204, 205, 304])('with a body is refused: 400 from the control API, a TypeError in-process (%i)', async (status) => {
    const mock = createStatefulMock();
    const answer = await mock.fetch('http://mock.test/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'getTopic', status, body: { a: 1 } }),
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).detail).toContain(`a ${status} answer has no content`);
    expect(() => mock.fault({ operationId: 'getTopic', status, body: { a: 1 } })).toThrow(TypeError);
    expect(mock.fault({ operationId: 'getTopic', status })).toHaveLength(1);
  });

  it('is sent without content: a 205 with Content-Length 0 at most, a 304 with none, from the front and from node:http', async () => {
    const get = `GET /v2/topics/product-updates HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey test-key\r\nConnection: close\r\n`;
    // The front answers the plain GET; the one with a (empty) chunked body goes to node:http.
    const requests = [`${get}\r\n`, `${get}Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n`];
    const mock = createStatefulMock();
    const server = await mock.listen({ port: 0 });
    const at = Number(new URL(server.url).port);
    for (const [status, line] of [
      [205, 'HTTP/1.1 205 Reset Content'],
      [304, 'HTTP/1.1 304 Not Modified'],
    ] as const) {
      for (const request of requests) {
        mock.fault({ operationId: 'getTopic', status });
        const answer = await exchange(at, request);
        const end = answer.indexOf('\r\n\r\n');
        const head = answer.slice(0, end);
        expect(head.split('\r\n')[0], request).toBe(line);
        expect(answer.slice(end + 4), request).toBe('');
        if (status === 205) expect(head, request).not.toMatch(/\r\ncontent-length: [1-9]/i);
        else expect(head, request).not.toMatch(/\r\ncontent-length:/i);
        expect(head, request).not.toMatch(/\r\ntransfer-encoding:/i);
      }
    }
    await server.close();
  });
});
