// #12 item 4: `validate-traffic --jobs N` checks JSON Lines on N worker threads, and the report is the
// one a single thread makes: same order, same positions (index, line, column), same counts. The
// worker's file is found beside the module, in the ESM build, the CommonJS build, and the package
// installed in another project.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { runInProcess } from '../helpers/cli.js';
import { machineNode } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'mixed.jsonl');

const run = (args: string[], cwd = repoRoot, command = cli, node = process.execPath) =>
  spawnSync(node, [command, 'validate-traffic', ...args], { encoding: 'utf8', timeout: 120_000, cwd, maxBuffer: 64 * 1024 * 1024 });

/**
 * About 4 MB (16 batches) of every kind of line, the rarer kinds spread so that they fall in
 * different batches and threads: valid and invalid exchanges, other hosts, routes of no operation,
 * blank lines, CRLF endings, JSON that breaks at a column, a line without an exchange, and lines
 * over the 64 KiB limit given below.
 */
function writeMixed(): number {
  let unreadable = 0;
  const auth = { authorization: 'ApiKey k' };
  const json = { ...auth, 'content-type': 'application/json' };
  const lines: string[] = [];
  for (let i = 0; i < 4000; i += 1) {
    const note = 'n'.repeat(700 + (i % 97));
    let line: string;
    if (i % 211 === 7 || i % 307 === 11 || i % 401 === 13) unreadable += 1;
    if (i % 211 === 7)
      line = `{"request": {"method": "GET", "path": "/v2/topics/t${i}", "headers": {"authorization": "ApiKey k"}}, "response": {"status": 200 "body": {}}}`;
    else if (i % 307 === 11) line = JSON.stringify({ note: 'no request here' });
    else if (i % 401 === 13) line = JSON.stringify({ request: { method: 'GET', path: '/v2/topics', headers: auth }, pad: 'p'.repeat(70_000 + i) });
    else if (i % 53 === 5)
      line = JSON.stringify({
        request: { method: 'GET', path: `/v2/topics?limit=${500 + i}`, headers: auth },
        response: { status: 200, body: { data: [], next: null } },
      });
    else if (i % 61 === 3) line = JSON.stringify({ request: { method: 'GET', path: `https://cdn.example.com/app-${i}.js` } });
    else if (i % 67 === 1) line = JSON.stringify({ request: { method: 'GET', path: `/health/${i}`, headers: auth } });
    else if (i % 71 === 2)
      line = JSON.stringify({
        request: { method: 'POST', path: '/v2/topics', headers: json, body: { key: `has space ${i}` } },
        response: { status: 201, body: { _id: `t${i}`, key: 'x' } },
      });
    else
      line = JSON.stringify({
        request: { method: 'POST', path: '/v1/events/trigger', headers: json, body: { name: 'welcome', to: `user-${i}`, payload: { note } } },
        response: { status: 201, body: { acknowledged: true, status: 'processed', transactionId: `tx-${i}` } },
      });
    lines.push(i % 89 === 4 ? `${line}\r` : line);
    if (i % 97 === 0) lines.push('', '   ');
  }
  writeFileSync(file, `\uFEFF${lines.join('\n')}\n`);
  return unreadable;
}

let unreadable = 0;
beforeAll(() => {
  unreadable = writeMixed();
});

/** The report and the exit code, with the command's timing fields nowhere: every field must agree. */
function report(args: string[], cwd?: string, command?: string, node?: string) {
  const result = run(['--json', '--max-body', '64kb', ...args, file], cwd, command, node);
  if (result.error) throw result.error;
  return {
    status: result.status,
    report: JSON.parse(result.stdout) as Record<string, unknown> & { exchanges: number; inputErrorCount: number; violations: number },
    stderr: result.stderr,
  };
}

/** `--jobs 1` on the file, the reference every other run is held to: run once, read by each test. */
let single1: ReturnType<typeof report> | undefined;
const oneThread = () => (single1 ??= report(['--jobs', '1']));

