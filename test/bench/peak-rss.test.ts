// The peak memory the streaming tests and the benchmark read from a process they spawn is that
// process's own: Linux carries getrusage's maxrss across execve from the process that forked, so a
// child of a large parent reported the parent's size (the bench put 191 MB on a `validate-traffic
// --jobs 1` run that peaks at 104 MB). A parent holding 256 MiB spawns a child that holds next to nothing.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const reporters = {
  test: join(repoRoot, 'test', 'traffic', 'fixtures', 'report-max-rss.mjs'),
  bench: join(repoRoot, 'bench', 'rusage.mjs'),
};

// The parent touches every page of its buffer (so that it is resident), then spawns the child with
// the reporter preloaded, and prints what the child reported and what maxRSS alone would have said.
const parent = `
const { spawnSync } = require('node:child_process');
const held = Buffer.alloc(256 * 1024 * 1024, 1);
const reporter = process.argv[1];
const child = spawnSync(process.execPath, ['--import', reporter, '-e', 'process.stderr.write("inherited=" + process.resourceUsage().maxRSS + "\\\\n")'], { encoding: 'utf8' });
process.stdout.write(child.stderr + 'held=' + held.length + '\\n');
`;

it.each(Object.entries(reporters))('%s reporter: a child of a 256 MiB parent reports its own peak, not the parent’s', (_, reporter) => {
  const run = spawnSync(process.execPath, ['-e', parent, reporter], { encoding: 'utf8', timeout: 30_000 });
  expect(run.status, run.stderr).toBe(0);
  const reportedKiB = Number(/maxRSS(?:KiB":|=)(\d+)/.exec(run.stdout)?.[1]);
  const inheritedKiB = Number(/^inherited=(\d+)$/m.exec(run.stdout)?.[1]);
  // What maxRSS says on this machine: the parent's size (the reason for the reporter's rule).
  if (process.platform === 'linux') expect(inheritedKiB / 1024).toBeGreaterThan(256);
  expect(reportedKiB / 1024).toBeGreaterThan(10);
  expect(reportedKiB / 1024).toBeLessThan(128);
});
