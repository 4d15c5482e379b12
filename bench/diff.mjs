// `diff`: two versions of this contract compared cold (a fresh process each, as a user runs it), and
// the traffic weighing (`diff package NEXT --traffic`) against `validate-traffic` on the same JSON
// Lines file, on one thread (--jobs 1) and on every core. Each run's CPU time (every thread) comes from
// process.resourceUsage() at exit (bench/rusage.mjs, preloaded): the machine is shared, so wall time
// alone says little. The two commands are run in turn, round after round, and the median kept.
// The file is BENCH_DIFF_MB megabytes (16 by default, to stay within the two minutes a bench may
// take on this machine). Both commands stream: a run costs a fixed start (loading, and for diff the
// comparison, threads starting, the JIT warming up) plus a cost per megabyte. Each is measured on the
// file and on it nine times over, so the 1 GB figure is a straight line through the two sizes, not
// the 16 MB run scaled whole. Nine, not three: the worker threads each see a share of the input and
// their JIT is still compiling the weighing's code (run on a quarter of the exchanges) past the first
// tens of MiB, and the line's slope is multiplied by 26 from a 38 MiB gap against 6.6 from a 152 MiB
// one, noise and late warming alike.
//
// `runDiffBench()` returns { markdown }; `node bench/diff.mjs` prints it.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeTraffic } from './traffic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const cli = join(root, 'dist', 'cli', 'main.js');
const rusage = join(here, 'rusage.mjs');
const TRAFFIC_ROUNDS = 6;
const COLD_RUNS = 5;
const COLD_TARGET_MS = 1000;
const TRAFFIC_FACTOR = 1.2;
/** The larger input: the file this many times over. */
const COPIES = 9;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The built CLI in a fresh process: its wall time, CPU time (every thread) and exit code. */
function run(args) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['--import', rusage, cli, ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - start;
      const usage = /^rusage=(.*)$/m.exec(stderr)?.[1];
      if (code === 2 || usage === undefined) return reject(new Error(`${args.join(' ')}: ${stderr}`));
      const { userMicros, systemMicros } = JSON.parse(usage);
      resolve({ wallMs, cpuMs: (userMicros + systemMicros) / 1000, code });
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
    // Two sizes: the file, and the file nine times over. Their difference is the cost of the
    // exchanges alone, once the start (loading, the comparison, threads starting, the JIT warming up
    // on the first tens of thousands of exchanges) is paid: what a 1 GB run is made of.
    const cores = availableParallelism();
    const small = file;
    const many = join(dir, 'many.jsonl');
    const bytes = readFileSync(file);
    writeFileSync(many, '');
    for (let copy = 0; copy < COPIES; copy += 1) appendFileSync(many, bytes);
    const smallMegabytes = statSync(small).size / 1024 / 1024;
    const bigMegabytes = statSync(many).size / 1024 / 1024;
    const commands = {
      validate1: (input) => ['validate-traffic', input, '--jobs', '1'],
      weigh1: (input) => ['diff', 'package', nextFile, '--traffic', input, '--format', 'json', '--fail-on', 'none', '--jobs', '1'],
      validateN: (input) => ['validate-traffic', input],
      weighN: (input) => ['diff', 'package', nextFile, '--traffic', input, '--format', 'json', '--fail-on', 'none'],
    };
    await run(commands.validate1(file)); // into the page cache
    const times = Object.fromEntries(Object.keys(commands).map((name) => [name, { big: [], small: [] }]));
    for (let round = 0; round < TRAFFIC_ROUNDS; round += 1) {
      log(`diff: traffic round ${round + 1} of ${TRAFFIC_ROUNDS}…`);
      for (const [name, args] of Object.entries(commands)) {
        times[name].big.push(await run(args(many)));
        times[name].small.push(await run(args(small)));
      }
    }
    const scale = (1024 - smallMegabytes) / (bigMegabytes - smallMegabytes);
    const figures = Object.fromEntries(
      Object.entries(times).map(([name, { big, small: start }]) => {
        const cpu = median(big.map((one) => one.cpuMs));
        const startCpu = median(start.map((one) => one.cpuMs));
        // A straight line through the two sizes, out to 1 GiB.
        return [name, { cpu, startCpu, gigabyteCpu: startCpu + (cpu - startCpu) * scale, wall: median(big.map((one) => one.wallMs)) }];
      }),
    );
    const seconds = (ms) => (ms / 1000).toFixed(2);
    const ratio = (weigh, validate) => {
      const value = figures[weigh].gigabyteCpu / figures[validate].gigabyteCpu;
      return `${value.toFixed(2)}× ${value <= TRAFFIC_FACTOR ? '(met)' : '(**not met**)'}`;
    };
    const row = (label, name, against) =>
      `| ${label} | ${seconds(figures[name].startCpu)} s | ${seconds(figures[name].cpu)} s | ${seconds(figures[name].gigabyteCpu)} s | ${seconds(figures[name].wall)} s | ${against ? ratio(name, against) : ''} |`;
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
      `Traffic weighing: \`diff package NEXT --traffic FILE\` against \`validate-traffic FILE\` on ${megabytes} MB of JSON Lines (${input.exchanges.toLocaleString('en-US')} exchanges; NEXT lowers \`limit\` to 50), and on the file ${COPIES} times over (${bigMegabytes.toFixed(0)} MiB), CPU time of every thread, median of ${TRAFFIC_ROUNDS} rounds (the commands in turn in each). 1 GB = the ${smallMegabytes.toFixed(0)} MiB run + (${bigMegabytes.toFixed(0)} MiB run − ${smallMegabytes.toFixed(0)} MiB run) × ${scale.toFixed(1)}: a straight line through the two sizes, so that the start (loading, the comparison, threads starting, the JIT warming up) is counted once, not scaled. Target: within ${TRAFFIC_FACTOR}× of validate-traffic at 1 GB, with the same number of threads (${cores} cores here).`,
      '',
      `| Command | ${smallMegabytes.toFixed(0)} MiB (CPU) | ${bigMegabytes.toFixed(0)} MiB (CPU) | 1 GB (CPU, estimated) | ${bigMegabytes.toFixed(0)} MiB (wall) | diff's ratio at 1 GB |`,
      '| --- | --- | --- | --- | --- | --- |',
      row('`validate-traffic --jobs 1`', 'validate1'),
      row('`diff --traffic --jobs 1`', 'weigh1', 'validate1'),
      row('`validate-traffic` (all cores)', 'validateN'),
      row('`diff --traffic` (all cores)', 'weighN', 'validateN'),
      '',
      "- How: the weighing reads the input with validate-traffic's line reader, batches and worker threads; OLD (`package`) is judged by the package's precompiled validators, as validate-traffic judges it, and NEW (compiled at run time, once: the worker threads are handed the validators they ask for as Ajv's standalone code) only on the parts of the operations NEW changed, and of their parameters only those NEW defines otherwise (here the list operations' `limit`). The start costs more than validate-traffic's: both specs are read and compared, witnesses checked.",
      '',
    ];
    return { markdown: lines.join('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log((await runDiffBench()).markdown);
