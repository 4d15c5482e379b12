// The client through an injected fetch: what reaches the wire for every operation, and what comes back.
import { describe, expect, it } from 'vitest';
import { ContractViolationError, createNotificationClient, type NotificationClientOptions } from '../../src/client.js';
import { expectedCalls } from './calls.js';
import { fakeService, successOf } from './fake-service.js';

const baseUrl = 'https://api.example.test/prefix';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function clientFor(operationId: string, options: Partial<NotificationClientOptions> = {}) {
  const service = fakeService(() => successOf(operationId));
  const client = createNotificationClient({ baseUrl, apiKey: 'key-123', fetch: service.fetch, ...options });
  return { client, service };
}

describe('every operation on the wire', () => {
  it('covers the 23 operations', () => expect(new Set(expectedCalls.map((c) => c.operationId)).size).toBe(23));

  it.each(expectedCalls.map((c) => [c.operationId, c] as const))('%s', async (operationId, expected) => {
    const { client, service } = clientFor(operationId, { headers: { 'x-trace': 't-1' } });
    const { response } = await expected.call(client);
    expect(response.status).toBe(successOf(operationId).status);
    expect(service.requests).toHaveLength(1);
    const [{ request, body }] = service.requests as [(typeof service.requests)[number]];
    expect(request.method).toBe(expected.method);
    expect(request.url).toBe(`${baseUrl}${expected.url}`);
    expect(request.headers.get('authorization')).toBe('ApiKey key-123');
    expect(request.headers.get('x-trace')).toBe('t-1');
    expect(request.headers.has('idempotency-key')).toBe(false);
    if (expected.body === undefined) {
      expect(body).toBe('');
    } else {
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(body)).toEqual(expected.body);
    }
  });
});

describe('idempotency keys', () => {
  it("'auto' sends a fresh UUID on every POST, PUT, PATCH and DELETE, and none on GET", async () => {
    const service = fakeService(() => ({ status: 200, body: {} }));
    const client = createNotificationClient({ baseUrl, apiKey: 'k', fetch: service.fetch, idempotencyKey: 'auto' });
    await client.POST('/v2/topics', { body: { key: 'a' } });
    await client.POST('/v2/topics', { body: { key: 'a' } });
    await client.PATCH('/v2/topics/{topicKey}', { params: { path: { topicKey: 'a' } }, body: { name: 'n' } });
    await client.PUT('/v1/integrations/{integrationId}', { params: { path: { integrationId: 'i' } }, body: {} });
    await client.DELETE('/v2/topics/{topicKey}', { params: { path: { topicKey: 'a' } } });
    await client.GET('/v2/topics');
    const keys = service.requests.map(({ request }) => request.headers.get('idempotency-key'));
    for (const key of keys.slice(0, 5)) expect(key).toMatch(uuid);
    expect(new Set(keys.slice(0, 5)).size).toBe(5);
    expect(keys[5]).toBeNull();
  });

  it("'auto' works where crypto.randomUUID does not exist (a page over plain http, not localhost: no secure context)", async () => {
    const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID') ?? Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      const service = fakeService(() => ({ status: 200, body: {} }));
      const client = createNotificationClient({ baseUrl, apiKey: 'k', fetch: service.fetch, idempotencyKey: 'auto' });
      for (let i = 0; i < 50; i += 1) await client.POST('/v2/topics', { body: { key: 'a' } });
      const keys = service.requests.map(({ request }) => request.headers.get('idempotency-key'));
      for (const key of keys) expect(key).toMatch(uuid);
      expect(new Set(keys).size).toBe(50);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      if (randomUUID !== undefined && typeof crypto.randomUUID !== 'function') Object.defineProperty(crypto, 'randomUUID', randomUUID);
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it('lets a per-call idempotency-key win', async () => {
    const service = fakeService(() => ({ status: 200, body: {} }));
    const client = createNotificationClient({ baseUrl, apiKey: 'k', fetch: service.fetch, idempotencyKey: 'auto' });
    await client.POST('/v2/topics', { body: { key: 'a' }, params: { header: { 'idempotency-key': 'mine-1' } } });
    expect(service.requests[0]!.request.headers.get('idempotency-key')).toBe('mine-1');
  });
});

describe('response validation', () => {
  it('passes a good response through', async () => {
    const { client } = clientFor('upsertTopic', { validateResponses: true });
    const { data } = await client.POST('/v2/topics', { body: { key: 'product-updates' } });
    expect(data).toEqual(successOf('upsertTopic').body);
  });

  it('passes every success example, including the bare number and the empty body', async () => {
    for (const expected of expectedCalls) {
      const { client } = clientFor(expected.operationId, { validateResponses: true });
      await expect(expected.call(client), expected.operationId).resolves.toBeDefined();
    }
  });

  it('throws ContractViolationError with the operationId, status and issues on a broken response', async () => {
    const service = fakeService(() => ({ status: 200, body: { key: 'no _id here' } }));
    const client = createNotificationClient({ baseUrl, apiKey: 'k', fetch: service.fetch, validateResponses: true });
    const failure = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'k' } } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolationError);
    const violation = failure as ContractViolationError;
    expect(violation.operationId).toBe('getTopic');
    expect(violation.status).toBe(200);
    expect(violation.issues[0]).toMatchObject({ location: 'body', severity: 'error' });
    expect(violation.message).toMatch(/getTopic/);
  });

  it('accepts any 2xx with the described body (the description shows no numeric success status)', async () => {
    // The real service answers an upsert that creates the topic with 201, where 200 is documented.
    const created = createNotificationClient({
      baseUrl,
      apiKey: 'k',
      validateResponses: true,
      fetch: fakeService(() => ({ status: 201, body: successOf('upsertTopic').body })).fetch,
    });
    const { data, response } = await created.POST('/v2/topics', { body: { key: 'a' } });
    expect(response.status).toBe(201);
    expect(data).toEqual(successOf('upsertTopic').body);
    const noContent = createNotificationClient({ baseUrl, apiKey: 'k', validateResponses: true, fetch: fakeService(() => ({ status: 204 })).fetch });
    const deleted = await noContent.DELETE('/v1/messages/transaction/{transactionId}', { params: { path: { transactionId: 't' } } });
    expect(deleted.response.status).toBe(204);
  });

  it('takes an error answer whose JSON body is a string: it is JSON, read once, by the validator', async () => {
    const client = createNotificationClient({
      baseUrl,
      apiKey: 'k',
      validateResponses: true,
      fetch: fakeService(() => ({ status: 404, body: JSON.stringify('Topic not found') })).fetch,
    });
    const { error, response } = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'gone' } } });
    expect(response.status).toBe(404);
    expect(error).toBe('Topic not found');
  });

  it('reads bodies up to 1 MiB by default, and up to validateResponses.maxBodyBytes', async () => {
    const topic = successOf('getTopic').body as Record<string, unknown>;
    const large = { ...topic, name: 'n'.repeat(90), padding: 'p'.repeat(1_200_000) };
    const service = fakeService(() => ({ status: 200, body: large }));
    const strictDefault = createNotificationClient({ baseUrl, apiKey: 'k', validateResponses: true, fetch: service.fetch });
    await expect(strictDefault.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'big' } } })).rejects.toBeInstanceOf(ContractViolationError);
    const roomy = createNotificationClient({ baseUrl, apiKey: 'k', validateResponses: { maxBodyBytes: 2 * 1024 * 1024 }, fetch: service.fetch });
    const { data } = await roomy.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'big' } } });
    expect((data as unknown as { padding: string }).padding).toHaveLength(1_200_000);
  });

  it('catches another 2xx without its body, and a body where none is allowed', async () => {
    const bodyless = createNotificationClient({ baseUrl, apiKey: 'k', validateResponses: true, fetch: fakeService(() => ({ status: 202 })).fetch });
    await expect(bodyless.POST('/v2/topics', { body: { key: 'a' } })).rejects.toBeInstanceOf(ContractViolationError);
    for (const status of [200, 202]) {
      const bodyOn19 = createNotificationClient({
        baseUrl,
        apiKey: 'k',
        validateResponses: true,
        fetch: fakeService(() => ({ status, body: { deleted: 3 } })).fetch,
      });
      await expect(bodyOn19.DELETE('/v1/messages/transaction/{transactionId}', { params: { path: { transactionId: 't' } } })).rejects.toBeInstanceOf(
        ContractViolationError,
      );
    }
  });

  it('does not validate unless asked', async () => {
    const service = fakeService(() => ({ status: 200, body: { key: 'no _id here' } }));
    const client = createNotificationClient({ baseUrl, apiKey: 'k', fetch: service.fetch });
    const { data } = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'k' } } });
    expect(data).toEqual({ key: 'no _id here' });
  });
});

