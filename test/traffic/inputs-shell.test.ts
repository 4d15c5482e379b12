// #9 item 16, what only a process shows: '-' read from a shell's pipe (`zcat traffic.jsonl.gz |
// validate-traffic -`), and inputs that can be read only once and have no size: /dev/stdin and process
// substitution, as bash makes them for the built command. The rest of the inputs, in-process: inputs.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-inputs-shell-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Through bash, for pipes and process substitution as a user's shell makes them. */
const shell = (script: string) =>
  spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, NODE: process.execPath, CLI: cli } });

const JSONL_SUMMARY = /^1 file, 5 exchanges: 3 valid, 1 violation, 1 matching no operation$/m;
const HAR_SUMMARY = /^1 file, 9 exchanges: 5 valid, 3 violations, 1 matching no operation, 1 CORS preflight$/m;

describe("'-' reads standard input", () => {
  it('from a pipe, as `zcat traffic.jsonl.gz | validate-traffic -`', () => {
    writeFileSync(join(dir, 'traffic.jsonl.gz'), gzipSync(readFileSync(fixture('exchanges.jsonl'))));
    const result = shell(`zcat '${join(dir, 'traffic.jsonl.gz')}' | "$NODE" "$CLI" validate-traffic - '${fixture('valid.har')}'`);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^2 files, 10 exchanges: 8 valid, 1 violation, 1 matching no operation$/m);
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
