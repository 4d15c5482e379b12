// This build against the last release, side by side in one run (issue 17 item 7): the release's
// packed tarball is installed beside the build (bench/release-install.mjs builds it from the release
// commit once and caches it; BENCH_RELEASE_ROOT overrides it with a folder whose node_modules holds the
// release), and both are measured on the same inputs, alternating.
//   - validate-traffic, CPU per exchange on one thread (`--jobs 1`): the built CLI of each on one
//     JSON Lines file (bench/traffic.mjs's exchanges), CPU of the whole process from rusage.mjs;
//   - bodies given as text, on the trigger input: validating the request and response with their
//     bodies as JSON text, against JSON.parse of the same bodies (the floor), CPU per exchange.
//
//   node bench/release.mjs                          the release prepared (or reused) by release-install.mjs
//   BENCH_RELEASE_ROOT=/tmp/rel node bench/release.mjs  a release installed by hand in /tmp/rel
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildInputs } from './inputs.mjs';
import { ensureRelease } from './release-install.mjs';
import { writeTraffic } from './traffic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const rusage = join(here, 'rusage.mjs');
const ROUNDS = 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The package of each side: its CLI and its validator module. */
function sides(releaseRoot) {
  const release = join(releaseRoot, 'node_modules', 'notification-api-contract', 'dist');
  const build = join(here, '..', 'dist');
  return [
    { name: 'release', cli: join(release, 'cli', 'main.js'), validator: join(release, 'validator', 'index.js') },
    { name: 'this build', cli: join(build, 'cli', 'main.js'), validator: join(build, 'validator', 'index.js') },
  ];
}

/** CPU (all threads) of one `validate-traffic --jobs 1` run, in ms. */
function cpuOfRun(cli, file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', rusage, cli, 'validate-traffic', '--jobs', '1', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text) => (stderr += text));
    child.on('error', reject);
    child.on('close', (status) => {
      const usage = /^rusage=(.*)$/m.exec(stderr)?.[1];
      if (usage === undefined || status === 2) return reject(new Error(`${cli} validate-traffic failed (${status}): ${stderr.slice(0, 1000)}`));
      const { userMicros, systemMicros } = JSON.parse(usage);
      resolve((userMicros + systemMicros) / 1000);
    });
  });
}

/** Median CPU µs per call of `work` over `rounds` rounds of `calls` calls. */
function cpuMicros(work, calls, rounds = 7) {
  const samples = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i += 1) work();
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / calls);
  }
  return median(samples);
}

/** Validating the trigger exchange with its bodies as text: the release's way, and this build's (routed once). */
async function textValidation(side) {
  const validator = await import(pathToFileURL(side.validator).href);
  const input = buildInputs().find((candidate) => candidate.name.startsWith('trigger'));
  const { request, response } = input;
  if (typeof validator.routeRequest !== 'function') {
    return () => {
      validateOnce(validator.validateRequest({ ...request, body: input.requestText }));
      validateOnce(
        validator.validateResponse({
          method: request.method,
          path: request.path,
          status: response.status,
          headers: response.headers,
          body: input.responseText,
        }),
      );
    };
  }
  return () => {
    const route = validator.routeRequest({ method: request.method, target: request.path });
    validateOnce(validator.validateRequest({ ...request, body: input.requestText, route }));
    validateOnce(
      validator.validateResponse({
        method: request.method,
        path: request.path,
        status: response.status,
        headers: response.headers,
        body: input.responseText,
        route,
      }),
    );
  };
}

const validateOnce = (result) => {
  if (!result.valid) throw new Error(`the trigger input is refused: ${JSON.stringify(result.issues)}`);
};

export async function runReleaseBench({ releaseRoot, megabytes = Number(process.env.BENCH_RELEASE_MB ?? 32), log = (line) => console.error(line) } = {}) {
  releaseRoot ??= ensureRelease({ log });
  const both = sides(releaseRoot);
  const dir = mkdtempSync(join(tmpdir(), 'bench-release-'));
  try {
    const file = join(dir, 'traffic.jsonl');
    log(`release: writing ${megabytes} MB of JSON Lines…`);
    const input = writeTraffic(file, megabytes);
    const traffic = new Map(both.map((side) => [side.name, []]));
    await cpuOfRun(both[1].cli, file); // the page cache
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2 === 0 ? both : [...both].reverse()) {
        log(`release: validate-traffic round ${round + 1} of ${ROUNDS}, ${side.name}…`);
        traffic.get(side.name).push(await cpuOfRun(side.cli, file));
      }
    }
    const perExchange = (name) => (median(traffic.get(name)) * 1000) / input.exchanges;

    // Each side in a process of its own: two copies of the validator in one process share the JIT's
    // feedback of JSON.parse and the heap, and whichever runs second pays for the first.
    const text = new Map(both.map((side) => [side.name, []]));
    const floors = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of round % 2 === 0 ? both : [...both].reverse()) {
        log(`release: bodies as text, round ${round + 1} of ${ROUNDS}, ${side.name}…`);
        const { micros, floor } = await textChild(side.name, releaseRoot);
        text.get(side.name).push(micros);
        floors.push(floor);
      }
    }
    const floor = median(floors);
    const rows = {
      traffic: { release: perExchange('release'), build: perExchange('this build'), exchanges: input.exchanges, bytes: input.bytes },
      text: { floor, release: median(text.get('release')), build: median(text.get('this build')) },
    };
    return { rows, markdown: markdownOf(rows) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function markdownOf({ traffic, text }) {
  const f = (value) => value.toFixed(2);
  return [
    '| Measure | release | this build | this build / release | target |',
    '|---|---|---|---|---|',
    `| validate-traffic, CPU per exchange, one thread (${traffic.exchanges.toLocaleString('en-US')} exchanges, ${(traffic.bytes / 1048576).toFixed(0)} MB) | ${f(traffic.release)} µs | ${f(traffic.build)} µs | ${f(traffic.build / traffic.release)}× | ≤ 0.8× |`,
    `| trigger input, bodies as text, CPU per exchange | ${f(text.release)} µs (${f(text.release / text.floor)}× parse) | ${f(text.build)} µs (${f(text.build / text.floor)}× parse) | ${f(text.build / text.release)}× | ≤ 1.15× JSON.parse (${f(text.floor)} µs) |`,
  ].join('\n');
}

/** One side's text validation and the JSON.parse floor, measured in a child process. */
function textChild(name, releaseRoot) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--text-child', name], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_RELEASE_ROOT: releaseRoot },
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the text child of ${name} failed (${status})`))));
  });
}

async function textChildMain(name) {
  const side = sides(process.env.BENCH_RELEASE_ROOT).find((candidate) => candidate.name === name);
  const trigger = buildInputs().find((candidate) => candidate.name.startsWith('trigger'));
  const parse = () => {
    JSON.parse(trigger.requestText);
    JSON.parse(trigger.responseText);
  };
  const work = await textValidation(side);
  cpuMicros(parse, 3000, 2);
  cpuMicros(work, 3000, 2);
  const floor = cpuMicros(parse, 4000);
  const micros = cpuMicros(work, 4000);
  process.stdout.write(JSON.stringify({ micros, floor }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--text-child') await textChildMain(process.argv[3]);
  else {
    const { markdown } = await runReleaseBench();
    console.log(markdown);
  }
}
