// The journal is a ring of `limit` slots filled in place: what it lists must still be the last
// `limit` requests, oldest first, whether the ring is filling, full, wrapped many times or cleared.
import { describe, expect, it } from 'vitest';
import { SECRET_HEADERS, SECRET_QUERY_PARAMETERS } from '../../src/http/index.js';
import type { MockAnswer, MockRequest } from '../../src/mock/answers.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { Journal } from '../../src/mock/journal.js';
import { DEFAULT_REDACTED_HEADERS, DEFAULT_REDACTED_QUERY } from '../../src/proxy/index.js';
import { Redactor, redactBody, Secrets, scrub } from '../../src/proxy/redact.js';

const answer: MockAnswer = { status: 200, headers: {}, body: '{"ok":true}' };
const request = (i: number, body?: string | Uint8Array): MockRequest => ({
  method: 'GET',
  target: `/v2/topics/t${i}`,
  headers: { authorization: `ApiKey key-${i}` },
  body,
});
const paths = (journal: Journal) => journal.list().map((entry) => entry.path);
const note = { environmentId: null, operationId: 'getTopic' };

describe('the journal ring', () => {
  it('lists the requests oldest first while it fills, once full, and after wrapping many times', () => {
    const journal = new Journal(4);
    expect(journal.list()).toEqual([]);
    for (let i = 0; i < 3; i += 1) journal.record(i, request(i), answer, note);
    expect(paths(journal)).toEqual(['/v2/topics/t0', '/v2/topics/t1', '/v2/topics/t2']);
    journal.record(3, request(3), answer, note);
    expect(paths(journal)).toEqual(['/v2/topics/t0', '/v2/topics/t1', '/v2/topics/t2', '/v2/topics/t3']);
    for (let i = 4; i < 4 + 4 * 7 + 2; i += 1) journal.record(i, request(i), answer, note);
    expect(paths(journal)).toEqual(['/v2/topics/t30', '/v2/topics/t31', '/v2/topics/t32', '/v2/topics/t33']);
    expect(journal.list().map((entry) => entry.time)).toEqual([30, 31, 32, 33].map((ms) => new Date(ms).toISOString()));
  });

  it('starts over after clear, and each entry is its own request (no slot shows another one)', () => {
    const journal = new Journal(3);
    for (let i = 0; i < 5; i += 1) journal.record(i, request(i), answer, note);
    journal.clear();
    expect(journal.list()).toEqual([]);
    journal.record(10, request(10), { status: 201, headers: {}, body: undefined }, { environmentId: 'env-a', operationId: 'upsertTopic' });
    journal.record(11, request(11, '{"key":"k"}'), answer, note);
    expect(journal.list()).toEqual([
      {
        time: new Date(10).toISOString(),
        environmentId: 'env-a',
        operationId: 'upsertTopic',
        method: 'GET',
        path: '/v2/topics/t10',
        status: 201,
        headers: { authorization: 'ApiKey [redacted]' },
        requestBody: undefined,
        responseBody: undefined,
      },
      {
        time: new Date(11).toISOString(),
        environmentId: null,
        operationId: 'getTopic',
        method: 'GET',
        path: '/v2/topics/t11',
        status: 200,
        headers: { authorization: 'ApiKey [redacted]' },
        requestBody: { key: 'k' },
        responseBody: { ok: true },
      },
    ]);
  });

  it('keeps a note instead of bytes that are not UTF-8 or of a body over 64 KiB; a limit of 0 or 1', () => {
    const journal = new Journal(1);
    journal.record(1, request(1, new Uint8Array([0xff, 0xfe])), answer, note);
    expect(journal.list()[0]?.requestBody).toBe('[2 bytes, not UTF-8]');
    journal.record(2, request(2, 'x'.repeat(64 * 1024 + 1)), answer, note);
    expect(journal.list()).toHaveLength(1);
    expect(journal.list()[0]?.requestBody).toBe(`[${64 * 1024 + 1} characters, not kept]`);
    const none = new Journal(0);
    none.record(1, request(1), answer, note);
    expect(none.list()).toEqual([]);
  });
});

