// The stateful mock as a library: it bundles for the browser with no Node built-in, its options and
// fixtures are checked (errors name the JSON pointer), --seed makes whole answers comparable, and the
// Node shells (handler, listen) bound what a client can make them hold.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createStatefulMock, type Fixture, FixtureError } from '../../src/mock/index.js';
import { repoRoot } from '../helpers/bundle.js';

/** What `run` throws, or undefined. */
const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (caught) {
    return caught;
  }
  return undefined;
};

const KEY = { authorization: 'ApiKey test-key' };

/** `requests` written at once on one connection (the last one closes it): the answers as they came, split. */
function pipeline(url: string, requests: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1', () => socket.write(requests.join('')));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received.split(/(?=HTTP\/1\.1 \d{3} )/)));
    socket.on('error', reject);
    setTimeout(() => reject(new Error(`no end in 5 s: ${JSON.stringify(received)}`)), 5000).unref();
  });
}

describe('the core in a browser', () => {
  it('bundles with esbuild for the browser, importing no Node built-in', async () => {
    const result = await build({
      entryPoints: [join(repoRoot, 'src', 'mock', 'index.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((imported) => imported.path));
    expect(imports.filter((path) => path.startsWith('node:') || /^(http|fs|net|crypto|stream|buffer|path|url|module)$/.test(path))).toEqual([]);
    const code = result.outputFiles[0]!.text;
    // esbuild turns a require it cannot resolve into a call of its __require shim, which throws in a
    // browser. There is none: the strict validators' loader requires "#strict-sets", which is a module
    // without them in a browser bundle (generated/validators/package.json).
    // (Its helper for CommonJS modules is a function __require() too: a call takes an argument.)
    expect([...code.matchAll(/__require\(([^)\n][^\n]*)/g)].map((call) => call[1])).toEqual([]);
    expect(Object.keys(result.metafile.inputs).filter((input) => /(?:\.strict|strict-sets)\.cjs$/.test(input))).toEqual([]);
    expect(code).not.toMatch(/from\s*["']node:/);
    console.log(`browser bundle of notification-api-contract/mock: ${(code.length / 1024).toFixed(0)} KiB unminified`);
  });
});

describe('options', () => {
  it.each([
    [{ seed: -1 }, /seed must be a whole number/],
    [{ seed: 1.5 }, /seed must be a whole number/],
    [{ maxBodyBytes: -1 }, /maxBodyBytes/],
    [{ journalLimit: 'x' }, /journalLimit/],
    [{ empty: true, fixture: { environments: [] } }, /either a fixture or empty/],
  ])('%j is refused with a TypeError', (options, message) => {
    expect(() => createStatefulMock(options as never)).toThrow(message);
  });

  it('--empty starts with no environment: every key gets its own empty one', async () => {
    const mock = createStatefulMock({ empty: true });
    expect(mock.snapshot()).toEqual({ environments: [] });
    expect((await mock.fetch('http://m/v2/topics/team:billing', { headers: KEY })).status).toBe(404);
    expect(mock.snapshot().environments.map((env) => env.apiKey)).toEqual(['test-key']);
  });

  it('strictKeys answers a key the fixture does not name with 401', async () => {
    const mock = createStatefulMock({ strictKeys: true });
    expect((await mock.fetch('http://m/v2/topics/team:billing', { headers: KEY })).status).toBe(200);
    const unknown = await mock.fetch('http://m/v2/topics/team:billing', { headers: { authorization: 'ApiKey nobody' } });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toBe('ApiKey');
    expect(await unknown.json()).toMatchObject({
      type: 'tag:notification-api-contract,2026:mock/unauthorized',
      detail: expect.stringContaining('strict keys'),
    });
    expect(mock.snapshot().environments).toHaveLength(1);
  });

  it('keeps at most journalLimit requests, the latest', async () => {
    const mock = createStatefulMock({ journalLimit: 3 });
    for (let i = 0; i < 10; i += 1) await mock.fetch(`http://m/v2/topics/t${i}`, { headers: KEY });
    expect(mock.requests().map((entry) => entry.path)).toEqual(['/v2/topics/t7', '/v2/topics/t8', '/v2/topics/t9']);
  });
});

describe('bounds', () => {
  it('echoes only a short visible x-correlation-id', async () => {
    const mock = createStatefulMock();
    const echoed = await mock.fetch('http://m/v2/topics/nope', { headers: { ...KEY, 'x-correlation-id': 'req-1' } });
    expect(echoed.headers.get('x-correlation-id')).toBe('req-1');
    const long = await mock.fetch('http://m/v2/topics/nope', { headers: { ...KEY, 'x-correlation-id': 'x'.repeat(300) } });
    expect(long.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps at most 1000 pending faults and 10,000 keyed environments', async () => {
    const mock = createStatefulMock({ empty: true, journalLimit: 0 });
    for (let i = 0; i < 1000; i += 1) mock.fault({ operationId: 'getTopic', status: 500 });
    expect(() => mock.fault({ operationId: 'getTopic', status: 500 })).toThrow(/1000 faults are already waiting/);
    mock.fault(null);
    for (let i = 0; i < 10_000; i += 1) await mock.fetch('http://m/v2/topics/t', { headers: { authorization: `ApiKey k${i}` } });
    const refused = await mock.fetch('http://m/v2/topics/t', { headers: { authorization: 'ApiKey one-more' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ detail: expect.stringContaining('10000 environments') });
  });
});

describe('--seed', () => {
  const session = async (seed: number) => {
    const mock = createStatefulMock({ seed });
    const answers: unknown[] = [];
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await mock.fetch(`http://m${path}`, { ...init, headers: { ...KEY, 'content-type': 'application/json', ...init.headers } });
      answers.push(await response.text());
    };
    await call('/v2/topics', { method: 'POST', body: JSON.stringify({ key: 'news', name: 'News' }) });
    await call('/v1/integrations', { method: 'POST', body: JSON.stringify({ providerId: 'resend', channel: 'email' }) });
    await call('/v1/events/trigger', { method: 'POST', body: JSON.stringify({ name: 'order-shipped', to: { subscriberId: 'new-one' } }) });
    await call('/v2/topics/nope');
    const [trigger] = mock.triggers();
    await call(`/v1/notifications/${trigger!.notificationIds[0]}`);
    answers.push(mock.snapshot(), mock.requests());
    return { mock, answers };
  };

  it('makes the generated ids and the clock deterministic: the same calls give the same answers', async () => {
    const first = await session(42);
    const second = await session(42);
    expect(second.answers).toEqual(first.answers);
    expect(JSON.parse(first.answers[0] as string)).toMatchObject({ createdAt: '2027-01-01T00:00:01.000Z' });
    const other = await session(43);
    expect(other.answers[0]).not.toEqual(first.answers[0]);
  });

  it('starts over on reset, so that each test of a suite sees the same ids', async () => {
    const { mock, answers } = await session(42);
    mock.reset();
    const again = await mock.fetch('http://m/v2/topics', {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'news', name: 'News' }),
    });
    expect(await again.text()).toBe(answers[0]);
  });
});

describe('fixtures', () => {
  const load = (fixture: unknown) => () => createStatefulMock({ fixture: fixture as Fixture });
  const env = (extra: object) => ({ environments: [{ apiKey: 'k', ...extra }] });
  const ID_A = '65a1b2c3d4e5f6a7b8c9d0e1';
  const notificationWith = (_id: string) => ({ _id, _environmentId: 'e', _organizationId: 'o', _subscriberId: 's', transactionId: 't' });

  it.each([
    [{}, '/environments', 'is required'],
    [{ environments: [{}] }, '/environments/0/apiKey', 'is required'],
    [{ environments: [{ apiKey: 'k', topic: [] }] }, '/environments/0/topic', 'is not a field of the fixture format'],
    [env({ topics: [{ key: 'a b' }] }), '/environments/0/topics/0/key', 'must match a schema in anyOf'],
    [env({ topics: [{ key: 'x', name: 'n'.repeat(101) }] }), '/environments/0/topics/0/name', 'must NOT have more than 100 characters'],
    [
      env({ workflows: [{ identifier: 'w', steps: [{ type: 'fax' }] }] }),
      '/environments/0/workflows/0/steps/0/type',
      'must be equal to one of the allowed values',
    ],
    [
      env({ subscribers: [{ subscriberId: 's', channels: [{ providerId: 'fcm' }] }] }),
      '/environments/0/subscribers/0/channels/0',
      'no integration of the environment has the providerId "fcm"',
    ],
    [
      env({ subscribers: [{ subscriberId: 's' }, { subscriberId: 's' }] }),
      '/environments/0/subscribers/1/subscriberId',
      'subscriberId "s" is already used at /environments/0/subscribers/0/subscriberId',
    ],
    [
      env({ topics: [{ key: 't', subscribers: ['ghost'] }] }),
      '/environments/0/topics/0/subscribers/0',
      'no subscriber of the environment has the subscriberId "ghost"',
    ],
    [
      env({
        integrations: [
          { providerId: 'a', channel: 'email', primary: true },
          { providerId: 'b', channel: 'email', primary: true },
        ],
      }),
      '/environments/0/integrations/1/primary',
      'one per channel',
    ],
    [
      env({ subscribers: [{ subscriberId: 's', preferences: { workflows: { nope: { channels: {} } } } }] }),
      '/environments/0/subscribers/0/preferences/workflows/nope',
      'no workflow',
    ],
    [env({ messages: [{ subscriberId: 'ghost', transactionId: 't', channel: 'in_app' }] }), '/environments/0/messages/0/subscriberId', 'no subscriber'],
    [{ environments: [{ apiKey: 'k' }, { apiKey: 'k' }] }, '/environments/1/apiKey', 'apiKey is already used at /environments/0/apiKey'],
    // Each unique field names both places: the pointer of the first is built only for the message.
    [
      {
        environments: [
          { apiKey: 'a', environmentId: ID_A },
          { apiKey: 'b', environmentId: ID_A },
        ],
      },
      '/environments/1/environmentId',
      `environmentId "${ID_A}" is already used at /environments/0/environmentId`,
    ],
    [
      env({
        integrations: [
          { _id: ID_A, providerId: 'a', channel: 'email' },
          { _id: ID_A, providerId: 'b', channel: 'sms' },
        ],
      }),
      '/environments/0/integrations/1/_id',
      `integration _id "${ID_A}" is already used at /environments/0/integrations/0/_id`,
    ],
    [
      env({
        integrations: [
          { identifier: 'i', providerId: 'a', channel: 'email' },
          { identifier: 'i', providerId: 'b', channel: 'sms' },
        ],
      }),
      '/environments/0/integrations/1/identifier',
      'integration identifier "i" is already used at /environments/0/integrations/0/identifier',
    ],
    [
      env({
        workflows: [
          { _id: ID_A, identifier: 'w' },
          { _id: ID_A, identifier: 'v' },
        ],
      }),
      '/environments/0/workflows/1/_id',
      `workflow _id "${ID_A}" is already used at /environments/0/workflows/0/_id`,
    ],
    [
      env({ workflows: [{ identifier: 'w' }, { identifier: 'w' }] }),
      '/environments/0/workflows/1/identifier',
      'workflow identifier "w" is already used at /environments/0/workflows/0/identifier',
    ],
    [
      env({
        subscribers: [
          { subscriberId: 's', _id: ID_A },
          { subscriberId: 't', _id: ID_A },
        ],
      }),
      '/environments/0/subscribers/1/_id',
      `subscriber _id "${ID_A}" is already used at /environments/0/subscribers/0/_id`,
    ],
    [
      env({ topics: [{ key: 't' }, { key: 'u' }, { key: 't' }] }),
      '/environments/0/topics/2/key',
      'topic key "t" is already used at /environments/0/topics/0/key',
    ],
    [
      env({
        topics: [
          { key: 't', _id: ID_A },
          { key: 'u', _id: ID_A },
        ],
      }),
      '/environments/0/topics/1/_id',
      `topic _id "${ID_A}" is already used at /environments/0/topics/0/_id`,
    ],
    [
      env({
        subscribers: [{ subscriberId: 's' }, { subscriberId: 'r' }],
        topics: [
          { key: 't', subscribers: ['r', { subscriberId: 's', _id: ID_A }] },
          { key: 'u', subscribers: [{ subscriberId: 's', _id: ID_A }] },
        ],
      }),
      '/environments/0/topics/1/subscribers/0/_id',
      `subscription _id "${ID_A}" is already used at /environments/0/topics/0/subscribers/1/_id`,
    ],
    [
      env({ subscribers: [{ subscriberId: 's' }], topics: [{ key: 't', subscribers: ['s', 's'] }] }),
      '/environments/0/topics/0/subscribers/1',
      '"s" is already subscribed to this topic',
    ],
    [env({ tenants: ['x', { identifier: 'x' }] }), '/environments/0/tenants/1', 'tenant identifier "x" is already used at /environments/0/tenants/0'],
    [
      env({ notifications: [notificationWith(ID_A), notificationWith(ID_A)] }),
      '/environments/0/notifications/1/_id',
      `notification _id "${ID_A}" is already used at /environments/0/notifications/0/_id`,
    ],
    [
      env({
        subscribers: [{ subscriberId: 's' }],
        messages: [
          { _id: ID_A, subscriberId: 's', transactionId: 't', channel: 'in_app' },
          { _id: ID_A, subscriberId: 's', transactionId: 't', channel: 'in_app' },
        ],
      }),
      '/environments/0/messages/1/_id',
      `message _id "${ID_A}" is already used at /environments/0/messages/0/_id`,
    ],
  ])('refuses %j, naming the pointer %s', (fixture, pointer, reason) => {
    const error = thrownBy(load(fixture));
    expect(error).toBeInstanceOf(FixtureError);
    expect((error as FixtureError).pointer).toBe(pointer);
    expect((error as FixtureError).reason).toContain(reason);
    expect((error as FixtureError).message).toBe(`fixture ${pointer}: ${(error as FixtureError).reason}`);
  });

  // Review 12c F3: the key may be a real one, and these messages reach CI logs and test output.
  it('never quotes an apiKey: not in a FixtureError, nor in the answer of PUT /__mock/state', async () => {
    const fixture = { environments: [{ apiKey: 'sk_live_SUPERSECRET_1' }, { apiKey: 'sk_live_SUPERSECRET_1' }] };
    const error = thrownBy(load(fixture));
    expect(error).toBeInstanceOf(FixtureError);
    expect((error as FixtureError).message).toBe('fixture /environments/1/apiKey: apiKey is already used at /environments/0/apiKey');
    const answer = await createStatefulMock().fetch('http://m/__mock/state', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fixture),
    });
    expect(answer.status).toBe(400);
    const text = await answer.text();
    expect(text).toContain('apiKey is already used at /environments/0/apiKey');
    expect(text).not.toContain('SUPERSECRET');
  });

  it("takes the issue's example fixture, generating the ids and timestamps it leaves out", async () => {
    const mock = createStatefulMock({
      fixture: {
        environments: [
          {
            apiKey: 'test-key',
            environmentId: 'env-1',
            organizationId: 'org-1',
            subscribers: [{ subscriberId: 's1', firstName: 'Ann', email: 'ann@example.com' }],
            topics: [{ key: 'news', name: 'News', subscribers: ['s1'] }],
            integrations: [{ providerId: 'sendgrid', channel: 'email', active: true, primary: true }],
            workflows: [{ identifier: 'welcome', name: 'Welcome', active: true, steps: [{ type: 'in_app' }, { type: 'email' }] }],
            tenants: ['acme'],
          },
        ],
      },
    });
    const topic = (await (await mock.fetch('http://m/v2/topics/news', { headers: KEY })).json()) as Record<string, string>;
    expect(topic).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      key: 'news',
      name: 'News',
      createdAt: expect.any(String),
      updatedAt: topic.createdAt,
    });
    const trigger = await mock.fetch('http://m/v1/events/trigger', {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'welcome', to: { type: 'Topic', topicKey: 'news' }, tenant: 'acme' }),
    });
    expect(await trigger.json()).toMatchObject({ status: 'processed' });
    expect(mock.triggers()[0]).toMatchObject({ subscriberIds: ['s1'], environmentId: 'env-1' });
  });

  it('the demo fixture matches the shipped schema, and load() keeps the state when it refuses one', () => {
    const mock = createStatefulMock();
    const before = mock.snapshot();
    expect(() => mock.load({ environments: [{ apiKey: 'x', topics: [{ key: '' }] }] })).toThrow(FixtureError);
    expect(mock.snapshot()).toEqual(before);
    mock.load(before);
    expect(mock.snapshot()).toEqual(before);
  });

  it('a fault rule is checked', () => {
    const mock = createStatefulMock();
    expect(() => mock.fault({ operationId: 'nope', status: 500 })).toThrow(/operationId must be one of/);
    // The operation meant is named first (review 28b).
    expect(() => mock.fault({ operationId: 'getTopc', status: 500 })).toThrow(/got "getTopc" \(did you mean "getTopic"\?\); they are /);
    expect(() => mock.fault({ operationId: 'getTopic', status: 42 })).toThrow(/status must be a final HTTP status code/);
    expect(() => mock.fault({ operationId: 'getTopic' })).toThrow(/needs a status, a delayMs, or both/);
    expect(mock.fault({ operationId: 'getTopic', status: 503, times: 2 })).toEqual([{ operationId: 'getTopic', status: 503, times: 2 }]);
    expect(mock.fault(null)).toEqual([]);
    // A field it does not have is refused, naming the one meant: dropped, `delay` gave an immediate 503 (review 27b F3).
    expect(() => mock.fault({ operationId: 'getTopic', status: 503, delay: 2000 } as never)).toThrow(
      'fault: a fault has no field "delay" (did you mean "delayMs"?); its fields are operationId, status, body, delayMs, times, apiKey',
    );
    expect(() => mock.fault({ operationId: 'getTopic', status: 503, once: true } as never)).toThrow(/^fault: a fault has no field "once"; its fields are/);
    expect(mock.fault(null)).toEqual([]);
  });

  // Review 27b F2: tests that share one server, each with its own key, faulted each other's requests.
  it('a fault with an apiKey meets the requests sent with that key alone', async () => {
    const mock = createStatefulMock();
    const get = (key: string) => mock.fetch('http://mock.test/v2/topics/product-updates', { headers: { authorization: `ApiKey ${key}` } });
    mock.fault({ operationId: 'getTopic', status: 503, apiKey: 'worker-b-key', times: 2 });
    expect(mock.fault({ operationId: 'getTopic', status: 418 })).toEqual([
      { operationId: 'getTopic', status: 503, apiKey: 'worker-b-key', times: 2 },
      { operationId: 'getTopic', status: 418, times: 1 },
    ]);
    // Another key passes over the keyed fault, and meets the one for every key.
    expect((await get('worker-a-key')).status).toBe(418);
    expect((await get('worker-a-key')).status).toBe(404);
    expect((await get('test-key')).status).toBe(200);
    expect([(await get('worker-b-key')).status, (await get('worker-b-key')).status, (await get('worker-b-key')).status]).toEqual([503, 503, 404]);
    expect(() => mock.fault({ operationId: 'getTopic', status: 503, apiKey: ' ' })).toThrow(/^fault: apiKey must be the API key of the requests to fault/);
    expect(() => mock.fault({ operationId: 'getTopic', status: 503, apiKey: 5 } as never)).toThrow(/apiKey must be/);
  });

  it('a fault rule sent to POST /__mock/faults is checked alike: 400, naming the field', async () => {
    const mock = createStatefulMock();
    const answer = await mock.fetch('http://mock.test/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'getTopic', status: 503, count: 3 }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('a fault has no field \\"count\\"');
    expect(mock.fault(null)).toEqual([]);
  });
});

