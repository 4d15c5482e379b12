// #9 item 7: what validate-traffic prints for a person carries no control character from the
// recording (a raw newline forges a report line, an ANSI escape rewrites the terminal), and very long
// values are cut. The JSON report keeps every value as it was, escaped (printableJson).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runInProcess } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-terminal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const headers = { authorization: 'ApiKey k', 'content-type': 'application/json' };
const longPath = `/health/${'a'.repeat(5000)}`;
const exchanges = [
  { request: { method: 'GE\u001b[2JT', path: '/v2/topics', headers } },
  { request: { method: 'GET', path: '/health\u001b[31m\nforged line', headers } },
  {
    request: { method: 'POST', path: '/v2/topics?\u001b]0;title\u0007=1', headers, body: { key: 'news', 'x\u001b[2J\ny': 1 } },
    response: { status: 200, body: { _id: 't', key: 'news' } },
  },
  { request: { method: 'GET', path: longPath, headers } },
  // C1's CSI and NEL, a bidi override and isolate, a line separator: JSON.stringify leaves them raw.
  { request: { method: 'GET', path: '/health/\u009b2J\u0085\u202egnp.exe\u2066\u2028', headers } },
];
// A file name with an escape and a newline, and a line whose parse error quotes a C1 control (CSI).
const file = join(dir, 'evil\u001b[1m\nname.jsonl');
writeFileSync(file, `${exchanges.map((exchange) => JSON.stringify(exchange)).join('\n')}\n{"request": \u009b}\n`);

// In-process through (argv, io): the text is escaped by the program, whatever stream it goes to.
// In-process, without a build: on this thread (--jobs 1), since worker threads load the built modules;
// that threads give the same report is test/traffic/jobs.test.ts's.
const run = (args: string[]) => runInProcess(['validate-traffic', '--jobs', '1', ...args]);
/** Any control character but the line breaks of the report itself. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: it finds the control characters that must not be printed
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

describe('the text report of validate-traffic', () => {
  let result: CliResult;
  beforeAll(async () => {
    result = await run(['--strict', file]);
  });
  const shownFile = `${dir}/evil\\u001b[1m\\nname.jsonl`;

  it('escapes control characters in file names, methods, paths, pointers and messages', () => {
    expect(result.status).toBe(2);
    expect(result.stdout).not.toMatch(CONTROL);
    expect(result.stdout).toContain(`  ${shownFile}:1 (line 1)  GE\\u001b[2JT /v2/topics\n`);
    expect(result.stdout).toContain(`  ${shownFile}:2 (line 2)  GET /health\\u001b[31m\\nforged line\n`);
    expect(result.stdout).toContain('    request  query/\\u001b]0;title\\u0007: unknown query parameter');
    expect(result.stdout).toContain('    request  body/x\\u001b[2J\\ny: unknown property');
    // No line of the report was forged: every line is one the report writes.
    expect(result.stdout.split('\n').filter((line) => line.startsWith('forged'))).toEqual([]);
  });

  it('escapes the parse error excerpt and the file name on stderr, one line per problem', () => {
    expect(result.stderr).not.toMatch(CONTROL);
    expect(result.stderr).toBe(`notification-api-contract: ${shownFile}:6:13 (line 6, column 13): not valid JSON: expected a value, found "\\u009b"\n`);
  });

  it('cuts a very long path, saying how much was left out', () => {
    const line = result.stdout.split('\n').find((text) => text.includes('GET /health/aaa'))!;
    expect(line).toContain(`GET ${longPath.slice(0, 200)}… (${(longPath.length - 200).toLocaleString('en-US')} more characters)`);
    expect(line.length).toBeLessThan(400 + shownFile.length);
  });

  it('keeps every value as recorded in the JSON report', async () => {
    const json = await run(['--strict', '--json', file]);
    const report = JSON.parse(json.stdout) as { files: string[]; unmatchedExchanges: { method: string; path: string }[] };
    expect(report.files).toEqual([file]);
    expect(report.unmatchedExchanges.map(({ method, path }) => [method, path])).toEqual([
      ['GE\u001b[2JT', '/v2/topics'],
      ['GET', '/health\u001b[31m\nforged line'],
      ['GET', longPath],
      ['GET', '/health/\u009b2J\u0085\u202egnp.exe\u2066\u2028'],
    ]);
    // The raw output holds no control character but its own line breaks: JSON.stringify escapes the C0
    // controls (newline, escape, bell), printableJson the C1 controls, the bidi controls and U+2028
    // (review 22, F11), and the values read back as recorded (above).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: it finds the control characters that must not be printed
    expect(json.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/);
    expect(json.stdout).toContain('/health/\\u009b2J\\u0085\\u202egnp.exe\\u2066\\u2028');
  });
});
