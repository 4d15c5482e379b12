// The code samples of the docs (x-codeSamples: curl, and TypeScript with createNotificationClient),
// generated from the operation table and the examples: each one is in the page, the TypeScript ones
// type-check against the package, and every sample runs against the mock with a 2xx answer.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildCodeSamples, sampleBaseUrl } from '../../scripts/lib/code-samples.mjs';
import { listOperations } from '../../scripts/lib/spec-walk.mjs';
import { validateResponse } from '../../src/validator/index.js';
import { loadBundle, repoRoot } from '../helpers/bundle.js';
import { operationEntry } from '../helpers/operations.js';

const require = createRequire(import.meta.url);
const bundle = loadBundle();
type Sample = { lang: string; label: string; source: string };
const samples = buildCodeSamples(bundle) as Map<string, Sample[]>;
const operationIds = (listOperations(bundle) as { operation: { operationId: string } }[]).map(({ operation }) => operation.operationId);
const sampleOf = (operationId: string, label: string) => samples.get(operationId)!.find((sample) => sample.label === label)!;
const baseUrl = sampleBaseUrl(bundle);

// The TypeScript samples import 'notification-api-contract/client' as a user's file would: from a
// folder whose node_modules holds the package (a link to this repo, whose dist/ the global setup builds).
const work = mkdtempSync(join(tmpdir(), 'nac-samples-'));
const sampleFile = (operationId: string) => join(work, `${operationId}.mts`);

/** Where the samples run: the mock, and how to put it back in its first state between two samples. */
interface Target {
  url: string;
  reset(): Promise<void>;
}
let target: Target;

beforeAll(async () => {
  mkdirSync(join(work, 'node_modules'));
  symlinkSync(repoRoot, join(work, 'node_modules', 'notification-api-contract'), 'dir');
  writeFileSync(join(work, 'package.json'), '{ "type": "module" }\n');
  for (const operationId of operationIds) writeFileSync(sampleFile(operationId), `${sampleOf(operationId, 'TypeScript').source}\n`);
  target = { url: inject('mockUrl'), reset: async () => {} };
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs a command to its end, without blocking the event loop (the mock may live in this process). */
function run(command: string, args: string[], options: { cwd?: string } = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('code samples', () => {
  it('exist for every operation, curl and TypeScript, and the docs page carries them', () => {
    const page = readFileSync(join(repoRoot, 'docs', 'index.html'), 'utf8');
    expect(operationIds).toHaveLength(23);
    for (const operationId of operationIds) {
      const own = samples.get(operationId)!;
      expect(own.map((sample) => sample.label), operationId).toEqual(['curl', 'TypeScript']);
      expect(page.includes(`"x-codeSamples":${JSON.stringify(own)}`), operationId).toBe(true);
    }
  });

  it('follow the operation table and the examples: method, path, parameters and body', () => {
    for (const operationId of operationIds) {
      const entry = operationEntry(operationId);
      const curl = sampleOf(operationId, 'curl').source;
      const typescript = sampleOf(operationId, 'TypeScript').source;
      expect(typescript, operationId).toContain(`client.${entry.method}('${entry.path}'`);
      expect(curl.startsWith(`curl --fail-with-body -sS${entry.method === 'GET' ? '' : ` -X ${entry.method}`} '${baseUrl}/`), operationId).toBe(true);
      expect(curl.includes('--data'), operationId).toBe(entry.requestBody !== null);
      expect(typescript.includes('body:'), operationId).toBe(entry.requestBody !== null);
      for (const name of entry.pathParams) expect(typescript, `${operationId} ${name}`).toMatch(new RegExp(`\\b${name}: '`));
    }
  });

  it('type-check in TypeScript against the package, strictly', () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const flags = ['--strict', '--noUncheckedIndexedAccess', '--noEmit', '--skipLibCheck', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--types', 'node', '--typeRoots', join(repoRoot, 'node_modules', '@types')];
    const checked = spawnSync(process.execPath, [tsc, ...flags, ...operationIds.map(sampleFile)], { cwd: work, encoding: 'utf8' });
    expect(`${checked.stdout}${checked.stderr}`).toBe('');
    expect(checked.status).toBe(0);
  });

  it.each(operationIds)('%s: the TypeScript sample runs against the mock and gets a 2xx', async (operationId) => {
    await target.reset();
    const source = readFileSync(sampleFile(operationId), 'utf8').replace(`'${baseUrl}'`, `'${target.url}'`);
    const file = join(work, `${operationId}.run.mts`);
    writeFileSync(file, source);
    const result = await run(process.execPath, [file], { cwd: work });
    expect(result.stderr, operationId).toBe('');
    expect(result.status, operationId).toBe(0);
    const status = Number(result.stdout.split(' ')[0]);
    expect(status >= 200 && status < 300, `${operationId}: ${result.stdout}`).toBe(true);
  });

  it.each(operationIds)('%s: the curl sample runs against the mock and gets an answer that keeps the contract', async (operationId) => {
    await target.reset();
    const entry = operationEntry(operationId);
    // Everything as the sample says, plus a last line with the status for this test to read.
    const command = `${sampleOf(operationId, 'curl').source.replace(`'${baseUrl}/`, `'${target.url}/`)} -w '\\n%{http_code}'`;
    const result = await run('bash', ['-c', command]);
    expect(result.stderr, operationId).toBe('');
    expect(result.status, operationId).toBe(0);
    const lines = result.stdout.split('\n');
    const status = Number(lines.pop());
    const body = lines.join('\n');
    expect(status >= 200 && status < 300, `${operationId}: ${status} ${body}`).toBe(true);
    const path = new URL(command.match(/'(https?:\/\/[^']+)'/)![1]!).pathname;
    const checked = validateResponse({ method: entry.method, path, status, headers: { 'content-type': 'application/json' }, body: body === '' ? undefined : body });
    expect(checked.issues, operationId).toEqual([]);
  });
});
