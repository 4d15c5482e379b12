// mock.fetch and the request's AbortSignal, as fetch treats it: a request aborted before it is sent
// is refused with the signal's reason and changes nothing; one aborted while the mock waits (a
// fault's delay, a mock.use() handler, a body still arriving) rejects at once with that reason (an
// AbortError, or the TimeoutError of AbortSignal.timeout), so that a client's timeout can be
// tested in-process, the official SDK's `timeoutMs` included.
import { Novu } from '@novu/api';
import { HTTPClient } from '@novu/api/lib/http.js';
import { RequestTimeoutError } from '@novu/api/models/errors/httpclienterrors.js';
import { describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';

const KEY = { authorization: 'ApiKey test-key' };
const TOPIC = 'http://m/v2/topics/product-updates';

/** The rejection of `pending` and how long it took, or a failure when it resolves. */
async function rejection(pending: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await pending;
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error('resolved, expected a rejection');
}

describe('mock.fetch and an AbortSignal', () => {
  it('refuses a request whose signal is already aborted with its reason, before the mock sees it', async () => {
    const mock = createStatefulMock();
    mock.fault({ operationId: 'upsertTopic', status: 503 });
    const { error } = await rejection(
      mock.fetch('http://m/v2/topics', {
        method: 'POST',
        headers: { ...KEY, 'content-type': 'application/json' },
        body: '{"key":"never-sent"}',
        signal: AbortSignal.abort(),
      }),
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    const reason = new Error('the test gave up');
    const given = new AbortController();
    given.abort(reason);
    // A Request holding the signal, as a client that builds one passes it.
    expect((await rejection(mock.fetch(new Request(TOPIC, { headers: KEY, signal: given.signal })))).error).toBe(reason);
    // Nothing happened: no topic, no journal entry, the fault still waiting.
    expect((await mock.fetch('http://m/v2/topics/never-sent', { headers: KEY })).status).toBe(404);
    expect(mock.requests().map((entry) => entry.path)).toEqual(['/v2/topics/never-sent']);
    expect(mock.fault({ operationId: 'getTopic', delayMs: 1 }).map((fault) => fault.operationId)).toEqual(['upsertTopic', 'getTopic']);
  });

  it('rejects with a TimeoutError when AbortSignal.timeout fires during a fault delay, at the timeout', async () => {
    const mock = createStatefulMock();
    mock.fault({ operationId: 'getTopic', delayMs: 5000 });
    const { error, ms } = await rejection(mock.fetch(TOPIC, { headers: KEY, signal: AbortSignal.timeout(100) }));
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(ms).toBeLessThan(2000);
  });

  it('rejects when aborted while a mock.use() handler is still answering', async () => {
    const mock = createStatefulMock();
    let settle: (() => void) | undefined;
    mock.use('getTopic', () => new Promise((resolve) => (settle = () => resolve({ _id: '0123456789abcdef01234567', key: 'late' }))));
    const controller = new AbortController();
    const pending = mock.fetch(TOPIC, { headers: KEY, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expect(((await rejection(pending)).error as DOMException).name).toBe('AbortError');
    settle?.();
  });

  it('rejects while the body is still arriving, and stops reading it', async () => {
    const mock = createStatefulMock();
    let cancelled: unknown;
    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"key":')),
      cancel: (reason) => {
        cancelled = reason;
      },
    });
    const controller = new AbortController();
    const pending = mock.fetch('http://m/v2/topics', {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: stalled,
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expect(((await rejection(pending)).error as DOMException).name).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancelled).toBeDefined();
    expect(mock.requests()).toEqual([]);
  });

  it('answers as before with a signal that does not abort', async () => {
    const mock = createStatefulMock();
    const answer = await mock.fetch(TOPIC, { headers: KEY, signal: new AbortController().signal });
    expect(answer.status).toBe(200);
  });

  it("lets the official SDK's timeoutMs fire through the mock's fetch, as docs/mock.md wires it", async () => {
    const mock = createStatefulMock();
    mock.fault({ operationId: 'getTopic', delayMs: 5000 });
    const novu = new Novu({
      secretKey: 'test-key',
      serverURL: 'https://api.example.com',
      timeoutMs: 150,
      retryConfig: { strategy: 'none' },
      httpClient: new HTTPClient({ fetcher: (input, init) => mock.fetch(input, init) }),
    });
    const { error, ms } = await rejection(novu.topics.get('product-updates'));
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(ms).toBeLessThan(2000);
  });
});
