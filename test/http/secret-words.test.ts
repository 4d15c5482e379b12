// The name rule reads a name as words the way people write them (review 18 F4): camelCase humps
// (`accessKey`, `X-AppKey` once lower-cased), a space from `+` or `%20`, a NUL; the credentials and
// one-time secrets the review listed are masked, the words that merely hold `key`, `pass` or `pin`
// are not. A `;` parts query pairs for masking (F5); a raw '/' in a password does not keep it shown
// (F6 B); a header value's secret parameter and a Host's userinfo are masked, and the idempotency key
// reads as the proxy's hash (F6 C).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, isSecretHeader, isSecretName, maskHeaderSecrets, maskSecretQuery, maskUserinfo, sha256Hex } from '../../src/http/index.js';
import { hashSecret as proxyHash } from '../../src/proxy/index.js';

describe('the name rule, read as words', () => {
  it.each([
    // camelCase and glued …Key names, as a query parameter keeps them and as node:http folds a header's.
    'accessKey',
    'appKey',
    'masterKey',
    'subscriptionKey',
    'clientKey',
    'APIKey',
    'webhookKey',
    'XAppKey',
    'x-appkey',
    'x-accesskey',
    'x-clientkey',
    'x-masterkey',
    'X-AppKey',
    // A space (decoded from `+` or `%20`), a NUL.
    'api key',
    'key\u0000',
    'access token',
    // Credentials and one-time secrets.
    'otp',
    'x-otp',
    'totpCode',
    'pin',
    'x-pin',
    'hmac',
    'x-hmac-sha256',
    'bearer',
    'x-bearer',
    'x-pw',
    'ticket',
    'sid',
    'connect.sid',
    'phpsessid',
    'code',
    'x-client-cert',
    'x-forwarded-client-cert',
    // What was masked before stays masked.
    'apikey',
    'x-authkey',
    'x-privatekey',
    'token',
    'secret',
    'password',
    'x-db-pwd',
    'x-passphrase',
    'x-pass',
    'x-auth',
    'sig',
    'key',
    'x-api-keys',
    'x-functions-key',
    'client_secret',
    'x-amz-signature',
    'x-csrftoken',
    'x-sessionid',
  ])('%j is a secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each([
    'keyboard',
    'x-keyboard',
    'monkey',
    'x-monkey',
    'turkey',
    'hotkey',
    'keynote',
    'passenger',
    'x-passport-country',
    'pinned',
    'spinner',
    'codec',
    'country_code',
    'error_code',
    'x-code-version',
    'nonce',
    'x-author',
    'key_id',
    'ticket_id',
    'orderBy',
    'subscriberId',
    'includeCursor',
    'limit',
    'idempotency-key',
    'access-control-allow-credentials',
  ])('%j is no secret', (name) => {
    expect(isSecretName(name)).toBe(false);
  });

  it('reads a header’s name by the same rule', () => {
    for (const name of ['x-appkey', 'x-pw', 'x-otp', 'x-bearer', 'x-client-cert']) expect(isSecretHeader(name), name).toBe(true);
    for (const name of ['x-keyboard', 'x-pinned', 'content-type']) expect(isSecretHeader(name), name).toBe(false);
  });

  it('masks a query value whose name is camelCase, spaced by `+` or `%20`, or NUL-ended', () => {
    expect(maskSecretQuery('/v2/topics?accessKey=A1&api+key=A2&api%20key=A3&key%00=A4&keyboard=qwerty&limit=5')).toBe(
      '/v2/topics?accessKey=[redacted]&api+key=[redacted]&api%20key=[redacted]&key%00=[redacted]&keyboard=qwerty&limit=5',
    );
  });
});

describe('a `;` between query pairs', () => {
  it.each([
    ['/v2/topics?limit=abc;access_token=SEKR01', '/v2/topics?limit=abc;access_token=[redacted]'],
    ['/v2/topics?token=a;b=c&secret=d;limit=5#f;token=x', '/v2/topics?token=[redacted];b=c&secret=[redacted];limit=5#f;token=x'],
    ['/v2/topics?limit=5;orderBy=name', '/v2/topics?limit=5;orderBy=name'],
    ['/v2/topics?a;;token=t&&x', '/v2/topics?a;;token=[redacted]&&x'],
  ])('%s reads %s', (target, shown) => {
    expect(maskSecretQuery(target)).toBe(shown);
  });
});

