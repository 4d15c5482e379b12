// Specs diff cannot compare: each is refused with exit 2 and one line that names the file (and the
// line where it is known), whichever of OLD and NEW it is; nothing of it is read as a contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_SPEC_DEPTH, tooDeep } from '../../src/diff/depth.js';
import { diffContracts } from '../../src/diff/index.js';
import { contract } from './corpus.js';
import { runDiff, specFolder } from './workspace.js';

const { write } = specFolder('diff-bad-input-');
const run = runDiff;

const base = write('base.json', JSON.stringify(contract()));

/** A small spec whose one operation answers 200 with `schema`, and its components. */
const spec = (schema: unknown, components: Record<string, unknown> = {}) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/a': {
      post: {
        requestBody: { content: { 'application/json': { schema } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
      },
    },
  },
  components,
});

/** `levels` arrays, each the only item of the one around it, around `inner`. */
const nested = (levels: number, inner: unknown) => {
  let schema = inner;
  for (let index = 0; index < levels; index += 1) schema = { type: 'array', items: schema };
  return schema;
};

/** Refused: exit 2, one line on stderr that matches `place`, nothing on stdout. */
const refused = (result: { code: number; stdout: string; stderr: string }, place: RegExp) => {
  expect(result.stderr).toMatch(place);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr).not.toMatch(/Maximum call stack|\n\s+at /);
  expect(result.stdout).toBe('');
  expect(result.code).toBe(2);
};

