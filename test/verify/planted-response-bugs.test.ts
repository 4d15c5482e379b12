// Each bug planted in the stateful mock's answers that a response check must find (a 5xx, a wrong status,
// body or content type, an invalid request or a missing key accepted): caught by its check alone.
// (The transition checks' bugs: planted-transition-bugs.test.ts; the mock as it is: mock.test.ts.)
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { RESPONSE_CHECKS, TRANSITION_CHECKS } from '../../src/verify/checks.js';
import { formatReport } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';
import { plantedBugs } from './faults.js';
import { expectCaughtAlone, expectFoundAgain } from './planted.js';

const responseBugs = plantedBugs.filter((bug) => (RESPONSE_CHECKS as readonly string[]).includes(bug.check));

describe('against planted bugs of single answers', () => {
  it('has a bug for response checks, and every planted bug is one of a response or a transition check', () => {
    expect(responseBugs.length).toBeGreaterThan(0);
    for (const bug of plantedBugs) expect([...RESPONSE_CHECKS, ...TRANSITION_CHECKS], bug.name).toContain(bug.check);
  });

  it.each(responseBugs.map((bug) => [bug.name, bug] as const))('%s: caught by its check alone', (_, bug) => expectCaughtAlone(bug), 60_000);

  it('found by a run of GET requests alone, is found again by its replay line, which names its operation alone', async () => {
    const bug = responseBugs.find((found) => found.check === 'not_a_server_error')!;
    const mock = createStatefulMock();
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      fetch: bug.wrap((request) => mock.fetch(request)),
      maxExamples: 4,
      seed: 5,
    });
    const failure = report.failures.find((found) => found.check === bug.check)!;
    expect(formatReport(report)).toContain(`replay: --seed 5 --operations ${failure.operationId} --max-examples 4`);
    await expectFoundAgain(bug, report, failure.check, failure.operationId);
  }, 60_000);
});
