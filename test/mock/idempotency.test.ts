// Idempotency keys as the IETF idempotency-key draft has them: honoured on POST and PATCH only, an
// empty key is no key, a reuse with another request is a 422 naming the first one's operation, a
// reuse while the first is in flight a 409; a body's hash is kept, never the body; and
// `--idempotency off` (option, fixture setting, control API, CLI flag) for generated suites.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashBody, hashBodyNow } from '../../src/mock/idempotency.js';
import { createStatefulMock, type StatefulMock } from '../../src/mock/index.js';
import { serverTarget, type Target } from './helpers.js';

const BASE = 'http://mock.test';
const KEY = { authorization: 'ApiKey test-key' };
const JSON_KEY = { ...KEY, 'content-type': 'application/json' };

function call(mock: StatefulMock, method: string, path: string, options: { key?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...JSON_KEY };
  if (options.key !== undefined) headers['idempotency-key'] = options.key;
  return mock.fetch(`${BASE}${path}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
}

describe('which requests a key applies to', () => {
  it('a GET with a key is served fresh: the topic renamed in between shows its new name', async () => {
    const mock = createStatefulMock();
    expect((await call(mock, 'POST', '/v2/topics', { body: { key: 'news', name: 'Old' } })).status).toBe(200);
    const first = await call(mock, 'GET', '/v2/topics/news', { key: 'K1' });
    expect(await first.json()).toMatchObject({ name: 'Old' });
    expect((await call(mock, 'PATCH', '/v2/topics/news', { body: { name: 'New' } })).status).toBe(200);
    const again = await call(mock, 'GET', '/v2/topics/news', { key: 'K1' });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await again.json()).toMatchObject({ name: 'New' });
  });

  it('a DELETE with a key is served fresh: the second one deletes the topic created again', async () => {
    const mock = createStatefulMock();
    await call(mock, 'POST', '/v2/topics', { body: { key: 'gone' } });
    expect((await call(mock, 'DELETE', '/v2/topics/gone', { key: 'D1' })).status).toBe(200);
    await call(mock, 'POST', '/v2/topics', { body: { key: 'gone' } });
    const again = await call(mock, 'DELETE', '/v2/topics/gone', { key: 'D1' });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((await call(mock, 'GET', '/v2/topics/gone')).status).toBe(404);
  });

  it('an empty key is no key: two different POSTs with `idempotency-key:` are both run', async () => {
    const mock = createStatefulMock();
    const one = await call(mock, 'POST', '/v2/topics', { key: '', body: { key: 'a' } });
    const two = await call(mock, 'POST', '/v2/topics', { key: '', body: { key: 'b' } });
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.headers.get('idempotent-replayed')).toBeNull();
    expect(await two.json()).toMatchObject({ key: 'b' });
  });

  it('a PATCH with the same key and body replays the first answer', async () => {
    const mock = createStatefulMock();
    await call(mock, 'POST', '/v2/topics', { body: { key: 'p', name: 'one' } });
    const first = await call(mock, 'PATCH', '/v2/topics/p', { key: 'P1', body: { name: 'two' } });
    await call(mock, 'PATCH', '/v2/topics/p', { body: { name: 'three' } });
    const replay = await call(mock, 'PATCH', '/v2/topics/p', { key: 'P1', body: { name: 'two' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect(await (await call(mock, 'GET', '/v2/topics/p')).json()).toMatchObject({ name: 'three' });
  });
});

describe("as the service's IdempotencyInterceptor compares bodies and bounds keys", () => {
  const raw = (mock: StatefulMock, key: string, body: string) =>
    mock.fetch(`${BASE}/v2/topics`, { method: 'POST', headers: { ...JSON_KEY, 'idempotency-key': key }, body });

  it('compares the parsed body serialized again: other whitespace or escapes replay, members in another order do not', async () => {
    const mock = createStatefulMock();
    expect((await raw(mock, 'W1', '{"key":"ws","name":"A"}')).status).toBe(200);
    for (const same of ['{ "key": "ws",\n  "name": "A" }\n', '{"key":"\\u0077s","name":"A"}', '{"key":"ws","name":"B","name":"A"}']) {
      const again = await raw(mock, 'W1', same);
      expect(again.status, same).toBe(200);
      expect(again.headers.get('idempotent-replayed'), same).toBe('true');
    }
    // JSON.stringify keeps the members in the order they came: another order is another body.
    expect((await raw(mock, 'W1', '{"name":"A","key":"ws"}')).status).toBe(422);
  });

  it('refuses a key longer than 255 characters with a 400, and keeps nothing of it', async () => {
    const mock = createStatefulMock();
    expect((await raw(mock, 'k'.repeat(255), '{"key":"at-limit"}')).status).toBe(200);
    const long = 'k'.repeat(256);
    const refused = await raw(mock, long, '{"key":"too-long"}');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      type: 'tag:notification-api-contract,2026:mock/idempotency-key-too-long',
      detail: 'the idempotency-key has 256 characters; the service takes at most 255',
      operationId: 'upsertTopic',
    });
    expect((await call(mock, 'GET', '/v2/topics/too-long')).status).toBe(404);
    expect((await raw(mock, 'x'.repeat(7000), '{"key":"too-long"}')).status).toBe(400);
    // Where no key is honoured (a GET, or idempotency off), its length does not matter either.
    expect((await call(mock, 'GET', '/v2/topics/at-limit', { key: long })).status).toBe(200);
    expect((await raw(createStatefulMock({ idempotency: 'off' }), long, '{"key":"t"}')).status).toBe(200);
  });
});

describe('a key reused', () => {
  it('with another method, path or body: 422, naming the first request operation', async () => {
    const mock = createStatefulMock();
    expect((await call(mock, 'POST', '/v2/topics', { key: 'R1', body: { key: 'r' } })).status).toBe(200);
    for (const [method, path, body] of [
      ['PATCH', '/v2/topics/r', { name: 'x' }],
      ['POST', '/v2/topics?x=1', { key: 'r' }],
      ['POST', '/v2/topics', { key: 'other' }],
    ] as const) {
      const reused = await call(mock, method, path, { key: 'R1', body });
      expect(reused.status).toBe(422);
      const problem = (await reused.json()) as { type: string; detail: string };
      expect(problem.type).toBe('tag:notification-api-contract,2026:mock/idempotency-key-reused');
      expect(problem.detail).toContain('upsertTopic');
    }
  });

  it('while the first request is still in flight: 409; once it is answered, a replay', async () => {
    const mock = createStatefulMock();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mock.use('upsertTopic', async ({ builtIn }) => {
      await gate;
      return builtIn();
    });
    const first = call(mock, 'POST', '/v2/topics', { key: 'F1', body: { key: 'slow' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await call(mock, 'POST', '/v2/topics', { key: 'F1', body: { key: 'slow' } });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      type: 'tag:notification-api-contract,2026:mock/idempotency-key-in-flight',
      detail: expect.stringContaining('upsertTopic'),
    });
    release();
    expect((await first).status).toBe(200);
    const third = await call(mock, 'POST', '/v2/topics', { key: 'F1', body: { key: 'slow' } });
    expect(third.status).toBe(200);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
  });

  it('while the first request waits on a delay fault (a slow service): 409, and the first is answered as itself, not as a replay', async () => {
    const mock = createStatefulMock();
    mock.fault({ operationId: 'triggerEvent', delayMs: 300 });
    const body = { name: 'order-shipped', to: 'user-1' };
    const started = Date.now();
    const first = call(mock, 'POST', '/v1/events/trigger', { key: 'R1', body });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const retry = await call(mock, 'POST', '/v1/events/trigger', { key: 'R1', body });
    expect(retry.status).toBe(409);
    expect((await retry.json()).type).toBe('tag:notification-api-contract,2026:mock/idempotency-key-in-flight');
    const answered = await first;
    expect(answered.status).toBe(201);
    expect(answered.headers.get('idempotent-replayed')).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(mock.triggers()).toHaveLength(1);
  });

  it('a delay fault delays every answer, a refusal included', async () => {
    const mock = createStatefulMock();
    mock.fault({ operationId: 'getTopic', delayMs: 200 });
    const started = Date.now();
    const refused = await mock.fetch(`${BASE}/v2/topics/news`, { headers: { authorization: 'Bearer nope' } });
    expect(refused.status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  // The bound is per key: 100 MB for 3,000 keys, about 33 KB a key, where a kept body is 1 MB. 600 keys
  // (600 MB of bodies) hold the mock to that same bound, 20 MB, at a fifth of the CPU.
  it('keeps a hash of each body, not the body: 600 POSTs of 1 MB with distinct keys leave the heap under 20 MB larger (33 KB a key)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const mock = createStatefulMock({ empty: true });
    const POSTS = 600;
    const padding = 'x'.repeat(1_000_000);
    const used = () => {
      gc();
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.arrayBuffers;
    };
    const before = used();
    for (let i = 0; i < POSTS; i += 1) {
      const response = await mock.fetch(`${BASE}/v2/topics`, {
        method: 'POST',
        headers: { ...JSON_KEY, 'idempotency-key': `big-${i}` },
        body: `{"key":"t${i % 10}","padding":"${padding}"}`,
      });
      if (response.status !== 200) throw new Error(`POST ${i} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
    const growth = used() - before;
    console.log(`heap growth after ${POSTS} keyed POSTs of 1 MB: ${(growth / 1024 / 1024).toFixed(1)} MB`);
    // The keys are still kept (and the mock still referenced, so the measure above included it).
    const replay = await mock.fetch(`${BASE}/v2/topics`, {
      method: 'POST',
      headers: { ...JSON_KEY, 'idempotency-key': `big-${POSTS - 1}` },
      body: `{"key":"t${(POSTS - 1) % 10}","padding":"${padding}"}`,
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(growth).toBeLessThan((POSTS * 100 * 1024 * 1024) / 3000);
  }, 120_000);
});

