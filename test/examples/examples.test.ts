// Every file in examples/ runs as a user would run it, against the CLI's stateful mock (from its demo
// state, reset before each file) whose address is in NOTIFICATION_API_URL: plain files (.mjs, .cjs) on the machine's Node 20, .mts on the project's
// Node 24 (which strips types), and *.test.mts with vitest. They are type-checked too, strictly.
// The examples import the package by its name: it resolves itself through `exports` once dist/ is
// built (the global setup builds it).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { machineNode } from '../helpers/processes.js';
import { startStatefulMock, type TestStatefulMock } from '../helpers/stateful-mock.js';
import { typecheckProject } from '../helpers/typecheck.js';

const run = promisify(execFile);
const examplesDir = join(repoRoot, 'examples');
const files = readdirSync(examplesDir).sort();
const testFiles = files.filter((file) => /\.test\.m?[jt]s$/.test(file));
const plainFiles = files.filter((file) => /\.(?:mjs|cjs|mts)$/.test(file) && !testFiles.includes(file));
// The key of the mock's demo environment, which holds the topics, subscribers and workflows the examples use.
const apiKey = 'test-key';

let mock: TestStatefulMock;
/** What an example finds in its environment: the mock's address and a key, and nothing of vitest's. */
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  mock = await startStatefulMock();
  env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS'));
  Object.assign(env, { NOTIFICATION_API_URL: mock.url, NOTIFICATION_API_KEY: apiKey, NO_COLOR: '1' });
}, 60_000);

afterAll(async () => {
  if (mock) await mock.stop();
});

// Each example starts from the demo state, whatever the one before it changed.
beforeEach(async () => {
  await mock.reset();
});

/** Runs a command to its end; its exit code, stdout and stderr, whether it failed or not. */
async function outcome(command: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: repoRoot, env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    return { code: failed.code ?? 'failed', stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('the examples', () => {
  it('include ESM and one CommonJS file at least, and every kind a user may copy', () => {
    expect(plainFiles.filter((file) => file.endsWith('.mjs')).length).toBeGreaterThan(0);
    expect(plainFiles.filter((file) => file.endsWith('.cjs')).length).toBeGreaterThan(0);
    expect(plainFiles.filter((file) => file.endsWith('.mts')).length).toBeGreaterThan(0);
    expect(testFiles.length).toBeGreaterThan(0);
  });

  it('type-check under strict NodeNext settings, the package found by its own name', () => {
    // tsc -p examples/tsconfig.json, in this process (test/helpers/typecheck.ts).
    const result = typecheckProject(join(examplesDir, 'tsconfig.json'), repoRoot);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });
});

describe.each(plainFiles)('examples/%s', (file) => {
  // Node 20 cannot strip types; the project's Node 24 (the one running vitest) can.
  const node = file.endsWith('.mts') ? process.execPath : machineNode();

  it(`runs to its end against the mock on ${file.endsWith('.mts') ? "the project's Node 24" : "the machine's Node"}, printing what it did and nothing on stderr`, async () => {
    const result = await outcome(node, [join('examples', file)]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).not.toBe('');
  });
});

/** vitest's JSON report, as far as these checks read it. */
interface VitestReport {
  numTotalTests: number;
  testResults: { name: string; message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

// One vitest process for every example test file, not one each: its start costs about a second of
// CPU, on a suite that is CPU-bound. Only client.test.mts uses the CLI mock (reset first); the others
// make their own mock in-process.
describe('the example test files, in one vitest run against the mock', () => {
  const work = mkdtempSync(join(tmpdir(), 'nac-examples-'));
  let report: VitestReport;
  let output = '';
  let code: number | string = 'not run';
  beforeAll(async () => {
    await mock.reset();
    const file = join(work, 'report.json');
    const vitest = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
    const config = join(repoRoot, 'test', 'examples', 'vitest.examples.config.ts');
    const result = await outcome(process.execPath, [
      vitest,
      'run',
      '--config',
      config,
      '--reporter=json',
      `--outputFile=${file}`,
      ...testFiles.map((name) => join('examples', name)),
    ]);
    output = result.stdout + result.stderr;
    code = result.code;
    report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('ran each of them, and exited 0', () => {
    expect(report.testResults.map((tested) => tested.name).sort()).toEqual(testFiles.map((name) => join(examplesDir, name)).sort());
    expect(code, output).toBe(0);
  });

  it.each(testFiles)('examples/%s passes with vitest against the mock', (file) => {
    const tested = report.testResults.find((result) => result.name === join(examplesDir, file));
    expect(tested?.message, output).toBe('');
    expect(tested!.assertionResults.length).toBeGreaterThan(0);
    const failed = tested!.assertionResults.filter((test) => test.status !== 'passed');
    expect(failed.map((test) => `${test.fullName} (${test.status}): ${test.failureMessages.join('\n')}`)).toEqual([]);
  });
});
