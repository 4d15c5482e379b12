// Review 11b, F2: a command whose stdout reader went away (`proxy … | head -1`) crashed on its next
// line with an unhandled EPIPE and a stack trace: the proxy on SIGTERM skipped its drain and its
// summary, exit code 1. A gone reader is no crash now (src/cli/io.ts): the command goes on to its end.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');

describe('the proxy, its stdout reader gone', () => {
  it('stops on SIGTERM as usual: exit code 0, no stack trace', { timeout: 30_000 }, async () => {
    const child = spawn(process.execPath, [cli, 'proxy', '--upstream', 'http://127.0.0.1:9', '--host', '127.0.0.1', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    // As `| head -1`: the first line read, then the reader is gone.
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.stdout.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/EPIPE|at .*\.js:\d+/);
    await vi.waitFor(() => expect(child.exitCode).toBe(0));
  });
});
