// The rules a refusal is counted under are the same on worker threads (`--jobs 3`, the built command)
// as on one thread: each thread explains a refusal with NEW's schemas, compiled to report every keyword.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { exchanges, spec } from './by-rule-fixture.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'diff-by-rule-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('counts each refusal under the same rules for any --jobs', () => {
  const old = join(dir, 'old.json');
  const now = join(dir, 'new.json');
  writeFileSync(old, JSON.stringify(spec(50, ['a', 'b', 'c'])));
  writeFileSync(now, JSON.stringify(spec(40, ['a', 'b'])));
  // About 2 MB: several batches of 256 KiB, each with refusals of either rule, of both, and none.
  const pad = 'p'.repeat(1000);
  const lines: string[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const one = structuredClone(exchanges[i % exchanges.length]!) as { request: { headers: Record<string, string> } };
    one.request.headers['x-pad'] = pad;
    lines.push(JSON.stringify(one));
  }
  const file = join(dir, 'traffic.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  const run = (jobs: string) =>
    spawnSync(process.execPath, [cli, 'diff', old, now, '--traffic', file, '--format', 'json', '--jobs', jobs], { encoding: 'utf8', timeout: 120_000 });
  const one = run('1');
  const three = run('3');
  const impact = JSON.parse(one.stdout).impact;
  // Of each 6 exchanges: lines 1 and 5 are max-length's, lines 5 and 6 enum's.
  const rounds = Math.floor(2000 / 6);
  const extra = 2000 % 6; // lines 1 and 2 of one more round
  expect(impact.byRule['request-property-max-length-decreased'].brokenAfter).toBe(rounds * 2 + (extra >= 1 ? 1 : 0));
  expect(impact.byRule['request-property-enum-value-removed'].brokenAfter).toBe(rounds * 2);
  expect(JSON.parse(three.stdout)).toEqual(JSON.parse(one.stdout));
});
