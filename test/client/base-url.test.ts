// The base URL a request is built on: the client's own or one a call gives (openapi-fetch's per-call
// `baseUrl`), the same rule for both, and validateResponses removing its path at a segment boundary.
import type { Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { ContractViolationError, createNotificationClient } from '../../src/client.js';
import { fakeService, successOf } from './fake-service.js';

const topic = successOf('getTopic').body;
const getTopic = { params: { path: { topicKey: 'news' } } } as const;

function validatingClient(baseUrl: string) {
  const service = fakeService(() => ({ status: 200, body: topic }));
  const client = createNotificationClient({ baseUrl, apiKey: 'k', validateResponses: true, fetch: service.fetch });
  return { client, service };
}

describe('validateResponses and the base URL of each request', () => {
  it("validates an answer to a call with its own baseUrl by that URL's path", async () => {
    const { client, service } = validatingClient('https://api.example.test');
    for (const baseUrl of [
      'https://eu.api.example.test',
      'https://api.example.test/tenant-a',
      'https://api.example.test/tenant-a/',
      'https://other.test/a/b',
    ]) {
      const { data } = await client.GET('/v2/topics/{topicKey}', { ...getTopic, baseUrl });
      expect(data, baseUrl).toEqual(topic);
      expect(service.requests.at(-1)?.request.url).toBe(`${baseUrl.replace(/\/$/, '')}/v2/topics/news`);
    }
    // The client's own base is still the one of a call without one.
    await expect(client.GET('/v2/topics/{topicKey}', getTopic)).resolves.toMatchObject({ data: topic });
  });

  it('takes a call whose base path only starts like the client\'s ("/api-v2" beside "/api")', async () => {
    const { client, service } = validatingClient('https://api.example.test/api');
    const { data } = await client.GET('/v2/topics/{topicKey}', { ...getTopic, baseUrl: 'https://api.example.test/api-v2' });
    expect(data).toEqual(topic);
    expect(service.requests[0]?.request.url).toBe('https://api.example.test/api-v2/v2/topics/news');
  });

  it('removes the base path at a segment boundary only: a request that left it matches no operation', async () => {
    const { client } = validatingClient('https://api.example.test/api');
    // A middleware of the caller's that moves the request: "/api" is no prefix of "/api-v2/…".
    const moved: Middleware = { onRequest: ({ request }) => new Request(request.url.replace('/api/', '/api-v2/'), request) };
    client.use(moved);
    const failure = await client.GET('/v2/topics/{topicKey}', getTopic).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolationError);
    expect((failure as ContractViolationError).issues).toEqual([
      expect.objectContaining({ location: 'route', keyword: 'route', message: 'the path "/api-v2/v2/topics/news" is outside the base path "/api"' }),
    ]);
  });

  it("checks the answer to a call with its own baseUrl as the operation's", async () => {
    const service = fakeService(() => ({ status: 200, body: { key: 'no _id here' } }));
    const client = createNotificationClient({ baseUrl: 'https://api.example.test', apiKey: 'k', validateResponses: true, fetch: service.fetch });
    const failure = await client.GET('/v2/topics/{topicKey}', { ...getTopic, baseUrl: 'https://api.example.test/tenant-a' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolationError);
    expect(failure).toMatchObject({ operationId: 'getTopic', issues: [{ location: 'body', keyword: 'required' }] });
  });
});

describe("a call's own baseUrl", () => {
  it("is held to the rule of the client's: refused before anything is sent, naming baseUrl", async () => {
    for (const validateResponses of [false, true]) {
      const service = fakeService(() => ({ status: 200, body: topic }));
      const client = createNotificationClient({ baseUrl: 'https://api.example.test', apiKey: 'k', validateResponses, fetch: service.fetch });
      for (const [baseUrl, message] of [
        ['https://api.example.test/api?tenant=1', /^the `baseUrl` of this call cannot have a query/],
        ['https://api.example.test/api#x', /^the `baseUrl` of this call cannot have a query \('\?'\) or a fragment/],
        ['ftp://api.example.test', /^the `baseUrl` of this call must be an absolute http\(s\) URL/],
        ['https://api.example.test/a|b', /^the `baseUrl` of this call has a path that must be a path/],
      ] as const) {
        const failure = await client.GET('/v2/topics/{topicKey}', { ...getTopic, baseUrl }).catch((error: unknown) => error);
        expect(failure, baseUrl).toBeInstanceOf(TypeError);
        expect((failure as TypeError).message, baseUrl).toMatch(message);
      }
      expect(service.requests).toHaveLength(0);
      // A good one after a refused one, and the refused one again.
      await expect(client.GET('/v2/topics/{topicKey}', { ...getTopic, baseUrl: 'https://api.example.test/t' })).resolves.toMatchObject({ data: topic });
      await expect(client.GET('/v2/topics/{topicKey}', { ...getTopic, baseUrl: 'https://api.example.test/t?x' })).rejects.toThrow(TypeError);
      expect(service.requests).toHaveLength(1);
    }
  });
});

describe('a refused baseUrl in an error message', () => {
  it('is quoted without its query or credentials, on the client and on a call (review 12a F4)', async () => {
    const secrets = ['htps://api.example.test/?api_key=SECRET-1', 'api.example.test/v1?token=SECRET-1', 'user:SECRET-1@api.example.test'];
    for (const baseUrl of secrets) {
      const made = (() => {
        try {
          createNotificationClient({ baseUrl, apiKey: 'k' });
          return undefined;
        } catch (error) {
          return error as TypeError;
        }
      })();
      expect(made?.message, baseUrl).toMatch(/must be an absolute http\(s\) URL, got "/);
      expect(made?.message, baseUrl).not.toContain('SECRET');
      const client = createNotificationClient({
        baseUrl: 'https://api.example.test',
        apiKey: 'k',
        fetch: fakeService(() => ({ status: 200, body: topic })).fetch,
      });
      const failure = (await client.GET('/v2/topics/{topicKey}', { ...getTopic, baseUrl }).catch((error: unknown) => error)) as TypeError;
      expect(failure.message, baseUrl).toMatch(/^the `baseUrl` of this call must be an absolute http\(s\) URL, got "/);
      expect(failure.message, baseUrl).not.toContain('SECRET');
    }
  });
});
