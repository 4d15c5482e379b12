// Who checks the batches of JSON lines: this thread (--jobs 1), or a pool of worker threads (pool.ts).
import { type BatchOptions, type BatchResult, batchChecker } from './batch.js';

export interface BatchRunner<R = BatchResult> {
  /** Checks a batch; the results of several may be awaited in any order, and come out the same. */
  run(bytes: Buffer): Promise<R>;
  /** Batches that may wait for their result before reading stops: bounds the memory. */
  readonly capacity: number;
  /**
   * Past `capacity`, reading goes on while the batches beyond it are already checked and their results
   * hold at most this many lines (check-lines.ts): a runner that checks batches on this thread too
   * keeps at it while a worker is busy with an older batch, instead of waiting for it. Default 0.
   */
  readonly runAheadLines?: number;
  /**
   * True when run() has read all it needs of a batch's bytes by the time it returns, as this thread's
   * runner does (it checks the batch at once): the reader may then fill the same buffer with the next
   * batch, instead of fresh memory for each (lines.ts's reuseBatches).
   */
  readonly readsBatchAtOnce?: boolean;
  /** A batch's buffer given back once checked, to be filled again (lines.ts's spareBatch). */
  readonly spareBatch?: () => Buffer | undefined;
  close(): Promise<void>;
}

/**
 * A pool's runAheadLines: results of lines checked on this thread that may wait behind a worker's older
 * batch (one event a line at most, for validate-traffic; counts and a few examples a batch, for diff).
 */
export const RUN_AHEAD_LINES = 8192;

/** Checks each batch on this thread, as it is handed over. */
export function inlineRunner(options: BatchOptions): BatchRunner {
  const check = batchChecker(options);
  return {
    capacity: 1,
    readsBatchAtOnce: true,
    run: async (bytes) => check(bytes),
    close: async () => undefined,
  };
}
