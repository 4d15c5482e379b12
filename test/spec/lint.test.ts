// `npm run lint` must be clean: zero errors and zero warnings, for the sources and for the bundle.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const require = createRequire(import.meta.url);
const redoclyCli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

it.each(['main', 'bundle'])('redocly lint %s reports no problem at all', (api) => {
  const run = spawnSync(process.execPath, [redoclyCli, 'lint', api, '--format=json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string }[];
  };
  expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  expect(run.status).toBe(0);
});
