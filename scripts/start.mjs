// `npm start`: brings every generated file and the build up to date, then runs the package's own
// `notification-api-contract mock` (the stateful mock, the docs beside it), which prints curl lines
// to try. Options pass through: `npm start -- --port 4020 --seed 1`.
//
// Stopping never orphans a server: SIGINT, SIGTERM and SIGHUP (a process manager's or an IDE's stop
// button) are passed on to the CLI, which stops its servers (and Prism, with --prism), and this
// process exits once it has. If this process dies anyway, the CLI sees its IPC channel close and
// stops too. npm itself passes on SIGINT and SIGTERM, not SIGHUP, and runs this script through a
// shell that survives it: so this process also watches its parent and the parent's parent (npm),
// and stops the CLI when either goes away.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findStaleFiles } from './check-generated.mjs';
import { generateAll } from './generate.mjs';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

function newestMtime(dir) {
  return readdirSync(join(repoRoot, dir), { recursive: true })
    .map((file) => statSync(join(repoRoot, dir, file)).mtimeMs)
    .reduce((a, b) => Math.max(a, b), 0);
}

/** dist/ is stale when missing, or older than any source or generated file it is built from. */
function buildIsStale() {
  const cli = join(repoRoot, 'dist', 'cli', 'main.js');
  return !existsSync(cli) || statSync(cli).mtimeMs < Math.max(newestMtime('src'), newestMtime('generated'));
}

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The parent of process `pid`: from /proc where there is one, else from ps; undefined once it is gone. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: fields resume after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    if (existsSync('/proc/self/stat')) return undefined;
    const ps = spawnSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' });
    return ps.status === 0 ? Number(ps.stdout.trim()) : undefined;
  }
}

runAsCli(import.meta.url, async () => {
  const stale = await findStaleFiles();
  if (stale.length > 0) {
    console.log(`regenerating: ${stale.join(', ')}`);
    await generateAll();
  }
  if (buildIsStale()) {
    console.log('building dist/');
    await import('./build.mjs').then(({ build }) => build());
  }
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
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  const orphaned = setInterval(() => {
    if (process.ppid !== parent || parentOf(parent) !== grandparent) forward('SIGHUP');
  }, 500);
  orphaned.unref();
  child.on('exit', (code, signal) => {
    clearInterval(orphaned);
    process.exit(code ?? (signal ? 1 : 0));
  });
});
