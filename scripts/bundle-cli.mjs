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
//
// Each command (program.ts loads one per run) is a bundle of its own, with all it needs but io.js:
// split into chunks shared with the other commands, as esbuild splits them, `validate-traffic` still
// loaded 22 modules, and each cost about 0.3 ms of a start (7 ms of its 50). The code the commands
// share is in each of their files; a class that program.ts tests with `instanceof` is branded
// (src/errors/brand.ts), so that both copies match, and io.js, which holds the process's state, stays
// one module.
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

/** The commands: the modules of its folder that program.ts loads with `import('./<command>.js')`, read from tsc's output. */
function commandsOf(root) {
  const program = readFileSync(join(root, 'dist', 'cli', 'program.js'), 'utf8');
  const commands = [...program.matchAll(/\bimport\(['"]\.\/([\w-]+)\.js['"]\)/g)].map(([, name]) => name);
  if (commands.length === 0) throw new Error('dist/cli/program.js loads no command module: the bundles would hold them all');
  return commands;
}

/**
 * The program (main.js and program.js, with the two modules that scripts/start.mjs and a test import
 * on their own); each command, split still, so that what it loads on demand (a mock's server and its
 * dependencies) stays out of its start; the workers, one file each, in place.
 */
function bundlesOf(root) {
  const commands = commandsOf(root);
  return [
    { folder: 'cli', entries: ['main', 'io', 'npm-parents'], splitting: true, own: commands },
    ...commands.map((command) => ({ folder: 'cli', entries: [command], splitting: true, own: ['io'], chunks: `${command}.[name]-[hash]` })),
    { folder: 'traffic', entries: ['worker'], splitting: false },
    { folder: 'diff', entries: ['weigh-worker'], splitting: false },
  ];
}

/** Kept outside every bundle: a relative import of one of these stays an import of that file. */
function isShared(root, file) {
  const inside = (folder) => file.startsWith(join(root, folder) + sep);
  return inside('generated') || inside(join('dist', 'validator')) || file.endsWith('.cjs');
}

/**
 * An esbuild plugin: such imports become external, their specifiers rewritten for the bundle's folder,
 * and so do those of the modules of the folder named in `own`, each a bundle of its own.
 */
const sharedModules = (root, outdir, own = []) => ({
  name: 'shared-modules',
  setup(builder) {
    const separate = new Set(own.map((name) => join(outdir, `${name}.js`)));
    builder.onResolve({ filter: /^\.\.?\// }, (args) => {
      const file = resolve(args.resolveDir, args.path);
      if (!isShared(root, file) && !separate.has(file)) return undefined;
      const specifier = relative(outdir, file).split(sep).join('/');
      return { path: specifier.startsWith('.') ? specifier : `./${specifier}`, external: true };
    });
  },
});

async function bundleFolder(root, { folder, entries, splitting, own, chunks }) {
  const outdir = join(root, 'dist', folder);
  const result = await build({
    // From tsc's output (the same code, its types checked), before any of it is replaced.
    entryPoints: entries.map((name) => join(outdir, `${name}.js`)),
    outdir,
    bundle: true,
    splitting,
    ...(chunks === undefined ? {} : { chunkNames: chunks }),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [sharedModules(root, outdir, own)],
    write: false,
    // The marks esbuild writes before each module's code (`// dist/traffic/batch.js`) are relative to
    // this folder: the same wherever the build is started from, and what the tests read.
    absWorkingDir: root,
    logLevel: 'warning',
  });
  return { outdir, files: result.outputFiles, entries: new Set(entries.map((name) => `${name}.js`)) };
}

/**
 * The files of one build but the chunks nothing imports: esbuild writes the chunk of a dynamic
 * import whose call it then dropped as unused (the HAR reader of the traffic checker, which `diff`
 * bundles but never calls), dead weight in the package (review 29a F4). Dropped until none is left.
 */
function withoutDeadChunks(files, entries) {
  let kept = files;
  for (;;) {
    const used = kept.filter((file) => {
      const name = basename(file.path);
      return entries.has(name) || kept.some((other) => other !== file && other.text.includes(`"./${name}"`));
    });
    if (used.length === kept.length) return kept;
    kept = used;
  }
}

export async function bundleCli(root = repoRoot) {
  // Every bundle is built before any file is replaced: each reads tsc's modules of other folders.
  const built = await Promise.all(bundlesOf(root).map((spec) => bundleFolder(root, spec)));
  // The command's folder holds the bundles alone: its other modules are inside them now.
  const cli = join(root, 'dist', 'cli');
  for (const name of readdirSync(cli)) rmSync(join(cli, name), { recursive: true, force: true });
  for (const { outdir, files, entries } of built) {
    for (const file of withoutDeadChunks(files, entries)) {
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
