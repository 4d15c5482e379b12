// readOnly, writeOnly and a discriminator: what they change is what clients and servers do with a
// value, not which values a schema accepts. OpenAPI 3.0 also lifts `required` on the side a property
// is not sent on ("the required will take effect on the response only"); 3.1 does not.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/report.js';
import { ContractValidators, standaloneValidators } from '../../src/diff/validators.js';

type Schemas = Record<string, Record<string, unknown>>;

/** One operation that takes ItemIn and answers Item, with `schemas` beside them. */
const contract = (openapi: string, schemas: Schemas) => ({
  openapi,
  info: { title: 't', version: '1' },
  paths: {
    '/items': {
      post: {
        operationId: 'createItem',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/ItemIn' } } } },
        responses: { '201': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
      },
    },
  },
  components: { schemas },
});

const item = (extra: Record<string, unknown> = {}, required = ['name']) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties: { name: { type: 'string' }, ...extra },
});

const rules = (changes: Change[]) => changes.map((change) => `${change.level} ${change.rule}`).sort();

const REQUEST_BODY = '/paths/~1items/post/requestBody/content/application~1json/schema';
const RESPONSE_BODY = '/paths/~1items/post/responses/201/content/application~1json/schema';

describe('a required readOnly property in OpenAPI 3.0', () => {
  const plain = (openapi: string) => contract(openapi, { ItemIn: item(), Item: item() });
  const withId = (openapi: string) => contract(openapi, { ItemIn: item({ id: { type: 'string', readOnly: true } }, ['name', 'id']), Item: item() });

  it('is not required of a 3.0 request: adding one breaks nothing', async () => {
    const report = await diffContracts(plain('3.0.3'), withId('3.0.3'));
    expect(rules(report.changes)).toEqual(['non-breaking request-property-added']);
  });

  it('is required of a 3.1 request, which dropped the rule', async () => {
    const report = await diffContracts(plain('3.1.0'), withId('3.1.0'));
    expect(rules(report.changes)).toContain('breaking request-property-became-required');
  });

  it('is not required by the validators of a 3.0 request, and still is of a 3.0 response', () => {
    const shared = item({ id: { type: 'string', readOnly: true }, secret: { type: 'string', writeOnly: true } }, ['name', 'id', 'secret']);
    const document = contract('3.0.3', { ItemIn: shared, Item: shared });
    const validators = new ContractValidators(document);
    expect(validators.accepts(REQUEST_BODY, { name: 'n', secret: 's' })).toBe(true);
    expect(validators.accepts(REQUEST_BODY, { name: 'n', id: 'i' })).toBe(false);
    expect(validators.accepts(RESPONSE_BODY, { name: 'n', id: 'i' })).toBe(true);
    expect(validators.accepts(RESPONSE_BODY, { name: 'n', secret: 's' })).toBe(false);
    // The component itself, asked for directly, is read as written.
    expect(validators.accepts('/components/schemas/ItemIn', { name: 'n', secret: 's' })).toBe(false);
    const written = new ContractValidators(contract('3.1.0', { ItemIn: shared, Item: shared }));
    expect(written.accepts(REQUEST_BODY, { name: 'n', secret: 's' })).toBe(false);
  });

  it('is read so by the standalone code the traffic weighing’s worker threads run', () => {
    const shared = item({ id: { type: 'string', readOnly: true } }, ['name', 'id']);
    const code = new ContractValidators(contract('3.0.3', { ItemIn: shared, Item: shared })).standalone([REQUEST_BODY, RESPONSE_BODY], import.meta.filename);
    const validators = standaloneValidators(code);
    expect(validators.get(REQUEST_BODY)!({ name: 'n' })).toBe(true);
    expect(validators.get(RESPONSE_BODY)!({ name: 'n' })).toBe(false);
  });

  it('lifts a required readOnly property named beside an allOf that declares it', () => {
    const base = { type: 'object', properties: { id: { type: 'string', readOnly: true }, name: { type: 'string' } } };
    const extended = { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['id', 'name'] }] };
    const validators = new ContractValidators(contract('3.0.3', { Base: base, ItemIn: extended, Item: extended }));
    expect(validators.accepts(REQUEST_BODY, { name: 'n' })).toBe(true);
    expect(validators.accepts(RESPONSE_BODY, { name: 'n' })).toBe(false);
  });

  it('made writable again, is required of a 3.0 request: breaking, its witness a body OLD took without it', async () => {
    const old = contract('3.0.3', { ItemIn: item({ id: { type: 'string', readOnly: true } }, ['name', 'id']), Item: item() });
    const now = contract('3.0.3', { ItemIn: item({ id: { type: 'string' } }, ['name', 'id']), Item: item() });
    const report = await diffContracts(old, now);
    const required = report.changes.find((change) => change.rule === 'request-property-became-required');
    expect(required?.level).toBe('breaking');
    expect(required?.witness?.value).toEqual({ name: expect.any(String) });
    expect(rules(report.changes)).toContain('non-breaking request-property-became-not-read-only');
  });
});

