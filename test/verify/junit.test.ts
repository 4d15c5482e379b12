// verify --junit, held to Jenkins xunit's junit-10.xsd (test/helpers/junit.ts): a run with passing,
// failing and skipped checks, and a run the server stopped, each a file that strict readers accept.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatJunit } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';
import { attributeProblems, junitProblems } from '../helpers/junit.js';
import { plantedBugs } from './faults.js';

describe('verify --junit', () => {
  it('writes suites and cases that junit-10.xsd validates: passed, failed, skipped, and a stopped run', async () => {
    const mock = createStatefulMock();
    const bug = plantedBugs.find((planted) => planted.name.startsWith('a 500 on one operation'))!;
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 3,
      maxExamples: 3,
      // listTopics passes, getNotification fails (a 500), upsertTopic is skipped (a write).
      operations: ['listTopics', 'getNotification', 'upsertTopic'],
      fetch: bug.wrap((request) => mock.fetch(request)),
    });
    const xml = formatJunit(report);
    expect(xml).toContain('<failure ');
    expect(xml).toContain('<skipped ');
    expect(attributeProblems(xml)).toEqual([]);
    expect(junitProblems(xml)).toEqual([]);
    const stopped = formatJunit({ ...report, stopped: 'the connection was reset <&>' });
    expect(stopped).toContain('<error ');
    expect(attributeProblems(stopped)).toEqual([]);
    expect(junitProblems(stopped)).toEqual([]);
  }, 60_000);
});
