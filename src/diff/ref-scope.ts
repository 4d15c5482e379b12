// The files a spec's external `$ref`s may name: those in the folder of the spec's root file and below,
// and in the folders the user adds (`--ref-root`), after `..` and symbolic links are resolved. A spec
// under review is often a stranger's pull request, and diff runs in CI where the secrets are: a `$ref`
// to ../../../etc/passwd, /proc/self/environ, ~/.npmrc or a link to one was read, and a FIFO waited on.
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

export interface RefScope {
  /** The folders as named, `..` resolved: a path outside them all is refused before the file system is asked. */
  readonly named: readonly string[];
  /** The same folders with their symbolic links resolved: where a target must really be. */
  readonly real: readonly string[];
}

/** Why a folder cannot bound `$ref`s: it is not one. */
export class RefRootError extends Error {
  override readonly name = 'RefRootError';
  constructor(
    readonly folder: string,
    readonly reason: string,
  ) {
    super(`${folder}: ${reason}`);
  }
}

/** `folder` (relative to the working folder) as its real path; RefRootError when it is no folder. */
export async function realFolder(folder: string): Promise<string> {
  let real: string;
  let isFolder: boolean;
  try {
    real = await realpath(resolve(folder));
    isFolder = (await stat(real)).isDirectory();
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new RefRootError(folder, code === 'ENOENT' ? 'no such folder' : `cannot be read (${code ?? String(error)})`);
  }
  if (!isFolder) throw new RefRootError(folder, 'not a folder');
  return real;
}

/** The scope of a spec whose root file lies in `rootFolder`, widened by `roots`. */
export async function refScope(rootFolder: string, roots: readonly string[] = []): Promise<RefScope> {
  const named = [resolve(rootFolder), ...roots.map((root) => resolve(root))];
  const real = await Promise.all(named.map(realFolder));
  return { named: [...new Set([...named, ...real])], real: [...new Set(real)] };
}

const inside = (folder: string, path: string): boolean => {
  const below = relative(folder, path);
  return below === '' || (!isAbsolute(below) && below !== '..' && !below.startsWith(`..${sep}`));
};

/**
 * The real path of `path` when it lies in `scope`, else undefined. `path` is tried as named first, so
 * that a name outside gets the same answer whether or not a file is there; its links are resolved
 * only then (an fs error, such as ENOENT, is thrown as it comes).
 */
export async function inScope(path: string, scope: RefScope): Promise<string | undefined> {
  if (!scope.named.some((folder) => inside(folder, path))) return undefined;
  const real = await realpath(path);
  return scope.real.some((folder) => inside(folder, real)) ? real : undefined;
}
