// The worker threads of `diff --traffic` and `validate-traffic` use Node's module compile cache when
// the command's main thread does (src/traffic/worker-env.ts): a cache turned on by
// module.enableCompileCache() is the calling thread's only, and each worker compiles ajv and the
// validators again without it. Node says what it reads from the cache under
// NODE_DEBUG_NATIVE=COMPILE_CACHE; a worker's own module (never loaded on the main thread) is named
// there only when the worker has the cache.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workerEnv } from '../../src/traffic/worker-env.js';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'worker-compile-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI with its temporary directory (so Node's default cache directory) in `dir`, and no NODE_COMPILE_CACHE of its own. */
function run(args: string[], extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: dir, NODE_DEBUG_NATIVE: 'COMPILE_CACHE', ...extra };
  delete env.NODE_COMPILE_CACHE;
  if (extra.NODE_DISABLE_COMPILE_CACHE === undefined) delete env.NODE_DISABLE_COMPILE_CACHE;
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 120_000, cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024 });
}

// The CLI runs on this test's Node: 24 and 26 have the cache, the machine's Node 20 has none (there the
// command runs as before, no thread reading or writing a cache).
const nodeHasCache = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function';

describe('worker threads and the compile cache', () => {
  const lines: string[] = [];
  for (let i = 0; i < 1500; i += 1)
    lines.push(
      JSON.stringify({
        request: { method: 'GET', path: `/v2/topics?limit=${1 + (i % 100)}`, headers: { authorization: 'ApiKey k' } },
        response: { status: 200, headers: { 'content-type': 'application/json' }, body: { data: [], next: null, previous: null, pad: 'p'.repeat(900) } },
      }),
    );
  const file = join(dir, 'traffic.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  const next = JSON.parse(readFileSync(join(repoRoot, 'generated', 'openapi.json'), 'utf8'));
  next.components.parameters.LimitQuery.schema.maximum = 50;
  const nextFile = join(dir, 'next.json');
  writeFileSync(nextFile, JSON.stringify(next));
  const commands = [
    { name: 'validate-traffic', args: ['validate-traffic', file, '--jobs', '2'], worker: /compile cache\].*dist\/traffic\/worker\.js/ },
    {
      name: 'diff --traffic',
      args: ['diff', 'package', nextFile, '--traffic', file, '--format', 'json', '--fail-on', 'none', '--jobs', '2'],
      worker: /compile cache\].*dist\/diff\/weigh-worker\.js/,
    },
  ];

  for (const command of commands)
    it(`${command.name}: its worker threads read and write the main thread's compile cache, and NODE_DISABLE_COMPILE_CACHE turns it off`, () => {
      // The first run fills the cache, the second reads it; the answer is the same each time.
      const first = run(command.args);
      const second = run(command.args);
      expect(first.status).toBe(0);
      expect(second.stdout).toBe(first.stdout);
      if (nodeHasCache) {
        expect(second.stderr).toMatch(command.worker);
        expect(second.stderr).toMatch(new RegExp(`${command.worker.source}.*accepted`));
      } else expect(second.stderr).not.toMatch(/compile cache/);
      const off = run(command.args, { NODE_DISABLE_COMPILE_CACHE: '1' });
      expect(off.stdout).toBe(first.stdout);
      expect(off.stderr).not.toMatch(command.worker);
    });

  it("gives a worker the main thread's cache directory, and nothing when the main thread has none", () => {
    const env = { PATH: '/bin', NODE_DISABLE_COMPILE_CACHE: '1' };
    expect(workerEnv({ getCompileCacheDir: () => '/tmp/cache' }, env)).toEqual({ ...env, NODE_COMPILE_CACHE: '/tmp/cache' });
    expect(workerEnv({ getCompileCacheDir: () => undefined }, env)).toBeUndefined();
    // Node 20 has no compile cache; a directory the environment names already is inherited as it is.
    expect(workerEnv({}, env)).toBeUndefined();
    expect(workerEnv({ getCompileCacheDir: () => '/tmp/cache' }, { NODE_COMPILE_CACHE: '/tmp/cache' })).toBeUndefined();
    expect(
      workerEnv(
        {
          getCompileCacheDir: () => {
            throw new Error('no');
          },
        },
        env,
      ),
    ).toBeUndefined();
  });
});
