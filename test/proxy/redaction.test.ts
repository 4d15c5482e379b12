// Secrets sent through the proxy never reach its log: the test sends them, then greps the file.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret, type ViolationRecord } from '../../src/proxy/index.js';
import { call, integration, json, startProxy, startUpstream, type TestProxy, type TestUpstream } from './helpers.js';

const secrets = {
  apiKey: 'auth-secret-7c1f9e',
  idempotencyKey: 'idem-secret-2b8d41',
  createApiKey: 'cred-secret-a1b2c3',
  createPassword: 'cred-secret-p4ss',
  updateToken: 'upd-secret-99zz',
  responseApiKey: 'resp-secret-e5e5e5',
  responseSecretKey: 'resp-secret-f6f6f6',
};

const dir = mkdtempSync(join(tmpdir(), 'nac-proxy-redaction-'));
const logFile = join(dir, 'violations.jsonl');
let upstream: TestUpstream;
let proxy: TestProxy;

beforeAll(async () => {
  upstream = await startUpstream((seen, res) => {
    // Integrations with their credentials, and a missing required field so that the answer is logged.
    const { deleted: _, ...broken } = integration({ credentials: { apiKey: secrets.responseApiKey, secretKey: secrets.responseSecretKey } });
    if (seen.url === '/v1/integrations/active') return json(res, 200, [broken]);
    json(res, seen.method === 'POST' ? 201 : 200, broken);
  });
  proxy = await startProxy({ upstream: upstream.url, mode: 'report', log: logFile });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

const headers = { authorization: `ApiKey ${secrets.apiKey}`, 'idempotency-key': secrets.idempotencyKey, 'content-type': 'application/json' };

describe('the violation log', () => {
  it('holds none of the secrets of the exchanges it records', async () => {
    // Each request breaks the contract too, so that its body is logged.
    const created = await call(proxy.url, {
      method: 'POST',
      path: '/v1/integrations',
      headers: { ...headers, 'x-correlation-id': 'redact-create' },
      body: JSON.stringify({ providerId: 'sendgrid', channel: 'pigeon', credentials: { apiKey: secrets.createApiKey, password: secrets.createPassword } }),
    });
    const updated = await call(proxy.url, {
      method: 'PUT',
      path: '/v1/integrations/int-1',
      headers: { ...headers, 'x-correlation-id': 'redact-update' },
      body: JSON.stringify({ active: 'yes', credentials: { token: secrets.updateToken, nested: { deeper: [secrets.updateToken] } } }),
    });
    const listed = await call(proxy.url, {
      path: '/v1/integrations/active',
      headers: { authorization: headers.authorization, 'x-correlation-id': 'redact-list' },
    });
    // Report mode: the client still gets everything, secrets included; only the log is masked.
    expect(created.status).toBe(201);
    expect(updated.status).toBe(200);
    expect(listed.text).toContain(secrets.responseApiKey);
    expect(upstream.seen[0]!.body.toString()).toContain(secrets.createApiKey);
    await proxy.close();

    const text = readFileSync(logFile, 'utf8');
    for (const [name, secret] of Object.entries(secrets)) expect(text.includes(secret), `${name} leaked into the log`).toBe(false);

    const records = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ViolationRecord);
    expect(records.map((r) => [r.correlationId, r.direction])).toEqual([
      ['redact-create', 'both'],
      ['redact-update', 'both'],
      ['redact-list', 'response'],
    ]);
    const [create, update, list] = records as [ViolationRecord, ViolationRecord, ViolationRecord];
    // Masked where they stood, with enough left to read the log: the scheme, the key names, a hash.
    expect(create.request.headers.authorization).toBe('ApiKey [redacted]');
    expect(create.request.headers['idempotency-key']).toBe(hashSecret(secrets.idempotencyKey));
    expect(hashSecret(secrets.idempotencyKey)).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(create.request.body).toEqual({ providerId: 'sendgrid', channel: 'pigeon', credentials: { apiKey: '[redacted]', password: '[redacted]' } });
    expect(create.response!.body).toMatchObject({ providerId: 'sendgrid', credentials: { apiKey: '[redacted]', secretKey: '[redacted]' } });
    expect(update.request.body).toEqual({ active: 'yes', credentials: { token: '[redacted]', nested: { deeper: ['[redacted]'] } } });
    expect(list.response!.body).toEqual([expect.objectContaining({ credentials: { apiKey: '[redacted]', secretKey: '[redacted]' } })]);
  });
});

describe('secrets in query strings, custom headers, any-case credentials and problem answers', () => {
  const dir2 = mkdtempSync(join(tmpdir(), 'nac-proxy-redaction2-'));
  const log2 = join(dir2, 'violations.jsonl');
  let proxy2: TestProxy;
  let enforcing: TestProxy;
  const more = {
    queryKey: 'qk-secret-31337',
    queryToken: 'tk/secret 4242',
    sessionHeader: 'sess-secret-8080',
    caseCredential: 'case-secret-c4c4',
    spaced: 'sp ace/secret-77',
  };

  beforeAll(async () => {
    proxy2 = await startProxy({ upstream: upstream.url, mode: 'report', log: log2, redactHeaders: ['x-session-token'] });
    enforcing = await startProxy({ upstream: upstream.url, mode: 'enforce' });
  });
  afterAll(async () => {
    await enforcing.close();
    rmSync(dir2, { recursive: true, force: true });
  });

  it('masks them in the log, percent-encoded forms included', async () => {
    await call(proxy2.url, {
      path: `/v2/topics?limit=1000&api_key=${more.queryKey}&Token=${encodeURIComponent(more.queryToken)}`,
      headers: { authorization: `ApiKey ${more.spaced}`, 'x-session-token': more.sessionHeader, 'x-correlation-id': 'query-secrets' },
    });
    await call(proxy2.url, {
      method: 'POST',
      path: `/v1/integrations?note=${encodeURIComponent(more.spaced)}`,
      headers: { authorization: `ApiKey ${more.spaced}`, 'content-type': 'application/json', 'x-correlation-id': 'case-credentials' },
      body: JSON.stringify({ providerId: 'sendgrid', channel: 'pigeon', Credentials: { apiKey: more.caseCredential } }),
    });
    await proxy2.close();
    const text = readFileSync(log2, 'utf8');
    for (const [name, secret] of Object.entries(more)) {
      expect(text.includes(secret), `${name} leaked into the log`).toBe(false);
      expect(text.includes(encodeURIComponent(secret)), `${name} leaked percent-encoded`).toBe(false);
    }
    const records = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ViolationRecord);
    const query = records.find((r) => r.correlationId === 'query-secrets')!;
    expect(query.path).toBe('/v2/topics?limit=1000&api_key=[redacted]&Token=[redacted]');
    expect(query.request.headers['x-session-token']).toBe('[redacted]');
    const credentials = records.find((r) => r.correlationId === 'case-credentials')!;
    expect(credentials.request.body).toMatchObject({ Credentials: { apiKey: '[redacted]' } });
    // The spaced key, quoted percent-encoded in the query, is scrubbed there too.
    expect(credentials.path).toBe('/v1/integrations?note=[redacted]');
  });

  it('scrubs them from a problem answer', async () => {
    // The key, percent-encoded, is also a segment of a path no operation has: the problem's instance quotes it.
    const response = await call(enforcing.url, {
      path: `/v2/nowhere/${encodeURIComponent(more.spaced)}?api_key=${more.queryKey}`,
      headers: { authorization: `ApiKey ${more.spaced}` },
    });
    // A path no operation has: 404, as the mock answers it.
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(encodeURIComponent(more.spaced));
    expect(response.text).not.toContain(more.queryKey);
    expect((response.json() as { instance: string }).instance).toBe('/v2/nowhere/[redacted]');
  });

  it('names no upstream address in a 502 detail: that stays in the log', async () => {
    const down = await startProxy({ upstream: 'http://127.0.0.1:9/private-base' });
    try {
      const response = await call(down.url, { path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } });
      expect(response.status).toBe(502);
      const { detail } = response.json() as { detail: string };
      expect(detail).toMatch(/ECONNREFUSED/);
      expect(detail).not.toMatch(/127\.0\.0\.1|:9\b|private-base/);
      expect(down.records.at(-1)!.error).toMatch(/127\.0\.0\.1:9/);
    } finally {
      await down.close();
    }
  });
});

