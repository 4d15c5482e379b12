// The redaction rules without a socket: which credential values are scrubbed from the whole record,
// and how an issue's JSON Pointer is scrubbed (token by token, never a part of a field name).
import { describe, expect, it } from 'vitest';
import { REDACTED, Redactor, redactBody, requestSecrets, Secrets, scrub } from '../../src/proxy/redact.js';

/** The secrets of a body, as the proxy collects them before it scrubs a problem answer. */
function secretsOf(body: unknown): Secrets {
  const secrets = new Secrets();
  redactBody(body, secrets);
  return secrets;
}

const problemAbout = (pointer: string, message: string) => ({ type: 'x', issues: [{ location: 'body', pointer, message, severity: 'error' }] });

describe('the redaction of a problem answer', () => {
  it('keeps an issue pointer /name when a descriptive credential (imageUrl) is "name" (the differential test printed body/[redacted])', () => {
    const body = { name: 12345, credentials: { apiKey: 'key-secret-42', imageUrl: 'name', title: 'Slack' } };
    const scrubbed = scrub(problemAbout('/name', 'must be string'), secretsOf(body));
    expect(scrubbed.issues[0]!.pointer).toBe('/name');
    // Still masked where it stands, as every credential is.
    expect(redactBody(body, new Secrets())).toEqual({ name: 12345, credentials: { apiKey: REDACTED, imageUrl: REDACTED, title: REDACTED } });
  });

  it('scrubs a secret credential from every text, a pointer token that is the secret itself, but not a field name that merely contains it', () => {
    const secrets = secretsOf({ credentials: { password: 'name', apiKey: 'key-secret-42', nested: { unlisted: 'deep-secret-7' } } });
    expect(scrub(problemAbout('/name', 'x'), secrets).issues[0]!.pointer).toBe(`/${REDACTED}`);
    expect(scrub(problemAbout('/names/0/key-secret-42', 'got key-secret-42'), secrets).issues[0]).toMatchObject({
      pointer: `/names/0/${REDACTED}`,
      message: `got ${REDACTED}`,
    });
    expect(scrub(problemAbout('/key-secret-42x/name~1s', 'deep-secret-7'), secrets).issues[0]).toMatchObject({
      pointer: '/key-secret-42x/name~1s',
      message: REDACTED,
    });
  });
});

describe('the secrets of a forwarded request, for a problem answered after it left', () => {
  // The proxy lets go of the parsed body once the request is forwarded (it would outlive the young
  // generation); a later problem (a 502, an enforced response violation) finds the secrets in the
  // bytes, read as the validator reads them: one leading BOM dropped.
  it('finds the body credentials in the bytes, a leading BOM included', () => {
    const redactor = new Redactor({ headers: [], query: [] });
    const body = JSON.stringify({ credentials: { apiKey: 'bom-secret-5d5d5d' } });
    for (const bytes of [Buffer.from(body), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)])]) {
      const secrets = requestSecrets(redactor, {}, '/v1/integrations', undefined, undefined, bytes);
      expect(secrets.scrub('the upstream said bom-secret-5d5d5d')).toBe(`the upstream said ${REDACTED}`);
    }
  });
});

describe('a credential after its scheme', () => {
  const secretsOfHeader = (value: string) => {
    const secrets = new Secrets();
    const masked = new Redactor({ headers: ['authorization'], query: [] }).redactHeaders({ authorization: value }, secrets);
    return { masked: masked.authorization, secrets };
  };

  it('is a secret of its own after a tab, as after a space (review 9b F1: the key printed in full)', () => {
    for (const separator of [' ', '\t', ' \t ', '  ']) {
      const { masked, secrets } = secretsOfHeader(`ApiKey${separator}sk9Lq2Vx7Rt4Wm8Zp3Nc6Hb1`);
      expect(masked).toBe(`ApiKey ${REDACTED}`);
      expect(secrets.scrub('/v2/topics?q=sk9Lq2Vx7Rt4Wm8Zp3Nc6Hb1')).toBe(`/v2/topics?q=${REDACTED}`);
      expect(secrets.scrub(Buffer.from('sk9Lq2Vx7Rt4Wm8Zp3Nc6Hb1').toString('base64'))).toBe(REDACTED);
    }
  });

  it('is a secret without its quotes, and for Basic its password is one too', () => {
    expect(secretsOfHeader('ApiKey "quoted-key-8a8a8a"').secrets.scrub('echo quoted-key-8a8a8a')).toBe(`echo ${REDACTED}`);
    const basic = secretsOfHeader(`Basic ${Buffer.from('ada:pa55-w0rd-77').toString('base64')}`);
    expect(basic.masked).toBe(`Basic ${REDACTED}`);
    expect(basic.secrets.scrub('password pa55-w0rd-77 refused')).toBe(`password ${REDACTED} refused`);
    expect(basic.secrets.scrub(Buffer.from('pa55-w0rd-77').toString('hex'))).toBe(REDACTED);
  });

  it('masks a value with no scheme whole', () => {
    const { masked, secrets } = secretsOfHeader('lone-token-1234');
    expect(masked).toBe(REDACTED);
    expect(secrets.scrub('lone-token-1234')).toBe(REDACTED);
  });
});
