// Which Chromium the browser tests drive (CHROMIUM_PATH, a system one, else the one npm ci installed),
// that the npm one runs on this machine with its own libraries, and what a test says without any: one line, at once.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBrowser, launchBrowser, noBrowserMessage, packagedChromium, unpackChromium } from '../helpers/browser.js';
import { repoRoot } from '../helpers/bundle.js';

const work = mkdtempSync(join(tmpdir(), 'nac-browser-finder-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function fakeExecutable(folder: string, name: string, executable = true): string {
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, executable ? 0o755 : 0o644);
  return path;
}

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first, whatever the PATH holds', () => {
    const explicit = fakeExecutable(join(work, 'explicit'), 'my-chrome');
    const onPath = fakeExecutable(join(work, 'bin1'), 'chromium');
    expect(findBrowser({ CHROMIUM_PATH: explicit, PATH: dirname(onPath) })).toEqual({ path: explicit, from: 'CHROMIUM_PATH' });
  });

  it('says so when CHROMIUM_PATH names no executable file, naming the test', () => {
    const lookup = findBrowser({ CHROMIUM_PATH: join(work, 'nothing-here') });
    expect('error' in lookup && lookup.error('test/x.test.ts')).toBe(
      `test/x.test.ts needs a Chromium: CHROMIUM_PATH=${join(work, 'nothing-here')} is not an executable file`,
    );
    const plain = fakeExecutable(join(work, 'plain'), 'chromium', false);
    expect(findBrowser({ CHROMIUM_PATH: plain })).toHaveProperty('error');
    expect(findBrowser({ CHROMIUM_PATH: work })).toHaveProperty('error');
  });

  it('then looks for chromium, chromium-browser and google-chrome on the PATH, in that order', () => {
    const chrome = fakeExecutable(join(work, 'bin2'), 'google-chrome');
    const chromiumBrowser = fakeExecutable(join(work, 'bin3'), 'chromium-browser');
    const path = [join(work, 'empty'), dirname(chrome), dirname(chromiumBrowser)].join(delimiter);
    expect(findBrowser({ PATH: path })).toEqual({ path: chromiumBrowser, from: 'PATH' });
    expect(findBrowser({ PATH: dirname(chrome) })).toEqual({ path: chrome, from: 'PATH' });
    // A file that cannot be run is passed over.
    fakeExecutable(join(work, 'bin4'), 'chromium', false);
    expect(findBrowser({ PATH: [join(work, 'bin4'), dirname(chrome)].join(delimiter) })).toEqual({ path: chrome, from: 'PATH' });
  });

  it('with neither, takes the Chromium that npm ci installed', () => {
    const installed = packagedChromium();
    expect(installed, 'npm ci installs @sparticuz/chromium (a devDependency)').not.toBeNull();
    expect(findBrowser({ PATH: join(work, 'empty'), CHROMIUM_PATH: '' })).toEqual({ from: 'npm', packageDir: installed });
    // A system Chromium still comes first.
    const system = fakeExecutable(join(work, 'bin5'), 'chromium');
    expect(findBrowser({ PATH: dirname(system) }, installed)).toEqual({ path: system, from: 'PATH' });
  });

  it('without any, answers one line that names the test and says how to get one', () => {
    const none = findBrowser({ PATH: join(work, 'empty'), CHROMIUM_PATH: '' }, null);
    expect(none).toEqual({ error: noBrowserMessage });
    const line = noBrowserMessage('test/docs/browser.test.ts');
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^test\/docs\/browser\.test\.ts needs a Chromium/);
    expect(line).toMatch(/CHROMIUM_PATH/);
    expect(line).toMatch(/npm ci/);
  });
});

describe("the Chromium npm ci installed, on this machine's glibc", () => {
  it('unpacks its binary, its NSS, NSPR and expat once, loads those libraries from there, and renders a page', { timeout: 90_000 }, async () => {
    const installed = packagedChromium()!;
    const into = join(work, 'unpacked');
    const [first, second] = await Promise.all([unpackChromium(installed, into), unpackChromium(installed, into)]);
    expect(second).toEqual(first);
    const libraries = readdirSync(first.libraryPath);
    for (const name of ['libnss3.so', 'libnssutil3.so', 'libnspr4.so', 'libplc4.so', 'libplds4.so', 'libexpat.so.1']) expect(libraries).toContain(name);
    // No half-unpacked folder is left beside it.
    expect(readdirSync(work).filter((name) => name.startsWith('unpacked.partial-'))).toEqual([]);

    // Through the helper every browser test uses, with no system browser on the PATH.
    const browser = await launchBrowser('test/docs/browser-finder.test.ts', { ...process.env, PATH: dirname(process.execPath), CHROMIUM_PATH: '' });
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><title>t</title><p id="p">rendered</p><script>document.title = String(1 + 1)</script>');
      expect(await page.title()).toBe('2');
      expect(await page.textContent('#p')).toBe('rendered');
      // Two frames drawn first: once, with the other browser files running beside it, a screenshot asked
      // for right after setContent was refused ("Unable to capture screenshot").
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect((await page.screenshot()).byteLength).toBeGreaterThan(100);
      // The browser's process maps NSS from the unpacked folder, whatever the system has.
      const unpacked = await unpackChromium(installed);
      const mapped = readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            return readlinkSync(`/proc/${pid}/exe`) === unpacked.path;
          } catch {
            return false;
          }
        })
        .map((pid) => readFileSync(`/proc/${pid}/maps`, 'utf8'));
      expect(mapped.length).toBeGreaterThan(0);
      const nss = mapped.join('\n').match(/\S*\/libnss3\.so$/m)?.[0];
      expect(nss).toBe(join(unpacked.libraryPath, 'libnss3.so'));
    } finally {
      await browser.close();
    }
  });
});

describe('a browser test that cannot have a browser', () => {
  it('fails at once with one line that names it, instead of waiting out its hooks', () => {
    // Only the docs test, without the suite's global setup, with a CHROMIUM_PATH that names nothing.
    const config = join(work, 'vitest.config.mjs');
    writeFileSync(config, `export default { root: ${JSON.stringify(repoRoot)}, test: { include: ['test/docs/browser.test.ts'], hookTimeout: 60000 } };\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: dirname(process.execPath), NO_COLOR: '1', CHROMIUM_PATH: join(work, 'no-browser') };
    const started = Date.now();
    const run = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', config], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const elapsed = Date.now() - started;
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(1);
    expect(output).toContain(`Error: test/docs/browser.test.ts needs a Chromium: CHROMIUM_PATH=${join(work, 'no-browser')} is not an executable file`);
    // The hooks' timeout is 60 s: a run that waited for one would take longer than this.
    expect(elapsed, output).toBeLessThan(40_000);
  });
});
