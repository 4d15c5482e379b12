// DNS rebinding as a browser does it (review 9b F2): Chromium is told that rebound.test is 127.0.0.1,
// as a rebinding DNS server would answer, loads a page from the server's port under that name, and the
// page fetches the control endpoints same-origin. Over plain http to a name Chromium sends neither
// Sec-Fetch-Site nor Origin on such a GET: only the Host says the page is not this machine's.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { startProxy, startUpstream, type TestProxy, type TestUpstream } from './helpers.js';

const NAME = 'rebound.test';
let browser: Browser | undefined;
let upstream: TestUpstream | undefined;
let proxy: TestProxy | undefined;
let mock: RunningStatefulMock | undefined;

beforeAll(async () => {
  browser = await launchBrowser('test/proxy/rebinding-browser.test.ts', process.env, [`--host-resolver-rules=MAP ${NAME} 127.0.0.1`]);
  // The attacker's page: what the upstream serves at any path the proxy forwards.
  upstream = await startUpstream((_seen, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>a page of rebound.test</title>');
  });
  proxy = await startProxy({ upstream: upstream.url });
  mock = await createStatefulMock().listen();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await upstream?.close();
  await mock?.close();
});

/** What a page of rebound.test, loaded from `server`'s port, reads of `paths` by fetch. */
async function fromRebound(server: string, paths: readonly string[]): Promise<{ origin: string; statuses: number[]; hosts: string[] }> {
  const page = await browser!.newPage();
  const seen: Promise<Record<string, string>>[] = [];
  page.on('request', (request) => {
    if (paths.some((path) => request.url().endsWith(path))) seen.push(request.allHeaders());
  });
  try {
    await page.goto(`http://${NAME}:${new URL(server).port}/page.html`);
    const statuses = await page.evaluate(async (list) => Promise.all(list.map(async (path) => (await fetch(path)).status)), [...paths]);
    const hosts = (await Promise.all(seen)).map((headers) => headers.host ?? '');
    return { origin: await page.evaluate(() => location.origin), statuses, hosts };
  } finally {
    await page.close();
  }
}

describe('a page of another site, reaching this machine under its own name', () => {
  it("reads neither the proxy's counters nor its metrics", async () => {
    const read = await fromRebound(proxy!.url, ['/__contract/stats', '/__contract/metrics']);
    expect(read.origin).toBe(`http://${NAME}:${new URL(proxy!.url).port}`);
    expect(read.statuses).toEqual([403, 403]);
    // Chromium sent the name it was told, not 127.0.0.1: that is what the proxy refuses.
    expect(read.hosts).toEqual([`${NAME}:${new URL(proxy!.url).port}`, `${NAME}:${new URL(proxy!.url).port}`]);
    // The same requests, made by this machine's own tools, are answered.
    const stats = await fetch(`${proxy!.url}/__contract/stats`);
    expect(stats.status).toBe(200);
  });

  it("reads nothing of the mock's control API", async () => {
    const read = await fromRebound(mock!.url, ['/__mock/state', '/__mock/requests']);
    expect(read.statuses).toEqual([403, 403]);
    expect((await fetch(`${mock!.url}/__mock/requests`)).status).toBe(200);
  });
});
