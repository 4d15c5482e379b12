// The last release, installed beside this build for the side-by-side rows (issue 17 item 7), with no
// set-up by hand: the release commit is checked out into a throw-away worktree, installed and packed
// there (`npm ci` builds it: the package's `prepare`), and the tarball is installed into a cache folder,
// node_modules/.cache/bench-release/<commit>/, which later runs reuse. BENCH_RELEASE_ROOT, when set,
// names a folder where the tarball is already installed, and nothing is built.
//
//   node bench/release-install.mjs    prints the folder (builds it first when missing)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');

/** The last release: the commit the package was released from (it has not been published to a registry). */
export const RELEASE_COMMIT = 'b3d4e19';

const packageDir = (root) => join(root, 'node_modules', 'notification-api-contract');

function run(command, args, cwd, log) {
  log(`release: ${command} ${args.join(' ')} (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(
      `release: \`${command} ${args.join(' ')}\` failed (${result.status ?? result.signal}) in ${cwd}:\n${(result.stderr || result.stdout).slice(-2000)}`,
    );
  }
  return result.stdout;
}

/** The full hash of the release commit, or undefined when this clone's history lacks it (a shallow clone, a tarball). */
function resolveCommit(commit) {
  const result = spawnSync('git', ['-C', repoRoot, 'rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { encoding: 'utf8' });
  if (result.error)
    throw new Error(
      `release: git is needed to build the release ${commit} (${result.error.message}); or set BENCH_RELEASE_ROOT to a folder where the release tarball is installed`,
    );
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The folder whose node_modules holds the release's package: BENCH_RELEASE_ROOT, else the cache,
 * built when missing. Throws with a clear sentence when neither can be had.
 */
export function ensureRelease({ commit = RELEASE_COMMIT, env = process.env, log = (line) => console.error(line) } = {}) {
  if (env.BENCH_RELEASE_ROOT !== undefined && env.BENCH_RELEASE_ROOT !== '') {
    const root = env.BENCH_RELEASE_ROOT;
    if (!existsSync(join(packageDir(root), 'dist', 'cli', 'main.js')))
      throw new Error(`BENCH_RELEASE_ROOT=${root} holds no installed notification-api-contract (no node_modules/notification-api-contract/dist/cli/main.js)`);
    return root;
  }
  const full = resolveCommit(commit);
  if (full === undefined) {
    throw new Error(
      `release: this clone's git history lacks the release commit ${commit} (shallow clone?): run \`git fetch --unshallow\` (or fetch that commit), or set BENCH_RELEASE_ROOT to a folder where the release tarball is installed`,
    );
  }
  const cacheRoot = join(repoRoot, 'node_modules', '.cache', 'bench-release');
  const root = join(cacheRoot, full);
  if (existsSync(join(packageDir(root), 'dist', 'cli', 'main.js'))) return root;

  log(`release: preparing ${commit} in ${root} (once; later runs reuse it)…`);
  mkdirSync(cacheRoot, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'bench-release-src-'));
  const checkout = join(scratch, 'src');
  const staging = mkdtempSync(join(cacheRoot, 'staging-'));
  try {
    run('git', ['-C', repoRoot, 'worktree', 'add', '--detach', checkout, full], repoRoot, log);
    // `npm ci` runs the package's `prepare`, which builds dist/; packing then needs no second build.
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], checkout, log);
    if (!existsSync(join(checkout, 'dist', 'cli', 'main.js'))) run('node', ['scripts/build.mjs'], checkout, log);
    run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', staging], checkout, log);
    const tarball = readdirSync(staging).find((file) => file.endsWith('.tgz'));
    if (tarball === undefined) throw new Error(`release: npm pack wrote no tarball into ${staging}`);
    writeFileSync(join(staging, 'package.json'), `${JSON.stringify({ name: 'bench-release', private: true }, null, 2)}\n`);
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', `./${tarball}`], staging, log);
    // Renamed into place only when whole, so that an interrupted run leaves no half-installed cache behind.
    // Another run may have finished the same release meanwhile: its copy is as good as this one.
    if (!existsSync(join(packageDir(root), 'dist', 'cli', 'main.js'))) {
      rmSync(root, { recursive: true, force: true });
      renameSync(staging, root);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    spawnSync('git', ['-C', repoRoot, 'worktree', 'remove', '--force', checkout], { encoding: 'utf8' });
    rmSync(scratch, { recursive: true, force: true });
    spawnSync('git', ['-C', repoRoot, 'worktree', 'prune'], { encoding: 'utf8' });
  }
  log(`release: ${commit} installed in ${root}`);
  return root;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ensureRelease());