describe('the secret headers of a journaled request (review 12c F8)', () => {
  it('masks every header of the shared list, as the proxy masks them in its log; the others stay', async () => {
    const mock = createStatefulMock({ seed: 1 });
    await mock.fetch('http://mock.test/v2/topics', {
      headers: {
        authorization: 'ApiKey test-key',
        'proxy-authorization': 'Basic U0VDUkVU',
        cookie: 'session=SECRETCOOKIE',
        'x-api-key': 'SECRETX',
        'x-auth-token': 'SECRETAUTH',
        'api-key': 'SECRETAPI',
        'x-admin-token': 'SECRETADMIN',
        'x-correlation-id': 'kept-1',
      },
    });
    const [entry] = mock.requests();
    expect(entry?.headers).toMatchObject({
      authorization: 'ApiKey [redacted]',
      'proxy-authorization': 'Basic [redacted]',
      cookie: '[redacted]',
      'x-api-key': '[redacted]',
      'x-auth-token': '[redacted]',
      'api-key': '[redacted]',
      'x-admin-token': '[redacted]',
      'x-correlation-id': 'kept-1',
    });
    expect(JSON.stringify(entry)).not.toMatch(/SECRET|U0VDUkVU/);
  });

  it('masks secret query parameters in the path, by the proxy’s list and rule', async () => {
    const mock = createStatefulMock({ seed: 1 });
    await mock.fetch('http://mock.test/v2/topics?limit=5&api_key=SECRETQ1&Token=SECRETQ2&sig', { headers: { authorization: 'ApiKey test-key' } });
    expect(mock.requests()[0]?.path).toBe('/v2/topics?limit=5&api_key=[redacted]&Token=[redacted]&sig');
    expect(DEFAULT_REDACTED_QUERY).toBe(SECRET_QUERY_PARAMETERS);
  });

  it('is the proxy’s list: one rule, in src/http', () => {
    expect(DEFAULT_REDACTED_HEADERS).toBe(SECRET_HEADERS);
    const journal = new Journal(1);
    journal.record(
      1,
      { method: 'GET', target: '/', headers: Object.fromEntries(SECRET_HEADERS.map((name) => [name, `Scheme s3cr3t-${name}`])), body: undefined },
      answer,
      note,
    );
    expect(JSON.stringify(journal.list())).not.toContain('s3cr3t');
  });

  it('masks, as the proxy does, a header off the list whose name says it is a secret (review 14a F8, 16 F1)', () => {
    const secret = [
      'x-access-token',
      'X-CSRF-Token',
      'x-csrftoken',
      'x-accesstoken',
      'x-authtoken',
      'x-amz-security-token',
      'x-goog-api-key',
      'private-token',
      'x-session-id',
      'x-sessionid',
      'x-hub-signature-256',
      'x-client-secret',
      'x-user-password',
      'x_auth_key',
      'x-credentials',
      'x-authorization',
      'x-forwarded-authorization',
      'authentication',
      'x-functions-key',
      'ocp-apim-subscription-key',
      'x-rapidapi-key',
      'x-goog-iap-jwt-assertion',
      'x-jwt',
      'set-cookie2',
      'cookie2',
    ];
    const kept = [
      'www-authenticate',
      'x-author',
      'x-request-id',
      'accept',
      'x-passport-country',
      'x-keyboard',
      'access-control-allow-credentials',
      'access-control-allow-headers',
      'idempotency-key',
    ];
    const headers = Object.fromEntries([...secret, ...kept].map((name, i) => [name, `value-${i}-${name}`]));
    const journal = new Journal(1);
    journal.record(1, { method: 'GET', target: '/', headers, body: undefined }, answer, note);
    const journaled = journal.list()[0]!.headers;
    const logged = new Redactor({ headers: DEFAULT_REDACTED_HEADERS, query: DEFAULT_REDACTED_QUERY }).redactHeaders(headers, new Secrets());
    for (const name of secret) {
      expect(journaled[name], name).toBe('[redacted]');
      expect(logged[name.toLowerCase()], name).toBe('[redacted]');
    }
    for (const name of kept.filter((other) => other !== 'idempotency-key')) {
      expect(journaled[name], name).toBe(headers[name]);
      expect(logged[name], name).toBe(headers[name]);
    }
  });

  it('scrubs from the rest of a record only a guessed secret long enough to be a key (review 16 F2)', () => {
    const secrets = new Secrets();
    const redactor = new Redactor({ headers: DEFAULT_REDACTED_HEADERS, query: DEFAULT_REDACTED_QUERY });
    const logged = redactor.redactHeaders({ 'access-control-allow-credentials': 'true', 'x-session-count': '1234', 'x-csrftoken': 'csrf-0123456789' }, secrets);
    expect(logged).toEqual({ 'access-control-allow-credentials': 'true', 'x-session-count': '[redacted]', 'x-csrftoken': '[redacted]' });
    expect(secrets.scrub('{"_id":"true","count":1234,"echo":"csrf-0123456789"}')).toBe('{"_id":"true","count":1234,"echo":"[redacted]"}');
  });

  it('masks the values of every credentials property of a body, as the proxy masks them in its log (review 16 F3)', async () => {
    const mock = createStatefulMock({ seed: 1 });
    const credentials = { apiKey: 'SG.SECRETPROVIDERKEY', from: 'billing@example.com', nested: { Secret: 'SECRETNESTED' } };
    const answer = await mock.fetch('http://mock.test/v1/integrations', {
      method: 'POST',
      headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json' },
      body: JSON.stringify({ providerId: 'sendgrid', channel: 'email', name: 'Mail', credentials }),
    });
    expect(answer.status).toBeLessThan(300);
    const requestBody = mock.requests()[0]!.requestBody as { credentials: unknown; name: unknown };
    expect(requestBody.credentials).toEqual({
      apiKey: '[redacted]',
      from: '[redacted]',
      nested: { Secret: '[redacted]' },
    });
    expect(requestBody.name).toBe('Mail');
    expect(JSON.stringify(mock.requests())).not.toMatch(/SECRETPROVIDERKEY|SECRETNESTED|billing@example/);
  });

  it('keeps the scheme of an Authorization only when it is a known one (review 16 F3)', async () => {
    const mock = createStatefulMock({ seed: 1 });
    for (const authorization of ['sk_live_51HxSECRETKEY ApiKey', 'ApiKey=MYSECRET123; v=1', 'Bearer abc.def', 'apikey test-key']) {
      await mock.fetch('http://mock.test/v2/topics', { headers: { authorization } });
    }
    expect(mock.requests().map((entry) => entry.headers.authorization)).toEqual(['[redacted]', '[redacted]', 'Bearer [redacted]', 'apikey [redacted]']);
    const secrets = new Secrets();
    expect(new Redactor({ headers: DEFAULT_REDACTED_HEADERS, query: [] }).redactHeaders({ authorization: 'sk_live_51HxSECRETKEY ApiKey' }, secrets)).toEqual({
      authorization: '[redacted]',
    });
  });
});

