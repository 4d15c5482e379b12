// #9 item 15: JSON Lines are cut on bytes, with a bound. A single line of 600 MB (past V8's longest
// string) is one unreadable exchange, reported with its position, exit code 2, and it costs no more
// memory than the limit (--max-body): it streams by, through a FIFO, without being kept.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic } from '../../src/traffic/index.js';
import { forEachLine, type LinePiece, lineBatches, longLineMessage } from '../../src/traffic/lines.js';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const reporter = join(import.meta.dirname, 'fixtures', 'report-max-rss.mjs');
const writer = join(import.meta.dirname, 'fixtures', 'write-long-line.mjs');
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
          expect(await linesOf(lineBatches(lent(bytes, cuts), { maxLineBytes: limit, batchBytes: 64 }), limit)).toEqual(expected(text, limit));
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
  let stdout = '';
  let stderr = '';
  reading.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  reading.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const writerDone = new Promise((resolve) => writing.on('close', resolve));
  const status = await new Promise<number | null>((resolve) => reading.on('close', resolve));
  // The reader read to the end, so the writer is done; if the reader never opened the FIFO, the
  // writer still waits in open(): it is stopped, by its own id.
  if (writing.exitCode === null && writing.signalCode === null) writing.kill();
  await writerDone;
  rmSync(fifo, { force: true });
  const maxRss = /^maxRSS=(\d+)$/m.exec(stderr)?.[1];
  if (maxRss === undefined) throw new Error(`no maxRSS line:\n${stderr}`);
  return { status, stdout, stderr: stderr.replace(/^maxRSS=\d+\n/m, ''), maxRssKiB: Number(maxRss) };
}

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
    expect(huge.stdout).toMatch(/^1 file, 1 exchange: 1 valid, 0 violations, 0 matching no operation$/m);
    // The limit is 16 MiB: the line is dropped as it streams by, after at most that much is held.
    const growthMiB = (huge.maxRssKiB - baseline.maxRssKiB) / 1024;
    expect(growthMiB).toBeLessThan(16 + 8);
  });

  it('costs memory by the limit, not by the line: with --max-body 1mb, next to nothing', { timeout: 120_000 }, async () => {
    const baseline = await throughFifo(0, ['--max-body', '1mb']);
    const huge = await throughFifo(600, ['--max-body', '1mb']);
    expect(huge.status).toBe(2);
    expect(huge.stderr).toMatch(/:1 \(line 1\): a line of 629,145,701 bytes, over the 1 MiB limit \(--max-body\)/);
    expect((huge.maxRssKiB - baseline.maxRssKiB) / 1024).toBeLessThan(1 + 8);
  });
});

describe('--max-body', () => {
  const run = (args: string[]) => spawnSync(process.execPath, [cli, 'validate-traffic', ...args], { encoding: 'utf8', timeout: 60_000 });
  const small = join(import.meta.dirname, 'fixtures', 'exchanges.jsonl');

  it.each(['0', 'lots', '1tb', '513mb', '-1'])('%j is a usage error: one line, exit code 2', (size) => {
    const result = run([`--max-body=${size}`, small]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /--max-body must be a size such as 16mb or 512kb, at most 512mb, got "[^"]*"; see 'notification-api-contract validate-traffic --help'\n$/,
    );
  });

  it('takes sizes as people write them, up to 512mb', () => {
    for (const size of ['512mb', '64kb', '1.5m', '2048']) expect(run(['--max-body', size, small]).stdout).toMatch(/^1 file, 5 exchanges/m);
    // A limit below the longest line makes that line unreadable.
    const tight = run(['--max-body', '200', small]);
    expect(tight.status).toBe(2);
    expect(tight.stderr).toMatch(/exchanges\.jsonl:\d+ \(line \d+\): a line of [\d,]+ bytes, over the 200 bytes limit \(--max-body\)/);
  });
});
