// Your own tests, with vitest: the client on an injected `fetch` (no server at all), and against the
// mock for the real thing. Run: `npx vitest run client.test.mts`.
import { ContractViolationError, createNotificationClient } from 'notification-api-contract/client';
import { describe, expect, it } from 'vitest';

/** A fake service that answers every request with this status and JSON body. */
const answering = (status: number, body: unknown) => async () => Response.json(body, { status });

describe('a client with validateResponses', () => {
  const clientOn = (fetch: () => Promise<Response>) =>
    createNotificationClient({
      baseUrl: 'https://api.example.com',
      apiKey: 'test-key',
      validateResponses: true,
      fetch,
    });

  it('passes an answer that keeps the contract', async () => {
    const { data } = await clientOn(answering(200, { _id: 't1', key: 'news' })).GET(
      '/v2/topics/{topicKey}',
      { params: { path: { topicKey: 'news' } } },
    );
    expect(data).toEqual({ _id: 't1', key: 'news' });
  });

  it('throws ContractViolationError on one that breaks it', async () => {
    const call = clientOn(answering(200, { key: 'news' })).GET('/v2/topics/{topicKey}', {
      params: { path: { topicKey: 'news' } },
    });
    await expect(call).rejects.toBeInstanceOf(ContractViolationError);
    await expect(call).rejects.toMatchObject({
      operationId: 'getTopic',
      issues: [{ location: 'body', keyword: 'required' }],
    });
  });

  it('returns a non-2xx answer as `error` (the contract leaves error bodies open)', async () => {
    const notFound = { statusCode: 404, message: 'Topic not found' };
    const { data, error, response } = await clientOn(answering(404, notFound)).GET(
      '/v2/topics/{topicKey}',
      { params: { path: { topicKey: 'gone' } } },
    );
    expect([data, response.status, error]).toEqual([undefined, 404, notFound]);
  });
});

describe('the mock', () => {
  const client = createNotificationClient({
    baseUrl: process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:4010',
    apiKey: process.env.NOTIFICATION_API_KEY ?? 'test-key',
    validateResponses: true,
  });

  it('answers a trigger as the contract says', async () => {
    const { data, response } = await client.POST('/v1/events/trigger', {
      body: { name: 'welcome', to: 'user-1' },
    });
    expect(response.status).toBe(201);
    expect(data?.acknowledged).toBe(true);
  });
});
