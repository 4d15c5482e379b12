// One rule hides a secret in printed text, for verify's report and the proxy's log alike.
import { describe, expect, it } from 'vitest';
import { Secrets } from '../../src/proxy/redact.js';
import { REDACTED, SAFE_SECRET_LENGTH, secretForms, secretMatcher } from '../../src/text/secret-forms.js';
import { redactor } from '../../src/verify/redact.js';

const secret = 'sk_live/4f9c a+b"z';
const echoes = [
  secret,
  encodeURIComponent(secret),
  encodeURIComponent(secret).replace('%2F', '%2f'),
  encodeURIComponent(secret).replaceAll('%20', '+'),
  JSON.stringify(secret).slice(1, -1),
  JSON.stringify(secret).slice(1, -1).replaceAll('/', '\\/'),
  btoa(`ApiKey ${secret}`),
  btoa(`x${secret}`).replaceAll('+', '-').replaceAll('/', '_'),
  // Python's urllib.parse.quote keeps '/'.
  encodeURIComponent(secret).replaceAll('%2F', '/'),
];

describe('every encoded form of a secret', () => {
  it.each(echoes)('is hidden by verify and by the proxy alike: %s', (echo) => {
    const text = `the server said <${echo}> back`;
    const proxy = new Secrets();
    proxy.add(secret);
    const byVerify = redactor(secret)(text);
    expect(byVerify).toContain(REDACTED);
    expect(proxy.scrub(text)).toBe(byVerify);
  });
});

describe("the forms of other encoders than JavaScript's", () => {
  it("are hidden too: Python's quote() (with '/' kept) and Go's JSON (<, > and & as \\u003c)", () => {
    const key = 'AbCdEfGhIjKl+MnOp/QrStUvWxYz012345=';
    expect(redactor(key)('retry at /v1?api_key=AbCdEfGhIjKl%2BMnOp/QrStUvWxYz012345%3D')).toBe(`retry at /v1?api_key=${REDACTED}`);
    const token = 'tok<&>en-0123456789';
    expect(redactor(token)('{"error":"bad key tok\\u003c\\u0026\\u003een-0123456789"}')).toBe(`{"error":"bad key ${REDACTED}"}`);
  });
});

describe('a secret too short to hide safely', () => {
  it('is replaced only where it stands whole, in both', () => {
    const proxy = new Secrets();
    proxy.add('kink');
    const text = 'keep kinks, and kink alone';
    expect(redactor('kink')(text)).toBe(`keep kinks, and ${REDACTED} alone`);
    expect(proxy.scrub(text)).toBe(`keep kinks, and ${REDACTED} alone`);
  });

  it('has no pattern when there is nothing to hide', () => {
    expect(secretMatcher([])).toBeNull();
    expect(secretMatcher([''])).toBeNull();
  });
});

describe('a secret cut short by an excerpt', () => {
  // No run of SAFE_SECRET_LENGTH characters of any of its forms may be left: what an excerpt keeps of
  // a form is its beginning, and from that length on it is hidden.
  const windows = (form: string) => Array.from({ length: Math.max(0, form.length - SAFE_SECRET_LENGTH + 1) }, (_, i) => form.slice(i, i + SAFE_SECRET_LENGTH));
  // An escape cut in two ('%', '%2') tells nothing of the secret: only whole characters count.
  const leftOf = (out: string) => {
    const shown = out.replace(/%[0-9A-Fa-f]?(?=$|…)/, '');
    return secretForms(secret)
      .flatMap(windows)
      .filter((window) => shown.includes(window));
  };

  it.each(echoes)('is hidden wherever the excerpt ends: %s', (echo) => {
    const proxy = new Secrets();
    proxy.add(secret);
    const redact = redactor(secret);
    for (let cut = 1; cut <= echo.length; cut += 1) {
      for (const text of [`said <${echo.slice(0, cut)}`, `said "${echo.slice(0, cut)}…" (120 characters)`]) {
        const out = redact(text);
        expect(leftOf(out), `${text} → ${out}`).toEqual([]);
        expect(proxy.scrub(text)).toBe(out);
      }
    }
  });

  it("not in a URL that only shares a secret URL's scheme: the scheme is no part of its head", () => {
    const webhook = 'https://hooks.slack.com/services/T000/B000/XXXXXXXX';
    const proxy = new Secrets();
    proxy.add(webhook);
    const text = `avatar https://example.com/avatars/ada.png, hook ${webhook}, cut ${webhook.slice(0, 16)}, encoded ${encodeURIComponent(webhook).slice(0, 22)}`;
    const expected = `avatar https://example.com/avatars/ada.png, hook ${REDACTED}, cut ${REDACTED}, encoded ${REDACTED}`;
    expect(redactor(webhook)(text)).toBe(expected);
    expect(proxy.scrub(text)).toBe(expected);
  });

  it('wherever the text goes on after it: a quote, another letter, a longer secret that starts with it', () => {
    const key = 'sk_live_4f9c0d1e2b3a';
    const redact = redactor(key);
    // Node's JSON.parse quotes the start of what it could not read: `"sk_live_4f"... is not valid JSON`.
    expect(redact('Unexpected token \'k\', "sk_live_4f"... is not valid JSON')).toBe(`Unexpected token 'k', "${REDACTED}"... is not valid JSON`);
    expect(redact('key=sk_live_4f9c0d1e2b3b')).toBe(`key=${REDACTED}b`);
    // Two secrets of one request, the second starting with the first (an access key and its signature).
    const both = new Secrets();
    both.add('AKIAJ7Q2ZP4LX9WMB3TR');
    both.add('AKIAJ7Q2ZP4LX9WMB3TR:v2:9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    expect(both.scrub('signed with AKIAJ7Q2ZP4LX9WMB3TR:v2')).not.toMatch(/AKIA|J7Q2ZP4L/);
    // A URL whose secret part is in its first half: the password of another path of the same host.
    const hook = 'https://notify:S3cr3tP4ssw0rd@hooks.example.com/services/T0/B0/0123456789abcdefghij';
    expect(redactor(hook)('probe https://notify:S3cr3tP4ssw0rd@hooks.example.com/health')).not.toContain('S3cr3t');
  });

  it('from its first SAFE_SECRET_LENGTH characters on, even where the text only names its prefix', () => {
    const redact = redactor('sk_live_4f9c0d1e2b3a');
    expect(redact('cut: sk_live_4f9')).toBe(`cut: ${REDACTED}`);
    // Seven characters are no secret; eight may be, and hiding too much is the safe side.
    expect(redact('keys look like sk_live…, or sk_test_1234')).toBe('keys look like sk_live…, or sk_test_1234');
    expect(redact('keys look like sk_live_…')).toBe(`keys look like ${REDACTED}…`);
  });
});
