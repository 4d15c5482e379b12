// `npm run bench`: throughput, cold start and memory of this package's validator against the
// validators a user would pick instead, all in one run on the same inputs, reported as ratios (the
// machine is noisy: absolute numbers move between runs, ratios much less), then the benchmarks of
// the other parts. Prints the tables and writes them to docs/benchmarks.md.
//
//   node bench/run.mjs                   everything, written to docs/benchmarks.md (`npm run bench`)
//   node bench/run.mjs --only release,mock  those parts alone, printed, docs/benchmarks.md untouched
//   node bench/run.mjs --list            the parts, none run
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Bench } from 'tinybench';
import { validatorModuleSizes } from '../scripts/validators.mjs';
import { runDiffBench } from './diff.mjs';
import { buildInputs } from './inputs.mjs';
import { runMockBench } from './mock.mjs';
import { runNestingBench } from './nesting.mjs';
import { peers } from './peers.mjs';
import { projectNode, runProxyBench } from './proxy.mjs';
import { runReleaseBench } from './release.mjs';
import { compareWithRelease, SIDE_BY_SIDE, TOLERANCE } from './release-docs.mjs';
import { ensureRelease, RELEASE_COMMIT } from './release-install.mjs';
import { runSoakBench } from './soak.mjs';
import { runTrafficBench } from './traffic.mjs';
import { runVerifyBench } from './verify.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const ROUNDS = 3;
const TASK_MS = 350;
const COLD_RUNS = 9;
const validators = ['ours', 'openapiBackend', 'expressOpenapiValidator', 'prism'];
const peerNames = ['openapiBackend', 'expressOpenapiValidator', 'prism'];
/** Not validators: they are timed beside them to show where the time goes, and accept anything. */
const notValidating = new Set(['jsonParse', 'oursText', 'boundsWalk', 'boundsScan']);
const inputs = buildInputs();

