// `diff`: two versions of this contract compared cold (a fresh process each, as a user runs it), and
// the traffic weighing (`diff --traffic`) against `validate-traffic` on the same JSON Lines file.
// The file is BENCH_DIFF_MB megabytes (16 by default, to stay within the two minutes a bench may
// take on this machine): both commands stream, so their times grow with the size, and the 1 GB figures
// are this run's scaled by 1024 / BENCH_DIFF_MB (said so in the table).
//
// `runDiffBench()` returns { markdown }; `node bench/diff.mjs` prints it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeTraffic } from './traffic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const cli = join(root, 'dist', 'cli', 'main.js');
const COLD_RUNS = 5;
const COLD_TARGET_MS = 1000;
const TRAFFIC_FACTOR = 1.2;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The built CLI in a fresh process: its wall time and exit code. */
function run(args) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - start;
      if (code === 2) reject(new Error(`diff ${args.join(' ')}: ${stderr}`));
      else resolve({ wallMs, code });
    });
  });
}

export async function runDiffBench({ log = (line) => console.error(line), megabytes = Number(process.env.BENCH_DIFF_MB ?? 16) } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-diff-'));
  try {
    // NEW: today's contract with the page limit lowered, so that the weighing has breaks to count.
    const next = JSON.parse(readFileSync(join(root, 'generated', 'openapi.json'), 'utf8'));
    next.components.parameters.LimitQuery.schema.maximum = 50;
    const nextFile = join(dir, 'next.json');
    writeFileSync(nextFile, JSON.stringify(next));
    const pairs = [
      { label: 'the released 0.1.0 bundle against `openapi/` (multi-file, 0 breaking)', args: ['releases/0.1.0/openapi.json', 'openapi/openapi.yaml'] },
      {
        label: "the first bundle against today's (23 breaking, each with its witness)",
        args: ['test/diff/fixtures/first-bundle.json', 'generated/openapi.json'],
      },
      { label: "today's bundle against one with `limit` ≤ 50 (3 breaking)", args: ['generated/openapi.json', nextFile] },
    ];
    const cold = [];
    for (const pair of pairs) {
      const times = [];
      for (let index = 0; index < COLD_RUNS; index += 1) {
        log(`diff: cold run ${index + 1} of ${COLD_RUNS}: ${pair.args.join(' ')}`);
        times.push((await run(['diff', ...pair.args, '--format', 'json'])).wallMs);
      }
      cold.push({ ...pair, medianMs: median(times), fastestMs: Math.min(...times) });
    }
    const file = join(dir, 'traffic.jsonl');
    log(`diff: writing ${megabytes} MB of JSON Lines…`);
    const input = writeTraffic(file, megabytes);
    await run(['validate-traffic', file, '--jobs', '1']); // into the page cache
    const times = { validate1: [], validateN: [], weigh: [] };
    for (let round = 0; round < 3; round += 1) {
      log(`diff: traffic round ${round + 1} of 3…`);
      times.validate1.push((await run(['validate-traffic', file, '--jobs', '1'])).wallMs);
      times.validateN.push((await run(['validate-traffic', file])).wallMs);
      times.weigh.push((await run(['diff', 'package', nextFile, '--traffic', file, '--format', 'json', '--fail-on', 'none'])).wallMs);
    }
    const scale = 1024 / megabytes;
    const v1 = median(times.validate1);
    const vN = median(times.validateN);
    const weigh = median(times.weigh);
    const seconds = (ms) => (ms / 1000).toFixed(2);
    const lines = [
      '## diff',
      '',
      `Cold: the built CLI in a fresh process (\`diff OLD NEW --format json\`), median of ${COLD_RUNS} runs. Target: under ${COLD_TARGET_MS} ms.`,
      '',
      '| Pair | Median | Fastest | Target |',
      '| --- | --- | --- | --- |',
      ...cold.map(
        (row) => `| ${row.label} | ${row.medianMs.toFixed(0)} ms | ${row.fastestMs.toFixed(0)} ms | ${row.medianMs < COLD_TARGET_MS ? 'met' : '**not met**'} |`,
      ),
      '',
      `Traffic weighing: \`diff package NEXT --traffic FILE\` against \`validate-traffic FILE\` on ${megabytes} MB of JSON Lines (${input.exchanges.toLocaleString('en-US')} exchanges), median of 3; the 1 GB column is this run scaled by ${scale.toFixed(0)} (both stream, in time proportional to the input). Target: within ${TRAFFIC_FACTOR}× of validate-traffic.`,
      '',
      `| Command | ${megabytes} MB | 1 GB (scaled) | diff's ratio |`,
      '| --- | --- | --- | --- |',
      `| \`validate-traffic --jobs 1\` | ${seconds(v1)} s | ${seconds(v1 * scale)} s | ${(weigh / v1).toFixed(2)}× ${weigh / v1 <= TRAFFIC_FACTOR ? '(met)' : '(**not met**)'} |`,
      `| \`validate-traffic\` (all cores) | ${seconds(vN)} s | ${seconds(vN * scale)} s | ${(weigh / vN).toFixed(2)}× ${weigh / vN <= TRAFFIC_FACTOR ? '(met)' : '(**not met**)'} |`,
      `| \`diff --traffic\` (one thread, both versions' validators) | ${seconds(weigh)} s | ${seconds(weigh * scale)} s | |`,
      '',
      '- Why: the weighing checks every exchange under OLD, and again under NEW for the operations NEW changed, on one thread, with validators Ajv compiles at run time from each spec; validate-traffic checks once, with the precompiled validators (by default on every core). The cold runs share the two cores with the rest of the machine: compare the fastest run with the median.',
      '',
    ];
    return { markdown: lines.join('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log((await runDiffBench()).markdown);
