// One rule hides a secret in printed text, for verify's report and the proxy's log alike.
import { describe, expect, it } from 'vitest';
import { Secrets } from '../../src/proxy/redact.js';
import { REDACTED, secretPattern } from '../../src/text/secret-forms.js';
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
    expect(secretPattern([])).toBeNull();
    expect(secretPattern([''])).toBeNull();
  });
});
