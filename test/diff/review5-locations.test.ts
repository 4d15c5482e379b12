// Review 5a findings 7–12 and 14: where diff says a change is (the location in its document, the file
// and line of `--format github`), how deep a reference graph may go, and what a hand-written YAML
// spec may say in its display-only fields or with merge keys, without being refused.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffContracts, readSpec } from '../../src/diff/index.js';
import { at } from '../../src/diff/pointer.js';
import type { DiffReport } from '../../src/diff/report.js';
import { runInProcess } from '../helpers/cli.js';
import { oneQueryParameter } from './corpus.js';
import { runDiff, specFolder } from './workspace.js';

const { write } = specFolder('diff-review5-locations-');
const run = runDiff;

/** The 1-based line of the first line of `path` that contains `text`. */
const lineWith = (path: string, text: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

/** The github annotations of a run: file, line and title of each. */
const annotations = (stdout: string) =>
  stdout.split('\n').flatMap((line) => {
    const found = /^::(?:error|warning) file=([^,]*),line=(\d+),title=([^:]*)::/.exec(line);
    return found ? [{ file: found[1]!.replaceAll('%3A', ':'), line: Number(found[2]), rule: found[3]!.replace(/ \(.*$/, '') }] : [];
  });

/** A spec whose one operation takes and answers `schema`, with its schemas. */
const spec = (schemas: Record<string, unknown>, schema: unknown = { $ref: '#/components/schemas/S0' }) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/a': {
      post: {
        operationId: 'a',
        requestBody: { required: true, content: { 'application/json': { schema } } },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: { schemas },
});

describe('diff: a reference graph Ajv compiles is compared, not refused as too deep (review 5a finding 7)', () => {
  /** `count` schemas, each `{id, next → the next one}`; the last goes back to the first (ring) or ends. */
  const graph = (count: number, ring: boolean, maxLength: number) => {
    const schemas: Record<string, unknown> = {};
    for (let index = 0; index < count; index += 1) {
      const last = index === count - 1;
      const next = last && !ring ? { type: 'string' } : { $ref: `#/components/schemas/S${last ? 0 : index + 1}` };
      schemas[`S${index}`] = { type: 'object', properties: { id: { type: 'string', maxLength: last ? maxLength : 10 }, next } };
    }
    return spec(schemas);
  };

  it('a ring of 60 schemas and a chain of 64, each a $ref on from the one before, compare with a witness', async () => {
    for (const [name, count, ring] of [
      ['ring60', 60, true],
      ['chain64', 64, false],
    ] as const) {
      const old = write(`${name}-old.json`, JSON.stringify(graph(count, ring, 10), null, 1));
      const now = write(`${name}-new.json`, JSON.stringify(graph(count, ring, 5), null, 1));
      const result = await run([old, now, '--format', 'json']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(1);
      const report = JSON.parse(result.stdout) as DiffReport;
      const change = report.changes.find((each) => each.rule === 'request-property-max-length-decreased');
      expect(change?.level).toBe('breaking');
      expect(change?.witness).not.toBeNull();
    }
  });

  it('a chain past what Ajv compiles is still refused with its file and line', async () => {
    const schemas: Record<string, unknown> = {};
    for (let index = 0; index < 200; index += 1) schemas[`S${index}`] = { type: 'array', items: { $ref: `#/components/schemas/S${index + 1}` } };
    schemas.S200 = { type: 'string' };
    const chain = write('items200.json', JSON.stringify(spec(schemas), null, 1));
    const result = await run([chain, chain]);
    expect(result.stderr).toMatch(/items200\.json:\d+: nested deeper than 256 levels once its \$refs are followed; /);
    expect(result.code).toBe(2);
  });
});

describe('diff --format github: the line of a change under a quoted status key (review 5a finding 8)', () => {
  const yaml = (maxLength: number, header: boolean) =>
    [
      'openapi: 3.1.0',
      'info: {title: t, version: "1"}',
      'paths:',
      '  /things:',
      '    get:',
      '      operationId: list',
      '      responses:',
      "        '200':",
      '          description: ok',
      ...(header ? ['          headers:', '            X-Request-Id:', '              required: true', '              schema: {type: string}'] : []),
      '          content:',
      '            application/json:',
      '              schema:',
      '                type: object',
      '                properties:',
      '                  name:',
      '                    type: string',
      `                    maxLength: ${maxLength}`,
      '',
    ].join('\n');

  it('is the changed line in YAML and in JSON, not the line of responses:', async () => {
    const old = write('quoted-old.yaml', yaml(10, true));
    const now = write('quoted-new.yaml', yaml(20, false));
    const found = annotations((await run([old, now, '--format', 'github'])).stdout);
    expect(found).toContainEqual({ file: old, line: lineWith(old, 'X-Request-Id:'), rule: 'response-required-header-removed' });
    expect(found).toContainEqual({ file: now, line: lineWith(now, 'maxLength: 20'), rule: 'response-property-max-length-increased' });
    // A JSON bundle: every status key is a string.
    const parse = (await import('yaml')).parse;
    const jsonOld = write('quoted-old.json', JSON.stringify(parse(yaml(10, true)), null, 2));
    const jsonNew = write('quoted-new.json', JSON.stringify(parse(yaml(20, false)), null, 2));
    const inJson = annotations((await run([jsonOld, jsonNew, '--format', 'github'])).stdout);
    expect(inJson).toContainEqual({ file: jsonOld, line: lineWith(jsonOld, '"X-Request-Id"'), rule: 'response-required-header-removed' });
    expect(inJson).toContainEqual({ file: jsonNew, line: lineWith(jsonNew, '"maxLength": 20'), rule: 'response-property-max-length-increased' });
  });
});

/** OLD and NEW of an operation whose security, header and parameter change. */
const secured = (side: 'old' | 'new') => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  ...(side === 'old' ? { security: [{ ApiKeyAuth: [] }] } : {}),
  paths: {
    '/a': {
      get: {
        operationId: 'a',
        parameters: [{ name: 'q', in: 'query', ...(side === 'old' ? { required: true } : {}), schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'ok',
            headers: { 'X-Other': { ...(side === 'old' ? { required: true } : {}), schema: { type: 'string' } } },
          },
        },
      },
    },
  },
  components: { securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'Authorization', 'x-value-prefix': 'ApiKey ' } } },
});

