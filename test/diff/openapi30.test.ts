// An OpenAPI 3.0 document's schemas as the validators compile them: the witnesses are checked with
// Ajv in 2020-12 mode, which refuses 3.0's boolean exclusiveMaximum/exclusiveMinimum and a nullable
// with no type. They are read as 3.0 means them, as the normalizer reads them.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { ContractValidators } from '../../src/diff/validators.js';

const document = (openapi: string, schema: Record<string, unknown>) => ({
  openapi,
  info: { title: 't', version: '1' },
  paths: {
    '/a': {
      get: {
        parameters: [{ name: 'limit', in: 'query', schema }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
      },
    },
  },
  components: { schemas: { S: schema } },
});

describe('validators of an OpenAPI 3.0 document', () => {
  it('read a boolean exclusiveMaximum or exclusiveMinimum as the bound beside it made exclusive', () => {
    const validators = new ContractValidators(
      document('3.0.3', { type: 'integer', maximum: 100, exclusiveMaximum: true, minimum: 1, exclusiveMinimum: false }),
    );
    expect(validators.accepts('/components/schemas/S', 99)).toBe(true);
    expect(validators.accepts('/components/schemas/S', 100)).toBe(false);
    expect(validators.accepts('/components/schemas/S', 1)).toBe(true);
    expect(validators.accepts('/components/schemas/S', 0)).toBe(false);
  });

  it('read a nullable with no type as taking no effect, and one beside a type as adding null', () => {
    const loose = new ContractValidators(document('3.0.3', { nullable: true, description: 'anything' }));
    expect(loose.accepts('/components/schemas/S', 'x')).toBe(true);
    const typed = new ContractValidators(document('3.0.3', { type: 'string', nullable: true }));
    expect(typed.accepts('/components/schemas/S', null)).toBe(true);
    expect(typed.accepts('/components/schemas/S', 5)).toBe(false);
  });

  it('leave a 3.1 document as it is written', () => {
    expect(() =>
      new ContractValidators(document('3.1.0', { type: 'integer', maximum: 100, exclusiveMaximum: true })).validator('/components/schemas/S'),
    ).toThrow(/exclusiveMaximum value must be/);
  });

  it('let diff compare a 3.0 maximum made exclusive, its witnesses checked', async () => {
    const report = await diffContracts(
      document('3.0.3', { type: 'integer', maximum: 100 }),
      document('3.0.3', { type: 'integer', maximum: 100, exclusiveMaximum: true }),
    );
    expect(report.changes.length).toBeGreaterThan(0);
  });
});

describe('nullable, an OpenAPI 3.0 keyword', () => {
  const nullableAdded = (openapi: string) => diffContracts(document(openapi, { type: 'string' }), document(openapi, { type: 'string', nullable: true }));

  it('adds null to a 3.0 schema: the response can now be null, which breaks clients', async () => {
    const report = await diffContracts(document('3.0.3', { type: 'string' }), document('3.0.3', { type: 'string', nullable: true }));
    expect(report.changes.filter((change) => change.level === 'breaking').length).toBeGreaterThan(0);
    expect(report.changes.filter((change) => change.level === 'review')).toEqual([]);
  });

  it('is an annotation in 3.1, as the validators read it: adding or removing it changes nothing', async () => {
    expect((await nullableAdded('3.1.0')).changes).toEqual([]);
    const removed = await diffContracts(document('3.1.0', { type: 'string', nullable: true }), document('3.1.0', { type: 'string' }));
    expect(removed.changes).toEqual([]);
    // The 3.1 way of saying it is still a change.
    const typed = await diffContracts(document('3.1.0', { type: 'string' }), document('3.1.0', { type: ['string', 'null'] }));
    expect(typed.changes.filter((change) => change.level === 'breaking').length).toBeGreaterThan(0);
  });
});
