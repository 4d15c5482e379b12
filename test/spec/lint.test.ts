// `npm run lint` must be clean: zero errors and zero warnings, for the sources and for the bundle.
// And its own rules must fire: a copy of the sources, broken on purpose, is linted with them.
// Among them: the published text never cites the document the contract was written from ("seed 2.13",
// "operation 15"), which no consumer has, and no server variable has a description, which
// @apidevtools/swagger-parser refuses (APIDevTools/swagger-cli#83).
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

it('rejects an operation without a description, a path file named with braces, a citation of the seed and a server variable with a description', () => {
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
  const variable = '        default: http://127.0.0.1:4010\n';
  writeFileSync(
    index,
    readFileSync(index, 'utf8')
      .replace('paths/v2_topics_@topicKey.yaml', 'paths/v2_topics_{topicKey}.yaml')
      .replace(variable, `${variable}        description: Base address of the service.\n`),
  );
  const rename = join(broken, 'openapi', 'paths', 'v2_topics_{topicKey}.yaml');
  writeFileSync(rename, readFileSync(rename, 'utf8').replace('summary: Rename a topic', 'summary: Rename a topic (operation 13)'));
  const topic = join(broken, 'openapi', 'components', 'schemas', 'Topic.yaml');
  writeFileSync(topic, readFileSync(topic, 'utf8').replace('description: A topic.', 'description: A topic (seed 2.6).'));
  const template = join(broken, 'openapi', 'components', 'schemas', 'MessageTemplate.yaml');
  writeFileSync(template, readFileSync(template, 'utf8').replace(/^x-unspecified: .*$/m, 'x-unspecified: Its fields (the seed says only "object").'));

  const run = redocly(['lint', 'main', '--config', join(broken, 'redocly.yaml'), '--format=json'], { allowFailure: true });
  const rules = reportOf(run.stdout).problems.map((problem) => problem.ruleId);
  expect(rules.sort()).toEqual([
    'operation-description',
    'rule/description-reads-on-its-own',
    'rule/description-reads-on-its-own',
    'rule/description-reads-on-its-own',
    'rule/path-item-in-paths-folder',
    'rule/server-variable-without-description',
  ]);
  expect(run.status).not.toBe(0);
});
