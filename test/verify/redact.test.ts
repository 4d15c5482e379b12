// The API key never prints, in any form a server may echo it in; a short key is replaced only where
// it stands whole, never letter by letter in unrelated text.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { keyForms, redactor } from '../../src/verify/redact.js';
import { repoRoot } from '../helpers/bundle.js';

const key = 'sek/ret+"key=1234 z';
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Every way a careless or hostile server has echoed a credential back. */
const echoes = (secret: string) => [
  secret,
  encodeURIComponent(secret),
  encodeURIComponent(secret).toLowerCase(),
  encodeURIComponent(secret).replaceAll('%20', '+'),
  JSON.stringify(secret),
  JSON.stringify(secret).replaceAll('/', '\\/'),
  base64(secret),
  base64url(secret),
  base64(`ApiKey ${secret}`),
  base64(`x${secret}`),
  base64(`xy${secret}`),
  base64url(`Authorization: ApiKey ${secret}`),
  // Review 22, finding 10: the key's case changed before it was escaped or encoded; HTML numeric
  // references with leading zeros or without their `;`.
  Array.from(secret.toUpperCase(), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  Buffer.from(secret.toUpperCase()).toString('hex'),
  base64(secret.toUpperCase()),
  Array.from(secret, (char) => `&#00${char.charCodeAt(0)};`).join(''),
  Array.from(secret, (char) => `&#${char.charCodeAt(0)}`).join(''),
];

/** The built verify command with `key` in its environment: what it printed. */
function verifyCli(args: string[], apiKey: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, 'dist', 'cli', 'main.js'), 'verify', ...args], {
      env: { ...process.env, NOTIFICATION_API_KEY: apiKey },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', () => resolve({ stdout, stderr }));
  });
}

it('redacts the key as it is, percent-encoded, JSON-escaped and base64-encoded at any alignment', () => {
  const redact = redactor(key);
  expect(redact.weak).toBe(false);
  for (const echo of echoes(key)) {
    const text = `you sent <${echo}> ok`;
    const out = redact(text);
    expect(out, echo).toContain('[redacted]');
    // Nothing of the key is left: no raw form, and no base64 form decodes back to it.
    for (const form of keyForms(key)) expect(out, `${echo} → ${out}`).not.toContain(form);
    expect(out.startsWith('you sent <') && out.endsWith('> ok')).toBe(true);
  }
});

it.each([
  ['k', 'you sent ApiKey k; keep kinks', 'you sent ApiKey [redacted]; keep kinks'],
  ['ab', 'abc ab tab "ab" ab=1 /ab/', 'abc [redacted] tab "[redacted]" [redacted]=1 /[redacted]/'],
  ['k', 'k', '[redacted]'],
])('a short key (%j) is replaced only where it stands whole', (short, text, expected) => {
  const redact = redactor(short);
  expect(redact.weak).toBe(true);
  expect(redact(text)).toBe(expected);
});

it('the CLI prints no form of the key a hostile server echoes, in the report, the JSON report, the JUnit file or the error', async () => {
  const server = createServer((request, response) => {
    const sent = (request.headers.authorization ?? '').replace(/^\w+ /, '');
    response.writeHead(request.url?.startsWith('/v2/topics/') ? 500 : 404, { 'content-type': 'text/plain' });
    response.end(echoes(sent).join(' | '));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = mkdtempSync(join(tmpdir(), 'verify-redact-'));
  try {
    for (const json of [false, true]) {
      const junit = join(dir, `${json}.xml`);
      const { stdout, stderr } = await verifyCli(
        ['--base-url', url, '--operations', 'getTopic', '--max-examples', '3', '--rps', '0', '--seed', '5', '--junit', junit, ...(json ? ['--json'] : [])],
        key,
      );
      const xml = readFileSync(junit, 'utf8');
      expect(stdout).toContain('[redacted]');
      expect(xml).toContain('[redacted]');
      // Neither a form the rule lists nor an echo the server sent is printed whole.
      for (const form of [...keyForms(key), ...echoes(key)]) {
        expect(stdout, form).not.toContain(form);
        expect(stderr, form).not.toContain(form);
        expect(xml, form).not.toContain(form);
      }
      // The JSON report escapes the key's quote: that form is gone too.
      expect(stdout).not.toContain(JSON.stringify(key).slice(1, -1).replaceAll('\\', '\\\\'));
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});

it('prints nothing of the key where an excerpt cuts it: the body cut at 500 characters, a header quoted up to 120', async () => {
  const longKey = 'sk_live_SECRETKEY_0123456789abcdef';
  // Every offset around the cut of the body, and one that cuts the quoted content-type.
  const server = createServer((request, response) => {
    const sent = (request.headers.authorization ?? '').replace(/^\w+ /, '');
    const offset = 470 + (Number(new URL(request.url ?? '/', 'http://x').searchParams.get('limit') ?? 0) % 40);
    response.writeHead(200, { 'content-type': `text/${'p'.repeat(100)}${sent}` });
    response.end(JSON.stringify(`${'x'.repeat(offset)}${sent}${'y'.repeat(40)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const windows = keyForms(longKey).flatMap((form) => Array.from({ length: form.length - 7 }, (_, i) => form.slice(i, i + 8)));
  try {
    for (const json of [false, true]) {
      const { stdout, stderr } = await verifyCli(
        ['--base-url', url, '--operations', 'listTopics', '--max-examples', '8', '--rps', '0', '--seed', '3', ...(json ? ['--json'] : [])],
        longKey,
      );
      expect(stdout).toContain('[redacted]');
      expect(windows.filter((window) => stdout.includes(window) || stderr.includes(window))).toEqual([]);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
