// The validating proxy under load, against the proxies a user could put in its place, all in front
// of the same fast upstream in one run: a plain Node pass-through (no validation: the floor of any
// Node proxy), this package's proxy in report and in enforce mode (from the built dist/), and
// `prism proxy --errors`. Throughput and latency come from autocannon; the added latency also from a
// one-connection probe timed in microseconds (autocannon's histogram has millisecond steps).
//
// `runProxyBench()` returns { rows, markdown }; `node bench/proxy.mjs` prints the markdown. Each
// server runs in its own process (this file with --serve), so that none shares a thread with the
// load generator or with another server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildInputs } from './inputs.mjs';
import { peers } from './peers.mjs';
import { proxyReleaseMarkdown, RELEASE_SETUP } from './proxy-release.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const require = createRequire(import.meta.url);

// The machine is shared and noisy: each cell is the median of ROUNDS short runs, and the order of
// the set-ups rotates from round to round so that none always runs first (or last).
// Shorter runs while developing: PROXY_BENCH_ROUNDS, PROXY_BENCH_SECONDS, PROXY_BENCH_WORKLOADS (names, comma-separated
// parts), PROXY_BENCH_SETUPS (set-up labels, comma-separated parts, e.g. "lean pass-through,ours"),
// PROXY_BENCH_PRISM=0 (no Prism), PROXY_BENCH_BASE (a copy of an earlier dist/, beside this one, as two more set-ups).
// npm run bench uses the defaults.
const ROUNDS = Number(process.env.PROXY_BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.PROXY_BENCH_SECONDS ?? 1.5);
// Each set-up's JIT and heap settle in the first seconds of load: after 0.5 s its first rounds still
// cost 30–80% more CPU per request than later ones, after about 2 s they are flat.
const WARMUP_S = Number(process.env.PROXY_BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 20;
const PROBE_MS = 400;

// ---------------------------------------------------------------------------------------------
// The workloads: a small GET, a topic upsert, and a 100-event bulk trigger, with canned valid answers;
// and a page of 100 topics that the upstream answers gzip-compressed.

/** A page of `count` topics, as listTopics answers it. */
function topicPage(count) {
  const data = Array.from({ length: count }, (_, i) => ({
    _id: `6690a1b2c3d4e5f6071${String(82000 + i).padStart(5, '0')}`,
    key: `product-updates-${i}`,
    name: `Product updates, channel ${i}`,
    description: 'Release notes, new features and the occasional maintenance window, in one feed.',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-22T10:30:00.000Z',
  }));
  return { data, next: 'eyJvZmZzZXQiOjEwMH0', previous: null };
}

export function workloads() {
  const inputs = buildInputs();
  const upsert = inputs.find((input) => input.name === 'topic upsert');
  const bulk = inputs.find((input) => input.name === 'bulk trigger, 100 events');
  const auth = { authorization: 'ApiKey 2f1c0d9e8b7a6f5e4d3c2b1a' };
  const jsonHeaders = { ...auth, 'content-type': 'application/json' };
  const topic = { _id: '6690a1b2c3d4e5f607182a01', key: 'product-updates', name: 'Product updates', createdAt: '2026-11-21T09:00:00.000Z' };
  return [
    {
      name: 'getTopic (small GET)',
      method: 'GET',
      path: '/v2/topics/product-updates',
      headers: auth,
      body: undefined,
      status: 200,
      answer: JSON.stringify(topic),
    },
    { name: 'upsertTopic', method: 'POST', path: '/v2/topics', headers: jsonHeaders, body: upsert.requestText, status: 200, answer: upsert.responseText },
    {
      name: 'triggerEventBulk (100 events)',
      method: 'POST',
      path: '/v1/events/trigger/bulk',
      headers: jsonHeaders,
      body: bulk.requestText,
      status: 201,
      answer: bulk.responseText,
    },
    {
      name: 'listTopics (100 topics, gzip)',
      method: 'GET',
      path: '/v2/topics?limit=100',
      headers: { ...auth, 'accept-encoding': 'gzip' },
      body: undefined,
      status: 200,
      answer: JSON.stringify(topicPage(100)),
      encoding: 'gzip',
    },
  ];
}

/** Issue 21's targets: CPU per request against the lean pass-through on the small ones, against the floor on the large ones. */
const PASS_TARGET = new Set(['getTopic (small GET)', 'upsertTopic']);
const FLOOR_TARGET = new Set(['triggerEventBulk (100 events)', 'listTopics (100 topics, gzip)']);
const PASS_SHARE = { report: 0.9, enforce: 0.85 };
const FLOOR_LIMIT = 1.15;

/** The set-up every ratio is taken against: the best simple Node proxy. */
const LEAN = 'lean pass-through';
const OLD_PASS = 'pass-through, headers filtered';
const LEAN_OLDER = 'lean pass-through, older Node';
const HAPROXY = 'HAProxy';

// ---------------------------------------------------------------------------------------------
// The servers, each started in its own process by `node bench/proxy.mjs --serve <kind> ...`.

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function serveUpstream() {
  const answers = new Map(
    workloads().map((w) => [
      `${w.method} ${w.path}`,
      { status: w.status, encoding: w.encoding, body: w.encoding === 'gzip' ? gzipSync(w.answer) : Buffer.from(w.answer) },
    ]),
  );
  return createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = answers.get(`${req.method} ${req.url}`);
      if (!answer) {
        res.writeHead(404, { 'content-type': 'application/json', 'content-length': 2 }).end('{}');
        return;
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'content-length': answer.body.length,
        ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
      });
      res.end(answer.body);
    });
  });
}

