// A server's answers are a peer's words: what verify prints of them hides the key, however it came
// back (here, inside the names of what the run created, which the cleanup report lists), and a JSON
// value that String() cannot print (`{"toString": 0}`) ends nothing: the run still reports.
import { describe, expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { formatReport } from '../../src/verify/format.js';
import { verify } from '../../src/verify/run.js';

const KEY = 'sekretKEY12345xyz';

/** The stateful mock (taking KEY as its demo key), with `rewrite` applied to the JSON answers of `method path`. */
function echoing(method: string, path: string, rewrite: (body: Record<string, unknown>) => Record<string, unknown>) {
  const mock = createStatefulMock();
  return async (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set('authorization', `ApiKey ${DEMO_API_KEY}`);
    const response = await mock.fetch(new Request(request, { headers }));
    if (request.method !== method || new URL(request.url).pathname !== path || !response.ok) return response;
    const body = (await response.json()) as Record<string, unknown>;
    return new Response(JSON.stringify(rewrite(body)), { status: response.status, headers: { 'content-type': 'application/json' } });
  };
}

describe('verify and what a server answers', () => {
  it('hides the key in the cleanup report, which names what the run created by what the server answered', async () => {
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: KEY,
      fetch: echoing('POST', '/v2/topics', (body) => ({ ...body, key: `stored-${KEY}` })),
      rps: 0,
      seed: 3,
      maxExamples: 2,
      allowWrites: true,
      operations: ['upsertTopic'],
    });
    expect(report.cleanup.leftBehind.length).toBeGreaterThan(0);
    expect(report.cleanup.leftBehind.join('\n')).toContain('[redacted]');
    expect(JSON.stringify(report)).not.toContain(KEY);
    expect(formatReport(report)).not.toContain(KEY);
  }, 60_000);

  it('reports a run whose answers hold a value String() throws on', async () => {
    const hostile = JSON.parse('{"toString":0}') as unknown;
    const report = await verify({
      baseUrl: 'http://mock.test',
      apiKey: KEY,
      fetch: echoing('POST', '/v1/integrations', (body) => ({ ...body, channel: hostile, name: hostile })),
      rps: 0,
      seed: 5,
      maxExamples: 2,
      allowWrites: true,
      operations: ['createIntegration'],
    });
    expect(report.cleanup.leftBehind.some((line) => line.startsWith('{"toString":0} integration {"toString":0}'))).toBe(true);
    expect(formatReport(report)).toContain('{"toString":0} integration');
  }, 60_000);
});

// Review 11b, F10: a 500 whose body missed the deadline was a not_a_server_error failure, with
// max_response_time "not run"; docs/verify.md judges such a body by max_response_time only.
it('judges a 5xx whose body misses the deadline by max_response_time only', async () => {
  const mock = createStatefulMock();
  const stalled = (request: Request) => {
    if (new URL(request.url).pathname !== '/v2/topics') return mock.fetch(request);
    // A start of a body, then nothing: it ends only when verify drops it at the deadline.
    const body = new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"message":')) });
    return Promise.resolve(new Response(body, { status: 500, headers: { 'content-type': 'application/json' } }));
  };
  const report = await verify({
    baseUrl: 'http://mock.test',
    apiKey: DEMO_API_KEY,
    fetch: stalled,
    rps: 0,
    seed: 4,
    maxExamples: 2,
    timeoutMs: 200,
    operations: ['listTopics'],
  });
  expect(report.failures.map((failure) => failure.check)).toEqual(['max_response_time']);
  expect(report.checks.max_response_time?.failed).toBeGreaterThan(0);
  expect(report.checks.not_a_server_error?.failed ?? 0).toBe(0);
  expect(report.notes.join('\n')).toContain('its other requests were not sent');
}, 30_000);
