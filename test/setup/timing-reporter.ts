// Prints, after a run, the time each project (layer) took: its wall time from its first file's start to
// its last file's end, its files' own time, the CPU they cost (test/setup/cpu.ts), its slowest file, the
// whole run's wall time, and the files that cost the most time and CPU. A reporter, so that the figures
// come from the run itself and no test depends on the machine's speed. On a shared machine, wall time
// follows the load of others: the CPU figures do not.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import type { CpuLine } from './cpu.js';
import { type Durations, durationsFile } from './sequencer.js';

interface ProjectTiming {
  files: number;
  tests: number;
  firstStart: number;
  lastEnd: number;
  fileTime: number;
  cpuMs: number;
  slowest: { file: string; ms: number } | undefined;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private started = Date.now();
  /** Vitest's own process: its CPU when the run started (its worker threads, the unit layers' files, count in it). */
  private startedCpu = process.cpuUsage();
  /** The projects whose files run in worker threads of Vitest's process. */
  private readonly threadedProjects = new Set<string>();
  private readonly projects = new Map<string, ProjectTiming>();
  private readonly starts = new Map<string, number>();
  private readonly files: { project: string; file: string; moduleId: string; ms: number; cpuMs: number }[] = [];

  onTestRunStart(): void {
    this.started = Date.now();
    this.startedCpu = process.cpuUsage();
    const log = process.env.NAC_TEST_CPU_LOG;
    if (log !== undefined) rmSync(log, { force: true });
  }

  /** The CPU each file cost, as test/setup/cpu.ts logged it in the workers. */
  private readCpu(): void {
    const log = process.env.NAC_TEST_CPU_LOG;
    if (log === undefined || !existsSync(log)) return;
    const lines = readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as CpuLine);
    rmSync(log, { force: true });
    for (const file of this.files) {
      const line = lines.find((candidate) => candidate.file === file.moduleId && (candidate.project || '(root)') === file.project);
      if (line === undefined) continue;
      file.cpuMs = line.ownMs + line.childrenMs;
      const timing = this.projects.get(file.project);
      if (timing !== undefined) timing.cpuMs += file.cpuMs;
    }
  }

  onTestModuleStart(module: TestModule): void {
    this.starts.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const now = Date.now();
    const name = module.project.name || '(root)';
    if (module.project.config.pool === 'threads') this.threadedProjects.add(name);
    const timing = this.projects.get(name) ?? {
      files: 0,
      tests: 0,
      firstStart: Number.POSITIVE_INFINITY,
      lastEnd: 0,
      fileTime: 0,
      cpuMs: 0,
      slowest: undefined,
    };
    const start = this.starts.get(module.moduleId) ?? now;
    const ms = now - start;
    timing.files += 1;
    timing.tests += [...module.children.allTests()].length;
    timing.firstStart = Math.min(timing.firstStart, start);
    timing.lastEnd = Math.max(timing.lastEnd, now);
    timing.fileTime += ms;
    this.files.push({ project: name, file: module.relativeModuleId, moduleId: module.moduleId, ms, cpuMs: 0 });
    if (timing.slowest === undefined || ms > timing.slowest.ms) timing.slowest = { file: module.relativeModuleId, ms };
    this.projects.set(name, timing);
  }

  onTestRunEnd(): void {
    this.readCpu();
    if (this.projects.size === 0) return;
    const lines = ['', 'Time per project (wall: its first file started to its last ended; files: the sum of its files):'];
    for (const [name, timing] of [...this.projects].sort(([a], [b]) => a.localeCompare(b))) {
      const slowest = timing.slowest === undefined ? '' : `, slowest ${timing.slowest.file} ${seconds(timing.slowest.ms)}`;
      lines.push(
        `  ${name.padEnd(14)} wall ${seconds(timing.lastEnd - timing.firstStart).padStart(7)}   files ${seconds(timing.fileTime).padStart(7)}   cpu ${seconds(timing.cpuMs).padStart(7)}   ${timing.files} files, ${timing.tests} tests${slowest}`,
      );
    }
    const cpuMs = [...this.projects.values()].reduce((total, timing) => total + timing.cpuMs, 0);
    lines.push(`  ${'whole run'.padEnd(14)} wall ${seconds(Date.now() - this.started).padStart(7)} (global setups included), files' cpu ${seconds(cpuMs)}`);
    // What the files' figures leave out, in part: Vitest's process beyond what its worker threads' files cost
    // on their own threads: its main thread (transforms, reporters, the unit layer's in-process mock), and
    // V8's and libuv's helper threads (garbage collection, zlib, crypto) of all its threads.
    const used = process.cpuUsage(this.startedCpu);
    const threadsMs = [...this.projects].filter(([name]) => this.threadedProjects.has(name)).reduce((total, [, timing]) => total + timing.cpuMs, 0);
    lines.push(
      `  ${'vitest process'.padEnd(14)} cpu ${seconds((used.user + used.system) / 1000 - threadsMs)} beyond its threads' files (main thread; garbage collection, zlib, crypto helpers)`,
    );
    // NAC_TEST_TOP=N lists N files instead of 8 (say 200: all of them), to find where the time goes.
    const count = Number(process.env.NAC_TEST_TOP) || 8;
    const top = (key: 'ms' | 'cpuMs') =>
      [...this.files]
        .sort((a, b) => b[key] - a[key])
        .slice(0, count)
        .map((file) => `${file.file} ${seconds(file[key])}`)
        .join(', ');
    lines.push(`Slowest files (wall): ${top('ms')}`, `Costliest files (cpu, with the processes they waited for): ${top('cpuMs')}`, '');
    process.stdout.write(`${lines.join('\n')}\n`);
    if (process.env.NAC_TEST_WRITE_DURATIONS === '1') this.writeDurations();
  }

  /** The order a fresh clone starts its files in (test/setup/sequencer.ts): this run's durations, longest first. */
  private writeDurations(): void {
    const durations: Durations = JSON.parse(readFileSync(durationsFile, 'utf8'));
    for (const file of this.files) {
      const files = durations[file.project] ?? {};
      files[file.file] = Math.round(file.ms);
      durations[file.project] = files;
    }
    const sorted: Durations = {};
    for (const [project, files] of Object.entries(durations)) {
      const kept = Object.entries(files).filter(([file]) => existsSync(new URL(`../../${file}`, import.meta.url)));
      sorted[project] = Object.fromEntries(kept.sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
    }
    writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}
