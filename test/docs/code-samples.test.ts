// The code samples of the docs (x-codeSamples: curl, and TypeScript with createNotificationClient),
// generated from the operation table and the examples: each one is in the page, the TypeScript ones
// type-check against the package, and every sample runs against the stateful mock's demo state,
// from its first state, with a 2xx answer that keeps the contract.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCodeSamples, sampleApiKey, sampleBaseUrl } from '../../scripts/lib/code-samples.mjs';
import { listOperations } from '../../scripts/lib/spec-walk.mjs';
import { createStatefulMock, DEMO_API_KEY, type RunningStatefulMock, type StatefulMock } from '../../src/mock/index.js';
import { validateResponse } from '../../src/validator/index.js';
import { loadBundle, repoRoot } from '../helpers/bundle.js';
import { operationEntry } from '../helpers/operations.js';
import { typecheckFiles } from '../helpers/typecheck.js';

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

let mock: StatefulMock;
let server: RunningStatefulMock;
/** What each TypeScript sample printed, or how it failed, from one run of them all. */
let typescriptRuns: Map<string, { output: string; error?: string }>;

interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end without blocking the event loop: the mock answers from this process. */
function run(command: string, args: string[], cwd?: string): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * One Node process runs every TypeScript sample, as it is but for the base address, each from the
 * mock's first state (POST /__mock/reset), and reports what each printed or threw.
 */
async function runTypescriptSamples(url: string): Promise<Map<string, { output: string; error?: string }>> {
  for (const operationId of operationIds) {
    writeFileSync(join(work, `${operationId}.run.mts`), readFileSync(sampleFile(operationId), 'utf8').replace(`'${baseUrl}'`, `'${url}'`));
  }
  const driver = join(work, 'driver.mjs');
  writeFileSync(
    driver,
    `const results = {};
const log = console.log;
for (const id of ${JSON.stringify(operationIds)}) {
  const reset = await fetch(${JSON.stringify(`${url}/__mock/reset`)}, { method: 'POST' });
  if (reset.status !== 204) throw new Error('POST /__mock/reset answered ' + reset.status);
  const lines = [];
  console.log = (...parts) => lines.push(parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '));
  try {
    await import(new URL('./' + id + '.run.mts', ${JSON.stringify(pathToFileURL(`${work}/`).href)}).href);
    results[id] = { output: lines.join('\\n') };
  } catch (error) {
    results[id] = { output: lines.join('\\n'), error: String(error) };
  } finally {
    console.log = log;
  }
}
console.log(JSON.stringify(results));
`,
  );
  const finished = await run(process.execPath, [driver], work);
  if (finished.status !== 0 || finished.stderr !== '') throw new Error(`the samples' driver failed: ${finished.stderr}`);
  return new Map(Object.entries(JSON.parse(finished.stdout) as Record<string, { output: string; error?: string }>));
}

beforeAll(async () => {
  mkdirSync(join(work, 'node_modules'));
  symlinkSync(repoRoot, join(work, 'node_modules', 'notification-api-contract'), 'dir');
  writeFileSync(join(work, 'package.json'), '{ "type": "module" }\n');
  for (const operationId of operationIds) writeFileSync(sampleFile(operationId), `${sampleOf(operationId, 'TypeScript').source}\n`);
  mock = createStatefulMock();
  server = await mock.listen();
  typescriptRuns = await runTypescriptSamples(server.url);
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('code samples', () => {
  it('exist for every operation, curl and TypeScript, and the docs page carries them', () => {
    const page = readFileSync(join(repoRoot, 'docs', 'index.html'), 'utf8');
    expect(operationIds).toHaveLength(23);
    for (const operationId of operationIds) {
      const own = samples.get(operationId)!;
      expect(
        own.map((sample) => sample.label),
        operationId,
      ).toEqual(['curl', 'TypeScript']);
      expect(page.includes(`"x-codeSamples":${JSON.stringify(own)}`), operationId).toBe(true);
    }
  });

  it("follow the operation table and the examples, and call the local mock's demo environment", () => {
    expect(sampleApiKey).toBe(DEMO_API_KEY);
    for (const operationId of operationIds) {
      const entry = operationEntry(operationId);
      const curl = sampleOf(operationId, 'curl').source;
      const typescript = sampleOf(operationId, 'TypeScript').source;
      expect(typescript, operationId).toContain(`client.${entry.method}('${entry.path}'`);
      expect(curl.startsWith(`curl --fail-with-body -sS${entry.method === 'GET' ? '' : ` -X ${entry.method}`} '${baseUrl}/`), operationId).toBe(true);
      expect(curl, operationId).toContain(`-H 'Authorization: ApiKey ${DEMO_API_KEY}'`);
      expect(curl.includes('--data'), operationId).toBe(entry.requestBody !== null);
      expect(typescript.includes('body:'), operationId).toBe(entry.requestBody !== null);
      for (const name of entry.pathParams) expect(typescript, `${operationId} ${name}`).toMatch(new RegExp(`\\b${name}: '`));
    }
  });

  it('type-check in TypeScript against the package, strictly', () => {
    const flags = [
      '--strict',
      '--noUncheckedIndexedAccess',
      '--noEmit',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
    ];
    const types = ['--types', 'node', '--typeRoots', join(repoRoot, 'node_modules', '@types')];
    // tsc in this process (test/helpers/typecheck.ts), run from the work folder.
    const checked = typecheckFiles([...flags, ...types, ...operationIds.map(sampleFile)], work);
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  });

  it.each(operationIds)('%s: the TypeScript sample runs against the mock and gets a 2xx', (operationId) => {
    const result = typescriptRuns.get(operationId)!;
    expect(result.error, operationId).toBeUndefined();
    const status = Number(result.output.split(' ')[0]);
    expect(status >= 200 && status < 300, `${operationId}: ${result.output}`).toBe(true);
  });

  it.each(operationIds)('%s: the curl sample runs against the mock and gets an answer that keeps the contract', async (operationId) => {
    mock.reset();
    const entry = operationEntry(operationId);
    // Everything as the sample says, plus a last line with the status for this test to read.
    const command = `${sampleOf(operationId, 'curl').source.replace(`'${baseUrl}/`, `'${server.url}/`)} -w '\\n%{http_code}'`;
    const result = await run('bash', ['-c', command]);
    expect(result.stderr, operationId).toBe('');
    expect(result.status, operationId).toBe(0);
    const lines = result.stdout.split('\n');
    const status = Number(lines.pop());
    const body = lines.join('\n');
    expect(status >= 200 && status < 300, `${operationId}: ${status} ${body}`).toBe(true);
    const path = new URL(command.match(/'(https?:\/\/[^']+)'/)![1]!).pathname;
    const checked = validateResponse({
      method: entry.method,
      path,
      status,
      headers: { 'content-type': 'application/json' },
      body: body === '' ? undefined : body,
    });
    expect(checked.issues, operationId).toEqual([]);
  });
});
