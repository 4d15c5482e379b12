// #9 item 15: JSON Lines are cut on bytes, with a bound: a line over the limit (--max-body) is one
// unreadable exchange, reported with its position, exit code 2. The single line of 600 MB through a
// FIFO, and the memory it costs the command, are in long-lines-fifo.test.ts (a process of its own).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic } from '../../src/traffic/index.js';
import { forEachLine, type LinePiece, lineBatches, longLineMessage } from '../../src/traffic/lines.js';
import { runInProcess } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-long-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The chunks of `text` cut at `cuts`, lent as the reader lends them: one buffer, overwritten each time. */
async function* lent(bytes: Buffer, cuts: readonly number[]): AsyncGenerator<Buffer> {
  const shared = Buffer.alloc(bytes.length);
  let start = 0;
  for (const end of [...cuts.filter((cut) => cut > 0 && cut < bytes.length).sort((a, b) => a - b), bytes.length]) {
    if (end <= start) continue;
    bytes.copy(shared, 0, start, end);
    yield shared.subarray(0, end - start);
    shared.fill(0x3f);
    start = end;
  }
}

/** The lines the pieces hold, a line over the limit as its length, wherever it was found. */
async function linesOf(pieces: AsyncIterable<LinePiece>, limit: number): Promise<(string | { long: number })[]> {
  const out: (string | { long: number })[] = [];
  for await (const piece of pieces) {
    if (piece.kind === 'long') out.push({ long: piece.length });
    else forEachLine(piece.bytes, (start, end) => out.push(end - start > limit ? { long: end - start } : piece.bytes.toString('utf8', start, end)));
  }
  return out;
}

/** What splitting on '\n' gives (a final '\r' off each line, the BOM off the first, no line after a final '\n'). */
function expected(text: string, limit: number): (string | { long: number })[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body === '') return [];
  const lines = body.split('\n');
  if (body.endsWith('\n')) lines.pop();
  return lines.map((line) => {
    const bare = line.endsWith('\r') ? line.slice(0, -1) : line;
    const length = Buffer.byteLength(bare);
    return length > limit ? { long: length } : bare;
  });
}

