// Issue 17 item 5: no file under src/ is over 400 lines, each with one job its name says. A file that
// grows past it is split by job, not by line count: this says which file, and by how much.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const MAX_LINES = 400;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(c|m)?ts$/.test(entry.name) ? [path] : [];
  });
}

it(`keeps every file under src/ to at most ${MAX_LINES} lines`, () => {
  const files = sources(join(repoRoot, 'src'));
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((file) => ({ file: relative(repoRoot, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(long).toEqual([]);
});
