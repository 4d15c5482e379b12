// `mock --prism`, started by the real CLI (test/global-setup.ts): Prism's static examples behind the
// validating proxy in enforce mode, called through the real client and over raw sockets.
import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { createNotificationClient } from '../../src/client.js';
import { expectedCalls } from '../client/calls.js';
import { operationEntry } from '../helpers/operations.js';

const prismUrl = inject('prismUrl');
const docsUrl = inject('docsUrl');

/** One raw HTTP/1.1 exchange, so that a malformed body goes out exactly as written; resolves with the time to the answer. */
function rawExchange(url: string, request: string, timeoutMs = 5_000): Promise<{ status: number; headers: string; body: string; ms: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms; got so far: ${JSON.stringify(received)}`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      received += chunk.toString();
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const headers = received.slice(0, end);
      const length = Number(/content-length:\s*(\d+)/i.exec(headers)?.[1] ?? NaN);
      const body = received.slice(end + 4);
      if (Number.isNaN(length) || Buffer.byteLength(body) >= length) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: Number(received.slice(9, 12)), headers, body, ms: performance.now() - started });
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

describe('mock --prism', () => {
  it.each(expectedCalls.map((c) => [c.operationId, c] as const))(
    'answers %s with its contract success status and a contract-valid body',
    async (operationId, expected) => {
      // validateResponses runs every answer through the precompiled validators, and throws otherwise.
      const client = createNotificationClient({ baseUrl: prismUrl, apiKey: 'test-key', validateResponses: true });
      const { response } = await expected.call(client);
      expect(response.status).toBe(Number(operationEntry(operationId).successStatus));
    },
  );

  it('answers malformed JSON at once, with a problem+json body', async () => {
    const body = '{"key": "news",';
    const answer = await rawExchange(
      prismUrl,
      `POST /v2/topics HTTP/1.1\r\nHost: mock\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.ms).toBeLessThan(1_000);
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(answer.body)).toMatchObject({
      status: 400,
      operationId: 'upsertTopic',
      issues: [expect.objectContaining({ location: 'body', keyword: 'json' })],
    });
  });

  it('answers a wrong authorization scheme with 401 and a body', async () => {
    const response = await fetch(`${prismUrl}/v2/topics/news`, { headers: { authorization: 'Bearer k' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 401, issues: [expect.objectContaining({ location: 'auth' })] });
  });

  it('answers an invalid body with a problem+json naming the issue', async () => {
    const client = createNotificationClient({ baseUrl: prismUrl, apiKey: 'test-key' });
    const { response, error } = await client.POST('/v2/topics', { body: { key: 'has space' } });
    expect(response.status).toBe(400);
    // The body is there, so an `if (error)` check takes the error path.
    expect(error).toMatchObject({ status: 400, operationId: 'upsertTopic', issues: [expect.objectContaining({ location: 'body', pointer: '/key' })] });
  });

  it('answers a body over the limit with 413 at once', async () => {
    const body = `{"key":"news","name":"${'x'.repeat(1024 * 1024)}"}`;
    const response = await fetch(`${prismUrl}/v2/topics`, {
      method: 'POST',
      headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('rejects 101 bulk events with 400, and takes 100', async () => {
    const client = createNotificationClient({ baseUrl: prismUrl, apiKey: 'test-key' });
    const events = (n: number) => Array.from({ length: n }, (_, i) => ({ name: 'welcome', to: `user-${i}` }));
    const tooMany = await client.POST('/v1/events/trigger/bulk', { body: { events: events(101) } });
    expect(tooMany.response.status).toBe(400);
    const enough = await client.POST('/v1/events/trigger/bulk', { body: { events: events(100) } });
    expect(enough.response.status).toBe(201);
  });
});

describe('the docs beside the mock', () => {
  it('serve the page and the bundle', async () => {
    const page = await fetch(docsUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Notification Delivery Service API</title>');
    const bundle = (await (await fetch(`${docsUrl}/openapi.json`)).json()) as { info: { title: string } };
    expect(bundle.info.title).toBe('Notification Delivery Service API');
  });
});
