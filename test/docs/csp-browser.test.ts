// The docs under their Content-Security-Policy (src/cli/docs-policy.ts), in Chromium: served by the docs
// server (its header and the page's <meta>), beside a mock (the page rewritten, its script's hash with
// it), and published by `docs --out` and opened from disk (the <meta> alone). Each renders its
// operations and finds one from the search box, and the browser reports no violation of the policy:
// an allowance the page needs and the policy lacks shows up here, as one the page does not need
// would go unnoticed only if it were never checked (each is justified in docs-policy.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDocsSite } from '../../src/cli/docs.js';
import { pagePolicy } from '../../src/cli/docs-policy.js';
import { type DocsServer, startDocsServer } from '../../src/cli/docs-server.js';
import { launchBrowser } from '../helpers/browser.js';

const work = mkdtempSync(join(tmpdir(), 'nac-docs-csp-'));
let browser: Browser | undefined;
let plain: DocsServer | undefined;
let besideMock: DocsServer | undefined;

beforeAll(async () => {
  browser = await launchBrowser('test/docs/csp-browser.test.ts');
  plain = await startDocsServer('127.0.0.1', 0);
  besideMock = await startDocsServer('127.0.0.1', 0, { apiBaseUrl: 'http://127.0.0.1:4321/api' });
  await writeDocsSite(join(work, 'site'), 'https://api.example.com');
});

afterAll(async () => {
  await browser?.close();
  await plain?.close();
  await besideMock?.close();
  rmSync(work, { recursive: true, force: true });
});

interface Watched {
  readonly page: Page;
  /** Console messages that name the policy: Chromium logs each refusal there too. */
  readonly consoleCsp: string[];
  readonly pageErrors: string[];
  /** Every securitypolicyviolation event the page saw, as `directive blocked-uri sample`. */
  violations(): Promise<string[]>;
}

async function watchedPage(): Promise<Watched> {
  const page = await browser!.newPage({ viewport: { width: 1400, height: 1000 } });
  const consoleCsp: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => /Content.Security.Policy/i.test(message.text()) && consoleCsp.push(message.text().slice(0, 300)));
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  // Registered before any of the page's scripts run, so that a refusal during the first render is kept.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample.slice(0, 60)}`.trim()),
    );
  });
  const violations = () => page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations]);
  return { page, consoleCsp, pageErrors, violations };
}

/** Opens the docs, shows an operation, searches for another and opens the gap list: all that the page does. */
async function exercise({ page }: Watched, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('[data-testid="menu-item-label"]').first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.goto(`${url}#tag/Topics/operation/updateTopic`, { waitUntil: 'load' });
  await expect.poll(() => page.locator('pre, code').filter({ hasText: 'curl --fail-with-body' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.keyboard.press('Control+k');
  await page.locator('input[placeholder^="Search"]').fill('triggerEventBulk');
  await expect.poll(() => page.getByText('Trigger events in bulk').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  // Its <link rel="icon"> is loaded after the page: give a refusal of it the time to be reported.
  await page.waitForTimeout(500);
}

/** Loads `url` under its policy, exercises it, and returns what the browser refused. */
async function refusals(url: string, gaps: string): Promise<{ violations: string[]; consoleCsp: string[]; pageErrors: string[] }> {
  const docs = await watchedPage();
  const gapList = await watchedPage();
  try {
    await exercise(docs, url);
    await gapList.page.goto(gaps, { waitUntil: 'load' });
    expect(await gapList.page.locator('h1').innerText()).toBe('Gaps in the API description');
    await gapList.page.waitForTimeout(300);
    return {
      violations: [...(await docs.violations()), ...(await gapList.violations())],
      consoleCsp: [...docs.consoleCsp, ...gapList.consoleCsp],
      pageErrors: [...docs.pageErrors, ...gapList.pageErrors],
    };
  } finally {
    await docs.page.close();
    await gapList.page.close();
  }
}

describe('the docs under their Content-Security-Policy, in chromium', () => {
  it('served by the docs server: renders, searches, and nothing is refused', async () => {
    const response = await fetch(`${plain!.url}/`);
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; .*script-src 'sha256-/);
    expect(await refusals(`${plain!.url}/`, `${plain!.url}/gaps.html`)).toEqual({ violations: [], consoleCsp: [], pageErrors: [] });
  });

  it('served beside a mock, with its samples rewritten: renders, searches, and nothing is refused', async () => {
    expect(await refusals(`${besideMock!.url}/`, `${besideMock!.url}/gaps.html`)).toEqual({ violations: [], consoleCsp: [], pageErrors: [] });
  });

  it('published by docs --out and opened from disk, under its <meta> alone: nothing is refused', async () => {
    const site = pathToFileURL(join(work, 'site')).href;
    expect(await refusals(`${site}/index.html`, `${site}/gaps.html`)).toEqual({ violations: [], consoleCsp: [], pageErrors: [] });
  });

  it('is in force, from the header and from the <meta> alone: a script the page did not ship is refused, and reported where the test looks', async () => {
    for (const url of [`${plain!.url}/`, `${pathToFileURL(join(work, 'site')).href}/index.html`]) {
      const watched = await watchedPage();
      try {
        await watched.page.goto(url, { waitUntil: 'load' });
        const ran = await watched.page.evaluate(async () => {
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.head.append(script);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return (window as unknown as { __injected?: boolean }).__injected === true;
        });
        expect(ran, url).toBe(false);
        expect(await watched.violations(), url).toContainEqual(expect.stringMatching(/^script-src-elem inline/));
        const meta = await watched.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
        const source = url.startsWith('file:') ? readFileSync(fileURLToPath(url), 'utf8') : await (await fetch(url)).text();
        expect(meta, url).toBe(pagePolicy(source));
      } finally {
        await watched.page.close();
      }
    }
  });
});
