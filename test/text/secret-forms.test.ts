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

  it('not where the text goes on with other letters: a URL that only starts as a secret one does is left', () => {
    const webhook = 'https://hooks.slack.com/services/T000/B000/XXXXXXXX';
    const proxy = new Secrets();
    proxy.add(webhook);
    const text = `avatar https://example.com/avatars/ada.png, hook ${webhook}, cut ${webhook.slice(0, 20)}`;
    const expected = `avatar https://example.com/avatars/ada.png, hook ${REDACTED}, cut ${REDACTED}`;
    expect(redactor(webhook)(text)).toBe(expected);
    expect(proxy.scrub(text)).toBe(expected);
  });

  it('where a quote, a cut escape or most of the secret precedes other letters', () => {
    const key = 'sk_live_4f9c0d1e2b3a';
    const redact = redactor(key);
    // Node's JSON.parse quotes the start of what it could not read: `"sk_live_4f"... is not valid JSON`.
    expect(redact('Unexpected token \'k\', "sk_live_4f"... is not valid JSON')).toBe(`Unexpected token 'k', "${REDACTED}"... is not valid JSON`);
    expect(redact('key=sk_live_4f9c0d1e2b3b')).toBe(`key=${REDACTED}b`);
    expect(redact('see sk_live_XYZ')).toBe('see sk_live_XYZ');
  });

  it('from its first SAFE_SECRET_LENGTH characters on, even where the text only names its prefix', () => {
    const redact = redactor('sk_live_4f9c0d1e2b3a');
    expect(redact('cut: sk_live_4f9')).toBe(`cut: ${REDACTED}`);
    // Seven characters are no secret; eight may be, and hiding too much is the safe side.
    expect(redact('keys look like sk_live…, or sk_test_1234')).toBe('keys look like sk_live…, or sk_test_1234');
    expect(redact('keys look like sk_live_…')).toBe(`keys look like ${REDACTED}…`);
  });
});
