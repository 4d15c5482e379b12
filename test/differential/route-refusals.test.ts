// A request no operation takes gets one 404 or 405 from the mock and the proxy, and both now list
// the validator's own issue (`route`, `method`) for it; the mock's had none (review 16, helper
// note). Below a base path too, where the issue names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';

let mock: RunningStatefulMock;
let proxy: RunningValidatingProxy;
const inProcess = createStatefulMock({ basePath: '/api' });

beforeAll(async () => {
  mock = await createStatefulMock({ basePath: '/api' }).listen({ port: 0 });
  proxy = await startValidatingProxy({ upstream: mock.url, port: 0, mode: 'enforce', admin: false, basePath: '/api' });
});

afterAll(async () => {
  await proxy?.close();
  await mock?.close();
});

const summary = async (answer: Response) => {
  const body = (await answer.json()) as { issues?: unknown[] };
  return { status: answer.status, allow: answer.headers.get('allow'), issues: body.issues };
};

describe('a request no operation takes', () => {
  it.each([
    ['GET', '/api/v9/none', 404, 'route'],
    ['PUT', '/api/v2/topics', 405, 'method'],
    ['GET', '/v2/topics', 404, 'route'],
  ])('%s %s: one status and one issue from the mock, in-process and over HTTP, and the proxy', async (method, path, status, keyword) => {
    const init = { method, headers: { authorization: 'ApiKey test-key' } };
    const fromProxy = await summary(await fetch(`${proxy.url}${path}`, init));
    expect(fromProxy.status).toBe(status);
    expect(fromProxy.issues).toEqual([expect.objectContaining({ keyword })]);
    expect(await summary(await fetch(`${mock.url}${path}`, init))).toEqual(fromProxy);
    expect(await summary(await inProcess.fetch(`http://mock.test${path}`, init))).toEqual(fromProxy);
  });
});
