// Issue 21: validate-traffic sharded across workers, one report per shard, merged with
// `validate-traffic --merge`: the merged report is the one a single run over every file gives.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGED_MAX_LISTED, mergeTrafficReports, type TrafficReport } from '../../src/traffic/index.js';
import { runInProcess } from '../helpers/cli.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
// In-process through (argv, io): every run here is the command's, none needs a process of its own.
// In-process, without a build: on this thread (--jobs 1), since worker threads load the built modules, and --merge takes no --jobs;
// that threads give the same report is test/traffic/jobs.test.ts's.
const run = (args: string[]) => runInProcess(['validate-traffic', ...(args.includes('--merge') ? [] : ['--jobs', '1']), ...args]);
const SHARDS = ['session.har', 'valid.har', 'exchanges.jsonl', 'broken.jsonl'].map(fixture);

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'contract-merge-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** One worker's run: its shard checked, its JSON report written to a file. */
async function shardReport(file: string, name: string, extra: string[] = []): Promise<string> {
  const result = await run([file, '--json', ...extra]);
  expect(result.stdout.length).toBeGreaterThan(0);
  const path = join(work, name);
  writeFileSync(path, result.stdout);
  return path;
}

describe('validate-traffic --merge', () => {
  it('gives, from one report per shard, the report and exit code of one run over every file', async () => {
    const whole = await run([...SHARDS, '--json']);
    const reports: string[] = [];
    for (const [i, file] of SHARDS.entries()) reports.push(await shardReport(file, `shard-${i}.json`));
    const merged = await run(['--merge', ...reports, '--json']);
    expect(merged.stderr).toBe('');
    expect(JSON.parse(merged.stdout)).toEqual(JSON.parse(whole.stdout));
    // broken.jsonl has unreadable lines: 2, as for the whole run.
    expect([merged.status, whole.status]).toEqual([2, 2]);

    // And in text: the same report on stdout, and the same unreadable input named on stderr.
    const table = await run(['--merge', ...reports]);
    const wholeText = await run(SHARDS);
    expect(table.stdout).toBe(wholeText.stdout);
    expect(table.stderr).toBe(wholeText.stderr);
    expect(table.stderr).toMatch(/broken\.jsonl:\d+/);
  });

  it('exits 1 on violations and 0 when every shard conforms', async () => {
    const violating = await shardReport(fixture('session.har'), 'violating.json');
    const conforming = await shardReport(fixture('valid.har'), 'conforming.json');
    expect((await run(['--merge', conforming, violating])).status).toBe(1);
    const clean = await run(['--merge', conforming, conforming]);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/^2 files, 10 exchanges: 10 valid, 0 violations, 0 matching no operation$/m);
  });

  it('refuses what is not a report, naming each file, and prints no partial sum', async () => {
    const notJson = join(work, 'not.json');
    writeFileSync(notJson, 'traffic?');
    const notReport = join(work, 'other.json');
    writeFileSync(notReport, JSON.stringify({ exchanges: 3 }));
    const badCount = join(work, 'bad-count.json');
    const good = await shardReport(fixture('valid.har'), 'good.json');
    writeFileSync(badCount, JSON.stringify({ ...(JSON.parse((await run([fixture('valid.har'), '--json'])).stdout) as object), violations: -1 }));
    // A JSON Lines recording given where a report goes (review 27d F7): V8's message, which quotes the
    // text, was passed on; and a secret in it must not print.
    const lines = join(work, 'traffic.jsonl');
    writeFileSync(lines, '{"request":{"method":"GET","path":"/v2/topics","headers":{"authorization":"ApiKey sk_live_secret"}}}\n{"request":{}}\n');
    const result = await run(['--merge', good, notJson, notReport, badCount, join(work, 'missing.json'), lines, '-']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toContain('sk_live_secret');
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(
        /^notification-api-contract: .*not\.json: not a validate-traffic --json report: not JSON: expected "true", found 'a' \(character 3\)$/,
      ),
      expect.stringMatching(/^notification-api-contract: .*other\.json: not a validate-traffic --json report: "strict" is not true or false$/),
      expect.stringMatching(/^notification-api-contract: .*bad-count\.json: not a validate-traffic --json report: "violations" is not a count$/),
      expect.stringMatching(/^notification-api-contract: .*missing\.json: cannot be read: no such file \(ENOENT\)$/),
      expect.stringMatching(
        /^notification-api-contract: .*traffic\.jsonl: not a validate-traffic --json report: not JSON: .*; it reads as JSON Lines: traffic to check, without --merge$/,
      ),
      'notification-api-contract: -: reports are read from files, not standard input',
    ]);
  });

  it('refuses a report whose listed items are not what a run writes, naming the file (exit 2, not a crash)', async () => {
    const base = JSON.parse((await run([fixture('session.har'), '--json'])).stdout) as Record<string, unknown>;
    const cases = {
      'item-number.json': { ...base, violationList: [1] },
      'item-issues.json': { ...base, violationList: [{ ...(base.violationList as object[])[0], requestIssues: 'none' }] },
      'unmatched-item.json': { ...base, unmatchedExchanges: [{ file: 'x' }] },
      'input-error-item.json': { ...base, inputErrors: [null] },
    };
    for (const [name, report] of Object.entries(cases)) {
      const file = join(work, name);
      writeFileSync(file, JSON.stringify(report));
      const result = await run(['--merge', file]);
      expect(result.status, name).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(new RegExp(`${name.replace('.', '\\.')}: not a validate-traffic --json report: \\w+\\[0\\] is not`));
    }
  });

  it('escapes what a report says in the text it prints: a report is a file from elsewhere', async () => {
    const base = JSON.parse((await run([fixture('session.har'), '--json'])).stdout) as {
      operations: { operationId: string; exchanges: number }[];
      violationList: Record<string, unknown>[];
    };
    base.operations[0]!.operationId = 'evil\u001b[31m\nforged  9  9  9';
    base.operations[0]!.exchanges = 1;
    base.violationList[0]!.operationId = 'op\u001b[2J';
    base.violationList[0]!.status = '\u001b[31m';
    const file = join(work, 'evil.json');
    writeFileSync(file, JSON.stringify(base));
    const result = await run(['--merge', file]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for raw control characters
    expect(result.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(result.stdout).toContain('evil\\u001b[31m\\nforged');
    expect(result.stdout).toContain('op\\u001b[2J');
  });

  it('reads a report from a device or a pipe up to the bound of a file, and refuses more', async () => {
    const result = await run(['--merge', '/dev/zero']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/\/dev\/zero: more than 67108864 bytes: larger than any validate-traffic --json report/);
  });

  it('refuses reports made with and without --strict, and options that only apply when checking', async () => {
    const lenient = await shardReport(fixture('session.har'), 'lenient.json');
    const strict = await shardReport(fixture('session.har'), 'strict.json', ['--strict']);
    const mixed = await run(['--merge', lenient, strict]);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toMatch(/made with and without --strict/);
    const option = await run(['--merge', lenient, '--host', 'api.example.com']);
    expect(option.status).toBe(2);
    expect(option.stderr).toMatch(/--merge adds up reports already made: --host applies when the traffic is checked/);
  });

  it('lists at most as many violations as one run would, and counts the rest', () => {
    const report = (file: string, listed: number, notListed: number): TrafficReport => ({
      files: [file],
      strict: false,
      exchanges: listed + notListed,
      matched: listed + notListed,
      valid: 0,
      violations: listed + notListed,
      unmatched: 0,
      otherHosts: 0,
      preflights: 0,
      operations: [{ operationId: 'getTopic', exchanges: listed + notListed, valid: 0, violations: listed + notListed }],
      unmatchedExchanges: [],
      violationList: Array.from({ length: listed }, (_, index) => ({
        file,
        index,
        method: 'GET',
        path: '/v2/topics/x',
        operationId: 'getTopic',
        status: 200,
        requestIssues: [],
        responseIssues: [],
      })),
      notListed: { violations: notListed, unmatched: 0 },
      inputErrors: [],
      inputErrorCount: 0,
    });
    const merged = mergeTrafficReports([report('a', 800, 0), report('b', 700, 5)]);
    expect(merged.violations).toBe(1505);
    expect(merged.violationList).toHaveLength(MERGED_MAX_LISTED);
    expect(merged.violationList.at(-1)).toMatchObject({ file: 'b', index: 199 });
    expect(merged.notListed.violations).toBe(1505 - MERGED_MAX_LISTED);
    expect(merged.operations).toEqual([{ operationId: 'getTopic', exchanges: 1505, valid: 0, violations: 1505 }]);
  });
});