describe('readOnly and writeOnly changes', () => {
  const withFlag = (flag: Record<string, unknown>) =>
    contract('3.1.0', { ItemIn: item({ kind: { type: 'string', ...flag } }), Item: item({ kind: { type: 'string', ...flag } }) });

  it('made readOnly: a request property clients send is to review, a response one an annotation', async () => {
    const report = await diffContracts(withFlag({}), withFlag({ readOnly: true }));
    expect(rules(report.changes)).toEqual(['annotation response-property-became-read-only', 'review request-property-became-read-only']);
    const review = report.changes.find((change) => change.level === 'review')!;
    expect(review.location).toBe('/components/schemas/ItemIn/properties/kind/readOnly');
    expect(review.witness).toBeNull();
  });

  it('made writeOnly: a response property clients read is to review, a request one an annotation', async () => {
    const report = await diffContracts(withFlag({}), withFlag({ writeOnly: true }));
    expect(rules(report.changes)).toEqual(['annotation request-property-became-write-only', 'review response-property-became-write-only']);
  });

  it('relaxed: non-breaking on the side they mattered on', async () => {
    expect(rules((await diffContracts(withFlag({ readOnly: true }), withFlag({}))).changes)).toEqual([
      'annotation response-property-became-not-read-only',
      'non-breaking request-property-became-not-read-only',
    ]);
    expect(rules((await diffContracts(withFlag({ writeOnly: true }), withFlag({}))).changes)).toEqual([
      'annotation request-property-became-not-write-only',
      'non-breaking response-property-became-not-write-only',
    ]);
  });
});

describe('discriminator changes', () => {
  const pet = (discriminator?: Record<string, unknown>) => ({
    oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
    ...(discriminator ? { discriminator } : {}),
  });
  const animal = (name: string) => ({ type: 'object', required: ['petType'], properties: { petType: { const: name }, kind: { type: 'string' } } });
  const withPet = (discriminator?: Record<string, unknown>) =>
    contract('3.1.0', { ItemIn: item({ pet: pet(discriminator) }), Item: item(), Cat: animal('cat'), Dog: animal('dog') });

  it('its propertyName renamed: to review', async () => {
    const report = await diffContracts(withPet({ propertyName: 'petType' }), withPet({ propertyName: 'kind' }));
    expect(rules(report.changes)).toEqual(['review request-property-discriminator-property-changed']);
    expect(report.changes[0]!.message).toContain('"petType" → "kind"');
  });

  it('a value mapped to another schema: to review, naming the values', async () => {
    const swapped = { propertyName: 'petType', mapping: { cat: '#/components/schemas/Dog', dog: '#/components/schemas/Cat' } };
    const report = await diffContracts(withPet({ propertyName: 'petType' }), withPet(swapped));
    expect(rules(report.changes)).toEqual(['review request-property-discriminator-mapping-changed']);
    expect(report.changes[0]!.message).toContain('"cat" → /components/schemas/Dog');
  });

  it('a mapping that spells out what the schemas names already said: no change', async () => {
    const spelled = { propertyName: 'petType', mapping: { Cat: '#/components/schemas/Cat', Dog: 'Dog' } };
    const report = await diffContracts(withPet({ propertyName: 'petType' }), withPet(spelled));
    expect(report.changes).toEqual([]);
  });

  it('added or removed: an annotation, the branches still decide', async () => {
    expect(rules((await diffContracts(withPet(), withPet({ propertyName: 'petType' }))).changes)).toEqual(['annotation request-property-discriminator-added']);
    expect(rules((await diffContracts(withPet({ propertyName: 'petType' }), withPet())).changes)).toEqual([
      'annotation request-property-discriminator-removed',
    ]);
  });
});