describe('errors', () => {
  it('returns non-2xx responses as { error, response } without throwing', async () => {
    const service = fakeService(() => ({ status: 404, body: { message: 'Topic not found' } }));
    const client = createNotificationClient({ baseUrl, apiKey: 'k', fetch: service.fetch, validateResponses: true });
    const result = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'missing' } } });
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ message: 'Topic not found' });
    expect(result.response.status).toBe(404);
  });

  it('lets network errors propagate', async () => {
    const client = createNotificationClient({ baseUrl, apiKey: 'k', fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(client.GET('/v2/topics')).rejects.toThrow('fetch failed');
  });

  it('says what is missing at construction', () => {
    expect(() => createNotificationClient({ apiKey: 'k' } as NotificationClientOptions)).toThrow(/baseUrl.*required/);
    expect(() => createNotificationClient({ baseUrl: 'not a url', apiKey: 'k' })).toThrow(/absolute http\(s\) URL/);
    expect(() => createNotificationClient({ baseUrl } as NotificationClientOptions)).toThrow(/apiKey.*required/);
    expect(() => createNotificationClient({ baseUrl, apiKey: '  ' })).toThrow(/apiKey.*required/);
    expect(() => createNotificationClient({ baseUrl, apiKey: 'k', idempotencyKey: 'yes' as 'auto' })).toThrow(/idempotencyKey/);
  });

  it('refuses to send a request with a missing path parameter', async () => {
    const service = fakeService(() => ({ status: 200, body: {} }));
    const client = createNotificationClient({ baseUrl, apiKey: 'k', fetch: service.fetch });
    await expect(client.GET('/v2/topics/{topicKey}', { params: { path: {} as { topicKey: string } } })).rejects.toThrow(/path parameter "topicKey"/);
    await expect(client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: '..' } } })).rejects.toThrow(/cannot be "\.\."/);
    const lone = await client.GET('/v2/topics/{topicKey}', { params: { path: { topicKey: 'abc\ud800' } } }).catch((error: unknown) => error);
    expect(lone).toBeInstanceOf(TypeError);
    expect((lone as TypeError).message).toBe(
      `path parameter "topicKey" of ${baseUrl}/v2/topics/{topicKey} cannot hold a lone surrogate (half of a UTF-16 pair): it has no UTF-8, so no percent-encoding`,
    );
    expect(service.requests).toHaveLength(0);
  });
});
