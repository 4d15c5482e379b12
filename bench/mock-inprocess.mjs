// The mock's CPU per request without the kernel: node:http's server driven over in-memory sockets
// (a Duplex per connection, 10 of them, each sending its next request once an answer is out), for
// this build's mock, the last release's and a node:http floor as bench/http-floor.mjs's (the mock's
// answers, hard-coded). Each side runs in a fresh process, the sides alternating, the median kept. On a
// shared machine this is much steadier than bench/mock.mjs's sockets (whose figures include 5-6 µs of
// kernel time per request), so it tells changes of a few hundred nanoseconds apart. Not part of
// `npm run bench`: a tool for deciding what to keep.
//
//   node bench/mock-inprocess.mjs [--rounds 7] [--requests 60000]
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { Duplex } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureRelease } from './release-install.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 10;
const WARM_UP = 30_000;

const body = JSON.stringify({ key: 'product-updates', name: 'Product updates' });
const head = 'host: 127.0.0.1:4010\r\nauthorization: ApiKey test-key\r\n';
const workloads = {
  getTopic: `GET /v2/topics/team:billing HTTP/1.1\r\n${head}\r\n`,
  upsertTopic: `POST /v2/topics HTTP/1.1\r\n${head}content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
};

/** The floor's answers: the mock's (status, headers, body) for the two workloads. */
function floorHandler() {
  const cors = ['access-control-allow-origin', '*', 'access-control-expose-headers', 'x-correlation-id, idempotent-replayed'];
  const answer = (text) => ({
    body: Buffer.from(text),
    head: ['content-type', 'application/json', ...cors, 'content-length', String(Buffer.byteLength(text))],
  });
  const byMethod = {
    GET: answer(
      '{"_id":"6690a1b2c3d4e5f607182a02","key":"team:billing","name":"Billing team","createdAt":"2026-10-04T16:00:00.000Z","updatedAt":"2026-10-05T09:12:00.000Z"}',
    ),
    POST: answer(
      '{"_id":"6690a1b2c3d4e5f607182a01","key":"product-updates","name":"Product updates","createdAt":"2026-09-30T10:00:00.000Z","updatedAt":"2026-11-26T01:19:48.528Z"}',
    ),
  };
  const noop = () => undefined;
  return (req, res) => {
    const { body: bytes, head: headers } = byMethod[req.method];
    if (req.method === 'GET') {
      req.resume();
      res.writeHead(200, headers).end(bytes);
      return;
    }
    req.on('data', noop);
    req.on('end', () => res.writeHead(200, headers).end(bytes));
  };
}

/** One side in this process: `requests` requests after a warm-up; CPU µs per request. */
async function child(side, dist, workload, requests) {
  const handler = side === 'floor' ? floorHandler() : (await import(pathToFileURL(join(dist, 'mock', 'index.js')).href)).createStatefulMock().handler;
  // The options of the mock's listen() (optimizeEmptyRequests only where the side's listen() sets it).
  const optimize = side === 'floor' || side === 'build';
  const server = createServer(optimize ? { optimizeEmptyRequests: true } : {}, handler);
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 65_000;
  const request = Buffer.from(workloads[workload]);
  const mark = Buffer.from('HTTP/1.1 200 ');
  let answered = 0;
  let target = 0;
  let finished;
  const connection = () => {
    const socket = new Duplex({
      read() {},
      write(chunk, _encoding, callback) {
        callback();
        for (let at = chunk.indexOf(mark); at !== -1; at = chunk.indexOf(mark, at + mark.length)) {
          answered += 1;
          if (answered === target) finished();
          // The next request once this turn is over, as a client on a socket would send it.
          else setImmediate(() => socket.push(request));
        }
      },
    });
    socket.remoteAddress = '127.0.0.1';
    socket.setTimeout = () => socket;
    socket.setNoDelay = () => socket;
    socket.setKeepAlive = () => socket;
    server.emit('connection', socket);
    return socket;
  };
  const sockets = Array.from({ length: CONNECTIONS }, connection);
  const run = async (count) => {
    answered = 0;
    target = count;
    const done = new Promise((resolve) => (finished = resolve));
    for (const socket of sockets) socket.push(request);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  await run(WARM_UP);
  const before = process.cpuUsage();
  await run(requests);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / requests;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' }, requests: { type: 'string', default: '60000' } } });
  const dists = { floor: '', build: join(here, '..', 'dist'), release: join(ensureRelease(), 'node_modules', 'notification-api-contract', 'dist') };
  const sides = Object.keys(dists);
  const cells = new Map();
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const workload of Object.keys(workloads)) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', side, dists[side], workload, values.requests], {
          encoding: 'utf8',
        });
        const key = `${workload}|${side}`;
        cells.set(key, [...(cells.get(key) ?? []), Number(out)]);
      }
    }
  }
  console.log(`CPU per request in-process (no kernel), median of ${values.rounds} processes per side:`);
  for (const workload of Object.keys(workloads)) {
    const [floor, build, release] = sides.map((side) => median(cells.get(`${workload}|${side}`)));
    console.log(
      `${workload.padEnd(12)} floor ${floor.toFixed(2)} µs  this build ${build.toFixed(2)} µs  release ${release.toFixed(2)} µs  build/release ${(build / release).toFixed(2)}×  floor/release ${(floor / release).toFixed(2)}×`,
    );
  }
}

if (process.argv[2] === '--child') {
  const [, , , side, dist, workload, requests] = process.argv;
  process.stdout.write(String(await child(side, dist, workload, Number(requests))));
  process.exit(0);
} else {
  await main();
}