describe('a secret of a header quoted in a journaled body (review 19 F5)', () => {
  const topicWith = (contentType: string) => ({
    method: 'POST',
    target: '/v2/topics',
    headers: { authorization: 'ApiKey test-key', 'content-type': contentType },
    body: '{}',
  });

  it('is scrubbed from the journaled answer that quotes the Content-Type, as the proxy scrubs its log', async () => {
    const mock = createStatefulMock({ seed: 1 });
    const sent = await mock.fetch('http://mock.test/v2/topics', {
      method: 'POST',
      headers: { authorization: 'ApiKey test-key', 'content-type': 'text/plain; token=SEKR01longtoken' },
      body: '{}',
    });
    // The answer names the media type alone, its parameters not shown (review 26c F9), so neither the
    // sender nor the journal's readers see the token; the journal masks the header itself.
    expect(await sent.text()).not.toContain('SEKR01longtoken');
    const [entry] = mock.requests();
    expect(entry!.headers['content-type']).toBe('text/plain; token=[redacted]');
    expect(JSON.stringify(entry!.responseBody)).toContain('got \\"text/plain\\" (its parameters not shown)');
    expect(JSON.stringify(mock.requests())).not.toContain('SEKR01');
  });

  it('is scrubbed only when long enough to be a key, masked by its name where it stands, and the same as the proxy records the same answer', () => {
    const problem = (contentType: string) =>
      JSON.stringify({ title: 'Unsupported Media Type', detail: `a body needs content-type application/json, got ${JSON.stringify(contentType)}` });
    const redactor = new Redactor({ headers: DEFAULT_REDACTED_HEADERS, query: DEFAULT_REDACTED_QUERY });
    for (const contentType of ['text/plain; token=SEKR02longtoken', 'text/plain; token=short', 'text/plain; charset=x; api_key="SEKR03quoted"']) {
      const journal = new Journal(1);
      const sent = topicWith(contentType);
      journal.record(1, sent, { status: 415, headers: {}, body: problem(contentType) }, { environmentId: null, operationId: 'upsertTopic' });
      const secrets = new Secrets();
      redactor.redactHeaders(sent.headers, secrets);
      const logged = scrub(redactBody(JSON.parse(problem(contentType)) as unknown, secrets), secrets);
      expect(journal.list()[0]!.responseBody, contentType).toEqual(logged);
      expect(JSON.stringify(logged), contentType).not.toContain('SEKR');
    }
    // A short value is not scrubbed wherever it stands, but as `token=…` in the text it is masked by its name, as in the header.
    const journal = new Journal(1);
    journal.record(1, topicWith('text/plain; token=short'), { status: 415, headers: {}, body: problem('text/plain; token=short') }, note);
    expect(JSON.stringify(journal.list()[0]!.responseBody)).toContain('token=[redacted]');
    journal.record(2, topicWith('text/plain; token=short'), { status: 415, headers: {}, body: JSON.stringify({ detail: 'short' }) }, note);
    expect(JSON.stringify(journal.list()[0]!.responseBody)).toContain('short');
  });
});
