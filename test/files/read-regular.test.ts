// A file a document names is read only when it is a regular file, bounded in size and in time: a FIFO
// is refused before it is opened (its open would wait for a writer for ever), and so are a device, a
// folder and a socket; a read that outlasts its deadline is given up.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TooLargeError } from '../../src/files/read-bounded.js';
import { NotRegularFileError, ReadTimeoutError, readRegularFile } from '../../src/files/read-regular.js';

const dir = mkdtempSync(join(tmpdir(), 'read-regular-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readRegularFile', () => {
  it('reads a regular file whole', async () => {
    writeFileSync(join(dir, 'part.yaml'), 'type: string\n');
    expect((await readRegularFile(join(dir, 'part.yaml'), 1000, 5000)).toString()).toBe('type: string\n');
  });

  it('refuses a FIFO with no writer at once, without opening it', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const started = performance.now();
    await expect(readRegularFile(fifo, 1000, 60_000)).rejects.toThrow(new NotRegularFileError('is a FIFO (named pipe), not a regular file'));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a device, a folder and a socket', async () => {
    await expect(readRegularFile('/dev/zero', 1000, 5000)).rejects.toThrow('is a device, not a regular file');
    await expect(readRegularFile(dir, 1000, 5000)).rejects.toThrow('is a folder, not a regular file');
    const socket = join(dir, 'socket');
    const server = createServer().listen(socket);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await expect(readRegularFile(socket, 1000, 5000)).rejects.toThrow('is a socket, not a regular file');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is bounded in size, by what it holds as well as by what it says it holds', async () => {
    writeFileSync(join(dir, 'big'), Buffer.alloc(2000));
    await expect(readRegularFile(join(dir, 'big'), 1000, 5000)).rejects.toThrow(TooLargeError);
    // A file of /proc says it holds nothing.
    expect((await readRegularFile('/proc/self/status', 1_000_000, 5000)).length).toBeGreaterThan(0);
    await expect(readRegularFile('/proc/self/status', 10, 5000)).rejects.toThrow(TooLargeError);
  });

  it('gives up past its deadline', async () => {
    const large = join(dir, 'large');
    writeFileSync(large, Buffer.alloc(32 * 1024 * 1024));
    await expect(readRegularFile(large, 64 * 1024 * 1024, 1)).rejects.toThrow(new ReadTimeoutError(1));
  });
});
