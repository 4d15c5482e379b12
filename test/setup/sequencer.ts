// The order in which files start. Vitest's own sequencer runs the projects one after another (all of cli,
// then all of e2e, then unit), so the long e2e files (the consumer install, the generations) start late
// and end the run on one worker while the other is idle. Here every file of every project is in one
// queue, longest first (as the last run timed it; a file never timed goes first): the longest-processing-
// time rule, which keeps both workers busy until near the end.
// A fresh clone has no last run (Vitest keeps it in node_modules/.vite): there, the durations committed
// in test/setup/durations.json (a clean clone's run, `NAC_TEST_WRITE_DURATIONS=1 npm test` rewrites them)
// give the order, not the files' names, which started the longest files (verify/*) last.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Sort keys above any real duration (ms): a failed file first, then a file never timed. */
const FAILED = 2e12;
const UNTIMED = 1e12;

/** Milliseconds per file (its path from the root), per project, from a clean clone's run. */
export type Durations = Record<string, Record<string, number>>;

export const durationsFile = new URL('durations.json', import.meta.url);

function committedDurations(): Durations {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8')) as Durations;
  } catch {
    return {};
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const committed = committedDurations();
    const duration = (spec: TestSpecification): number => {
      const result = cache.getTestSpecificationResult(spec);
      if (result === undefined) return committed[spec.project.name]?.[relative(spec.project.config.root, spec.moduleId)] ?? UNTIMED;
      // A file that failed last time runs early, as Vitest's own sequencer does: its answer matters first.
      return result.failed ? FAILED : result.duration;
    };
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || duration(b) - duration(a) || a.moduleId.localeCompare(b.moduleId),
    );
  }
}
