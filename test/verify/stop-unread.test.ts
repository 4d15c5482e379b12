// verify stopped by a signal while its stdout is a pipe nobody reads: the report so far has the 2 s
// a stopped server's last lines have (src/cli/io.ts noteStopSignal), then the process ends. Its wait
// for the reader held it until a second signal (review 29a F2). The pipe is a FIFO the test fills
// before the run, so that the first byte of the report already waits; the built command, spawned.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { isolatedTmp } from '../helpers/processes.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const dir = mkdtempSync(join(isolatedTmp(), 'nac-verify-stop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('ends a run interrupted while nobody reads its stdout, after the 2 s its report is given', async () => {
  // A server that answers every request at once: the run has requests enough to still be going when the signal comes.
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"x":1}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fifo = join(dir, 'stdout');
  expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
  // The read end, held open and never read; the write end filled to the pipe's capacity.
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  const filler = Buffer.alloc(4096, 120);
  try {
    while (writeSync(writer, filler) > 0);
  } catch {
    // EAGAIN: full.
  }
  try {
    const { port } = server.address() as AddressInfo;
    const outcome = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; afterSignalMs: number }>((resolve, reject) => {
      const child = spawn(process.execPath, [cli, 'verify', '--base-url', `http://127.0.0.1:${port}`, '--api-key', 'k', '--rps', '20'], {
        stdio: ['ignore', writer, 'pipe'],
      });
      let signalledAt = 0;
      // Past this the wait is the one that never ended: the test fails, the process is stopped.
      const stuck = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.stderr?.setEncoding('utf8').on('data', () => {
        if (signalledAt !== 0) return;
        signalledAt = Date.now();
        child.kill('SIGTERM');
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        clearTimeout(stuck);
        resolve({ code, signal, afterSignalMs: Date.now() - signalledAt });
      });
    });
    // Exit code 1 or 2 are the run's to say (the answers fail the contract); what matters is that it ended itself.
    expect(outcome.signal).toBeNull();
    expect(outcome.code).not.toBeNull();
    expect(outcome.afterSignalMs).toBeLessThan(15_000);
  } finally {
    closeSync(writer);
    closeSync(reader);
    server.close();
  }
}, 40_000);
