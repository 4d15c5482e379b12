// `npx tsc --noEmit`: the whole project (src, test, bench and the config, tsconfig.json) type-checks. A
// file of the e2e layer, so that this check (about 9 s of CPU from cold) runs beside the other files; the
// typecheck layer (tsconfig.typecheck.json) holds the type tests, which Vitest runs after every other file.
// Incremental, with its build info in node_modules/.cache: a run after a small change re-checks little.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const buildInfo = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'tsc', 'project.tsbuildinfo');

describe('tsc --noEmit', () => {
  it('finds nothing in the whole project (tsconfig.json: src, test, bench)', () => {
    const result = spawnSync(process.execPath, [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty', 'false', '-p', 'tsconfig.json'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(result.error).toBeUndefined();
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);
});
