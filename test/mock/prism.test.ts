// The mock, started by the real CLI (test/global-setup.ts), called through the real client.
import { describe, expect, inject, it } from 'vitest';
import { createNotificationClient } from '../../src/client.js';
import { expectedCalls } from '../client/calls.js';
import { operationEntry } from '../helpers/operations.js';

const mockUrl = inject('mockUrl');
const docsUrl = inject('docsUrl');

describe('the mock', () => {
  it.each(expectedCalls.map((c) => [c.operationId, c] as const))('answers %s with its contract success status and a contract-valid body', async (operationId, expected) => {
    // validateResponses runs every answer through the precompiled validators, and throws otherwise.
    const client = createNotificationClient({ baseUrl: mockUrl, apiKey: 'test-key', validateResponses: true });
    const { response } = await expected.call(client);
    expect(response.status).toBe(Number(operationEntry(operationId).successStatus));
  });

  it('rejects a topic key with a space with 4xx', async () => {
    const client = createNotificationClient({ baseUrl: mockUrl, apiKey: 'test-key' });
    const { response } = await client.POST('/v2/topics', { body: { key: 'has space' } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('rejects 101 bulk events with 4xx, and takes 100', async () => {
    const client = createNotificationClient({ baseUrl: mockUrl, apiKey: 'test-key' });
    const events = (n: number) => Array.from({ length: n }, (_, i) => ({ name: 'welcome', to: `user-${i}` }));
    const tooMany = await client.POST('/v1/events/trigger/bulk', { body: { events: events(101) } });
    expect(tooMany.response.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.response.status).toBeLessThan(500);
    const enough = await client.POST('/v1/events/trigger/bulk', { body: { events: events(100) } });
    expect(enough.response.status).toBe(201);
  });

  it('answers a request without Authorization with 401', async () => {
    const response = await fetch(`${mockUrl}/v2/topics/news`);
    expect(response.status).toBe(401);
  });

  it('serves the docs, the bundle and the gap list beside it', async () => {
    const page = await fetch(docsUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Notification Delivery Service API</title>');
    const bundle = (await (await fetch(`${docsUrl}/openapi.json`)).json()) as { info: { title: string } };
    expect(bundle.info.title).toBe('Notification Delivery Service API');
    expect(await (await fetch(`${docsUrl}/gaps.md`)).text()).toMatch(/^<!-- generated/);
    expect((await fetch(`${docsUrl}/nope`)).status).toBe(404);
  });
});
