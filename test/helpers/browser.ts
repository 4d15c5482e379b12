// The one place that finds the Chromium the browser tests drive: CHROMIUM_PATH when set, else the first of
// the usual names on the PATH, else the headless Chromium that `npm ci` brought (@sparticuz/chromium).
// That package ships the binary and the few libraries it needs beyond libc (NSS, NSPR, expat) but unpacks
// the libraries only on Amazon Linux, so they are unpacked here, once per version, and the browser is
// started with LD_LIBRARY_PATH pointing at them: no apt-get, no download.
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const browserNames = ['chromium', 'chromium-browser', 'google-chrome'] as const;

/** The one line a browser test fails with when no Chromium can be had; it names that test. */
export function noBrowserMessage(test: string): string {
  return (
    `${test} needs a Chromium and found none: set CHROMIUM_PATH to its executable, put one of ${browserNames.join(', ')} on the PATH, ` +
    'or run npm ci (it installs @sparticuz/chromium, a headless Chromium for Linux x64)'
  );
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The installed @sparticuz/chromium's folder, or null where it is missing or cannot run. */
export function packagedChromium(): string | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  try {
    const folder = join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..');
    return existsSync(join(folder, 'bin', 'chromium.br')) ? folder : null;
  } catch {
    return null;
  }
}

export type BrowserLookup = { path: string; from: 'CHROMIUM_PATH' | 'PATH' } | { from: 'npm'; packageDir: string } | { error: (test: string) => string };

export function findBrowser(env: NodeJS.ProcessEnv = process.env, packageDir: string | null = packagedChromium()): BrowserLookup {
  const explicit = env.CHROMIUM_PATH;
  if (explicit !== undefined && explicit !== '') {
    return isExecutableFile(explicit)
      ? { path: explicit, from: 'CHROMIUM_PATH' }
      : { error: (test) => `${test} needs a Chromium: CHROMIUM_PATH=${explicit} is not an executable file` };
  }
  const folders = (env.PATH ?? '').split(delimiter).filter((folder) => folder !== '');
  for (const name of browserNames) {
    for (const folder of folders) {
      const candidate = join(folder, name);
      if (isExecutableFile(candidate)) return { path: candidate, from: 'PATH' };
    }
  }
  if (packageDir !== null) return { from: 'npm', packageDir };
  return { error: noBrowserMessage };
}

export type UnpackedChromium = { path: string; libraryPath: string; fontConfig: string };

/**
 * Unpacks the package's Chromium, its libraries and its fonts into `into` (once: a later call finds them).
 * The files are written to a fresh folder and renamed into place, so tests that start at the same time
 * never see half a binary.
 */
export async function unpackChromium(packageDir: string, into = defaultUnpackFolder(packageDir)): Promise<UnpackedChromium> {
  const unpacked = { path: join(into, 'chromium'), libraryPath: join(into, 'al2023', 'lib'), fontConfig: join(into, 'fonts.conf') };
  if (existsSync(unpacked.fontConfig)) return unpacked;
  mkdirSync(dirname(into), { recursive: true });
  const work = mkdtempSync(`${into}.partial-`);
  try {
    // The package's inflate writes into os.tmpdir(), which reads TMPDIR when it is called: each call below
    // works out its output path before it returns, so TMPDIR is set around the calls only.
    const { inflate } = (await import('@sparticuz/chromium')) as { inflate: (file: string) => Promise<string> };
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = work;
    let done: Promise<string[]>;
    try {
      done = Promise.all(['chromium.br', 'al2023.tar.br', 'fonts.tar.br'].map((file) => inflate(join(packageDir, 'bin', file))));
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    await done;
    // The package's fonts.conf names Lambda's folders; this one names the unpacked fonts and the system's.
    writeFileSync(
      join(work, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(into, 'fonts', 'fonts')}</dir>\n` +
        `  <dir>/usr/share/fonts</dir>\n  <cachedir>${join(into, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    try {
      renameSync(work, into);
    } catch (error) {
      // Another test unpacked the same version first: keep theirs.
      if (!existsSync(unpacked.fontConfig)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return unpacked;
}

function defaultUnpackFolder(packageDir: string): string {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', `chromium-${version}`);
}

const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Starts the Chromium findBrowser finds; `test` names the test file in the error when there is none. `extraArgs` go on its command line. */
export async function launchBrowser(test: string, env: NodeJS.ProcessEnv = process.env, extraArgs: readonly string[] = []): Promise<Browser> {
  const lookup = findBrowser(env);
  if ('error' in lookup) throw new Error(lookup.error(test));
  const args = [...launchArgs, ...extraArgs];
  if (lookup.from !== 'npm') return chromium.launch({ executablePath: lookup.path, args });
  const unpacked = await unpackChromium(lookup.packageDir);
  const libraryPath = [unpacked.libraryPath, env.LD_LIBRARY_PATH].filter((part) => part !== undefined && part !== '').join(delimiter);
  return chromium.launch({
    executablePath: unpacked.path,
    args,
    env: { ...env, LD_LIBRARY_PATH: libraryPath, FONTCONFIG_PATH: dirname(unpacked.fontConfig), FONTCONFIG_FILE: unpacked.fontConfig },
  });
}
