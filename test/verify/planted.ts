// A bug planted in the stateful mock's answers (faults.ts), and verify run against it in-process: the bug
// must be caught by its check and by no other, shrunk, and printed so that it can be replayed. The bugs
// of the response checks and those of the transition checks run in two files, each a verify run per bug.
import { expect } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { type CheckName, RESPONSE_CHECKS, TRANSITION_CHECKS } from '../../src/verify/checks.js';
import type { VerifyOptions } from '../../src/verify/options.js';
import { verify } from '../../src/verify/run.js';
import { allOperations } from '../../src/verify/spec.js';
import type { Fetch, PlantedBug } from './faults.js';

const everyOperation = allOperations.map((entry) => entry.operationId);
const base = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, stateful: true, allowWrites: true } satisfies Partial<VerifyOptions>;

const failedChecks = (report: Awaited<ReturnType<typeof verify>>) =>
  [...RESPONSE_CHECKS, ...TRANSITION_CHECKS].filter((check) => (report.checks[check]?.failed ?? 0) > 0);

/** verify against the mock with `bug` planted: caught by its check alone, shrunk, replayable. */
export async function expectCaughtAlone(bug: PlantedBug): Promise<void> {
  const mock = createStatefulMock();
  const fetch: Fetch = bug.wrap((request) => mock.fetch(request));
  const report = await verify({ ...base, fetch, operations: everyOperation, workflow: 'welcome', maxExamples: 4, seed: 5 });
  expect(failedChecks(report)).toEqual([bug.check] satisfies CheckName[]);
  const failure = report.failures.find((found) => found.check === bug.check)!;
  // Shrunk, and printed so that it can be replayed.
  expect(failure.steps.length).toBeGreaterThan(0);
  expect(failure.steps.at(-1)!.curl).toMatch(/^curl -X [A-Z]+ 'http:\/\/mock\.test\//);
  expect(failure.seed).toBe(5);
}
