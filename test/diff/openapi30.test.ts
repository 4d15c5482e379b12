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

describe('nullable and boolean bounds, read in 3.0 from their own Schema Object as the validators read them', () => {
  const Pet = { type: 'object', properties: { a: { type: 'string' } } };
  const Limit = { type: 'integer', maximum: 5 };
  const PET = '#/components/schemas/Pet';
  const LIMIT = '#/components/schemas/Limit';
  // The schema as a request body and as a response body, beside the schemas it may name.
  const bodies = (openapi: string, schema: Record<string, unknown>, limit: Record<string, unknown> = Limit) => ({
    openapi,
    info: { title: 't', version: '1' },
    paths: {
      '/p': {
        post: {
          requestBody: { required: true, content: { 'application/json': { schema } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } },
        },
      },
    },
    components: { schemas: { Pet, Limit: limit } },
  });
  const RESPONSE = '/paths/~1p/post/responses/200/content/application~1json/schema';
  const both = async (openapi: string, one: Record<string, unknown>, other: Record<string, unknown>) => [
    ...(await diffContracts(bodies(openapi, one), bodies(openapi, other))).changes,
    ...(await diffContracts(bodies(openapi, other), bodies(openapi, one))).changes,
  ];

  it('a nullable beside an allOf, with no type of its own, adds nothing', async () => {
    const nullable = { nullable: true, allOf: [{ $ref: PET }] };
    const validators = new ContractValidators(bodies('3.0.3', nullable));
    expect([validators.accepts(RESPONSE, { a: 'x' }), validators.accepts(RESPONSE, null)]).toEqual([true, false]);
    expect(await both('3.0.3', { allOf: [{ $ref: PET }] }, nullable)).toEqual([]);
  });

  it('a nullable beside a $ref is not beside the type of its target', async () => {
    const validators = new ContractValidators(bodies('3.0.3', { $ref: PET, nullable: true }));
    expect(validators.accepts(RESPONSE, null)).toBe(false);
    expect(await both('3.0.3', { $ref: PET }, { $ref: PET, nullable: true })).toEqual([]);
  });

  it('a nullable alone, with no type, takes no effect', async () => {
    expect(await both('3.0.3', {}, { nullable: true })).toEqual([]);
  });

  it('a nullable beside an enum without null adds nothing: the enum still refuses null', async () => {
    const nullable = { type: 'string', nullable: true, enum: ['a', 'b'] };
    expect(new ContractValidators(bodies('3.0.3', nullable)).accepts(RESPONSE, null)).toBe(false);
    expect(await both('3.0.3', { type: 'string', enum: ['a', 'b'] }, nullable)).toEqual([]);
    // An enum with null in it is widened by it.
    const widened = await diffContracts(
      bodies('3.0.3', { type: 'string', enum: ['a', null] }),
      bodies('3.0.3', { type: 'string', nullable: true, enum: ['a', null] }),
    );
    expect(widened.changes.some((change) => change.side === 'response' && change.level === 'breaking' && change.witness?.value === null)).toBe(true);
  });

  it('a type beside an enum that an allOf brings allows only the enum: null, or another type no value has, adds nothing', async () => {
    const inAllOf = { type: 'string', nullable: true, allOf: [{ enum: ['a', 'b'] }] };
    expect(new ContractValidators(bodies('3.0.3', inAllOf)).accepts(RESPONSE, null)).toBe(false);
    expect(await both('3.0.3', { type: 'string', allOf: [{ enum: ['a', 'b'] }] }, inAllOf)).toEqual([]);
    expect(await both('3.0.3', { type: 'string', enum: ['a', 'b'] }, inAllOf)).toEqual([]);
    // 3.1's spelling, and a type no enum value has.
    expect(await both('3.1.0', { type: 'string', allOf: [{ enum: ['a', 'b'] }] }, { type: ['string', 'null'], allOf: [{ enum: ['a', 'b'] }] })).toEqual([]);
    expect(await both('3.1.0', { type: 'string', enum: ['a'] }, { type: ['integer', 'string'], enum: ['a'] })).toEqual([]);
    // An enum value of no allowed type is never accepted: taking it out changes nothing either.
    expect(await both('3.1.0', { type: 'string', enum: ['a'] }, { type: 'string', enum: ['a', 1] })).toEqual([]);
    // null in the enum is still allowed, and adding it is still a change.
    const widened = await diffContracts(
      bodies('3.0.3', { type: 'string', allOf: [{ enum: ['a', null] }] }),
      bodies('3.0.3', { type: 'string', nullable: true, allOf: [{ enum: ['a', null] }] }),
    );
    expect(widened.changes.some((change) => change.side === 'response' && change.level === 'breaking' && change.witness?.value === null)).toBe(true);
  });

  it('a boolean exclusiveMaximum beside a $ref is not beside the maximum of its target', async () => {
    const validators = new ContractValidators(bodies('3.0.3', { $ref: LIMIT, exclusiveMaximum: true }));
    expect(validators.accepts(RESPONSE, 5)).toBe(true);
    expect(await both('3.0.3', { $ref: LIMIT }, { $ref: LIMIT, exclusiveMaximum: true })).toEqual([]);
  });

  it("ignores a 3.0 $ref's other properties, as 3.0 says a Reference Object's are, in the validators and the comparison alike", async () => {
    const capped = { $ref: LIMIT, maximum: 3, description: 'at most three' };
    expect(new ContractValidators(bodies('3.0.3', capped)).accepts(RESPONSE, 4)).toBe(true);
    expect(await both('3.0.3', { $ref: LIMIT }, capped)).toEqual([]);
    // Not even an invalid one is read.
    expect(await both('3.0.3', { $ref: LIMIT }, { $ref: LIMIT, maxLength: 'ten' })).toEqual([]);
    // What the target says still counts.
    const narrowed = await diffContracts(bodies('3.0.3', { $ref: LIMIT }), bodies('3.0.3', { $ref: LIMIT }, { ...Limit, maximum: 3 }));
    expect(narrowed.changes.some((change) => change.side === 'request' && change.level === 'breaking' && change.witness?.value === 4)).toBe(true);
  });

  it('a nullable beside a $ref and a type of its own adds null to that type only: the target still refuses null', async () => {
    const typed = { $ref: PET, type: 'object', nullable: true };
    expect(new ContractValidators(bodies('3.0.3', typed)).accepts(RESPONSE, null)).toBe(false);
    expect(await both('3.0.3', { $ref: PET }, typed)).toEqual([]);
  });

  it('still adds null beside a type of its own, unless another keyword refuses it', async () => {
    const report = await diffContracts(document('3.0.3', { type: 'string' }), document('3.0.3', { type: 'string', nullable: true }));
    expect(report.changes.some((change) => change.side === 'response' && change.level === 'breaking' && change.witness?.value === null)).toBe(true);
    const shape = { properties: { a: { type: 'string' } } };
    const object = await diffContracts(
      bodies('3.0.3', { type: 'object', allOf: [shape] }),
      bodies('3.0.3', { type: 'object', nullable: true, allOf: [shape] }),
    );
    expect(object.changes.some((change) => change.side === 'response' && change.level === 'breaking' && change.witness?.value === null)).toBe(true);
    expect(object.changes.filter((change) => change.level === 'review')).toEqual([]);
    // Pet's own type: object refuses null, as in the validators ("other constraints … may disallow the use of null").
    const pet = { type: 'object', nullable: true, allOf: [{ $ref: PET }] };
    expect(new ContractValidators(bodies('3.0.3', pet)).accepts(RESPONSE, null)).toBe(false);
    expect(await both('3.0.3', { type: 'object', allOf: [{ $ref: PET }] }, pet)).toEqual([]);
  });

  it('leaves 3.1 as it was: nullable an annotation, a $ref sibling applied', async () => {
    expect(await both('3.1.0', { $ref: PET }, { $ref: PET, nullable: true })).toEqual([]);
    expect(await both('3.1.0', { allOf: [{ $ref: PET }] }, { nullable: true, allOf: [{ $ref: PET }] })).toEqual([]);
    const bounded = await diffContracts(bodies('3.1.0', { $ref: LIMIT }), bodies('3.1.0', { $ref: LIMIT, exclusiveMaximum: 5 }));
    expect(bounded.changes.some((change) => change.side === 'request' && change.level === 'breaking' && change.witness?.value === 5)).toBe(true);
  });
});