describe('--jobs', () => {
  it('gives the report of one thread, in its order and with its exact positions, for any number of threads', () => {
    const one = oneThread();
    // The input has every kind of line: the comparison means something.
    expect(one.report).toMatchObject({ exchanges: expect.any(Number), unmatched: expect.any(Number), otherHosts: 0 });
    expect(one.report.exchanges).toBeGreaterThan(3800);
    expect(one.report.violations).toBeGreaterThan(100);
    expect(one.report.inputErrorCount).toBe(unreadable);
    expect(one.status).toBe(2);
    for (const jobs of ['2', '3']) {
      const many = report(['--jobs', jobs]);
      expect(many.status).toBe(one.status);
      expect(many.stderr).toBe(one.stderr);
      expect(many.report).toEqual(one.report);
    }
  });

  it("does so on the machine's own Node (20 here; the package supports 20 and later) too", () => {
    const node = machineNode();
    expect(Number(/^v(\d+)\./.exec(spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout)?.[1])).toBeGreaterThanOrEqual(20);
    expect(report(['--jobs', '2'], repoRoot, cli, node)).toEqual(oneThread());
  });

  it('does so in strict mode and with --host too, and in the text report', () => {
    const args = ['--strict', '--host', 'api.example.com'];
    const one = run([...args, '--jobs', '1', '--max-body', '64kb', file]);
    const two = run([...args, '--jobs', '2', '--max-body', '64kb', file]);
    expect(one.stdout).toMatch(/matching no operation, \d+ of other hosts left out \(strict\); \d+ input errors$/m);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr).toBe(one.stderr);
    expect(two.status).toBe(one.status);
  });

  // The usage check needs no thread: in-process, through (argv, io).
  it.each(['0', '-1', '1.5', 'many', '257', ''])('%j is a usage error: one line, exit code 2', async (jobs) => {
    const result = await runInProcess(['validate-traffic', `--jobs=${jobs}`, file]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/--jobs must be a whole number from 1 to 256/);
  });
});

describe('the worker threads load', () => {
  const script = (importLine: string) => `${importLine}
checkTraffic([process.argv[1]], { jobs: 2, maxBodyBytes: 65536, maxListed: 100000 }).then((report) => process.stdout.write(JSON.stringify(report)));`;
  const library = (code: string, cwd: string, ...flags: string[]) => {
    const result = spawnSync(process.execPath, [...flags, '-e', code, file], { encoding: 'utf8', cwd, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout) as unknown;
  };
  let single: unknown;
  beforeAll(() => {
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        script(`import { checkTraffic } from ${JSON.stringify(join(repoRoot, 'dist', 'traffic', 'index.js'))};`).replace('jobs: 2', 'jobs: 1'),
        file,
      ],
      { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
    );
    single = JSON.parse(result.stdout);
  });

  it('from the ESM build (dist/) and the CommonJS build (dist-cjs/)', () => {
    expect(
      library(script(`import { checkTraffic } from ${JSON.stringify(join(repoRoot, 'dist', 'traffic', 'index.js'))};`), dir, '--input-type=module'),
    ).toEqual(single);
    expect(library(script(`const { checkTraffic } = require(${JSON.stringify(join(repoRoot, 'dist-cjs', 'traffic', 'index.js'))});`), dir)).toEqual(single);
  });

  it('from the package installed in another project, through its exports and its bin', () => {
    // The package as npm installs it (package.json's "files"), its dependencies found as a project's would be.
    const project = join(dir, 'project');
    const installed = join(project, 'app', 'node_modules', 'notification-api-contract');
    mkdirSync(installed, { recursive: true });
    for (const entry of ['package.json', 'dist', 'dist-cjs', 'generated']) cpSync(join(repoRoot, entry), join(installed, entry), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(project, 'node_modules'), 'dir');
    const app = join(project, 'app');
    expect(library(script("import { checkTraffic } from 'notification-api-contract/traffic';"), app, '--input-type=module')).toEqual(single);
    expect(library(script("const { checkTraffic } = require('notification-api-contract/traffic');"), app)).toEqual(single);
    const one = oneThread();
    expect(report(['--jobs', '2'], app, join(installed, 'dist', 'cli', 'main.js'))).toEqual(one);
  });
});

