// Review 26b F3: the CLI's mock refused a bulk trigger of 100 valid events with 11 KB payloads each
// (1.1 MB) with 413, and no flag raised its 1 MiB bound; only createStatefulMock's maxBodyBytes did.
// `mock --max-body` is that option, spelt and parsed as the proxy's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStatefulMock, type TestStatefulMock } from '../helpers/stateful-mock.js';

const bulk = JSON.stringify({ events: Array.from({ length: 100 }, () => ({ name: 'welcome', to: 'user-0001', payload: { b: 'x'.repeat(11_000) } })) });
const send = (mock: TestStatefulMock) =>
  fetch(`${mock.url}/v1/events/trigger/bulk`, {
    method: 'POST',
    headers: { authorization: 'ApiKey test-key', 'content-type': 'application/json' },
    body: bulk,
  });

describe('mock --max-body', () => {
  let raised: TestStatefulMock;
  let lowered: TestStatefulMock;
  beforeAll(async () => {
    [raised, lowered] = await Promise.all([startStatefulMock(['--max-body', '2mb']), startStatefulMock(['--max-body', '512kb'])]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([raised?.stop(), lowered?.stop()]);
  });

  it('takes a body over the 1 MiB default when raised', async () => {
    expect(bulk.length).toBeGreaterThan(1024 * 1024);
    const answer = await send(raised);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toHaveLength(100);
  });

  it('answers 413, naming the bound, past it', async () => {
    const answer = await send(lowered);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ type: 'tag:notification-api-contract,2026:mock/body-too-large', detail: expect.stringContaining('524288') });
  });
});
