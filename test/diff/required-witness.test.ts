// A request property NEW requires that OLD's examples and samples never carry (review 10b, F3): a
// body OLD accepts without it is itself the witness, so the change is breaking, not left for review.
import { describe, expect, it } from 'vitest';
import { ABSENT } from '../../src/diff/findings.js';
import { diffContracts } from '../../src/diff/index.js';
import { placeAt } from '../../src/diff/witness.js';
import { contract } from './corpus.js';
import { witnessHolds } from './witness-check.js';

type Doc = ReturnType<typeof contract>;

/** The change of `rule`, breaking, its witness confirmed by the test's own validators. */
async function broken(old: Doc, now: Doc, rule: string) {
  const report = await diffContracts(old, now);
  const found = report.changes.filter((change) => change.rule === rule);
  expect(found.length, JSON.stringify(report.changes.map((change) => `${change.level} ${change.rule}`))).toBe(1);
  const change = found[0]!;
  expect(change.level, change.message).toBe('breaking');
  expect(witnessHolds(old, now, change), JSON.stringify(change.witness)).toBe(true);
  return change;
}

describe('diff: a request property made required', () => {
  it('is breaking when OLD’s examples never carry it: OLD’s own body is the witness', async () => {
    const now = contract();
    now.components.schemas.UpdateTopicRequest.required.push('tenant');
    const change = await broken(contract(), now, 'request-property-became-required');
    expect(change.witness!.value).toEqual({ name: 'Product news' });
    expect(change.location).toBe('/components/schemas/UpdateTopicRequest/required');
  });

  it('is breaking for a property NEW declares with no constraint', async () => {
    const now = contract();
    now.components.schemas.UpdateTopicRequest.properties.tenant = { description: 'Tenant id' };
    now.components.schemas.UpdateTopicRequest.required.push('tenant');
    await broken(contract(), now, 'request-property-became-required');
  });

  it('placeAt: leaving out a name the base does not have is the base itself', () => {
    expect(placeAt({ name: 'x' }, ['tenant'], ABSENT)).toEqual({ name: 'x' });
    expect(placeAt({ a: { b: 1 } }, ['a', 'c'], ABSENT)).toEqual({ a: { b: 1 } });
    expect(placeAt({ name: 'x', tenant: 't' }, ['tenant'], ABSENT)).toEqual({ name: 'x' });
  });
});
