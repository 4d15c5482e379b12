// `validate-traffic` on a large JSON Lines file (1 GB by default): today's single-thread path
// (`--jobs 1`) against `--jobs N`, N the number of cores, in the same run on the same file. Each run
// is the built CLI in a fresh process, as a user runs it; its CPU time (all threads) and peak memory
// come from process.resourceUsage() at exit (bench/rusage.mjs, preloaded), its wall time from here.
//
// `runTrafficBench()` returns { rows, markdown }; `node bench/traffic.mjs` prints the markdown.
// BENCH_TRAFFIC_MB sets the file's size (a smaller file while developing); the file is deleted at the
// end, so no gigabyte stays on disk.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'dist', 'cli', 'main.js');
const rusage = join(here, 'rusage.mjs');
const ROUNDS = 3;

// ---------------------------------------------------------------------------------------------
// The input: exchanges of several operations, of a few sizes, as a proxy's log would hold them. One
// in a hundred breaks the contract, one in two hundred matches no operation.

const auth = { authorization: 'ApiKey 2f1c0d9e8b7a6f5e4d3c2b1a' };
const json = { ...auth, 'content-type': 'application/json' };
const note = (i, length) => `${'lorem ipsum dolor sit amet '.repeat(Math.ceil(length / 27)).slice(0, length)}#${i}`;

const templates = [
  (i) => ({
    request: {
      method: 'POST',
      path: '/v1/events/trigger',
      headers: json,
      body: {
        name: 'order-shipped',
        to: { subscriberId: `user-${i}`, email: `user${i}@example.com` },
        payload: { order: i, note: note(i, 600) },
        transactionId: `tx-${i}`,
      },
    },
    response: { status: 201, headers: { 'content-type': 'application/json' }, body: { acknowledged: true, status: 'processed', transactionId: `tx-${i}` } },
  }),
  (i) => ({
    request: { method: 'GET', path: `/v2/topics/team-${i % 500}`, headers: auth },
    response: {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { _id: `6690a1b2c3d4e5f6071${String(i % 100000).padStart(5, '0')}`, key: `team-${i % 500}`, name: note(i, 200) },
    },
  }),
  (i) => ({
    request: { method: 'GET', path: `/v2/topics?limit=${1 + (i % 100)}`, headers: auth },
    response: {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: {
        data: Array.from({ length: 5 }, (_, k) => ({ _id: `6690a1b2c3d4e5f60718${String(k).padStart(4, '0')}`, key: `topic-${k}`, name: `Topic ${k}` })),
        next: null,
        previous: null,
        totalCount: 5,
        totalCountCapped: false,
      },
    },
  }),
  (i) => ({
    request: { method: 'POST', path: '/v2/topics', headers: json, body: { key: `topic-${i % 1000}`, name: note(i, 80) } },
    response: {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: { _id: '6690a1b2c3d4e5f607182a01', key: `topic-${i % 1000}`, name: note(i, 80) },
    },
  }),
];

function exchange(i) {
  if (i % 200 === 199) return { request: { method: 'GET', path: `/health?probe=${i}`, headers: auth }, response: { status: 200, body: { ok: true } } };
  const value = templates[i % templates.length](i);
  // Broken ones: a trigger without its event name, a topic key with a space.
  if (i % 200 === 36) delete value.request.body.name;
  if (i % 200 === 139) value.request.body.key = 'has space';
  return value;
}

/** Writes about `megabytes` MB of exchanges to `file`; returns its size and how many exchanges it holds. */
export function writeTraffic(file, megabytes) {
  const target = megabytes * 1024 * 1024;
  const fd = openSync(file, 'w');
  let size = 0;
  let count = 0;
  try {
    while (size < target) {
      let batch = '';
      for (let k = 0; k < 5000; k += 1) batch += `${JSON.stringify(exchange(count + k))}\n`;
      count += 5000;
      size += writeSync(fd, batch);
    }
  } finally {
    closeSync(fd);
  }
  return { bytes: statSync(file).size, exchanges: count };
}

// ---------------------------------------------------------------------------------------------

