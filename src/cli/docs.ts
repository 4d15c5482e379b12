// `notification-api-contract docs --out DIR`: the docs as a static site, publishable as it is.
import { randomBytes } from 'node:crypto';
import { constants, readFileSync } from 'node:fs';
import { copyFile, lstat, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { shownUrl } from '../http/url-credentials.js';
import { printable } from '../text/printable.js';
import { isShellWord, parseCommandArgs, given as shownArgument } from './args.js';
import { readServerUrl, rebaseSite } from './docs-rebase.js';
import { type SiteFile, siteFiles } from './docs-site.js';
import { isParseArgsError, UsageError } from './errors.js';
import type { CliIo } from './io.js';

export const docsHelp = `Usage: notification-api-contract docs --out <dir> [--server-url <url>]

Write the API docs as a static site that can be published as it is (any static host, or a
folder opened from disk): index.html (Redoc, self-contained), the contract as openapi.json and
openapi.yaml, the gap list (gaps.html, gaps.md) and favicon.ico, all linked relative to the page.
The folder is created if missing; files of the same names in it are replaced.

Exit code: 0 once written, 1 when the folder or a file cannot be written, 2 on a usage error or
when what it prints cannot be written (a full disk).

Options:
  --out <dir>          the folder to write
  --server-url <url>   the API's address the code samples and the server default name, e.g.
                       https://api.example.com (default: the contract's, the local mock on 4010)
  -h, --help           show this help
`;

export interface DocsOptions {
  out: string;
  /** The API's base URL the samples name, instead of the contract's default. */
  serverUrl?: string;
}

const DOCS_OPTIONS = { out: { type: 'string' }, 'server-url': { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } as const;

/** The folder given without its flag (review 28b): said with the command that was meant. */
function positionalProblem(argv: string[]): UsageError {
  const { values, positionals } = parseCommandArgs({ args: argv, strict: true, allowPositionals: true, options: DOCS_OPTIONS });
  const first = positionals[0] ?? '';
  return new UsageError(
    values.out === undefined && positionals.length === 1
      ? `docs takes its folder after --out: notification-api-contract docs --out ${isShellWord(first) ? first : shownArgument(first)}`
      : `docs takes no argument but its options, got ${shownArgument(first)}`,
  );
}

export function parseDocsArgs(argv: string[]): DocsOptions | 'help' {
  let values: { out?: string; 'server-url'?: string; help?: boolean };
  try {
    ({ values } = parseCommandArgs({ args: argv, strict: true, allowPositionals: false, options: DOCS_OPTIONS }));
  } catch (error) {
    if (isParseArgsError(error) && error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw positionalProblem(argv);
    throw error;
  }
  if (values.help) return 'help';
  if (values.out === undefined || values.out.trim() === '') throw new UsageError('docs needs --out <dir>');
  const given = values['server-url'];
  if (given === undefined) return { out: values.out };
  const read = readServerUrl(given);
  // Quoted without what may be secret (credentials, a query), as every URL the package prints.
  if ('problem' in read) throw new UsageError(`docs: --server-url ${read.problem}, got ${shownUrl(given)}`);
  return { out: values.out, serverUrl: read.url };
}

/**
 * The files that name the API's address, written to name `serverUrl`: every one must be, or the site
 * would be published with samples that call the local mock.
 */
function rebasedFiles(serverUrl: string): ReadonlyMap<SiteFile, string> {
  const { from, rebased, missed } = rebaseSite((file) => readFileSync(file.source, 'utf8'), serverUrl, { publish: true });
  if (from === undefined) throw new UsageError('docs: --server-url: the contract names no default base URL to replace', 1);
  const first = missed[0];
  if (first !== undefined) throw new UsageError(`docs: --server-url: ${first.name} does not name ${from} where the docs generator writes it`, 1);
  return rebased;
}

/**
 * Creates `folder` and the folders above it that are missing, one level at a time. Node's recursive
 * mkdir never returns where a folder refuses new entries with ENOENT, as /proc does: it creates the
 * parent (which exists), then tries again, forever, at 100% CPU. Here each level is tried once more
 * after its parent, and its error then stands.
 */
async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder);
    return;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    // EEXIST: there already (a file in its place is refused before, or fails its first write).
    if (code === 'EEXIST') return;
    const parent = dirname(folder);
    if (code !== 'ENOENT' || parent === folder) throw error;
    await makeFolder(parent);
  }
  await mkdir(folder);
}

