// Who checks the batches of JSON lines: this thread (--jobs 1), or a pool of worker threads (pool.ts).
import { type BatchOptions, type BatchResult, batchChecker } from './batch.js';

export interface BatchRunner<R = BatchResult> {
  /** Checks a batch; the results of several may be awaited in any order, and come out the same. */
  run(bytes: Buffer): Promise<R>;
  /** Batches that may wait for their result before reading stops: bounds the memory. */
  readonly capacity: number;
  close(): Promise<void>;
}

/** Checks each batch on this thread, as it is handed over. */
export function inlineRunner(options: BatchOptions): BatchRunner {
  const check = batchChecker(options);
  return {
    capacity: 1,
    run: async (bytes) => check(bytes),
    close: async () => undefined,
  };
}
