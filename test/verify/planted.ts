// A bug planted in the stateful mock's answers (faults.ts), and verify run against it in-process: the bug
// must be caught by its check and by no other, shrunk, and printed so that it can be replayed. The bugs
// of the response checks and those of the transition checks run in two files, each a verify run per bug.
import { expect } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { type CheckName, RESPONSE_CHECKS, TRANSITION_CHECKS } from '../../src/verify/checks.js';
import { formatReport } from '../../src/verify/format.js';
import type { VerifyOptions } from '../../src/verify/options.js';
import { verify } from '../../src/verify/run.js';
import { allOperations } from '../../src/verify/spec.js';
import type { Fetch, PlantedBug } from './faults.js';

const everyOperation = allOperations.map((entry) => entry.operationId);
const base = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, stateful: true, allowWrites: true } satisfies Partial<VerifyOptions>;

const failedChecks = (report: Awaited<ReturnType<typeof verify>>) =>
  [...RESPONSE_CHECKS, ...TRANSITION_CHECKS].filter((check) => (report.checks[check]?.failed ?? 0) > 0);

// The deadline and the size limit are not the defaults: the replay line must carry them too.
const run = {
  operations: everyOperation,
  workflow: 'welcome',
  maxExamples: 4,
  seed: 5,
  timeoutMs: 9000,
  maxResponseBytes: 4 * 1024 * 1024,
} satisfies Partial<VerifyOptions>;

/**
 * verify against the mock with `bug` planted: caught by its check alone, shrunk, and printed with a
 * replay line that carries the run's options (this run writes and runs sequences: the replay is the
 * run again). `rerun`: also run that line, and find the failure again.
 */
export async function expectCaughtAlone(bug: PlantedBug, { rerun = false } = {}): Promise<void> {
  const mock = createStatefulMock();
  const fetch: Fetch = bug.wrap((request) => mock.fetch(request));
  const report = await verify({ ...base, fetch, ...run });
  expect(failedChecks(report)).toEqual([bug.check] satisfies CheckName[]);
  const failure = report.failures.find((found) => found.check === bug.check)!;
  // Shrunk, and printed so that it can be replayed.
  expect(failure.steps.length).toBeGreaterThan(0);
  expect(failure.steps.at(-1)!.curl).toMatch(/^curl -g -X [A-Z]+ 'http:\/\/mock\.test\//);
  expect(failure.seed).toBe(5);
  const replay = replayOf(formatReport(report), failure.check, failure.operationId);
  expect(replay).toEqual({ ...run, stateful: true, allowWrites: true });
  if (rerun) await expectFoundAgain(bug, report, failure.check, failure.operationId);
}

/** Runs the replay line printed under the failure of `check` on `operationId`, against a fresh mock with `bug`: the failure comes again. */
export async function expectFoundAgain(bug: PlantedBug, report: Awaited<ReturnType<typeof verify>>, check: CheckName, operationId: string): Promise<void> {
  const replay = replayOf(formatReport(report), check, operationId);
  const fresh = createStatefulMock();
  const again = await verify({ baseUrl: base.baseUrl, apiKey: base.apiKey, rps: 0, fetch: bug.wrap((request) => fresh.fetch(request)), ...replay });
  expect(
    again.failures.some((found) => found.check === check && found.operationId === operationId),
    JSON.stringify(replay),
  ).toBe(true);
}

/** The options of the replay line printed under the failure of `check` on `operationId`. */
function replayOf(text: string, check: CheckName, operationId: string): Partial<VerifyOptions> {
  const start = text.indexOf(`FAIL ${check} on ${operationId}:`);
  const line = /^ {2}replay: (.*?) {2}\(the key/m.exec(text.slice(start))![1]!;
  const words = line.match(/'[^']*'|\S+/g)!.map((word) => (word.startsWith("'") ? word.slice(1, -1) : word));
  const options: { -readonly [K in keyof VerifyOptions]?: VerifyOptions[K] } = {};
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === '--stateful') options.stateful = true;
    else if (word === '--allow-writes') options.allowWrites = true;
    else if (word === '--seed') options.seed = Number(words[++i]);
    else if (word === '--max-examples') options.maxExamples = Number(words[++i]);
    else if (word === '--operations') options.operations = words[++i]!.split(',');
    else if (word === '--checks') options.checks = words[++i]!.split(',');
    else if (word === '--workflow') options.workflow = words[++i]!;
    else if (word === '--request-timeout') options.timeoutMs = Number(/^(\d+)ms$/.exec(words[++i]!)![1]);
    else if (word === '--max-response-bytes') options.maxResponseBytes = Number(words[++i]);
    else throw new Error(`the replay line holds an option the test does not know: ${word}`);
  }
  return options;
}
