// --seed replays a run exactly: the same seed sends the same requests, in the same order.
import { expect, it, vi } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { runIdOf, verify } from '../../src/verify/run.js';
import { allOperations } from '../../src/verify/spec.js';

/** A fetch that records every request and answers each with a 404 problem, as a server of nothing would. */
function recorder() {
  const seen: string[] = [];
  const fetch = async (request: Request) => {
    const headers = [...request.headers].map(([name, value]) => `${name}: ${value}`).join('; ');
    seen.push(`${request.method} ${request.url} [${headers}] ${await request.text()}`);
    return new Response(JSON.stringify({ title: 'Not Found', status: 404 }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { seen, fetch };
}

const run = async (seed: number) => {
  const { seen, fetch } = recorder();
  const report = await verify({ baseUrl: 'http://127.0.0.1:46000/api', apiKey: 'k', fetch, seed, maxExamples: 5, rps: 0, stateful: true, allowWrites: true });
  return { seen, report };
};

it('sends the very same requests for the same seed, and others for another seed', async () => {
  const first = await run(42);
  const second = await run(42);
  const other = await run(43);
  expect(first.seen.length).toBeGreaterThan(300);
  expect(second.seen).toEqual(first.seen);
  expect(other.seen).not.toEqual(first.seen);
  // The run id comes from the seed, so that the replay names what it creates the same way.
  expect(first.report.runId).toBe(runIdOf(42));
  expect(first.seen.some((line) => line.includes(`verify-${runIdOf(42)}-`))).toBe(true);
  expect(first.report.seed).toBe(42);
});

it('reports the random seed it chose, which replays the run', async () => {
  const { seen, fetch } = recorder();
  const report = await verify({ baseUrl: 'http://127.0.0.1:46000', apiKey: 'k', fetch, maxExamples: 3, rps: 0, operations: ['listTopics', 'getTopic'] });
  const replay = recorder();
  await verify({
    baseUrl: 'http://127.0.0.1:46000',
    apiKey: 'k',
    fetch: replay.fetch,
    maxExamples: 3,
    rps: 0,
    operations: ['listTopics', 'getTopic'],
    seed: report.seed,
  });
  expect(replay.seen).toEqual(seen);
});

it('replays the same request sequence against a freshly reset mock, stateful and with writes', async () => {
  // A seeded mock assigns the same ids and timestamps after a reset: its answers, and so the values
  // the links carry into later requests, are the same.
  const mock = createStatefulMock({ seed: 11 });
  const record = async () => {
    const seen: string[] = [];
    const fetch = async (request: Request) => {
      seen.push(`${request.method} ${request.url} ${request.headers.get('idempotency-key') ?? ''} ${await request.clone().text()}`);
      return mock.fetch(request);
    };
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: DEMO_API_KEY,
      fetch,
      seed: 99,
      maxExamples: 5,
      rps: 0,
      stateful: true,
      allowWrites: true,
      workflow: 'welcome',
      operations: allOperations.map((entry) => entry.operationId),
    });
    return { seen, report };
  };
  const first = await record();
  mock.reset();
  const second = await record();
  expect(first.report.ok).toBe(true);
  expect(first.seen.length).toBeGreaterThan(200);
  // Requests that follow links carry ids the mock assigned: those are in the sequence too.
  expect(first.seen.some((line) => /\/v1\/integrations\/[0-9a-f]{24}\/set-primary/.test(line))).toBe(true);
  expect(second.seen).toEqual(first.seen);
});

it('chooses a seed from 0 to 2^31 - 1 on any day: the clock mixed in made it negative for half of every 50 days', async () => {
  // 2026-12-20: bit 31 of Date.now() is set, as it is for 24.9 days of every 49.7.
  const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 11, 20));
  try {
    for (let round = 0; round < 5; round += 1) {
      const { fetch } = recorder();
      const { seed } = await verify({ baseUrl: 'http://127.0.0.1:46000', apiKey: 'k', fetch, maxExamples: 1, rps: 0, operations: ['getTopic'] });
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(2 ** 31);
    }
  } finally {
    now.mockRestore();
  }
});