describe('the Node shells', () => {
  async function serve(options?: Parameters<typeof createStatefulMock>[0]) {
    const mock = createStatefulMock(options);
    const server = createServer(mock.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { mock, url: `http://127.0.0.1:${port}`, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  /** Sends `head` then `chunks` over a raw socket and resolves with what came back and when. */
  function raw(port: number, head: string, chunks: Buffer[] = []): Promise<{ text: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1');
      let text = '';
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer in 5 s: ${JSON.stringify(text)}`));
      }, 5000);
      socket.on('connect', () => {
        socket.write(head);
        for (const chunk of chunks) socket.write(chunk);
      });
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (/\r\n\r\n/.test(text)) {
          const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0);
          if (Buffer.byteLength(text.slice(text.indexOf('\r\n\r\n') + 4)) >= length) {
            clearTimeout(timer);
            socket.destroy();
            resolve({ text, ms: performance.now() - started });
          }
        }
      });
      socket.on('error', (error) => {
        clearTimeout(timer);
        if (text) resolve({ text, ms: performance.now() - started });
        else reject(error);
      });
    });
  }

  it('handler works in a server of your own, with framed answers', async () => {
    const server = await serve();
    try {
      const response = await fetch(`${server.url}/v2/topics/team:billing`, { headers: KEY });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(await response.clone().text())));
      expect(await response.json()).toMatchObject({ key: 'team:billing' });
      const created = await fetch(`${server.url}/v2/topics`, {
        method: 'POST',
        headers: { ...KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'ünïcode', name: 'Ünïcode ✓' }),
      });
      expect(created.status).toBe(400);
      const named = await fetch(`${server.url}/v2/topics`, {
        method: 'POST',
        headers: { ...KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'u', name: 'Ünïcode ✓' }),
      });
      expect(await named.json()).toMatchObject({ name: 'Ünïcode ✓' });
    } finally {
      await server.close();
    }
  });

  it('frames every answer with its own Content-Length, though heads of shared headers are reused (300 lengths, non-ASCII, problems)', async () => {
    const server = await serve();
    try {
      const expectFramed = async (response: Response, type: string) => {
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(response.headers.get('content-length')).toBe(String(bytes.length));
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        return JSON.parse(bytes.toString('utf8')) as { name?: string; status?: number };
      };
      // 298 body lengths, more than the head cache keeps per header object (256): it is emptied and
      // refilled. A name of at most 100 characters takes `bytes` UTF-8 bytes with three-byte ticks.
      for (let bytes = 0; bytes < 298; bytes += 1) {
        const ticks = bytes > 100 ? Math.ceil((bytes - 100) / 2) : 0;
        const name = 'n'.repeat(bytes - 3 * ticks) + '✓'.repeat(ticks);
        const key = `len-${String(bytes).padStart(3, '0')}`;
        const sent = { ...KEY, 'content-type': 'application/json' };
        const created = await fetch(`${server.url}/v2/topics`, { method: 'POST', headers: sent, body: JSON.stringify({ key, name }) });
        expect((await expectFramed(created, 'application/json')).name).toBe(name);
        const read = await fetch(`${server.url}/v2/topics/${key}`, { headers: KEY });
        expect((await expectFramed(read, 'application/json')).name).toBe(name);
      }
      const missing = await fetch(`${server.url}/v2/topics/none-such`, { headers: KEY });
      expect(missing.status).toBe(404);
      expect((await expectFramed(missing, 'application/problem+json')).status).toBe(404);
      const { text } = await raw(
        server.port,
        'POST /v2/topics HTTP/1.1\r\nHost: m\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n',
      );
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(text.match(/\r\nconnection: /gi)).toHaveLength(1);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
    } finally {
      await server.close();
    }
  });

  it('answers a body over the limit with 413 at once, without reading the rest', async () => {
    const server = await serve({ maxBodyBytes: 1024 });
    try {
      // Announces 10 MB, sends 2 KB, and waits: the answer must not wait for the rest.
      const { text, ms } = await raw(
        server.port,
        'POST /v2/topics HTTP/1.1\r\nHost: m\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n',
        [Buffer.alloc(2048, 'x')],
      );
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).toMatch(/content-type: application\/problem\+json/i);
      expect(ms).toBeLessThan(1000);
    } finally {
      await server.close();
    }
  });

  it('answers malformed JSON and invalid UTF-8 with 400 problems', async () => {
    const server = await serve();
    try {
      const send = (body: Buffer) =>
        raw(
          server.port,
          `POST /v2/topics HTTP/1.1\r\nHost: m\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
          [body],
        );
      const malformed = await send(Buffer.from('{"key": "news",'));
      expect(malformed.text).toMatch(/^HTTP\/1\.1 400 /);
      expect(malformed.text).toContain('"keyword":"json"');
      const notUtf8 = await send(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
      expect(notUtf8.text).toMatch(/^HTTP\/1\.1 400 /);
    } finally {
      await server.close();
    }
  });

  it("listen()'s server answers pipelined requests with and without a body, in order, on one connection", async () => {
    const mock = createStatefulMock();
    const running = await mock.listen({ port: 0 });
    try {
      const body = JSON.stringify({ key: 'piped', name: 'Piped' });
      const chunked = JSON.stringify({ key: 'chunked', name: 'Chunked' });
      const head = 'Host: m\r\nAuthorization: ApiKey test-key\r\n';
      // Bodyless requests (no Content-Length, no Transfer-Encoding) between ones with a body: each is
      // answered, in order, and no request's bytes are taken for another's body. (The order of their
      // effects is the test below.)
      const requests = [
        `GET /v2/topics/team:billing HTTP/1.1\r\n${head}\r\n`,
        `POST /v2/topics HTTP/1.1\r\n${head}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        `DELETE /v2/topics/none-such HTTP/1.1\r\n${head}\r\n`,
        `POST /v2/topics HTTP/1.1\r\n${head}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunked.length.toString(16)}\r\n${chunked}\r\n0\r\n\r\n`,
        `GET /v2/topics/team:billing HTTP/1.1\r\n${head}Connection: close\r\n\r\n`,
      ];
      const answers = await pipeline(running.url, requests);
      expect(answers.map((answer) => Number(answer.slice(9, 12)))).toEqual([200, 200, 404, 200, 200]);
      for (const answer of answers) {
        const [answerHead = '', answerBody = ''] = answer.split('\r\n\r\n');
        expect(Number(/\r\ncontent-length: (\d+)/i.exec(answerHead)?.[1])).toBe(Buffer.byteLength(answerBody));
      }
      expect(answers.map((answer) => /"key":"([^"]+)"/.exec(answer)?.[1] ?? null)).toEqual(['team:billing', 'piped', null, 'chunked', 'team:billing']);
      expect(mock.requests()).toHaveLength(5);
      for (const key of ['piped', 'chunked']) expect((await mock.fetch(`http://m/v2/topics/${key}`, { headers: KEY })).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  // RFC 9112 §9.3.2: only safe methods may be processed in parallel. node:http hands the server a
  // pipelined request as soon as it is parsed, while the one before may still be reading its body.
  it("listen()'s server runs pipelined requests one after another: each sees the effects of those before it", async () => {
    const mock = createStatefulMock();
    const running = await mock.listen({ port: 0 });
    try {
      const head = 'Host: m\r\nAuthorization: ApiKey test-key\r\n';
      const json = (value: unknown) => JSON.stringify(value);
      const created = json({ key: 'piped', name: 'Piped' });
      const renamed = json({ name: 'Renamed' });
      const chunked = json({ key: 'chunked', name: 'Chunked' });
      const requests = [
        `POST /v2/topics HTTP/1.1\r\n${head}Content-Type: application/json\r\nContent-Length: ${created.length}\r\n\r\n${created}`,
        `GET /v2/topics/piped HTTP/1.1\r\n${head}\r\n`,
        `PATCH /v2/topics/piped HTTP/1.1\r\n${head}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${renamed.length.toString(16)}\r\n${renamed}\r\n0\r\n\r\n`,
        `GET /v2/topics/piped HTTP/1.1\r\n${head}\r\n`,
        `DELETE /v2/topics/piped HTTP/1.1\r\n${head}\r\n`,
        `GET /v2/topics/piped HTTP/1.1\r\n${head}\r\n`,
        `POST /v2/topics HTTP/1.1\r\n${head}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunked.length.toString(16)}\r\n${chunked}\r\n0\r\n\r\n`,
        `GET /v2/topics/chunked HTTP/1.1\r\n${head}Connection: close\r\n\r\n`,
      ];
      const answers = await pipeline(running.url, requests);
      const statuses = answers.map((answer) => Number(answer.slice(9, 12)));
      const names = answers.map((answer) => /"name":"([^"]+)"/.exec(answer)?.[1] ?? null);
      // What the same requests get one at a time, each after the answer to the one before.
      const alone: { statuses: number[]; names: (string | null)[] } = { statuses: [], names: [] };
      const sequential = createStatefulMock();
      for (const raw of requests) {
        const [start = '', rest = ''] = raw.split('\r\n\r\n');
        const [method = '', target = ''] = start.split(' ');
        const body = /Transfer-Encoding: chunked/.test(start) ? rest.split('\r\n')[1] : rest || undefined;
        const answer = await sequential.fetch(`http://m${target}`, {
          method,
          headers: { ...KEY, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body }),
        });
        alone.statuses.push(answer.status);
        alone.names.push(/"name":"([^"]+)"/.exec(await answer.text())?.[1] ?? null);
      }
      expect(alone.names).toEqual(['Piped', 'Piped', 'Renamed', 'Renamed', null, null, 'Chunked', 'Chunked']);
      expect(alone.statuses[5]).toBe(404);
      expect({ statuses, names }).toEqual(alone);
    } finally {
      await running.close();
    }
  });

  it('listen() resolves with a url and a close() that frees the port', async () => {
    const mock = createStatefulMock();
    const running = await mock.listen({ port: 0 });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${running.url}/v2/topics/team:billing`, { headers: KEY })).status).toBe(200);
    await running.close();
    await expect(fetch(`${running.url}/v2/topics/team:billing`, { headers: KEY })).rejects.toThrow();
  });

  it('answers CORS preflights, and lets browsers read the answers', async () => {
    const mock = createStatefulMock();
    const preflight = await mock.fetch('http://m/v2/topics', {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    const answer = await mock.fetch('http://m/v2/topics/team:billing', { headers: KEY });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the source', () => {
  it('has no file under src/mock over 400 lines: each part of the engine is its own file', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const folder = join(repoRoot, 'src', 'mock');
    const long = readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => [name, readFileSync(join(folder, name), 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 400);
    expect(long).toEqual([]);
  });

  it('imports nothing from src/proxy', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const folder = join(repoRoot, 'src', 'mock');
    const importers = readdirSync(folder).filter((name) => /from '\.\.\/proxy\//.test(readFileSync(join(folder, name), 'utf8')));
    expect(importers).toEqual([]);
  });
});
