// The pieces the proxy's options and log are made of.
import { describe, expect, it } from 'vitest';
import { parseDuration, parseSize, parseUpstream } from '../../src/proxy/index.js';
import { redactBody, redactHeaders, scrub, Secrets } from '../../src/proxy/redact.js';

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
    const headers = redactHeaders({ authorization: 'ApiKey abc123', cookie: 'sid=1', 'idempotency-key': 'k-1', accept: 'application/json' }, secrets);
    expect(headers).toEqual({ authorization: 'ApiKey [redacted]', cookie: '[redacted]', 'idempotency-key': expect.stringMatching(/^sha256:[0-9a-f]{16}$/), accept: 'application/json' });
  });

  it('masks every value under a credentials property, however deep, and keeps the rest', () => {
    const secrets = new Secrets();
    const body = { name: 'x', credentials: { apiKey: 'k1', port: 25, secure: true, list: ['a', { b: 'c' }], none: null }, conditions: [{ credentials: 'flat-secret' }] };
    expect(redactBody(body, secrets)).toEqual({
      name: 'x',
      credentials: { apiKey: '[redacted]', port: '[redacted]', secure: '[redacted]', list: ['[redacted]', { b: '[redacted]' }], none: null },
      conditions: [{ credentials: '[redacted]' }],
    });
  });

  it('scrubs the secrets it met from every other string, keys included', () => {
    const secrets = new Secrets();
    redactHeaders({ authorization: 'ApiKey sekrit-key' }, secrets);
    const scrubbed = scrub({ message: 'saw sekrit-key twice: sekrit-key', nested: [{ 'sekrit-key': 1 }], n: 5 }, secrets);
    expect(scrubbed).toEqual({ message: 'saw [redacted] twice: [redacted]', nested: [{ '[redacted]': 1 }], n: 5 });
  });
});