describe('a secret header sent more than once', () => {
  it('has every value learnt and scrubbed, though Node keeps the first authorization and joins the others', async () => {
    // The upstream quotes the request lines it got, as a debug echo or an error page does.
    const echo = await startUpstream((_seen, res, req) => {
      const lines: string[] = [];
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      json(res, 400, { message: 'bad request', received: lines });
    });
    const echoed = await startProxy({ upstream: echo.url, mode: 'report', redactHeaders: ['x-tenant-secret'] });
    const values = ['FIRST-KEY-aaaa1111', 'SECOND-KEY-bbbb2222', 'XKEY-ONE-dddd4444', 'XKEY-TWO-eeee5555', 'TENANT-ONE-ffff6666', 'TENANT-TWO-gggg7777'];
    try {
      // limit=500 breaks the contract: the exchange is logged.
      const sent = await rawRequest(
        new URL(echoed.url).port,
        `GET /v2/topics?limit=500 HTTP/1.1\r\nHost: a\r\nAuthorization: ApiKey ${values[0]}\r\nAuthorization: ApiKey ${values[1]}\r\n` +
          `X-Api-Key: ${values[2]}\r\nX-Api-Key: ${values[3]}\r\nX-Tenant-Secret: ${values[4]}\r\nX-Tenant-Secret: ${values[5]}\r\nConnection: close\r\n\r\n`,
      );
      // Report mode: the client gets the upstream's answer, echo and all; only the log is masked.
      expect(sent).toContain(values[1]);
      const logged = JSON.stringify(echoed.records);
      expect(echoed.records.length).toBeGreaterThan(0);
      expect(values.filter((value) => logged.includes(value))).toEqual([]);
    } finally {
      await echoed.close();
      await echo.close();
    }
  });
});

/** One request as raw bytes (a header repeated as the client sent it); resolves with all it got back once the server closes. */
function rawRequest(port: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let got = '';
    socket.on('data', (chunk: Buffer) => (got += chunk.toString('latin1')));
    socket.on('close', () => resolve(got));
    socket.on('error', reject);
    socket.end(text);
  });
}
