// The pieces the proxy's options and log are made of.
import { describe, expect, it } from 'vitest';
import { DEFAULT_REDACTED_HEADERS, DEFAULT_REDACTED_QUERY } from '../../src/proxy/index.js';
import { parseUpstream } from '../../src/proxy/options.js';
import { Redactor, redactBody, Secrets, scrub } from '../../src/proxy/redact.js';
import { parseDuration, parseSize } from '../../src/proxy/units.js';

const redactor = new Redactor({ headers: [...DEFAULT_REDACTED_HEADERS, 'x-session'], query: DEFAULT_REDACTED_QUERY });

describe('parseSize', () => {
  it.each([
    ['1mb', 1024 ** 2],
    ['512kb', 512 * 1024],
    ['1.5m', 1.5 * 1024 ** 2],
    ['2048', 2048],
    ['10 KiB', 10 * 1024],
    ['1GB', 1024 ** 3],
    ['0', 0],
  ])('reads %j as %d bytes', (text, bytes) => expect(parseSize(text)).toBe(bytes));

  it.each(['1xb', '', 'mb', '-1mb', '1e3', '1 m b'])('refuses %j', (text) => expect(parseSize(text)).toBeUndefined());
});

describe('parseDuration', () => {
  it.each([
    ['500ms', 500],
    ['30s', 30_000],
    ['1.5s', 1500],
    ['2m', 120_000],
    ['1h', 3_600_000],
  ])('reads %j as %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['30', '5 parsecs', 's', '-1s', '1d'])('refuses %j', (text) => expect(parseDuration(text)).toBeUndefined());
});

describe('parseUpstream', () => {
  it('takes http and https URLs, path prefix included', () => {
    expect((parseUpstream('http://127.0.0.1:8080') as URL).href).toBe('http://127.0.0.1:8080/');
    expect((parseUpstream('https://api.example.com/base/') as URL).pathname).toBe('/base/');
  });

  it.each(['127.0.0.1:8080', 'ftp://h', 'http://h/?q=1', 'http://u:p@h/', 'nonsense'])('refuses %j with a reason', (text) => {
    expect(parseUpstream(text)).toEqual(expect.any(String));
  });
});

describe('redaction', () => {
  it('masks credential headers (keeping the scheme) and hashes the idempotency key', () => {
    const secrets = new Secrets();
    const headers = redactor.redactHeaders({ authorization: 'ApiKey abc123', cookie: 'sid=1', 'idempotency-key': 'k-1', accept: 'application/json' }, secrets);
    expect(headers).toEqual({
      authorization: 'ApiKey [redacted]',
      cookie: '[redacted]',
      'idempotency-key': expect.stringMatching(/^sha256:[0-9a-f]{16}$/),
      accept: 'application/json',
    });
  });

  it('masks the default secret headers and the ones added to them', () => {
    const secrets = new Secrets();
    const headers = redactor.redactHeaders(
      { 'x-api-key': 'xak-1', 'x-auth-token': 'xat-1', 'set-cookie': ['a=1', 'b=2'], 'x-session': 'sess-1', 'x-other': 'kept' },
      secrets,
    );
    expect(headers).toEqual({
      'x-api-key': '[redacted]',
      'x-auth-token': '[redacted]',
      'set-cookie': ['[redacted]', '[redacted]'],
      'x-session': '[redacted]',
      'x-other': 'kept',
    });
  });

  it('masks the values of secret query parameters, whatever their case, and nothing else', () => {
    const secrets = new Secrets();
    expect(redactor.redactTarget('/v2/topics?limit=5&API_KEY=qk-123456&Token=tok%2F789&sig&page=2', secrets)).toBe(
      '/v2/topics?limit=5&API_KEY=[redacted]&Token=[redacted]&sig&page=2',
    );
    expect(redactor.redactTarget('/v2/topics?limit=5', secrets)).toBe('/v2/topics?limit=5');
    // Both forms of the value are now secrets: the text a message might quote is scrubbed too.
    expect(secrets.scrub('got qk-123456 and tok/789 and tok%2F789 and tok%2f789')).toBe('got [redacted] and [redacted] and [redacted] and [redacted]');
  });

  it('scrubs the percent-encoded forms of a secret, %20 and + for a space', () => {
    const secrets = new Secrets();
    redactor.redactHeaders({ authorization: 'ApiKey a b/c?d' }, secrets);
    expect(secrets.scrub('/x?q=a%20b%2Fc%3Fd /y?q=a+b%2fc%3fd a b/c?d')).toBe('/x?q=[redacted] /y?q=[redacted] [redacted]');
  });

  it('masks every value under a credentials property, however deep, and keeps the rest', () => {
    const secrets = new Secrets();
    const body = {
      name: 'x',
      credentials: { apiKey: 'k1', port: 25, secure: true, list: ['a', { b: 'c' }], none: null },
      conditions: [{ Credentials: 'flat-secret' }, { CREDENTIALS: { k: 'v' } }],
    };
    expect(redactBody(body, secrets)).toEqual({
      name: 'x',
      credentials: { apiKey: '[redacted]', port: '[redacted]', secure: '[redacted]', list: ['[redacted]', { b: '[redacted]' }], none: null },
      conditions: [{ Credentials: '[redacted]' }, { CREDENTIALS: { k: '[redacted]' } }],
    });
    expect(secrets.scrub('flat-secret')).toBe('[redacted]');
  });

  it('scrubs the secrets it met from every other string, keys included', () => {
    const secrets = new Secrets();
    redactor.redactHeaders({ authorization: 'ApiKey sekrit-key' }, secrets);
    const scrubbed = scrub({ message: 'saw sekrit-key twice: sekrit-key', nested: [{ 'sekrit-key': 1 }], n: 5 }, secrets);
    expect(scrubbed).toEqual({ message: 'saw [redacted] twice: [redacted]', nested: [{ '[redacted]': 1 }], n: 5 });
  });
});
