// scripts/lib/build-stamp.mjs: the build records what it read and what it wrote, and a build asked to
// reuse (NAC_BUILD_REUSE=1, as the suite's pack asks) skips when both still match: a fresh clone's first
// `npm test` does not build again what `npm ci`'s prepare has just built. Read-only: this suite's pack
// (test/setup/build.ts) built or reused dist/, and nothing here writes to it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFrom, inputsHash, outputsHash } from '../../scripts/lib/build-stamp.mjs';
import { repoRoot } from '../helpers/bundle.js';

describe('the build stamp', () => {
  it('matches dist/ as the pack of this run left it, and no other inputs', () => {
    const inputs = inputsHash();
    expect(builtFrom(inputs)).toBe(true);
    expect(builtFrom(`${inputs.slice(0, -1)}x`)).toBe(false);
    // What it matched is a build, not an empty dist/.
    expect(existsSync(join(repoRoot, 'dist', 'cli', 'main.js')) && existsSync(join(repoRoot, 'dist-cjs', 'index.js'))).toBe(true);
  });

  it('lets `NAC_BUILD_REUSE=1 node scripts/build.mjs` skip the build, leaving dist/ as it was', () => {
    const before = outputsHash();
    const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NAC_BUILD_REUSE: '1' },
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('dist/ and dist-cjs/ are up to date: built from these very files, untouched since\n');
    expect(result.status).toBe(0);
    expect(outputsHash()).toBe(before);
  });
});
