// A file read only when it is a regular file, bounded in size and in time: for a name a document
// gives (a spec's `$ref`), not the user, so it may be a FIFO (its open waits for a writer that never
// comes), a device (/dev/stdin on a pipe left open), a folder or a socket. Its type is checked before
// it is opened, and again on what was opened, which must be the same file: a name swapped for a FIFO
// between the two is refused, not waited on (the open does not wait either: O_NONBLOCK).

import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { readHandleBounded, TooLargeError } from './read-bounded.js';

/** A name that is not a regular file: the message says what it is ("is a FIFO (named pipe), not a regular file"). */
export class NotRegularFileError extends Error {
  readonly code = 'ENOTREGULAR';
}

/** A read that outlasted its deadline (a file system that stopped answering). */
export class ReadTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(readonly timeoutMs: number) {
    super(`not read within ${timeoutMs / 1000} s`);
  }
}

/** What a file that is not a regular one is, for a message: 'a folder', 'a FIFO (named pipe)', 'a device', 'a socket'. */
export const kindOf = (stats: Stats): string =>
  stats.isDirectory()
    ? 'a folder'
    : stats.isFIFO()
      ? 'a FIFO (named pipe)'
      : stats.isCharacterDevice() || stats.isBlockDevice()
        ? 'a device'
        : stats.isSocket()
          ? 'a socket'
          : 'no file';

/** The refusal of a file that is not a regular one: "is a FIFO (named pipe), not a regular file". */
export const notRegular = (stats: Stats) => new NotRegularFileError(`is ${kindOf(stats)}, not a regular file`);

// Windows has no O_NONBLOCK, and no FIFO an open could wait on.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

async function readRegular(path: string, maxBytes: number): Promise<Buffer> {
  const named = await stat(path);
  if (!named.isFile()) throw notRegular(named);
  if (named.size > maxBytes) throw new TooLargeError(maxBytes);
  const handle = await open(path, OPEN_FLAGS);
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw notRegular(opened);
    if (opened.ino !== named.ino || opened.dev !== named.dev) throw new NotRegularFileError('was replaced by another file as it was opened');
    // Bounded still: a file of /proc says size 0 and holds more.
    return await readHandleBounded(handle, maxBytes);
  } finally {
    await handle.close();
  }
}

/**
 * The bytes of the regular file `path`, at most `maxBytes` of them, within `timeoutMs`:
 * NotRegularFileError for any other kind of file, TooLargeError past the size, ReadTimeoutError past
 * the time, the fs error otherwise.
 */
export async function readRegularFile(path: string, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([readRegular(path, maxBytes), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
