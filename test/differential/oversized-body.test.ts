// Review 14b F6: a request body over the 1 MiB limit got a 413 from the mock whatever its type, and
// from the proxy only when it was JSON: the proxy bounds the bodies it reads as JSON, and refuses
// another for its type or its credentials, unread. The mock now orders its refusals the same way,
// in-process and over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';

let mock: RunningStatefulMock;
let proxy: RunningValidatingProxy;

beforeAll(async () => {
  mock = await createStatefulMock().listen({ port: 0 });
  proxy = await startValidatingProxy({ upstream: mock.url, port: 0, mode: 'enforce', admin: false });
});

afterAll(async () => {
  await proxy?.close();
  await mock?.close();
});

const inProcess = createStatefulMock();
const OVER = 'x'.repeat(1024 * 1024 + 1);

/** Status and issues (location:keyword) of one answer. */
async function verdict(answer: Response): Promise<string> {
  const body = (await answer.json()) as { issues?: { location: string; keyword: string }[] };
  return `${answer.status} ${(body.issues ?? []).map((issue) => `${issue.location}:${issue.keyword}`).join(',')}`;
}

describe('a request body over the limit', () => {
  it.each([
    ['text/plain', true, '400 content-type:mediaType'],
    ['text/plain', false, '401 auth:required'],
    ['application/octet-stream', true, '400 content-type:mediaType'],
    ['application/json', true, '413 body:maxBodyBytes'],
    ['application/json', false, '413 body:maxBodyBytes'],
    ['application/merge-patch+json; charset=utf-8', true, '413 body:maxBodyBytes'],
  ])('typed %s (credentials: %s) gets one answer from the mock, in-process and over HTTP, and the proxy', async (type, auth, expected) => {
    const headers: Record<string, string> = { 'content-type': type };
    if (auth) headers.authorization = 'ApiKey test-key';
    const init = { method: 'POST', headers, body: OVER };
    expect(await verdict(await inProcess.fetch('http://mock.test/v2/topics', init))).toBe(expected);
    expect(await verdict(await fetch(`${mock.url}/v2/topics`, init))).toBe(expected);
    expect(await verdict(await fetch(`${proxy.url}/v2/topics`, init))).toBe(expected);
  });
});
