// The batches of a JSON Lines input, checked by a runner (this thread, or a pool of threads) and handed
// on in the order of the file. Reading waits while the threads have enough to do, so that memory stays
// at a few batches; with a pool, this thread goes on checking batches while a worker is still busy with
// an older one (starting up, or on a slow batch), as long as the results it keeps waiting are small.
import { describeFsError } from './fs-errors.js';
import type { TrafficInput } from './input.js';
import { type LongLine, lineBatches, longLineMessage } from './lines.js';
import type { BatchRunner } from './runner.js';
import { TrafficInputError } from './types.js';

/** A batch handed to the runner. */
interface Sent<R> {
  kind: 'sent';
  result: Promise<R>;
}

/**
 * The batches of a JSON Lines input, checked by `runner` and handed to `add` in the order of the file,
 * with the lines and exchanges read before each (diff --traffic weighs its batches through it too).
 */
export async function checkJsonLines<R extends { lines: number; exchanges: number }>(
  input: TrafficInput,
  add: (result: R, linesBefore: number, exchangesBefore: number) => void,
  runner: BatchRunner<R>,
  maxLineBytes: number,
  countError: (error: TrafficInputError) => void,
  progress: (exchanges: number) => void,
): Promise<void> {
  const name = input.name;
  let lines = 0;
  let exchanges = 0;
  const pending: (Sent<R> | LongLine)[] = [];
  // Of the pending pieces: the batches whose result has not come yet, and the lines of the others
  // (a line too long to keep counts as one).
  let unfinished = 0;
  let linesIn = 0;
  const runAhead = runner.runAheadLines ?? 0;
  const takeOne = async (): Promise<void> => {
    const next = pending.shift()!;
    if (next.kind === 'long') {
      linesIn -= 1;
      lines += 1;
      countError(new TrafficInputError(name, longLineMessage(next.length, maxLineBytes), { line: lines }));
      return;
    }
    const result = await next.result;
    linesIn -= result.lines;
    add(result, lines, exchanges);
    lines += result.lines;
    exchanges += result.exchanges;
    progress(result.exchanges);
  };
  // Past the runner's capacity, reading goes on only while the batches beyond it are already checked
  // and the results waiting hold at most `runAhead` lines (a line gives one event at most). With no
  // run-ahead, this is: wait while more than `capacity` pieces are pending.
  const mustWait = () => pending.length > runner.capacity && (unfinished > runner.capacity || linesIn > runAhead);
  try {
    const split = { maxLineBytes, reuseBatches: runner.readsBatchAtOnce === true, spareBatch: runner.spareBatch };
    for await (const piece of lineBatches(input.chunks, split)) {
      if (piece.kind === 'long') {
        linesIn += 1;
        pending.push(piece);
      } else {
        const sent: Sent<R> = { kind: 'sent', result: runner.run(piece.bytes) };
        unfinished += 1;
        // Awaited in turn below; until then a failure must not count as unhandled.
        sent.result.then(
          (result) => {
            unfinished -= 1;
            linesIn += result.lines;
          },
          () => {
            unfinished -= 1;
          },
        );
        pending.push(sent);
      }
      while (mustWait()) await takeOne();
    }
  } catch (error) {
    // Only the system's read errors (EIO, EISDIR, …) are the input's; a failing thread is not.
    if (typeof (error as NodeJS.ErrnoException).syscall !== 'string') throw error;
    // What was read before the error still counts.
    while (pending.length > 0) await takeOne();
    throw new TrafficInputError(name, `${describeFsError(error)} after line ${lines}`);
  }
  while (pending.length > 0) await takeOne();
}
