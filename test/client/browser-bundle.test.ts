// The client and the validator bundled by esbuild for the browser and run in chromium: the
// validator is a lazy chunk, each operation's validators (and their strict and error-reporting
// siblings) load inside the bundle with no Node built-in, and the WebAssembly scan instantiates.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { repoRoot } from '../helpers/bundle.js';

let out: string;
let server: Server | undefined;
let browser: Browser | undefined;
let origin: string;

beforeAll(async () => {
  // First, so that a machine without a browser fails here at once, before anything needs stopping.
  browser = await launchBrowser('test/client/browser-bundle.test.ts');
  out = mkdtempSync(join(tmpdir(), 'nac-browser-bundle-'));
  await build({
    entryPoints: { entry: join(repoRoot, 'test', 'client', 'fixtures', 'browser-entry.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: out,
    logLevel: 'error',
  });
  const started = createServer((request, response) => {
    const file = request.url === '/' ? null : join(out, (request.url ?? '').replace(/^\/+/, ''));
    if (file === null) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><link rel="icon" href="data:,"><title>bundle</title>');
      return;
    }
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
  });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  // Only a server that was started is waited for: one that never was has nothing to close.
  if (server !== undefined) await new Promise((resolve) => server!.close(resolve));
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('the client bundled for the browser', () => {
  it('keeps the validator out of the entry chunk, and carries no Node built-in or stack-trace trick', () => {
    const files = readdirSync(out).filter((file) => file.endsWith('.js'));
    const entry = readFileSync(join(out, 'entry.js'), 'utf8');
    const chunks = files.filter((file) => file !== 'entry.js').map((file) => readFileSync(join(out, file), 'utf8'));
    expect(entry).not.toContain('upsertTopic_body');
    expect(chunks.some((chunk) => chunk.includes('upsertTopic_body'))).toBe(true);
    for (const text of [entry, ...chunks]) {
      expect(text).not.toMatch(/require\(["']node:|getBuiltinModule|captureStackTrace|prepareStackTrace/);
    }
  });

  it('validates responses, strict requests and JSON text in chromium', async () => {
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${origin}/`);
    // A string, so that the test runner does not rewrite the page's own import().
    const results = (await page.evaluate(`import('${origin}/entry.js').then((module) => module.run())`)) as Record<string, unknown>;
    expect(errors).toEqual([]);
    expect(results).toEqual({
      valid: { _id: '6690a1b2c3d4e5f607182a01', key: 'product-updates', name: 'Product updates' },
      violation: ['/key'],
      strict: ['/extra'],
      deep: ['maxDepth'],
      flat: true,
      preloaded: true,
    });
  }, 60_000);
});
