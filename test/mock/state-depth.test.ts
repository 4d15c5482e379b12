// A state (PUT /__mock/state, load(), a fixture) nests at most STATE_MAX_DEPTH levels: an API body
// nests at most 128, and the fixture format adds its own few. Deeper, it held what no API body could
// have, and some thousands of levels down it overflowed the fixture validator's stack (a 500).
import { describe, expect, it } from 'vitest';
import { STATE_MAX_DEPTH, tooDeepAt } from '../../src/mock/fixture-depth.js';
import { createStatefulMock, FixtureError } from '../../src/mock/index.js';

const BASE = 'http://mock.test';
const JSON_TYPE = { 'content-type': 'application/json' };

/** `levels` objects, one inside the other: {"a":{"a":…1…}}. */
const nested = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** A state whose one subscriber's data nests `levels` deep; the data object sits at depth 6 (root, environments, environment, subscribers, subscriber, data). */
const stateText = (levels: number): string => `{"environments":[{"apiKey":"test-key","subscribers":[{"subscriberId":"deep-1","data":${nested(levels)}}]}]}`;
const DATA_DEPTH = 6;

const putState = (mock: ReturnType<typeof createStatefulMock>, body: string) => mock.fetch(`${BASE}/__mock/state`, { method: 'PUT', headers: JSON_TYPE, body });

const stateNow = async (mock: ReturnType<typeof createStatefulMock>) => (await mock.fetch(`${BASE}/__mock/state`)).text();

describe('PUT /__mock/state of a deeply nested state', () => {
  it('takes one exactly STATE_MAX_DEPTH deep, and refuses one level more with a 400 that says why, keeping the state', async () => {
    const mock = createStatefulMock();
    const before = await stateNow(mock);
    const deepest = STATE_MAX_DEPTH - DATA_DEPTH + 1;
    const refused = await putState(mock, stateText(deepest + 1));
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { detail: string };
    expect(problem.detail).toBe(
      `the state is nested deeper than ${STATE_MAX_DEPTH} levels from the state's root, more than any API body (at most 128) and the fixture's own levels`,
    );
    expect(await stateNow(mock)).toBe(before);
    expect((await putState(mock, stateText(deepest))).status).toBe(204);
  });

  it('answers 400, not a 500 from an overflowed stack, to one 20,000 levels deep', async () => {
    const mock = createStatefulMock();
    const before = await stateNow(mock);
    const refused = await putState(mock, stateText(20_000));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/request-violation' });
    expect(await stateNow(mock)).toBe(before);
    // The mock goes on answering.
    expect((await mock.fetch(`${BASE}/v2/topics`, { headers: { authorization: 'ApiKey test-key' } })).status).toBe(200);
  });
});

describe('load() of a deeply nested state, in-process', () => {
  it('throws a FixtureError with the pointer of the first value too deep, not a RangeError', () => {
    const mock = createStatefulMock();
    const state = JSON.parse(stateText(20_000)) as Parameters<typeof mock.load>[0];
    let thrown: unknown;
    try {
      mock.load(state);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FixtureError);
    const pointer = (thrown as FixtureError).pointer;
    expect(pointer).toBe(`/environments/0/subscribers/0/data${'/a'.repeat(STATE_MAX_DEPTH - DATA_DEPTH + 1)}`);
  });

  it('throws a FixtureError for a state that holds itself (a cycle nests without end)', () => {
    const mock = createStatefulMock();
    const data: Record<string, unknown> = {};
    data.self = data;
    expect(() => mock.load({ environments: [{ apiKey: 'k', subscribers: [{ subscriberId: 's', data }] }] })).toThrow(FixtureError);
  });
});

describe('tooDeepAt', () => {
  it('counts arrays and objects alike, the outermost as one, and escapes the pointer', () => {
    expect(tooDeepAt({ a: [1, { b: 2 }] }, 3)).toBeUndefined();
    expect(tooDeepAt({ a: [1, { b: 2 }] }, 2)).toBe('/a/1');
    expect(tooDeepAt({ 'x/y': { '~': [[]] } }, 3)).toBe('/x~1y/~0/0');
    expect(tooDeepAt([[], [[[]]]], 3)).toBe('/1/0/0');
    expect(tooDeepAt('text', 0)).toBeUndefined();
    expect(tooDeepAt({}, 1)).toBeUndefined();
  });
});
