// #9 item 16: '-' reads standard input, its format told by its content, so that
// `zcat traffic.jsonl.gz | validate-traffic -` works; /dev/stdin and process substitution, inputs
// that cannot be read twice or measured, work too. #11 item 12: an input in neither format is told
// which formats validate-traffic reads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { runInProcess } from '../helpers/cli.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-inputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// In-process through (argv, io); what only a shell's pipes and FIFOs show is in inputs-shell.test.ts.
// In-process, without a build: on this thread (--jobs 1), since worker threads load the built modules;
// that threads give the same report is test/traffic/jobs.test.ts's.
const run = (args: string[], input?: string | Buffer) =>
  runInProcess(['validate-traffic', '--jobs', '1', ...args], input === undefined ? {} : { stdin: input });

const JSONL_SUMMARY = /^1 file, 5 exchanges: 3 valid, 1 violation, 1 matching no operation$/m;
const HAR_SUMMARY = /^1 file, 9 exchanges: 5 valid, 3 violations, 1 matching no operation, 1 CORS preflight$/m;

describe("'-' reads standard input", () => {
  it('as JSON Lines, told by its content, placed as <stdin>', async () => {
    const result = await run(['-'], readFileSync(fixture('exchanges.jsonl')));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(JSONL_SUMMARY);
    expect(result.stdout).toContain('  <stdin>:4 (line 4)  listTopics  GET /v2/topics → 200\n');
  });

  it('as HAR, told by its content', async () => {
    const result = await run(['-'], readFileSync(fixture('session.har')));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(HAR_SUMMARY);
    expect(result.stdout).toContain('  <stdin> (entries[3])  getTopic  GET https://api.example.com/v2/topics/broken → 200\n');
  });

  it('empty, as JSON Lines without a line: no exchange matched, exit code 1 unless --allow-empty', async () => {
    const empty = await run(['-'], '');
    expect(empty.status).toBe(1);
    expect(empty.stdout).toMatch(/^1 file, 0 exchanges/m);
    expect((await run(['--allow-empty', '-'], '')).status).toBe(0);
  });

  it('once: a second - is a usage error', async () => {
    const result = await run(['-', '-'], '');
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/'-' \(standard input\) can be read only once/);
  });
});

describe('an input that cannot be read', () => {
  it('is named with the reason, whether its format comes from its name or its content; exit code 2', async () => {
    for (const name of ['folder.jsonl', 'folder']) {
      const folder = join(dir, name);
      mkdirSync(folder);
      const result = await run([folder]);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(
        new RegExp(`^notification-api-contract: ${folder.replaceAll('.', '\\.')}: cannot be read: is a directory \\(EISDIR\\)( after line 0)?\n$`),
      );
    }
  });
});

describe('an input in neither format', () => {
  it.each([
    ['a text file', 'notes.txt', 'these are not exchanges\n'],
    ['a JSON array', 'exchanges.json', '[{"request": {"method": "GET", "path": "/v2/topics"}}]\n'],
    ['a JSON object of another kind', 'package.json', readFileSync(join(repoRoot, 'package.json'), 'utf8')],
    ['CSV', 'traffic.csv', 'method,path\nGET,/v2/topics\n'],
  ])('%s is named, with the formats validate-traffic reads; exit code 2', async (_kind, name, text) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    const result = await run([file]);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      `notification-api-contract: ${file}: neither HAR nor JSON Lines: validate-traffic reads HAR 1.2 ({"log": {"entries": [...]}}, as browsers and proxies export it) and JSON Lines (one {"request": {...}, "response": {...}} object per line; .jsonl, .ndjson)\n`,
    );
  });

  it('on standard input too', async () => {
    const result = await run(['-'], 'GET /v2/topics HTTP/1.1\r\n');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^notification-api-contract: <stdin>: neither HAR nor JSON Lines: validate-traffic reads HAR 1\.2 .* and JSON Lines /);
  });

  it('is told apart from JSON Lines whose first line is long, and from a HAR written on one line', async () => {
    const longFirst = join(dir, 'long-first.log');
    const line = JSON.stringify({
      request: { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } },
      response: { status: 200, body: { _id: 't', key: 'news', name: 'x'.repeat(3_000_000) } },
    });
    writeFileSync(longFirst, `${line}\n`);
    expect((await run([longFirst])).stdout).toMatch(/^1 file, 1 exchange: 1 valid/m);
    const oneLineHar = join(dir, 'one-line.json');
    writeFileSync(oneLineHar, JSON.stringify(JSON.parse(readFileSync(fixture('valid.har'), 'utf8'))));
    expect((await run([oneLineHar])).stdout).toMatch(/^1 file, 5 exchanges: 5 valid/m);
  });
});
