// Findings of the outside review 5a on witness sampling and normalisation: sizes a schema asks for
// that no value can have in memory (13), a reference graph whose unrolling is exponential (6), a
// cookie parameter's witness (15), a property named __proto__ (16).
import { describe, expect, it } from 'vitest';
import { diffContracts } from '../../src/diff/index.js';

type Json = Record<string, unknown>;

/** A spec with one POST /x whose JSON body is `schema`. */
const bodySpec = (schema: Json, components: Json = {}): Json => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/x': {
      post: {
        operationId: 'p',
        requestBody: { content: { 'application/json': { schema } } },
        responses: { '204': { description: 'ok' } },
      },
    },
  },
  components,
});

/** The reviewer's case: `a`'s maxLength drops 100 → 3 beside a required `b` with the given schema. */
const withSibling = (b: Json, maxLength: number): Json => bodySpec({ type: 'object', required: ['b'], properties: { a: { type: 'string', maxLength }, b } });

describe('witness sizes (review 5a, finding 13)', () => {
  const cases: [string, Json, 'breaking' | 'review'][] = [
    ['minLength: -1', { type: 'string', minLength: -1 }, 'breaking'],
    ['minItems: -1', { type: 'array', minItems: -1 }, 'breaking'],
    ['minLength: 1e9', { type: 'string', minLength: 1e9 }, 'review'],
    ['minLength: 1e7', { type: 'string', minLength: 1e7 }, 'review'],
    ['minLength: 1e6 with a pattern', { type: 'string', minLength: 1e6, pattern: '^a+$' }, 'review'],
    ['minItems: 1e7', { type: 'array', items: { type: 'string' }, minItems: 1e7 }, 'review'],
    ['minProperties: 1e7', { type: 'object', minProperties: 1e7 }, 'review'],
  ];
  for (const [name, b, level] of cases) {
    it(`${name}: finishes at once, and a witness past the budget is never built`, async () => {
      const started = performance.now();
      const report = await diffContracts(withSibling(b, 100), withSibling(b, 3));
      expect(performance.now() - started).toBeLessThan(1000);
      const [change, ...rest] = report.changes;
      expect(rest).toEqual([]);
      expect(change?.rule).toBe('request-property-max-length-decreased');
      expect(change?.level).toBe(level);
      if (level === 'breaking') expect((change?.witness?.value as Json | undefined)?.a).toBe('LLLL');
      else expect(change?.witness).toBeNull();
      expect(JSON.stringify(report).length).toBeLessThan(10_000);
    });
  }

  it('builds no huge candidate for a change of the size keyword itself', async () => {
    const started = performance.now();
    const report = await diffContracts(bodySpec({ type: 'string', minLength: 1e9 }), bodySpec({ type: 'string', minLength: 5 }));
    const widen = await diffContracts(bodySpec({ type: 'string', maxLength: 1e9 }), bodySpec({ type: 'string', maxLength: 1e9 - 1 }));
    expect(performance.now() - started).toBeLessThan(2000);
    for (const change of [...report.changes, ...widen.changes]) expect(JSON.stringify(change.witness ?? null).length).toBeLessThan(70 * 1024);
    expect(widen.changes.map((change) => change.level)).toEqual(['review']);
  });

  it('leaves out an optional property whose values are all past the budget, and still finds a witness', async () => {
    const b = { type: 'object', properties: { huge: { type: 'string', minLength: 1e9 } } };
    const report = await diffContracts(withSibling(b, 100), withSibling(b, 3));
    expect(report.changes.map((change) => change.level)).toEqual(['breaking']);
  });
});
