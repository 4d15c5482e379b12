// Which Chromium the docs test drives, and what happens on a machine that has none: one line, at once.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBrowser, noBrowserMessage } from '../helpers/browser.js';
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

  it('says so when CHROMIUM_PATH names no executable file', () => {
    expect(findBrowser({ CHROMIUM_PATH: join(work, 'nothing-here') })).toEqual({
      error: `CHROMIUM_PATH=${join(work, 'nothing-here')} is not an executable file`,
    });
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

  it('without any, answers one line that says how to get one', () => {
    const none = findBrowser({ PATH: join(work, 'empty'), CHROMIUM_PATH: '' });
    expect(none).toEqual({ error: noBrowserMessage });
    expect(noBrowserMessage).not.toContain('\n');
    expect(noBrowserMessage).toMatch(/CHROMIUM_PATH/);
    expect(noBrowserMessage).toMatch(/apt-get install chromium/);
  });
});

describe('the docs test on a machine without a browser', () => {
  it('fails at once with that line, instead of waiting out its hooks', () => {
    // Only the docs test, without the suite's global setup, on a PATH that holds Node alone.
    const config = join(work, 'vitest.config.mjs');
    writeFileSync(config, `export default { root: ${JSON.stringify(repoRoot)}, test: { include: ['test/docs/browser.test.ts'], hookTimeout: 60000 } };\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: dirname(process.execPath), NO_COLOR: '1' };
    delete env.CHROMIUM_PATH;
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
    expect(output).toContain(`Error: ${noBrowserMessage}`);
    // The hooks' timeout is 60 s: a run that waited for one would take longer than this.
    expect(elapsed, output).toBeLessThan(40_000);
  });
});