/** What a hand-written Node reverse proxy does at the least: pipe both ways over a kept-alive pool. */
function servePassThrough(upstreamUrl) {
  const upstream = new URL(upstreamUrl);
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 256 });
  return createServer((req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const upstreamReq = request({ agent, hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (upstreamRes) => {
      const out = {};
      for (const [name, value] of Object.entries(upstreamRes.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(upstreamRes.statusCode, out);
      upstreamRes.pipe(res);
    });
    upstreamReq.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamReq);
  });
}

/**
 * Issue 21's lean pass-through: what a user writes in 15 lines. The request piped into http.request
 * over a keep-alive agent, the answer piped back, headers as they came (no copy, no filter).
 */
function serveLean(upstreamUrl) {
  const { hostname, port } = new URL(upstreamUrl);
  const agent = new Agent({ keepAlive: true });
  return createServer((req, res) => {
    const upstreamReq = request({ agent, hostname, port, method: req.method, path: req.url, headers: req.headers }, (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode, upstreamRes.headers);
      upstreamRes.pipe(res);
    });
    upstreamReq.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamReq);
  });
}

async function serveOurs(upstreamUrl, mode, dist = join(repoRoot, 'dist')) {
  const { createValidatingProxy } = await import(pathToFileURL(join(dist, 'proxy', 'index.js')).href);
  return createServer(createValidatingProxy({ upstream: upstreamUrl, mode }));
}

