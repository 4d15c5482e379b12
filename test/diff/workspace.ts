// What the diff CLI tests share: a temporary folder for the specs they write (removed after the
// file), and the command run in-process.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

/** A folder named `prefix…`, removed after the test file; `write` puts a file in it (its folders made) and returns its path. */
export function specFolder(prefix: string): { dir: string; write: (name: string, text: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return path;
  };
  return { dir, write };
}

/** `notification-api-contract diff ARGV`, in this process, with no environment. */
export async function runDiff(argv: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  const { status, stdout, stderr } = await runInProcess(['diff', ...argv], { stdin, env: {} });
  return { code: status, stdout, stderr };
}
