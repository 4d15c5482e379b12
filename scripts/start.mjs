// `npm start`: brings every generated file and the build up to date, then runs the package's own
// `notification-api-contract mock` (Prism on the bundle, docs beside it). Options pass through:
// `npm start -- --port 4020 --dynamic`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';
import { findStaleFiles } from './check-generated.mjs';
import { generateAll } from './generate.mjs';

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
    stdio: 'inherit',
  });
  // Ctrl-C reaches the child through the terminal's process group; a plain kill is passed on.
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.on('SIGINT', () => {});
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
});
