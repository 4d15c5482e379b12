// Each bug planted in the stateful mock's answers that a response check must find (a 5xx, a wrong status,
// body or content type, an invalid request or a missing key accepted): caught by its check alone.
// (The transition checks' bugs: planted-transition-bugs.test.ts; the mock as it is: mock.test.ts.)
import { describe, expect, it } from 'vitest';
import { RESPONSE_CHECKS, TRANSITION_CHECKS } from '../../src/verify/checks.js';
import { plantedBugs } from './faults.js';
import { expectCaughtAlone } from './planted.js';

const responseBugs = plantedBugs.filter((bug) => (RESPONSE_CHECKS as readonly string[]).includes(bug.check));

describe('against planted bugs of single answers', () => {
  it('has a bug for response checks, and every planted bug is one of a response or a transition check', () => {
    expect(responseBugs.length).toBeGreaterThan(0);
    for (const bug of plantedBugs) expect([...RESPONSE_CHECKS, ...TRANSITION_CHECKS], bug.name).toContain(bug.check);
  });

  it.each(responseBugs.map((bug) => [bug.name, bug] as const))('%s: caught by its check alone', (_, bug) => expectCaughtAlone(bug), 60_000);
});
