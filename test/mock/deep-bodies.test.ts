// A deeply nested body, refused by the API routes (400, deeper than MAX_BODY_DEPTH), is still kept
// by the journal: JSON.parse reads any depth, but the JSON.stringify of GET /__mock/requests
// recurses, and a few thousand levels overflowed its stack (a 500 until 1000 more requests pushed
// the entry out). The journal keeps such a body as a note, and the faults refuse one (400).
import { describe, expect, it } from 'vitest';
import type { MockAnswer, MockRequest } from '../../src/mock/answers.js';
import { createStatefulMock } from '../../src/mock/index.js';
import { Journal } from '../../src/mock/journal.js';
import { MAX_BODY_DEPTH } from '../../src/validator/index.js';

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const JSON_HEADERS = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };

describe('a deeply nested body and the journal', () => {
  it('GET /__mock/requests still answers 200 after a refused 20,000-level body, which it notes instead of keeping', async () => {
    const mock = createStatefulMock();
    const refused = await mock.fetch('http://m/v2/topics', { method: 'POST', headers: JSON_HEADERS, body: deep(20_000) });
    expect(refused.status).toBe(400);
    // What a cross-site page can send without a preflight: no key, text/plain.
    const page = await mock.fetch('http://m/v1/events/trigger', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: deep(20_000) });
    expect(page.status).toBe(401);
    const journal = await mock.fetch('http://m/__mock/requests');
    expect(journal.status).toBe(200);
    const entries = (await journal.json()) as { requestBody: unknown }[];
    expect(entries.map((entry) => entry.requestBody)).toEqual([
      `[40000 characters of JSON nested deeper than ${MAX_BODY_DEPTH} levels, not kept]`,
      `[40000 characters of JSON nested deeper than ${MAX_BODY_DEPTH} levels, not kept]`,
    ]);
    expect(() => JSON.stringify(mock.requests())).not.toThrow();
  });

  it('keeps a body at the depth bound as JSON, and one past it as a note; an answer body is read the same way', () => {
    const journal = new Journal(2);
    const request = (body: string): MockRequest => ({ method: 'POST', target: '/v2/topics', headers: {}, body });
    const answer: MockAnswer = { status: 200, headers: {}, body: deep(MAX_BODY_DEPTH + 1) };
    const note = { environmentId: null, operationId: 'upsertTopic' };
    journal.record(1, request(deep(MAX_BODY_DEPTH)), answer, note);
    journal.record(2, request('{"not json'), answer, note);
    const [atBound, notJson] = journal.list();
    expect(JSON.stringify(atBound?.requestBody)).toBe(deep(MAX_BODY_DEPTH));
    expect(atBound?.responseBody).toBe(`[${2 * (MAX_BODY_DEPTH + 1)} characters of JSON nested deeper than ${MAX_BODY_DEPTH} levels, not kept]`);
    // Text that is not JSON is noted, never kept, as in the proxy's log (review 17 F3).
    expect(notJson?.requestBody).toBe('[10 bytes, not valid JSON, not shown]');
  });
});

describe('a deeply nested fault body', () => {
  it('POST /__mock/faults refuses it with 400 (it was a 500), and no fault is added', async () => {
    const mock = createStatefulMock();
    for (const levels of [MAX_BODY_DEPTH + 1, 5000, 100_000]) {
      const answer = await mock.fetch('http://m/__mock/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"operationId":"getTopic","status":500,"body":${deep(levels)}}`,
      });
      expect(answer.status, String(levels)).toBe(400);
      expect(await answer.json()).toMatchObject({ detail: `the body is nested deeper than ${MAX_BODY_DEPTH} levels` });
    }
    expect(await (await mock.fetch('http://m/__mock/faults')).json()).toEqual([]);
  });

  it('fault() refuses it with a TypeError, and takes a body at the bound', () => {
    const mock = createStatefulMock();
    let value: unknown = [];
    for (let i = 1; i < 20_000; i += 1) value = [value];
    expect(() => mock.fault({ operationId: 'getTopic', status: 500, body: value })).toThrow(
      new RegExp(`fault: body must be a JSON value nested at most ${MAX_BODY_DEPTH} levels deep`),
    );
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => mock.fault({ operationId: 'getTopic', status: 500, body: circular })).toThrow(/fault: body must be a JSON value/);
    expect(mock.fault({ operationId: 'getTopic', status: 500, body: JSON.parse(deep(MAX_BODY_DEPTH)) })).toHaveLength(1);
  });
});
