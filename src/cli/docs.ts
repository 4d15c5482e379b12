// `notification-api-contract docs --out DIR`: the docs as a static site, publishable as it is.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { printable } from '../text/printable.js';
import { siteFiles } from './docs-site.js';
import { UsageError } from './errors.js';
import type { CliIo } from './io.js';

export const docsHelp = `Usage: notification-api-contract docs --out <dir>

Write the API docs as a static site that can be published as it is (any static host, or a
folder opened from disk): index.html (Redoc, self-contained), the contract as openapi.json and
openapi.yaml, the gap list (gaps.html, gaps.md) and favicon.ico, all linked relative to the page.
The folder is created if missing; files of the same names in it are replaced.

Options:
  --out <dir>   the folder to write
  -h, --help    show this help
`;

export function parseDocsArgs(argv: string[]): { out: string } | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) return 'help';
  if (values.out === undefined || values.out.trim() === '') throw new UsageError('docs needs --out <dir>');
  return { out: values.out };
}

/** Copies the site into `out` (created when missing) and returns the paths it wrote. */
export async function writeDocsSite(out: string): Promise<string[]> {
  const folder = resolve(out);
  const existing = await stat(folder).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new UsageError(`docs: --out ${printable(out)} is a file, not a folder`, 1);
  try {
    await mkdir(folder, { recursive: true });
    const written: string[] = [];
    for (const file of siteFiles) {
      const target = join(folder, file.name);
      // Copied beside, then renamed over the name: a symbolic link of that name in the folder is
      // replaced, never written through to a file of the user's elsewhere. The staged name is
      // random and created exclusively: a link planted at a name another user could guess (it was
      // the pid) was written through.
      const staged = join(folder, `.${file.name}.${randomBytes(12).toString('hex')}.tmp`);
      try {
        await copyFile(file.source, staged, constants.COPYFILE_EXCL);
        await rename(staged, target);
      } finally {
        await rm(staged, { force: true });
      }
      written.push(target);
    }
    return written;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new UsageError(`docs: cannot write ${printable(folder)}: ${printable(code ?? message)}`, 1);
  }
}

export async function runDocs(argv: string[], io: CliIo): Promise<number> {
  const options = parseDocsArgs(argv);
  if (options === 'help') {
    io.stdout.write(docsHelp);
    return 0;
  }
  await writeDocsSite(options.out);
  io.stdout.write(`wrote the docs site to ${printable(resolve(options.out))}: ${siteFiles.map((file) => file.name).join(', ')}\n`);
  return 0;
}
