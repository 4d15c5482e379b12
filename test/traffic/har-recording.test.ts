// #9 item 14: HAR entries whose body the recorder did not keep are not held against the exchange,
// recorded for real: Playwright's recordHar in Chromium (the browser helper's), against a small service.
// The shapes themselves are tested without a browser in test/traffic/har-bodies.test.ts.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTraffic, exitCodeOf } from '../../src/traffic/index.js';
import { launchBrowser } from '../helpers/browser.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-har-recording-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const topic = { _id: '6690a1b2c3d4e5f607182a01', key: 'news', name: 'News' };

describe("Playwright's recordHar, for real", () => {
  let server: Server | undefined;
  afterAll(() => new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve))));

  /** A page and the two operations it calls, same origin. */
  async function startService(): Promise<string> {
    server = createServer((request, response) => {
      if (request.url === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>app</title>');
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(topic)));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** One browser, one context per recording: the HAR is written when its context closes. */
  async function record(origin: string, recordings: { file: string; content: 'omit' | 'attach'; mode?: 'minimal' | 'full' }[]): Promise<void> {
    const browser = await launchBrowser('test/traffic/har-recording.test.ts');
    try {
      for (const { file, ...options } of recordings) {
        const context = await browser.newContext({ recordHar: { path: file, ...options } });
        const page = await context.newPage();
        await page.goto(`${origin}/`);
        await page.evaluate(async () => {
          const headers = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };
          await (await fetch('/v2/topics/news', { headers })).text();
          await (await fetch('/v2/topics', { method: 'POST', headers, body: JSON.stringify({ key: 'news' }) })).text();
        });
        await context.close();
      }
    } finally {
      await browser.close();
    }
  }

  it('records bodies it does not keep, and validate-traffic holds none of them against the exchanges', { timeout: 60_000 }, async () => {
    const origin = await startService();
    const omitted = join(dir, 'omit.har');
    const attached = join(dir, 'attach', 'attach.har');
    mkdirSync(join(dir, 'attach'));
    await record(origin, [
      { file: omitted, content: 'omit', mode: 'minimal' },
      { file: attached, content: 'attach' },
    ]);

    // The shapes this is about: no response text, size -1, and an empty request text.
    const entries = (
      JSON.parse(readFileSync(omitted, 'utf8')) as {
        log: { entries: { request: { method: string; url: string; postData?: { text?: string } }; response: { content: { size: number; text?: string } } }[] };
      }
    ).log.entries;
    const api = entries.filter((entry) => entry.request.url.includes('/v2/'));
    expect(api.map((entry) => [entry.request.method, entry.response.content.text, entry.response.content.size])).toEqual([
      ['GET', undefined, -1],
      ['POST', undefined, -1],
    ]);
    expect(api[1]!.request.postData?.text).toBe('');
    // With content 'attach', the bodies are files beside the HAR.
    const attachedEntries = (
      JSON.parse(readFileSync(attached, 'utf8')) as { log: { entries: { request: { url: string }; response: { content: { _file?: string } } }[] } }
    ).log.entries;
    const files = attachedEntries.filter((entry) => entry.request.url.includes('/v2/')).map((entry) => entry.response.content._file);
    expect(files).toHaveLength(2);
    for (const name of files) expect(existsSync(join(dir, 'attach', name!))).toBe(true);

    for (const file of [omitted, attached]) {
      const report = await checkTraffic([file]);
      expect(report.inputErrors).toEqual([]);
      expect(report.violationList).toEqual([]);
      expect(report.operations.filter((row) => row.exchanges > 0).map(({ operationId, valid }) => [operationId, valid])).toEqual([
        ['upsertTopic', 1],
        ['getTopic', 1],
      ]);
      expect(exitCodeOf(report)).toBe(0);
    }
  });
});
