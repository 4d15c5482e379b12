// Where the validating proxy's CPU goes, per workload of bench/proxy.mjs: the built proxy (dist/) under
// `node --cpu-prof` in front of the bench's canned upstream, loaded by autocannon. Prints the functions
// with the most samples (self, and inclusive for the package's own), the server's user and system CPU
// from /proc, and with --gc the time its garbage collector took (--trace-gc lines summed).
// Not part of `npm run bench`: a tool for finding what to speed up.
//
//   node bench/proxy-profile.mjs [--seconds 5] [--mode report|enforce] [--workload bulk] [--gc] [--lean]
//   (--lean: profile issue 21's lean pass-through instead, for comparison)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
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

/** utime and stime of a process, in clock ticks. */
function ticks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]), system: Number(fields[12]) };
}

function summarize(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const childId of node.children ?? []) parent.set(childId, node.id);
  const name = (node) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;
  const self = new Map();
  const inclusive = new Map();
  let idle = 0;
  for (const id of profile.samples) {
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') {
      idle += 1;
      continue;
    }
    self.set(name(node), (self.get(name(node)) ?? 0) + 1);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at));
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  const busy = profile.samples.length - idle;
  // PROFILE_CALLERS=name: the call paths (three frames up) of the samples whose own function is `name`.
  const callers = new Map();
  if (process.env.PROFILE_CALLERS) {
    for (const id of profile.samples) {
      const node = byId.get(id);
      if (node.callFrame.functionName !== process.env.PROFILE_CALLERS) continue;
      const path = [];
      for (let at = parent.get(id); at !== undefined && path.length < Number(process.env.PROFILE_DEPTH ?? 4); at = parent.get(at))
        path.push(name(byId.get(at)));
      const key = path.join(' < ');
      callers.set(key, (callers.get(key) ?? 0) + 1);
    }
  }
  const top = (map, count, keep = () => true) =>
    [...map]
      .filter(([key]) => keep(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, samples]) => `  ${((100 * samples) / busy).toFixed(1).padStart(5)}%  ${key}`);
  // Self time by where the code lives: the proxy, the validator, undici, Node's http, streams, events, GC, the kernel (writev).
  const byFile = new Map();
  for (const [key, samples] of self) {
    const file = key.slice(key.indexOf(' ') + 1).replace(/:\d+$/, '');
    const group = file === '' ? key.split(' ')[0] : file.replace(/^node_modules\/(undici)\/.*/, '$1').replace(/^dist\/([a-z]+)\/.*/, 'dist/$1');
    byFile.set(group, (byFile.get(group) ?? 0) + samples);
  }
  return [
    `busy samples ${busy} (idle ${idle})`,
    'self, by file:',
    ...top(byFile, 16),
    'self:',
    ...top(self, Number(process.env.PROFILE_TOP ?? 25)),
    "inclusive, the package's own functions:",
    ...top(inclusive, 25, (key) => key.includes('dist/')),
    ...(callers.size === 0 ? [] : [`callers of ${process.env.PROFILE_CALLERS}:`, ...top(callers, 8)]),
  ];
}

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
        usage = { user: after.user - before.user, system: after.system - before.system };
      } finally {
        await server.stop();
      }
      gcText = server.output?.() ?? '';
      const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
      console.log(`\n## ${workload.name} (${kind}): ${result.requests.total} requests, ${result.non2xx} not 2xx`);
      const total = usage.user + usage.system;
      console.log(
        `CPU from /proc: user ${((100 * usage.user) / total).toFixed(0)}%, system ${((100 * usage.system) / total).toFixed(0)}%, ${((total * 10_000) / result.requests.total).toFixed(1)} µs per request (10 ms ticks)`,
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
