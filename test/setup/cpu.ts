// For the timing reporter: the CPU a test file cost, read in its worker and appended as a JSON line to
// the file that vitest.config.ts names in NAC_TEST_CPU_LOG (a file's meta set after its tests does not
// reach the reporter). A file of a forks project (a process of its own) counts its process and the child processes
// it waited for (/proc/self/stat); a file of a threads project counts its own thread.
import { appendFileSync, readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { afterAll } from 'vitest';

/** One line of the log: CPU milliseconds, the worker's own and its waited-for children's (Linux only). */
export interface CpuLine {
  project: string;
  file: string;
  ownMs: number;
  childrenMs: number;
}

/** In a worker thread (the threads pool), the process's CPU is every thread's: count this thread's. */
const threaded = !isMainThread;

function own(): number {
  // Node 20 has no threadCpuUsage (Node >= 23.9): there, the process's, which overcounts a thread's.
  const usage = threaded && typeof process.threadCpuUsage === 'function' ? process.threadCpuUsage() : process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** utime+stime of the waited-for children, from /proc (clock ticks of 10 ms); 0 where there is no /proc. */
function children(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command's name: state is field 3, so cutime and cstime (fields 16, 17) are at 13, 14.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

const start = { own: own(), children: children() };

// Vitest hands the file suite to an afterAll hook as its second argument, and reads the fixtures that the
// hook asks for from its first argument's pattern: none here.
// biome-ignore lint/correctness/noEmptyPattern: the pattern is how Vitest knows that no fixture is wanted
afterAll(({}, suite) => {
  const log = process.env.NAC_TEST_CPU_LOG;
  if (log === undefined) return;
  const line: CpuLine = {
    project: suite.file.projectName ?? '',
    file: suite.file.filepath,
    ownMs: own() - start.own,
    childrenMs: threaded ? 0 : children() - start.children,
  };
  // One short line per write: appends of a few hundred bytes do not interleave.
  appendFileSync(log, `${JSON.stringify(line)}\n`);
});
