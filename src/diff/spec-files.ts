// The files of a spec, read: the one the user names and those its `$ref`s name, each bounded, and
// why one could not be read in a user's words.

import { brandAcrossCopies } from '../errors/brand.js';
import { readBounded, TooLargeError } from '../files/read-bounded.js';
import { NotRegularFileError, ReadTimeoutError, readRegularFile } from '../files/read-regular.js';

/** A spec that cannot be read: the file, the place in it when known, and why. */
export class SpecError extends Error {
  override readonly name = 'SpecError';
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(`${file}${line === undefined ? '' : `:${line}${column === undefined ? '' : `:${column}`}`}: ${reason}`);
  }
}
brandAcrossCopies(SpecError, 'SpecError');

/** Longest document read: a spec larger than this is not a spec. */
export const MAX_SPEC_BYTES = 64 * 1024 * 1024;
/** Longest a file a `$ref` names may take to be read: a local file takes milliseconds, a stalled mount for ever. */
export const REF_READ_MS = 30_000;

/** Why a file could not be read, in a user's words. */
export function readFailure(error: unknown): string {
  if (error instanceof TooLargeError) return `larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB: not a spec`;
  if (error instanceof NotRegularFileError || error instanceof ReadTimeoutError) return error.message;
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a spec file' : `cannot be read (${code ?? String(error)})`;
}

/** A file the user named: bounded as it is read, as it may be a device or a pipe (/dev/zero, `<(…)`), of no known size. */
export async function readText(path: string): Promise<string> {
  try {
    return (await readBounded(path, MAX_SPEC_BYTES)).toString('utf8');
  } catch (error) {
    throw new SpecError(path, readFailure(error));
  }
}

/** A file a `$ref` names (a document's choice, not the user's): a regular file only, bounded in size and time. */
export async function readRefText(path: string): Promise<string> {
  return (await readRegularFile(path, MAX_SPEC_BYTES, REF_READ_MS)).toString('utf8');
}
