// A worker thread of the pool (pool.ts) failed, so the check could not go on. A module of its own, so
// that a command can tell this error apart without loading the pool and node:worker_threads.
import { brandAcrossCopies } from '../errors/brand.js';

/** One line naming the command (`a worker thread of diff --traffic failed: …`); the worker's own error, with its stack, is the cause. */
export class WorkerThreadError extends Error {
  override readonly name = 'WorkerThreadError';
}
// Thrown from a command's bundle, tested in program.ts's (scripts/bundle-cli.mjs): one brand for both copies.
brandAcrossCopies(WorkerThreadError, 'WorkerThreadError');

/**
 * What was thrown, as one line's words: an Error's message (its name when the message is empty: the
 * line ended at `failed: `, review 25), else the value as String() gives it, else its kind.
 */
export function thrownText(value: unknown): string {
  if (value instanceof Error) return String(value.message) || `${value.name} with no message`;
  try {
    return String(value);
  } catch {
    // An object whose toString throws, or one with no prototype.
    return `a thrown ${typeof value} with no text`;
  }
}
