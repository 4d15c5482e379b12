// Review 16 F1: a CONNECT got no answer at all from the mock's own server or the proxy (node:http
// closes a CONNECT when nothing listens for it). Neither is a tunnel: a CONNECT names no resource of
// the API, whatever its target, and is refused as a target that is no path is (a 400, issue target).
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CONNECT_MESSAGE } from '../../src/http/index.js';
import { LINGER_MS } from '../../src/http/staged-close.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { startValidatingProxy } from '../../src/proxy/index.js';
import { exchangeRaw, parseAnswers } from './raw-socket.js';
import { useWireServers } from './wire-servers.js';

const { parts } = useWireServers();

const AUTH = 'Authorization: ApiKey test-key\r\n';

describe('a CONNECT', () => {
  it.each([
    ['authority-form', `CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n`],
    ['a path', `CONNECT /v2/topics HTTP/1.1\r\nHost: 127.0.0.1\r\n${AUTH}\r\n`],
    ['tunnel bytes after it', `CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n\u0016\u0003\u0001 a TLS hello`],
  ])('with %s gets one framed 400 (issue target) from the mock and the proxy, then the close', async (_name, head) => {
    for (const [part, source, url] of parts()) {
      const { bytes, timedOut } = await exchangeRaw(url, [head]);
      expect(timedOut, part).toBe(false);
      const answers = parseAnswers(bytes);
      expect(
        answers.map((answer) => answer.status),
        part,
      ).toEqual([400]);
      const [answer] = answers;
      expect(answer!.headers.connection, part).toBe('close');
      expect(answer!.headers['content-type'], part).toMatch(/^application\/problem\+json/);
      expect(Buffer.byteLength(answer!.body), part).toBe(Number(answer!.headers['content-length']));
      const problem = JSON.parse(answer!.body) as Record<string, unknown>;
      expect(problem.issues, part).toEqual([{ location: 'path', pointer: '', keyword: 'target', message: CONNECT_MESSAGE, severity: 'error' }]);
      expect(problem, part).toMatchObject({ status: 400, correlationId: expect.any(String), type: expect.stringContaining(`:${source}/`) });
    }
  });

  it('pipelined behind a request, is answered after it, in order', async () => {
    for (const [part, , url] of parts()) {
      const get = `GET /v2/topics HTTP/1.1\r\nHost: 127.0.0.1\r\n${AUTH}\r\n`;
      const { bytes } = await exchangeRaw(url, [get, get, `CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n`]);
      expect(
        parseAnswers(bytes).map((answer) => answer.status),
        part,
      ).toEqual([200, 200, 400]);
    }
  });

  it('leaves every part serving', async () => {
    for (const [, , url] of parts()) {
      await exchangeRaw(url, [`CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n`]);
      const answer = await fetch(`${url}/v2/topics`, { headers: { authorization: 'ApiKey test-key' } });
      expect(answer.status, url).toBe(200);
    }
  });

  it('lets go of a client that never reads the answer within LINGER_MS', async () => {
    const ownMock = await createStatefulMock().listen({ port: 0 });
    const ownProxy = await startValidatingProxy({ upstream: ownMock.url, port: 0, mode: 'enforce', admin: false });
    const clients = [ownMock.url, ownProxy.url].map((url) => {
      const client = connect(Number(new URL(url).port), '127.0.0.1');
      client.on('error', () => undefined);
      // Never read: the server's answer and its FIN stay unread, so the client never closes.
      client.pause();
      client.write(`CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n`);
      return client;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      // close() settles once every connection is gone: the CONNECT's too, which node:http let go of.
      const started = performance.now();
      await Promise.all([ownProxy.close(), ownMock.close()]);
      expect(performance.now() - started).toBeLessThan(LINGER_MS + 1500);
    } finally {
      for (const client of clients) client.destroy();
    }
  });
});
