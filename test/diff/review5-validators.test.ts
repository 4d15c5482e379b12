import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { ContractValidators, standaloneValidators } from '../../src/diff/validators.js';
import { runDiff, specFolder } from './workspace.js';

const folder = specFolder('diff-review5-validators-');
const write = (name: string, document: unknown) => folder.write(name, JSON.stringify(document, null, 1));
const run = runDiff;

type Doc = Record<string, unknown>;
const info = { title: 't', version: '1' };

/** GET /x answering `status` with `schema` (and 200 ok when `status` is another). */
const answering = (openapi: string, status: string, schema: unknown): Doc => ({
  openapi,
  info,
  paths: {
    '/x': {
      get: {
        operationId: 'g',
        responses: {
          ...(status === '200' ? {} : { '200': { description: 'ok' } }),
          [status]: { description: 'err', content: { 'application/json': { schema } } },
        },
      },
    },
  },
});

/** POST /x taking `schema` as its body, with `components`. */
const taking = (openapi: string, schema: unknown, components: Doc = {}): Doc => ({
  openapi,
  info,
  paths: {
    '/x': {
      post: {
        operationId: 'p',
        requestBody: { required: true, content: { 'application/json': { schema } } },
        responses: { '204': { description: 'ok' } },
      },
    },
  },
  components,
});

/** The one change of a report, which is breaking with a witness. */
const breakingWithWitness = (report: Awaited<ReturnType<typeof diffContracts>>, rule: string) => {
  expect(report.changes.map((change) => [change.rule, change.level])).toEqual([[rule, 'breaking']]);
  expect(report.changes[0]!.witness).toBeDefined();
  return report.changes[0]!.witness!;
};

