// GET /__mock/state past maxStateBytes is refused from the JSON the records were counted as when
// they were added, before any of the state is written: the mock neither blocks while it serializes a
// large state nor doubles its memory to find out. Under the bound, the state is written record by
// record and given up as soon as it passes; the count and the text agree to the character. In the
// isolated layer: it spies on JSON.stringify.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStatefulMock, type StatefulMock } from '../../src/mock/index.js';

const BASE = 'http://mock.test';

/** Characters JSON.stringify wrote while `run` ran. */
async function written<T>(run: () => Promise<T>): Promise<{ result: T; chars: number }> {
  const stringify = JSON.stringify;
  let chars = 0;
  const spy = vi.spyOn(JSON, 'stringify').mockImplementation((...args: Parameters<typeof JSON.stringify>) => {
    const text = stringify(...args);
    chars += text?.length ?? 0;
    return text;
  });
  try {
    return { result: await run(), chars };
  } finally {
    spy.mockRestore();
  }
}

const trigger = (mock: StatefulMock, payload: unknown) =>
  mock.fetch(`${BASE}/v1/events/trigger`, {
    method: 'POST',
    headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'welcome', to: 'user-1042', payload }),
  });

afterEach(() => vi.restoreAllMocks());

describe('GET /__mock/state', () => {
  it('refuses a state over maxStateBytes without writing any of it', async () => {
    // 20 triggers of a 0.9 MB payload: each written five times (the activity record, two jobs, two messages), 90 MB of JSON.
    const mock = createStatefulMock({ journalLimit: 0 });
    const payload = { items: Array.from({ length: 30_000 }, (_, i) => `v${i}-${'x'.repeat(20)}`) };
    for (let i = 0; i < 20; i += 1) expect((await trigger(mock, payload)).status).toBe(201);
    const { result, chars } = await written(() => mock.fetch(`${BASE}/__mock/state`));
    expect(result.status).toBe(422);
    expect(await result.json()).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/state-too-large' });
    // The problem's own JSON, not a byte of the state.
    expect(chars).toBeLessThan(10_000);
    expect(mock.snapshot().environments[0]!.notifications!.length).toBeGreaterThanOrEqual(20);
  });

  it('gives a state exactly at the bound, and refuses it one character under', async () => {
    const text = await (await createStatefulMock({ seed: 7 }).fetch(`${BASE}/__mock/state`)).text();
    const at = async (maxStateBytes: number) => {
      const mock = createStatefulMock({ seed: 7, maxStateBytes });
      // The trigger changes the state: the counted size must follow it.
      await trigger(mock, { plan: 'pro' });
      return mock.fetch(`${BASE}/__mock/state`);
    };
    const grown = await (await at(text.length * 2)).text();
    expect(grown.length).toBeGreaterThan(text.length);
    // Written record by record, it is what JSON.stringify writes of snapshot(), character for character.
    const twin = createStatefulMock({ seed: 7 });
    await trigger(twin, { plan: 'pro' });
    expect(grown).toBe(JSON.stringify(twin.snapshot()));
    const exact = await at(grown.length);
    expect(exact.status).toBe(200);
    expect(await exact.text()).toBe(grown);
    expect((await at(grown.length - 1)).status).toBe(422);
  });
});
