// What bench/proxy-profile.mjs and bench/profile-mock.mjs print of a server they profiled: its user and
// system CPU from /proc, and its `node --cpu-prof` profile summed by function (self, by file, inclusive for
// the package's own; PROFILE_CALLERS=name adds the call paths of one function, PROFILE_TOP the row count).
import { readFileSync } from 'node:fs';

/**
 * utime and stime of a process, in clock ticks; `main`: both of its main thread. The rest is its other
 * threads: V8's GC helpers (concurrent marking, parallel scavenges), whose CPU no profile sample shows
 * though the process's figure includes it, and under --cpu-prof the profiler's sampler.
 */
export function ticks(pid) {
  const times = (file) => {
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]), system: Number(fields[12]) };
  };
  const main = times(`/proc/${pid}/task/${pid}/stat`);
  return { ...times(`/proc/${pid}/stat`), main: main.user + main.system };
}

export function summarize(file) {
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
