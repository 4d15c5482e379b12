// Review 26d: a valid answer over 1 MiB failed response_schema_conformance ("is larger than 1048576
// bytes"), the validator's own default bound, while --max-response-bytes (10 MiB by default) is the
// bound verify reads answers within, and max_response_size the check that judges their size.
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';
import { verify } from '../../src/verify/index.js';

/** The mock, with its listActiveIntegrations answer made larger by a field of its own (the contract allows unknown properties). */
function paddedMock(padding: number) {
  const mock = createStatefulMock({ seed: 1 });
  return async (request: Request): Promise<Response> => {
    const answer = await mock.fetch(request);
    if (new URL(request.url).pathname !== '/v1/integrations/active' || answer.status !== 200) return answer;
    const list = (await answer.json()) as Record<string, unknown>[];
    if (list[0] !== undefined) list[0].notes = 'x'.repeat(padding);
    return new Response(JSON.stringify(list), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

const run = (fetch: (request: Request) => Promise<Response>, maxResponseBytes?: number) =>
  verify({
    baseUrl: 'http://mock.test',
    apiKey: 'test-key',
    fetch,
    operations: ['listActiveIntegrations'],
    maxExamples: 2,
    rps: 0,
    seed: 1,
    ...(maxResponseBytes === undefined ? {} : { maxResponseBytes }),
  });

describe('an answer larger than the validator’s 1 MiB default', () => {
  it('is judged by its schema within --max-response-bytes, and passes when valid', async () => {
    const report = await run(paddedMock(1_400_000));
    expect(report.failures).toEqual([]);
    expect(report.checks.response_schema_conformance?.passed).toBeGreaterThan(0);
  });

  it('fails max_response_size, not response_schema_conformance, past --max-response-bytes', async () => {
    const report = await run(paddedMock(1_400_000), 1024 * 1024);
    expect(report.failures.map((failure) => failure.check)).toEqual(['max_response_size']);
  });
});
