// The figures of docs/benchmarks.md that are not run for the release beside this build (the soak,
// validate-traffic's threads, the mock against Prism): their ratios
// against the peers measured in the same run are compared with the same ratios in the release's
// committed docs/benchmarks.md (`git show <release>:docs/benchmarks.md`). Ratios, not times: the
// release's run was on another day's machine load, but each ratio was measured within one run.
// Issue 17 item 7: every such figure no worse than 1.05× the release's.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
export const TOLERANCE = 1.05;

// This package's validator (throughput parsed and as text, cold start, heap) is not compared here: the
// release comparison (bench/release.mjs) runs the release's validator beside this build's in the same
// run, which a ratio against a peer measured on another day cannot match (the peers' own throughput
// times moved 1.9-4.6× between the release's run and this session's, and these ratios with them).
export const SIDE_BY_SIDE = ['Throughput', 'Cold start', 'Memory'];

// The validating proxy's figures are not compared here either: bench/proxy-release.mjs runs the
// release's proxy beside this build's. Its ratios to the floor were compared here before, but the
// floor was redefined after the release (another pass-through, a gunzip then measured at 369 µs and
// now at about 100 µs), so the release's docs hold a ratio to another denominator.

/**
 * The compared columns: the section (a heading that starts so), the column (its header; `#2` for the
 * second of two columns of the same name), which way is better, and the rows (all, unless given).
 */
const compared = [
  { section: '## validate-traffic', column: '× one thread', better: 'higher', rows: /--jobs [2-9]/, meaning: 'throughput / one thread' },
  { section: '## validate-traffic', column: '× one thread#2', better: 'lower', rows: /--jobs [2-9]/, meaning: 'CPU per exchange / one thread' },
  // Memory is not a ratio, but it does not move with the machine's load as times do: compared as it is.
  { section: '## Validating proxy: a 60-second soak', column: 'Peak RSS after', better: 'lower', value: true, meaning: 'peak RSS after the warm-up (MB)' },
  { section: '## Validating proxy: a 60-second soak', column: 'RSS at the end', better: 'lower', value: true, meaning: 'RSS at the end (MB)' },
  { section: '## validate-traffic', column: 'Peak RSS', better: 'lower', value: true, meaning: 'peak RSS (MB)' },
  { section: "## The stateful mock against Prism's", column: '× Prism', better: 'higher', meaning: 'req/s / Prism' },
  { section: "## The stateful mock against Prism's", column: '× Prism#2', better: 'higher', meaning: 'Prism CPU / this package' },
];

/** The release's docs/benchmarks.md, or undefined when the history lacks the commit. */
export function releaseDocs(commit) {
  const result = spawnSync('git', ['-C', repoRoot, 'show', `${commit}:docs/benchmarks.md`], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const plain = (text) => text.replace(/\*\*/g, '').trim();

/** Every table of the markdown: Map of `${heading}` → [{ header, rows: Map(first cell → Map(column → cell)) }]. */
export function tablesOf(markdown) {
  const tables = [];
  let heading = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line.startsWith('#')) heading = line.trim();
    if (!line.startsWith('|') || !lines[i + 1]?.startsWith('|---')) continue;
    const seen = new Map();
    const header = cellsOf(line).map((name) => {
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      return count === 1 ? name : `${name}#${count}`;
    });
    const rows = new Map();
    for (i += 2; i < lines.length && lines[i].startsWith('|'); i += 1) {
      const cells = cellsOf(lines[i]);
      rows.set(plain(cells[0]), new Map(header.map((name, index) => [name, cells[index] ?? ''])));
    }
    // The line that ended the table is read by the next turn: it may be a heading.
    i -= 1;
    tables.push({ heading, header, rows });
  }
  return tables;
}

/** The first number a cell shows (`237.4 MB`). */
const numberOf = (cell) => {
  const match = /-?\d+(?:\.\d+)?/.exec(cell ?? '');
  return match ? Number(match[0]) : undefined;
};

/** The ratio a cell shows: `38×`, `1.42× parse`, `84% ✗`; undefined for none. */
function ratioOf(cell) {
  const times = /(-?\d+(?:\.\d+)?)×/.exec(cell);
  if (times) return Number(times[1]);
  const percent = /(-?\d+(?:\.\d+)?)%/.exec(cell);
  return percent ? Number(percent[1]) / 100 : undefined;
}

/**
 * One verdict per compared cell found in both this run's markdown and the release's: lines of markdown.
 * A row or column missing on one side is named, not skipped silently.
 * @param {string} markdown
 * @param {{ commit?: string, docs?: string }} [options] `docs` defaults to the release commit's docs/benchmarks.md
 */
export function compareWithRelease(markdown, { commit, docs = releaseDocs(commit) } = {}) {
  if (docs === undefined)
    return { lines: [`- The release's docs/benchmarks.md could not be read (\`git show ${commit}:docs/benchmarks.md\`): nothing compared.`], verdicts: [] };
  const ours = tablesOf(markdown);
  const theirs = tablesOf(docs);
  const lines = [];
  const verdicts = [];
  for (const spec of compared) {
    const table = ours.find((candidate) => candidate.heading.startsWith(spec.section) && candidate.header.includes(spec.column));
    if (table === undefined) continue; // the part did not run (--only)
    const before = theirs.find((candidate) => candidate.heading.startsWith(spec.section) && candidate.header.includes(spec.column));
    for (const [row, cells] of table.rows) {
      if (spec.rows && !spec.rows.test(row)) continue;
      const read = spec.value ? numberOf : ratioOf;
      const now = read(cells.get(spec.column));
      const then = before?.rows.get(row)?.get(spec.column);
      const label = `${spec.section.replace(/^#+ /, '')} › ${row} › ${spec.meaning}`;
      if (now === undefined) continue;
      if (then === undefined || read(then) === undefined) {
        lines.push(`- ${label}: no release figure to compare (the release's docs have no such row).`);
        continue;
      }
      const old = read(then);
      const ok = spec.better === 'higher' ? now >= old / TOLERANCE : now <= old * TOLERANCE;
      const bound = spec.better === 'higher' ? `at least ${(old / TOLERANCE).toFixed(2)}` : `at most ${(old * TOLERANCE).toFixed(2)}`;
      verdicts.push({ label, ok, now, old });
      const why = ok ? '' : `; ${bound} needed (${spec.better} is better); this run's row: ${[...cells.values()].map(plain).join(' | ')}`;
      lines.push(`- ${label}: ${ok ? 'met' : '**not met**'} (${now} against the release's ${old}${why}).`);
    }
  }
  return { lines, verdicts };
}
