// Where the validating proxy's CPU goes, per workload of bench/proxy.mjs: the built proxy (dist/) under
// `node --cpu-prof` in front of the bench's canned upstream, loaded by autocannon. Prints the functions
// with the most samples (self, and inclusive for the package's own), the server's user and system CPU
// from /proc, and with --gc the time its garbage collector took (--trace-gc lines summed).
// Not part of `npm run bench`: a tool for finding what to speed up.
//
//   node bench/proxy-profile.mjs [--seconds 5] [--mode report|enforce] [--workload bulk] [--gc] [--lean]
//   (--lean: profile issue 21's lean pass-through instead, for comparison)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { summarize, ticks } from './cpu-profile.mjs';
import { load, serveArgs, startProcess, workloads } from './proxy.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    mode: { type: 'string', default: 'report' },
    workload: { type: 'string', default: '' },
    gc: { type: 'boolean' },
    lean: { type: 'boolean' },
  },
});

/** Milliseconds of GC pauses in --trace-gc output ("... 1.2 / 0.0 ms ..."). */
function gcMs(text) {
  const byKind = new Map();
  for (const match of text.matchAll(/(Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Sweep)[^\n]*?, ([\d.]+) \/ [\d.]+ ms/gi)) {
    const entry = byKind.get(match[1]) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += Number(match[2]);
    byKind.set(match[1], entry);
  }
  return [...byKind].map(([kind, { count, ms }]) => `${kind} ${count}× ${ms.toFixed(0)} ms`).join(', ');
}

const upstream = await startProcess(process.execPath, serveArgs('upstream'), /listening (\S+)/, 'upstream');
try {
  for (const workload of workloads().filter((w) => w.name.toLowerCase().includes(values.workload.toLowerCase()))) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-proxy-profile-'));
    try {
      const flags = ['--cpu-prof', '--cpu-prof-interval', '250', '--cpu-prof-dir', dir, ...(values.gc ? ['--trace-gc'] : [])];
      const kind = values.lean ? 'lean' : values.mode;
      const server = await startProcess(process.execPath, [...flags, ...serveArgs(kind, upstream.url)], /listening (\S+)/, kind, true);
      let usage;
      let result;
      let gcText = '';
      try {
        await load(server.url, workload, 1);
        const before = ticks(server.pid);
        result = await load(server.url, workload, Number(values.seconds));
        const after = ticks(server.pid);
        usage = { user: after.user - before.user, system: after.system - before.system, main: after.main - before.main };
      } finally {
        await server.stop();
      }
      gcText = server.output?.() ?? '';
      const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
      console.log(`\n## ${workload.name} (${kind}): ${result.requests.total} requests, ${result.non2xx} not 2xx`);
      const total = usage.user + usage.system;
      console.log(
        `CPU from /proc: user ${((100 * usage.user) / total).toFixed(0)}%, system ${((100 * usage.system) / total).toFixed(0)}%, ${((total * 10_000) / result.requests.total).toFixed(1)} µs per request (10 ms ticks), of which ${(((total - usage.main) * 10_000) / result.requests.total).toFixed(1)} µs on other threads (the profiler's sampler, V8's GC helpers)`,
      );
      if (values.gc) {
        console.log(`GC (whole run, warm-up included): ${gcMs(gcText)}`);
        if (process.env.PROFILE_GC_LINES)
          console.log(
            gcText
              .split('\n')
              .filter((line) => /ms: /.test(line))
              .slice(-8)
              .join('\n'),
          );
      }
      if (file === undefined) console.log('(no profile written: the server did not exit cleanly)');
      else console.log(summarize(join(dir, file)).join('\n'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await upstream.stop();
}
