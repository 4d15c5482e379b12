// A process's own peak resident memory, in KiB. process.resourceUsage().maxRSS is getrusage's
// ru_maxrss, which Linux carries across execve from the process that forked: a child of a parent
// holding 300 MiB reports at least 300 MiB whatever it used itself (measured: 305 MiB against a
// VmHWM of 42 MiB). VmHWM is the peak of the process's own address space, made new by execve.
// Elsewhere (no /proc) maxRSS is all there is.
import { readFileSync } from 'node:fs';

export function ownPeakRssKiB() {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match !== null) return Number(match[1]);
  } catch {
    // No /proc: not Linux.
  }
  return process.resourceUsage().maxRSS;
}
