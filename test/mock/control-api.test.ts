// The control API /__mock/* answers the machine it runs on only: the requests below carry the
// headers a web page the developer visits, or a DNS rebinding, would send (Host, Origin,
// Sec-Fetch-Site, a plain-text body), over a real socket to the CLI's mock. The API routes keep
// their CORS for browser apps.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';
import { startStatefulMock, type TestStatefulMock } from '../helpers/stateful-mock.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly the headers given (fetch would not let a test set Host). */
function send(url: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers, setHost: headers.host === undefined }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the control API of the CLI mock', () => {
  let mock: TestStatefulMock;
  let host: string;
  beforeAll(async () => {
    mock = await startStatefulMock();
    host = new URL(mock.url).host;
  });
  afterAll(() => mock.stop());

  it('refuses a Host that is not this machine (DNS rebinding): 403, and the state does not leak', async () => {
    const port = new URL(mock.url).port;
    for (const rebound of [`attacker.example:${port}`, `attacker.example`, `localhost.attacker.example:${port}`]) {
      const answer = await send(mock.url, 'GET', '/__mock/state', { host: rebound });
      expect(answer.status, rebound).toBe(403);
      expect(answer.body).not.toContain('test-key');
      expect(JSON.parse(answer.body)).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/control-forbidden' });
    }
  });

  it('answers the bound address, localhost and IP addresses', async () => {
    const port = new URL(mock.url).port;
    for (const allowed of [host, `localhost:${port}`, `app.localhost:${port}`, `[::1]:${port}`]) {
      const answer = await send(mock.url, 'GET', '/__mock/state', { host: allowed });
      expect(answer.status, allowed).toBe(200);
    }
  });

  it('refuses a cross-origin Origin, and sends no CORS header a page could use', async () => {
    for (const origin of ['http://evil.example', 'null', `http://localhost:1`, 'not a url']) {
      const answer = await send(mock.url, 'GET', '/__mock/state', { host, origin });
      expect(answer.status, origin).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toContain('test-key');
    }
    const sameOrigin = await send(mock.url, 'GET', '/__mock/state', { host, origin: mock.url });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a cross-site no-cors request (Sec-Fetch-Site), which carries no Origin', async () => {
    const answer = await send(mock.url, 'GET', '/__mock/requests', { host, 'sec-fetch-site': 'cross-site' });
    expect(answer.status).toBe(403);
  });

  it('refuses a write whose Content-Type is not JSON (a plain-text POST needs no preflight): 415, nothing changes', async () => {
    const fault = JSON.stringify({ operationId: 'getTopic', status: 500 });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await send(mock.url, 'POST', '/__mock/faults', { host, 'content-type': type }, fault);
      expect(answer.status, type).toBe(415);
    }
    expect((await send(mock.url, 'POST', '/__mock/reset', { host, 'content-type': 'text/plain' }, '')).status).toBe(415);
    expect(JSON.parse((await send(mock.url, 'GET', '/__mock/faults', { host })).body)).toEqual([]);
    const json = await send(mock.url, 'DELETE', '/__mock/faults', { host, 'content-type': 'application/json' });
    expect(json.status).toBe(204);
  });

  it('keeps CORS on the API routes for browser apps', async () => {
    const answer = await send(mock.url, 'GET', '/v2/topics/product-updates', { host, origin: 'http://app.example', authorization: 'ApiKey test-key' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const preflight = await send(mock.url, 'OPTIONS', '/v2/topics', {
      host,
      origin: 'http://app.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('--control-token', () => {
  const token = 'control-secret-6f1c2a';
  let mock: TestStatefulMock;
  beforeAll(async () => {
    mock = await startStatefulMock(['--control-token', token]);
  });
  afterAll(() => mock.stop());

  it('needs `Authorization: Bearer <token>` on /__mock/, and never prints the token', async () => {
    const host = new URL(mock.url).host;
    const without = await send(mock.url, 'GET', '/__mock/state', { host });
    expect(without.status).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect((await send(mock.url, 'GET', '/__mock/state', { host, authorization: 'Bearer wrong-token-123' })).status).toBe(401);
    expect((await send(mock.url, 'GET', '/__mock/state', { host, authorization: `Bearer ${token}` })).status).toBe(200);
    // The API routes take their own key, not the token.
    expect((await send(mock.url, 'GET', '/v2/topics/product-updates', { host, authorization: 'ApiKey test-key' })).status).toBe(200);
    expect(mock.process.output()).not.toContain(token);
  });
});

describe('in-process', () => {
  it('a fetch without Host (no network) reaches the control API; the token applies there too', async () => {
    const mock = createStatefulMock({ controlToken: 'in-process-token' });
    expect((await mock.fetch('http://m/__mock/state')).status).toBe(401);
    expect((await mock.fetch('http://m/__mock/state', { headers: { authorization: 'Bearer in-process-token' } })).status).toBe(200);
    expect(() => createStatefulMock({ controlToken: 'short' })).toThrow(/controlToken/);
  });
});
