// The table's failed counts, the failures' occurrences and the failing answers no failure shows add
// up (review 21, F5: a server cycling through 5xx statuses got `not_a_server_error` failed 41 while
// the failures' occurrences summed to 35, and statuses 501 and 506 were in no failure); and a run the
// server stopped lists the failure its table counts (F6: `FAILED 1 of 1`, then `0 failures`).
import { expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import type { VerifyReport } from '../../src/verify/report.js';
import { verify } from '../../src/verify/run.js';

const json = (status: number) => new Response('{"statusCode":500,"message":"x"}', { status, headers: { 'content-type': 'application/json' } });
const base = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, seed: 1, operations: ['listTopics'] };

/** Per check: the table's failed count, and what the failures and the unshown answers account for. */
function reconciled(report: VerifyReport) {
  return Object.entries(report.checks).map(([check, tally]) => ({
    check,
    table: tally?.failed ?? 0,
    accounted:
      report.failures.filter((failure) => failure.check === check).reduce((sum, failure) => sum + failure.occurrences, 0) +
      report.unshown.filter((group) => group.check === check).reduce((sum, group) => sum + group.occurrences, 0),
  }));
}

it('accounts for every failing answer of a server cycling through 5xx statuses, shown or not', async () => {
  let turn = 0;
  const statuses = new Set<string>();
  const fetch = async (request: Request) => {
    if (!request.headers.has('authorization')) return json(401);
    const status = 500 + (turn++ % 10);
    statuses.add(String(status));
    return json(status);
  };
  const report = await verify({ ...base, fetch, maxExamples: 10 });
  for (const { check, table, accounted } of reconciled(report)) expect(accounted, check).toBe(table);
  // Each kind is either a failure or in the unshown answers, never both.
  const kinds = [
    ...report.failures.filter((failure) => failure.check === 'not_a_server_error').map((failure) => failure.signature),
    ...report.unshown.filter((group) => group.check === 'not_a_server_error').flatMap((group) => group.signatures),
  ];
  expect(new Set(kinds).size).toBe(kinds.length);
  expect(kinds.every((kind) => statuses.has(kind))).toBe(true);
  const group = report.unshown.find((found) => found.check === 'not_a_server_error');
  expect(group?.signatures.length).toBeGreaterThan(0);
  const other = group!.signatures.length === 1 ? 'another kind' : `${group!.signatures.length} other kinds`;
  expect(formatReport(report)).toContain(
    `not_a_server_error on listTopics: ${group!.occurrences} more failing answers of ${other} (${group!.signatures.join(', ')}), counted in the table, not shrunk or shown`,
  );
}, 60_000);

it('lists the failure a stopped run counts in its table', async () => {
  let api = 0;
  const fetch = (request: Request) => {
    if (!request.headers.has('authorization')) return Promise.resolve(json(401));
    api += 1;
    if (api <= 3) return Promise.resolve(json(500));
    // Then silent: no answer until verify's deadline gives up on it.
    return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }));
  };
  const report = await verify({ ...base, fetch, maxExamples: 5, timeoutMs: 200 });
  expect(report.stopped).toBeDefined();
  expect(report.checks.not_a_server_error?.failed).toBeGreaterThan(0);
  for (const { check, table, accounted } of reconciled(report)) expect(accounted, check).toBe(table);
  expect(report.failures.map((failure) => `${failure.check} ${failure.signature}`)).toContain('not_a_server_error 500');
  expect(formatReport(report)).toMatch(/^STOPPED \(the server stopped answering\): \d+ requests, \d+ checks, [1-9]\d* failures? /m);
}, 60_000);
