// `npm run lint` must be clean: zero errors and zero warnings, for the sources and for the bundle.
import { expect, it } from 'vitest';
import { redocly } from '../../scripts/lib/redocly.mjs';

it.each(['main', 'bundle'])('redocly lint %s reports no problem at all', (api) => {
  const run = redocly(['lint', api, '--format=json'], { allowFailure: true });
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string }[];
  };
  expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  expect(run.status).toBe(0);
});
