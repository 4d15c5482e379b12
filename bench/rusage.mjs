// Preloaded with `node --import` by bench/traffic.mjs: prints, at exit, the process's CPU time (every
// thread) and peak memory, as one JSON line on stderr.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
  writeSync(2, `rusage=${JSON.stringify({ userMicros: userCPUTime, systemMicros: systemCPUTime, maxRSSKiB: maxRSS })}\n`);
});