// The targets of issue 12, checked against this run's figures.
const PEER_FACTOR = 2;
const TEXT_FACTOR = 1.15;
const COLD_TARGET_MS = { 24: 8, 20: 10 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const micro = (ms) => (ms * 1000 >= 100 ? (ms * 1000).toFixed(0) : (ms * 1000).toPrecision(3));
const ratio = (value) => (value >= 10 ? value.toFixed(0) : value.toFixed(value < 1.5 ? 2 : 1));
const met = (ok) => (ok ? 'met' : '**not met**');

/** Every validator must accept the inputs and refuse a broken one, or its timing means nothing. */
function checkVerdicts(name, exchange) {
  for (const input of inputs) if (!exchange(input)) throw new Error(`${name} refuses the valid "${input.name}"`);
  if (notValidating.has(name)) return;
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

/** The machine's own Node (first on PATH outside node_modules): Node 20 here, beside the project's Node 24. */
function machineNode() {
  const found = spawnSync('bash', ['-c', 'for n in $(which -a node); do case "$n" in *node_modules*) ;; *) echo "$n"; break;; esac; done'], {
    encoding: 'utf8',
  });
  return found.stdout.trim() || process.execPath;
}

const majorOf = (node) => Number(spawnSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout.trim());

function coldStarts() {
  console.log(`cold start: ${COLD_RUNS} fresh processes per validator…`);
  const cache = mkdtempSync(join(tmpdir(), 'bench-compile-cache-'));
  const older = machineNode();
  const nodes = { current: { path: process.execPath, major: majorOf(process.execPath) }, older: { path: older, major: majorOf(older) } };
  const runs = new Map();
  const setups = new Map();
  const measure = (label, name, node, env) => {
    const result = spawnSync(node, [join(here, 'cold-start.mjs'), name], { encoding: 'utf8', env: { ...process.env, ...env } });
    if (result.status !== 0) throw new Error(`cold start of ${name} (${node}) failed:\n${result.stderr}`);
    const { ms, setupMs } = JSON.parse(result.stdout);
    runs.set(label, [...(runs.get(label) ?? []), ms]);
    setups.set(label, [...(setups.get(label) ?? []), setupMs]);
  };
  try {
    // Fills the compile cache, so that the runs below find it warm, as a deployment's restarts would.
    measure('primer', 'ours', process.execPath, { NODE_COMPILE_CACHE: cache });
    for (let i = 0; i < COLD_RUNS; i += 1) {
      for (const name of validators) measure(name, name, process.execPath, { NODE_COMPILE_CACHE: '' });
      if (nodes.older.path !== process.execPath) measure('oursOlder', 'ours', nodes.older.path, { NODE_COMPILE_CACHE: '' });
      measure('oursCached', 'ours', process.execPath, { NODE_COMPILE_CACHE: cache });
    }
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
  return {
    ms: (label) => (runs.has(label) ? median(runs.get(label)) : undefined),
    /** The least disturbed run: on a loaded machine, the median carries other processes' work. */
    min: (label) => Math.min(...runs.get(label)),
    /** The median time of the import alone; the rest of a cold start is the first exchange. */
    setupMs: (label) => (setups.has(label) ? median(setups.get(label)) : undefined),
    nodes,
  };
}

function memory() {
  console.log('memory: one fresh process per validator…');
  const bytes = {};
  for (const name of validators) {
    const result = spawnSync(process.execPath, ['--expose-gc', join(here, 'memory.mjs'), name], {
      encoding: 'utf8',
      env: { ...process.env, NODE_COMPILE_CACHE: '' },
    });
    if (result.status !== 0) throw new Error(`memory of ${name} failed:\n${result.stderr}`);
    bytes[name] = JSON.parse(result.stdout).bytes;
  }
  return bytes;
}

/** The sizes of the generated validator modules, by operation. */
function moduleSizes() {
  const sizes = new Map(validatorModuleSizes().map(({ file, bytes }) => [file, bytes]));
  const operations = [...sizes.keys()].filter((file) => /^[a-zA-Z]+\.cjs$/.test(file) && file !== 'index.cjs').map((file) => file.slice(0, -4));
  return { sizes, operations };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The validator's part of docs/benchmarks.md: its tables and its targets, as markdown lines. */
async function validatorBench(out) {
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
  const { sizes, operations } = moduleSizes();
  const label = (name) => peers[name].label;

  out(`All validators get generated/openapi.json and the same inputs, in one run. The machine is shared and noisy`);
  out(
    `(1-minute load average ${loadAtStart.toFixed(1)} at the start of the validator part, ${loadavg()[0].toFixed(1)} at its end, on ${cpus().length} cores): absolute times move from run to run, the ratios much less.`,
  );
  out();
  out('## Throughput: microseconds per validated exchange (request and response)');
  out();
  out(`Median of ${ROUNDS} rounds, each the mean over ${TASK_MS} ms of batched calls. "×" is how many times longer the peer takes than this package.`);
  out('Bodies are handed over parsed, as a framework would; the "as text" column gives this package the JSON text instead, parsing included,');
  out("as a proxy does. The last three columns show where this package's time goes: its precompiled body and response verdicts called");
  out('directly (no routing, parameters, credentials or bounds), the walk that bounds the size and depth of parsed bodies, and the scan that');
  out('bounds JSON text before it is parsed.');
  out();
  out(
    `| Input (request / response body) | ${label('ours')} | ${peerNames.map(label).join(' | ')} | ${label('jsonParse')} | ${label('oursText')} | ${label('precompiled')} | ${label('boundsWalk')} | ${label('boundsScan')} |`,
  );
  out(`|---|---:|${peerNames.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|`);
  for (const input of inputs) {
    const ours = perExchange('ours', input.name);
    const cells = peerNames.map((name) => {
      const time = perExchange(name, input.name);
      return `${micro(time)} (${ratio(time / ours)}×)`;
    });
    const parse = perExchange('jsonParse', input.name);
    const text = perExchange('oursText', input.name);
    const sizes = `${(input.requestText.length / 1024).toFixed(1)} KB / ${(input.responseText.length / 1024).toFixed(1)} KB`;
    out(
      `| ${input.name} (${sizes}) | **${micro(ours)}** | ${cells.join(' | ')} | ${micro(parse)} | ${micro(text)} (${ratio(text / parse)}× parse) | ${micro(perExchange('precompiled', input.name))} | ${micro(perExchange('boundsWalk', input.name))} | ${micro(perExchange('boundsScan', input.name))} |`,
    );
  }
  out();
  out('## Cold start: milliseconds from import to the first validated exchange');
  out();
  out(`Median of ${COLD_RUNS} fresh processes each (and the fastest of them), interleaved, without a compile cache; the peer's own init`);
  out('(loading, compiling) included. The clock starts once the harness has loaded (bench/cold-start.mjs says why).');
  out(
    `Node ${cold.nodes.current.major} is the project's (\`node_modules/.bin/node\`), Node ${cold.nodes.older.major} the machine's \`node\`. The first exchange is a topic upsert.`,
  );
  out();
  out('| Validator | Cold start, median | fastest run | × this package (medians) |');
  out('|---|---:|---:|---:|');
  const oursCold = cold.ms('ours');
  const coldRow = (text, key) =>
    out(`| ${text} | ${cold.ms(key).toFixed(1)} ms | ${cold.min(key).toFixed(1)} ms | ${key === 'ours' ? '1' : ratio(cold.ms(key) / oursCold)}× |`);
  for (const name of validators) coldRow(`${label(name)}, Node ${cold.nodes.current.major}`, name);
  if (cold.ms('oursOlder') !== undefined) coldRow(`${label('ours')}, Node ${cold.nodes.older.major}`, 'oursOlder');
  coldRow(`${label('ours')}, Node ${cold.nodes.current.major}, compile cache warm (\`NODE_COMPILE_CACHE\`)`, 'oursCached');
  out();
  out('## Generated validator modules: bytes per operation');
  out();
  out('Each operation has a module of its own in generated/validators/, loaded the first time the operation is validated: its parameter');
  out("validators and its body and response verdicts. Beside it, loaded on first need, the same body and response validators with Ajv's");
  out('errors (the first time a verdict is false) and the strict ones (the first strict validation).');
  out();
  out('| Operation | `<operation>.cjs` | `.errors.cjs` | `.strict.cjs` |');
  out('|---|---:|---:|---:|');
  let total = 0;
  for (const operation of operations) {
    const row = ['cjs', 'errors.cjs', 'strict.cjs'].map((suffix) => sizes.get(`${operation}.${suffix}`) ?? 0);
    total += row.reduce((a, b) => a + b, 0);
    out(`| ${operation} | ${row.map(kb).join(' | ')} |`);
  }
  const shared = ['index.cjs', 'json-scan-wasm.cjs'].reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
  out();
  out(
    `Loaded at import: \`index.cjs\` (${kb(sizes.get('index.cjs'))}) and \`routes.json\`; for the first exchange of the cold start, \`upsertTopic.cjs\` (${kb(sizes.get('upsertTopic.cjs'))}). All modules together: ${kb(total + shared)}.`,
  );
  out();
  out('## Memory: heap taken by the loaded validators');
  out();
  out(
    'Fresh process with `--expose-gc`: heap used after loading and validating each input once (lazy validators compile or load on first use), collected, minus the heap before.',
  );
  out();
  out('| Validator | Heap | × this package |');
  out('|---|---:|---:|');
  for (const name of validators)
    out(`| ${label(name)} | ${(heap[name] / 1024 / 1024).toFixed(1)} MB | ${name === 'ours' ? '1' : ratio(heap[name] / heap.ours)}× |`);
  out();
  out(nesting.markdown);
  out();

  out('## Targets (issue 12, items 1 and 2; issue 9, item 9)');
  out();
  const rows = inputs.map((input) => {
    const ours = perExchange('ours', input.name);
    const slowestPeer = Math.min(...peerNames.map((name) => perExchange(name, input.name) / ours));
    const textRatio = perExchange('oursText', input.name) / perExchange('jsonParse', input.name);
    return { input, ours, slowestPeer, textRatio };
  });
  out(
    `- At least ${PEER_FACTOR}× every peer on every input (parsed bodies): ${met(rows.every((row) => row.slowestPeer >= PEER_FACTOR))}; the closest peer, per input: ${rows.map((row) => `${row.input.name} ${ratio(row.slowestPeer)}×`).join(', ')}.`,
  );
  out(
    `- Bodies as text at most ${TEXT_FACTOR}× JSON.parse of the same bodies: ${met(rows.every((row) => row.textRatio <= TEXT_FACTOR))}; per input: ${rows.map((row) => `${row.input.name} ${ratio(row.textRatio)}×`).join(', ')}.`,
  );
  const coldRows = [
    [cold.nodes.current.major, 'ours'],
    [cold.nodes.older.major, 'oursOlder'],
  ].filter(([, key]) => cold.ms(key) !== undefined);
  for (const [major, key] of coldRows) {
    const target = COLD_TARGET_MS[major];
    const ms = cold.ms(key);
    out(
      `- Cold start on Node ${major} at most ${target ?? '?'} ms without a compile cache: ${met(target !== undefined && ms <= target)} (median ${ms.toFixed(1)} ms, fastest run ${cold.min(key).toFixed(1)} ms).`,
    );
    if (target !== undefined && ms > target) {
      const setupMs = cold.setupMs(key);
      out(
        `  Where it goes (medians): importing the validator's bundle ${setupMs.toFixed(1)} ms, then the first exchange ${(ms - setupMs).toFixed(1)} ms, which loads \`index.cjs\`, \`routes.json\` and \`upsertTopic.cjs\` through the CommonJS loader and runs them once unoptimised${key === 'ours' ? `; with a warm compile cache the whole takes ${cold.ms('oursCached').toFixed(1)} ms, so compiling is ${(ms - cold.ms('oursCached')).toFixed(1)} ms of it` : ''}.`,
      );
    }
  }
  out(`- A body of 500,000 nested arrays costs at most twice a flat body of the same size: ${met(nesting.worst <= 2)} (${nesting.worst.toFixed(3)}×).`);
  out();
  // Why a target is missed, in this run's numbers.
  for (const row of rows) {
    const name = row.input.name;
    const walk = perExchange('boundsWalk', name);
    const verdicts = perExchange('precompiled', name);
    const rest = row.ours - walk - verdicts;
    if (row.slowestPeer < PEER_FACTOR) {
      const closest = peerNames.reduce((a, b) => (perExchange(a, name) < perExchange(b, name) ? a : b));
      out(
        `On the ${name} exchange with parsed bodies, ${PEER_FACTOR}× ${label(closest)} (${micro(perExchange(closest, name))} µs) means at most ${micro(perExchange(closest, name) / PEER_FACTOR)} µs;` +
          ` this package takes ${micro(row.ours)} µs: ${micro(walk)} µs for the walk that bounds the size and depth of the parsed bodies, ${micro(verdicts)} µs for the`,
      );
      out(
        `precompiled verdicts, ${micro(Math.max(0, rest))} µs for the rest (routing, parameters, headers, credentials, the result). The walk must visit every value of the free-form` +
          ' payloads, since the safety tests require a parsed payload nested too deep, cyclic or too large to be refused; the peers bound neither.',
      );
      out();
    }
    if (row.textRatio > TEXT_FACTOR) {
      const parse = perExchange('jsonParse', name);
      const text = perExchange('oursText', name);
      out(
        `On the ${name} exchange as text, ${TEXT_FACTOR}× JSON.parse (${micro(parse)} µs) leaves ${micro(parse * (TEXT_FACTOR - 1))} µs for everything else; this package adds ${micro(text - parse)} µs:` +
          ` ${micro(perExchange('boundsScan', name))} µs for the depth scan, ${micro(verdicts)} µs for the verdicts, and the per-exchange work (routing, headers, credentials, the result) that does not shrink with the bodies.`,
      );
      out();
    }
  }
}

/**
 * The parts of `npm run bench`, in the order they run. Each adds its markdown to docs/benchmarks.md.
 * `--only a,b` runs those parts alone and prints them (docs/benchmarks.md untouched); `--list` names
 * the parts and runs none.
 */
const parts = [
  { name: 'validator', what: 'throughput, cold start, module sizes and memory of the validator against its peers', run: (out) => validatorBench(out) },
  { name: 'peers', what: 'how the peers are driven (text only)', run: (out) => peersNote(out) },
  // The proxy benchmark (autocannon on loopback), after the validators.
  {
    name: 'proxy',
    what: "the validating proxy under load, against a pass-through, prism proxy and the release's proxy",
    run: async (out, context) => {
      const root = context.releaseRoot();
      out((await runProxyBench({ release: root === undefined ? { error: context.releaseError() } : { root } })).markdown);
    },
  },
  // A minute of mixed traffic through the proxy in each mode: its memory over time.
  { name: 'soak', what: 'a 60-second soak of the proxy in each mode', run: async (out) => out((await runSoakBench()).markdown) },
  // verify against the stateful mock: requests generated, sent and checked per second.
  { name: 'verify', what: 'verify against the stateful mock', run: async (out) => out((await runVerifyBench()).markdown) },
  // validate-traffic on 1 GB of JSON Lines (BENCH_TRAFFIC_MB for less): one thread against --jobs N.
  { name: 'traffic', what: 'validate-traffic on one thread and on several', run: async (out) => out((await runTrafficBench()).markdown) },
  // This build against the last release's tarball, installed beside it (bench/release-install.mjs builds it once).
  {
    name: 'release',
    what: 'this build against the last release (prepared once): validate-traffic, the validator, cold start, heap, verify',
    run: async (out, context) => {
      out('## Against the last release');
      out();
      const releaseRoot = context.releaseRoot();
      if (releaseRoot === undefined) out(`**Not measured**: ${context.releaseError()}`);
      else out((await runReleaseBench({ releaseRoot })).markdown);
    },
  },
  // The stateful mock against Prism's static mock and against the last release's mock, and a page of a large list.
  {
    name: 'mock',
    what: "the stateful mock against Prism's and the release's; a page of a large list",
    run: async (out, context) => {
      const releaseRoot = context.releaseRoot();
      out((await runMockBench({ releaseRoot })).markdown);
      if (releaseRoot === undefined) out(`\n- The mock's CPU per request against the last release's: **not measured** (${context.releaseError()}).`);
    },
  }, // diff of two versions of the contract, cold, and the traffic weighing against validate-traffic.
  { name: 'diff', what: 'diff of two versions of the contract, and its traffic weighing', run: async (out) => out((await runDiffBench()).markdown) },
];

function peersNote(out) {
  out('## How the peers are driven');
  out();
  out(
    "- **openapi-backend**: `matchOperation`, `validateRequest`, `validateResponse`, with ajv-formats added. It checks documents as OpenAPI 3.0 and refuses this 3.1 one, so it runs with `quick: true`, which skips that check and compiles each operation's validators on first use.",
  );
  out(
    "- **express-openapi-validator**: its own classes without express — the spec loader and route context, the metadata middleware that routes, `RequestValidator.validate`, and `ResponseValidator`'s `_getOrBuildValidator` and `_validate` (what its response middleware runs), driven with minimal request objects. Its security check is asynchronous and left out.",
  );
  out(
    '- **@stoplight/prism-http**: its router, then `validateInput` and `validateOutput` on the operation found (operations from `getHttpOperationsFromSpec`).',
  );
  out('- **This package** also checks the Authorization header on every request, and bounds the size and depth of every body; the peers do neither here.');
}

/**
 * Run straight with the machine's `node`, the bench runs itself again on the project's Node, as
 * `npm run bench` does: every figure against the release depends on it (on Node 20, the release's
 * mock took 19.3 µs of CPU a getTopic; on Node 24, 13.9 µs). True when it did (its exit code is this one's).
 */
function onAnotherNode() {
  const project = projectNode();
  if (project === undefined || realpathSync(project) === realpathSync(process.execPath)) return false;
  console.error(`bench: running on the project's Node (${project}), not on ${process.execPath} (${process.version})`);
  const child = spawnSync(project, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = child.status ?? 1;
  return true;
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { only: { type: 'string' }, list: { type: 'boolean' } } }));
  } catch (error) {
    console.error(`bench: ${error.message} (usage: node bench/run.mjs [--only part,part] [--list])`);
    process.exitCode = 2;
    return;
  }
  const names = parts.map((part) => part.name);
  if (values.list) {
    for (const part of parts) console.log(`${part.name.padEnd(10)} ${part.what}`);
    return;
  }
  const only = values.only === undefined ? undefined : values.only.split(',').map((name) => name.trim());
  const unknown = (only ?? []).filter((name) => !names.includes(name));
  if (unknown.length > 0 || (only !== undefined && only.length === 0)) {
    console.error(`bench: --only takes part names, comma-separated (${names.join(', ')}), not ${JSON.stringify(values.only)}; --list names them`);
    process.exitCode = 2;
    return;
  }
  if (onAnotherNode()) return;
  const startedAt = new Date();
  const lines = [];
  const out = (line = '') => lines.push(line);
  // The release is prepared once, on first need; a clone without the release commit gets one clear line and
  // no release rows, not a failed run.
  let release;
  const context = {
    releaseRoot: () => {
      release ??= (() => {
        try {
          return { root: ensureRelease() };
        } catch (error) {
          console.error(error.message);
          return { error: error.message };
        }
      })();
      return release.root;
    },
    releaseError: () => release?.error,
  };

  out('# Benchmarks');
  out();
  out(
    `Generated by \`npm run bench\` (bench/run.mjs) on ${startedAt.toISOString().slice(0, 10)}: Node.js ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), ${process.platform}/${process.arch}.`,
  );
  for (const part of parts) {
    if (only !== undefined && !only.includes(part.name)) continue;
    await part.run(out, context);
    out();
  }

  // Every figure above that has no side-by-side row of its own, against the release's committed docs.
  const { lines: verdicts } = compareWithRelease(lines.join('\n'), { commit: RELEASE_COMMIT });
  if (verdicts.length > 0) {
    out(`## Ratios against the last release's docs/benchmarks.md (each no worse than ${TOLERANCE}×)`);
    out();
    out(
      `Each ratio against a peer measured in this run, against the same ratio in \`git show ${RELEASE_COMMIT}:docs/benchmarks.md\` (both measured within one run). ${SIDE_BY_SIDE.join(', ')}: decided in "Every other figure, the release run beside this build" above, where the release's validator runs beside this build's. The validating proxy's CPU per request and req/s: decided in "Against the last release's proxy, side by side", where the release's proxy runs beside this build's.`,
    );
    out();
    for (const line of verdicts) out(line);
    out();
  }

  const markdown = lines.join('\n');
  console.log(`\n${markdown}`);
  if (only !== undefined) {
    console.log(`(--only ${only.join(',')}: docs/benchmarks.md left as it was)`);
    return;
  }
  writeFileSync(new URL('../docs/benchmarks.md', import.meta.url), markdown);
  console.log('written to docs/benchmarks.md');
}

await main();