describe("diff: each change's location resolves in the document it names (review 5a findings 9 and 10)", () => {
  it('where NEW leaves out required, or has no security at all: the parameter, the header, the operation', async () => {
    const old = secured('old');
    const now = secured('new');
    const report = await diffContracts(old, now);
    const rules = report.changes.map((change) => change.rule);
    expect(rules).toEqual(expect.arrayContaining(['security-requirement-relaxed', 'response-header-became-optional', 'request-parameter-became-optional']));
    for (const change of report.changes) expect(at(change.document === 'old' ? old : now, change.location), `${change.rule} ${change.location}`).toBeDefined();
    const location = (rule: string) => report.changes.find((change) => change.rule === rule)?.location;
    expect(location('security-requirement-relaxed')).toBe('/paths/~1a/get');
    expect(location('response-header-became-optional')).toBe('/paths/~1a/get/responses/200/headers/X-Other');
    expect(location('request-parameter-became-optional')).toBe('/paths/~1a/get/parameters/0');
  });

  it('a security scheme in a file of its own: the change is in that file, at its x-value-prefix line', async () => {
    const old = write('sec/old.json', JSON.stringify(secured('old'), null, 2));
    const root = { ...secured('old'), components: { securitySchemes: { ApiKeyAuth: { $ref: './schemes/api-key.yaml' } } } };
    const now = write('sec/new/openapi.json', JSON.stringify(root, null, 2));
    const scheme = write('sec/new/schemes/api-key.yaml', "type: apiKey\nin: header\nname: Authorization\nx-value-prefix: 'Bearer '\n");
    const github = await run([old, now, '--format', 'github']);
    expect(annotations(github.stdout)).toContainEqual({ file: scheme, line: 4, rule: 'security-value-prefix-changed' });
    const json = await run([old, now, '--format', 'json']);
    const report = JSON.parse(json.stdout) as DiffReport;
    const read = { old: (await readSpec(old)).document, new: (await readSpec(now)).document };
    const prefix = report.changes.find((change) => change.rule === 'security-value-prefix-changed');
    expect(prefix?.document).toBe('new');
    expect(at(read.new, prefix!.location)).toBe('Bearer ');
    for (const change of report.changes) expect(at(read[change.document], change.location), `${change.rule} ${change.location}`).toBeDefined();
  });
});

