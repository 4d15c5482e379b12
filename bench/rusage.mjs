// Preloaded with `node --import` by bench/traffic.mjs: prints, at exit, the process's CPU time (every
// thread, and the main thread's alone where Node can tell) and its own peak memory (scripts/lib/peak-rss.mjs),
// as one JSON line on stderr.
import { writeSync } from 'node:fs';
import { ownPeakRssKiB } from '../scripts/lib/peak-rss.mjs';

process.on('exit', () => {
  const { userCPUTime, systemCPUTime } = process.resourceUsage();
  // The main thread's own share (Node >= 23.9): the rest of the process's CPU is the worker threads'.
  const main = process.threadCpuUsage?.();
  const mainThreadMicros = main === undefined ? undefined : main.user + main.system;
  writeSync(2, `rusage=${JSON.stringify({ userMicros: userCPUTime, systemMicros: systemCPUTime, mainThreadMicros, maxRSSKiB: ownPeakRssKiB() })}\n`);
});
