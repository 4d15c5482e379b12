// Preloaded with `node --import` by bench/traffic.mjs: prints, at exit, the process's CPU time (every
// thread, and the main thread's alone where Node can tell) and peak memory, as one JSON line on stderr.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
  // The main thread's own share (Node >= 23.9): the rest of the process's CPU is the worker threads'.
  const main = process.threadCpuUsage?.();
  const mainThreadMicros = main === undefined ? undefined : main.user + main.system;
  writeSync(2, `rusage=${JSON.stringify({ userMicros: userCPUTime, systemMicros: systemCPUTime, mainThreadMicros, maxRSSKiB: maxRSS })}\n`);
});