describe('diff: an inline schema of the response named default (5a finding 1)', () => {
  it('is compiled with its extensions dropped, in 3.1, as under 500', async () => {
    const schema = (maxLength: number) => ({ type: 'object', 'x-internal': true, properties: { message: { type: 'string', maxLength, 'x-doc': 'm' } } });
    for (const status of ['default', '500']) {
      const report = await diffContracts(answering('3.1.0', status, schema(10)), answering('3.1.0', status, schema(20)));
      const witness = breakingWithWitness(report, 'response-property-max-length-increased');
      expect(witness).toMatchObject({ status, value: { message: 'LLLLLLLLLLL' } });
    }
  });

  it("is read with OpenAPI 3.0's boolean exclusiveMinimum, in 3.0, on the command line too", async () => {
    const schema = (maxLength: number) => ({
      type: 'object',
      properties: { message: { type: 'string', maxLength }, code: { type: 'integer', minimum: 0, exclusiveMinimum: true } },
    });
    const old = write('default-30-old.json', answering('3.0.3', 'default', schema(10)));
    const now = write('default-30-new.json', answering('3.0.3', 'default', schema(20)));
    const result = await run([old, now, '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const witness = JSON.parse(result.stdout).changes[0].witness;
    expect(witness.status).toBe('default');
    expect(witness.value.message).toHaveLength(11);
  });
});

describe('diff: a name that starts with x- (5a finding 2)', () => {
  const header = (name: string, maximum: number, where: 'inline' | 'component'): Doc => ({
    openapi: '3.1.0',
    info,
    paths: {
      '/things': {
        get: {
          operationId: 'list',
          responses: {
            '200': {
              description: 'ok',
              headers: { [name]: where === 'inline' ? { schema: { type: 'integer', maximum } } : { $ref: `#/components/headers/${name}` } },
            },
          },
        },
      },
    },
    components: where === 'inline' ? {} : { headers: { [name]: { schema: { type: 'integer', maximum } } } },
  });

  it('is a response header, inline or a component, compared with a witness as X-Rate-Limit is', async () => {
    for (const name of ['x-rate-limit', 'X-Rate-Limit'])
      for (const where of ['inline', 'component'] as const) {
        const witness = breakingWithWitness(await diffContracts(header(name, 10, where), header(name, 20, where)), 'response-header-max-increased');
        expect(witness).toMatchObject({ in: 'header', name, status: '200', value: 11 });
      }
  });

  it('names a request body, a response and a schema of the components', async () => {
    const body = (maximum: number): Doc => ({
      ...taking('3.1.0', { $ref: '#/components/schemas/x-Thing' }, { schemas: { 'x-Thing': { type: 'integer', maximum } } }),
    });
    expect(breakingWithWitness(await diffContracts(body(10), body(5)), 'request-body-max-decreased')).toMatchObject({ value: 6 });
    const requestBody = (maximum: number): Doc => {
      const doc = taking('3.1.0', {}, { requestBodies: { 'x-body': { content: { 'application/json': { schema: { type: 'integer', maximum } } } } } });
      (doc.paths as { '/x': { post: Doc } })['/x'].post.requestBody = { $ref: '#/components/requestBodies/x-body' };
      return doc;
    };
    expect(breakingWithWitness(await diffContracts(requestBody(10), requestBody(5)), 'request-body-max-decreased')).toMatchObject({ value: 6 });
    const response = (maximum: number): Doc => ({
      openapi: '3.0.3',
      info,
      paths: { '/things': { get: { operationId: 'list', responses: { '200': { $ref: '#/components/responses/x-ok' } } } } },
      components: { responses: { 'x-ok': { description: 'ok', content: { 'application/json': { schema: { type: 'integer', maximum } } } } } },
    });
    expect(breakingWithWitness(await diffContracts(response(10), response(20)), 'response-body-max-increased')).toMatchObject({ value: 11 });
  });

  it('still drops the extensions of a schema, beside properties named x-…', () => {
    const validators = new ContractValidators(
      taking(
        '3.1.0',
        { $ref: '#/components/schemas/S' },
        { schemas: { S: { type: 'object', 'x-internal': true, properties: { 'x-a': { type: 'string', 'x-doc': 'd' } } } } },
      ),
    );
    expect(validators.accepts('/components/schemas/S', { 'x-a': 'text' })).toBe(true);
    expect(validators.accepts('/components/schemas/S', { 'x-a': 5 })).toBe(false);
  });
});

describe('diff: unevaluatedProperties and unevaluatedItems (5a finding 3)', () => {
  const components = (maxLength: number) => ({
    schemas: {
      Base: { type: 'object', required: ['a'], properties: { a: { type: 'string', maxLength } } },
      U: { allOf: [{ $ref: '#/components/schemas/Base' }], unevaluatedProperties: false },
      Items: { type: 'array', prefixItems: [{ type: 'string' }], unevaluatedItems: false },
    },
  });

  it('are evaluated as 2020-12 says', () => {
    const validators = new ContractValidators(taking('3.1.0', { $ref: '#/components/schemas/U' }, components(10)));
    expect(validators.accepts('/components/schemas/U', { a: 'x' })).toBe(true);
    expect(validators.accepts('/components/schemas/U', { a: 'x', b: 1 })).toBe(false);
    expect(validators.accepts('/components/schemas/Items', ['x'])).toBe(true);
    expect(validators.accepts('/components/schemas/Items', ['x', 'y'])).toBe(false);
  });

  it('let a breaking change under them be breaking, with a witness', async () => {
    const report = await diffContracts(
      taking('3.1.0', { $ref: '#/components/schemas/U' }, components(10)),
      taking('3.1.0', { $ref: '#/components/schemas/U' }, components(3)),
    );
    expect(breakingWithWitness(report, 'request-property-max-length-decreased')).toMatchObject({ in: 'body', value: { a: 'LLLL' } });
  });
});

describe('diff: a format Ajv does not know (5a finding 4)', () => {
  const thing = (openapi: string, format: string, maxLength = 10) =>
    taking(
      openapi,
      { $ref: '#/components/schemas/Thing' },
      { schemas: { Thing: { type: 'object', properties: { a: { type: 'string', format, maxLength } } } } },
    );

  it('is an annotation: the spec compares, and any value is of it', async () => {
    for (const format of ['unix-time', 'decimal', 'emial']) {
      const path = write(`format-${format}.json`, thing('3.0.3', format));
      const same = await run([path, path]);
      expect(same.stderr).toBe('');
      expect(same.code).toBe(0);
      const report = await diffContracts(thing('3.1.0', format), thing('3.1.0', format, 5));
      expect(breakingWithWitness(report, 'request-property-max-length-decreased')).toMatchObject({ value: { a: expect.any(String) } });
      expect(new ContractValidators(thing('3.1.0', format)).accepts('/components/schemas/Thing', { a: 'anything' })).toBe(true);
    }
  });

  it('leaves a known format checked', () => {
    const validators = new ContractValidators(thing('3.1.0', 'email'));
    expect(validators.accepts('/components/schemas/Thing', { a: 'a@b.io' })).toBe(true);
    expect(validators.accepts('/components/schemas/Thing', { a: 'no address' })).toBe(false);
  });
});

describe('diff: patterns and 3.1 keywords refused before (5a finding 5)', () => {
  const withA = (openapi: string, a: Doc, extra: Doc = {}) =>
    taking(openapi, { $ref: '#/components/schemas/Thing' }, { schemas: { Thing: { type: 'object', ...extra, properties: { a } } } });

  it('compiles a pattern valid only without the u flag without it, and one valid with it with it', async () => {
    const cases: [string, string, string][] = [
      ['^[a-z\\:]+$', 'ab:c', 'AB'],
      ['^\\#[0-9a-f]{6}$', '#00ff00', '00ff00'],
      ['^[\\w.]+\\@[\\w.]+$', 'a.b@c', 'a b@c'],
      ['^\\p{L}+$', 'été', 'p{L}'],
    ];
    for (const [pattern, good, bad] of cases) {
      const doc = withA('3.0.3', { type: 'string', pattern, maxLength: 10 });
      const path = write('pattern.json', doc);
      const same = await run([path, path]);
      expect(same.stderr).toBe('');
      expect(same.code).toBe(0);
      const validators = new ContractValidators(doc);
      expect(validators.accepts('/components/schemas/Thing', { a: good })).toBe(true);
      expect(validators.accepts('/components/schemas/Thing', { a: bad })).toBe(false);
      // The weighing's worker threads run the same patterns from Ajv's standalone code.
      const standalone = standaloneValidators(validators.standalone(['/components/schemas/Thing'], createRequire(import.meta.url).resolve('ajv')));
      expect(standalone.get('/components/schemas/Thing')!({ a: good })).toBe(true);
      expect(standalone.get('/components/schemas/Thing')!({ a: bad })).toBe(false);
    }
    const report = await diffContracts(
      withA('3.0.3', { type: 'string', pattern: '^[a-z\\:]+$', maxLength: 10 }),
      withA('3.0.3', { type: 'string', pattern: '^[a-z\\:]+$', maxLength: 3 }),
    );
    expect(report.changes.map((change) => change.rule)).toEqual(['request-property-max-length-decreased']);
  });

  it('reads 3.1 unknown keywords, $anchor and nullable as annotations', async () => {
    const specs = [
      withA('3.1.0', { type: 'string', flavour: 'vanilla', maxLength: 10 }),
      withA('3.1.0', { type: 'string', maxLength: 10 }, { $anchor: 'thing' }),
      withA('3.1.0', { nullable: true, maxLength: 10 }),
      withA('3.1.0', { type: ['string', 'null'], nullable: false, maxLength: 10 }),
    ];
    for (const [index, doc] of specs.entries()) {
      const path = write(`annotations-${index}.json`, doc);
      const same = await run([path, path]);
      expect(same.stderr).toBe('');
      expect(same.code).toBe(0);
    }
    // nullable is no 3.1 keyword: `nullable: false` beside type null leaves null valid.
    expect(new ContractValidators(specs[3]!).accepts('/components/schemas/Thing', { a: null })).toBe(true);
  });

  it('still refuses an unknown keyword in 3.0, an invalid $anchor, a regex invalid both ways and a bad type, with file and line', async () => {
    const refused = async (name: string, doc: Doc, problem: RegExp) => {
      const path = write(name, doc);
      const result = await run([path, path]);
      expect(result.stderr).toMatch(new RegExp(`${name.replace('.', '\\.')}:\\d+: invalid schema: #/components/schemas/Thing/.*${problem.source}`));
      expect(result.code).toBe(2);
    };
    await refused('keyword-30.json', withA('3.0.3', { type: 'string', maxlength: 5 }), /unknown keyword "maxlength"/);
    await refused('anchor.json', withA('3.1.0', { type: 'string' }, { $anchor: '1st' }), /\$anchor: "1st" is not an anchor/);
    await refused('regex.json', withA('3.1.0', { type: 'string', pattern: '(["' }), /pattern: "\(\[\\"" is not a regular expression/);
    await refused('type.json', withA('3.1.0', { type: 'strin' }), /type: "strin" is not a JSON type/);
  });
});
