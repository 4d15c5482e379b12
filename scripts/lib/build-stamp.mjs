// What a build read and what it wrote, as two hashes: the inputs (every file git would see but the tests,
// the benchmarks and the examples; the toolchain's versions) and the outputs (dist/ and dist-cjs/, byte
// for byte). Node's version is not an input: Node 20 and Node 24 build the same bytes, and with it a
// build by `npm ci`'s prepare (the machine's Node 20) never matched the suite's (Node 24), so the first
// `npm test` of a fresh clone built again, and a build-stamp test, finding no match, rebuilt dist/
// under the files running beside it. scripts/build.mjs records them after each build; a later build asked to
// reuse (NAC_BUILD_REUSE=1, which the test suite's pack sets) skips when both still match. So the pack of
// a fresh clone does not build again what `npm ci`'s prepare has just built from the same files.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashOfFiles } from './hash-files.mjs';
import { repoRoot } from './project.mjs';

const stampPath = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'build-stamp.json');

/** What neither the build nor the tarball reads: editing a test does not make a new build or pack. */
const NOT_PACKED = /^(?:test|bench|examples|\.ci)\/|^vitest[^/]*\.config\.ts$|^biome\.json$|^tsconfig\.typecheck\.json$/;

/** Every file git would see (tracked or not ignored) but the tests' own, and the versions of the tools that build. */
export function inputsHash() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !NOT_PACKED.test(file))
    .sort();
  const tools = ['typescript', 'esbuild'].map((name) => join('node_modules', name, 'package.json'));
  return hashOfFiles([...files, ...tools]);
}

/** dist/ and dist-cjs/ as they are on disk. */
export function outputsHash() {
  return hashOfFiles(['dist', 'dist-cjs']);
}

/** After a build: what it read and what it wrote. */
export function recordBuild(inputs) {
  mkdirSync(dirname(stampPath), { recursive: true });
  writeFileSync(stampPath, JSON.stringify({ inputs, outputs: outputsHash() }));
}

/** Whether dist/ and dist-cjs/ are what a build of these very inputs wrote, untouched since. */
export function builtFrom(inputs) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  } catch {
    return false;
  }
  return stamp.inputs === inputs && stamp.outputs === outputsHash();
}
