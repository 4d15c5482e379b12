// Verdicts an outside review found wrong (review 4b, findings 1-6): each pair is built from this
// contract, and its expected level is the one a client of OLD meets with NEW.
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import type { Change } from '../../src/diff/report.js';
import { contract } from './corpus.js';
import { witnessHolds } from './witness-check.js';

const levelsOf = (changes: Change[], rule: string) => new Set(changes.filter((change) => change.rule === rule).map((change) => change.level));

describe('diff verdicts', () => {
  describe('a type swapped (a narrowing and a widening of one keyword) keeps its breaking half', () => {
    const swaps: [string, unknown][] = [
      ['integer', { type: 'integer' }],
      ['number', { type: 'number' }],
      ['boolean', { type: 'boolean' }],
      ['object', { type: 'object' }],
      ['array', { type: 'array', items: { type: 'string' } }],
    ];
    for (const [name, schema] of swaps) {
      it(`a response property string → ${name} is breaking, with a witness NEW allows and OLD refuses`, async () => {
        const old = contract();
        const now = contract();
        now.components.schemas.Topic.properties._id = schema;
        const report = await diffContracts(old, now);
        // The property's own type (an array's items, which OLD did not have, are a change of their own).
        const changes = report.changes.filter(
          (change) => change.rule === 'response-property-type-changed' && change.location === '/components/schemas/Topic/properties/_id/type',
        );
        expect(changes.length).toBeGreaterThan(0);
        for (const change of changes) {
          expect(change.level, change.message).toBe('breaking');
          expect(change.witness).not.toBeNull();
          expect(witnessHolds(old, now, change), JSON.stringify(change.witness)).toBe(true);
        }
        // Still one change per operation, side, rule and place.
        const keys = report.changes.map((change) => `${change.rule}|${change.operationId}|${change.side}|${change.location}`);
        expect(new Set(keys).size).toBe(keys.length);
      });
    }

    it('the same swap on the request side is breaking too (NEW refuses what OLD clients send)', async () => {
      const old = contract();
      const now = contract();
      now.components.schemas.UpsertTopicRequest.properties.name = { type: 'integer' };
      const report = await diffContracts(old, now);
      const changes = report.changes.filter((change) => change.rule === 'request-property-type-changed');
      expect(changes.length).toBeGreaterThan(0);
      for (const change of changes) expect(witnessHolds(old, now, change)).toBe(true);
      expect(levelsOf(report.changes, 'request-property-type-changed')).toEqual(new Set(['breaking']));
    });
  });
});
