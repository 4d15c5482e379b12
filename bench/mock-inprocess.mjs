// The mock's CPU per request without the kernel: node:http's server driven over in-memory sockets
// (a Duplex per connection, 10 of them, each sending its next request once an answer is out), for
// this build's mock, the last release's and bench/http-floor.mjs's node:http floor (answering with the
// build mock's own bytes). Each side runs in a fresh process, the sides alternating, the median kept. On a
// shared machine this is much steadier than bench/mock.mjs's sockets (whose figures include 5-6 µs of
// kernel time per request), so it tells changes of a few hundred nanoseconds apart. Not part of
// `npm run bench`: a tool for deciding what to keep.
//
//   node bench/mock-inprocess.mjs [--rounds 7] [--requests 60000]
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { Duplex } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { captureAnswers, floorHandler } from './http-floor.mjs';
import { ensureRelease } from './release-install.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 10;
const WARM_UP = 30_000;

const body = JSON.stringify({ key: 'product-updates', name: 'Product updates' });
const headers = { host: '127.0.0.1:4010', authorization: 'ApiKey test-key' };
const workloads = {
  getTopic: { method: 'GET', path: '/v2/topics/team:billing', headers },
  upsertTopic: { method: 'POST', path: '/v2/topics', headers: { ...headers, 'content-type': 'application/json' }, body },
};

/** A workload as the bytes a client sends. */
function requestText({ method, path, headers: fields, body: text }) {
  const lines = Object.entries({ ...fields, ...(text === undefined ? {} : { 'content-length': Buffer.byteLength(text) }) }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n${text ?? ''}`;
}

/** One side in this process: `requests` requests after a warm-up; CPU µs per request. */
async function child(side, source, workload, requests) {
  // The floor's `source` is the build mock's answers (JSON), the other sides' their dist/.
  // This build's handler as its listen() makes it (its own server: see src/mock/node-shell.ts), the
  // release's the public one, which its listen() served.
  const handler =
    side === 'floor'
      ? floorHandler(JSON.parse(source))
      : side === 'build'
        ? (await import(pathToFileURL(join(source, 'mock', 'node-shell.js')).href)).nodeHandler(
            new (await import(pathToFileURL(join(source, 'mock', 'engine.js')).href)).MockEngine(),
            { extra: ['keep-alive', 'timeout=65'], ownServer: true },
          )
        : (await import(pathToFileURL(join(source, 'mock', 'index.js')).href)).createStatefulMock().handler;
  // The options of each side's listen(): optimizeEmptyRequests where it sets it, and node:http's
  // per-request keep-alive timer where it uses one (this build and the floor sweep idle connections instead).
  const optimize = side === 'floor' || side === 'build';
  const server = createServer(optimize ? { optimizeEmptyRequests: true } : {}, handler);
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = side === 'release' ? 65_000 : 0;
  const request = Buffer.from(requestText(workloads[workload]));
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
    // A socket's own timeout, as on a net.Socket: the keep-alive timer node:http moves on each request costs what it costs there.
    socket.setTimeout = Socket.prototype.setTimeout;
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
  const build = join(here, '..', 'dist');
  // The floor answers with this build mock's own bytes, taken from it once.
  const mock = await (await import(pathToFileURL(join(build, 'mock', 'index.js')).href)).createStatefulMock().listen({ port: 0 });
  const answers = await captureAnswers(mock.url, Object.values(workloads));
  await mock.close();
  const dists = { floor: JSON.stringify(answers), build, release: join(ensureRelease(), 'node_modules', 'notification-api-contract', 'dist') };
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
  const [, , , side, source, workload, requests] = process.argv;
  process.stdout.write(String(await child(side, source, workload, Number(requests))));
  process.exit(0);
} else {
  await main();
}