describe('diff: a spec nested too deep to compare', () => {
  it('is refused with the file and the line, whether an extension or a schema nests, in OLD or in NEW', async () => {
    // A 10 KB file whose extension nests 5000 arrays, and a schema nested 2000 levels.
    const extension = write('deep.json', `${JSON.stringify({ ...contract(), paths: {} }).slice(0, -1)},"x-deep":${'['.repeat(5000)}1${']'.repeat(5000)}}`);
    refused(await run([base, extension]), new RegExp(`deep\\.json:1:\\d+: nested deeper than ${MAX_SPEC_DEPTH} levels; `));
    const schema = write('deep-schema.json', JSON.stringify(spec(nested(2000, { type: 'string' })), null, 1));
    refused(await run([schema, base]), /deep-schema\.json:\d+:\d+: nested deeper than 128 levels; /);
    refused(await run([base, schema]), /deep-schema\.json:\d+:\d+: nested deeper than 128 levels; /);
    // YAML, in blocks and in flow: the line of the level past the bound.
    let block = 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\nx-deep:\n';
    for (let level = 0; level < 200; level += 1) block += `${' '.repeat(2 * level + 2)}a:\n`;
    refused(await run([base, write('block.yaml', `${block}${' '.repeat(402)}b: 1\n`)]), /block\.yaml:131: nested deeper than 128 levels; /);
    const flow = `openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\nx-deep: ${'['.repeat(3000)}${']'.repeat(3000)}\n`;
    refused(await run([write('flow.yaml', flow), base]), /flow\.yaml:4(:\d+)?: nested deeper than 128 levels; /);
  });

  it('counts a chain of $refs as deep as it would be written out, in a file a $ref names too', async () => {
    const schemas: Record<string, unknown> = {};
    for (let index = 0; index < 300; index += 1) schemas[`S${index}`] = { type: 'array', items: { $ref: `#/components/schemas/S${index + 1}` } };
    schemas.S300 = { type: 'string' };
    const chain = write('chain.json', JSON.stringify(spec({ $ref: '#/components/schemas/S0' }, { schemas }), null, 1));
    refused(await run([base, chain]), /chain\.json:\d+: nested deeper than 256 levels once its \$refs are followed; /);
    write('part.json', JSON.stringify(nested(300, { type: 'string' }), null, 1));
    const root = write('root.yaml', 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n    A:\n      $ref: ./part.json\n');
    refused(await run([root, base]), /part\.json:\d+:\d+: nested deeper than 128 levels; /);
    // The library refuses them as well, before it compares.
    await expect(diffContracts(contract(), JSON.parse(JSON.stringify(spec({ $ref: '#/components/schemas/S0' }, { schemas }))))).rejects.toThrow(
      /NEW: nested deeper than 256 levels once its \$refs are followed/,
    );
  });

  it('compares a spec within the bound, and a recursive schema, to the end', async () => {
    const old = write('within-old.json', JSON.stringify(spec(nested(118, { type: 'string' }))));
    const now = write('within-new.json', JSON.stringify(spec(nested(118, { type: 'integer' }))));
    const result = await run([old, now, '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).summary.breaking).toBeGreaterThan(0);
    const tree = { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } };
    expect(tooDeep(spec({ $ref: '#/components/schemas/Node' }, { schemas: { Node: tree } }), MAX_SPEC_DEPTH, undefined)).toBeUndefined();
    const recursive = spec({ $ref: '#/components/schemas/Node' }, { schemas: { Node: tree } });
    expect(tooDeep(recursive, MAX_SPEC_DEPTH, recursive)).toBeUndefined();
  });

  it('finds the place past the bound without recursion, a million levels deep', () => {
    let deep: unknown = 1;
    for (let index = 0; index < 1_000_000; index += 1) deep = [deep];
    expect(tooDeep({ a: deep }, 3)).toBe('/a/0/0');
    expect(tooDeep({ a: [[1]] }, 3)).toBeUndefined();
  });
});

describe('diff: a document that departs from the OpenAPI structure', () => {
  /** The contract with `change` made, written as YAML or JSON. */
  const changed = (name: string, change: (doc: ReturnType<typeof contract>) => void) => {
    const doc = contract();
    change(doc);
    return write(name, JSON.stringify(doc, null, 2));
  };
  const lineOf = (path: string, text: string) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1;

  it('is refused with the file, the line and the place, not read as a contract of no operations or no responses', async () => {
    const paths = changed('paths.json', (doc) => {
      doc.paths = 'see the wiki';
    });
    refused(
      await run([base, paths]),
      new RegExp(
        `paths\\.json:${lineOf(paths, '"paths"')}: not an OpenAPI 3\\.x document: #/paths must be a Paths Object \\(an object\\), not a string of 12 characters; `,
      ),
    );
    const responses = changed('responses.json', (doc) => {
      doc.paths['/v2/topics'].get.responses = 'TBD';
    });
    refused(
      await run([responses, base]),
      /responses\.json:\d+: not an OpenAPI 3\.x document: #\/paths\/~1v2~1topics\/get\/responses must be a Responses Object/,
    );
    const required = changed('required.json', (doc) => {
      doc.components.parameters.LimitQuery.required = 'yes';
    });
    refused(await run([base, required]), /required\.json:\d+: .*#\/components\/parameters\/LimitQuery\/required must be true or false, not a string/);
    const status = changed('status.json', (doc) => {
      doc.paths['/v2/topics'].get.responses.TBD = { description: 'later' };
    });
    refused(await run([base, status]), /status\.json:\d+: .*a response status must be 100 to 599, 1XX to 5XX or default, not "TBD"/);
    const noIn = changed('no-in.json', (doc) => {
      delete doc.components.parameters.LimitQuery.in;
    });
    refused(await run([base, noIn]), /no-in\.json:\d+: .*#\/components\/parameters\/LimitQuery a Parameter Object without its in/);
    await expect(diffContracts(contract(), JSON.parse(readFileSync(paths, 'utf8')))).rejects.toThrow(/NEW: not an OpenAPI 3\.x document: #\/paths must be/);
  });

  it('names the file a $ref leads to, at the line of the part that departs', async () => {
    write('param.yaml', 'name: limit\nin: body\nschema:\n  type: integer\n');
    const root = write(
      'ref-root.yaml',
      'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    get:\n      parameters:\n        - $ref: ./param.yaml\n      responses:\n        "200": {description: ok}\n',
    );
    refused(
      await run([root, root]),
      /param\.yaml:2: not an OpenAPI 3\.x document: #\/components\/bundled\/param\.yaml\/in must be one of query, header, path, cookie, not "body"/,
    );
  });

  it('reads extensions, a 2xx range, a Reference Object and a boolean schema as OpenAPI allows them', async () => {
    const loose = changed('loose.json', (doc) => {
      doc.paths['x-note'] = 'paths may carry extensions';
      doc.paths['/v2/topics'].get.responses['x-note'] = 'so may responses';
      doc.paths['/v2/topics'].get.responses['4xx'] = { $ref: '#/components/responses/Problem', description: 'a Reference Object may say more' };
      doc.components.responses.Problem = { description: 'problem', content: { 'application/json': { schema: true } } };
    });
    const result = await run([base, loose, '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).changes).toContainEqual(expect.objectContaining({ operationId: 'listTopics', rule: 'response-status-added-covered' }));
  });
});

describe('diff: a schema Ajv cannot compile', () => {
  const withTopicName = (name: string, change: Record<string, unknown>) => {
    const doc = contract();
    Object.assign(doc.components.schemas.Topic.properties.name, change);
    return write(name, JSON.stringify(doc, null, 2));
  };
  /** The line of `text` in the file, after the line of `after`. */
  const lineAfter = (path: string, after: string, text: string) => {
    const lines = readFileSync(path, 'utf8').split('\n');
    const start = lines.findIndex((line) => line.includes(after));
    return lines.findIndex((line, index) => index > start && line.includes(text)) + 1;
  };

  it('is refused on either side, naming the file and the line of the keyword, even where no witness is needed', async () => {
    // On the response side a new pattern only narrows what NEW sends: no witness, no compiling.
    const regex = withTopicName('regex.json', { pattern: '([' });
    const place = `regex\\.json:${lineAfter(regex, '"Topic": {', '"pattern"')}: invalid schema: #/components/schemas/Topic/properties/name/pattern: "\\(\\[" is not a regular expression`;
    refused(await run([base, regex]), new RegExp(place));
    refused(await run([regex, base]), new RegExp(place));
    const type = withTopicName('type.json', { type: 'strin' });
    refused(await run([base, type]), /type\.json:\d+: invalid schema: #\/components\/schemas\/Topic\/properties\/name\/type: "strin" is not a JSON type/);
    refused(await run([type, base]), /type\.json:\d+: invalid schema: .*"strin" is not a JSON type/);
    // An unknown keyword is refused in 3.0 only (3.1's are annotations), and an unknown format is an
    // annotation in both: review5-validators.test.ts.
    refused(await run([base, withTopicName('value.json', { maxLength: '100' })]), /value\.json:\d+: invalid schema: .*maxLength must be number, not a string/);
    await expect(diffContracts(contract(), JSON.parse(readFileSync(type, 'utf8')))).rejects.toThrow(/NEW: invalid schema: #\/components\/schemas\/Topic/);
  });

  it('names the file a $ref leads to, for a schema it holds', async () => {
    write('name.yaml', 'type: string\npattern: "(["\n');
    const root = write(
      'schema-root.yaml',
      'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema:\n                type: object\n                properties:\n                  name: {$ref: ./name.yaml}\n',
    );
    refused(await run([root, root]), /name\.yaml:2: invalid schema: #\/components\/bundled\/name\.yaml\/pattern: /);
  });

  it('says the file and the line of a schema Ajv refuses only when compiled', async () => {
    // Inside $id other.json, '#/components/schemas/B' is looked for in other.json: Ajv cannot resolve it.
    const doc = (maxLength: number) => ({
      ...spec({ $id: 'other.json', type: 'object', properties: { a: { $ref: '#/components/schemas/B' } } }, { schemas: { B: { type: 'string', maxLength } } }),
    });
    const old = write('id-old.json', JSON.stringify(doc(10), null, 2));
    const now = write('id-new.json', JSON.stringify(doc(5), null, 2));
    // (The request's and the response's schema are one: Ajv also finds other.json twice.)
    refused(await run([old, now]), /id-old\.json:13: invalid schema at #\/paths\/~1a\/post\/requestBody\/content\/application~1json\/schema: /);
    await expect(diffContracts(doc(10), doc(5))).rejects.toThrow(/^(OLD|NEW): invalid schema at #\/paths\/~1a\/post/);
  });
});

describe('diff: a name that is no Unicode text', () => {
  /** The contract with a property of Topic named `name`, as JSON text escapes it. */
  const withProperty = (file: string, name: string) => {
    const doc = contract();
    doc.components.schemas.Topic.properties[name] = { type: 'string' };
    return write(file, JSON.stringify(doc, null, 2));
  };
  const lineOf = (path: string, text: string) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1;

  it('is refused with the file, the line of the name and the name escaped, not "URI malformed", on either side', async () => {
    const lone = withProperty('lone.json', 'a\ud800b');
    const place = new RegExp(
      `lone\\.json:${lineOf(lone, '"a\\ud800b"')}: invalid schema: #/components/schemas/Topic/properties/a\\\\ud800b: the property name "a\\\\ud800b" is no Unicode text`,
    );
    refused(await run([lone, base]), place);
    refused(await run([base, lone]), place);
    const doc = contract();
    doc.components.schemas['Topic\udc00'] = { type: 'string' };
    const named = write('lone-name.json', JSON.stringify(doc, null, 2));
    refused(await run([base, named]), /lone-name\.json:\d+: invalid schema: #\/components\/schemas\/Topic\\udc00: the key "Topic\\udc00" is no Unicode text/);
  });

  it('compares a name with a character past U+FFFF (a surrogate pair) as any other', async () => {
    const result = await run([withProperty('pair.json', 'a\u{1f600}b'), base, '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout).changes).toContainEqual(expect.objectContaining({ rule: 'response-property-removed' }));
  });
});
