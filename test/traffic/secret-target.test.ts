// validate-traffic's reports, text and JSON, print each violation's and unmatched exchange's target:
// a recorded `https://ci:S3cret@api.example.com/…` printed its password (review 17 F4). The target
// is shown without its query and with its userinfo masked by the package's rule
// (src/http/url-credentials.ts); the recorded headers and query values never print at all.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic, formatReport } from '../../src/traffic/index.js';

const tmp = mkdtempSync(join(tmpdir(), 'nac-traffic-secrets-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const password = 'S3cretPassw0rd-traffic';
const secrets = [password, 'q-token-secret-1', 'q-key-secret-2', 'h-api-keys-secret-3', 'h-db-pwd-secret-4', 'auth-secret-5'];
const forms = (secret: string): string[] => [
  secret,
  encodeURIComponent(secret),
  Buffer.from(secret).toString('base64'),
  Buffer.from(`ci:${secret}`).toString('base64'),
];

describe('a recorded target with a user name and password', () => {
  it('prints neither them, nor the recorded secret headers and query values, in the text and JSON reports', async () => {
    const headers = { authorization: 'ApiKey auth-secret-5', 'x-api-keys': 'h-api-keys-secret-3', 'x-db-pwd': 'h-db-pwd-secret-4' };
    const exchanges = [
      // A violation: the answer lacks its _id.
      {
        request: { method: 'GET', path: `https://ci:${password}@api.example.com/v2/topics/news?token=q-token-secret-1&key=q-key-secret-2`, headers },
        response: { status: 200, headers: { 'content-type': 'application/json' }, body: { key: 'news', name: 'News' } },
      },
      // Matches no operation: listed apart, strict or not.
      { request: { method: 'GET', path: `https://ci:${password}@api.example.com/nope?token=q-token-secret-1`, headers }, response: { status: 404 } },
      // A password with a raw '?' (no URL a client sends, but a recording holds text): masked whole.
      { request: { method: 'GET', path: `https://ci:${password}?x@api.example.com/nope`, headers }, response: { status: 404 } },
      // A password with a raw '/' ends the authority early: the validator's route issue (strict)
      // quoted the rest of it as the path, password and all (review 26c F5). Routed masked, it matches.
      { request: { method: 'GET', path: `https://ci:pa/${password}@api.example.com/v2/topics/news`, headers }, response: { status: 404 } },
    ];
    const file = join(tmp, 'userinfo.jsonl');
    writeFileSync(file, `${exchanges.map((exchange) => JSON.stringify(exchange)).join('\n')}\n`);
    for (const strict of [false, true]) {
      const report = await checkTraffic([file], { strict });
      const text = `${formatReport(report)}\n${JSON.stringify(report)}`;
      for (const secret of secrets) for (const form of forms(secret)) expect(text.includes(form), `${form} (strict: ${strict})`).toBe(false);
      expect(report.violationList[0]?.path).toBe('https://[redacted]@api.example.com/v2/topics/news');
      expect(text).toContain('GET https://[redacted]@api.example.com/v2/topics/news');
      expect(text).toContain('GET https://[redacted]@api.example.com/nope');
      expect(report.unmatched).toBe(2);
    }
  });

  // Review 26c F5: the fragment was cut first, at a raw '#' of the password, and its start listed.
  it("masks a HAR URL's password holding a raw '#' whole, before the fragment is dropped", async () => {
    const entry = (url: string) => ({
      request: { method: 'GET', url, headers: [{ name: 'Authorization', value: 'ApiKey k' }], bodySize: 0 },
      response: {
        status: 200,
        headers: [{ name: 'Content-Type', value: 'application/json' }],
        content: { mimeType: 'application/json', text: '{"key":"news"}' },
      },
    });
    const file = join(tmp, 'hash.har');
    const entries = [entry(`https://ci:pa#${password}@api.example.com/v2/topics/news#top`), entry(`https://ci:pa/${password}@api.example.com/v2/topics/news`)];
    writeFileSync(file, JSON.stringify({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries } }));
    for (const strict of [false, true]) {
      const report = await checkTraffic([file], { strict });
      const text = `${formatReport(report)}\n${JSON.stringify(report)}`;
      for (const form of forms(password)) expect(text.includes(form), form).toBe(false);
      expect(text).not.toContain('https://ci:pa');
      expect(report.violationList.map((violation) => violation.path)).toEqual([
        'https://[redacted]@api.example.com/v2/topics/news',
        'https://[redacted]@api.example.com/v2/topics/news',
      ]);
    }
  });
});
