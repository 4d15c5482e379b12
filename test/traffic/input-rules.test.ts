// #19 (validate-traffic) and #17 (one line reader): unreadable input prints its error alone, invalid
// UTF-8 is named with its line and column, and readJsonLines and checkTraffic read a line alike.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic, exitCodeOf, readJsonLines, TrafficInputError } from '../../src/traffic/index.js';
import { repoRoot } from '../helpers/bundle.js';
import { runInProcess } from '../helpers/cli.js';

// The command in-process, through (argv, io); only the threads below need the build.
const run = (args: string[]) => runInProcess(['validate-traffic', '--jobs', '1', ...args]);
const tmp = mkdtempSync(join(tmpdir(), 'nac-traffic-input-rules-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Worker threads run the built package's worker file: the built checkTraffic, as the global setup built it. */
const builtCheckTraffic = async (files: string[], options: { jobs: number }) =>
  ((await import(join(repoRoot, 'dist', 'traffic', 'index.js'))) as { checkTraffic: typeof checkTraffic }).checkTraffic(files, options);

const valid = JSON.stringify({ request: { method: 'GET', path: '/v2/topics', headers: { authorization: 'ApiKey k' } } });

function file(name: string, content: string | Buffer): string {
  const path = join(tmp, name);
  writeFileSync(path, content);
  return path;
}

/** What readJsonLines yields: each error's place and message, each exchange's line. */
async function readAll(path: string) {
  const out: unknown[] = [];
  for await (const item of readJsonLines(path)) {
    out.push(item instanceof TrafficInputError ? { line: item.where.line, column: item.where.column, message: item.reason } : { exchange: item.source.line });
  }
  return out;
}

describe('an input that cannot be read', () => {
  it('prints its error alone: nothing on stdout, one line on stderr, exit code 2', async () => {
    for (const args of [[join(tmp, 'missing.jsonl')], ['--json', join(tmp, 'missing.jsonl')], [tmp]]) {
      const result = await run(args);
      expect(result.stdout, args.join(' ')).toBe('');
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(result.stderr).toMatch(/^notification-api-contract: .*cannot be read/);
      expect(result.status).toBe(2);
    }
  });

  it('still prints the report of what could be read beside it', async () => {
    const result = await run([join(tmp, 'missing.jsonl'), file('one.jsonl', `${valid}\n`)]);
    expect(result.stdout).toMatch(/^2 files, 1 exchange/m);
    expect(result.stderr).toContain('missing.jsonl');
    expect(result.status).toBe(2);
  });
});

describe('invalid UTF-8 in JSON Lines', () => {
  const bytes = Buffer.concat([
    Buffer.from(`${valid}\n`),
    Buffer.from('{"request": {"method": "GET", "path": "/v2/topics/é'),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('", "headers": {"authorization": "ApiKey k"}}}\n'),
    Buffer.from(`${valid}\n`),
  ]);

  it('is reported with its line and column, as invalid JSON is, and the other lines are checked', async () => {
    const path = file('bad-utf8.jsonl', bytes);
    const report = await checkTraffic([path]);
    expect(report.inputErrors).toEqual([{ file: path, line: 2, column: 52, message: 'not valid UTF-8: the bytes FF FE 22 2C are no UTF-8 sequence' }]);
    expect(report.exchanges).toBe(2);
    expect(exitCodeOf(report)).toBe(2);
    // The same with threads: the batches are read by the same code.
    expect((await builtCheckTraffic([path], { jobs: 2 })).inputErrors).toEqual(report.inputErrors);
    expect(await readAll(path)).toEqual([
      { exchange: 1 },
      { line: 2, column: 52, message: 'not valid UTF-8: the bytes FF FE 22 2C are no UTF-8 sequence' },
      { exchange: 3 },
    ]);
  });

  it('is reported in a HAR file too, with its line and column', async () => {
    const har = Buffer.concat([Buffer.from('{"log": {"entries": [\n  {"x": "'), Buffer.from([0xc3, 0x28]), Buffer.from('"}]}}\n')]);
    const path = file('bad-utf8.har', har);
    const report = await checkTraffic([path]);
    expect(report.inputErrors).toEqual([{ file: path, line: 2, column: 10, position: 31, message: 'not valid UTF-8' }]);
  });

  it('a surrogate or an overlong form is no UTF-8 either', async () => {
    for (const bad of [
      [0xed, 0xa0, 0x80],
      [0xc0, 0xaf],
      [0xf4, 0x90, 0x80, 0x80],
    ]) {
      const path = file('surrogate.jsonl', Buffer.concat([Buffer.from('{"a": "'), Buffer.from(bad), Buffer.from('"}\n')]));
      const report = await checkTraffic([path]);
      expect(report.inputErrors, bad.join(' ')).toEqual([expect.objectContaining({ line: 1, column: 8, message: expect.stringContaining('not valid UTF-8') })]);
    }
  });
});

describe('one line reader for readJsonLines and checkTraffic', () => {
  it('a line of U+00A0 alone is not JSON for both; JSON white space alone is blank for both', async () => {
    const path = file('nbsp.jsonl', `${valid}\n\u00a0\n \t\r\n\n${valid}\n`);
    const expected = [{ file: path, line: 2, column: 1, message: 'not valid JSON: expected a value, found "\u00a0"' }];
    const report = await checkTraffic([path]);
    expect(report.inputErrors).toEqual(expected);
    expect((await builtCheckTraffic([path], { jobs: 2 })).inputErrors).toEqual(expected);
    expect(report.exchanges).toBe(2);
    expect(await readAll(path)).toEqual([{ exchange: 1 }, { line: 2, column: 1, message: expected[0]!.message }, { exchange: 5 }]);
  });
});

// Review 28b: a line written with `url` for its target said only that request.path must be a string.
describe('a line that names its target otherwise', () => {
  it('is an input error that names the word it used, in-process and in worker threads', async () => {
    const path = file('url.jsonl', `${JSON.stringify({ request: { method: 'GET', url: '/v2/topics' } })}\n${valid}\n`);
    const message = 'request.method and request.path must be strings (the request has "url": a line names its target "path")';
    expect((await checkTraffic([path])).inputErrors.map((error) => error.message)).toEqual([message]);
    expect((await builtCheckTraffic([path], { jobs: 2 })).inputErrors.map((error) => error.message)).toEqual([message]);
  });
});

describe('checkTraffic options', () => {
  it('refuses a base path no request path can hold, as the CLI does', async () => {
    await expect(checkTraffic([file('x.jsonl', `${valid}\n`)], { basePath: '/a b' })).rejects.toThrow(
      /checkTraffic: basePath must be a path that starts with "\/"/,
    );
  });
});

describe('CORS preflights (the shared preflight rule)', () => {
  it('accepts one for an operation of the contract, and leaves one for a wrong method or path matching no operation', async () => {
    const preflight = (method: string, path: string) =>
      JSON.stringify({ request: { method: 'OPTIONS', path, headers: { origin: 'https://app.example.com', 'access-control-request-method': method } } });
    const path = file(
      'preflights.jsonl',
      [preflight('POST', '/v2/topics'), preflight('PUT', '/v2/topics'), preflight('GET', '/v2/nope'), valid].map((line) => `${line}\n`).join(''),
    );
    const report = await checkTraffic([path]);
    expect(report).toMatchObject({ preflights: 1, exchanges: 3, unmatched: 2, valid: 1 });
    const strict = await checkTraffic([path], { strict: true });
    expect(strict.violationList.map((violation) => [violation.line, violation.requestIssues[0]?.location])).toEqual([
      [2, 'method'],
      [3, 'route'],
    ]);
  });
});
