// Two spellings of one set of values are no change (review 23, R23-3 and R23-10): a type list and
// its anyOf or disjoint oneOf of one branch per type; a type beside an enum or a const and the enum
// alone; a const and a one-value enum. A branch that adds a constraint of its own, a oneOf of types
// that share values, an enum value removed stay changes, with witnesses the test's validators confirm.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { Normalizer } from '../../src/diff/normalize.js';
import { contract } from './corpus.js';
import { witnessHolds } from './witness-check.js';
import { runDiff, specFolder } from './workspace.js';

type Doc = ReturnType<typeof contract>;

const { write } = specFolder('diff-equivalent-forms-');

/** The contract with `UpdateTopicRequest.name` (request side) or `Topic.name` (response side) set to `schema`. */
function withName(side: 'request' | 'response', schema: unknown): Doc {
  const doc = contract();
  doc.components.schemas[side === 'request' ? 'UpdateTopicRequest' : 'Topic'].properties.name = schema;
  return doc;
}

/** The changes other than annotations, as `level rule`. */
async function changes(old: Doc, now: Doc): Promise<string[]> {
  const report = await diffContracts(old, now);
  return report.changes.filter((change) => change.level !== 'annotation').map((change) => `${change.level} ${change.rule}`);
}

/** The normal form of `schema` as `UpdateTopicRequest.name`. */
const normal = (schema: unknown) => new Normalizer(withName('request', schema)).at('/components/schemas/UpdateTopicRequest/properties/name');

const nullable = { type: ['string', 'null'] };
const string = { type: 'string' };
const none = { type: 'null' };

describe('diff: a type list and its branches are one schema (R23-3)', () => {
  it('type [string, null] rewritten as an anyOf or a oneOf of one branch per type is no change, on either side', async () => {
    for (const side of ['request', 'response'] as const) {
      for (const rewritten of [{ anyOf: [string, none] }, { oneOf: [none, string] }, { anyOf: [{ type: 'null' }, { type: ['string'] }] }]) {
        expect(await changes(withName(side, nullable), withName(side, rewritten)), `${side} ${JSON.stringify(rewritten)}`).toEqual([]);
        expect(await changes(withName(side, rewritten), withName(side, nullable)), `${side} back`).toEqual([]);
      }
    }
    expect(normal({ oneOf: [none, string] })).toEqual({ type: ['null', 'string'] });
  });

  it('the CLI exits 0 with --fail-on any', async () => {
    const old = write('nullable.json', JSON.stringify(withName('request', nullable)));
    const now = write('anyof-null.json', JSON.stringify(withName('request', { anyOf: [string, none] })));
    const run = await runDiff([old, now, '--fail-on', 'any']);
    expect(run.stdout).toContain('0 breaking, 0 to review, 0 non-breaking');
    expect(run.code).toBe(0);
  });

  it('a keyword beside the branches is the same keyword beside the type list; one only a branch has is a change', async () => {
    // maxLength constrains strings only: beside null it accepts every value.
    const bounded = { type: ['string', 'null'], maxLength: 5 };
    expect(await changes(withName('request', bounded), withName('request', { maxLength: 5, anyOf: [string, none] }))).toEqual([]);
    expect(await changes(withName('request', bounded), withName('request', { anyOf: [{ type: 'string', maxLength: 5 }, none] }))).toEqual([]);
    expect(normal({ type: 'null', maxLength: 5, required: ['x'] })).toEqual(none);
    // The branch's maxLength is a constraint type [string, null] does not have: long names are refused.
    const old = withName('request', nullable);
    const now = withName('request', { anyOf: [{ type: 'string', maxLength: 5 }, none] });
    const report = await diffContracts(old, now);
    const broken = report.changes.filter((change) => change.level === 'breaking');
    expect(broken.length, JSON.stringify(report.changes)).toBeGreaterThan(0);
    for (const change of broken) expect(witnessHolds(old, now, change), JSON.stringify(change.witness)).toBe(true);
  });

  it('a oneOf of types that share values is no type list: integer and number both accept 1', async () => {
    expect(normal({ oneOf: [{ type: 'integer' }, { type: 'number' }] })).toEqual({ oneOf: [{ type: 'integer' }, { type: 'number' }] });
    // while an anyOf of them is number, and a type list of both is number too.
    expect(normal({ anyOf: [{ type: 'integer' }, { type: 'number' }] })).toEqual({ type: 'number' });
    expect(normal({ type: ['integer', 'number'] })).toEqual({ type: 'number' });
    const old = withName('request', { anyOf: [{ type: 'integer' }, { type: 'number' }, string] });
    const now = withName('request', { oneOf: [{ type: 'integer' }, { type: 'number' }, string] });
    const report = await diffContracts(old, now);
    const broken = report.changes.filter((change) => change.level === 'breaking');
    expect(broken.length, JSON.stringify(report.changes)).toBeGreaterThan(0);
    for (const change of broken) expect(witnessHolds(old, now, change), JSON.stringify(change.witness)).toBe(true);
  });

  it('a oneOf branch is "a oneOf branch" in the message', async () => {
    const report = await diffContracts(withName('response', nullable), withName('response', { oneOf: [{ type: 'string', format: 'email' }, none] }));
    const messages = report.changes.map((change) => change.message);
    expect(messages.some((message) => message.includes('a oneOf branch'))).toBe(true);
    expect(messages.some((message) => message.includes('an oneOf'))).toBe(false);
  });
});