describe('a password holding a raw `/` in an absolute-form target', () => {
  it.each([
    ['http://ci:SEKR02/x@h/v2/topics', 'http://[redacted]@h/v2/topics'],
    ['http://ci:SEKR02/x@h/v2/topics?limit=a@b#c@d', 'http://[redacted]@h/v2/topics?limit=a@b#c@d'],
    ['https://u:a/b/c@h:8443/p', 'https://[redacted]@h:8443/p'],
    ['ci:p/w@h:443', '[redacted]@h:443'],
    // A valid authority: an '@' in the path or query is no userinfo.
    ['http://h/users/@me', 'http://h/users/@me'],
    ['http://h:8080/v2/subscribers/a@b.example', 'http://h:8080/v2/subscribers/a@b.example'],
    ['http://[::1]:80/a@b', 'http://[::1]:80/a@b'],
    ['http://bücher.example/a@b', 'http://bücher.example/a@b'],
    // No '@' before the query: nothing is masked.
    ['http://ci:pa/x?q=a@b', 'http://ci:pa/x?q=a@b'],
  ])('%s reads %s', (target, shown) => {
    expect(maskUserinfo(target)).toBe(shown);
  });

  it('gives the masked text to be scrubbed', () => {
    const seen: string[] = [];
    maskUserinfo('http://ci:SEKR02/x@h/v2/topics', (raw) => seen.push(raw));
    expect(seen).toEqual(['ci:SEKR02/x', 'SEKR02/x']);
  });
});

describe('secrets inside a header’s value', () => {
  it.each([
    ['content-type', 'application/json; token=abc', 'application/json; token=[redacted]'],
    ['content-type', 'application/json;charset=utf-8; Access_Token="a;b\\"c"; x=1', 'application/json;charset=utf-8; Access_Token=[redacted]; x=1'],
    ['content-type', 'application/json; charset=utf-8', 'application/json; charset=utf-8'],
    ['accept', 'text/html;apiKey=k1, application/json;q=0.9', 'text/html;apiKey=[redacted], application/json;q=0.9'],
    ['user-agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:109.0)', 'Mozilla/5.0 (X11; Linux x86_64; rv:109.0)'],
    ['host', 'u:SEKR48host@h', '[redacted]@h'],
    ['host', 'h:8080', 'h:8080'],
    // Review 19 F3: the Host a client sent, passed on by a proxy in front.
    ['x-forwarded-host', 'u:p@h', '[redacted]@h'],
    ['forwarded', 'for=1.2.3.4;host="ci:pw@h";proto=http', 'for=1.2.3.4;host="[redacted]@h";proto=http'],
    ['forwarded', 'for=1.2.3.4;host=h:8080', 'for=1.2.3.4;host=h:8080'],
    // Review 19 F4: a URL or a query string in any header, masked as a request target is.
    ['referer', 'https://app.example/cb?access_token=SEKR01&state=s', 'https://app.example/cb?access_token=[redacted]&state=s'],
    ['x-original-url', '/v2/topics?api_key=SEKR02', '/v2/topics?api_key=[redacted]'],
    ['content-location', 'https://ci:SEKR03password@h.example/x', 'https://[redacted]@h.example/x'],
    [
      'link',
      '<https://h.example/x?token=SEKR04>; rel="next", <https://h.example/y?page=2>; rel="last"',
      '<https://h.example/x?token=[redacted]>; rel="next", <https://h.example/y?page=2>; rel="last"',
    ],
    ['x-debug', 'password=SEKR08', 'password=[redacted]'],
    ['accept-language', 'en, token=SEKR09', 'en, token=[redacted]'],
    ['x-callback', 'a=1&client_secret=SEKR10;sig=SEKR11', 'a=1&client_secret=[redacted];sig=[redacted]'],
    ['referer', 'https://app.example/cb?page=2', 'https://app.example/cb?page=2'],
    ['from', 'ci@example.com', 'ci@example.com'],
    ['cache-control', 'max-age=0, no-cache', 'max-age=0, no-cache'],
    ['x-signature', 'abc==', 'abc=='],
  ])('%s: %s reads %s', (name, value, shown) => {
    expect(maskHeaderSecrets(name, value)).toBe(shown);
  });

  it('gives each masked part to be scrubbed, once', () => {
    const seen: string[] = [];
    maskHeaderSecrets('content-type', 'text/plain; token=SEKR12', (raw) => seen.push(raw));
    maskHeaderSecrets('referer', 'https://ci:SEKR13@h/cb?access_token=SEKR14', (raw) => seen.push(raw));
    expect(seen).toEqual(['SEKR12', 'ci:SEKR13', 'SEKR13', 'SEKR14']);
  });
});

describe('the idempotency key’s hash', () => {
  it('is SHA-256, as node:crypto computes it, at every padding boundary and in UTF-8', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(63), 'a'.repeat(64), 'a'.repeat(119), 'a'.repeat(1000), 'ключ-🔑-SEKR03']) {
      expect(sha256Hex(new TextEncoder().encode(text)), `${text.length} units`).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('is the proxy’s, for the journal', () => {
    expect(hashSecret('SEKR03')).toBe(`sha256:${createHash('sha256').update('SEKR03').digest('hex').slice(0, 16)}`);
    expect(proxyHash).toBe(hashSecret);
  });
});
