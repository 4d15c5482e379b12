// The installed command turns on Node's module compile cache (src/cli/compile-cache.ts) before it loads
// its modules: in Node's default directory (<tmpdir>/node-compile-cache, NODE_COMPILE_CACHE overrides
// it), off with NODE_DISABLE_COMPILE_CACHE=1, a no-op on Node 20, and never a reason for the command
// to fail or print anything. The built command, spawned on this Node and on the machine's.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enableCompileCache } from '../../src/cli/compile-cache.js';
import { repoRoot } from '../helpers/bundle.js';
import { machineNode } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const work = mkdtempSync(join(tmpdir(), 'nac-compile-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const traffic = join(work, 'traffic.jsonl');
writeFileSync(
  traffic,
  `${JSON.stringify({
    request: { method: 'GET', path: '/v2/topics/team-a', headers: { authorization: 'ApiKey k' } },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body: { _id: '6690a1b2c3d4e5f607182a01', key: 'team-a', name: 'Team A' } },
  })}\n`,
);

/** The environment without the cache's variables (and npm's, vitest's), with `extra` on top. */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name]) => !name.startsWith('npm_') && !name.startsWith('VITEST') && name !== 'NODE_COMPILE_CACHE' && name !== 'NODE_DISABLE_COMPILE_CACHE',
  );
  return { ...Object.fromEntries(kept), ...extra };
}

const run = (node: string, env: NodeJS.ProcessEnv) =>
  spawnSync(node, [cli, 'validate-traffic', '--jobs', '1', traffic], { encoding: 'utf8', timeout: 60_000, env });

/** A fresh directory for TMPDIR, so that Node's default cache directory is the test's own. */
let count = 0;
function freshTmp(): string {
  count += 1;
  const dir = join(work, `tmp-${count}`);
  mkdirSync(dir);
  return dir;
}

const cacheEntries = (tmp: string): string[] => {
  const root = join(tmp, 'node-compile-cache');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};

/** Node 22.1 added module.enableCompileCache. */
function hasCompileCache(node: string): boolean {
  const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 1);
}

const expectedReport = /^1 file, 1 exchange: 1 valid, 0 violations, 0 matching no operation$/m;

describe('enableCompileCache', () => {
  const statuses = { FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 };
  const api = (status: number) => ({ enableCompileCache: () => ({ status }), constants: { compileCacheStatus: statuses } });

  it("tells what Node answered: on, already on, turned off by the user's variable, or refused", () => {
    expect(enableCompileCache(api(statuses.ENABLED))).toBe('enabled');
    expect(enableCompileCache(api(statuses.ALREADY_ENABLED))).toBe('enabled');
    expect(enableCompileCache(api(statuses.DISABLED))).toBe('disabled');
    expect(enableCompileCache(api(statuses.FAILED))).toBe('failed');
  });

  it('is a no-op where Node has no compile cache (Node 20), and never throws', () => {
    expect(enableCompileCache({})).toBe('unsupported');
    expect(
      enableCompileCache({
        enableCompileCache: () => {
          throw new Error('EACCES');
        },
      }),
    ).toBe('failed');
  });
});

describe('the built command and the compile cache', () => {
  const node = process.execPath;
  const supported = hasCompileCache(node);

  it("fills Node's default directory on the first run and gives the same report from the cache", () => {
    const tmp = freshTmp();
    const first = run(node, envWith({ TMPDIR: tmp }));
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(expectedReport);
    const entries = cacheEntries(tmp);
    if (supported) {
      // The command's own modules: io, program, the command's bundle and its chunks, the validator, the
      // generated validators (scripts/bundle-cli.mjs makes a command a few files, not dozens).
      expect(entries.length).toBeGreaterThanOrEqual(8);
    } else expect(entries).toEqual([]);
    const second = run(node, envWith({ TMPDIR: tmp }));
    expect({ status: second.status, stdout: second.stdout, stderr: second.stderr }).toEqual({ status: 0, stdout: first.stdout, stderr: '' });
    expect(cacheEntries(tmp).length).toBe(entries.length);
  });

  it('writes nothing with NODE_DISABLE_COMPILE_CACHE=1, and reports the same', () => {
    const tmp = freshTmp();
    const reference = run(node, envWith({ TMPDIR: freshTmp() }));
    const off = run(node, envWith({ TMPDIR: tmp, NODE_DISABLE_COMPILE_CACHE: '1' }));
    expect({ status: off.status, stdout: off.stdout, stderr: off.stderr }).toEqual({ status: 0, stdout: reference.stdout, stderr: '' });
    expect(existsSync(join(tmp, 'node-compile-cache'))).toBe(false);
  });

  it('runs as without it, silently, when the cache directory cannot be made', () => {
    // TMPDIR is a regular file: <tmpdir>/node-compile-cache cannot be created under it.
    const blocked = join(work, 'not-a-directory');
    writeFileSync(blocked, 'x');
    const reference = run(node, envWith({ TMPDIR: freshTmp() }));
    const result = run(node, envWith({ TMPDIR: blocked }));
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 0, stdout: reference.stdout, stderr: '' });
    // NODE_COMPILE_CACHE naming a file: the same.
    const named = run(node, envWith({ TMPDIR: freshTmp(), NODE_COMPILE_CACHE: blocked }));
    expect({ status: named.status, stdout: named.stdout, stderr: named.stderr }).toEqual({ status: 0, stdout: reference.stdout, stderr: '' });
  });

  it('follows NODE_COMPILE_CACHE when it names a directory', () => {
    const dir = join(freshTmp(), 'chosen');
    const tmp = freshTmp();
    const result = run(node, envWith({ TMPDIR: tmp, NODE_COMPILE_CACHE: dir }));
    expect(result.status).toBe(0);
    expect(cacheEntries(tmp)).toEqual([]);
    const chosen = existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
    if (supported) expect(chosen).toBeGreaterThanOrEqual(8);
    else expect(chosen).toBe(0);
  });

  it("on the machine's Node (20 here: no compile cache) runs the same and writes nothing", () => {
    const machine = machineNode();
    const tmp = freshTmp();
    const result = run(machine, envWith({ TMPDIR: tmp }));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(expectedReport);
    if (hasCompileCache(machine)) expect(cacheEntries(tmp).length).toBeGreaterThan(20);
    else expect(cacheEntries(tmp)).toEqual([]);
  });
});
