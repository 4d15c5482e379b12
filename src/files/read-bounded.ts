// A file read whole, but never past a bound: a name may be a device or a pipe (`/dev/zero`, a
// process substitution `<(…)`), whose size says nothing, and readFile would grow until the process
// dies. The bytes are read in chunks and the read stops one byte past the bound.

import { closeSync, openSync, readSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

const CHUNK_BYTES = 64 * 1024;

/** Thrown when the file holds more than `maxBytes`: `code` as fs errors have one. */
export class TooLargeError extends Error {
  readonly code = 'ETOOLARGE';
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes.toLocaleString('en-US')} bytes`);
  }
}

function collect(chunks: Buffer[], total: number, maxBytes: number): Buffer {
  if (total > maxBytes) throw new TooLargeError(maxBytes);
  return Buffer.concat(chunks, total);
}

/** The bytes of `path`, at most `maxBytes` of them; TooLargeError past that, the fs error otherwise. */
export function readBoundedSync(path: string, maxBytes: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    while (total <= maxBytes) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
      total += read;
    }
    return collect(chunks, total, maxBytes);
  } finally {
    closeSync(fd);
  }
}

/** The bytes of an open file from where it stands, at most `maxBytes` of them; TooLargeError past that. */
export async function readHandleBounded(handle: FileHandle, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total <= maxBytes) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) break;
    chunks.push(bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead));
    total += bytesRead;
  }
  return collect(chunks, total, maxBytes);
}

/** readBoundedSync, without blocking the thread while a pipe's writer is slow. */
export async function readBounded(path: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    return await readHandleBounded(handle, maxBytes);
  } finally {
    await handle.close();
  }
}
