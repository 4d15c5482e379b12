// pagination_yields_each_item_once walks at least two pages wherever the list has two items (review
// 26d): its limit, drawn from 1 to 5, is kept below the list's length. Without writes, the mock lists
// its two demo topics, and a limit of 2 or more walked them in one page: a server that repeats its
// first page after a cursor passed for most seeds.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { verify } from '../../src/verify/run.js';
import { plantedBugs } from './faults.js';

const repeating = plantedBugs.find((bug) => bug.check === 'pagination_yields_each_item_once')!;

const run = (seed: number, fetch: (request: Request) => Promise<Response>) =>
  verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    rps: 0,
    seed,
    maxExamples: 2,
    stateful: true,
    operations: ['listTopics'],
    checks: ['pagination_yields_each_item_once'],
    fetch,
  });

describe('pagination_yields_each_item_once without writes, on the two demo topics', () => {
  it('catches a page that repeats an item, whatever the seed', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const mock = createStatefulMock();
      const report = await run(
        seed,
        repeating.wrap((request) => mock.fetch(request)),
      );
      expect(
        report.failures.map((failure) => failure.check),
        `seed ${seed}`,
      ).toEqual(['pagination_yields_each_item_once']);
      expect(report.failures[0]?.message).toMatch(/^walking listTopics with limit 1 yielded .* more than once$/);
    }
  }, 60_000);

  it('passes the mock, every page walked', async () => {
    const mock = createStatefulMock();
    const report = await run(1, (request) => mock.fetch(request));
    expect(report.failures).toEqual([]);
    expect(report.checks.pagination_yields_each_item_once?.passed).toBeGreaterThan(0);
  }, 60_000);
});