describe('diff: hand-written YAML (review 5a findings 11 and 12)', () => {
  it('resolves merge keys, in responses and in properties, and compares what they bring in', async () => {
    const yaml = (maxLength: number) =>
      [
        'openapi: 3.0.3',
        'info: {title: t, version: "1"}',
        'x-errors: &errors',
        '  "400": {description: bad}',
        'x-base: &base',
        `  id: {type: string, maxLength: ${maxLength}}`,
        'paths:',
        '  /things:',
        '    post:',
        '      requestBody:',
        '        content:',
        '          application/json:',
        '            schema:',
        '              type: object',
        '              properties:',
        '                <<: *base',
        '                name: {type: string}',
        '      responses:',
        '        <<: *errors',
        '        "200": {description: ok}',
        '',
      ].join('\n');
    const old = write('merge-old.yaml', yaml(10));
    const now = write('merge-new.yaml', yaml(5));
    const same = await run([old, old]);
    expect(same.stderr).toBe('');
    expect(same.code).toBe(0);
    const changed = await run([old, now, '--format', 'github']);
    expect(changed.code).toBe(1);
    // The change is in what the merge key brings in: its line is where that is written.
    expect(annotations(changed.stdout)).toContainEqual({ file: now, line: 6, rule: 'request-property-max-length-decreased' });
  });

  it('reads a display-only field written as a number as its text, and still refuses a structural one', async () => {
    const yaml = (responses: string) =>
      `openapi: 3.0.3\ninfo:\n  title: 2024\n  version: 1.0\npaths:\n  /pets:\n    get:\n      tags: [pets, 2]\n      operationId: 123\n      summary: 42\n      responses:${responses}\n`;
    const old = write('vnum.yaml', yaml('\n        "200": {description: ok}'));
    const result = await run([old, old, '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as DiffReport).old).toEqual({ title: '2024', version: '1.0' });
    const added = await run([write('empty.yaml', 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\n'), old, '--format', 'json']);
    expect((JSON.parse(added.stdout) as DiffReport).changes[0]?.operationId).toBe('123');
    const wrong = await run([old, write('wrong.yaml', yaml(' 5'))]);
    expect(wrong.stderr).toMatch(/wrong\.yaml:11: not an OpenAPI 3\.x document: #\/paths\/~1pets\/get\/responses must be a Responses Object/);
    expect(wrong.code).toBe(2);
  });
});

describe('diff --format github: control characters are escaped (review 5a finding 14)', () => {
  it('prints no raw ESC, BEL or NUL from an operationId or a parameter name', async () => {
    const doc = (maxLength: number) => oneQueryParameter('op\u001b[2J\u001b]0;pwned\u0007', 'q\u001b[31mred\u0000', maxLength);
    const result = await run([write('ctl-old.json', JSON.stringify(doc(10))), write('ctl-new.json', JSON.stringify(doc(5))), '--format', 'github']);
    expect(result.code).toBe(1);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is that none is printed.
    expect(result.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(result.stdout).toContain('title=request-parameter-max-length-decreased (op\\u001b[2J\\u001b]0;pwned\\u0007)');
    expect(result.stdout).toContain('q\\u001b[31mred\\u0000');
  });
});

describe('diff: YAML nested too deep for its parser (review 5a finding 18)', () => {
  it('is refused at the line where it crosses the bound, not where the parser ran out of stack', async () => {
    let block = 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\nx-deep:\n';
    // Indented one space a level: 4000 levels, past what the YAML composer's recursion can take.
    for (let level = 0; level < 4000; level += 1) block += `${' '.repeat(level + 1)}a:\n`;
    const deep = write('block4000.yaml', `${block}${' '.repeat(4001)}b: 1\n`);
    const result = await run([deep, deep]);
    expect(result.stderr).toMatch(/block4000\.yaml:131(:\d+)?: nested deeper than 128 levels; /);
    expect(result.code).toBe(2);
  });
});

describe('diff --format github: the file of a spec read from stdin or from the package (review 5a finding 19)', () => {
  const yaml = (maxLength: number) =>
    `openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    post:\n      operationId: a\n      requestBody:\n        content:\n          application/json:\n            schema: {type: string, maxLength: ${maxLength}}\n      responses:\n        '200': {description: ok}\n`;

  it('names no file for standard input, which is in none', async () => {
    const old = write('stdin-old.yaml', yaml(10));
    const result = await runInProcess(['diff', old, '-', '--format', 'github'], { env: {}, stdin: yaml(5) });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('<stdin>');
    expect(result.stdout).toMatch(/^::error title=request-body-max-length-decreased \(a\)::/m);
  });

  it("names the package's spec relative to the working folder, as any other file", async () => {
    const { bundledJsonSpecPath } = await import('../../src/cli/package-files.js');
    const shipped = JSON.parse(readFileSync(bundledJsonSpecPath, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const [path, item] = Object.entries(shipped.paths)[0]!;
    const method = Object.keys(item).find((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))!;
    delete shipped.paths[path]![method];
    const result = await run(['package', write('package-new.json', JSON.stringify(shipped)), '--format', 'github']);
    const removed = annotations(result.stdout).find((each) => each.rule === 'operation-removed');
    expect(removed?.file).toBe(relative(process.cwd(), bundledJsonSpecPath));
  });
});
