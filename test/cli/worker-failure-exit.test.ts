// A worker thread that fails stops validate-traffic and diff --traffic with exit code 2 and one line
// naming the command: never 1, by which both report what they found (a violation, a breaking change),
// so that CI cannot read a crash as a finding. The built command runs with a preload that fails every
// worker thread it starts (fixtures/fail-in-worker.mjs), on traffic past one batch, so that --jobs 2
// hands the worker a batch.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { isolatedTmp } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const failWorkers = join(import.meta.dirname, 'fixtures', 'fail-in-worker.mjs');
const dir = mkdtempSync(join(isolatedTmp(), 'nac-worker-exit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const traffic = join(dir, 'traffic.jsonl');
const line = JSON.stringify({
  request: { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } },
  response: { status: 200, body: { _id: 't1', key: 'news' } },
});
writeFileSync(traffic, `${line}\n`.repeat(6000));
const spec = join(repoRoot, 'generated', 'openapi.yaml');

function run(preload: string[], args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...preload, cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a worker thread that fails', () => {
  it.each([
    ['validate-traffic', ['validate-traffic', '--jobs', '2', traffic], 0],
    ['diff --traffic', ['diff', spec, spec, '--traffic', traffic, '--jobs', '2'], 0],
  ] as const)('%s: exit code 2 and one line naming the command', async (name, args, clean) => {
    // The same run without the preload passes: the exit code below is the failure's.
    expect((await run([], args)).code).toBe(clean);
    const { code, stdout, stderr } = await run(['--import', failWorkers], args);
    expect(code).toBe(2);
    expect(stderr).toBe(`notification-api-contract: a worker thread of ${name} failed: this worker thread was made to fail\n`);
    // No report of a part of the traffic: a run that could not check all of it says nothing else.
    expect(stdout).toBe('');
  });
});
