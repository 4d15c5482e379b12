// After tsc: the command's modules in dist/cli/ become a few bundles of the package's own code, and the
// worker threads' entries become one file each. Node resolves, reads, compiles and links each ES module
// on its own, and a run of `validate-traffic` loaded 45 of them, `diff` more: about 10 ms of every
// start, and of every worker thread's, went to loading the modules, not to running them.
//
// What stays outside, imported where it is, so that each exists once in a process:
//   - the dependencies (node_modules), which a user may patch or override;
//   - the validator (dist/validator/index.js, itself a bundle) and the generated modules, which load
//     each operation's validators on first use;
//   - the CommonJS modules (the workers' file names), which find their folder through __dirname.
// The bundles stay in the folder of the file they replace, so a path relative to it (import.meta.url:
// ../../package.json, the docs) still means what it did.
import { chmodSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

/**
 * The command (main.js, and the tasks it loads on demand, shared code in chunks beside them) and the
 * two modules that scripts/start.mjs and a test import on their own. The workers: one file each, in place.
 */
const bundles = [
  { folder: 'cli', entries: ['main', 'io', 'npm-parents'], splitting: true },
  { folder: 'traffic', entries: ['worker'], splitting: false },
  { folder: 'diff', entries: ['weigh-worker'], splitting: false },
];

/** Kept outside every bundle: a relative import of one of these stays an import of that file. */
function isShared(root, file) {
  const inside = (folder) => file.startsWith(join(root, folder) + sep);
  return inside('generated') || inside(join('dist', 'validator')) || file.endsWith('.cjs');
}

/** An esbuild plugin: such imports become external, their specifiers rewritten for the bundle's folder. */
const sharedModules = (root, outdir) => ({
  name: 'shared-modules',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.?\// }, (args) => {
      const file = resolve(args.resolveDir, args.path);
      if (!isShared(root, file)) return undefined;
      const specifier = relative(outdir, file).split(sep).join('/');
      return { path: specifier.startsWith('.') ? specifier : `./${specifier}`, external: true };
    });
  },
});

async function bundleFolder(root, { folder, entries, splitting }) {
  const outdir = join(root, 'dist', folder);
  const result = await build({
    // From tsc's output (the same code, its types checked), before any of it is replaced.
    entryPoints: entries.map((name) => join(outdir, `${name}.js`)),
    outdir,
    bundle: true,
    splitting,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [sharedModules(root, outdir)],
    write: false,
    // The marks esbuild writes before each module's code (`// dist/traffic/batch.js`) are relative to
    // this folder: the same wherever the build is started from, and what the tests read.
    absWorkingDir: root,
    logLevel: 'warning',
  });
  return { outdir, splitting, files: result.outputFiles };
}

export async function bundleCli(root = repoRoot) {
  // Every bundle is built before any file is replaced: each reads tsc's modules of other folders.
  const built = await Promise.all(bundles.map((spec) => bundleFolder(root, spec)));
  for (const { outdir, splitting, files } of built) {
    if (splitting) {
      // The command's folder holds the bundles alone: its other modules are inside them now.
      for (const name of readdirSync(outdir)) rmSync(join(outdir, name), { recursive: true, force: true });
    }
    for (const file of files) {
      if (dirname(file.path) !== outdir) throw new Error(`a bundle of ${relative(root, outdir)} came out elsewhere: ${file.path}`);
      writeFileSync(file.path, file.contents);
    }
  }
  // The bin, executable as it is (npm makes it so on install; a hand-made link to it does not).
  chmodSync(join(root, 'dist', 'cli', 'main.js'), 0o755);
}

runAsCli(import.meta.url, async () => {
  await bundleCli();
  console.log('bundled dist/cli/ (the command), dist/traffic/worker.js and dist/diff/weigh-worker.js');
});
