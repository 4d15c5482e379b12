// The host a request names, as the proxy passes it on (review 9b F4, F5): one Host header, and for an
// absolute-form target its authority (RFC 9112 §3.2, §3.2.2). A front proxy, the validating proxy and
// the upstream must not each see another host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, json, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';
import { rawConnect, rawRequest, statusOf } from './raw.js';

let upstream: TestUpstream;
let proxy: TestProxy;
beforeAll(async () => {
  upstream = await startUpstream((_seen, res) => json(res, 200, topic('news')));
  proxy = await startProxy({ upstream: upstream.url });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('the Host of a request', () => {
  it('refuses a request with two Host headers (400), in either order, and forwards nothing', async () => {
    const before = upstream.seen.length;
    for (const second of ['other.example', 'proxy.test']) {
      const connection = await rawConnect(proxy.url);
      connection.write(rawRequest('GET', '/v2/topics/news', { ...AUTH, Host: second }));
      const answer = await connection.next();
      expect(statusOf(answer)).toBe(400);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 400, detail: expect.stringContaining('more than one Host header') });
      connection.destroy();
    }
    expect(upstream.seen.length).toBe(before);
    expect(proxy.records.at(-1)).toMatchObject({ issues: [expect.objectContaining({ location: 'header', keyword: 'host' })] });
  });

  it('tells the upstream the authority of an absolute-form target, not the Host beside it', async () => {
    const connection = await rawConnect(proxy.url);
    connection.write(rawRequest('GET', 'http://named.example:8443/v2/topics/news', AUTH));
    expect(statusOf(await connection.next())).toBe(200);
    connection.write(rawRequest('GET', 'http://user@other.example/v2/topics/news', AUTH));
    expect(statusOf(await connection.next())).toBe(200);
    connection.write(rawRequest('GET', '/v2/topics/news', AUTH));
    expect(statusOf(await connection.next())).toBe(200);
    connection.destroy();
    expect(upstream.seen.slice(-3).map((seen) => seen.headers['x-forwarded-host'])).toEqual(['named.example:8443', 'other.example', 'proxy.test']);
  });
});