/**
 * The CLI runs' environment: without the compile cache's variables, so that each side does what its
 * installed command does. This build's CLI turns Node's module compile cache on (src/cli/compile-cache.ts,
 * Node's default directory), and the untimed first run fills it; the release's CLI has none.
 */
export const cliEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_COMPILE_CACHE' && name !== 'NODE_DISABLE_COMPILE_CACHE'));

/** One run of the CLI: wall time, CPU of all its threads, peak RSS, and the summary line it printed. */
function runOnce(file, jobs) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['--import', rusage, cli, 'validate-traffic', '--jobs', String(jobs), file], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: cliEnv(),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text) => (stderr += text));
    child.on('error', reject);
    child.on('close', (status) => {
      const wallMs = performance.now() - start;
      const usage = /^rusage=(.*)$/m.exec(stderr)?.[1];
      const summary = /^1 file, ([\d,]+) exchanges?:/m.exec(stdout);
      if (usage === undefined || summary === null || status === 2)
        return reject(new Error(`validate-traffic --jobs ${jobs} failed (${status}):\n${stderr}${stdout.slice(0, 2000)}`));
      const { userMicros, systemMicros, mainThreadMicros, maxRSSKiB } = JSON.parse(usage);
      resolve({
        wallMs,
        cpuMs: (userMicros + systemMicros) / 1000,
        mainCpuMs: mainThreadMicros === undefined ? undefined : mainThreadMicros / 1000,
        maxRssMiB: maxRSSKiB / 1024,
        exchanges: Number(summary[1].replaceAll(',', '')),
        summary: stdout.split('\n')[0],
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (value, digits = 1) => value.toFixed(digits);

export async function runTrafficBench({ log = (line) => console.error(line), megabytes = Number(process.env.BENCH_TRAFFIC_MB ?? 1024) } = {}) {
  const cores = availableParallelism();
  const jobs = Math.max(2, cores);
  const dir = mkdtempSync(join(tmpdir(), 'bench-traffic-'));
  const file = join(dir, 'traffic.jsonl');
  try {
    log(`validate-traffic: writing ${megabytes} MB of JSON Lines…`);
    const input = writeTraffic(file, megabytes);
    const paths = [
      { label: "`--jobs 1` (today's single-thread path)", jobs: 1 },
      { label: `\`--jobs ${jobs}\``, jobs },
    ];
    // Reads the file once, so that every measured run finds it in the page cache.
    await runOnce(file, 1);
    const runs = new Map(paths.map((path) => [path.jobs, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order, so that neither always runs first on a noisy machine.
      for (const path of round % 2 === 0 ? paths : [...paths].reverse()) {
        log(`validate-traffic: round ${round + 1} of ${ROUNDS}, --jobs ${path.jobs}…`);
        const run = await runOnce(file, path.jobs);
        if (run.exchanges !== input.exchanges) throw new Error(`--jobs ${path.jobs} checked ${run.exchanges} exchanges of ${input.exchanges}`);
        runs.get(path.jobs).push(run);
      }
    }
    const rows = paths.map((path) => {
      const measured = runs.get(path.jobs);
      const wallMs = median(measured.map((run) => run.wallMs));
      const cpuMs = median(measured.map((run) => run.cpuMs));
      const mainCpuMs = measured.every((run) => run.mainCpuMs !== undefined) ? median(measured.map((run) => run.mainCpuMs)) : undefined;
      return {
        ...path,
        wallMs,
        mbPerSecond: input.bytes / 1024 / 1024 / (wallMs / 1000),
        cpuMicrosPerExchange: (cpuMs * 1000) / input.exchanges,
        mainMicrosPerExchange: mainCpuMs === undefined ? undefined : (mainCpuMs * 1000) / input.exchanges,
        maxRssMiB: Math.max(...measured.map((run) => run.maxRssMiB)),
      };
    });
    return { rows, input, markdown: markdownOf(rows, input, cores) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The main thread's share and the workers', per exchange, when Node can tell them apart: what bounds
 * the throughput of N threads, in this run's numbers.
 */
function whereTheTimeGoes(single, parallel, input, speedup) {
  if (parallel.mainMicrosPerExchange === undefined) return [];
  const main = parallel.mainMicrosPerExchange;
  const workers = parallel.cpuMicrosPerExchange - main;
  const seconds = (micros) => `${fixed((micros * input.exchanges) / 1e6, 2)} s`;
  const workerThreads = parallel.jobs - 1;
  const theWorkers = workerThreads === 1 ? 'the worker' : `the ${workerThreads} workers`;
  const lines = [
    `- Where the CPU goes with \`--jobs ${parallel.jobs}\`: the main thread (reading, cutting into batches, checking the batches it takes while ${workerThreads === 1 ? 'the worker has' : `each of ${theWorkers} has`} two, gathering the results in order) ${fixed(main, 2)} µs per exchange, the other threads (${theWorkers}, and V8's and libuv's helpers) ${fixed(workers, 2)} µs together; on one thread, the main thread does it all in ${fixed(single.mainMicrosPerExchange, 2)} µs, and the helpers add ${fixed(single.cpuMicrosPerExchange - single.mainMicrosPerExchange, 2)} µs.`,
  ];
  if (speedup < 1.7) {
    lines.push(
      `  Spread evenly, the ${seconds(main + workers)} of CPU take at least ${seconds((main + workers) / parallel.jobs)} of wall time on ${parallel.jobs} cores: the run took ${fixed(parallel.wallMs / 1000, 2)} s, against ${fixed(single.wallMs / 1000, 2)} s on one thread.`,
    );
  }
  return lines;
}

function markdownOf(rows, input, cores) {
  const [single, parallel] = rows;
  const speedup = parallel.mbPerSecond / single.mbPerSecond;
  const cpuRatio = parallel.cpuMicrosPerExchange / single.cpuMicrosPerExchange;
  const met = (ok) => (ok ? 'met' : '**not met**');
  const lines = [
    '## validate-traffic: JSON Lines on one thread and on several',
    '',
    `${fixed(input.bytes / 1024 / 1024 / 1024, 2)} GB of JSON Lines (${input.exchanges.toLocaleString('en-US')} exchanges of four operations, 1% invalid, 0.5% matching no operation), checked by the built CLI in a fresh process,`,
    `${ROUNDS} rounds alternating the order, median. Wall time from the parent; CPU time (every thread) and peak RSS from the process itself at exit.`,
    "The CLI's module compile cache is on (`module.enableCompileCache()`, Node's default directory), filled by an untimed first run.",
    '',
    '| Path | Wall time | Throughput | × one thread | CPU per exchange | × one thread | Peak RSS |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${fixed(row.wallMs / 1000, 2)} s | ${fixed(row.mbPerSecond, 0)} MB/s | ${fixed(row.mbPerSecond / single.mbPerSecond, 2)}× | ${fixed(row.cpuMicrosPerExchange, 2)} µs | ${fixed(row.cpuMicrosPerExchange / single.cpuMicrosPerExchange, 2)}× | ${fixed(row.maxRssMiB, 0)} MB |`,
    ),
    '',
    `- \`--jobs ${parallel.jobs}\` at least 1.7× the single-thread throughput on 2 cores: ${met(speedup >= 1.7)} (${fixed(speedup, 2)}× on ${cores} cores${cores < 2 ? ': one core cannot run two threads at once' : ''}).`,
    `- CPU per exchange within 1.1× of the single-thread path: ${met(cpuRatio <= 1.1)} (${fixed(cpuRatio, 2)}×).`,
    ...whereTheTimeGoes(single, parallel, input, speedup),
    `- Peak memory bounded: ${fixed(parallel.maxRssMiB, 0)} MB with ${parallel.jobs} threads, ${fixed(single.maxRssMiB, 0)} MB with one, for a ${fixed(input.bytes / 1024 / 1024, 0)} MB file. Reading waits while ${parallel.jobs * 2} batches of 256 KiB wait for their results (each worker holds at most two, the main thread checks the others itself), or, past that, once the results the main thread keeps waiting behind a busy worker hold 8,192 lines; each thread adds its own heap and validators, not the file.`,
  ];
  return lines.join('\n');
}

const invokedAs = process.argv[1] ? pathToFileURL(process.argv[1]).href : '';
if (invokedAs === import.meta.url) {
  const { markdown } = await runTrafficBench();
  process.stdout.write(`${markdown}\n`);
}