/** A site file written beside its name, to be renamed over it. */
interface Staged {
  readonly name: string;
  readonly target: string;
  readonly path: string;
}

const failure = (error: unknown): string => {
  const { code, message } = error as NodeJS.ErrnoException;
  return printable(code ?? message);
};

/**
 * Copies the site into `out` (created when missing), naming `serverUrl` when given, and returns the
 * paths it wrote. All or nothing where it can be (review 27c F2): every file is written beside its
 * name first, and each name is checked to take a file, before any is replaced; a site half old and
 * half new (an index of this version over the spec of the last) is what a failure must not leave.
 */
export async function writeDocsSite(out: string, serverUrl?: string): Promise<string[]> {
  const rebased = serverUrl === undefined ? new Map<SiteFile, string>() : rebasedFiles(serverUrl);
  const folder = resolve(out);
  const existing = await stat(folder).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new UsageError(`docs: --out ${printable(out)} is a file, not a folder`, 1);
  try {
    await makeFolder(folder);
  } catch (error) {
    throw new UsageError(`docs: cannot write ${printable(folder)}: ${failure(error)}`, 1);
  }
  const staged: Staged[] = [];
  const unstage = () => Promise.all(staged.map((file) => rm(file.path, { force: true })));
  // What a failure names: each file as it is staged or checked (a folder in a file's place is that
  // file's EISDIR, not the folder's; review 14a F10).
  let writing = folder;
  try {
    for (const file of siteFiles) {
      const target = join(folder, file.name);
      writing = target;
      // Renamed over the name later: a symbolic link of that name in the folder is replaced, never
      // written through to a file of the user's elsewhere. The staged name is random and created
      // exclusively: a link planted at a name another user could guess (it was the pid) was written through.
      const path = join(folder, `.${file.name}.${randomBytes(12).toString('hex')}.tmp`);
      staged.push({ name: file.name, target, path });
      const text = rebased.get(file);
      if (text === undefined) await copyFile(file.source, path, constants.COPYFILE_EXCL);
      else await writeFile(path, text, { flag: 'wx' });
    }
    for (const file of staged) {
      writing = file.target;
      // rename() puts a file over a file or a link, not over a folder: found now, nothing is replaced yet.
      if ((await lstat(file.target).catch(() => undefined))?.isDirectory()) throw Object.assign(new Error('a folder is in its place'), { code: 'EISDIR' });
    }
  } catch (error) {
    await unstage();
    throw new UsageError(`docs: cannot write ${printable(writing)}: ${failure(error)}; nothing in ${printable(folder)} was replaced`, 1);
  }
  const replaced: string[] = [];
  try {
    for (const file of staged) {
      writing = file.target;
      await rename(file.path, file.target);
      replaced.push(file.name);
    }
  } catch (error) {
    await unstage();
    const left = staged.filter((file) => !replaced.includes(file.name)).map((file) => file.name);
    const state = replaced.length === 0 ? 'nothing was replaced' : `${replaced.join(', ')} replaced, ${left.join(', ')} not`;
    throw new UsageError(`docs: cannot write ${printable(writing)}: ${failure(error)}; ${state}`, 1);
  }
  return staged.map((file) => file.target);
}

export async function runDocs(argv: string[], io: CliIo): Promise<number> {
  const options = parseDocsArgs(argv);
  if (options === 'help') {
    io.stdout.write(docsHelp);
    return 0;
  }
  await writeDocsSite(options.out, options.serverUrl);
  const calls = options.serverUrl === undefined ? '' : `; its samples call ${options.serverUrl}`;
  io.stdout.write(`wrote the docs site to ${printable(resolve(options.out))}: ${siteFiles.map((file) => file.name).join(', ')}${calls}\n`);
  return 0;
}
