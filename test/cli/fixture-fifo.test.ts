// Review 11b, F4: `mock --fixture <fifo>` with no writer blocks in a synchronous open; it did so
// after the mock's SIGINT/SIGTERM/SIGHUP handlers were installed, which then never ran: only SIGKILL
// ended it. The fixture is read first now, while the default handlers end the process.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const work = mkdtempSync(join(tmpdir(), 'nac-fixture-fifo-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('mock --fixture naming a FIFO nobody writes to', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('ends on %s', { timeout: 20_000 }, async (signal) => {
    const fifo = join(work, `fifo-${signal}`);
    execFileSync('mkfifo', [fifo]);
    const child = spawn(process.execPath, [cli, 'mock', '--port', '0', '--docs-port', '0', '--fixture', fifo], { stdio: 'ignore' });
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, by) => resolve(by)));
    // Time for it to reach the read and block there.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    child.kill(signal);
    const by = await Promise.race([ended, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 5000))]);
    if (by === 'still running') child.kill('SIGKILL');
    expect(by).toBe(signal);
  });
});
