// Review 12a F8: a mock for a service mounted under a prefix. The client, the validator, the proxy and
// validate-traffic take a base path; the mock takes one too (`basePath`, `--base-path`), by the one
// rule of src/http/base-path.ts, through the validator's routeRequest. The control API stays at the
// root. Unknown options of createStatefulMock are refused instead of ignored.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMockArgs } from '../../src/cli/mock.js';
import { createNotificationClient } from '../../src/client/index.js';
import { createStatefulMock, type StatefulMock, type StatefulMockOptions } from '../../src/mock/index.js';

const KEY = { authorization: 'ApiKey test-key' };

describe('createStatefulMock({ basePath })', () => {
  it('serves a client whose baseUrl has the prefix, through mock.fetch', async () => {
    const mock = createStatefulMock({ seed: 1, basePath: '/api' });
    const client = createNotificationClient({ baseUrl: 'https://api.example.com/api', apiKey: 'test-key', fetch: mock.fetch });
    const found = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'product-updates' } } });
    expect(found.response.status).toBe(200);
    expect(found.data).toMatchObject({ key: 'product-updates' });
    expect(mock.requests().at(-1)).toMatchObject({ operationId: 'getTopic', path: '/api/v2/topics/product-updates', status: 200 });
  });

  it.each(['/v2/topics/product-updates', '/apix/v2/topics/product-updates', '/other/v2/topics/product-updates', '/api'])(
    'answers a path outside the prefix, or no operation under it, with the usual 404: %s',
    async (path) => {
      const mock = createStatefulMock({ basePath: '/api' });
      const answer = await mock.fetch(`http://mock.test${path}`, { headers: KEY });
      expect(answer.status).toBe(404);
      expect((await answer.json()).type).toMatch(/no-such-operation$/);
    },
  );

  it('keeps the control API at the root: /__mock/ answers, the prefixed path is a 404', async () => {
    const mock = createStatefulMock({ basePath: '/api' });
    expect((await mock.fetch('http://mock.test/__mock/settings')).status).toBe(200);
    expect((await mock.fetch('http://mock.test/api/__mock/settings')).status).toBe(404);
  });

  it('judges a preflight as the route below the prefix', async () => {
    const mock = createStatefulMock({ basePath: '/api/' });
    const preflight = (path: string) =>
      mock.fetch(`http://mock.test${path}`, { method: 'OPTIONS', headers: { origin: 'http://app.example', 'access-control-request-method': 'POST' } });
    expect((await preflight('/api/v2/topics')).status).toBe(204);
    expect((await preflight('/v2/topics')).status).toBe(404);
  });

  it('takes "/" (and none) as no prefix', async () => {
    for (const options of [{ basePath: '/' }, {}] as StatefulMockOptions[]) {
      const answer = await createStatefulMock(options).fetch('http://mock.test/v2/topics/product-updates', { headers: KEY });
      expect(answer.status).toBe(200);
    }
  });

  it.each([['api'], [''], ['/a b'], ['/a/../b'], ['/a?x'], [42]])('refuses basePath %j with a TypeError, by the shared rule', (basePath) => {
    expect(() => createStatefulMock({ basePath } as unknown as StatefulMockOptions)).toThrow(
      /^createStatefulMock: basePath must be a path that starts with "\/"/,
    );
  });
});

describe('over a socket: listen() (the front and node:http) and a server of the user’s own (mock.handler)', () => {
  let mock: StatefulMock;
  let own: Awaited<ReturnType<StatefulMock['listen']>>;
  let server: Server;
  let handlerUrl: string;
  beforeAll(async () => {
    mock = createStatefulMock({ basePath: '/api' });
    own = await mock.listen({ port: 0 });
    server = createServer(mock.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    handlerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await own.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers below the prefix, 404 outside it', async () => {
    for (const url of [own.url, handlerUrl]) {
      expect((await fetch(`${url}/api/v2/topics/product-updates`, { headers: KEY })).status, url).toBe(200);
      expect((await fetch(`${url}/v2/topics/product-updates`, { headers: KEY })).status, url).toBe(404);
      expect((await fetch(`${url}/__mock/settings`)).status, url).toBe(200);
    }
  });
});

describe('the options of createStatefulMock', () => {
  it('refuses an unknown option with a TypeError naming it, instead of ignoring it', () => {
    expect(() => createStatefulMock({ basepath: '/api' } as unknown as StatefulMockOptions)).toThrow(
      /^createStatefulMock: unknown option "basepath" \(did you mean "basePath"\?\); the options are .*basePath/,
    );
    expect(() => createStatefulMock({ port: 1, fixtures: {} } as unknown as StatefulMockOptions)).toThrow(
      /unknown options "port", "fixtures" \(did you mean "fixture"\?\);/,
    );
  });
});

describe('mock --base-path', () => {
  it('is read by the shared rule, and is an option of the stateful mock only', () => {
    expect(parseMockArgs(['--base-path', '/api/'], {})).toMatchObject({ engine: 'stateful', basePath: '/api' });
    expect(parseMockArgs(['--base-path', '/'], {})).toMatchObject({ basePath: undefined });
    expect(parseMockArgs([], {})).toMatchObject({ basePath: undefined });
    expect(() => parseMockArgs(['--base-path', 'api'], {})).toThrow(/^--base-path must be a path that starts with "\/"/);
    expect(() => parseMockArgs(['--prism', '--base-path', '/api'], {})).toThrow(/--base-path is an option of the stateful mock/);
  });
});
