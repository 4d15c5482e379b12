import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';
import { buildPair, contract, firstBundle, pairs } from './corpus.js';
import { strictReportSchema } from './report-schema.js';
import { witnessHolds } from './witness-check.js';

const SCHEMA_SIDES = new Set(['request', 'response']);
const reportIsValid = new Ajv2020({ strict: true }).compile(strictReportSchema());

describe('diff corpus: spec pairs built from this contract', () => {
  it('has at least 20 breaking pairs, 10 non-breaking and 8 same-meaning rewrites', () => {
    const count = (verdict: string) => pairs.filter((pair) => pair.verdict === verdict).length;
    expect(count('breaking')).toBeGreaterThanOrEqual(20);
    expect(count('non-breaking')).toBeGreaterThanOrEqual(10);
    expect(count('same')).toBeGreaterThanOrEqual(8);
    expect(pairs.length).toBeGreaterThanOrEqual(40);
  });

  for (const pair of pairs) {
    it(`${pair.verdict}: ${pair.name}`, async () => {
      const [old, now] = buildPair(pair);
      const report = await diffContracts(old, now);
      expect(reportIsValid(report), JSON.stringify(reportIsValid.errors)).toBe(true);
      const contractChanges = report.changes.filter((change) => change.level !== 'annotation');
      if (pair.verdict === 'same') {
        expect(contractChanges).toEqual([]);
        return;
      }
      if (pair.verdict === 'non-breaking') {
        expect(report.changes.filter((change) => change.level === 'breaking' || change.level === 'review')).toEqual([]);
        for (const { rule, operationId } of pair.rules) {
          expect(
            report.changes.some((change) => change.rule === rule && change.operationId === operationId && change.level === 'non-breaking'),
            `${rule} on ${operationId}`,
          ).toBe(true);
        }
        return;
      }
      for (const { rule, operationId } of pair.rules) {
        const found = report.changes.find((change) => change.rule === rule && change.operationId === operationId);
        expect(found, `${rule} on ${operationId} in ${JSON.stringify(report.changes.map((c) => `${c.level} ${c.rule} ${c.operationId}`))}`).toBeDefined();
        expect(found!.level).toBe('breaking');
      }
      expect(report.summary.review).toBe(0);
      // Every breaking change of a schema carries a witness that holds under validators compiled here.
      for (const change of report.changes.filter((c) => c.level === 'breaking' && SCHEMA_SIDES.has(c.side) && c.witness && c.witness.value !== null)) {
        expect(witnessHolds(old, now, change), `${change.rule} ${JSON.stringify(change.witness)}`).toBe(true);
      }
      // Once per operation and side: no two changes share rule, operation, side and location.
      const keys = report.changes.map((change) => `${change.rule}|${change.operationId}|${change.side}|${change.location}`);
      expect(new Set(keys).size).toBe(keys.length);
    });
  }

  it('a schema used on both sides is judged on both: a widened type breaks responses, not requests', async () => {
    const pair = pairs.find((p) => p.name.startsWith('a schema on both sides gains'))!;
    const [old, now] = buildPair(pair);
    const report = await diffContracts(old, now);
    const onRequest = report.changes.filter((change) => change.side === 'request' && change.rule === 'request-property-type-changed');
    expect(onRequest.length).toBeGreaterThan(0);
    expect(onRequest.every((change) => change.level === 'non-breaking')).toBe(true);
  });

  it('the real history (first bundle against today): the TopicKey rewrite is no change; the only break is the key prefix made explicit', async () => {
    const report = await diffContracts(firstBundle(), contract());
    expect(report.changes.filter((change) => change.location.includes('TopicKey') && change.level !== 'annotation')).toEqual([]);
    expect(new Set(report.changes.filter((change) => change.level === 'breaking').map((change) => change.rule))).toEqual(
      new Set(['security-value-prefix-changed']),
    );
    expect(report.summary.review).toBe(0);
  });

  it('reports a shared component change once per operation, located in the component', async () => {
    const [old, now] = buildPair(pairs.find((p) => p.name.startsWith('a response property removed'))!);
    const report = await diffContracts(old, now);
    const removed = report.changes.filter((change) => change.rule === 'response-property-removed');
    const operations = removed.map((change) => change.operationId);
    expect(new Set(operations).size).toBe(operations.length);
    expect(removed.every((change) => change.location === '/components/schemas/Topic/properties/name')).toBe(true);
    expect(operations).toContain('getTopic');
    expect(operations).toContain('listTopics');
  });
});
