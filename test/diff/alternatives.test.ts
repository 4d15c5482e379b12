// anyOf and oneOf are two keywords (review 10b, F1): an anyOf accepts what one of its branches
// accepts, a oneOf what exactly one does. A change from one to the other, a repeated oneOf branch, a
// oneOf branch changed beside another are reported, each break with a witness the test's own
// validators confirm.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { Normalizer } from '../../src/diff/normalize.js';
import type { Change } from '../../src/diff/report.js';
import { contract } from './corpus.js';
import { validatorOf, witnessHolds } from './witness-check.js';
import { runDiff, specFolder } from './workspace.js';

type Doc = ReturnType<typeof contract>;

const { write } = specFolder('diff-alternatives-');

/** The contract with `UpdateTopicRequest.name` (request side) or `Topic.name` (response side) set to `schema`. */
function withName(side: 'request' | 'response', schema: unknown): Doc {
  const doc = contract();
  doc.components.schemas[side === 'request' ? 'UpdateTopicRequest' : 'Topic'].properties.name = schema;
  return doc;
}

/** The changes of `rule`, each of whose witnesses the test's validators confirm. */
async function broken(old: Doc, now: Doc, rule: string): Promise<Change[]> {
  const report = await diffContracts(old, now);
  const found = report.changes.filter((change) => change.rule === rule);
  expect(found.length, JSON.stringify(report.changes.map((change) => `${change.level} ${change.rule}`))).toBeGreaterThan(0);
  for (const change of found) {
    expect(change.level, change.message).toBe('breaking');
    expect(witnessHolds(old, now, change), JSON.stringify(change.witness)).toBe(true);
  }
  return found;
}

const string = { type: 'string' };

describe('diff: anyOf and oneOf', () => {
  it('anyOf → oneOf on the request side is breaking: a name both branches accept is refused', async () => {
    const old = withName('request', { anyOf: [string, { type: 'string', maxLength: 5 }] });
    const now = withName('request', { oneOf: [string, { type: 'string', maxLength: 5 }] });
    const [change] = await broken(old, now, 'request-property-alternatives-became-exclusive');
    expect(change!.location).toBe('/components/schemas/UpdateTopicRequest/properties/name/oneOf');
    expect((change!.witness!.value as { name: string }).name.length).toBeLessThanOrEqual(5);
    // The CLI fails at the default level, as it does on every breaking change.
    expect((await runDiff([write('req-anyof.json', JSON.stringify(old)), write('req-oneof.json', JSON.stringify(now))])).code).toBe(1);
  });

  it('oneOf → anyOf on the response side is breaking: NEW may send a name OLD refused', async () => {
    const old = withName('response', {
      oneOf: [
        { type: 'string', maxLength: 10 },
        { type: 'string', minLength: 5 },
      ],
    });
    const now = withName('response', {
      anyOf: [
        { type: 'string', maxLength: 10 },
        { type: 'string', minLength: 5 },
      ],
    });
    const changes = await broken(old, now, 'response-property-alternatives-became-inclusive');
    // Every operation that answers a Topic.
    expect(new Set(changes.map((change) => change.operationId))).toContain('getTopic');
  });

  it('a oneOf with a repeated branch refuses every value of it: breaking, never read as one branch', async () => {
    const now = withName('request', { oneOf: [string, string] });
    const [change] = await broken(contract(), now, 'request-property-alternative-added');
    expect(typeof (change!.witness!.value as { name: unknown }).name).toBe('string');
    // Normalised, the oneOf keeps both branches; an anyOf of the same two is the one branch.
    const pointer = '/components/schemas/UpdateTopicRequest/properties/name';
    expect(new Normalizer(now).at(pointer)).toEqual({ oneOf: [string, string] });
    expect(new Normalizer(withName('request', { anyOf: [string, string] })).at(pointer)).toEqual(string);
  });

  it('a oneOf branch narrowed beside another widens the response: a value both accepted is allowed', async () => {
    const old = withName('response', {
      oneOf: [
        { type: 'string', pattern: '^a' },
        { type: 'string', maxLength: 10 },
      ],
    });
    const now = withName('response', {
      oneOf: [
        { type: 'string', pattern: '^a' },
        { type: 'string', maxLength: 5 },
      ],
    });
    const changes = await broken(old, now, 'response-property-alternatives-overlap-changed');
    const topic = changes.find((change) => change.operationId === 'getTopic')!.witness!.value as { name: string };
    expect(topic.name).toMatch(/^a.{5,9}$/);
    // The branch's own narrowing refuses more, which on the response side breaks nothing.
    const report = await diffContracts(old, now);
    expect(new Set(report.changes.filter((c) => c.rule === 'response-property-max-length-decreased').map((c) => c.level))).toEqual(new Set(['non-breaking']));
  });

  it('docs/diff.md’s rule table names each rule of alternatives', () => {
    const table = readFileSync(new URL('../../docs/diff.md', import.meta.url), 'utf8');
    for (const change of [
      'alternative-removed',
      'alternative-added',
      'alternatives-became-exclusive',
      'alternatives-became-inclusive',
      'alternatives-overlap-changed',
    ])
      expect(table, change).toMatch(new RegExp(`^\\| [^|]*\`${change}\``, 'm'));
  });

  it('anyOf → oneOf of branches of types no two share is the same contract', async () => {
    const old = withName('request', { anyOf: [string, { type: 'null' }] });
    const now = withName('request', { oneOf: [{ type: 'null' }, string] });
    const report = await diffContracts(old, now);
    expect(report.changes.filter((change) => change.level !== 'annotation')).toEqual([]);
  });

  it('a oneOf beside an anyOf is compared too', async () => {
    const old = withName('request', { anyOf: [string, { type: 'integer' }], oneOf: [{ maxLength: 10 }, { minLength: 3 }] });
    const now = withName('request', { anyOf: [string, { type: 'integer' }], oneOf: [{ maxLength: 10 }, { minLength: 5 }] });
    const report = await diffContracts(old, now);
    // 'abcd' matched both before (refused), one now: only a widening, which requests take.
    expect(report.changes.map((change) => `${change.level} ${change.rule}`)).toContain('non-breaking request-property-schema-changed');
  });

  it('a parameter whose oneOf allows only strings beside an anyOf that allows arrays is written alike by any style', async () => {
    const withParameter = (explode: boolean): Doc => {
      const doc = contract();
      doc.paths['/v2/topics'].get.parameters.push({
        name: 'tag',
        in: 'query',
        explode,
        schema: { anyOf: [string, { type: 'array', items: string }], oneOf: [string, { type: 'integer' }] },
      });
      return doc;
    };
    const report = await diffContracts(withParameter(true), withParameter(false));
    const change = report.changes.find((one) => one.rule === 'request-parameter-serialization-changed');
    expect(change?.level, change?.message).toBe('non-breaking');
    // What the schema accepts: a string, never an array (an array matches no oneOf branch).
    const doc = withParameter(true);
    const accepts = validatorOf(doc);
    const pointer = `/paths/~1v2~1topics/get/parameters/${doc.paths['/v2/topics'].get.parameters.length - 1}/schema`;
    expect(accepts(pointer, ['a', 'b'])).toBe(false);
    expect(accepts(pointer, 'a')).toBe(true);
  });
});
