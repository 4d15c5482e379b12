// Once a failure may not be shrunk further (its budget spent, or MAX_SHRINK_STEPS), fast-check's run
// ends there. The property only answered `true` before, and fast-check went on through every
// candidate left of the shrink tree, each generated and filtered (a negative request is judged by
// validateRequest in its filter): with bulk bodies of 100 events, seconds of the event loop between
// two requests, in which the server closed its kept-alive connection and a signal waited (review 22, F4).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/mock/index.js';
import { ALL_CHECKS } from '../../src/verify/check-registry.js';
import { Sender } from '../../src/verify/http.js';
import { runProperty } from '../../src/verify/property.js';
import { redactor } from '../../src/verify/redact.js';
import type { VerifyFailure } from '../../src/verify/report.js';
import { Session } from '../../src/verify/session.js';

const session = () =>
  new Session(
    new Sender({
      baseUrl: 'http://nothing.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      fetch: () => Promise.reject(new Error('no request is sent')),
      timeoutMs: 5000,
      maxResponseBytes: 1 << 20,
    }),
    {
      baseUrl: 'http://nothing.test',
      prefix: 'verify-0000abcd-',
      writes: false,
      workflow: undefined,
      checks: new Set(ALL_CHECKS),
      maxResponseBytes: 1 << 20,
      redact: redactor(DEMO_API_KEY),
    },
  );

it.each([
  // The example itself, then no shrinking step: none is left in the budget.
  ['the budget of extra requests is spent', 0, 1],
  // The example and MAX_SHRINK_STEPS (150) candidates.
  ['the shrinking steps run out', Number.POSITIVE_INFINITY, 151],
])('stops shrinking where %s, generating no candidate more', async (_, extraBudget, evaluations) => {
  const run = session();
  run.extraBudget = extraBudget;
  let generated = 0;
  let evaluated = 0;
  let generatedAtLastEvaluation = 0;
  const failures: VerifyFailure[] = [];
  await runProperty(
    { session: run, seed: 1, failures, notes: [], redact: (text) => text, onExample: () => undefined, checkCount: 0 },
    {
      label: 'listTopics',
      // Filtered, as negative requests are (by validateRequest): the filter sees each candidate.
      arbitrary: fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 40, maxLength: 40 }).filter(() => {
        generated += 1;
        return true;
      }),
      numRuns: 1,
      // Large values: each shrinks through dozens of candidates, thousands in all.
      examples: [Array.from({ length: 40 }, () => 2_000_000_000)],
      // A value fails while all its members are 1,000 or more: each is shrunk towards 1,000 by
      // halving steps, a tree far deeper than the steps shrinking may take.
      evaluate: async (value) => {
        evaluated += 1;
        generatedAtLastEvaluation = generated;
        return value.every((member) => member >= 1000)
          ? [{ check: 'not_a_server_error', operationId: 'listTopics', step: 0, failure: 'answered 500', signature: '500' }]
          : [];
      },
    },
  );
  expect(failures).toHaveLength(1);
  expect(evaluated).toBe(evaluations);
  // The candidate told to stop, and the one more that fast-check takes before it looks (and, for the
  // example, fast-check's check that it can be shrunk): not the thousand-odd left of the tree.
  expect(generated - generatedAtLastEvaluation).toBeLessThanOrEqual(3);
});
