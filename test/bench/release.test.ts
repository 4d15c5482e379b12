// The benchmark's comparison with the last release (issue 17 item 7): where the release comes from, and the
// verdicts on the figures compared with the release's committed docs/benchmarks.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyAgainstRelease, proxyReleaseMarkdown } from '../../bench/proxy-release.mjs';
import { compareWithRelease, tablesOf } from '../../bench/release-docs.mjs';
import { ensureRelease } from '../../bench/release-install.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const table = (heading: string, header: string[], rows: string[][]) =>
  [heading, '', `| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`), ''].join('\n');

const mockTable = (rps: string, cpu: string) =>
  table(
    "## The stateful mock against Prism's static mock",
    ['Operation', 'stateful mock req/s', 'Prism req/s', '× Prism', 'stateful mock CPU/request', 'Prism CPU/request', '× Prism'],
    [['getTopic', '**10848**', '971', rps, '**97.7 µs**', '1226 µs', cpu]],
  );

describe('the release compared with its committed docs', () => {
  it('reads the second of two same-named columns as its own', () => {
    const [parsed] = tablesOf(mockTable('11.2×', '12.5×'));
    expect(parsed?.header).toContain('× Prism#2');
    expect(parsed?.rows.get('getTopic')?.get('× Prism#2')).toBe('12.5×');
  });

  it('passes a ratio within 1.05× of the release and fails one beyond, naming both figures', () => {
    const docs = mockTable('11.2×', '12.5×');
    const { lines, verdicts } = compareWithRelease(mockTable('10.8×', '10.0×'), { commit: 'release', docs });
    expect(verdicts.map((verdict: { ok: boolean }) => verdict.ok)).toEqual([true, false]);
    expect(lines[1]).toContain("**not met** (10 against the release's 12.5; at least 11.90 needed");
  });

  it('names a row the release never measured instead of skipping it', () => {
    const docs = mockTable('11.2×', '12.5×');
    const now = mockTable('11.2×', '12.5×').replace('getTopic', 'listTopics');
    const { lines, verdicts } = compareWithRelease(now, { commit: 'release', docs });
    expect(verdicts).toEqual([]);
    expect(lines[0]).toContain('listTopics');
    expect(lines[0]).toContain('no release figure');
  });

  it("leaves this package's validator figures to the side-by-side run: a peer ratio from another day decides nothing", () => {
    const throughput = (ratio: string) =>
      table(
        '## Throughput: microseconds per validated exchange',
        ['Input', 'notification-api-contract', 'openapi-backend'],
        [['topic upsert', '**0.8**', `24.4 (${ratio})`]],
      );
    const { lines, verdicts } = compareWithRelease(`${throughput('10×')}\n${mockTable('11.2×', '12.5×')}`, {
      commit: 'release',
      docs: `${throughput('38×')}\n${mockTable('11.2×', '12.5×')}`,
    });
    expect(verdicts).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('Throughput');
  });

  it("leaves the proxy's figures to the side-by-side run: a ratio to a floor since redefined decides nothing", () => {
    const floor = (ratio: string) =>
      table(
        '### CPU per exchange against the floor',
        ['Workload', 'floor', 'ours, report', 'report / floor'],
        [['listTopics (100 topics, gzip)', '238 µs', '224 µs', ratio]],
      );
    const { lines, verdicts } = compareWithRelease(`${floor('0.94×')}\n${mockTable('11.2×', '12.5×')}`, {
      commit: 'release',
      docs: `${floor('0.76×')}\n${mockTable('11.2×', '12.5×')}`,
    });
    expect(verdicts).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('floor');
  });

  it('says so when the release docs cannot be read', () => {
    const { lines } = compareWithRelease(mockTable('1×', '1×'), { commit: 'release', docs: undefined });
    expect(lines[0]).toContain('could not be read');
  });
});

describe("the proxy against the release's, side by side", () => {
  const row = (workload: string, setup: string, cpuPerRequest: number | undefined, rps: number | undefined) => ({ workload, setup, cpuPerRequest, rps });
  const gzip = 'listTopics (100 topics, gzip)';

  it('passes CPU per request up to 1.05× the release and req/s down to 1/1.05 of it, and fails beyond', () => {
    const rows = [
      row(gzip, 'release, report', 200, 4000),
      row(gzip, 'ours, report', 210, 3810),
      row(gzip, 'release, enforce', 200, 4000),
      row(gzip, 'ours, enforce', 211, 3800),
    ];
    const { verdicts, missing } = proxyAgainstRelease(rows);
    expect(missing).toEqual([]);
    expect(verdicts.map((verdict: { mode: string; figure: string; ok: boolean }) => `${verdict.mode} ${verdict.figure} ${verdict.ok}`)).toEqual([
      'report CPU per request true',
      'report req/s true',
      'enforce CPU per request false',
      'enforce req/s false',
    ]);
    const markdown = proxyReleaseMarkdown(rows, undefined).join('\n');
    expect(markdown).toContain(`**not met** (2 of 4: ${gzip}, enforce, CPU per request 1.055×; ${gzip}, enforce, req/s 0.950×)`);
  });

  it('names a side that did not run instead of passing it', () => {
    const { verdicts, missing } = proxyAgainstRelease([
      row(gzip, 'ours, report', 210, 3810),
      row(gzip, 'release, enforce', 200, undefined),
      row(gzip, 'ours, enforce', 190, 4100),
    ]);
    expect(verdicts).toHaveLength(1);
    expect(missing).toEqual([`${gzip}, report: the release did not run`, `${gzip}, enforce: no req/s on one side`]);
  });

  it('says why when the release could not be installed', () => {
    expect(proxyReleaseMarkdown([], 'no such commit').join('\n')).toContain('**Not measured**: no such commit');
  });
});

describe('the release install', () => {
  it('refuses with one clear sentence a commit the history lacks', () => {
    expect(() => ensureRelease({ commit: '0123456789abcdef0123', env: {}, log: () => undefined })).toThrow(
      /git history lacks the release commit 0123456789abcdef0123.*BENCH_RELEASE_ROOT/,
    );
  });

  it('takes BENCH_RELEASE_ROOT as it is when the package is installed there, and refuses it when not', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-release-test-'));
    dirs.push(root);
    expect(() => ensureRelease({ env: { BENCH_RELEASE_ROOT: root }, log: () => undefined })).toThrow(/holds no installed notification-api-contract/);
    const cli = join(root, 'node_modules', 'notification-api-contract', 'dist', 'cli');
    mkdirSync(cli, { recursive: true });
    writeFileSync(join(cli, 'main.js'), '');
    expect(ensureRelease({ env: { BENCH_RELEASE_ROOT: root }, log: () => undefined })).toBe(root);
  });
});
