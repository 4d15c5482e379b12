// validate-traffic's progress line (review 26c F11): a HAR is read whole, then checked, so its bytes
// reached 100% while its entries were still being checked, for minutes on a large one. The line now
// says what is read and, of a HAR, how many of its entries are checked.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkTraffic, type TrafficProgress } from '../../src/traffic/index.js';
import { progressLine } from '../../src/traffic/progress.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

/** A file of `megabytes` MB that takes no room (truncate makes a hole): the line shows for inputs over 32 MB. */
function bigFile(name: string, megabytes: number): string {
  const file = join(dir, name);
  writeFileSync(file, '');
  truncateSync(file, megabytes * 1024 * 1024);
  return file;
}

describe('the progress line', () => {
  it('names the entries of a HAR checked, once it is read, and only the bytes of JSON Lines', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const har = bigFile('big.har', 40);
    const jsonl = bigFile('big.jsonl', 40);
    const written: string[] = [];
    const line = progressLine([har, jsonl], { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream);
    const at = (ms: number, progress: TrafficProgress) => {
      vi.setSystemTime(ms);
      line.update(progress);
    };
    at(1000, { file: har, bytesRead: 20 * 1024 * 1024, exchanges: 0 });
    at(2000, { file: har, bytesRead: 40 * 1024 * 1024, exchanges: 0, entries: { checked: 0, total: 5000 } });
    at(3000, { file: har, bytesRead: 40 * 1024 * 1024, exchanges: 2048, entries: { checked: 2048, total: 5000 } });
    at(4000, { file: jsonl, bytesRead: 20 * 1024 * 1024, exchanges: 7000 });
    line.end();
    const erase = '\r\x1b[K';
    expect(written.map((text) => (text.startsWith(erase) ? text.slice(erase.length) : text))).toEqual([
      `validate-traffic: 25% read (20 MB of 80 MB), 0 exchanges, ${har}`,
      `validate-traffic: 50% read (40 MB of 80 MB); entries checked 0 of 5,000, 0 exchanges, ${har}`,
      `validate-traffic: 50% read (40 MB of 80 MB); entries checked 2,048 of 5,000, 2,048 exchanges, ${har}`,
      `validate-traffic: 75% read (60 MB of 80 MB), 7,000 exchanges, ${jsonl}`,
      '',
    ]);
  });
});

describe('checkTraffic on a HAR', () => {
  it('tells its progress the entries checked of the whole, up to all of them, input errors counted', async () => {
    const entry = (index: number) =>
      index % 500 === 7
        ? { request: { method: 'GET' } }
        : {
            request: { method: 'GET', url: 'https://api.example.com/v2/topics/news', headers: [{ name: 'Authorization', value: 'ApiKey k' }] },
            response: { status: 404, headers: [], content: { size: 0 } },
          };
    const file = join(dir, 'entries.har');
    writeFileSync(
      file,
      JSON.stringify({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries: Array.from({ length: 2100 }, (_, i) => entry(i)) } }),
    );
    const seen: TrafficProgress[] = [];
    const report = await checkTraffic([file], { onProgress: (progress) => seen.push(progress) });
    expect(report.inputErrorCount).toBe(5);
    const entries = seen.map((progress) => progress.entries);
    expect(entries).toEqual([
      { checked: 0, total: 2100 },
      { checked: 1024, total: 2100 },
      { checked: 2048, total: 2100 },
      { checked: 2100, total: 2100 },
    ]);
    expect(seen.at(-1)?.exchanges).toBe(2095);
  });
});
