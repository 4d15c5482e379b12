// The command exits only once what it wrote has left it: on a pipe, Node writes stdout asynchronously,
// and an exit at once cut a report piped to `jq` or `head` at the pipe's 64 KiB (the exit code still
// said all was read). A reader that reads slowly gets it whole; one that goes away ends the command.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'nac-exit-flush-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// 3,000 violations: a JSON report of about 450 KB.
const file = join(dir, 'violations.jsonl');
const line = JSON.stringify({
  request: { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } },
  response: { status: 200, body: { key: 'news' } },
});
writeFileSync(file, `${line}\n`.repeat(3000));

/** The command's stdout through a pipe that is read only after `delayMs`. */
function readSlowly(args: string[], delayMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Reads the first chunk, then nothing for `delayMs`: the command meanwhile has more to write than the pipe holds.
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunks.length === 0) {
        child.stdout.pause();
        setTimeout(() => child.stdout.resume(), delayMs);
      }
      chunks.push(chunk);
    });
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(chunks).toString('utf8'), stderr }));
  });
}

it('writes a --json report of 450 KB whole to a pipe read late', async () => {
  const { code, stdout } = await readSlowly(['validate-traffic', '--json', file], 500);
  expect(code).toBe(1);
  expect(stdout.length).toBeGreaterThan(400_000);
  expect(JSON.parse(stdout).violations).toBe(3000);
});

it('writes the text report whole too', async () => {
  const { code, stdout, stderr } = await readSlowly(['validate-traffic', file], 500);
  expect({ code, stderr }).toEqual({ code: 1, stderr: '' });
  expect(stdout).toContain('3,000 violations');
  // The last line of the report is there: the note on the violations left unlisted.
  expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/^ {2}… and 2,000 more \(counted, not listed/);
});

it('ends when its reader goes away (EPIPE), without a crash', async () => {
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [cli, 'validate-traffic', '--json', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    child.on('close', (exit) => {
      expect(stderr).not.toMatch(/EPIPE|Error/);
      resolve(exit);
    });
  });
  expect(code).toBe(1);
});

/** A process that writes 1 MiB to a pipe nobody reads, then waits in exitWhenWritten; `stopped`: as a server a signal stopped. */
function unread(stopped: boolean, signalWhenWaiting?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const io = pathToFileURL(join(repoRoot, 'dist', 'cli', 'io.js')).href;
  const script = [
    `import { exitWhenWritten, noteStopSignal } from ${JSON.stringify(io)};`,
    `process.stdout.write('x'.repeat(1 << 20));`,
    stopped ? 'noteStopSignal();' : '',
    `const exiting = exitWhenWritten(0, [process.stdout]);`,
    `process.stderr.write('waiting\\n');`,
    `await exiting;`,
  ].join('\n');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pause();
    child.stderr.once('data', () => {
      if (signalWhenWaiting !== undefined) child.kill(signalWhenWaiting);
    });
    child.on('exit', (code, signal) => {
      child.stdout.destroy();
      resolve({ code, signal });
    });
  });
}

it('a server stopped by a signal is not held by a reader that never reads: it exits after STOPPED_WRITE_MS', async () => {
  expect(await unread(true)).toEqual({ code: 0, signal: null });
});

it('a signal while it waits for its reader ends it at once, with the exit code of that signal', async () => {
  expect(await unread(false, 'SIGTERM')).toEqual({ code: 143, signal: null });
  expect(await unread(false, 'SIGINT')).toEqual({ code: 130, signal: null });
});
