// `diff --traffic --jobs N` weighs JSON Lines on N worker threads (validate-traffic's pool, with the
// weighing's worker module found beside the built one): the impact is the one a single thread makes,
// with the same counts, the same examples in the same order, and the same unreadable lines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { contract } from './corpus.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'diff-traffic-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[]) =>
  spawnSync(process.execPath, [cli, 'diff', ...args], { encoding: 'utf8', timeout: 120_000, cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });

describe('diff --traffic --jobs', () => {
  it('weighs on worker threads with the impact of one thread, for package and for a file as OLD', () => {
    const next = contract();
    next.components.parameters.LimitQuery.schema.maximum = 50;
    const nextFile = join(dir, 'next.json');
    writeFileSync(nextFile, JSON.stringify(next));
    const oldFile = join(dir, 'old.json');
    writeFileSync(oldFile, JSON.stringify(contract()));
    // About 3 MB: a dozen batches of 256 KiB, with unreadable lines spread among them.
    const lines: string[] = [];
    for (let i = 0; i < 3000; i += 1) {
      if (i % 401 === 13) lines.push('{"request": oops');
      else
        lines.push(
          JSON.stringify({
            request: { method: 'GET', path: `/v2/topics?limit=${1 + (i % 100)}`, headers: { authorization: `ApiKey key-${i % 7}` } },
            response: { status: 200, headers: { 'content-type': 'application/json' }, body: { data: [], next: null, previous: null, pad: 'p'.repeat(900) } },
          }),
        );
    }
    const file = join(dir, 'traffic.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    for (const old of ['package', oldFile]) {
      const one = run([old, nextFile, '--traffic', file, '--format', 'json', '--jobs', '1']);
      const two = run([old, nextFile, '--traffic', file, '--format', 'json', '--jobs', '3']);
      expect(one.status).toBe(2);
      expect(two.status).toBe(2);
      expect(two.stderr).toBe(one.stderr);
      const impact = JSON.parse(one.stdout).impact;
      expect(impact.brokenAfter).toBeGreaterThan(1000);
      expect(impact.exchanges).toBe(3000 - 8);
      expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
    }
    // A refusal by a required parameter NEW adds is counted under that change's rule on every thread.
    const demanding = contract();
    demanding.paths['/v2/topics'].get.parameters.push({ name: 'tenant', in: 'query', required: true, schema: { type: 'string' } });
    const demandingFile = join(dir, 'demanding.json');
    writeFileSync(demandingFile, JSON.stringify(demanding));
    const one = run([oldFile, demandingFile, '--traffic', file, '--format', 'json', '--jobs', '1']);
    const two = run([oldFile, demandingFile, '--traffic', file, '--format', 'json', '--jobs', '3']);
    const impact = JSON.parse(one.stdout).impact;
    expect(Object.keys(impact.byRule)).toEqual(['request-required-parameter-added']);
    expect(impact.byRule['request-required-parameter-added'].brokenAfter).toBe(impact.validBefore);
    expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
  });
});

// Counts the worker threads a command starts: Worker wrapped before the command loads, its ESM binding
// synced (the pool starts its workers with no inherited flags, so they do not load this file).
const countWorkers = join(dir, 'count-workers.mjs');
writeFileSync(
  countWorkers,
  `import { createRequire, syncBuiltinESMExports } from 'node:module';
import { writeSync } from 'node:fs';
const threads = createRequire(import.meta.url)('node:worker_threads');
const Original = threads.Worker;
let started = 0;
threads.Worker = class extends Original { constructor(...args) { super(...args); started += 1; } };
syncBuiltinESMExports();
process.on('exit', () => writeSync(2, 'workers=' + started + '\\n'));
`,
);

it('diff --traffic and validate-traffic both count this thread as one of the N: --jobs 3 starts 2 workers', () => {
  const lines: string[] = [];
  for (let i = 0; i < 3000; i += 1)
    lines.push(
      JSON.stringify({
        request: { method: 'GET', path: `/v2/topics?limit=${1 + (i % 100)}`, headers: { authorization: 'ApiKey k' } },
        response: { status: 200, headers: { 'content-type': 'application/json' }, body: { data: [], next: null, previous: null, pad: 'p'.repeat(900) } },
      }),
    );
  const file = join(dir, 'count.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  const started = (args: string[]) => {
    const result = spawnSync(process.execPath, ['--import', countWorkers, cli, ...args], { encoding: 'utf8', timeout: 120_000, cwd: repoRoot });
    return Number(/^workers=(\d+)$/m.exec(result.stderr)?.[1]);
  };
  expect(started(['validate-traffic', '--jobs', '3', file])).toBe(2);
  const next = contract();
  next.components.parameters.LimitQuery.schema.maximum = 50;
  const nextFile = join(dir, 'next-count.json');
  writeFileSync(nextFile, JSON.stringify(next));
  expect(started(['diff', 'package', nextFile, '--traffic', file, '--jobs', '3'])).toBe(2);
});
