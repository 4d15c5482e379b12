// The figures of docs/scale.md, measured on this machine in short runs (a few seconds each):
//   nice -n 10 node test/scale/measure.mjs      (after npm run build; Node >= 22.18 for the .ts import)
// 1. the proxy: CPU per request of one replica (the built CLI, report mode, in front of the mock),
//    reached directly and through HAProxy (deploy/haproxy.cfg, both servers that replica), whose CPU
//    per request is measured too;
// 2. validate-traffic: CPU per exchange of one worker (checkTraffic, jobs 1) over a JSON Lines file;
// 3. a stream consumer: CPU per message when each message is one JSON line handed to
//    exchangeOfLine and TrafficChecker.add, as a Kafka consumer would.
// CPU, not wall time: the machine is shared, and CPU per unit is what N machines divide.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { checkTraffic, exchangeOfLine, TrafficChecker } from '../../dist/traffic/index.js';
import { writeExchanges } from '../traffic/generate.ts';
import { findCommand } from './requirements.mjs';

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist', 'cli', 'main.js');
const TICK_US = 10_000; // /proc's clock ticks: 100 per second on Linux

/** A child's user + system CPU so far, in µs, from /proc. */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** Starts a CLI command and resolves with the process and the first URL its `name` line prints. */
function start(args, name) {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = new RegExp(`^${name}\\s+(http://\\S+)`, 'm').exec(out);
      if (found) resolve({ child, url: found[1] });
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}: ${out}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
const us = (value) => `${value.toFixed(1)} µs`;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** 5 s of autocannon at `base`; the CPU per request of each process in `measured`. */
async function load(base, measured) {
  const request = { url: `${base}/v2/topics?limit=10`, headers: { authorization: 'ApiKey test-key' } };
  await autocannon({ ...request, connections: 10, duration: 1 }); // warm-up
  const before = measured.map((child) => cpuOf(child.pid));
  const result = await autocannon({ ...request, connections: 10, duration: 5 });
  const requests = result.requests.total;
  return { requests, non2xx: result.non2xx, reqPerSec: requests / 5, cpuPerRequest: measured.map((child, i) => (cpuOf(child.pid) - before[i]) / requests) };
}

async function proxyFigures() {
  const mock = await start(['mock', '--port', '0', '--docs-port', '0'], 'mock');
  const proxy = await start(['proxy', '--upstream', mock.url, '--port', '0', '--log', '/dev/null'], 'proxy');
  let haproxy;
  try {
    const direct = await load(proxy.url, [proxy.child]);
    const [listen, stats] = [await freePort(), await freePort()];
    const replica = new URL(proxy.url).host;
    const env = { ...process.env, LISTEN: `127.0.0.1:${listen}`, STATS: `127.0.0.1:${stats}`, PROXY1: replica, PROXY2: replica };
    haproxy = spawn(findCommand('haproxy') ?? 'haproxy', ['-f', join(root, 'deploy', 'haproxy.cfg'), '-db'], { env, stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // its first health checks
    const through = await load(`http://127.0.0.1:${listen}`, [proxy.child, haproxy]);
    return { direct, through };
  } finally {
    if (haproxy) await stop(haproxy);
    await stop(proxy.child);
    await stop(mock.child);
  }
}

async function trafficFigure(file, count) {
  await checkTraffic([file], { jobs: 1 }); // warm-up: the validators compiled, the file cached
  const before = process.cpuUsage();
  const started = performance.now();
  const report = await checkTraffic([file], { jobs: 1 });
  const wall = performance.now() - started;
  const { user, system } = process.cpuUsage(before);
  if (report.exchanges !== count) throw new Error(`checked ${report.exchanges} of ${count}`);
  return { exchanges: count, violations: report.violations, cpuPerExchange: (user + system) / count, perSecond: count / (wall / 1000) };
}

function streamFigure(file, count) {
  const messages = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const consume = () => {
    const checker = new TrafficChecker({});
    messages.forEach((message, offset) => {
      const exchange = exchangeOfLine(JSON.parse(message), { file: 'topic-partition-0', index: offset, line: offset + 1 });
      if (typeof exchange !== 'string') checker.add(exchange);
    });
    return checker.result();
  };
  consume(); // warm-up
  const before = process.cpuUsage();
  const report = consume();
  const { user, system } = process.cpuUsage(before);
  if (report.exchanges !== count) throw new Error(`consumed ${report.exchanges} of ${count}`);
  return { messages: count, violations: report.violations, cpuPerMessage: (user + system) / count };
}

const work = mkdtempSync(join(tmpdir(), 'contract-measure-'));
try {
  const count = 20_000;
  const file = join(work, 'traffic.jsonl');
  const bytes = writeExchanges(file, count);
  const { direct, through } = await proxyFigures();
  console.log(
    `proxy (listTopics, report mode, 10 connections, 5 s): ${direct.requests} requests (${direct.non2xx} not 2xx), ${direct.reqPerSec.toFixed(0)} req/s, ${us(direct.cpuPerRequest[0])} CPU per request`,
  );
  console.log(
    `through HAProxy (deploy/haproxy.cfg): ${through.requests} requests (${through.non2xx} not 2xx), ${through.reqPerSec.toFixed(0)} req/s, the replica ${us(through.cpuPerRequest[0])} and HAProxy ${us(through.cpuPerRequest[1])} CPU per request`,
  );
  const traffic = await trafficFigure(file, count);
  console.log(
    `validate-traffic (jobs 1, ${count} trigger exchanges, ${(bytes / 1024 / 1024).toFixed(1)} MiB): ${us(traffic.cpuPerExchange)} CPU per exchange, ${traffic.perSecond.toFixed(0)} exchanges/s, ${traffic.violations} violations`,
  );
  const stream = streamFigure(file, count);
  console.log(`stream consumer (one message = one exchange): ${us(stream.cpuPerMessage)} CPU per message, ${stream.violations} violations`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