describe('diff: a type beside an enum or a const is the type of its values (R23-10)', () => {
  it('const with or without type string, and a one-value enum, are one schema', async () => {
    const forms = [{ const: 'x' }, { type: 'string', const: 'x' }, { enum: ['x'] }, { type: ['string', 'null'], enum: ['x'] }];
    for (const side of ['request', 'response'] as const) {
      for (const before of forms) {
        for (const after of forms)
          expect(await changes(withName(side, before), withName(side, after)), `${side} ${JSON.stringify([before, after])}`).toEqual([]);
      }
    }
    expect(normal({ const: 'x' })).toEqual({ type: 'string', enum: ['x'] });
  });

  it('an enum with or without its type is no change; a value removed still is, with a witness', async () => {
    const typed = withName('request', { type: 'string', enum: ['a', 'b', 'c'] });
    expect(await changes(typed, withName('request', { enum: ['c', 'b', 'a'] }))).toEqual([]);
    const now = withName('request', { enum: ['a', 'b'] });
    const report = await diffContracts(typed, now);
    expect(report.changes.map((change) => `${change.level} ${change.rule}`)).toEqual(['breaking request-property-enum-value-removed']);
    expect(witnessHolds(typed, now, report.changes[0]!)).toBe(true);
    // A free string limited to a list: no type change is read into it (OLD's string, NEW's enum of strings).
    expect(await changes(withName('request', string), withName('request', { enum: ['a'] }))).toEqual(['breaking request-property-enum-constraint-added']);
  });

  it('an enum of every value of its types is the types: [null], [false, true]', async () => {
    expect(normal({ enum: [true, false] })).toEqual({ type: 'boolean' });
    expect(normal({ anyOf: [string, { const: null }] })).toEqual({ type: ['null', 'string'] });
    expect(await changes(withName('response', nullable), withName('response', { anyOf: [string, { const: null }] }))).toEqual([]);
    // Numbers are no finite type: an enum of 1 and 2.5 is a list of values of type number.
    expect(normal({ type: ['integer', 'number', 'string'], enum: [2.5, 1] })).toEqual({ type: 'number', enum: [1, 2.5] });
  });

  it('a oneOf discriminated by a const with a type is the same as by a one-value enum', async () => {
    const pets = (petType: (name: string) => unknown): Doc => {
      const doc = contract();
      const pet = (name: string) => ({ type: 'object', required: ['petType'], properties: { petType: petType(name), size: { type: 'integer' } } });
      doc.components.schemas.Cat = pet('cat');
      doc.components.schemas.Dog = pet('dog');
      doc.components.schemas.UpdateTopicRequest.properties.pet = {
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        discriminator: { propertyName: 'petType' },
      };
      return doc;
    };
    expect(
      await changes(
        pets((name) => ({ type: 'string', const: name })),
        pets((name) => ({ enum: [name] })),
      ),
    ).toEqual([]);
  });
});

// Review 27a F2: the spec says `additionalProperties: true` of its open objects, so that generators do
// not read a bare `type: object` as an object of no member. A keyword whose schema accepts every value
// is the keyword left out: no change, on either side, also as an anyOf branch.
describe('diff: a subschema that accepts every value is the keyword left out', () => {
  const open = { type: 'object' };
  it('additionalProperties, unevaluatedProperties and propertyNames of true or {}, and items of true or {}, are no change', async () => {
    for (const side of ['request', 'response'] as const) {
      for (const said of [
        { type: 'object', additionalProperties: true },
        { type: 'object', additionalProperties: {} },
        { type: 'object', additionalProperties: { description: 'any member' } },
        { type: 'object', unevaluatedProperties: true, propertyNames: {} },
      ]) {
        expect(await changes(withName(side, open), withName(side, said)), `${side} ${JSON.stringify(said)}`).toEqual([]);
        expect(await changes(withName(side, { anyOf: [string, open] }), withName(side, { anyOf: [string, said] })), `${side} anyOf`).toEqual([]);
      }
      expect(await changes(withName(side, { type: 'array' }), withName(side, { type: 'array', items: true }))).toEqual([]);
    }
    expect(normal({ type: 'object', additionalProperties: true })).toEqual(open);
  });

  it('one that accepts less is a change, and `contains: {}` (an item is needed) is one', async () => {
    expect(await changes(withName('request', open), withName('request', { type: 'object', additionalProperties: { type: 'string' } }))).not.toEqual([]);
    expect(await changes(withName('request', { type: 'array' }), withName('request', { type: 'array', contains: {} }))).not.toEqual([]);
  });
});
