// Review 11b, F9: the mock's start-up lines printed a fixture's API key, twice, in their curl lines;
// a fixture may hold real keys (docs/mock.md locks GET /__mock/state for holding them). They name it
// now, as they name the control token; the demo state's public key is still printed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { stopProcess } from '../helpers/processes.js';
import { startStatefulMock } from '../helpers/stateful-mock.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const work = mkdtempSync(join(tmpdir(), 'nac-mock-banner-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The mock's start-up lines, up to the one that says how to stop it. */
async function banner(args: string[], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, [cli, 'mock', '--port', '0', '--docs-port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NOTIFICATION_API_MOCK_CONTROL_TOKEN: '', ...env },
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
  try {
    await vi.waitFor(() => expect(out).toMatch(/Ctrl-C stops/), { timeout: 20_000 });
  } finally {
    await stopProcess(child);
  }
  return out;
}

describe("the mock's start-up lines", () => {
  it("never print a fixture's API key: the curl lines use $API_KEY", { timeout: 30_000 }, async () => {
    const secret = 'prod-like-SECRET-key-9f8e7d6c';
    const file = join(work, 'fixture.json');
    writeFileSync(file, JSON.stringify({ environments: [{ apiKey: secret }] }));
    const out = await banner(['--fixture', file]);
    expect(out).not.toContain(secret);
    expect(out).toContain('API_KEY: one of its apiKeys');
    expect(out).toContain(`-H "Authorization: ApiKey $API_KEY"`);
  });

  // Review 14a F5: the line read the token from the variable even when the flag gave it.
  it('read the control token from the variable only when it came from there', { timeout: 60_000 }, async () => {
    const token = 'banner-token-0123456789';
    const fromFlag = await banner(['--control-token', token]);
    expect(fromFlag).toContain(`/__mock/requests -H 'Authorization: Bearer <control token>'`);
    expect(fromFlag).not.toContain('$NOTIFICATION_API_MOCK_CONTROL_TOKEN');
    expect(fromFlag).not.toContain(token);
    const fromEnv = await banner([], { NOTIFICATION_API_MOCK_CONTROL_TOKEN: token });
    expect(fromEnv).toContain('-H "Authorization: Bearer $NOTIFICATION_API_MOCK_CONTROL_TOKEN"');
    expect(fromEnv).not.toContain(token);
    const both = await banner(['--control-token', token], { NOTIFICATION_API_MOCK_CONTROL_TOKEN: 'another-token-987654' });
    expect(both).toContain('the control token is --control-token, not NOTIFICATION_API_MOCK_CONTROL_TOKEN');
    expect(both).not.toContain('another-token-987654');
  });

  it('print the demo state’s public key', { timeout: 30_000 }, async () => {
    const out = await banner([]);
    expect(out).toContain("-H 'Authorization: ApiKey test-key'");
  });

  // Review 12a F8: --base-path, and curl lines a person can copy as they are.
  it('with --base-path, serve the API under it and print its curl lines with it; /__mock/ stays at the root', { timeout: 30_000 }, async () => {
    const out = await banner(['--base-path', '/api/']);
    expect(out).toMatch(/base path \/api/);
    expect(out).toMatch(/curl -s http:\/\/127\.0\.0\.1:\d+\/api\/v2\/topics\/news /);
    const mock = await startStatefulMock(['--base-path', '/api']);
    try {
      const key = { authorization: 'ApiKey test-key' };
      expect((await fetch(`${mock.url}/api/v2/topics/product-updates`, { headers: key })).status).toBe(200);
      expect((await fetch(`${mock.url}/v2/topics/product-updates`, { headers: key })).status).toBe(404);
      expect((await fetch(`${mock.url}/__mock/settings`)).status).toBe(200);
    } finally {
      await mock.stop();
    }
  });
});
