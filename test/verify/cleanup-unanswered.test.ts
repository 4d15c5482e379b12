// Cleanup after answers that never came or never ended (review 22). F8: an upsert whose connection
// closed unanswered had made its topic, and cleanup neither deleted it nor listed it. F6: a signal
// during cleanup gave a report neither interrupted nor exit code 130. F7: cleanup's confirming reads
// each cost a whole deadline against a server whose reads stall, and a read cut off after its status
// line was reported as "still finds it".
import { expect, it } from 'vitest';
import { createStatefulMock, DEMO_API_KEY } from '../../src/mock/index.js';
import { exitCodeOf } from '../../src/verify/report.js';
import { verify } from '../../src/verify/run.js';

const options = { baseUrl: 'http://mock.test', apiKey: DEMO_API_KEY, rps: 0, seed: 5, maxExamples: 10, allowWrites: true, operations: ['upsertTopic'] };

const topicKeys = async (mock: ReturnType<typeof createStatefulMock>) => {
  const response = await mock.fetch(new Request('http://mock.test/v2/topics?limit=100', { headers: { authorization: `ApiKey ${DEMO_API_KEY}` } }));
  return ((await response.json()) as { data: { key: string }[] }).data.map((topic) => topic.key).filter((key) => key.startsWith('verify-'));
};

/** What fetch throws when the connection closes before an answer. */
const closed = () => new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });

/**
 * Forwards to the mock; the first upsert after two of a key no upsert named before is `made` (or
 * not), then its connection closes unanswered.
 */
function closingUpsert(mock: ReturnType<typeof createStatefulMock>, made: boolean) {
  const keys = new Set<string>();
  const state: { key?: string } = {};
  const fetch = async (request: Request) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/v2/topics') {
      const key = ((await request.clone().json()) as { key?: unknown }).key;
      if (typeof key === 'string' && keys.size >= 2 && !keys.has(key)) {
        state.key = key;
        if (made) await mock.fetch(request);
        throw closed();
      }
      if (typeof key === 'string') keys.add(key);
    }
    return mock.fetch(request);
  };
  return { fetch, state };
}

it('deletes what an upsert whose connection closed unanswered made', async () => {
  const mock = createStatefulMock();
  const { fetch, state } = closingUpsert(mock, true);
  const report = await verify({ ...options, fetch });
  expect(report.stopped).toMatch(/POST http:\/\/mock\.test\/v2\/topics/);
  expect(state.key).toMatch(/^verify-/);
  expect(await topicKeys(mock)).toEqual([]);
  expect(report.cleanup.deleted).toContain(`topic ${state.key}`);
}, 60_000);

it('says that nothing was made when the upsert that got no answer had made nothing', async () => {
  const mock = createStatefulMock();
  const { fetch, state } = closingUpsert(mock, false);
  const report = await verify({ ...options, fetch });
  expect(report.cleanup.alreadyGone).toContain(`topic ${state.key} (its creation got no answer, and DELETE answered 404: it was not made)`);
  expect(report.cleanup.leftBehind).toEqual([]);
}, 60_000);

it('reports an interruption during cleanup as an interruption (exit code 130)', async () => {
  const mock = createStatefulMock();
  const controller = new AbortController();
  const report = await verify({
    ...options,
    signal: controller.signal,
    fetch: async (request) => {
      if (request.method === 'DELETE') controller.abort();
      return mock.fetch(request);
    },
  });
  expect(report.interrupted).toBe(true);
  expect(exitCodeOf(report)).toBe(130);
}, 60_000);

it('sends no confirming read once one outlived the deadline, and takes none cut off for proof', async () => {
  const mock = createStatefulMock();
  const reads: string[] = [];
  const report = await verify({
    ...options,
    timeoutMs: 200,
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET' && /^\/v2\/topics\/[^/]+$/.test(path)) {
        reads.push(path);
        // The status line and 7 bytes of the body, then nothing more.
        const body = new ReadableStream({ start: (stream) => stream.enqueue(new TextEncoder().encode('{"_id":')) });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json', 'content-length': '1000' } });
      }
      return mock.fetch(request);
    },
  });
  const made = report.cleanup.deleted.length + report.cleanup.leftBehind.length;
  expect(made).toBeGreaterThan(1);
  expect(reads).toHaveLength(1);
  expect(report.cleanup.leftBehind).toHaveLength(1);
  expect(report.cleanup.leftBehind[0]).toMatch(/ \(DELETE answered 2\d\d; not confirmed: the read did not end within 200 ms, getTopic sent 200 and 7 bytes\)$/);
  expect(report.notes).toContain(
    `cleanup: ${made - 1} deletions not confirmed by getTopic: an answer of it did not end within the deadline, and each read would cost a whole one (counted as deleted on the DELETE's word)`,
  );
}, 60_000);