describe("a body's hash", () => {
  it("is WebCrypto's SHA-256 whether it is computed at once (Node) or awaited: text, a BOM, non-ASCII, a lone surrogate, bytes", async () => {
    const bodies = ['{"key":"news"}', '\ufeff{"key":"news"}', '{"name":"Équipe ✓ 😀"}', '{"name":"\ud800x"}', new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), ''];
    for (const body of bodies) {
      const now = hashBodyNow(body);
      expect(now).toMatch(/^[0-9a-f]{64}$/);
      expect(now).toBe(await hashBody(body));
    }
    expect(hashBodyNow(undefined)).toBe(await hashBody(undefined));
  });
});

describe('idempotency off', () => {
  async function constantKeySuite(mock: Pick<StatefulMock, 'fetch'>): Promise<number[]> {
    const statuses: number[] = [];
    for (const body of [{ key: 'one' }, { key: 'two' }])
      statuses.push((await call(mock as StatefulMock, 'POST', '/v2/topics', { key: 'constant', body })).status);
    return statuses;
  }

  it('is on by default: the second request with the constant key is refused', async () => {
    expect(await constantKeySuite(createStatefulMock())).toEqual([200, 422]);
  });

  it('as an option, a fixture setting and a control-API setting', async () => {
    expect(await constantKeySuite(createStatefulMock({ idempotency: 'off' }))).toEqual([200, 200]);
    const fromFixture = createStatefulMock({ fixture: { settings: { idempotency: 'off' }, environments: [{ apiKey: 'test-key' }] } });
    expect(await constantKeySuite(fromFixture)).toEqual([200, 200]);
    expect(fromFixture.snapshot().settings).toEqual({ idempotency: 'off' });
    const controlled = createStatefulMock();
    const patched = await controlled.fetch(`${BASE}/__mock/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"idempotency":"off"}',
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ idempotency: 'off' });
    expect(await constantKeySuite(controlled)).toEqual([200, 200]);
    expect(controlled.settings()).toMatchObject({ idempotency: 'off' });
  });

  it('refuses a bad setting with a problem naming it', async () => {
    const mock = createStatefulMock();
    const bad = await mock.fetch(`${BASE}/__mock/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"idempotency":"maybe"}',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/idempotency must be "on" or "off"/);
    expect(() => createStatefulMock({ idempotency: 'no' as 'off' })).toThrow(/idempotency must be/);
  });

  describe('as the CLI flag --idempotency off', () => {
    let target: Target;
    beforeAll(async () => {
      target = await serverTarget(['--idempotency', 'off']);
    });
    afterAll(() => target.close());

    it('lets a constant key through', async () => {
      const statuses: number[] = [];
      for (const key of ['c1', 'c2'])
        statuses.push(
          (await target.raw('/v2/topics', { method: 'POST', headers: { ...JSON_KEY, 'idempotency-key': 'same' }, body: JSON.stringify({ key }) })).status,
        );
      expect(statuses).toEqual([200, 200]);
      expect(target.violations).toEqual([]);
    });
  });
});
