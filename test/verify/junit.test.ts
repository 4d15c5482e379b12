// verify --junit, held to Jenkins xunit's junit-10.xsd (test/helpers/junit.ts): a run with passing,
// failing and skipped checks, and a run the server stopped, each a file that strict readers accept.
import { describe, expect, it, vi } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatJunit } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';
import { attributeProblems, junitProblems } from '../helpers/junit.js';
import { plantedBugs } from './faults.js';

/** The run every test here makes, but for its operations and its fetch: small, and the same each time. */
const SMALL_RUN = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, seed: 3, maxExamples: 3 } as const;

describe('verify --junit', () => {
  it('writes suites and cases that junit-10.xsd validates: passed, failed, skipped, and a stopped run', async () => {
    const mock = createStatefulMock();
    const bug = plantedBugs.find((planted) => planted.name.startsWith('a 500 on one operation'))!;
    const report = await verify({
      ...SMALL_RUN,
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

  // Review 5a, finding 17: `time` was Date.now() - started, negative when the wall clock steps back.
  it('never writes a negative, NaN or exponent time, even when the wall clock steps back during the run', async () => {
    const mock = createStatefulMock();
    let wall = 2_000_000_000_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => {
      wall -= 10_000;
      return wall;
    });
    let report: Awaited<ReturnType<typeof verify>>;
    try {
      report = await verify({
        baseUrl: 'http://mock.test',
        apiKey: DEMO_API_KEY,
        rps: 0,
        seed: 3,
        maxExamples: 2,
        operations: ['listTopics'],
        fetch: (request) => mock.fetch(request),
      });
    } finally {
      now.mockRestore();
    }
    expect(report.durationMs).toBeGreaterThanOrEqual(0);
    expect(report.durationMs).toBeLessThan(60_000);
    for (const durationMs of [report.durationMs, -5, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 0, 1234.5]) {
      const xml = formatJunit({ ...report, durationMs });
      const time = /<testsuites [^>]*time="([^"]*)"/.exec(xml)?.[1];
      expect(time, String(durationMs)).toMatch(/^\d+\.\d{3}$/);
      expect(junitProblems(xml), String(durationMs)).toEqual([]);
    }
  }, 60_000);

  // Review 11b, F3: an interrupted run wrote failures="0" errors="0" with its unreached operations as
  // empty suites, and nothing of the interruption: CI read it as a pass.
  it('marks an interrupted run as an error, naming the operations it did not reach', async () => {
    const mock = createStatefulMock();
    const controller = new AbortController();
    let sent = 0;
    const report = await verify({
      ...SMALL_RUN,
      operations: ['listTopics', 'getTopic'],
      signal: controller.signal,
      fetch: (request) => {
        sent += 1;
        if (sent === 4) controller.abort();
        return mock.fetch(request);
      },
    });
    expect(report.interrupted).toBe(true);
    const xml = formatJunit(report);
    expect(xml).toMatch(/<testsuites [^>]*errors="1"/);
    expect(xml).toContain('type="interrupted"');
    expect(xml).toMatch(/the run was interrupted \(SIGINT, SIGTERM or the caller's signal\) after \d+ requests; not reached: getTopic/);
    expect(attributeProblems(xml)).toEqual([]);
    expect(junitProblems(xml)).toEqual([]);
  }, 60_000);

  // Review 27d F5: an operation whose answer outlived the deadline sends no more requests, and the
  // checks none of its answers reached were left out of its suite, which a JUnit reader counted short.
  it('lists the checks an operation stopped before as skipped, saying why', async () => {
    const mock = createStatefulMock();
    let held = false;
    const report = await verify({
      ...SMALL_RUN,
      timeoutMs: 300,
      operations: ['listTopics', 'getTopic'],
      fetch: (request) => {
        // The first list of topics after the probe gets no answer: its deadline passes.
        if (!held && request.method === 'GET' && new URL(request.url).pathname === '/v2/topics') {
          held = true;
          return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }));
        }
        return mock.fetch(request);
      },
    });
    const listTopics = report.operations.find((operation) => operation.operationId === 'listTopics')!;
    expect(listTopics.stopped).toBe('its other requests were not sent, an answer of it did not end within 300 ms');
    const xml = formatJunit(report);
    const suite = /<testsuite name="listTopics"[^>]*>[\s\S]*?<\/testsuite>/.exec(xml)![0];
    const untried = [
      ...suite.matchAll(/name="(\w+)">\n\s*<skipped message="its other requests were not sent, an answer of it did not end within 300 ms"\/>/g),
    ].map((match) => match[1]);
    // max_response_time judged the answer that never came; the checks of an answer judged none.
    expect(untried).toContain('status_code_conformance');
    expect(untried).toContain('response_schema_conformance');
    expect(untried).not.toContain('max_response_time');
    for (const check of untried) expect(listTopics.checks[check as keyof typeof listTopics.checks]).toBeUndefined();
    expect(suite).toMatch(new RegExp(`skipped="${untried.length}"`));
    // getTopic ran as usual: nothing of it is skipped.
    expect(/<testsuite name="getTopic"[^>]*skipped="0"/.test(xml)).toBe(true);
    expect(attributeProblems(xml)).toEqual([]);
    expect(junitProblems(xml)).toEqual([]);
  }, 60_000);

  // Review 11b, F7: xml() escaped only what XML 1.0 forbids: U+202E, C1 controls, DEL and U+2028 from
  // a server's body reached the file raw, where the text report shows them escaped.
  it('escapes what the text report escapes, and never writes a character XML 1.0 cannot carry', async () => {
    const mock = createStatefulMock();
    const hostile = 'evil\u202egnp.exe \u0085\u009b\u007f\u2028\u2066 \u001b[2J\u0007 \r\n\ufffe \ud800 end';
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      rps: 0,
      seed: 3,
      maxExamples: 2,
      operations: ['listTopics'],
      fetch: async (request) =>
        new URL(request.url).pathname === '/v2/topics'
          ? new Response(hostile, { status: 500, headers: { 'content-type': 'text/plain' } })
          : mock.fetch(request),
    });
    const xml = formatJunit({ ...report, stopped: hostile });
    expect(xml).toContain('<failure ');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters no JUnit file may hold raw
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff\ufffe\uffff]/u);
    expect(xml).toContain('evil\\u202egnp.exe \\u0085\\u009b\\u007f\\u2028\\u2066 \\u001b[2J\\u0007 \\r\\n\\ufffe \\ud800 end');
    expect(attributeProblems(xml)).toEqual([]);
    expect(junitProblems(xml)).toEqual([]);
  }, 60_000);
});
