// `npm run bench`: throughput, cold start and memory of this package's validator against the
// validators a user would pick instead, all in one run on the same inputs, reported as ratios (the
// machine is noisy: absolute numbers move between runs, ratios much less). Prints the tables and
// writes them to docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { runMockBench } from './mock.mjs';
import { runProxyBench } from './proxy.mjs';
import { runSoakBench } from './soak.mjs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { buildInputs } from './inputs.mjs';
import { runNestingBench } from './nesting.mjs';
import { peers } from './peers.mjs';
import { runTrafficBench } from './traffic.mjs';
import { runVerifyBench } from './verify.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const ROUNDS = 3;
const TASK_MS = 350;
const COLD_RUNS = 7;
const validators = ['ours', 'openapiBackend', 'expressOpenapiValidator', 'prism'];
const inputs = buildInputs();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const micro = (ms) => (ms * 1000 >= 100 ? (ms * 1000).toFixed(0) : (ms * 1000).toPrecision(3));
const ratio = (value) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));

/** Every validator must accept the inputs and refuse a broken one, or its timing means nothing. */
function checkVerdicts(name, exchange) {
  for (const input of inputs) if (!exchange(input)) throw new Error(`${name} refuses the valid "${input.name}"`);
  if (name === 'jsonParse' || name === 'oursText') return;
  const [first] = inputs;
  const broken = { ...first, request: { ...first.request, body: { key: 'not a key!' } } };
  if (exchange(broken)) throw new Error(`${name} accepts an invalid topic key: it is not validating`);
}

/** How many exchanges one benchmark call makes, so that a call lasts about 0.2 ms whatever its speed. */
function batchSize(exchange, input) {
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < 20) {
    exchange(input);
    runs += 1;
  }
  return Math.max(1, Math.round((0.2 * runs) / (performance.now() - start)));
}

async function throughput(setups) {
  console.log(`throughput: ${ROUNDS} rounds of ${TASK_MS} ms per validator and input…`);
  const perExchange = new Map(); // `${peer}|${input}` → ms per exchange, one value per round
  let sink = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const input of inputs) {
      const bench = new Bench({ time: TASK_MS, warmupTime: 100, iterations: 10 });
      // Rotate the order each round so that no validator always runs first (or last) on a noisy machine.
      const names = Object.keys(setups);
      const order = names.slice(round % names.length).concat(names.slice(0, round % names.length));
      for (const name of order) {
        const { exchange } = setups[name];
        const batch = batchSize(exchange, input);
        bench.add(name, () => {
          for (let i = 0; i < batch; i += 1) sink += exchange(input) ? 1 : 0;
        });
        bench.getTask(name).batch = batch;
      }
      await bench.run();
      for (const task of bench.tasks) {
        if (task.result.state !== 'completed') throw new Error(`${task.name} on ${input.name}: ${task.result.state} ${task.result.error ?? ''}`);
        const key = `${task.name}|${input.name}`;
        perExchange.set(key, [...(perExchange.get(key) ?? []), task.result.latency.mean / task.batch]);
      }
    }
  }
  if (sink === 0) throw new Error('nothing was validated');
  return (name, input) => median(perExchange.get(`${name}|${input}`));
}

