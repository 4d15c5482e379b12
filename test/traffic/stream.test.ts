// 100,000 exchanges of JSON Lines (about 100 MB) go through in streaming mode: the peak memory of
// the CLI grows by far less than the file, compared with a run on 1,000 exchanges.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { writeExchanges } from './generate.js';

const cli = join(repoRoot, 'dist', 'cli', 'main.js');
// Prints process.resourceUsage().maxRSS (KiB) on exit, without touching the CLI.
const reporter = join(import.meta.dirname, 'fixtures', 'report-max-rss.mjs');
const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function peakKiB(file: string): { maxRss: number; stdout: string; status: number | null } {
  const result = spawnSync(process.execPath, ['--import', reporter, cli, 'validate-traffic', file], {
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const maxRss = /^maxRSS=(\d+)$/m.exec(result.stderr)?.[1];
  if (maxRss === undefined) throw new Error(`no maxRSS line:\n${result.stderr}`);
  return { maxRss: Number(maxRss), stdout: result.stdout, status: result.status };
}

describe('JSON Lines of 100,000 exchanges', () => {
  it('are checked in bounded memory', { timeout: 180_000 }, () => {
    const small = join(dir, 'small.jsonl');
    const large = join(dir, 'large.jsonl');
    writeExchanges(small, 1_000);
    const largeBytes = writeExchanges(large, 100_000);
    expect(largeBytes).toBeGreaterThan(100 * 1024 * 1024);

    const baseline = peakKiB(small);
    const measured = peakKiB(large);
    // Every exchange was read and checked: one in a thousand breaks the contract.
    expect(measured.status).toBe(1);
    expect(measured.stdout).toMatch(/^1 file, 100,000 exchanges: 99,900 valid, 100 violations, 0 matching no operation$/m);
    expect(baseline.stdout).toMatch(/^1 file, 1,000 exchanges: 999 valid, 1 violation,/m);
    // Loading the file would take more than its 100 MB; streaming takes about what 1,000 exchanges do.
    const growthMiB = (measured.maxRss - baseline.maxRss) / 1024;
    expect(growthMiB).toBeLessThan(48);
  });
});
