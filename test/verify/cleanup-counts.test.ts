// Cleanup says what each deletion did (review 20b, F6): against a server whose upsertTopic answered 200
// and created nothing, every cleanup DELETE answered 404, and the report said `Cleanup: deleted 67`.
// A DELETE that finds nothing is counted as already gone, not as deleted.
import { expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';

const options = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, seed: 11, maxExamples: 4, allowWrites: true, operations: ['upsertTopic'] };

const isUpsert = (request: Request) => request.method === 'POST' && new URL(request.url).pathname === '/v2/topics';

it('counts a DELETE that answered 404 as already gone, not as deleted', async () => {
  const mock = createStatefulMock();
  let deletes = 0;
  const report = await verify({
    ...options,
    fetch: async (request) => {
      if (request.method === 'DELETE') deletes += 1;
      // The upsert answers as if it stored the topic, and stores nothing.
      if (isUpsert(request)) return new Response(JSON.stringify({ key: 5 }), { status: 200, headers: { 'content-type': 'application/json' } });
      return mock.fetch(request);
    },
  });
  expect(deletes).toBeGreaterThan(0);
  expect(report.cleanup.deleted).toEqual([]);
  expect(report.cleanup.alreadyGone).toHaveLength(deletes);
  for (const item of report.cleanup.alreadyGone) expect(item).toMatch(/^topic verify-[0-9a-f]{8}-.* \(DELETE answered 404\)$/);
  expect(report.cleanup.leftBehind).toEqual([]);
  expect(formatReport(report)).toMatch(new RegExp(`^Cleanup: deleted 0, already gone ${deletes} \\(DELETE answered 404 or 410\\)$`, 'm'));
}, 60_000);

it('counts a 410 as already gone, another refusal as left behind, and a confirmed deletion as deleted', async () => {
  const mock = createStatefulMock();
  let turn = 0;
  const report = await verify({
    ...options,
    fetch: async (request) => {
      if (request.method !== 'DELETE') return mock.fetch(request);
      turn += 1;
      if (turn === 1) return new Response(null, { status: 410 });
      if (turn === 2)
        return new Response(JSON.stringify({ title: 'Forbidden', status: 403 }), { status: 403, headers: { 'content-type': 'application/json' } });
      return mock.fetch(request);
    },
  });
  expect(turn).toBeGreaterThan(2);
  expect(report.cleanup.alreadyGone).toHaveLength(1);
  expect(report.cleanup.alreadyGone[0]).toMatch(/\(DELETE answered 410\)$/);
  expect(report.cleanup.leftBehind).toHaveLength(1);
  expect(report.cleanup.leftBehind[0]).toMatch(/\(answered 403\)$/);
  expect(report.cleanup.deleted).toHaveLength(turn - 2);
  expect(formatReport(report)).toMatch(new RegExp(`^Cleanup: deleted ${turn - 2}, already gone 1 \\(DELETE answered 404 or 410\\), left behind 1$`, 'm'));
}, 60_000);
