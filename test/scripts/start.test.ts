// `npm start` talks before it acts, and skips the regeneration (seconds) when nothing that generation
// reads or writes changed since the last start that found everything up to date.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashOfFiles } from '../../scripts/lib/hash-files.mjs';
import { repoRoot } from '../helpers/bundle.js';
import { stopProcess } from '../helpers/processes.js';

/** Runs scripts/start.mjs until the mock's banner, then stops it; what it printed, in order. */
async function startOnce(): Promise<string> {
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs'), '--port', '0', '--docs-port', '0'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Ctrl-C stops/m.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code} before its banner:\n${output}`)));
  });
  await stopProcess(child);
  return output;
}

describe('npm start', () => {
  it('says what it does before it does it, and skips the regeneration when nothing changed', { timeout: 180_000 }, async () => {
    // The first start may have to check (a fresh clone, or an edited spec); the second finds the stamp it left.
    const first = await startOnce();
    expect(first).toMatch(/^checking generated files against their inputs… /);
    const second = await startOnce();
    const lines = second.split('\n');
    expect(lines[0]).toBe('checking generated files against their inputs… unchanged since the last check');
    expect(lines[1]).toBe('starting the mock…');
    expect(lines[2]).toMatch(/^mock {2}http:\/\/127\.0\.0\.1:\d+/);
    expect(second).not.toMatch(/regenerating/);
  });

  it('hashes every input and output: the same files give the same hash, another file another', () => {
    const once = hashOfFiles(['openapi', 'generated']);
    expect(hashOfFiles(['generated', 'openapi'])).toBe(once);
    expect(once).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOfFiles(['openapi'])).not.toBe(once);
    expect(hashOfFiles(['openapi', 'no-such-file'])).not.toBe(hashOfFiles(['openapi']));
  });
});
