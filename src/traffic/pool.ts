// `validate-traffic --jobs N`: batches of JSON lines checked on N threads. Each batch goes to the
// worker thread with the fewest waiting, moved (not copied) with its bytes; the reader awaits the
// results in the order it sent the batches, so the report comes out as on one thread. This thread is
// one of the N: the workers count the batches they are done with in shared memory, and this thread
// checks a batch itself whenever every worker already has two, instead of idling while it waits for
// them. One thread fewer to start and to warm up (each compiles the validators and the hot code anyway).
import { Worker } from 'node:worker_threads';
import type { BatchOptions, BatchResult } from './batch.js';
import { DEFAULT_BATCH_BYTES } from './lines.js';
import { type BatchRunner, inlineRunner, RUN_AHEAD_LINES } from './runner.js';
import { workerEnv } from './worker-env.js';
import { batchWorkerFile } from './worker-file.cjs';
import { thrownText, WorkerThreadError } from './worker-thread-error.js';

export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
}

/**
 * Sent to every worker before any batch: it adds 1 to `done[0]` as it sends each result, so that
 * this thread knows how many it has left without waiting for the messages (serve-batches.ts).
 */
export interface WorkerCounter {
  done: Int32Array;
}

/**
 * A batch's result, or why there is none. `bytes`, where the worker gives it, is the batch's memory
 * moved back once checked: the reader fills it again (lines.ts's spareBatch).
 */
export type WorkerReply<R = BatchResult> = ({ id: number; result: R } | { id: number; error: string; stack?: string }) & { bytes?: Uint8Array };

/**
 * What the threads run: the worker's module (given the options as workerData; it serves the pool
 * through serve-batches.ts) and the same check on this thread, which reads each batch at once.
 */
export interface WorkerKind<O, R> {
  /** The command the threads work for, as its messages name it: `validate-traffic`, `diff --traffic`. */
  name: string;
  file: string;
  inline(options: O): BatchRunner<R>;
  /** How long a worker may take over a batch of this many bytes (batchDeadlineMs unless given). */
  deadlineMs?(bytes: number): number;
}

/**
 * How long a worker may take over a batch before the run gives up on it: a minute, and 10 s more per
 * MiB the batch holds (a batch is 256 KiB, or one long line), hundreds of times what a batch takes.
 * A worker that never answered held the command until something outside killed it (review 25, F2).
 */
export const batchDeadlineMs = (bytes: number): number => 60_000 + Math.ceil(bytes / (1024 * 1024)) * 10_000;

interface Waiting {
  resolve(result: never): void;
  reject(error: Error): void;
  deadline: ReturnType<typeof setTimeout>;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
  /** Batches sent, and batches the worker is done with (counted by the worker). */
  sent: number;
  done: Int32Array;
  failure?: Error;
  /** Rejects every batch the thread has, with `error`, and every later one. */
  fail(error: Error): void;
}

/** Batches a thread has not finished: those it counts as done may still have their result on the way. */
const unfinished = (thread: Thread): number => thread.sent - Atomics.load(thread.done, 0);

/** The one line of every failure of a worker thread: the command it worked for, then what happened. */
const workerFailed = (name: string, what: string, options?: ErrorOptions): WorkerThreadError =>
  new WorkerThreadError(`a worker thread of ${name} failed: ${what}`, options);

/** The worker's error as the cause of the pool's: its stack kept for whoever inspects it, off the message line. */
function workerCause(message: string, stack: string | undefined): Error {
  const cause = new Error(message);
  if (stack !== undefined) cause.stack = stack;
  return cause;
}

function startThread(options: unknown, kind: { name: string; file: string }, giveBack: (bytes: Uint8Array) => void): Thread {
  const { name, file } = kind;
  // No inherited flags: they were meant for the main script (`--input-type=module -e …` stops a worker
  // before it starts, a `--import` hook would run again in every thread); the worker runs only this
  // package's built code. V8's flags (--max-old-space-size) apply to every thread anyway.
  // The environment carries the main thread's compile cache, if any (worker-env.ts).
  const env = workerEnv();
  const worker = new Worker(file, { workerData: options, execArgv: [], ...(env === undefined ? {} : { env }) });
  const thread: Thread = {
    worker,
    waiting: new Map(),
    sent: 0,
    done: new Int32Array(new SharedArrayBuffer(4)),
    fail(error) {
      this.failure ??= error;
      for (const waiting of this.waiting.values()) {
        clearTimeout(waiting.deadline);
        waiting.reject(this.failure);
      }
      this.waiting.clear();
    },
  };
  const counter: WorkerCounter = { done: thread.done };
  worker.postMessage(counter);
  worker.on('message', (reply: WorkerReply<unknown>) => {
    if (reply.bytes !== undefined) giveBack(reply.bytes);
    const waiting = thread.waiting.get(reply.id);
    if (waiting === undefined) return;
    thread.waiting.delete(reply.id);
    clearTimeout(waiting.deadline);
    if ('error' in reply) waiting.reject(workerFailed(name, reply.error, { cause: workerCause(reply.error, reply.stack) }));
    else waiting.resolve(reply.result as never);
  });
  // What a worker throws need not be an Error (a string, a symbol, an object): said as it can be.
  worker.on('error', (error: unknown) => thread.fail(workerFailed(name, thrownText(error), { cause: error })));
  worker.on('exit', (code) => thread.fail(workerFailed(name, `it exited (exit code ${code})`)));
  return thread;
}

