// Runs the Redocly CLI that the project pins, on the same Node that runs us.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from './project.mjs';

const require = createRequire(import.meta.url);
const cliPath = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/**
 * Runs `redocly <args>` in the repo root; throws with Redocly's own output when it fails, unless
 * `allowFailure` (the caller reads the report itself).
 */
export function redocly(args, { allowFailure = false } = {}) {
  const run = spawnSync(process.execPath, [cliPath, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (run.error) throw run.error;
  if (run.status !== 0 && !allowFailure) {
    throw new Error(`redocly ${args.join(' ')} failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
  }
  return run;
}
