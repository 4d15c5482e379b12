// Where the stateful mock's CPU goes on getTopic and upsertTopic: the built CLI mock under
// `node --cpu-prof`, loaded by autocannon (the workloads of bench/mock.mjs), one server per workload.
// Prints the functions with the most samples (self, and inclusive for the package's own), and the
// server's user and system CPU time from /proc: the profiler samples a thread blocked in a system
// call (the socket write) as busy, so its shares overstate the kernel's part on a loaded machine.
// Not part of `npm run bench`: a tool for finding what to speed up.
//
//   node bench/profile-mock.mjs [--seconds 5] [--release]   (--release: the last release's mock, from the cache)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { summarize, ticks } from './cpu-profile.mjs';
import { load, startProcess } from './proxy.mjs';
import { ensureRelease } from './release-install.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, release: { type: 'boolean' } } });
const dist = values.release ? join(ensureRelease(), 'node_modules', 'notification-api-contract', 'dist') : join(here, '..', 'dist');
const auth = { authorization: 'ApiKey test-key' };
const workloads = [
  { name: 'getTopic', method: 'GET', path: '/v2/topics/team:billing', headers: auth, body: undefined },
  {
    name: 'upsertTopic',
    method: 'POST',
    path: '/v2/topics',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'product-updates', name: 'Product updates' }),
  },
];

for (const workload of workloads) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  try {
    const server = await startProcess(
      process.execPath,
      ['--cpu-prof', '--cpu-prof-interval', '250', '--cpu-prof-dir', dir, join(dist, 'cli', 'main.js'), 'mock', '--port', '0', '--docs-port', '0'],
      /^mock\s+(\S+)/m,
      'the stateful mock',
    );
    let usage;
    let result;
    try {
      const before = ticks(server.pid);
      result = await load(server.url, workload, Number(values.seconds), 10);
      const after = ticks(server.pid);
      usage = { user: after.user - before.user, system: after.system - before.system };
    } finally {
      await server.stop();
    }
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    console.log(`\n## ${workload.name} (${values.release ? 'the release' : 'this build'}): ${result.requests.total} requests, ${result.non2xx} not 2xx`);
    const total = usage.user + usage.system;
    console.log(
      `CPU from /proc: user ${((100 * usage.user) / total).toFixed(0)}%, system ${((100 * usage.system) / total).toFixed(0)}%, ${((total * 10_000) / result.requests.total).toFixed(1)} µs per request (10 ms ticks)`,
    );
    if (file === undefined) console.log('(no profile written: the server did not exit cleanly)');
    else console.log(summarize(join(dir, file)).join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
