// Each bug planted in the stateful mock that only a sequence of calls shows (a resource gone after its
// creation or still there after its deletion, credentials replaced instead of appended, two primaries,
// a page that repeats an item): caught by its transition check alone. (The response checks' bugs:
// planted-response-bugs.test.ts.)
import { describe, expect, it } from 'vitest';
import { TRANSITION_CHECKS } from '../../src/verify/checks.js';
import { plantedBugs } from './faults.js';
import { expectCaughtAlone } from './planted.js';

const transitionBugs = plantedBugs.filter((bug) => (TRANSITION_CHECKS as readonly string[]).includes(bug.check));

describe('against planted bugs of state across calls', () => {
  it('has a bug for transition checks', () => expect(transitionBugs.length).toBeGreaterThan(0));

  it.each(transitionBugs.map((bug) => [bug.name, bug] as const))('%s: caught by its check alone', (_, bug) => expectCaughtAlone(bug), 60_000);

  // A sequence's replay once named its one operation, and the sequence did not run: replayed for real.
  it(
    'is found again by running the replay line printed under it',
    () => expectCaughtAlone(transitionBugs.find((bug) => bug.check === 'ensure_resource_availability')!, { rerun: true }),
    60_000,
  );
});
