// A key the mock does not know gets an empty environment on its first request, and then only 404s
// (review 13b F3): in such an environment, a 404's detail says why, and names the demo key when the
// demo state is loaded. Never the key that was sent.
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';

const HINT = 'this API key had no environment, so its first request created an empty one';
const DEMO = "the demo state's key is test-key";

async function detailOf(mock: ReturnType<typeof createStatefulMock>, authorization: string, path = '/v2/topics/product-updates'): Promise<string> {
  const response = await mock.fetch(`http://m${path}`, { headers: { authorization } });
  expect(response.status, path).toBe(404);
  return ((await response.json()) as { detail: string }).detail;
}

describe('a 404 in the environment a new key got', () => {
  it('says the environment was made empty by the first request, and names the demo key', async () => {
    const mock = createStatefulMock();
    const detail = await detailOf(mock, 'ApiKey test-kee');
    expect(detail).toBe(`topic "product-updates" is not found in this environment (${HINT}; ${DEMO})`);
    expect(detail).not.toContain('test-kee;');
    // The second request finds the same empty environment, and says so again.
    expect(await detailOf(mock, 'ApiKey test-kee', '/v2/topics/team:billing')).toContain(HINT);
  });

  it('names the mistake of a key sent with its scheme twice, without the key', async () => {
    const mock = createStatefulMock();
    const detail = await detailOf(mock, 'ApiKey ApiKey sk_live_SECRET');
    expect(detail).toBe(
      `topic "product-updates" is not found in this environment (${HINT}; the key starts with "ApiKey ": send the key alone after ApiKey; ${DEMO})`,
    );
    expect(detail).not.toContain('sk_live');
  });

  it("adds nothing to a 404 in the demo key's environment, or in a fixture's", async () => {
    const demo = createStatefulMock();
    expect(await detailOf(demo, 'ApiKey test-key', '/v2/topics/nope')).toBe('topic "nope" is not found in this environment');
    const fixture = createStatefulMock({ fixture: { environments: [{ apiKey: 'mine' }] } });
    expect(await detailOf(fixture, 'ApiKey mine')).toBe('topic "product-updates" is not found in this environment');
  });

  it('names no demo key when the demo state is not loaded: a fixture, --empty, or a state loaded since', async () => {
    const fixture = createStatefulMock({ fixture: { environments: [{ apiKey: 'mine' }] } });
    expect(await detailOf(fixture, 'ApiKey other')).toBe(`topic "product-updates" is not found in this environment (${HINT})`);
    const empty = createStatefulMock({ empty: true });
    expect(await detailOf(empty, 'ApiKey test-key')).toBe(`topic "product-updates" is not found in this environment (${HINT})`);
    const loaded = createStatefulMock();
    loaded.load({ environments: [{ apiKey: 'mine' }] });
    expect(await detailOf(loaded, 'ApiKey test-key')).toBe(`topic "product-updates" is not found in this environment (${HINT})`);
    // Reset: the demo state again.
    loaded.reset();
    expect(await detailOf(loaded, 'ApiKey other')).toContain(DEMO);
  });

  it("treats an environment a loaded state names as the state's, not as a new key's", async () => {
    const mock = createStatefulMock();
    await detailOf(mock, 'ApiKey kept');
    mock.load(mock.snapshot());
    expect(await detailOf(mock, 'ApiKey kept')).toBe('topic "product-updates" is not found in this environment');
  });
});
