// A worker thread of the pool that fails: the error is one line that names the command the threads
// work for, and the worker's own error, with its stack, is its cause. The pool said "validate-traffic"
// for diff --traffic's threads too, and put the worker's whole stack in the message, which the CLI
// printed on one line with each newline as `\n` (review 24). The pool is the built one (its module
// that names the package's worker file is CommonJS); the worker files are written here, and the one
// that fails inside the protocol runs the built serve-batches.js, as the package's workers do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type * as Pool from '../../src/traffic/pool.js';
import type { BatchRunner } from '../../src/traffic/runner.js';
import type * as Errors from '../../src/traffic/worker-thread-error.js';
import { repoRoot } from '../helpers/bundle.js';
import { isolatedTmp } from '../helpers/processes.js';

const built = (file: string) => pathToFileURL(join(repoRoot, 'dist', 'traffic', file)).href;
const { batchDeadlineMs, poolRunner } = (await import(built('pool.js'))) as typeof Pool;
const { WorkerThreadError } = (await import(built('worker-thread-error.js'))) as typeof Errors;

const work = mkdtempSync(join(isolatedTmp(), 'nac-worker-failure-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const serveBatches = built('serve-batches.js');
const workers = {
  // Fails on its first batch, inside the protocol: the pool gets the error as a reply.
  check: `import { serveBatches } from ${JSON.stringify(serveBatches)};
serveBatches(() => { throw new Error('the check broke'); }, 'a test worker');`,
  // Fails as it starts: the pool gets the thread's 'error' event.
  start: `throw new Error('the worker broke at start');`,
  // Ends with an exit code, without a word.
  exit: `process.exit(7);`,
  // Throws what is no Error: a symbol as it starts.
  symbol: `throw Symbol('not an error');`,
  // Throws, inside the protocol, an object whose text cannot be had.
  textless: `import { serveBatches } from ${JSON.stringify(serveBatches)};
serveBatches(() => { throw { toString() { throw new Error('no text'); } }; }, 'a test worker');`,
  // Throws, inside the protocol, an Error with no message.
  blank: `import { serveBatches } from ${JSON.stringify(serveBatches)};
serveBatches(() => { throw new TypeError(''); }, 'a test worker');`,
  // Fails as it starts, with an Error with no message.
  blankStart: `throw new RangeError('');`,
  // Takes the batch and never answers (review 25, F2).
  silent: `import { parentPort } from 'node:worker_threads';
parentPort.on('message', () => undefined);`,
};

/** The first batch is checked on this thread; the second goes to the worker (moved to it: a buffer of its own, none of Node's pool). */
async function secondBatchError(kind: keyof typeof workers, deadlineMs?: number): Promise<unknown> {
  const file = join(work, `${kind}.mjs`);
  writeFileSync(file, workers[kind]);
  const inline = (): BatchRunner<string> => ({ capacity: 1, run: async () => 'checked here', close: async () => undefined });
  const pool = poolRunner({}, 2, { name: 'diff --traffic', file, inline, ...(deadlineMs === undefined ? {} : { deadlineMs: () => deadlineMs }) });
  try {
    expect(await pool.run(Buffer.alloc(3, '{}\n'))).toBe('checked here');
    return await pool.run(Buffer.alloc(3, '{}\n')).then(
      () => undefined,
      (error: unknown) => error,
    );
  } finally {
    await pool.close();
  }
}

describe('a failing worker thread of the pool', () => {
  it('is one line naming the command, the worker error and its stack in the cause, when the check throws', async () => {
    const error = await secondBatchError('check');
    expect(error).toBeInstanceOf(WorkerThreadError);
    expect((error as Error).message).toBe('a worker thread of diff --traffic failed: the check broke');
    const cause = (error as Error).cause as Error;
    expect(cause.message).toBe('the check broke');
    expect(cause.stack).toMatch(/the check broke\n\s+at /);
  });

  it('names the command when the worker fails as it starts', async () => {
    const error = await secondBatchError('start');
    expect(error).toBeInstanceOf(WorkerThreadError);
    expect((error as Error).message).toBe('a worker thread of diff --traffic failed: the worker broke at start');
  });

  it('names the command when the worker exits', async () => {
    const error = await secondBatchError('exit');
    expect(error).toBeInstanceOf(WorkerThreadError);
    expect((error as Error).message).toBe('a worker thread of diff --traffic failed: it exited (exit code 7)');
  });

  it('says what a worker threw that is no Error, or what kind of value it was', async () => {
    expect(((await secondBatchError('symbol')) as Error).message).toBe('a worker thread of diff --traffic failed: Symbol(not an error)');
    expect(((await secondBatchError('textless')) as Error).message).toBe('a worker thread of diff --traffic failed: a thrown object with no text');
  });

  it('names an Error thrown with no message by its name, not with an empty line end', async () => {
    expect(((await secondBatchError('blank')) as Error).message).toBe('a worker thread of diff --traffic failed: TypeError with no message');
    expect(((await secondBatchError('blankStart')) as Error).message).toBe('a worker thread of diff --traffic failed: RangeError with no message');
  });

  it('gives up on a worker that does not answer a batch within its deadline', async () => {
    const started = Date.now();
    const error = await secondBatchError('silent', 300);
    expect(error).toBeInstanceOf(WorkerThreadError);
    expect((error as Error).message).toBe('a worker thread of diff --traffic failed: no answer to a batch within 0.3 s');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives a batch a minute, and 10 s more for each MiB it holds', () => {
    expect(batchDeadlineMs(256 * 1024)).toBe(70_000);
    expect(batchDeadlineMs(16 * 1024 * 1024)).toBe(220_000);
  });
});
