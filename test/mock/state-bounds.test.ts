// Bounded state: a cap on the records of an environment (a clear 409 when it is reached, the cap in
// the fixture's settings), a GET /__mock/state refused past a size instead of blocking the mock,
// and a 413 at once to a declared Content-Length over the limit.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, FixtureError } from '../../src/mock/index.js';
import { startStatefulMock, type TestStatefulMock } from '../helpers/stateful-mock.js';

const BASE = 'http://mock.test';
const JSON_KEY = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };

const upsert = (mock: ReturnType<typeof createStatefulMock>, key: string) =>
  mock.fetch(`${BASE}/v2/topics`, { method: 'POST', headers: JSON_KEY, body: JSON.stringify({ key }) });

describe('the cap on records per environment', () => {
  it('is a fixture setting: past it, a request that adds records gets a 409 problem naming the setting', async () => {
    const mock = createStatefulMock({ fixture: { settings: { maxResourcesPerEnvironment: 3 }, environments: [{ apiKey: 'test-key' }] } });
    for (const key of ['a', 'b', 'c']) expect((await upsert(mock, key)).status).toBe(200);
    const refused = await upsert(mock, 'd');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      type: 'tag:notification-api-contract,2026:mock/resource-limit',
      operationId: 'upsertTopic',
      detail: expect.stringContaining('maxResourcesPerEnvironment (3)'),
    });
    // Reading and deleting still work, and make room.
    expect((await mock.fetch(`${BASE}/v2/topics/a`, { method: 'DELETE', headers: JSON_KEY })).status).toBe(200);
    expect((await upsert(mock, 'd')).status).toBe(200);
    // Each environment has its own cap.
    const other = await mock.fetch(`${BASE}/v2/topics`, { method: 'POST', headers: { ...JSON_KEY, authorization: 'ApiKey other' }, body: '{"key":"x"}' });
    expect(other.status).toBe(200);
  });

  it('is an option too (the CLI --max-resources), winning over the fixture; a fixture over the cap is refused', async () => {
    const mock = createStatefulMock({ empty: true, maxResourcesPerEnvironment: 1 });
    expect((await upsert(mock, 'a')).status).toBe(200);
    expect((await upsert(mock, 'b')).status).toBe(409);
    expect(() => mock.load({ settings: { maxResourcesPerEnvironment: 5 }, environments: [{ apiKey: 'k', topics: [{ key: 'a' }, { key: 'b' }] }] })).toThrow(
      FixtureError,
    );
    try {
      createStatefulMock({ fixture: { settings: { maxResourcesPerEnvironment: 1 }, environments: [{ apiKey: 'k', topics: [{ key: 'a' }, { key: 'b' }] }] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FixtureError);
      expect((error as FixtureError).pointer).toBe('/environments/0');
    }
    expect(() => createStatefulMock({ fixture: { settings: { maxResourcesPerEnvironment: 0 }, environments: [] } })).toThrow(/maxResourcesPerEnvironment/);
  });
});

describe('GET /__mock/state', () => {
  it('refuses a state over maxStateBytes at once, with a problem; snapshot() still gives it in-process', async () => {
    const mock = createStatefulMock({ empty: true, maxStateBytes: 20_000 });
    for (let i = 0; i < 200; i += 1) await upsert(mock, `topic-${i}`);
    const started = performance.now();
    const refused = await mock.fetch(`${BASE}/__mock/state`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/state-too-large', detail: expect.stringContaining('20000') });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(mock.snapshot().environments[0]!.topics).toHaveLength(200);
  });

  it('gives the state under the limit, equal to snapshot()', async () => {
    const mock = createStatefulMock({ maxStateBytes: 1_000_000, idempotency: 'off' });
    const given = await mock.fetch(`${BASE}/__mock/state`);
    expect(given.status).toBe(200);
    expect(await given.json()).toEqual(mock.snapshot());
  });
});

describe('a declared Content-Length over the limit', () => {
  let mock: TestStatefulMock;
  beforeAll(async () => {
    mock = await startStatefulMock();
  });
  afterAll(() => mock.stop());

  it('is answered 413 at once, before the body is sent', async () => {
    const { hostname, port } = new URL(mock.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let text = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(text);
      }, 3000);
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (text.includes('\r\n\r\n')) {
          clearTimeout(timer);
          socket.destroy();
          resolve(text);
        }
      });
      // 50 MB declared, one byte sent: the rest never comes.
      socket.write(
        `POST /v2/topics HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{`,
      );
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  });
});

describe('one body reader for both shells', () => {
  it('the fetch shell answers 413 to a declared Content-Length over the limit too, without reading the body', async () => {
    const mock = createStatefulMock({ maxBodyBytes: 1000 });
    // A body that never ends: only the declared length can say it is too large.
    const endless = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const request = new Request(`${BASE}/v2/topics`, {
      method: 'POST',
      headers: { ...JSON_KEY, 'content-length': '50000000' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const answer = await Promise.race([mock.fetch(request), new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 2000))]);
    expect(answer === 'waiting' ? answer : answer.status).toBe(413);
  });

  it('keeps a leading BOM for the one BOM rule: one is dropped, a second is refused (the decoder dropped one before)', async () => {
    const mock = createStatefulMock();
    const post = (body: string) => mock.fetch(`${BASE}/v2/topics`, { method: 'POST', headers: JSON_KEY, body });
    expect((await post('\uFEFF{"key":"one-bom"}')).status).toBe(200);
    expect((await post('\uFEFF\uFEFF{"key":"two-boms"}')).status).toBe(400);
  });

  it('both shells read the same bytes the same way: not UTF-8, one byte over, exactly the limit', async () => {
    const mock = createStatefulMock({ maxBodyBytes: 64 });
    const server = await mock.listen({ port: 0 });
    try {
      const bodies: (string | Uint8Array)[] = [
        new Uint8Array([0x7b, 0x22, 0x6b, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
        `{"key":"${'a'.repeat(55)}"}`,
        `{"key":"${'a'.repeat(54)}"}`,
      ];
      const statuses: number[] = [];
      for (const body of bodies) {
        const init = { method: 'POST', headers: JSON_KEY, body } as RequestInit;
        const viaFetch = await mock.fetch(`${BASE}/v2/topics`, init);
        const viaNode = await fetch(`${server.url}/v2/topics`, init);
        const kind = async (response: Response) => `${response.status} ${((await response.json()) as { type?: string }).type ?? 'topic'}`;
        expect(await kind(viaNode)).toBe(await kind(viaFetch));
        statuses.push(viaFetch.status);
      }
      expect(statuses).toEqual([400, 413, 200]);
    } finally {
      await server.close();
    }
  });
});

describe('the Node shell', () => {
  it('hands a repeated header to the contract as the repeat it is (Node drops a second authorization, joins others)', async () => {
    const { request } = await import('node:http');
    const mock = createStatefulMock();
    const server = await mock.listen({ port: 0 });
    const send = (headers: Record<string, string | string[]>, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        const sent = request({ hostname, port, method: body === undefined ? 'GET' : 'POST', path: '/v2/topics', headers }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        sent.on('error', reject);
        sent.end(body);
      });
    try {
      expect(await send({ authorization: ['ApiKey test-key', 'ApiKey other'] })).toBe(401);
      expect(await send({ authorization: 'ApiKey test-key', 'content-type': 'application/json', 'idempotency-key': ['a', 'b'] }, '{"key":"twice"}')).toBe(400);
      expect(await send({ authorization: 'ApiKey test-key' })).toBe(200);
    } finally {
      await server.close();
    }
  });
});