/** `dist`: for the kinds dist-report and dist-enforce, the dist/ folder of another build (the release's, an earlier one). */
async function serve(kind, upstreamUrl, dist) {
  const server =
    kind === 'upstream'
      ? serveUpstream()
      : kind === 'passthrough'
        ? servePassThrough(upstreamUrl)
        : kind === 'lean'
          ? serveLean(upstreamUrl)
          : kind.startsWith('dist-')
            ? await serveOurs(upstreamUrl, kind === 'dist-enforce' ? 'enforce' : 'report', dist)
            : await serveOurs(upstreamUrl, kind === 'enforce' ? 'enforce' : 'report');
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => process.stdout.write(`listening http://127.0.0.1:${server.address().port}\n`));
  process.on('SIGTERM', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------
// Starting and stopping the set-ups.

/** Spawns a server and resolves with its URL once `pattern` appears in its output. */
export function startProcess(command, args, pattern, label, keepOutput = false) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label} did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        // keepOutput: what the server prints from now on is kept (bench/proxy-profile.mjs reads its --trace-gc lines).
        if (keepOutput) child.stdout.on('data', (more) => (output += more.toString()));
        child.stdout.resume();
        child.stderr.resume();
        resolve({ url: match[1].replace(/\/$/, ''), pid: child.pid, stop: () => stopProcess(child), output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export const serveArgs = (kind, upstreamUrl, dist) => [
  fileURLToPath(import.meta.url),
  '--serve',
  kind,
  ...(upstreamUrl ? [upstreamUrl] : []),
  ...(dist ? [dist] : []),
];

/** The project's Node (the node@24 devDependency, which `npm run` puts first on PATH), or undefined without it. */
export function projectNode() {
  try {
    const bin = join(dirname(require.resolve('node/package.json')), 'bin', 'node');
    return existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/** Prism 5.16 needs Node >= 24.18: this one, or the project's node@24 devDependency; undefined without either. */
export function nodeForPrism() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 24 || (major === 24 && minor >= 18)) return process.execPath;
  return projectNode();
}

async function startPrismProxy(upstreamUrl) {
  const node = nodeForPrism();
  if (!node) throw new Error('no Node >= 24.18 for Prism');
  const prism = require.resolve('@stoplight/prism-cli/dist/index.js');
  const port = await freePort();
  const args = [prism, 'proxy', join(repoRoot, 'generated', 'openapi.yaml'), upstreamUrl, '--errors', '--host', '127.0.0.1', '--port', String(port)];
  return startProcess(node, args, /Prism is listening on (\S+)/, 'prism proxy');
}

/** The machine's own Node (first on PATH outside node_modules), when its major differs from this one's. */
function olderNode() {
  const found = spawnSync('bash', ['-c', 'for n in $(which -a node); do case "$n" in *node_modules*) ;; *) echo "$n"; break;; esac; done'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (found === '') return undefined;
  const major = spawnSync(found, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  return major.split('.')[0] === process.versions.node.split('.')[0] ? undefined : { path: found, version: `v${major}` };
}

/**
 * HAProxy (Debian's package) as a pass-through: one thread (as each Node set-up has one), HTTP
 * keep-alive both ways, idle upstream connections reused. Undefined when haproxy is not installed.
 */
async function startHaproxy(upstreamUrl) {
  const binary = spawnSync('bash', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (binary === '') throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  const upstream = new URL(upstreamUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  nbthread 1',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  option http-keep-alive',
      '  http-reuse always',
      '  timeout connect 5s',
      '  timeout client 65s',
      '  timeout server 65s',
      'frontend bench',
      `  bind 127.0.0.1:${port}`,
      '  default_backend upstream',
      'backend upstream',
      `  server upstream ${upstream.hostname}:${upstream.port}`,
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const until = performance.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${output}`);
    const up = await new Promise((resolve) => {
      const req = request(`${url}/`, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (up) break;
    if (performance.now() > until) {
      await stopProcess(child);
      throw new Error(`haproxy did not start within 10 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring.

/**
 * CPU time (user + system, ms) a server process has used, from /proc (Linux; undefined elsewhere).
 * Per request, it is the steadiest figure on a shared machine: throughput there depends on what
 * else runs, the work each request costs does not.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
// USER_HZ: 100 on every Linux build Node supports.
const CLOCK_TICKS = 100;

/** autocannon on one workload: `connections` clients for `seconds`. */
export function load(url, workload, seconds, connections = CONNECTIONS) {
  return autocannon({
    url: url + workload.path,
    method: workload.method,
    headers: workload.headers,
    body: workload.body,
    connections,
    duration: seconds,
  });
}

/** One request at a time over one kept-alive connection for `probeMs`, each timed in microseconds. */
export async function probe(url, workload, probeMs = PROBE_MS) {
  const target = new URL(url + workload.path);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const body = workload.body === undefined ? undefined : Buffer.from(workload.body);
  const headers = { ...workload.headers, ...(body ? { 'content-length': body.length } : {}) };
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = request(
        { agent, hostname: target.hostname, port: target.port, method: workload.method, path: target.pathname + target.search, headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, us: Number(process.hrtime.bigint() - started) / 1000 }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const times = [];
  for (let i = 0; i < 20; i += 1) await once(); // warm-up
  const until = performance.now() + probeMs;
  // At least 20 samples, however slow the set-up.
  while (performance.now() < until || times.length < 20) {
    const { status, us } = await once();
    if (status !== workload.status) throw new Error(`${url}: ${workload.name} answered ${status}`);
    times.push(us);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: at(0.5), p99: at(0.99), count: times.length };
}

/** Every set-up must answer every workload with its success status, or its figures mean nothing. */
async function checkAnswers(setup, workload) {
  const { status } = await new Promise((resolve, reject) => {
    const target = new URL(setup.url + workload.path);
    const req = request(target, { method: workload.method, headers: workload.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', reject);
    req.end(workload.body);
  });
  if (status !== workload.status) throw new Error(`${setup.label} answers ${workload.name} with ${status}, not ${workload.status}`);
}

/**
 * Median CPU microseconds per call of `fn` (process.cpuUsage: what the servers' figures are made of
 * too, and steadier than wall time on a shared machine): five rounds of at least 100 ms of CPU each,
 * after a warm-up.
 */
function microsPerCall(fn) {
  let sink = 0;
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  };
  const round = () => {
    let calls = 0;
    const start = cpu();
    let used = 0;
    while (used < 100_000) {
      for (let i = 0; i < 20; i += 1) sink += fn() ? 1 : 0;
      calls += 20;
      used = cpu() - start;
    }
    return used / calls;
  };
  round();
  const rounds = Array.from({ length: 5 }, round);
  if (sink === 0) throw new Error('nothing was measured');
  return median(rounds);
}

/**
 * Issue 12's floor for the proxy's CPU, per workload: what any validating proxy must spend beyond
 * passing the bytes on, JSON.parse of both bodies and this package's precompiled validators alone
 * (bench/peers.mjs, the same adapters as the validator tables), and for a compressed answer, gunzip.
 */
async function measureFloors(list) {
  const parse = await peers.jsonParse.setup();
  const precompiled = await peers.precompiled.setup();
  // Not part of the floor: the whole validator as the proxy calls it (bodies as text), to say where
  // the CPU above the floor goes.
  const { validateRequest, validateResponse } = await import(pathToFileURL(join(repoRoot, 'dist', 'validator', 'index.js')).href);
  const floors = new Map();
  for (const w of list) {
    const input = {
      request: { method: w.method, path: w.path, body: w.body === undefined ? undefined : JSON.parse(w.body) },
      response: { status: w.status, body: JSON.parse(w.answer) },
      requestText: w.body ?? '',
      responseText: w.answer,
    };
    if (!precompiled.exchange(input)) throw new Error(`the precompiled validators refuse the ${w.name} workload`);
    const compressed = w.encoding === 'gzip' ? gzipSync(w.answer) : undefined;
    floors.set(w.name, {
      parse: microsPerCall(() => parse.exchange(input)),
      precompiled: microsPerCall(() => precompiled.exchange(input)),
      decode: compressed === undefined ? 0 : microsPerCall(() => gunzipSync(compressed).length > 0),
      validator: microsPerCall(() => {
        const exchange = { method: w.method, path: w.path };
        const requestValid = validateRequest({ ...exchange, headers: w.headers, body: w.body }).valid;
        return requestValid && validateResponse({ ...exchange, status: w.status, headers: { 'content-type': 'application/json' }, body: w.answer }).valid;
      }),
    });
  }
  return floors;
}

// ---------------------------------------------------------------------------------------------
// Reporting.

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const us = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} ms` : `${value.toFixed(0)} µs`);
const times = (value) => (value >= 10 ? `${value.toFixed(0)}×` : `${value.toFixed(1)}×`);
const pct = (value) => `${(value * 100).toFixed(0)}%`;

function markdownOf(rows, setups, skipped, floors, older, release) {
  const out = [];
  out.push(
    '## Validating proxy: throughput and latency',
    '',
    `Generated by \`bench/proxy.mjs\` on ${new Date().toISOString().slice(0, 10)}: Node.js ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}. Every server runs in its own process, in front of`,
    'the same upstream (a Node server returning canned valid bodies), on loopback; the load generator (autocannon) shares the machine with them.',
    `Each cell is the median of ${ROUNDS} rounds (set-up order rotated, after ${WARMUP_S} s of load on each set-up): autocannon with ${CONNECTIONS} connections for ${DURATION_S} s (req/s, p50, p99; its latencies come in whole`,
    `milliseconds), then a serial probe: one connection, one request at a time for ${PROBE_MS} ms, timed in microseconds. CPU per request: the server process's`,
    'user + system time over the autocannon run, divided by the requests it served (HAProxy: its one thread).',
    '',
  );
  for (const workload of [...new Set(rows.map((row) => row.workload))]) {
    out.push(`### ${workload}`, '', '| Set-up | req/s | p50 | p99 | CPU per request | serial p50 | serial p99 |', '|---|---:|---:|---:|---:|---:|---:|');
    for (const row of rows.filter((r) => r.workload === workload)) {
      const failed = row.failed > 0 ? ` (${row.failed} failed)` : '';
      const cpu = row.cpuPerRequest === undefined ? '–' : us(row.cpuPerRequest);
      const loaded = row.rps === undefined ? '| – | – | – | – ' : `| ${row.rps.toFixed(0)}${failed} | ${ms(row.p50)} ms | ${ms(row.p99)} ms | ${cpu} `;
      out.push(`| ${row.setup} ${loaded}| ${us(row.serialP50)} | ${us(row.serialP99)} |`);
    }
    out.push('');
  }
  const mark = (ok) => (ok ? ' ✓' : ' ✗');
  out.push(
    '### Against the lean pass-through and HAProxy',
    '',
    `Targets (issue 21): on getTopic and upsertTopic, the throughput per CPU (lean pass-through's CPU per request / ours) at least ${PASS_SHARE.report}× in report mode and`,
    `${PASS_SHARE.enforce}× in enforce mode; added p50 (serial probe, against the lean pass-through) at most 0.5 ms everywhere; at least 10× \`prism proxy\`. req/s beside it:`,
    'on a shared machine it moves with whatever else runs, the CPU per request much less.',
    '',
    '| Workload | CPU: report / lean | CPU: enforce / lean | req/s: report / lean | req/s: enforce / lean | added p50, report | added p50, enforce | req/s: report / HAProxy | CPU per request: HAProxy, ours (report) | req/s: report / prism |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const ratio of ratiosOf(rows)) {
    const targeted = PASS_TARGET.has(ratio.workload);
    const share = (value, target) => (value === undefined ? 'n/a' : `${value.toFixed(2)}×${targeted ? mark(value >= target) : ''}`);
    const plain = (value) => (value === undefined ? 'n/a' : `${value.toFixed(2)}×`);
    const added = (value) => (value === undefined ? 'n/a' : `${us(value)}${mark(value <= 500)}`);
    const prism = (value) => (value === undefined ? 'n/a' : `${times(value)}${mark(value >= 10)}`);
    const cpuPair = ratio.haproxyCpu === undefined || ratio.reportCpu === undefined ? 'n/a' : `${us(ratio.haproxyCpu)}, ${us(ratio.reportCpu)}`;
    out.push(
      `| ${ratio.workload} | ${share(ratio.cpuReportVsLean, PASS_SHARE.report)} | ${share(ratio.cpuEnforceVsLean, PASS_SHARE.enforce)} | ${plain(ratio.reportVsLean)} | ${plain(ratio.enforceVsLean)} | ${added(ratio.addedP50Report)} | ${added(ratio.addedP50Enforce)} | ${ratio.reportVsHaproxy === undefined ? 'n/a' : pct(ratio.reportVsHaproxy)} | ${cpuPair} | ${prism(ratio.reportVsPrism)} |`,
    );
  }
  out.push(...passThroughExplained(rows, older));
  out.push(...floorMarkdown(rows, floors, mark));
  if (release !== undefined) out.push(...proxyReleaseMarkdown(rows, release.root === undefined ? release.error : undefined));
  if (skipped.length > 0) out.push('', ...skipped.map((note) => `Not measured: ${note}.`));
  out.push('', `Set-ups: ${setups.map((s) => `${s.label} (${s.description})`).join('; ')}.`, '');
  return out.join('\n');
}

/**
 * Why earlier runs put a Node pass-through at 239 µs per small request (docs/benchmarks.md, Node 24)
 * and issue 21 at 70 µs (Node 20): in this run, the old pass-through against the lean one on the
 * same Node (what the code costs), and the lean one on both Nodes (what the Node version costs).
 */
function passThroughExplained(rows, older) {
  const workload = 'getTopic (small GET)';
  const cpu = (setup) => rows.find((row) => row.workload === workload && row.setup === setup)?.cpuPerRequest;
  const lean = cpu(LEAN);
  const old = cpu(OLD_PASS);
  const leanOlder = cpu(LEAN_OLDER);
  if (lean === undefined || old === undefined) return [];
  const lines = [
    '',
    `Why a Node pass-through measured 239 µs per small request before (docs/benchmarks.md of 2026-11-23, Node 24, 4.2k req/s) and 70 µs in issue 21 (Node 20, 14.4k req/s), from this run's ${workload}:`,
    `- the code: the earlier pass-through (headers copied and filtered both ways) spends ${us(old)}, the lean one ${us(lean)} on the same Node ${process.version}: ${(old / lean).toFixed(2)}×, so the code is not the difference;`,
  ];
  if (leanOlder !== undefined && older !== undefined) {
    const ratio = lean / leanOlder;
    const verdict = ratio > 1.1 ? 'more than' : ratio < 0.9 ? 'less than' : 'about as much as';
    lines.push(
      `- the Node version: the lean pass-through spends ${us(lean)} on ${process.version} and ${us(leanOlder)} on the machine's Node ${older.version}: ${ratio.toFixed(2)}×, so ${process.version} costs ${verdict} ${older.version} in this run (runs on this machine have put it between 0.84× and 1.38×): not a 3× gap either;`,
    );
  }
  lines.push(
    `- the rest (239 µs against ${us(leanOlder ?? lean)}) is that run's machine: 4.2k req/s on two shared cores, with the load generator and other work beside it. CPU time per request grows when the cores are saturated (fewer requests per event-loop turn, so more syscalls and wake-ups for each, caches shared with other processes), so a figure is only comparable with others of the same run: every ratio here is. The floor is the lean pass-through of the same run.`,
  );
  return lines;
}

/** Issue 21: on the bulk trigger and the gzip list, our CPU per exchange against the lean pass-through + JSON.parse of both bodies + the precompiled verdicts (+ gunzip). */
function floorMarkdown(rows, floors, mark) {
  const out = [
    '',
    '### CPU per exchange against the floor',
    '',
    `Target (issue 21): on the bulk trigger and the gzip list, the proxy's CPU per exchange at most ${FLOOR_LIMIT} × the floor. The floor is what any validating proxy`,
    "must spend: the lean pass-through's CPU per request (above), plus JSON.parse of the request and response bodies, this package's precompiled verdicts called",
    "directly and, for the gzip answer, its gunzip (measured in the benchmark's process: CPU time, median of five rounds of 100 ms).",
    '',
    '| Workload | lean pass-through CPU | JSON.parse | precompiled verdicts | gunzip | floor | ours, report | report / floor | ours, enforce | enforce / floor |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const ratios = floorRatiosOf(rows, floors);
  for (const ratio of ratios) {
    const targeted = FLOOR_TARGET.has(ratio.workload);
    const cell = (value) => (value === undefined ? 'n/a' : `${value.toFixed(2)}×${targeted ? mark(value <= FLOOR_LIMIT) : ''}`);
    const cpu = (value) => (value === undefined ? 'n/a' : us(value));
    out.push(
      `| ${ratio.workload} | ${cpu(ratio.pass)} | ${cpu(ratio.parse)} | ${cpu(ratio.precompiled)} | ${ratio.decode > 0 ? cpu(ratio.decode) : '–'} | ${cpu(ratio.floor)} | ${cpu(ratio.report)} | ${cell(ratio.reportVsFloor)} | ${cpu(ratio.enforce)} | ${cell(ratio.enforceVsFloor)} |`,
    );
  }
  out.push(...missesExplained(ratios));
  return out;
}

/**
 * For each targeted workload over its limit: the CPU above the floor, split into the whole
 * validator's own work beyond JSON.parse and the verdicts (routing, parameters, headers, credentials,
 * the depth scan, the result; measured in-process like the floor) and the rest, which is the proxy's
 * own handling of an exchange; and how far apart report and enforce are, though on this valid traffic
 * they run the same code: the run's noise, at this scale.
 */
function missesExplained(ratios) {
  const lines = [];
  for (const ratio of ratios) {
    if (!FLOOR_TARGET.has(ratio.workload) || ratio.floor === undefined || ratio.report === undefined || ratio.enforce === undefined) continue;
    const worst = Math.max(ratio.report, ratio.enforce);
    if (worst <= FLOOR_LIMIT * ratio.floor) continue;
    const beyondVerdicts = Math.max(0, ratio.validator - ratio.parse - ratio.precompiled);
    const over = worst - ratio.floor;
    lines.push(
      `- ${ratio.workload}: the slower mode spends ${us(over)} above the floor (${FLOOR_LIMIT} × allows ${us((FLOOR_LIMIT - 1) * ratio.floor)}). The whole validator, called as the proxy calls it, takes ${us(ratio.validator)} per exchange, ${us(beyondVerdicts)} more than JSON.parse and the verdicts of the floor; the other ${us(Math.max(0, over - beyondVerdicts))} is the proxy's own handling of an exchange (Node's HTTP client and server on both sides, headers both ways, the connection's turn, the deadline) and the noise of the run: report and enforce run the same code on this valid traffic, and differ by ${us(Math.abs(ratio.report - ratio.enforce))}.`,
    );
  }
  return lines.length === 0 ? [] : ['', ...lines];
}

function floorRatiosOf(rows, floors) {
  const by = (workload, setup) => rows.find((row) => row.workload === workload && row.setup === setup);
  return [...new Set(rows.map((row) => row.workload))].map((workload) => {
    const { parse, precompiled, decode, validator } = floors.get(workload);
    const pass = by(workload, LEAN)?.cpuPerRequest;
    const report = by(workload, 'ours, report')?.cpuPerRequest;
    const enforce = by(workload, 'ours, enforce')?.cpuPerRequest;
    const floor = pass === undefined ? undefined : pass + parse + precompiled + decode;
    return {
      workload,
      pass,
      parse,
      precompiled,
      decode,
      validator,
      floor,
      report,
      enforce,
      reportVsFloor: floor === undefined || report === undefined ? undefined : report / floor,
      enforceVsFloor: floor === undefined || enforce === undefined ? undefined : enforce / floor,
    };
  });
}

/** How many requests `ours` serves for each one `other` serves on the same CPU time. */
const cpuRatio = (other, ours) =>
  other?.cpuPerRequest === undefined || ours?.cpuPerRequest === undefined ? undefined : other.cpuPerRequest / ours.cpuPerRequest;
const rpsRatio = (ours, other) => (ours?.rps === undefined || other?.rps === undefined ? undefined : ours.rps / other.rps);

function ratiosOf(rows) {
  const by = (workload, setup) => rows.find((row) => row.workload === workload && row.setup === setup);
  return [...new Set(rows.map((row) => row.workload))].map((workload) => {
    const lean = by(workload, LEAN);
    const report = by(workload, 'ours, report');
    const enforce = by(workload, 'ours, enforce');
    const prism = by(workload, 'prism proxy --errors');
    const haproxy = by(workload, HAPROXY);
    return {
      workload,
      cpuReportVsLean: cpuRatio(lean, report),
      cpuEnforceVsLean: cpuRatio(lean, enforce),
      reportVsLean: rpsRatio(report, lean),
      enforceVsLean: rpsRatio(enforce, lean),
      addedP50Report: lean === undefined || report === undefined ? undefined : report.serialP50 - lean.serialP50,
      addedP50Enforce: lean === undefined || enforce === undefined ? undefined : enforce.serialP50 - lean.serialP50,
      reportVsHaproxy: rpsRatio(report, haproxy),
      cpuReportVsHaproxy: cpuRatio(haproxy, report),
      haproxyCpu: haproxy?.cpuPerRequest,
      reportCpu: report?.cpuPerRequest,
      reportVsPrism: rpsRatio(report, prism),
      enforceVsPrism: rpsRatio(enforce, prism),
    };
  });
}

// ---------------------------------------------------------------------------------------------

/**
 * `release`: { root } (a folder whose node_modules holds the last release, bench/release-install.mjs) to
 * run the release's proxy beside this build's, { error } to say why it could not be, or undefined (no
 * such section: `node bench/proxy.mjs` alone).
 */
export async function runProxyBench({ log = (line) => console.error(line), release } = {}) {
  if (!existsSync(join(repoRoot, 'dist', 'proxy', 'index.js'))) throw new Error('dist/proxy is missing: run npm run build first');
  const started = [];
  const skipped = [];
  try {
    const upstream = await startProcess(process.execPath, serveArgs('upstream'), /listening (\S+)/, 'upstream');
    started.push(upstream);
    const setupsChosen = process.env.PROXY_BENCH_SETUPS?.split(',').map((part) => part.trim().toLowerCase());
    const older = process.env.PROXY_BENCH_OLDER_NODE === '0' ? undefined : olderNode();
    const setups = [
      { label: 'direct (no proxy)', description: 'the upstream itself, for reference', url: upstream.url },
      {
        label: LEAN,
        description: "issue 21's 15 lines: the request piped into http.request over a keep-alive agent, the answer piped back; no validation",
        start: () => startProcess(process.execPath, serveArgs('lean', upstream.url), /listening (\S+)/, LEAN),
      },
      {
        label: OLD_PASS,
        description: 'the pass-through of earlier runs: the same, with hop-by-hop headers filtered both ways',
        start: () => startProcess(process.execPath, serveArgs('passthrough', upstream.url), /listening (\S+)/, OLD_PASS),
      },
      ...(older === undefined
        ? []
        : [
            {
              label: LEAN_OLDER,
              description: `the lean pass-through on the machine's Node ${older.version}`,
              start: () => startProcess(older.path, serveArgs('lean', upstream.url), /listening (\S+)/, LEAN_OLDER),
            },
          ]),
      {
        label: HAPROXY,
        description: "Debian's haproxy, one thread, keep-alive both ways: the reference a C proxy sets",
        start: () => startHaproxy(upstream.url),
      },
      {
        label: 'ours, report',
        description: 'createValidatingProxy from dist/, mode report',
        start: () => startProcess(process.execPath, serveArgs('report', upstream.url), /listening (\S+)/, 'ours, report'),
      },
      {
        label: 'ours, enforce',
        description: 'createValidatingProxy from dist/, mode enforce',
        start: () => startProcess(process.execPath, serveArgs('enforce', upstream.url), /listening (\S+)/, 'ours, enforce'),
      },
      // While developing: an earlier build (a copy of dist/ beside it, PROXY_BENCH_BASE=its path), measured in the same run.
      ...(process.env.PROXY_BENCH_BASE === undefined
        ? []
        : ['report', 'enforce'].map((mode) => ({
            label: `before, ${mode}`,
            description: `createValidatingProxy from ${process.env.PROXY_BENCH_BASE}, mode ${mode}`,
            start: () =>
              startProcess(process.execPath, serveArgs(`dist-${mode}`, upstream.url, process.env.PROXY_BENCH_BASE), /listening (\S+)/, `before, ${mode}`),
          }))),
      // The last release's proxy (issue 17 item 7), beside this build's in the same rounds.
      ...(release?.root === undefined
        ? []
        : ['report', 'enforce'].map((mode) => ({
            label: RELEASE_SETUP[mode],
            description: `createValidatingProxy from the last release's tarball, installed beside this build, mode ${mode}`,
            start: () =>
              startProcess(
                process.execPath,
                serveArgs(`dist-${mode}`, upstream.url, join(release.root, 'node_modules', 'notification-api-contract', 'dist')),
                /listening (\S+)/,
                RELEASE_SETUP[mode],
              ),
          }))),
      { label: 'prism proxy --errors', description: '@stoplight/prism-cli 5 on generated/openapi.yaml', start: () => startPrismProxy(upstream.url) },
    ]
      .filter((setup) => process.env.PROXY_BENCH_PRISM !== '0' || !setup.label.startsWith('prism'))
      .filter((setup) => setupsChosen === undefined || setupsChosen.some((part) => setup.label.toLowerCase().includes(part)));
    const only = process.env.PROXY_BENCH_WORKLOADS?.split(',').map((part) => part.trim().toLowerCase());
    const chosen = workloads().filter((w) => only === undefined || only.some((part) => w.name.toLowerCase().includes(part)));
    log('proxy bench: the floor (JSON.parse and the precompiled validators alone)…');
    const floors = await measureFloors(chosen);
    const ready = [];
    for (const setup of setups) {
      if (setup.start) {
        try {
          const running = await setup.start();
          started.push(running);
          setup.url = running.url;
          setup.pid = running.pid;
        } catch (error) {
          const why = String(error.message).split('\n')[0];
          skipped.push(`${setup.label}: ${why}`);
          log(`proxy bench: no ${setup.label} row: ${why}`);
          continue;
        }
      }
      ready.push(setup);
    }
    const rows = [];
    for (const workload of chosen) {
      for (const setup of ready) {
        await checkAnswers(setup, workload);
        if (setup.label !== 'direct (no proxy)') await load(setup.url, workload, WARMUP_S);
      }
      const runs = new Map(ready.map((setup) => [setup.label, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = ready.slice(round % ready.length).concat(ready.slice(0, round % ready.length));
        log(`proxy bench: ${workload.name}, round ${round + 1} of ${ROUNDS}…`);
        for (const setup of order) {
          // The upstream alone is only probed: it is the reference for latency, not a contender.
          let result;
          let cpuPerRequest;
          if (setup.label !== 'direct (no proxy)') {
            const before = cpuMs(setup.pid);
            result = await load(setup.url, workload, DURATION_S);
            const after = cpuMs(setup.pid);
            if (before !== undefined && after !== undefined) cpuPerRequest = ((after - before) * 1000) / result.requests.total;
          }
          runs.get(setup.label).push({ result, cpuPerRequest, serial: await probe(setup.url, workload) });
        }
      }
      for (const setup of ready) {
        const measured = runs.get(setup.label);
        const loaded = measured.filter((run) => run.result !== undefined).map((run) => run.result);
        rows.push({
          workload: workload.name,
          setup: setup.label,
          rps: loaded.length === 0 ? undefined : median(loaded.map((r) => r.requests.average)),
          p50: loaded.length === 0 ? undefined : median(loaded.map((r) => r.latency.p50)),
          p99: loaded.length === 0 ? undefined : median(loaded.map((r) => r.latency.p99)),
          cpuPerRequest: measured.some((run) => run.cpuPerRequest === undefined) ? undefined : median(measured.map((run) => run.cpuPerRequest)),
          serialP50: median(measured.map((run) => run.serial.p50)),
          serialP99: median(measured.map((run) => run.serial.p99)),
          failed: loaded.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
        });
        const row = rows.at(-1);
        log(
          `  ${setup.label}: ${row.rps?.toFixed(0) ?? '-'} req/s, p50 ${row.p50 ?? '-'} ms, p99 ${row.p99 ?? '-'} ms, CPU ${row.cpuPerRequest?.toFixed(0) ?? '-'} µs/request; serial p50 ${row.serialP50.toFixed(0)} µs, p99 ${row.serialP99.toFixed(0)} µs`,
        );
      }
    }
    return { rows, ratios: ratiosOf(rows), floorRatios: floorRatiosOf(rows, floors), markdown: markdownOf(rows, ready, skipped, floors, older, release) };
  } finally {
    await Promise.all(started.map((running) => running.stop()));
  }
}

// ---------------------------------------------------------------------------------------------

const invokedAs = process.argv[1] ? pathToFileURL(process.argv[1]).href : '';
if (invokedAs === import.meta.url) {
  const serveAt = process.argv.indexOf('--serve');
  if (serveAt !== -1) await serve(process.argv[serveAt + 1], process.argv[serveAt + 2], process.argv[serveAt + 3]);
  else {
    const { markdown } = await runProxyBench();
    process.stdout.write(`${markdown}\n`);
  }
}
