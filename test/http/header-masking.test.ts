// maskHeaderValue: the one rule by which the proxy's log and the mock's journal show a header, and the
// secrets it notes for the scrub of the rest of the record. decodeBase64Leniently reads a Basic
// credential without Buffer (the journal is built in browsers too): held here to Buffer's reading.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyFingerprint } from '../../src/diff/index.js';
import { Secrets } from '../../src/http/found-secrets.js';
import { decodeBase64Leniently, hashSecret, maskHeaderValue } from '../../src/http/index.js';

/** What a record quoting `text` would show of it, once the header's secrets are scrubbed. */
function shown(name: string, value: string, text: string, listed?: ReadonlySet<string>): { header: string; scrubbed: string } {
  const secrets = new Secrets();
  const header = maskHeaderValue(name, value, secrets, listed);
  return { header, scrubbed: secrets.scrub(text) };
}

describe('maskHeaderValue', () => {
  it('hashes the idempotency key and scrubs it elsewhere', () => {
    const { header, scrubbed } = shown('idempotency-key', 'idem-key-0001', 'conflict on idem-key-0001');
    expect(header).toBe(hashSecret('idem-key-0001'));
    expect(scrubbed).toBe('conflict on [redacted]');
  });

  it('keeps a known scheme, and scrubs the value, the credential, a quoted token and Basic’s decoded forms', () => {
    const basic = `Basic ${btoa('ci:pw-SEKR-basic')}`;
    const a = shown('authorization', basic, `as sent ${basic}; user ci:pw-SEKR-basic; password pw-SEKR-basic`);
    expect(a.header).toBe('Basic [redacted]');
    expect(a.scrubbed).toBe('as sent [redacted]; user [redacted]; password [redacted]');
    const quoted = shown('proxy-authorization', 'Token "tok-SEKR-quoted"', 'echo tok-SEKR-quoted');
    expect(quoted.header).toBe('Token [redacted]');
    expect(quoted.scrubbed).toBe('echo [redacted]');
    // An unknown first word may be the credential itself: nothing of it is kept.
    expect(shown('authorization', 'sk_live_SEKR ApiKey', '').header).toBe('[redacted]');
  });

  // Review 28a: `Authorization: Apikey` (the key left out) was scrubbed as a secret, and the message that
  // says what to send read `must start with "[redacted] " followed by the key`.
  it('takes a scheme named alone for no secret, and still a bare key without a scheme', () => {
    const alone = shown('authorization', 'Apikey', 'authorization header must start with "ApiKey " followed by the key');
    expect(alone.header).toBe('[redacted]');
    expect(alone.scrubbed).toBe('authorization header must start with "ApiKey " followed by the key');
    expect(shown('authorization', ' Bearer ', 'Bearer token').scrubbed).toBe('Bearer token');
    const bare = shown('authorization', 'sk_live_SEKR_bare', 'echo sk_live_SEKR_bare');
    expect(bare.scrubbed).toBe('echo [redacted]');
  });

  it('scrubs a listed header’s value whatever its length, a guessed one’s only from 8 characters', () => {
    expect(shown('x-api-key', 'k-SEKR', 'said k-SEKR')).toEqual({ header: '[redacted]', scrubbed: 'said [redacted]' });
    expect(shown('x-pin', '1234', 'count 1234')).toEqual({ header: '[redacted]', scrubbed: 'count 1234' });
    expect(shown('x-custom-token', 'tok-SEKR-guessed', 'said tok-SEKR-guessed')).toEqual({ header: '[redacted]', scrubbed: 'said [redacted]' });
  });

  it('scrubs each cookie’s value of 8 characters or more elsewhere, not only the whole header (review 21 F9)', () => {
    expect(shown('cookie', 'lang=en; sid=CookieVal9876543; theme="darkmode-x1"', 'sid CookieVal9876543, theme darkmode-x1, lang en')).toEqual({
      header: '[redacted]',
      scrubbed: 'sid [redacted], theme [redacted], lang en',
    });
    expect(shown('set-cookie', 'sid=SetCookie123456; Path=/; HttpOnly', 'got SetCookie123456 for Path=/')).toEqual({
      header: '[redacted]',
      scrubbed: 'got [redacted] for Path=/',
    });
  });

  it('takes the proxy’s extra names as listed', () => {
    expect(shown('x-tenant', 't-SEKR', 'said t-SEKR')).toEqual({ header: 't-SEKR', scrubbed: 'said t-SEKR' });
    expect(shown('x-tenant', 't-SEKR', 'said t-SEKR', new Set(['x-tenant']))).toEqual({ header: '[redacted]', scrubbed: 'said [redacted]' });
  });

  it('masks what a header that is no secret carries, and shows the rest', () => {
    const referer = shown('referer', 'https://app.example/cb?access_token=SEKR-referer-tok&state=s1', 'SEKR-referer-tok');
    expect(referer).toEqual({ header: 'https://app.example/cb?access_token=[redacted]&state=s1', scrubbed: '[redacted]' });
    expect(shown('accept', 'application/json', 'application/json')).toEqual({ header: 'application/json', scrubbed: 'application/json' });
  });
});

describe('decodeBase64Leniently', () => {
  // Both alphabets, padding, blanks and stray characters, and bytes that are no UTF-8.
  const messy = fc.string({ maxLength: 24, unit: fc.constantFrom(...'AQgw+/-_=  .:%é9zZ'.split('')) });

  it('reads any text as Buffer.from(text, "base64") does', () => {
    fc.assert(
      fc.property(messy, (text) => {
        expect(decodeBase64Leniently(text)).toBe(Buffer.from(text, 'base64').toString('utf8'));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads what btoa and Buffer write back to the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const encoded = Buffer.from(text, 'utf8');
        expect(decodeBase64Leniently(encoded.toString('base64'))).toBe(encoded.toString('utf8'));
        expect(decodeBase64Leniently(encoded.toString('base64url'))).toBe(encoded.toString('utf8'));
      }),
    );
  });
});

describe('hashSecret, the one digest of a secret (the proxy, the journal, diff --traffic’s key fingerprints)', () => {
  it('is node:crypto’s SHA-256 of the UTF-8, 16 hex digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: 'binary' }), (value) => {
        const digest = `sha256:${createHash('sha256').update(value, 'utf8').digest('hex').slice(0, 16)}`;
        expect(hashSecret(value)).toBe(digest);
        expect(keyFingerprint(value)).toBe(digest);
      }),
    );
  });
});
