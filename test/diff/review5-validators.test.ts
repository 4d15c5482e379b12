// The witnesses' validators (validators.ts) read a spec as OpenAPI and JSON Schema 2020-12 mean it
// (an outside review, 5a findings 1 to 5): a schema's extensions are dropped only inside a schema, so
// a response named `default` and a header or component named `x-…` are compiled like any other;
// unevaluatedProperties/unevaluatedItems are evaluated; an unknown `format` is an annotation; a
// pattern valid only without the `u` flag runs without it; 3.1's unknown keywords, `$anchor` and a
// `nullable` (not a 3.1 keyword) are annotations. What Ajv truly cannot compile is still refused.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { ContractValidators } from '../../src/diff/validators.js';

type Doc = Record<string, unknown>;
const info = { title: 't', version: '1' };

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
