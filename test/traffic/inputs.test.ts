// #9 item 16: '-' reads standard input, its format told by its content, so that
// `zcat traffic.jsonl.gz | validate-traffic -` works; /dev/stdin and process substitution, inputs
// that cannot be read twice or measured, work too. #11 item 12: an input in neither format is told
// which formats validate-traffic reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-inputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], input?: string | Buffer) =>
  spawnSync(process.execPath, [cli, 'validate-traffic', ...args], { encoding: 'utf8', timeout: 60_000, input });
/** Through bash, for pipes and process substitution as a user's shell makes them. */
const shell = (script: string) =>
  spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, NODE: process.execPath, CLI: cli } });

const JSONL_SUMMARY = /^1 file, 5 exchanges: 3 valid, 1 violation, 1 matching no operation$/m;
const HAR_SUMMARY = /^1 file, 9 exchanges: 5 valid, 3 violations, 1 matching no operation, 1 CORS preflight$/m;

describe("'-' reads standard input", () => {
  it('as JSON Lines, told by its content, placed as <stdin>', () => {
    const result = run(['-'], readFileSync(fixture('exchanges.jsonl')));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(JSONL_SUMMARY);
    expect(result.stdout).toContain('  <stdin>:2 (line 4)  listTopics  GET /v2/topics → 200\n');
  });

  it('as HAR, told by its content', () => {
    const result = run(['-'], readFileSync(fixture('session.har')));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(HAR_SUMMARY);
    expect(result.stdout).toContain('  <stdin>:3  getTopic  GET https://api.example.com/v2/topics/broken → 200\n');
  });

  it('from a pipe, as `zcat traffic.jsonl.gz | validate-traffic -`', () => {
    writeFileSync(join(dir, 'traffic.jsonl.gz'), gzipSync(readFileSync(fixture('exchanges.jsonl'))));
    const result = shell(`zcat '${join(dir, 'traffic.jsonl.gz')}' | "$NODE" "$CLI" validate-traffic - '${fixture('valid.har')}'`);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^2 files, 10 exchanges: 8 valid, 1 violation, 1 matching no operation$/m);
  });

  it('empty, as JSON Lines without a line: no exchange matched, exit code 1 unless --allow-empty', () => {
    const empty = run(['-'], '');
    expect(empty.status).toBe(1);
    expect(empty.stdout).toMatch(/^1 file, 0 exchanges/m);
    expect(run(['--allow-empty', '-'], '').status).toBe(0);
  });

  it('once: a second - is a usage error', () => {
    const result = run(['-', '-'], '');
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/'-' \(standard input\) can be read only once/);
  });
});

describe('an input that cannot be read', () => {
  it('is named with the reason, whether its format comes from its name or its content; exit code 2', () => {
    for (const name of ['folder.jsonl', 'folder']) {
      const folder = join(dir, name);
      mkdirSync(folder);
      const result = run([folder]);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(
        new RegExp(`^notification-api-contract: ${folder.replaceAll('.', '\\.')}: cannot be read: is a directory \\(EISDIR\\)( after line 0)?\n$`),
      );
    }
  });
});

describe('inputs that can be read only once and have no size', () => {
  it('/dev/stdin, for JSON Lines and HAR', () => {
    const jsonl = shell(`"$NODE" "$CLI" validate-traffic /dev/stdin < <(cat '${fixture('exchanges.jsonl')}')`);
    expect(jsonl.stderr).toBe('');
    expect(jsonl.stdout).toMatch(JSONL_SUMMARY);
    const har = shell(`cat '${fixture('session.har')}' | "$NODE" "$CLI" validate-traffic /dev/stdin`);
    expect(har.stdout).toMatch(HAR_SUMMARY);
  });

  it('process substitution, two at once', () => {
    const result = shell(`"$NODE" "$CLI" validate-traffic <(cat '${fixture('exchanges.jsonl')}') <(cat '${fixture('session.har')}')`);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^2 files, 14 exchanges: 8 valid, 4 violations, 2 matching no operation, 1 CORS preflight$/m);
  });
});

describe('an input in neither format', () => {
  it.each([
    ['a text file', 'notes.txt', 'these are not exchanges\n'],
    ['a JSON array', 'exchanges.json', '[{"request": {"method": "GET", "path": "/v2/topics"}}]\n'],
    ['a JSON object of another kind', 'package.json', readFileSync(join(repoRoot, 'package.json'), 'utf8')],
    ['CSV', 'traffic.csv', 'method,path\nGET,/v2/topics\n'],
  ])('%s is named, with the formats validate-traffic reads; exit code 2', (_kind, name, text) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    const result = run([file]);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      `notification-api-contract: ${file}: neither HAR nor JSON Lines: validate-traffic reads HAR 1.2 ({"log": {"entries": [...]}}, as browsers and proxies export it) and JSON Lines (one {"request": {...}, "response": {...}} object per line; .jsonl, .ndjson)\n`,
    );
  });

  it('on standard input too', () => {
    const result = run(['-'], 'GET /v2/topics HTTP/1.1\r\n');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^notification-api-contract: <stdin>: neither HAR nor JSON Lines: validate-traffic reads HAR 1\.2 .* and JSON Lines /);
  });

  it('is told apart from JSON Lines whose first line is long, and from a HAR written on one line', () => {
    const longFirst = join(dir, 'long-first.log');
    const line = JSON.stringify({
      request: { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } },
      response: { status: 200, body: { _id: 't', key: 'news', name: 'x'.repeat(3_000_000) } },
    });
    writeFileSync(longFirst, `${line}\n`);
    expect(run([longFirst]).stdout).toMatch(/^1 file, 1 exchange: 1 valid/m);
    const oneLineHar = join(dir, 'one-line.json');
    writeFileSync(oneLineHar, JSON.stringify(JSON.parse(readFileSync(fixture('valid.har'), 'utf8'))));
    expect(run([oneLineHar]).stdout).toMatch(/^1 file, 5 exchanges: 5 valid/m);
  });
});
