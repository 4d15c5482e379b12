// The requests verify sends after failures have one budget per run (review 21, F8): a server that
// answered random 5xx statuses made each status a failure of its own, each shrunk and simplified, and
// `--max-examples 5` on one operation sent 2,291 requests where the table showed 54.
import { expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import { EXTRA_REQUESTS_FLOOR } from '../../src/verify/property.js';
import { verify } from '../../src/verify/run.js';

/** A 5xx of a status drawn from a seeded generator, every other answer; the others a 200 of a bad page. */
function randomlyFailing() {
  let state = 7;
  let count = 0;
  const fetch = async (request: Request) => {
    count += 1;
    if (!request.headers.has('authorization'))
      return new Response('{"statusCode":401,"message":"x"}', { status: 401, headers: { 'content-type': 'application/json' } });
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    if (count % 2 === 1)
      return new Response('{"statusCode":500,"message":"x"}', { status: 500 + (state % 100), headers: { 'content-type': 'application/json' } });
    const page = { data: [{ _id: 1, key: 2, [`p${state % 9973}`]: 1 }], next: state / 2 ** 32, previous: null };
    return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, sent: () => count };
}

it('sends at most its budget of extra requests after failures, and says when it ran out', async () => {
  const server = randomlyFailing();
  const report = await verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    fetch: server.fetch,
    rps: 0,
    seed: 1,
    maxExamples: 5,
    operations: ['listTopics'],
  });
  expect(report.failures.length).toBeGreaterThan(3);
  // The plan of 5 examples on one operation is a few dozen requests, far under the floor: the budget is the floor.
  expect(server.sent()).toBe(report.requests);
  expect(report.requests).toBeLessThanOrEqual(1 + 60 + EXTRA_REQUESTS_FLOOR);
  const note = `shrinking stopped: budget of ${EXTRA_REQUESTS_FLOOR} extra requests spent`;
  expect(report.notes.some((line) => line.startsWith(note))).toBe(true);
  expect(formatReport(report)).toContain(note);
}, 60_000);
