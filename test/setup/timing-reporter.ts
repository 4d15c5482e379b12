// Prints, after a run, the time each project (layer) took: its wall time from its first file's start to
// its last file's end, its files' own time, its slowest file, and the whole run's wall time. A reporter,
// so that the figures come from the run itself and no test depends on the machine's speed.
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTiming {
  files: number;
  tests: number;
  firstStart: number;
  lastEnd: number;
  fileTime: number;
  slowest: { file: string; ms: number } | undefined;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private started = Date.now();
  private readonly projects = new Map<string, ProjectTiming>();
  private readonly starts = new Map<string, number>();

  onTestRunStart(): void {
    this.started = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.starts.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const now = Date.now();
    const name = module.project.name || '(root)';
    const timing = this.projects.get(name) ?? { files: 0, tests: 0, firstStart: Number.POSITIVE_INFINITY, lastEnd: 0, fileTime: 0, slowest: undefined };
    const start = this.starts.get(module.moduleId) ?? now;
    const ms = now - start;
    timing.files += 1;
    timing.tests += [...module.children.allTests()].length;
    timing.firstStart = Math.min(timing.firstStart, start);
    timing.lastEnd = Math.max(timing.lastEnd, now);
    timing.fileTime += ms;
    if (timing.slowest === undefined || ms > timing.slowest.ms) timing.slowest = { file: module.relativeModuleId, ms };
    this.projects.set(name, timing);
  }

  onTestRunEnd(): void {
    if (this.projects.size === 0) return;
    const lines = ['', 'Time per project (wall: its first file started to its last ended; files: the sum of its files):'];
    for (const [name, timing] of [...this.projects].sort(([a], [b]) => a.localeCompare(b))) {
      const slowest = timing.slowest === undefined ? '' : `, slowest ${timing.slowest.file} ${seconds(timing.slowest.ms)}`;
      lines.push(
        `  ${name.padEnd(14)} wall ${seconds(timing.lastEnd - timing.firstStart).padStart(7)}   files ${seconds(timing.fileTime).padStart(7)}   ${timing.files} files, ${timing.tests} tests${slowest}`,
      );
    }
    lines.push(`  ${'whole run'.padEnd(14)} wall ${seconds(Date.now() - this.started).padStart(7)} (global setups included)`, '');
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
