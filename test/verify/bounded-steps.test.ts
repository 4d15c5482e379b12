// What a run holds of the answers it got is bounded whatever the server sends (review 22, F1): a
// server whose listTopics pages were about 1 MB each, each with a next cursor, had the pagination walk
// keep every page's text, its parsed value and its ids, and the run died out of memory with no report.
import { expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/mock/index.js';
import { ALL_CHECKS } from '../../src/verify/check-registry.js';
import { Sender } from '../../src/verify/http.js';
import { redactor } from '../../src/verify/redact.js';
import { MAX_WALK_ITEMS, request, walk } from '../../src/verify/sequences/support.js';
import { type Finding, KEPT_BODY_CHARS, Session } from '../../src/verify/session.js';

/** A server whose every listTopics page holds `items` items and a next cursor; `sent` counts its requests. */
function endlessPages(items: number) {
  let sent = 0;
  const fetch = async () => {
    sent += 1;
    const data = Array.from({ length: items }, (_, index) => ({ _id: `${sent}-${index}`, key: `k${index}` }));
    return new Response(JSON.stringify({ data, next: `c${sent}`, previous: null }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, sent: () => sent };
}

const session = (fetch: (request: Request) => Promise<Response>) =>
  new Session(new Sender({ baseUrl: 'http://pages.test', apiKey: DEMO_API_KEY, rps: 0, fetch, timeoutMs: 5000, maxResponseBytes: 8 << 20 }), {
    baseUrl: 'http://pages.test',
    prefix: 'verify-0000abcd-',
    writes: false,
    workflow: undefined,
    checks: new Set(ALL_CHECKS),
    maxResponseBytes: 8 << 20,
    redact: redactor(DEMO_API_KEY),
  });

it('ends a walk, incomplete, at MAX_WALK_ITEMS items', async () => {
  const server = endlessPages(5001);
  const findings: Finding[] = [];
  const walked = await walk(session(server.fetch), findings, { limit: '5' }, 200);
  expect(walked.complete).toBe(false);
  expect(walked.broken).toBeUndefined();
  // Three pages fit under the bound, the fourth would pass it: no page more is asked for.
  expect(walked.ids).toHaveLength(3 * 5001);
  expect(server.sent()).toBe(Math.ceil(MAX_WALK_ITEMS / 5001));
});

it('lets go of a large body once the next request is sent, and reports the step as it would have', async () => {
  const server = endlessPages(3000);
  const run = session(server.fetch);
  await run.send(request('listTopics', { query: { limit: '5' } }));
  const whole = run.printedSteps(run.steps);
  expect(run.steps[0]?.response.text.length).toBeGreaterThan(KEPT_BODY_CHARS);
  await run.send(request('listTopics', { query: { limit: '5', after: 'c1' } }));
  const [first, second] = run.steps;
  // The first answer's text and value are gone; the second, the last, is whole (a replay judges it).
  expect(first?.response.text).toBe('');
  expect(first?.response.json).toBeUndefined();
  expect(first?.response.status).toBe(200);
  expect(second?.response.text.length).toBeGreaterThan(KEPT_BODY_CHARS);
  expect(run.printedSteps(run.steps.slice(0, 1))).toEqual(whole);
});