function coldStarts() {
  console.log(`cold start: ${COLD_RUNS} fresh processes per validator…`);
  const cache = mkdtempSync(join(tmpdir(), 'bench-compile-cache-'));
  const runs = new Map();
  const measure = (label, name, env) => {
    const result = spawnSync(process.execPath, [join(here, 'cold-start.mjs'), name], { encoding: 'utf8', env: { ...process.env, ...env } });
    if (result.status !== 0) throw new Error(`cold start of ${name} failed:\n${result.stderr}`);
    runs.set(label, [...(runs.get(label) ?? []), JSON.parse(result.stdout).ms]);
  };
  try {
    // Fills the compile cache, so that the runs below find it warm, as a deployment's restarts would.
    measure('primer', 'ours', { NODE_COMPILE_CACHE: cache });
    for (let i = 0; i < COLD_RUNS; i += 1) {
      for (const name of validators) measure(name, name, { NODE_COMPILE_CACHE: '' });
      measure('oursCached', 'ours', { NODE_COMPILE_CACHE: cache });
    }
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
  return (label) => median(runs.get(label));
}

function memory() {
  console.log('memory: one fresh process per validator…');
  const bytes = {};
  for (const name of validators) {
    const result = spawnSync(process.execPath, ['--expose-gc', join(here, 'memory.mjs'), name], { encoding: 'utf8', env: { ...process.env, NODE_COMPILE_CACHE: '' } });
    if (result.status !== 0) throw new Error(`memory of ${name} failed:\n${result.stderr}`);
    bytes[name] = JSON.parse(result.stdout).bytes;
  }
  return bytes;
}

async function main() {
  const startedAt = new Date();
  const loadAtStart = loadavg()[0];
  const setups = {};
  for (const [name, peer] of Object.entries(peers)) {
    setups[name] = await peer.setup();
    checkVerdicts(name, setups[name].exchange);
  }
  const perExchange = await throughput(setups);
  const cold = coldStarts();
  const heap = memory();
  const nesting = await runNestingBench();

  const label = (name) => peers[name].label;
  const peerNames = ['openapiBackend', 'expressOpenapiValidator', 'prism'];
  const lines = [];
  const out = (line = '') => lines.push(line);

  out('# Benchmarks');
  out();
  out(`Generated by \`npm run bench\` (bench/run.mjs) on ${startedAt.toISOString().slice(0, 10)}: Node.js ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), ${process.platform}/${process.arch}.`);
  out('All validators get generated/openapi.json and the same inputs, in one run. The machine is shared and noisy');
  out(`(1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cpus().length} cores): absolute times move from run to run, the ratios much less.`);
  out();
  out('## Throughput: microseconds per validated exchange (request and response)');
  out();
  out(`Median of ${ROUNDS} rounds, each the mean over ${TASK_MS} ms of batched calls. "×" is how many times longer the peer takes than this package.`);
  out('Bodies are handed over parsed, as a framework would; the "as text" column gives this package the JSON text instead, parsing included.');
  out('The last column calls the precompiled body and response validators directly (no routing, parameters, credentials, size or depth bounds): Ajv\'s own share.');
  out();
  out(`| Input (request / response body) | ${label('ours')} | ${peerNames.map(label).join(' | ')} | ${label('jsonParse')} | ${label('oursText')} | ${label('precompiled')} |`);
  out(`|---|---:|${peerNames.map(() => '---:').join('|')}|---:|---:|---:|`);
  for (const input of inputs) {
    const ours = perExchange('ours', input.name);
    const cells = peerNames.map((name) => {
      const time = perExchange(name, input.name);
      return `${micro(time)} (${ratio(time / ours)}×)`;
    });
    const parse = perExchange('jsonParse', input.name);
    const sizes = `${(input.requestText.length / 1024).toFixed(1)} KB / ${(input.responseText.length / 1024).toFixed(1)} KB`;
    out(`| ${input.name} (${sizes}) | **${micro(ours)}** | ${cells.join(' | ')} | ${micro(parse)} (ours = ${ratio(ours / parse)}× parse) | ${micro(perExchange('oursText', input.name))} | ${micro(perExchange('precompiled', input.name))} |`);
  }
  out();
  out('## Cold start: milliseconds from import to the first validated exchange');
  out();
  out(`Median of ${COLD_RUNS} fresh processes each (\`process.execPath\`), interleaved; the peer's own init (loading, compiling) included.`);
  out();
  out('| Validator | Cold start | × this package |');
  out('|---|---:|---:|');
  const oursCold = cold('ours');
  for (const name of validators) out(`| ${label(name)} | ${cold(name).toFixed(1)} ms | ${name === 'ours' ? '1' : ratio(cold(name) / oursCold)}× |`);
  out(`| ${label('ours')}, Node compile cache warm (\`NODE_COMPILE_CACHE\`) | ${cold('oursCached').toFixed(1)} ms | ${ratio(cold('oursCached') / oursCold)}× |`);
  out();
  out('## Memory: heap taken by the loaded validators');
  out();
  out('Fresh process with `--expose-gc`: heap used after loading and validating each input once (lazy validators compile on first use), collected, minus the heap before.');
  out();
  out('| Validator | Heap | × this package |');
  out('|---|---:|---:|');
  for (const name of validators) out(`| ${label(name)} | ${(heap[name] / 1024 / 1024).toFixed(1)} MB | ${name === 'ours' ? '1' : ratio(heap[name] / heap.ours)}× |`);
  out();
  out(nesting.markdown);
  out();
  out('## Targets');
  out();
  const backendRatios = inputs.map((input) => perExchange('openapiBackend', input.name) / perExchange('ours', input.name));
  const bulk = inputs.find((input) => input.name.startsWith('bulk'));
  const bulkVsParse = perExchange('ours', bulk.name) / perExchange('jsonParse', bulk.name);
  const met = (ok) => (ok ? 'met' : '**not met**');
  out(`- At least 10× the throughput of openapi-backend: ${met(Math.min(...backendRatios) >= 10)} (${backendRatios.map(ratio).join('×, ')}× on the four inputs).`);
  out(`- Validating the bulk exchange costs no more than JSON.parse of its bodies: ${met(bulkVsParse <= 1)} (${ratio(bulkVsParse)}× the parse).`);
  out(`- Cold start under 15 ms: ${met(oursCold < 15)} (${oursCold.toFixed(1)} ms; ${cold('oursCached').toFixed(1)} ms with a warm compile cache).`);
  out();
  const largest = inputs.reduce((a, b) => (perExchange('precompiled', b.name) > perExchange('precompiled', a.name) ? b : a));
  const share = perExchange('precompiled', largest.name) / perExchange('ours', largest.name);
  out(`On large bodies every validator here runs Ajv-generated code, so they converge: on the ${largest.name} exchange the precompiled`);
  out(`validators alone take ${Math.round(share * 100)}% of this package's time; most of the rest is the walk that bounds depth and size before`);
  out('Ajv runs, which the peers do not have. The cold start is mostly Node loading and compiling the ~500 KB of generated');
  out('validators (and, from ESM, scanning them for their exports); Node\'s compile cache removes part of it.');
  out();
  out('## How the peers are driven');
  out();
  out('- **openapi-backend**: `matchOperation`, `validateRequest`, `validateResponse`, with ajv-formats added. It checks documents as OpenAPI 3.0 and refuses this 3.1 one, so it runs with `quick: true`, which skips that check and compiles each operation\'s validators on first use.');
  out('- **express-openapi-validator**: its own classes without express — the spec loader and route context, the metadata middleware that routes, `RequestValidator.validate`, and `ResponseValidator`\'s `_getOrBuildValidator` and `_validate` (what its response middleware runs), driven with minimal request objects. Its security check is asynchronous and left out.');
  out('- **@stoplight/prism-http**: its router, then `validateInput` and `validateOutput` on the operation found (operations from `getHttpOperationsFromSpec`).');
  out('- **This package** also checks the Authorization header on every request; the peers do not here.');
  out();

  // The proxy benchmark (autocannon on loopback) runs in the same `npm run bench`, after the validators.
  const proxy = await runProxyBench();
  out(proxy.markdown);
  out();
  // A minute of mixed traffic through the proxy in each mode: its memory over time.
  const soak = await runSoakBench();
  out(soak.markdown);
  out();
  // verify against the stateful mock: requests generated, sent and checked per second.
  out((await runVerifyBench()).markdown);
  out();

  // validate-traffic on 1 GB of JSON Lines (BENCH_TRAFFIC_MB for less): one thread against --jobs N.
  const traffic = await runTrafficBench();
  out(traffic.markdown);
  out();

  // The stateful mock against Prism's static mock, and a page of a large list.
  out((await runMockBench()).markdown);
  out();

  const markdown = lines.join('\n');
  console.log(`\n${markdown}`);
  writeFileSync(new URL('../docs/benchmarks.md', import.meta.url), markdown);
  console.log('written to docs/benchmarks.md');
}

await main();