describe('the pool of worker threads', () => {
  const line = `${JSON.stringify({ request: { method: 'GET', path: '/v2/topics/team-1' }, response: { status: 200 } })}\n`;
  const batch = (size: number): Buffer => {
    const bytes = Buffer.allocUnsafeSlow(size);
    return bytes.subarray(0, bytes.write(line));
  };

  it("gets each batch's memory back with its result, to fill it again: only batches of the usual size, only as many as can be in flight", async () => {
    const { poolRunner } = await import(join(repoRoot, 'dist', 'traffic', 'pool.js'));
    // Two threads: this one and a worker.
    const runner = poolRunner({ strict: false, hosts: [], maxLineBytes: 1024 * 1024 }, 2);
    try {
      const sent = Array.from({ length: 7 }, () => batch(256 * 1024));
      const results = await Promise.all(sent.map((bytes) => runner.run(bytes)));
      expect(results.map((result) => result.exchanges)).toEqual([1, 1, 1, 1, 1, 1, 1]);
      // Those the worker took were moved to it, not copied (the first is checked on this thread).
      expect(sent[0]!.buffer.byteLength).toBe(256 * 1024);
      expect(sent[1]!.buffer.byteLength).toBe(0);
      // All back whole (not only the lines they held), at most jobs × 2 + 1.
      const spares = Array.from({ length: 6 }, () => runner.spareBatch());
      expect(spares.map((spare) => spare?.length)).toEqual([...Array.from({ length: 5 }, () => 256 * 1024), undefined]);
      // A batch grown for a long line is let go.
      expect((await runner.run(batch(300 * 1024))).exchanges).toBe(1);
      expect(runner.spareBatch()).toBeUndefined();
    } finally {
      await runner.close();
    }
  });

  it('lets this thread go on checking while a worker is busy with an older batch, up to 8,192 lines of results (run-ahead.test.ts)', async () => {
    const { poolRunner } = await import(join(repoRoot, 'dist', 'traffic', 'pool.js'));
    const { inlineRunner } = await import(join(repoRoot, 'dist', 'traffic', 'runner.js'));
    const options = { strict: false, hosts: [], maxLineBytes: 1024 * 1024 };
    const runner = poolRunner(options, 2);
    try {
      expect(runner.capacity).toBe(4);
      expect(runner.runAheadLines).toBe(8192);
      // One thread has nothing to go on with: it waits at its capacity, as before.
      expect(inlineRunner(options).runAheadLines).toBeUndefined();
    } finally {
      await runner.close();
    }
  });

  it('checks batches on this thread as well as on jobs - 1 workers, a batch here only while every worker has two', async () => {
    const { poolRunner } = await import(join(repoRoot, 'dist', 'traffic', 'pool.js'));
    const runner = poolRunner({ strict: false, hosts: [], maxLineBytes: 1024 * 1024 }, 3);
    try {
      // The first here; the next four to the two workers (still starting: none has finished one); the sixth here.
      const sent = Array.from({ length: 6 }, () => batch(256 * 1024));
      const results = await Promise.all(sent.map((bytes) => runner.run(bytes)));
      expect(results.map((result) => result.exchanges)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(sent.map((bytes) => (bytes.buffer.byteLength === 0 ? 'worker' : 'here'))).toEqual(['here', 'worker', 'worker', 'worker', 'worker', 'here']);
      // Once they are done, the workers take batches again.
      const later = batch(256 * 1024);
      await runner.run(later);
      expect(later.buffer.byteLength).toBe(0);
    } finally {
      await runner.close();
    }
  });
});
