// The bounds on what the state holds hold against memory: requests a client may send (large
// payloads, payloads of tiny nodes, many environments, long idempotency keys) are refused, or their
// oldest keys dropped, before the heap grows past the bound. Each scenario runs the built mock
// in-process in a node of its own (fixtures/memory-bound.mjs), with --expose-gc for the heap it
// retains and a 1 GiB heap: the mock before the bounds kept about 10 MB a trigger and died of it.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'fixtures', 'memory-bound.mjs');
const MiB = 1024 * 1024;

interface Report {
  retainedMiB: number;
  statuses: Record<string, number>;
  refusedBy: string[];
}

async function run(scenario: string, max: number): Promise<Report> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--max-old-space-size=1024', script, scenario, String(max)], {
    timeout: 90_000,
    maxBuffer: MiB,
  });
  return JSON.parse(stdout) as Report;
}

describe('the state of the built mock, in-process', { timeout: 120_000 }, () => {
  it('refuses triggers with a 0.9 MB payload once the environment counts 64 MiB: the heap keeps less than that', async () => {
    const report = await run('payload', 150);
    // About 1.8 MB counted each: the 36th to 40th is refused, and nothing after it went in.
    expect(report.statuses['409']).toBe(1);
    expect(report.statuses['201']).toBeGreaterThanOrEqual(30);
    expect(report.statuses['201']).toBeLessThan(45);
    expect(report.refusedBy).toEqual(['maxBytesPerEnvironment']);
    expect(report.retainedMiB).toBeLessThan(64 + 8);
  });

  it('counts a payload by its nodes, not its text: 0.9 MB of empty objects (19 MB of memory) is refused by the fourth', async () => {
    const report = await run('empties', 40);
    expect(report.statuses).toEqual({ 201: 3, 409: 1 });
    expect(report.retainedMiB).toBeLessThan(64 + 8);
  });

  it('bounds all environments together: each new key is an environment, and maxTotalBytes (48 MiB here) refuses the fourth', async () => {
    const report = await run('environments', 12);
    expect(report.refusedBy).toEqual(['maxBytesPerEnvironment', 'maxTotalBytes']);
    expect(report.retainedMiB).toBeLessThan(48 + 8);
  });

  it('drops the oldest idempotency keys by their bytes: 8,000 keys of 255 characters with 14 KB targets, in 8 environments', async () => {
    const report = await run('keys', 1000);
    expect(report.statuses).toEqual({ 200: 8000 });
    // Kept whole, they would take 8,000 x 14 KB (110 MiB); the keys of all environments count 64 MiB at most.
    expect(report.retainedMiB).toBeLessThan(64 + 8);
  });
});
