// The published docs, opened for real: the Chromium the browser helper finds (CHROMIUM_PATH, a system one,
// else the one npm ci installed) loads the docs site from the mock's docs server on 127.0.0.1.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsServer, startDocsServer } from '../../src/cli/docs-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { loadBundle, repoRoot } from '../helpers/bundle.js';

const screenshotDir = join(repoRoot, 'test-results');
const bundle = loadBundle();
const tags = (bundle.tags as { name: string }[]).map((tag) => tag.name);
const operations = Object.values(bundle.paths).flatMap((item) =>
  Object.values(item).filter((op): op is { operationId: string; summary: string } => !!op && typeof op === 'object' && 'operationId' in op),
);
const title = String(bundle.info.title);

let docs: DocsServer | undefined;
let browser: Browser | undefined;
let page: Page;
let origin: string;
const consoleErrors: string[] = [];
const offsiteRequests: string[] = [];
const failedResponses: string[] = [];
const requested: string[] = [];

/** A page whose every console error, failed response and off-site request is kept for the last test. */
async function watchedPage(viewport: { width: number; height: number }): Promise<Page> {
  const opened = await browser!.newPage({ viewport });
  opened.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  opened.on('pageerror', (error) => consoleErrors.push(String(error)));
  opened.on('request', (request) => {
    const url = request.url();
    requested.push(url);
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) offsiteRequests.push(url);
  });
  opened.on('response', (response) => response.status() >= 400 && failedResponses.push(`${response.status()} ${response.url()}`));
  opened.on('requestfailed', (request) => failedResponses.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`));
  return opened;
}

async function openDocs(target: Page, url: string): Promise<void> {
  const response = await target.goto(url, { waitUntil: 'load' });
  expect(response?.status(), url).toBe(200);
  // Attached, not visible: on a narrow screen the menu hides behind its button.
  await target.locator('[data-testid="menu-item-label"]').first().waitFor({ state: 'attached', timeout: 20_000 });
}

beforeAll(async () => {
  // First: without a browser, one line at once, and nothing else has started that would need stopping.
  browser = await launchBrowser('test/docs/browser.test.ts');
  docs = await startDocsServer('127.0.0.1', 0);
  origin = new URL(docs.url).origin;
  page = await watchedPage({ width: 1400, height: 1000 });
  await openDocs(page, `${docs.url}/`);
});

afterAll(async () => {
  await browser?.close();
  await docs?.close();
});

describe('the docs site in chromium', () => {
  it('lists every one of the 23 operations in the navigation', async () => {
    expect(operations).toHaveLength(23);
    // Tag groups expand one at a time, so read the menu once per expanded group.
    const labels: string[] = [];
    for (const tag of tags) {
      await page
        .locator('[data-testid="menu-item-label"]')
        .filter({ hasText: new RegExp(`^${tag}$`) })
        .first()
        .click();
      await page.waitForTimeout(200);
      labels.push(...(await page.locator('[data-testid="menu-item-label"]').allInnerTexts()));
    }
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'docs-navigation.png') });
    for (const { operationId, summary } of operations) {
      expect(
        labels.some((label) => label.includes(summary) || label.includes(operationId)),
        operationId,
      ).toBe(true);
    }
  });

  it('links every menu item relatively: opened in a new tab, a link shows its section', async () => {
    const fresh = await watchedPage({ width: 1400, height: 1000 });
    try {
      await openDocs(fresh, `${docs!.url}/`);
      const hrefs = await fresh.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      // A root-relative link ('/topics') leaves the page: a 404 on any server but the app's own router, an error from disk.
      expect(hrefs.filter((href) => href.startsWith('/'))).toEqual([]);
      const topics = await fresh
        .locator('[data-component-name="Menu/MenuItem"] a')
        .filter({ hasText: /^Topics$/ })
        .first()
        .getAttribute('href');
      expect(topics).toMatch(/^#/);
      const tab = await watchedPage({ width: 1400, height: 1000 });
      try {
        await openDocs(tab, new URL(topics!, `${docs!.url}/`).href);
        await expect.poll(() => tab.url()).toContain('#');
        await expect.poll(async () => (await tab.locator('h1, h2').allInnerTexts()).some((text) => text.trim() === 'Topics'), { timeout: 10_000 }).toBe(true);
      } finally {
        await tab.close();
      }
    } finally {
      await fresh.close();
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
    await page.keyboard.press('Escape');
  });

  it("shows each operation's code samples beside it: curl, and TypeScript with createNotificationClient", async () => {
    await page.goto(`${docs!.url}/#tag/Topics/operation/updateTopic`, { waitUntil: 'load' });
    const curl = page.locator('pre, code').filter({ hasText: "curl --fail-with-body -sS -X PATCH 'http://127.0.0.1:4010/v2/topics/product-updates'" }).first();
    await curl.waitFor({ timeout: 10_000 });
    // Mark the operation's request panel, which keeps its place when its language changes.
    await curl.evaluate((element) => element.closest('[data-testid="right-panel"]')?.setAttribute('data-sample-under-test', ''));
    const panel = page.locator('[data-sample-under-test]');
    await panel.getByRole('button', { name: 'curl' }).click();
    await page.getByRole('menuitem', { name: 'TypeScript' }).and(page.locator(':visible')).first().click();
    await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toContain("client.PATCH('/v2/topics/{topicKey}'");
    expect(await panel.innerText()).toContain("import { createNotificationClient } from 'notification-api-contract/client';");
    await page.screenshot({ path: join(screenshotDir, 'docs-code-samples.png') });
  });

  // Review 27c F7: Redoc showed the x-unspecified notes as an extension's raw value, their Markdown as written.
  it("renders each gap of the API description as part of its place's description, Markdown and all, and the server's address", async () => {
    await page.goto(`${docs!.url}/`, { waitUntil: 'load' });
    const gap = page.locator('p').filter({ hasText: 'Not shown by the API description:' }).first();
    await gap.waitFor({ state: 'attached', timeout: 10_000 });
    // The text as rendered into the page, not as laid out: the first such note may sit in a panel not
    // yet laid out, whose innerText is '' (a loaded machine's run, once).
    expect(await gap.locator('strong').first().textContent()).toBe('Not shown by the API description:');
    expect(await gap.locator('code').allTextContents()).toContain('2XX');
    expect(await gap.textContent()).not.toContain('`');
    expect(await page.locator('body').innerText()).not.toContain('x-unspecified:');
    // Reviews 27c F3 and 28b: the server's address, not `{base_url}` and a button that shows it.
    expect(await page.content()).not.toContain('{base_url}');
  });

  it('links the downloads and the gap list from its introduction, and each of them answers', async () => {
    const expected = { 'openapi.json': 'application/json', 'openapi.yaml': 'application/yaml', 'gaps.html': 'text/html' };
    for (const [href, type] of Object.entries(expected)) {
      const link = page.locator(`a[href="${href}"]`).first();
      await expect.poll(() => link.count()).toBe(1);
      const url = new URL(href, page.url()).href;
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toContain(type);
    }
    // The gap list is a page of the site too, and links back.
    const gaps = await watchedPage({ width: 1000, height: 800 });
    await gaps.goto(`${docs!.url}/gaps.html`, { waitUntil: 'load' });
    expect(await gaps.locator('h1').innerText()).toBe('Gaps in the API description');
    expect(await gaps.locator('tbody tr').count()).toBeGreaterThan(30);
    await gaps.locator('a[href="index.html"]').first().click();
    await gaps.locator('[data-testid="menu-item-label"]').first().waitFor({ timeout: 20_000 });
    expect(gaps.url()).toBe(`${docs!.url}/index.html`);
    await gaps.close();
  });

  it('answers /docs, /docs/ and /docs/index.html, and the favicon, with no 404 on any load', async () => {
    for (const url of [docs!.url, `${docs!.url}/`, `${docs!.url}/index.html`, `${docs!.url}/openapi.json`]) {
      const visit = await watchedPage({ width: 1000, height: 800 });
      const response = await visit.goto(url, { waitUntil: 'load' });
      expect(response?.status(), url).toBe(200);
      // /docs becomes /docs/, so that the page's relative links resolve under it.
      if (url === docs!.url) expect(visit.url()).toBe(`${docs!.url}/`);
      await visit.waitForTimeout(500);
      await visit.close();
    }
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    for (const url of [new URL(icon!, page.url()).href, `${origin}/favicon.ico`]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('image/x-icon');
    }
    expect(failedResponses).toEqual([]);
  });

  it('keeps every word of the title whole on a 390 px wide screen', async () => {
    const phone = await watchedPage({ width: 390, height: 844 });
    await openDocs(phone, `${docs!.url}/`);
    mkdirSync(screenshotDir, { recursive: true });
    await phone.screenshot({ path: join(screenshotDir, 'docs-390px.png') });
    // A word that wraps inside itself spans more than one line box: its range has rects on two lines.
    const splitWords = (redocDefaults: boolean) =>
      phone.evaluate((restore) => {
        const heading = document.querySelector<HTMLElement>('h1[data-component-name="Typography/H1"]');
        if (!heading) return { text: '', split: ['no title'] };
        // Redoc's own title style, as it was before the docs overrode it: it breaks words anywhere. Its 36 px
        // split "Notification" with Debian's DejaVu Sans but not with narrower fonts, so the control sizes the
        // title to make that word wider than the line whatever font the machine has (12 letters of >= 0.4 em).
        const size = Math.ceil(heading.clientWidth / 4);
        heading.style.cssText = restore ? `overflow-wrap: anywhere; word-break: break-word; min-width: 0; font-size: ${size}px; line-height: 1.2` : '';
        const split: string[] = [];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (const match of node.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(match[0]);
          }
        }
        const text = heading.textContent ?? '';
        heading.style.cssText = '';
        return { text, split };
      }, redocDefaults);
    const shown = await splitWords(false);
    expect(shown.text).toContain(title);
    expect(shown.split).toEqual([]);
    // The check does see the defect it guards against: with Redoc's wrapping, a word wider than the line splits.
    expect((await splitWords(true)).split).toContain('Notification');
    await phone.close();
  });

  it('renders without console errors, without failed loads and without reaching off the page', () => {
    expect(requested.some((url) => url.startsWith(origin))).toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(failedResponses).toEqual([]);
    expect(offsiteRequests).toEqual([]);
  });
});