describe('lineBatches', () => {
  it('cuts lines across any chunk boundaries, as splitting on newlines would, lines over the limit reported by length', async () => {
    const line = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constant('x'.repeat(70)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.nat(400), { maxLength: 10 }),
        fc.integer({ min: 1, max: 60 }),
        async (lines, crlf, bom, finalNewline, cuts, limit) => {
          const eol = crlf ? '\r\n' : '\n';
          const text = `${bom ? '\uFEFF' : ''}${lines.map((l) => l.replace(/[\r\n]/g, ' ')).join(eol)}${finalNewline && lines.length > 0 ? eol : ''}`;
          const bytes = Buffer.from(text);
          // Batches of their own, and batches lent in one buffer filled again (each read before the next is asked for).
          for (const reuseBatches of [false, true])
            expect(await linesOf(lineBatches(lent(bytes, cuts), { maxLineBytes: limit, batchBytes: 64, reuseBatches }), limit)).toEqual(expected(text, limit));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('skips a line over the limit as it streams by, keeping the lines before and after in order', async () => {
    const text = `{"a":1}\n${'y'.repeat(10_000)}\r\n{"b":2}\n${'z'.repeat(5000)}`;
    const cuts = Array.from({ length: 40 }, (_, i) => 1 + i * 397);
    const pieces: LinePiece[] = [];
    for await (const piece of lineBatches(lent(Buffer.from(text), cuts), { maxLineBytes: 1000, batchBytes: 4096 })) pieces.push(piece);
    expect(pieces.map((piece) => (piece.kind === 'long' ? piece.length : piece.bytes.toString()))).toEqual(['{"a":1}\n', 10_000, '{"b":2}\n', 5000]);
  });

  it('with reuseBatches, fills one buffer again for each batch of the usual size, and lets one grown for a long line go', async () => {
    const text = `${'a'.repeat(50)}\n${'b'.repeat(50)}\n${'c'.repeat(300)}\n${'d'.repeat(50)}\n${'e'.repeat(50)}\n`;
    for (const reuseBatches of [false, true]) {
      const seen: { text: string; memory: ArrayBufferLike; size: number }[] = [];
      for await (const piece of lineBatches(lent(Buffer.from(text), [120, 200, 420]), { maxLineBytes: 1000, batchBytes: 64, reuseBatches }))
        if (piece.kind === 'lines') seen.push({ text: piece.bytes.toString(), memory: piece.bytes.buffer, size: piece.bytes.buffer.byteLength });
      expect(seen.map((batch) => batch.text)).toEqual([
        `${'a'.repeat(50)}\n`,
        `${'b'.repeat(50)}\n`,
        `${'c'.repeat(300)}\n`,
        `${'d'.repeat(50)}\n`,
        `${'e'.repeat(50)}\n`,
      ]);
      const usual = seen.filter((batch) => batch.size === 64);
      expect(usual).toHaveLength(4);
      // Lent: one buffer filled again, until the long line's batch, which is let go (a fresh one of
      // the usual size follows); given: a buffer of its own each time (a worker thread may take it).
      const memories = seen.map((batch) => batch.memory);
      expect(new Set(memories).size).toBe(reuseBatches ? 3 : 5);
      if (reuseBatches) expect([memories[0] === memories[1], memories[3] === memories[4], memories[1] === memories[3]]).toEqual([true, true, false]);
      expect(seen[2]!.size).toBe(301);
    }
  });

  it('fills a spare buffer given back (a worker thread is done with it) when it is of the usual size, and fresh memory otherwise', async () => {
    const text = `${'a'.repeat(50)}\n${'b'.repeat(50)}\n${'c'.repeat(50)}\n`;
    const usual = Buffer.alloc(64);
    const other = Buffer.alloc(100);
    const spares = [usual, other];
    const seen: { text: string; memory: ArrayBufferLike }[] = [];
    for await (const piece of lineBatches(lent(Buffer.from(text), [70, 140]), { maxLineBytes: 1000, batchBytes: 64, spareBatch: () => spares.pop() }))
      if (piece.kind === 'lines') seen.push({ text: piece.bytes.toString(), memory: piece.bytes.buffer });
    expect(seen.map((batch) => batch.text)).toEqual([`${'a'.repeat(50)}\n`, `${'b'.repeat(50)}\n`, `${'c'.repeat(50)}\n`]);
    // The first batch is asked first: the spare of another size is let go; the second gets the usual one.
    expect(seen.map((batch) => batch.memory === usual.buffer || batch.memory === other.buffer)).toEqual([false, true, false]);
    expect(seen[1]!.memory).toBe(usual.buffer);
    expect(spares).toHaveLength(0);
  });
});

describe('a JSON line over --max-body', () => {
  it('is an unreadable line at its position; the lines around it are checked, their lines and indexes exact', async () => {
    const file = join(dir, 'one-long.jsonl');
    const exchange = (key: string) =>
      JSON.stringify({
        request: { method: 'GET', path: `/v2/topics/${key}`, headers: { authorization: 'ApiKey k' } },
        response: { status: 200, body: { key } },
      });
    writeFileSync(file, `${exchange('a')}\n\n${exchange('b').replace('}}}', `}},"pad":"${'p'.repeat(3000)}"}`)}\n${exchange('c')}\n`);
    const report = await checkTraffic([file], { maxBodyBytes: 1000 });
    expect(report.inputErrors).toEqual([{ file, line: 3, message: longLineMessage(Buffer.byteLength(exchange('b')) + 3009, 1000) }]);
    // Both remaining exchanges lack the topic's _id: listed where they are.
    expect(report.violationList.map(({ index, line }) => [index, line])).toEqual([
      [0, 1],
      [1, 4],
    ]);
  });
});

describe('--max-body', () => {
  // In-process, without a build: on this thread (--jobs 1), since worker threads load the built modules;
  // that threads give the same report is test/traffic/jobs.test.ts's.
  const run = (args: string[]) => runInProcess(['validate-traffic', '--jobs', '1', ...args]);
  const small = join(import.meta.dirname, 'fixtures', 'exchanges.jsonl');

  it.each(['0', 'lots', '1tb', '513mb', '-1'])('%j is a usage error: one line, exit code 2', async (size) => {
    const result = await run([`--max-body=${size}`, small]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /--max-body must be a size such as 16mb or 512kb, at most 512mb, got "[^"]*"; see 'notification-api-contract validate-traffic --help'\n$/,
    );
  });

  it('takes sizes as people write them, up to 512mb', async () => {
    for (const size of ['512mb', '64kb', '1.5m', '2048']) expect((await run(['--max-body', size, small])).stdout).toMatch(/^1 file, 5 exchanges/m);
    // A limit below the longest line makes that line unreadable.
    const tight = await run(['--max-body', '200', small]);
    expect(tight.status).toBe(2);
    expect(tight.stderr).toMatch(/exchanges\.jsonl:\d+ \(line \d+\): a line of [\d,]+ bytes, over the 200 bytes limit \(--max-body\)/);
  });
});
