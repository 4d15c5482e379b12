// formatReport states the input that could not be read, in the lines the CLI prints on stderr (review
// 20 F7): it printed `1 file, 0 exchanges: 0 valid, 0 violations …`, a clean empty run, while
// exitCodeOf said 2.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTraffic, exitCodeOf, formatReport, inputErrorLines } from '../../src/traffic/index.js';
import { runInProcess } from '../helpers/cli.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const missing = join(import.meta.dirname, 'fixtures', 'no-such-file.jsonl');

describe('formatReport and the input that could not be read', () => {
  it('a file that cannot be read: counted in the first line and listed under its heading', async () => {
    const report = await checkTraffic([missing], { strict: false });
    expect(exitCodeOf(report)).toBe(2);
    const text = formatReport(report);
    expect(text).toMatch(/^1 file, 0 exchanges: 0 valid, 0 violations, 0 matching no operation; 1 input error$/m);
    expect(text).toContain(`\n\nInput that could not be read:\n  ${missing}: cannot be read: no such file (ENOENT)\n`);
  });

  it('says each line as the CLI does on stderr, and how many more were counted than listed', async () => {
    const report = await checkTraffic([fixture('valid.har'), fixture('broken.jsonl'), missing], { strict: false });
    const lines = inputErrorLines(report);
    expect(lines.length).toBeGreaterThan(1);
    const cli = await runInProcess(['validate-traffic', '--jobs', '1', fixture('valid.har'), fixture('broken.jsonl'), missing]);
    expect(cli.status).toBe(2);
    expect(cli.stderr).toBe(lines.map((line) => `notification-api-contract: ${line}\n`).join(''));
    expect(cli.stdout).toBe(formatReport(report));
    expect(formatReport(report)).toContain(`Input that could not be read:\n${lines.map((line) => `  ${line}`).join('\n')}\n`);

    const more = { ...report, inputErrorCount: report.inputErrors.length + 1234 };
    expect(inputErrorLines(more).at(-1)).toBe('… and 1,234 more unreadable lines or entries');
    expect(formatReport(more)).toContain(`  … and 1,234 more unreadable lines or entries\n`);
    expect(formatReport(more)).toMatch(new RegExp(`; ${(report.inputErrors.length + 1234).toLocaleString('en-US')} input errors$`, 'm'));
  });

  it('a run that read everything says nothing of input errors', async () => {
    const text = formatReport(await checkTraffic([fixture('valid.har')]));
    expect(text).not.toMatch(/input error|could not be read/);
  });
});
