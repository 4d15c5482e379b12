// The published docs, opened for real: Debian's chromium renders docs/index.html from 127.0.0.1.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle, repoRoot } from '../helpers/bundle.js';

const chromiumPath = '/usr/bin/chromium';
const screenshotDir = join(repoRoot, 'test-results');
const bundle = loadBundle();
const tags = (bundle.tags as { name: string }[]).map((tag) => tag.name);
const operations = Object.values(bundle.paths).flatMap((item) =>
  Object.values(item).filter((op): op is { operationId: string; summary: string } => !!op && typeof op === 'object' && 'operationId' in op),
);

let server: Server;
let browser: Browser;
let page: Page;
let origin: string;
const consoleErrors: string[] = [];
const offsiteRequests: string[] = [];

beforeAll(async () => {
  if (!existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} is missing: install Debian's chromium (sudo apt-get install chromium) to run the docs test`);
  }
  const html = readFileSync(join(repoRoot, 'docs', 'index.html'));
  server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) offsiteRequests.push(url);
  });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.locator('[data-testid="menu-item-label"]').first().waitFor({ timeout: 20_000 });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('docs/index.html in chromium', () => {
  it('lists every one of the 23 operations in the navigation', async () => {
    expect(operations).toHaveLength(23);
    // Tag groups expand one at a time, so read the menu once per expanded group.
    const labels: string[] = [];
    for (const tag of tags) {
      await page.locator('[data-testid="menu-item-label"]').filter({ hasText: new RegExp(`^${tag}$`) }).first().click();
      await page.waitForTimeout(200);
      labels.push(...(await page.locator('[data-testid="menu-item-label"]').allInnerTexts()));
    }
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'docs-navigation.png') });
    for (const { operationId, summary } of operations) {
      expect(labels.some((label) => label.includes(summary) || label.includes(operationId)), operationId).toBe(true);
    }
  });

  it('finds triggerEventBulk from the search box', async () => {
    await page.keyboard.press('Control+k');
    const search = page.locator('input[placeholder^="Search"]');
    await search.fill('triggerEventBulk');
    const bulk = operations.find((op) => op.operationId === 'triggerEventBulk')!;
    await expect.poll(() => page.getByText(bulk.summary).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshotDir, 'docs-search.png') });
    const results = await page.locator('[role="dialog"], [data-component-name*="Search"]').allInnerTexts();
    expect(results.join('\n')).toContain(bulk.summary);
  });

  it('renders without console errors and without reaching off the page', () => {
    expect(consoleErrors).toEqual([]);
    expect(offsiteRequests).toEqual([]);
  });
});
