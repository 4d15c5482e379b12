// `verify` against the stateful mock: how many requests it generates, sends and checks per second.
// Three set-ups, from the built dist/: in-process (the mock's fetch, no network), over HTTP (the mock
// listening on 127.0.0.1), and a floor with a fetch that answers at once (the cost of generating and
// checking alone). Each is a whole run (stateful, with writes, so sequences and cleanup count too),
// repeated ROUNDS times with the same seed; the table gives the median.
//
// `runVerifyBench()` returns { rows, markdown }; `node bench/verify.mjs` prints the markdown.
import { fileURLToPath } from 'node:url';

const ROUNDS = 3;

/** One whole verify run as every benchmark of it makes it (this file, bench/release.mjs, bench/verify-cpu.mjs): stateful, with writes, the same seed. */
export const VERIFY_RUN = Object.freeze({ apiKey: 'test-key', maxExamples: 20, seed: 7, rps: 0, stateful: true, allowWrites: true });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load() {
  const verifyModule = await import('../dist/verify/index.js');
  let mockModule;
  try {
    mockModule = await import('../dist/mock/index.js');
  } catch (error) {
    throw new Error(`bench/verify.mjs needs the stateful mock in dist/mock/ (npm run build): ${error.message}`);
  }
  return { verify: verifyModule.verify, createStatefulMock: mockModule.createStatefulMock };
}

async function measure(verify, options) {
  const report = await verify({ ...VERIFY_RUN, ...options });
  const checks = Object.values(report.checks).reduce((sum, tally) => sum + tally.passed + tally.failed, 0);
  const failed = report.failures.length;
  return { requests: report.requests, checks, seconds: report.durationMs / 1000, failed };
}

export async function runVerifyBench() {
  const { verify, createStatefulMock } = await load();
  const instant = async () => new Response(JSON.stringify({ title: 'Not Found' }), { status: 404, headers: { 'content-type': 'application/problem+json' } });
  const setups = {
    'in-process (createStatefulMock().fetch)': async () => {
      const mock = createStatefulMock();
      return { options: { baseUrl: 'http://mock.invalid', fetch: mock.fetch }, close: async () => {} };
    },
    'over HTTP (the mock listening on 127.0.0.1)': async () => {
      const mock = createStatefulMock();
      const server = await mock.listen({ port: 0, host: '127.0.0.1' });
      return { options: { baseUrl: server.url }, close: () => server.close() };
    },
    'floor: a fetch that answers 404 at once': async () => ({ options: { baseUrl: 'http://floor.invalid', fetch: instant }, close: async () => {} }),
  };
  const rows = [];
  for (const [name, setup] of Object.entries(setups)) {
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { options, close } = await setup();
      try {
        runs.push(await measure(verify, options));
      } finally {
        await close();
      }
    }
    const requestsPerSecond = median(runs.map((run) => run.requests / run.seconds));
    const checksPerSecond = median(runs.map((run) => run.checks / run.seconds));
    rows.push({
      name,
      requests: runs[0].requests,
      checks: runs[0].checks,
      requestsPerSecond,
      checksPerSecond,
      seconds: median(runs.map((run) => run.seconds)),
      failed: runs[0].failed,
    });
  }
  const lines = [
    '## verify: requests generated, sent and checked per second',
    '',
    `One whole run of \`verify\` (stateful, with writes, ${VERIFY_RUN.maxExamples} examples per operation, seed ${VERIFY_RUN.seed}: valid requests, one per broken rule, the auth probes, the sequences and the cleanup), median of ${ROUNDS}. No peer runs in this ecosystem (Schemathesis is Python), so the floor stands in: the same run against a fetch that answers at once.`,
    '',
    '| Set-up | Requests | Checks | Seconds | Requests/s | Checks/s | Failures |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requests} | ${row.checks} | ${row.seconds.toFixed(2)} | ${row.requestsPerSecond.toFixed(0)} | ${row.checksPerSecond.toFixed(0)} | ${row.name.startsWith('floor') ? 'n/a' : row.failed} |`,
    ),
    '',
  ];
  return { rows, markdown: lines.join('\n') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log((await runVerifyBench()).markdown);
