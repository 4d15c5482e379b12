import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { contract } from './corpus.js';
import { shippedReportSchema, strictReportSchema } from './report-schema.js';
import { runDiff, specFolder } from './workspace.js';

const { dir, write } = specFolder('diff-cli-');
const run = runDiff;

const base = write('base.json', JSON.stringify(contract()));
const narrowed = (() => {
  const doc = contract();
  doc.components.parameters.LimitQuery.schema.maximum = 50;
  return write('narrowed.yaml', stringify(doc));
})();
const widened = (() => {
  const doc = contract();
  doc.components.parameters.LimitQuery.schema.maximum = 500;
  return write('widened.json', JSON.stringify(doc));
})();

describe('notification-api-contract diff', () => {
  it('exits 0 when nothing breaks, 1 when something does, as --fail-on says', async () => {
    expect((await run([base, base])).code).toBe(0);
    expect((await run([base, widened])).code).toBe(0);
    expect((await run([base, widened, '--fail-on', 'any'])).code).toBe(1);
    expect((await run([base, narrowed])).code).toBe(1);
    expect((await run([base, narrowed, '--fail-on', 'none'])).code).toBe(0);
  });

  it('reads the multi-file spec root (external $refs followed) as the same contract as its bundle', async () => {
    const result = await run(['openapi/openapi.yaml', 'generated/openapi.json', '--format', 'json', '--fail-on', 'any']);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout);
    expect(report.changes).toEqual([]);
    expect(result.code).toBe(0);
  });

  it("reads 'package' and '-' (standard input)", async () => {
    const result = await run(['package', '-', '--format', 'json'], readFileSync(narrowed, 'utf8'));
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).summary.breaking).toBe(3);
    expect((await run(['-', '-'])).code).toBe(2);
  });

  it('exits 2 with the file and the place for a missing file, a file that is not OpenAPI, bad YAML and an unresolvable $ref', async () => {
    const missing = await run([join(dir, 'nope.yaml'), base]);
    expect(missing.code).toBe(2);
    // Review 28b: a name that is no file may have meant the package's own spec.
    expect(missing.stderr).toContain('nope.yaml: no such file (the word package names the spec this package ships)');
    // A file with no openapi field at all (a package.json given by mistake) is said so, not `openapi: null`.
    const noField = await run([write('package.json', '{"name": "my-app", "version": "1.0.0"}'), base]);
    expect(noField.code).toBe(2);
    expect(noField.stderr).toMatch(/package\.json:1: not an OpenAPI 3\.x document \(it has no openapi field\)/);
    const notOpenApi = await run([write('not.yaml', 'info: {}\nopenapi: "2.0"\n'), base]);
    expect(notOpenApi.code).toBe(2);
    expect(notOpenApi.stderr).toMatch(/not\.yaml:2: not an OpenAPI 3\.x document \(openapi: "2\.0"\)/);
    // Swagger 2.0 is named as such, at its `swagger:` line (review 27d F7: "openapi: null").
    const swagger = await run([write('swagger.yaml', 'info: {}\nswagger: "2.0"\n'), base]);
    expect(swagger.code).toBe(2);
    expect(swagger.stderr).toMatch(/swagger\.yaml:2: a Swagger 2\.0 \(OpenAPI 2\) document: diff compares OpenAPI 3\.x; convert it first \(swagger2openapi\)/);
    const badYaml = await run([write('bad.yaml', 'openapi: 3.1.0\npaths: [\n  a: b\n'), base]);
    expect(badYaml.code).toBe(2);
    expect(badYaml.stderr).toMatch(/bad\.yaml:\d+:\d+: not YAML or JSON/);
    const dangling = await run([write('dangling.yaml', 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    $ref: ./missing.yaml\n'), base]);
    expect(dangling.code).toBe(2);
    expect(dangling.stderr).toMatch(/dangling\.yaml:5: \$ref to .*missing\.yaml: no such file/);
    const local = await run([
      write('local.yaml', 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n    A:\n      $ref: "#/components/schemas/B"\n'),
      base,
    ]);
    expect(local.code).toBe(2);
    expect(local.stderr).toMatch(/local\.yaml:7: unresolvable \$ref #\/components\/schemas\/B/);
    expect((await run([base, base, '--format', 'xml'])).code).toBe(2);
    expect((await run([base])).code).toBe(2);
  });

  it('exits 2, naming the file and the line, for a $ref cycle that defines nothing and for a $ref path that is no percent-encoding', async () => {
    const head = 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n';
    const self = await run([base, write('self.yaml', `${head}    A:\n      $ref: "#/components/schemas/A"\n`)]);
    expect(self.code).toBe(2);
    expect(self.stderr).toMatch(/self\.yaml:7: unresolvable \$ref: #\/components\/schemas\/A → #\/components\/schemas\/A leads back to itself/);
    const pair = await run([
      base,
      write(
        'pair.yaml',
        `${head}    A:\n      $ref: "#/components/schemas/B"\n    B:\n      description: only a reference\n      $ref: "#/components/schemas/A"\n`,
      ),
    ]);
    expect(pair.code).toBe(2);
    expect(pair.stderr).toMatch(/pair\.yaml:\d+: unresolvable \$ref: .*A.*B.*leads back to itself/);
    // Across two files, each the other's only reference.
    write('ping.yaml', '$ref: "./pong.yaml"\n');
    write('pong.yaml', '$ref: "./ping.yaml"\n');
    const files = await run([base, write('twofiles.yaml', `${head}    A:\n      $ref: "./ping.yaml"\n`)]);
    expect(files.code).toBe(2);
    expect(files.stderr).toMatch(/leads back to itself/);
    // A recursive schema (through a property) defines something: no cycle of references alone.
    const recursive = await run([
      base,
      write('tree.yaml', `${head}    Node:\n      type: object\n      properties:\n        child:\n          $ref: "#/components/schemas/Node"\n`),
    ]);
    expect(recursive.stderr).not.toMatch(/leads back/);
    const percent = await run([base, write('percent.yaml', `${head}    A:\n      $ref: "bad%zz.json#/A"\n`)]);
    expect(percent.code).toBe(2);
    expect(percent.stderr).toMatch(/percent\.yaml:7: unresolvable \$ref bad%zz\.json#\/A: its path is not valid percent-encoding/);
  });

  it('reads a spec from standard input up to the bound of a file (64 MiB), and refuses more with exit 2', async () => {
    const huge = `${JSON.stringify(contract()).slice(0, -1)}, "x-padding": "${'x'.repeat(64 * 1024 * 1024)}"}`;
    const result = await run([base, '-'], huge);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('<stdin>: larger than 64 MiB: not a spec');
  });

  it('github: ::error at the file and line of the change in NEW', async () => {
    const result = await run([base, narrowed, '--format', 'github']);
    const lines = readFileSync(narrowed, 'utf8').split('\n');
    const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error '));
    // The 3 operations that take `limit` meet one change of its shared schema: one annotation names
    // them all, so that GitHub's 10 a step are not used up by one change (review 27d F2).
    expect(errors.length).toBe(1);
    expect(errors[0]).toContain(
      'title=request-parameter-max-decreased (3 operations)::GET /v2/subscribers/{subscriberId}/subscriptions, GET /v2/topics, GET /v2/topics/{topicKey}/subscriptions: query limit: maximum 100 → 50.',
    );
    for (const error of errors) {
      const match = /file=([^,]+),line=(\d+)/.exec(error);
      expect(match?.[1]).toBe(narrowed);
      expect(lines[Number(match![2]) - 1]).toMatch(/maximum: 50/);
    }
  });

  it('markdown groups by operation with the breaking changes first; junit has one test case per operation', async () => {
    const markdown = (await run([base, narrowed, '--format', 'markdown'])).stdout;
    expect(markdown).toMatch(/^## 0\.1\.0\n/);
    expect(markdown).toContain('### GET /v2/topics (listTopics)');
    expect(markdown).toMatch(/- \*\*breaking\*\* `request-parameter-max-decreased`: .*Witness: `query limit: 51`/);
    const junit = (await run([base, narrowed, '--format', 'junit'])).stdout;
    // The 23 operations, the 3 that take `limit` failing.
    expect(junit.match(/<testcase /g)?.length).toBe(23);
    expect(junit).toContain('<testsuites name="diff" tests="23" failures="3" errors="0">');
  });

  it('text escapes the control characters a spec carries', async () => {
    const doc = contract();
    doc.info.title = 'evil\u001b[2Jtitle';
    const result = await run([write('evil.json', JSON.stringify(doc)), base]);
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).toContain('evil\\u001b[2Jtitle');
  });

  it('prints a report that the shipped JSON Schema validates, a location with a line break in a name included', async () => {
    const schema = strictReportSchema();
    const validate = new Ajv2020({ strict: true }).compile(schema);
    const doc = contract();
    const properties = doc.components.schemas.UpsertTopicRequest.properties as Record<string, unknown>;
    properties['multi\nline\u2028name'] = { type: 'string' };
    const changed = contract();
    (changed.components.schemas.UpsertTopicRequest.properties as Record<string, unknown>)['multi\nline\u2028name'] = { type: 'integer' };
    const report = JSON.parse(
      (await run([write('odd-old.json', JSON.stringify(doc)), write('odd-new.json', JSON.stringify(changed)), '--format', 'json'])).stdout,
    );
    expect(report.changes.some((change: { location: string }) => change.location.includes('\n'))).toBe(true);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  });

  it('prints a report that the shipped JSON Schema validates', async () => {
    const schema = strictReportSchema();
    const validate = new Ajv2020({ strict: true }).compile(schema);
    const report = JSON.parse((await run([base, narrowed, '--format', 'json'])).stdout);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.changes[0]).toMatchObject({
      rule: 'request-parameter-max-decreased',
      level: 'breaking',
      side: 'request',
      witness: { in: 'query', name: 'limit', status: null },
    });
    // As shipped, it takes the report of a later version, which adds fields (review 27d F6); the
    // tests' strict copy does not, so a field added without the schema saying so is caught.
    const later = { ...report, added: 1, summary: { ...report.summary, added: 2 }, changes: report.changes.map((change: object) => ({ ...change, added: 3 })) };
    expect(new Ajv2020({ strict: true }).compile(shippedReportSchema())(later)).toBe(true);
    expect(validate(later)).toBe(false);
  });
});
