// `npm run lint` must be clean: zero errors and zero warnings, for the sources and for the bundle.
// And its own rules must fire: a copy of the sources, broken on purpose, is linted with them.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { redocly } from '../../scripts/lib/redocly.mjs';
import { repoRoot } from '../helpers/bundle.js';

type Report = { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
const reportOf = (stdout: string) => JSON.parse(stdout.slice(stdout.indexOf('{'))) as Report;

it.each(['main', 'bundle'])('redocly lint %s reports no problem at all', (api) => {
  const run = redocly(['lint', api, '--format=json'], { allowFailure: true });
  const report = reportOf(run.stdout);
  expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  expect(run.status).toBe(0);
});

const broken = mkdtempSync(join(tmpdir(), 'nac-lint-'));
afterAll(() => rmSync(broken, { recursive: true, force: true }));

it('rejects an operation without a description, and a path file named with braces', () => {
  cpSync(join(repoRoot, 'openapi'), join(broken, 'openapi'), { recursive: true });
  const config = parse(readFileSync(join(repoRoot, 'redocly.yaml'), 'utf8')) as { apis: Record<string, unknown>; plugins?: string[] };
  config.apis = { main: config.apis.main };
  // Plugin paths are relative to the configuration: keep them pointing at the repository's.
  if (config.plugins) config.plugins = config.plugins.map((plugin) => join(repoRoot, plugin));
  writeFileSync(join(broken, 'redocly.yaml'), stringify(config));
  const topicFile = join(broken, 'openapi', 'paths', 'v2_topics_@topicKey.yaml');
  writeFileSync(topicFile, readFileSync(topicFile, 'utf8').replace(/^ {2}description: The topic with the given key\.\n/m, ''));
  renameSync(topicFile, join(broken, 'openapi', 'paths', 'v2_topics_{topicKey}.yaml'));
  const index = join(broken, 'openapi', 'openapi.yaml');
  writeFileSync(index, readFileSync(index, 'utf8').replace('paths/v2_topics_@topicKey.yaml', 'paths/v2_topics_{topicKey}.yaml'));

  const run = redocly(['lint', 'main', '--config', join(broken, 'redocly.yaml'), '--format=json'], { allowFailure: true });
  const rules = reportOf(run.stdout).problems.map((problem) => problem.ruleId);
  expect(rules.sort()).toEqual(['operation-description', 'rule/path-item-in-paths-folder']);
  expect(run.status).not.toBe(0);
});
