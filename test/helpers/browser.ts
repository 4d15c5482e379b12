// Which Chromium the browser tests drive: CHROMIUM_PATH when set, else the first of the usual names
// on the PATH. Without one, the tests fail at once with one line that says how to get one.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const browserNames = ['chromium', 'chromium-browser', 'google-chrome'] as const;

export const noBrowserMessage =
  `no Chromium for the docs test: set CHROMIUM_PATH to its executable, or put one of ${browserNames.join(', ')} on the PATH ` +
  '(Debian and Ubuntu: sudo apt-get install chromium; .ci/run installs it)';

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export type BrowserLookup = { path: string; from: 'CHROMIUM_PATH' | 'PATH' } | { error: string };

export function findBrowser(env: NodeJS.ProcessEnv = process.env): BrowserLookup {
  const explicit = env.CHROMIUM_PATH;
  if (explicit !== undefined && explicit !== '') {
    return isExecutableFile(explicit) ? { path: explicit, from: 'CHROMIUM_PATH' } : { error: `CHROMIUM_PATH=${explicit} is not an executable file` };
  }
  const folders = (env.PATH ?? '').split(delimiter).filter((folder) => folder !== '');
  for (const name of browserNames) {
    for (const folder of folders) {
      const candidate = join(folder, name);
      if (isExecutableFile(candidate)) return { path: candidate, from: 'PATH' };
    }
  }
  return { error: noBrowserMessage };
}
