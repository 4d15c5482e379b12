// verify against the stateful mock in-process (bench/release.mjs's verify row), as requests per
// CPU-second: each side in a process of its own, the sides alternating, median of the rounds. The CPU
// time (process.cpuUsage, all threads) is what a loaded machine leaves comparable; wall time is not.
// The main thread's CPU (process.threadCpuUsage, Node >= 23.9) is printed too: on an idle machine the
// wall time follows it, the JIT's and the garbage collector's helper threads running beside it.
// `--profile DIR` writes a V8 profile of verify's run alone (every round, 100 µs sampling, through
// node:inspector) to DIR/<side>/round-N.cpuprofile and prints the hottest functions of the last round.
// Not part of `npm run bench`: a tool for finding what to speed up.
//
//   node bench/verify-cpu.mjs [--rounds 5] [--side name=path/to/dist ...] [--profile DIR]
//   (sides by default: the last release from the cache, and this build's dist/; a dist/ copied
//   elsewhere needs its generated/ beside it, as in the package)
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureRelease } from './release-install.mjs';
import { VERIFY_RUN } from './verify.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One whole run (bench/release.mjs's --verify-child), timed by this process's CPU. */
async function childMain(dist, profileFile) {
  const { verify } = await import(pathToFileURL(join(dist, 'verify', 'index.js')).href);
  const { createStatefulMock } = await import(pathToFileURL(join(dist, 'mock', 'index.js')).href);
  const mock = createStatefulMock();
  const profiler = profileFile === undefined ? undefined : await startProfiler();

  const start = process.cpuUsage();
  const threadStart = process.threadCpuUsage?.();
  const report = await verify({ ...VERIFY_RUN, baseUrl: 'http://mock.invalid', fetch: mock.fetch });
  const used = process.cpuUsage(start);
  const thread = threadStart === undefined ? undefined : process.threadCpuUsage(threadStart);
  if (profiler !== undefined) writeFileSync(profileFile, JSON.stringify(await profiler.stop()));
  process.stdout.write(
    JSON.stringify({
      requests: report.requests,
      cpuSeconds: (used.user + used.system) / 1e6,
      threadSeconds: thread === undefined ? Number.NaN : (thread.user + thread.system) / 1e6,
      seconds: report.durationMs / 1000,
    }),
  );
}

/** The V8 profiler over verify's run alone (not the modules' loading), sampling every 100 µs. */
async function startProfiler() {
  const session = new Session();
  session.connect();
  const post = (method, params) => new Promise((done, fail) => session.post(method, params, (error, result) => (error ? fail(error) : done(result))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  return { stop: async () => (await post('Profiler.stop')).profile };
}

function runChild(dist, profileFile) {
  const args = [fileURLToPath(import.meta.url), '--child', dist, ...(profileFile ? [profileFile] : [])];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text) => (out += text));
    child.on('error', fail);
    child.on('close', (status) => (status === 0 ? done(JSON.parse(out)) : fail(new Error(`${dist}: exit ${status}`))));
  });
}

function hottest(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = new Map();
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  let total = 0;
  for (const node of profile.nodes) {
    const hits = counts.get(node.id) ?? 0;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/dist\//, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + hits);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
}

async function main() {
  const { values } = parseArgs({
    options: { rounds: { type: 'string', default: '5' }, side: { type: 'string', multiple: true }, profile: { type: 'string' } },
  });
  const sides = values.side?.map((spec) => {
    const [name, path] = spec.split('=');
    return { name, dist: resolve(path) };
  }) ?? [
    { name: 'release', dist: join(ensureRelease({ log: () => {} }), 'node_modules', 'notification-api-contract', 'dist') },
    { name: 'this build', dist: join(here, '..', 'dist') },
  ];
  const runs = new Map(sides.map((side) => [side.name, []]));
  const rounds = Number(values.rounds);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const profileDir = values.profile ? join(resolve(values.profile), side.name.replace(/\W+/g, '-')) : undefined;
      if (profileDir) mkdirSync(profileDir, { recursive: true });
      runs.get(side.name).push(await runChild(side.dist, profileDir && join(profileDir, `round-${round + 1}.cpuprofile`)));
    }
  }
  const first = sides[0].name;
  const perCpu = (name) => median(runs.get(name).map((run) => run.requests / run.cpuSeconds));
  const perWall = (name) => median(runs.get(name).map((run) => run.requests / run.seconds));
  const perThread = (name) => median(runs.get(name).map((run) => run.requests / run.threadSeconds));
  for (const side of sides) {
    const list = runs.get(side.name);
    console.log(
      `${side.name.padEnd(12)} requests ${list[0].requests}  req/CPU-s ${perCpu(side.name).toFixed(0)} (${list.map((run) => (run.requests / run.cpuSeconds).toFixed(0)).join(' ')})  ×${first}: ${(perCpu(side.name) / perCpu(first)).toFixed(3)}; main thread ${perThread(side.name).toFixed(0)} ×${first}: ${(perThread(side.name) / perThread(first)).toFixed(3)}; wall req/s ${perWall(side.name).toFixed(0)} ×${first}: ${(perWall(side.name) / perWall(first)).toFixed(3)}`,
    );
  }
  if (values.profile) {
    for (const side of sides) {
      const dir = join(resolve(values.profile), side.name.replace(/\W+/g, '-'));
      const file = readdirSync(dir)
        .filter((name) => name.endsWith('.cpuprofile'))
        .sort()
        .at(-1);
      console.log(`\n${side.name}: ${join(dir, file)}`);
      for (const line of hottest(join(dir, file))) console.log(line);
    }
  }
}

if (process.argv[2] === '--child') await childMain(process.argv[3], process.argv[4]);
else await main();
