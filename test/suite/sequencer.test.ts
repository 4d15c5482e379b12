// The suite's order (test/setup/sequencer.ts): longest first, from the last run's durations; on a fresh
// clone, which has no last run, from the durations committed in test/setup/durations.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import LongestFirstSequencer, { type Durations, durationsFile } from '../setup/sequencer.js';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const spec = (project: string, file: string) => ({ project: { name: project, config: { root, sequence: { groupOrder: 0 } } }, moduleId: `${root}/${file}` });
type LastRun = Record<string, { failed: boolean; duration: number } | undefined>;

async function order(files: ReturnType<typeof spec>[], lastRun: LastRun = {}): Promise<string[]> {
  const cache = { getTestSpecificationResult: (s: ReturnType<typeof spec>) => lastRun[s.moduleId.slice(root.length + 1)] };
  const sequencer = new LongestFirstSequencer({ cache } as never);
  const sorted = (await sequencer.sort(files as unknown as TestSpecification[])) as unknown as ReturnType<typeof spec>[];
  return sorted.map((s) => s.moduleId.slice(root.length + 1));
}

const committed = JSON.parse(readFileSync(durationsFile, 'utf8')) as Durations;

describe('the order of a run', () => {
  it('with no last run (a fresh clone), starts the longest files by the committed durations, not by name; a file they lack first', async () => {
    const files = [
      spec('unit', 'test/text/printable.test.ts'),
      spec('cli', 'test/verify/hostile.test.ts'),
      spec('e2e', 'test/consumer/consumer.test.ts'),
      spec('unit', 'test/brand-new.test.ts'),
      spec('e2e', 'test/diff/peers.test.ts'),
    ];
    const sorted = await order(files);
    expect(sorted[0]).toBe('test/brand-new.test.ts');
    const byCommitted = files
      .filter((file) => !file.moduleId.endsWith('brand-new.test.ts'))
      .map((file) => ({ file: file.moduleId.slice(root.length + 1), ms: committed[file.project.name]![file.moduleId.slice(root.length + 1)]! }))
      .sort((a, b) => b.ms - a.ms)
      .map(({ file }) => file);
    expect(sorted.slice(1)).toEqual(byCommitted);
    expect(sorted.at(-1)).toBe('test/text/printable.test.ts');
  });

  it('with a last run, follows its durations, a failed file first, over the committed ones', async () => {
    const files = [spec('e2e', 'test/consumer/consumer.test.ts'), spec('unit', 'test/text/printable.test.ts'), spec('cli', 'test/verify/hostile.test.ts')];
    const lastRun: LastRun = {
      'test/consumer/consumer.test.ts': { failed: false, duration: 10 },
      'test/text/printable.test.ts': { failed: false, duration: 50_000 },
      'test/verify/hostile.test.ts': { failed: true, duration: 1 },
    };
    expect(await order(files, lastRun)).toEqual(['test/verify/hostile.test.ts', 'test/text/printable.test.ts', 'test/consumer/consumer.test.ts']);
  });

  it('has a committed duration for every project and for the longest files', () => {
    for (const project of ['unit', 'unit:isolated', 'cli', 'e2e', 'e2e:prism'])
      expect(Object.keys(committed[project] ?? {}).length, project).toBeGreaterThan(0);
    expect(committed.e2e?.['test/consumer/consumer.test.ts']).toBeGreaterThan(10_000);
  });
});
