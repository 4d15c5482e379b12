// Review 16 F2: with `Expect: 100-continue`, the mock's own server and the proxy sent 100 Continue
// (node:http's own) before a 413 they knew from the head alone, so a client uploaded the whole body
// first. RFC 9110 §10.1.1: a server may answer the final status instead. A request whose body is
// read still gets its 100, then its usual answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';
import { firstStatus, parseAnswers } from './raw-socket.js';
import { useWireServers } from './wire-servers.js';

const { servers, parts } = useWireServers();
let reporting: RunningValidatingProxy;

beforeAll(async () => {
  reporting = await startValidatingProxy({ upstream: servers.mock.url, port: 0, mode: 'report', admin: false });
});

afterAll(async () => {
  await reporting?.close();
});

const head = (type: string, length: number, extra = '') =>
  `POST /v2/topics HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey test-key\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n${extra}Expect: 100-continue\r\n\r\n`;

const OVER = 1024 * 1024 + 1;

describe('Expect: 100-continue', () => {
  it('is answered 413 at once, without a 100, for a JSON body declared over the limit', async () => {
    for (const [part, , url] of parts()) {
      const waiting = await firstStatus(url, head('application/json', OVER));
      expect(waiting.status, part).toBe(413);
      // The client sends no body: the server closes once the answer is out.
      const answers = parseAnswers(await waiting.rest);
      expect(
        answers.map((answer) => answer.status),
        part,
      ).toEqual([413]);
      expect(answers[0]!.headers.connection, part).toBe('close');
      expect(JSON.parse(answers[0]!.body), part).toMatchObject({ issues: [expect.objectContaining({ location: 'body', keyword: 'maxBodyBytes' })] });
    }
  });

  it('gets a 100, then the usual answer, for a body that is read', async () => {
    for (const [index, [part, , url]] of parts().entries()) {
      const body = JSON.stringify({ key: `expect-${index}`, name: 'Expect' });
      const waiting = await firstStatus(url, head('application/json', Buffer.byteLength(body), 'Connection: close\r\n'));
      expect(waiting.status, part).toBe(100);
      waiting.socket.write(body);
      const answers = parseAnswers(await waiting.rest);
      expect(
        answers.map((answer) => answer.status),
        part,
      ).toEqual([100, 200]);
      expect(JSON.parse(answers[1]!.body), part).toMatchObject({ key: `expect-${index}` });
    }
  });

  it('is answered 403 at once, without a 100, for a control request from another origin or host (review 14a F4)', async () => {
    for (const url of [servers.mock.url, servers.plain.url]) {
      for (const refused of [
        'PUT /__mock/state HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n',
        'POST /__mock/reset HTTP/1.1\r\nHost: evil.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n',
      ]) {
        const waiting = await firstStatus(url, refused);
        expect(waiting.status, refused).toBe(403);
        waiting.socket.destroy();
      }
    }
  });

  it('gets a 100 from a proxy in report mode, which passes an oversized body on unread', async () => {
    const waiting = await firstStatus(reporting.url, head('application/json', OVER));
    expect(waiting.status).toBe(100);
    waiting.socket.destroy();
  });
});
