// The message of a type change between number and integer (review 20 F8): `LimitQuery` retyped from
// number to integer read "type number → integer: NEW refuses number, number". Rule, level and witness
// were right and stay so.
import { describe, expect, it } from 'vitest';
import { diffContracts, formatReport } from '../../src/diff/index.js';
import { contract } from './corpus.js';

const typeChanges = async (build: (o: ReturnType<typeof contract>, n: ReturnType<typeof contract>) => void) => {
  const o = contract();
  const n = contract();
  build(o, n);
  const report = await diffContracts(o, n);
  return { report, changes: report.changes.filter((change) => change.rule.endsWith('-type-changed')) };
};

describe('a number ↔ integer change says which numbers', () => {
  it('number → integer in a query parameter (the reviewer’s repro): NEW refuses numbers that are not integers', async () => {
    const { report, changes } = await typeChanges((_o, n) => {
      n.components.parameters.LimitQuery.schema.type = 'integer';
    });
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) {
      expect(change.rule).toBe('request-parameter-type-changed');
      expect(change.level).toBe('breaking');
      expect(change.message).toBe('query limit: type number → integer: NEW refuses numbers that are not integers');
      expect(JSON.stringify(change.witness)).toContain('1.5');
    }
    expect(formatReport(report, 'text')).toContain(
      'request-parameter-type-changed: query limit: type number → integer: NEW refuses numbers that are not integers',
    );
  });

  it('integer → number in the same parameter: NEW allows numbers that are not integers', async () => {
    const { changes } = await typeChanges((o, n) => {
      o.components.parameters.LimitQuery.schema.type = 'integer';
      n.components.parameters.LimitQuery.schema.type = 'number';
    });
    expect(changes.map((change) => change.message)).toContain('query limit: type integer → number: NEW allows numbers that are not integers');
    expect(changes.every((change) => !/number, number/.test(change.message))).toBe(true);
  });

  it('string → integer still names the type', async () => {
    const { changes } = await typeChanges((o, n) => {
      o.components.parameters.LimitQuery.schema = { type: 'string' };
      n.components.parameters.LimitQuery.schema = { type: 'integer' };
    });
    expect(changes.map((change) => change.message)).toContain('query limit: type string → integer: NEW refuses string');
  });
});
