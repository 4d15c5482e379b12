// Review 26d: the primary-integration sequence named its two integrations `<prefix>a` and `<prefix>b`
// in every example; no operation deletes an integration, so each example after the first met a 409
// ("createIntegration answered 409 and 409") and single_primary_per_channel was judged once a run.
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';
import { verify } from '../../src/verify/index.js';

describe('the primary-integration sequence', () => {
  // Sequences run maxExamples / 10 examples: three here.
  it('names each example’s integrations apart, so that every example is judged', async () => {
    const mock = createStatefulMock({ seed: 1 });
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: 'test-key',
      fetch: mock.fetch,
      operations: ['listActiveIntegrations', 'createIntegration', 'setPrimaryIntegration', 'updateIntegration'],
      checks: ['single_primary_per_channel'],
      stateful: true,
      allowWrites: true,
      maxExamples: 30,
      rps: 0,
      seed: 3,
    });
    expect(report.failures).toEqual([]);
    expect(report.notes.filter((note) => note.includes('409'))).toEqual([]);
    expect(report.checks.single_primary_per_channel?.passed).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
