// Issue 21: validate-traffic sharded across workers, one report per shard, merged with
// `validate-traffic --merge`: the merged report is the one a single run over every file gives.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGED_MAX_LISTED, mergeTrafficReports, type TrafficReport } from '../../src/traffic/index.js';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const run = (args: string[]) => spawnSync(process.execPath, [cli, 'validate-traffic', ...args], { encoding: 'utf8', timeout: 60_000 });
const SHARDS = ['session.har', 'valid.har', 'exchanges.jsonl', 'broken.jsonl'].map(fixture);

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'contract-merge-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** One worker's run: its shard checked, its JSON report written to a file. */
function shardReport(file: string, name: string, extra: string[] = []): string {
  const result = run([file, '--json', ...extra]);
  expect(result.stdout.length).toBeGreaterThan(0);
  const path = join(work, name);
  writeFileSync(path, result.stdout);
  return path;
}

describe('validate-traffic --merge', () => {
  it('gives, from one report per shard, the report and exit code of one run over every file', () => {
    const whole = run([...SHARDS, '--json']);
    const reports = SHARDS.map((file, i) => shardReport(file, `shard-${i}.json`));
    const merged = run(['--merge', ...reports, '--json']);
    expect(merged.stderr).toBe('');
    expect(JSON.parse(merged.stdout)).toEqual(JSON.parse(whole.stdout));
    // broken.jsonl has unreadable lines: 2, as for the whole run.
    expect([merged.status, whole.status]).toEqual([2, 2]);

    const table = run(['--merge', ...reports]);
    expect(table.stdout).toBe(run(SHARDS).stdout);
  });

  it('exits 1 on violations and 0 when every shard conforms', () => {
    const violating = shardReport(fixture('session.har'), 'violating.json');
    const conforming = shardReport(fixture('valid.har'), 'conforming.json');
    expect(run(['--merge', conforming, violating]).status).toBe(1);
    const clean = run(['--merge', conforming, conforming]);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/^2 files, 10 exchanges: 10 valid, 0 violations, 0 matching no operation$/m);
  });

  it('refuses what is not a report, naming each file, and prints no partial sum', () => {
    const notJson = join(work, 'not.json');
    writeFileSync(notJson, 'traffic?');
    const notReport = join(work, 'other.json');
    writeFileSync(notReport, JSON.stringify({ exchanges: 3 }));
    const badCount = join(work, 'bad-count.json');
    const good = shardReport(fixture('valid.har'), 'good.json');
    writeFileSync(badCount, JSON.stringify({ ...(JSON.parse(run([fixture('valid.har'), '--json']).stdout) as object), violations: -1 }));
    const result = run(['--merge', good, notJson, notReport, badCount, join(work, 'missing.json'), '-']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^notification-api-contract: .*not\.json: not JSON: /),
      expect.stringMatching(/^notification-api-contract: .*other\.json: not a validate-traffic --json report: "strict" is not true or false$/),
      expect.stringMatching(/^notification-api-contract: .*bad-count\.json: not a validate-traffic --json report: "violations" is not a count$/),
      expect.stringMatching(/^notification-api-contract: .*missing\.json: ENOENT$/),
      'notification-api-contract: -: reports are read from files, not standard input',
    ]);
  });

  it('refuses reports made with and without --strict, and options that only apply when checking', () => {
    const lenient = shardReport(fixture('session.har'), 'lenient.json');
    const strict = shardReport(fixture('session.har'), 'strict.json', ['--strict']);
    const mixed = run(['--merge', lenient, strict]);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toMatch(/made with and without --strict/);
    const option = run(['--merge', lenient, '--host', 'api.example.com']);
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
