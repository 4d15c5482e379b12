// #9 item 15, what only a process shows: a single JSON line of 600 MB (past V8's longest string),
// written lazily into a FIFO, goes through the built command as one unreadable exchange, and costs
// its process no more memory than the limit (--max-body): it streams by without being kept.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const reporter = join(import.meta.dirname, 'fixtures', 'report-max-rss.mjs');
const writer = join(import.meta.dirname, 'fixtures', 'write-long-line.mjs');
const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-long-fifo-'));
// Each process this file starts, stopped by its id after the tests: one that timed out left its
// reader waiting on the FIFO after the run.
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Measured {
  status: number | null;
  stdout: string;
  stderr: string;
  maxRssKiB: number;
}

/** The CLI reading a FIFO that a writer fills lazily with a line of `mib` MiB: the bytes never rest on disk. */
async function throughFifo(mib: number, args: string[] = []): Promise<Measured> {
  const fifo = join(dir, `stream-${mib}.jsonl`);
  rmSync(fifo, { force: true });
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
  const writing = spawn(process.execPath, [writer, fifo, String(mib)], { stdio: 'ignore' });
  const reading = spawn(process.execPath, ['--import', reporter, cli, 'validate-traffic', ...args, fifo], { stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(writing).add(reading);
  let stdout = '';
  let stderr = '';
  reading.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  reading.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const writerDone = new Promise((resolve) => writing.on('close', resolve));
  const closed = new Promise<number | null>((resolve) => reading.on('close', resolve));
  const status = await withinDeadline(closed, { writing, reading }, () => stderr);
  // The reader read to the end, so the writer is done; if the reader never opened the FIFO, the
  // writer still waits in open(): it is stopped, by its own id.
  if (writing.exitCode === null && writing.signalCode === null) writing.kill();
  await writerDone;
  rmSync(fifo, { force: true });
  const maxRss = /^maxRSS=(\d+)$/m.exec(stderr)?.[1];
  if (maxRss === undefined) throw new Error(`no maxRSS line:\n${stderr}`);
  return { status, stdout, stderr: stderr.replace(/^maxRSS=\d+\n/m, ''), maxRssKiB: Number(maxRss) };
}

/** Longer than either process takes on a loaded machine (0.7 s alone, 2 s under the whole suite). */
const PASS_DEADLINE_MS = 50_000;

/**
 * `closed`, or after PASS_DEADLINE_MS an error that says where each process waits (its state and
 * kernel wait channel, per thread), both stopped: a pass that hung once under the whole suite left
 * only vitest's timeout to tell of it.
 */
async function withinDeadline<T>(closed: Promise<T>, processes: Record<string, ChildProcess>, stderr: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PASS_DEADLINE_MS);
  });
  const outcome = await Promise.race([closed, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return outcome as T;
  const states = Object.entries(processes).map(([name, child]) => `${name} (pid ${child.pid}): ${whereItWaits(child)}`);
  for (const child of Object.values(processes)) child.kill('SIGKILL');
  throw new Error(`the pass did not end in ${PASS_DEADLINE_MS} ms:\n${states.join('\n')}\nreader's stderr:\n${stderr()}`);
}

/** A live process's threads, each as its state and what it waits on in the kernel (Linux /proc). */
function whereItWaits(child: ChildProcess): string {
  if (child.exitCode !== null || child.signalCode !== null) return `ended (${child.exitCode ?? child.signalCode})`;
  try {
    const tasks = readdirSync(`/proc/${child.pid}/task`);
    return tasks
      .map((task) => {
        const stat = readFileSync(`/proc/${child.pid}/task/${task}/stat`, 'utf8');
        const name = /\((.*)\)/.exec(stat)?.[1] ?? '?';
        const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
        return `${name} ${state} ${readFileSync(`/proc/${child.pid}/task/${task}/wchan`, 'utf8')}`;
      })
      .join('; ');
  } catch (error) {
    return `not readable: ${(error as Error).message}`;
  }
}

/**
 * The runtime's own share of the growth, whatever the limit: read buffers, and the heap sizing itself
 * to 600 MiB of chunks going by. Measured 7–9.4 MiB with a 1 MiB limit and up to 8.7 MiB above a 16 MiB
 * one, on Node 24 and 26, for 3982e60's code as for today's; as each process's own peak (VmHWM, not the
 * maxRSS a child inherits from the process that forked it: scripts/lib/peak-rss.mjs), 7.1 and 7.9–8.2 MiB
 * (3 runs). A limit ignored (the line kept, or the default's 16 MiB held under a 1 MiB limit) still
 * fails the bounds below by far.
 */
const RUNTIME_MIB = 12;

describe('a single JSON line of 600 MB, past the longest string V8 can hold', () => {
  it('is a clear error with its position, exit code 2, the next line still checked, in no more memory than the limit', { timeout: 120_000 }, async () => {
    const baseline = await throughFifo(0);
    expect(baseline.status).toBe(0);
    const huge = await throughFifo(600);
    const file = join(dir, 'stream-600.jsonl');
    expect(huge.stderr).toBe(
      `notification-api-contract: ${file}:1 (line 1): a line of 629,145,701 bytes, over the 16 MiB limit (--max-body): skipped without being read\n`,
    );
    expect(huge.status).toBe(2);
    expect(huge.stdout).toMatch(/^1 file, 1 exchange: 1 valid, 0 violations, 0 matching no operation; 1 input error$/m);
    // The limit is 16 MiB: the line is dropped as it streams by, after at most that much is held.
    const growthMiB = (huge.maxRssKiB - baseline.maxRssKiB) / 1024;
    expect(growthMiB).toBeLessThan(16 + RUNTIME_MIB);
  });

  it('costs memory by the limit, not by the line: with --max-body 1mb, next to nothing', { timeout: 120_000 }, async () => {
    const baseline = await throughFifo(0, ['--max-body', '1mb']);
    const huge = await throughFifo(600, ['--max-body', '1mb']);
    expect(huge.status).toBe(2);
    expect(huge.stderr).toMatch(/:1 \(line 1\): a line of 629,145,701 bytes, over the 1 MiB limit \(--max-body\)/);
    // 1 + 12 MiB: still under the 16 MiB (and the runtime's share above it) that the default limit holds.
    expect((huge.maxRssKiB - baseline.maxRssKiB) / 1024).toBeLessThan(1 + RUNTIME_MIB);
  });
});