/**
 * Checks batches on `jobs` threads: this thread and `jobs - 1` worker threads, started when the second
 * batch comes (the first is checked here, so that a small input never waits for threads to load the
 * validators).
 */
export function poolRunner(options: BatchOptions, jobs: number): BatchRunner;
export function poolRunner<O, R>(options: O, jobs: number, kind: WorkerKind<O, R>): BatchRunner<R>;
export function poolRunner<O, R>(
  options: O,
  jobs: number,
  kind: WorkerKind<O, R> = {
    name: 'validate-traffic',
    file: batchWorkerFile,
    inline: inlineRunner as unknown as (options: O) => BatchRunner<R>,
  },
): BatchRunner<R> {
  const inline = kind.inline(options);
  const workers = jobs - 1;
  let threads: Thread[] | undefined;
  let batches = 0;
  let nextId = 0;
  // Batch buffers given back by the threads, or checked here, to be filled again: no more than
  // could be in flight, and only those of the usual size (one grown for a long line is let go).
  const spares: Buffer[] = [];
  const giveBack = (bytes: Uint8Array) => {
    if (spares.length < jobs * 2 + 1 && bytes.buffer.byteLength === DEFAULT_BATCH_BYTES) spares.push(Buffer.from(bytes.buffer, 0, bytes.buffer.byteLength));
  };
  const checkHere = (bytes: Buffer): Promise<R> => {
    const result = inline.run(bytes);
    // Checked by the time run() returns (readsBatchAtOnce): the memory is free again.
    if (inline.readsBatchAtOnce === true) giveBack(bytes);
    return result;
  };
  return {
    // Two batches per thread: one being checked, one waiting, so that no thread idles between them.
    capacity: jobs * 2,
    // While a worker starts (about 40 ms) or is busy with a slow batch, this thread checks the batches
    // after it instead of waiting; the results it keeps meanwhile are small (one event a line at most).
    runAheadLines: RUN_AHEAD_LINES,
    spareBatch: () => spares.pop(),
    run(bytes) {
      batches += 1;
      if (batches === 1 || workers < 1) return checkHere(bytes);
      threads ??= Array.from({ length: workers }, () => startThread(options, kind, giveBack));
      let thread = threads[0]!;
      for (const other of threads) if (unfinished(other) < unfinished(thread)) thread = other;
      if (thread.failure !== undefined) return Promise.reject(thread.failure);
      // Every worker has one being checked and one waiting: this thread takes the batch.
      if (unfinished(thread) >= 2) return checkHere(bytes);
      const id = nextId;
      nextId += 1;
      const chosen = thread;
      chosen.sent += 1;
      const deadlineMs = (kind.deadlineMs ?? batchDeadlineMs)(bytes.byteLength);
      return new Promise<R>((resolve, reject) => {
        const deadline = setTimeout(() => {
          chosen.fail(workerFailed(kind.name, `no answer to a batch within ${deadlineMs / 1000} s`));
          void chosen.worker.terminate();
        }, deadlineMs);
        // The worker holds the process while it works; the deadline alone must not.
        deadline.unref();
        chosen.waiting.set(id, { resolve: resolve as (result: never) => void, reject, deadline });
        const request: WorkerRequest = { id, bytes };
        // The batch's memory is its own (lines.ts allocates it so): moved to the thread, not copied.
        chosen.worker.postMessage(request, [bytes.buffer as ArrayBuffer]);
      });
    },
    async close() {
      if (threads === undefined) return;
      const stopping = threads;
      threads = undefined;
      await Promise.all(stopping.map(({ worker }) => worker.terminate()));
    },
  };
}
