// `npx tsc --noEmit`: the whole project (src, test, bench and the config, tsconfig.json) type-checks. A
// file of the e2e layer, so that this check (about 9 s of CPU from cold) runs beside the other files; the
// typecheck layer (tsconfig.typecheck.json) holds the type tests, which Vitest runs after every other file.
// Incremental, with its build info in node_modules/.cache: a run after a small change re-checks little.
// Through test/setup/tsc-check.mjs, in this process: src/'s own diagnostics are the build's (the e2e layer's
// setup packs, and its build compiles src/ under these options and fails on any) when the build stamp vouches
// for these very files, and this check's otherwise.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { checkProject } from '../setup/tsc-check.mjs';

const buildInfo = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'tsc', 'project.tsbuildinfo');

describe('tsc --noEmit', () => {
  it('finds nothing in the whole project (tsconfig.json: src, test, bench)', () => {
    const result = checkProject(['--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty', 'false', '-p', 'tsconfig.json'], { cwd: repoRoot });
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);
});
