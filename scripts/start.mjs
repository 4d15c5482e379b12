// `npm start`: brings every generated file and the build up to date, then runs the package's own
// `notification-api-contract mock` (the stateful mock, the docs beside it), which prints curl lines
// to try. Options pass through: `npm start -- --port 4020 --seed 1`. It says what it does before it
// does it, and with nothing to regenerate it reaches the mock's banner in well under 2 s: the
// generated files are checked by regenerating them (seconds) only when the hash of their inputs and
// of themselves differs from the last start's that found them up to date.
//
// Stopping never orphans a server: SIGINT, SIGTERM and SIGHUP (a process manager's or an IDE's stop
// button) are passed on to the CLI, which stops its servers (and Prism, with --prism), and this
// process exits once it has. If this process dies anyway, the CLI sees its IPC channel close and
// stops too. npm itself passes on SIGINT and SIGTERM, not SIGHUP, and runs this script through a
// shell that survives it: so this process also watches its parent and the parent's parent (npm),
// and stops the CLI when either goes away.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtFrom, inputsHash, recordBuild } from './lib/build-stamp.mjs';
import { runAsCli } from './lib/cli.mjs';
import { hashOfFiles } from './lib/hash-files.mjs';
import { repoRoot } from './lib/project.mjs';

/**
 * What the generated files are made from, and the generated files themselves: a change to any of
 * them (an edited spec, a generator, a tool's version, a hand-edited output) calls for the full check.
 */
const GENERATION_INPUTS = ['openapi', 'scripts', 'redocly.yaml', 'package-lock.json', 'src/mock/fixture.schema.yaml', 'src/validator/json-scan.wat'];
const GENERATION_OUTPUTS = ['generated', 'docs/index.html', 'docs/gaps.md', 'docs/gaps.html', 'docs/favicon.ico'];
/** Where the last start that found everything up to date left its hash. */
const STAMP = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'start-generated.sha256');

/** Regenerates what is stale, unless nothing that generation reads or writes changed since the last check. */
async function bringGeneratedUpToDate() {
  process.stdout.write('checking generated files against their inputs… ');
  const hash = hashOfFiles([...GENERATION_INPUTS, ...GENERATION_OUTPUTS]);
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash) {
    process.stdout.write('unchanged since the last check\n');
    return;
  }
  process.stdout.write('changed: regenerating them to compare (a few seconds)…\n');
  const { findStaleFiles } = await import('./check-generated.mjs');
  const stale = await findStaleFiles();
  if (stale.length > 0) {
    console.log(`regenerating: ${stale.join(', ')}`);
    const { generateAll } = await import('./generate.mjs');
    await generateAll();
  } else {
    console.log('generated files are up to date');
  }
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${hashOfFiles([...GENERATION_INPUTS, ...GENERATION_OUTPUTS])}\n`);
}

function newestMtime(dir) {
  return readdirSync(join(repoRoot, dir), { recursive: true })
    .map((file) => statSync(join(repoRoot, dir, file)).mtimeMs)
    .reduce((a, b) => Math.max(a, b), 0);
}

/** The build's inputs, by content, or undefined without git (a copy of the repository that is no checkout). */
function inputsOrNone() {
  try {
    return inputsHash();
  } catch {
    return undefined;
  }
}

/**
 * Whether dist/ needs a build, by the build stamp: the rule the build and the test suite's pack follow
 * (what it was built from, by content). A rule of its own, by modification times, rebuilt dist/ under
 * the tests that run it whenever a source file was written again unchanged. Without git: when dist/
 * is missing or older than any source or generated file.
 */
function buildNeeded(inputs) {
  if (inputs !== undefined) return !builtFrom(inputs);
  const cli = join(repoRoot, 'dist', 'cli', 'main.js');
  return !existsSync(cli) || statSync(cli).mtimeMs < Math.max(newestMtime('src'), newestMtime('generated'));
}

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

runAsCli(import.meta.url, async () => {
  await bringGeneratedUpToDate();
  const inputs = inputsOrNone();
  if (buildNeeded(inputs)) {
    console.log('building dist/ (src/ or generated/ changed)…');
    await import('./build.mjs').then(({ build }) => build());
    if (inputs !== undefined) recordBuild(inputs);
  }
  console.log('starting the mock…');
  const child = spawn(process.execPath, [join(repoRoot, 'dist', 'cli', 'main.js'), 'mock', ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  // The CLI ignores a second signal while it stops, so Ctrl-C reaching it twice (from the terminal
  // and from here) is harmless.
  const forward = (signal) => {
    if (running()) child.kill(signal);
  };
  for (const signal of FORWARDED) process.on(signal, () => forward(signal));
  // The CLI's own rule (src/cli/npm-parents.ts), from the build just checked.
  const { watchParents } = await import(pathToFileURL(join(repoRoot, 'dist', 'cli', 'npm-parents.js')).href);
  const unwatch = watchParents(() => forward('SIGHUP'));
  child.on('exit', (code, signal) => {
    unwatch();
    process.exit(code ?? (signal ? 1 : 0));
  });
});
