// validate-traffic --jobs N: reading does not stop while a worker is busy with an older batch (a worker
// starting takes about 40 ms, and the report waits for its batches in the file's order). This thread
// goes on checking the batches after it, as long as the results it keeps waiting are small: reading
// waits once they hold more than the runner's runAheadLines, and at `capacity` pending batches for a
// runner without it (one thread), as before. The report keeps the file's order either way. The pool's
// own figures are in jobs.test.ts (it runs from the build).
import { describe, expect, it } from 'vitest';
import { checkJsonLines } from '../../src/traffic/check-lines.js';
import type { TrafficInput } from '../../src/traffic/input.js';
import { DEFAULT_BATCH_BYTES } from '../../src/traffic/lines.js';
import type { BatchRunner } from '../../src/traffic/runner.js';

interface Counted {
  lines: number;
  exchanges: number;
  first: string;
}

const LINE_BYTES = 1024;
const LINES_PER_BATCH = DEFAULT_BATCH_BYTES / LINE_BYTES;

/** `batches` batches' worth of 1 KiB lines, each line its own number padded. */
function inputOf(batches: number): TrafficInput {
  const lines = batches * LINES_PER_BATCH;
  const bytes = Buffer.alloc(lines * LINE_BYTES, 0x20);
  for (let i = 0; i < lines; i += 1) {
    bytes.write(String(i), i * LINE_BYTES);
    bytes[(i + 1) * LINE_BYTES - 1] = 0x0a;
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let start = 0; start < bytes.length; start += 64 * 1024) yield bytes.subarray(start, start + 64 * 1024);
  }
  return { name: 'lines.jsonl', format: 'jsonl', chunks: chunks(), bytesRead: () => bytes.length, close: () => undefined };
}

/** A runner whose first batch is held until `release()`; every other batch is counted at once. */
function heldRunner(runAheadLines: number | undefined) {
  let release: () => void = () => undefined;
  const count = (bytes: Buffer): Counted => {
    const text = bytes.toString('latin1');
    const lines = text.split('\n').length - 1;
    return { lines, exchanges: lines, first: text.slice(0, text.indexOf(' ')) };
  };
  const calls: number[] = [];
  const runner: BatchRunner<Counted> = {
    capacity: 2,
    ...(runAheadLines === undefined ? {} : { runAheadLines }),
    run(bytes) {
      calls.push(calls.length);
      const result = count(bytes);
      if (calls.length > 1) return Promise.resolve(result);
      return new Promise((resolve) => {
        release = () => resolve(result);
      });
    },
    close: async () => undefined,
  };
  return { runner, calls, release: () => release() };
}

async function readWhileHeld(runAheadLines: number | undefined, batches: number) {
  const { runner, calls, release } = heldRunner(runAheadLines);
  const added: { first: string; linesBefore: number }[] = [];
  const done = checkJsonLines(
    inputOf(batches),
    (result: Counted, linesBefore) => added.push({ first: result.first, linesBefore }),
    runner,
    1024 * 1024,
    (error) => {
      throw error;
    },
    () => undefined,
  );
  // Until reading stops behind the held batch.
  let seen = -1;
  while (seen !== calls.length) {
    seen = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const sentWhileHeld = calls.length;
  const addedWhileHeld = added.length;
  release();
  await done;
  return { sentWhileHeld, addedWhileHeld, added };
}

describe('checkJsonLines: reading while a batch is still being checked', () => {
  it('goes on past the capacity while the results waiting hold at most runAheadLines lines, then waits', async () => {
    const runAhead = 8 * LINES_PER_BATCH;
    const { sentWhileHeld, addedWhileHeld, added } = await readWhileHeld(runAhead, 40);
    // Every batch after the held one is checked: 8 batches' lines may wait, the ninth goes over and
    // reading waits; nothing is handed on before the held first batch.
    expect(sentWhileHeld).toBe(1 + 8 + 1 + 1);
    expect(addedWhileHeld).toBe(0);
    expect(added).toHaveLength(40);
    expect(added.map(({ first }) => Number(first))).toEqual(Array.from({ length: 40 }, (_, batch) => batch * LINES_PER_BATCH));
    expect(added.map(({ linesBefore }) => linesBefore)).toEqual(Array.from({ length: 40 }, (_, batch) => batch * LINES_PER_BATCH));
  });

  it('waits at capacity pending batches for a runner without run-ahead (one thread), as before', async () => {
    const { sentWhileHeld, added } = await readWhileHeld(undefined, 12);
    expect(sentWhileHeld).toBe(3);
    expect(added.map(({ linesBefore }) => linesBefore)).toEqual(Array.from({ length: 12 }, (_, batch) => batch * LINES_PER_BATCH));
  });
});
