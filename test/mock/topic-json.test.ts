// getTopic writes a topic's JSON once and sends it again while the topic is unchanged
// (src/mock/json-text.ts): every change, reset and override must still see the state as it is.
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';

const auth = { authorization: 'ApiKey test-key' };
const json = { ...auth, 'content-type': 'application/json' };

async function call(mock: ReturnType<typeof createStatefulMock>, method: string, path: string, body?: unknown) {
  const answer = await mock.fetch(`http://mock.test${path}`, {
    method,
    headers: body === undefined ? auth : json,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: answer.status === 204 ? undefined : ((await answer.json()) as Record<string, unknown>) };
}

describe("getTopic's written JSON", () => {
  it('follows every change of the topic: upsert, rename, delete and a new topic of the same key', async () => {
    const mock = createStatefulMock({ seed: 3 });
    await call(mock, 'POST', '/v2/topics', { key: 'news', name: 'News' });
    const first = await call(mock, 'GET', '/v2/topics/news');
    expect(first).toMatchObject({ status: 200, body: { key: 'news', name: 'News' } });
    expect(await call(mock, 'GET', '/v2/topics/news')).toEqual(first);

    await call(mock, 'POST', '/v2/topics', { key: 'news', name: 'Headlines' });
    const upserted = await call(mock, 'GET', '/v2/topics/news');
    expect(upserted.body).toMatchObject({ _id: first.body!._id, name: 'Headlines' });
    expect(upserted.body!.updatedAt).not.toBe(first.body!.updatedAt);

    await call(mock, 'PATCH', '/v2/topics/news', { name: 'Daily' });
    expect((await call(mock, 'GET', '/v2/topics/news')).body).toMatchObject({ _id: first.body!._id, name: 'Daily' });

    await call(mock, 'DELETE', '/v2/topics/news');
    expect((await call(mock, 'GET', '/v2/topics/news')).status).toBe(404);
    await call(mock, 'POST', '/v2/topics', { key: 'news' });
    const again = await call(mock, 'GET', '/v2/topics/news');
    expect(again.body!._id).not.toBe(first.body!._id);
    expect(again.body).not.toHaveProperty('name');
  });

  it('answers what the state holds after a reset of a seeded mock, which makes the same ids again', async () => {
    const mock = createStatefulMock({ seed: 11 });
    await call(mock, 'POST', '/v2/topics', { key: 'alpha', name: 'A' });
    const before = await call(mock, 'GET', '/v2/topics/alpha');
    mock.reset();
    await call(mock, 'POST', '/v2/topics', { key: 'beta', name: 'B' });
    const after = await call(mock, 'GET', '/v2/topics/beta');
    // The same seed, the same requests before it: the same _id and times, another topic.
    expect(after.body!._id).toBe(before.body!._id);
    expect(after.body).toMatchObject({ key: 'beta', name: 'B' });
    expect((await call(mock, 'GET', '/v2/topics/alpha')).status).toBe(404);
  });

  it('keeps topics of two mocks apart', async () => {
    const one = createStatefulMock({ seed: 5 });
    const two = createStatefulMock({ seed: 5 });
    await call(one, 'POST', '/v2/topics', { key: 'same', name: 'One' });
    await call(two, 'POST', '/v2/topics', { key: 'same', name: 'Two' });
    expect((await call(one, 'GET', '/v2/topics/same')).body).toMatchObject({ name: 'One' });
    expect((await call(two, 'GET', '/v2/topics/same')).body).toMatchObject({ name: 'Two' });
    expect((await call(one, 'GET', '/v2/topics/same')).body).toMatchObject({ name: 'One' });
  });

  it("gives a mock.use handler's builtIn() a plain value of its own each time", async () => {
    const mock = createStatefulMock();
    await call(mock, 'POST', '/v2/topics', { key: 'own', name: 'Own' });
    const given: unknown[] = [];
    mock.use('getTopic', ({ builtIn }) => {
      const topic = builtIn();
      given.push(topic);
      topic.name = `${topic.name} (changed by the handler)`;
      return topic;
    });
    expect((await call(mock, 'GET', '/v2/topics/own')).body).toMatchObject({ key: 'own', name: 'Own (changed by the handler)' });
    expect((await call(mock, 'GET', '/v2/topics/own')).body).toMatchObject({ name: 'Own (changed by the handler)' });
    expect(given).toHaveLength(2);
    expect(given[0]).not.toBe(given[1]);
    expect(Object.getPrototypeOf(given[0])).toBe(Object.prototype);
    mock.resetHandlers();
    expect((await call(mock, 'GET', '/v2/topics/own')).body).toMatchObject({ name: 'Own' });
  });

  it('answers each of more topics than it keeps written, and the first again after them', async () => {
    const mock = createStatefulMock({
      fixture: { environments: [{ apiKey: 'test-key', topics: Array.from({ length: 1100 }, (_, i) => ({ key: `t${i}`, name: `Topic ${i}` })) }] },
    });
    for (let i = 0; i < 1100; i += 1) expect((await call(mock, 'GET', `/v2/topics/t${i}`)).body).toMatchObject({ key: `t${i}`, name: `Topic ${i}` });
    await call(mock, 'PATCH', '/v2/topics/t0', { name: 'Renamed' });
    expect((await call(mock, 'GET', '/v2/topics/t0')).body).toMatchObject({ key: 't0', name: 'Renamed' });
  });
});
