// `npm run test:node -- <version>`: the unit and cli layers on one Node, as CI runs them on every
// supported one (the full suite stays on the toolchain's Node 24, the node@24 devDependency).
//   npm run test:node -- machine    the machine's own Node (first on the PATH outside node_modules)
//   npm run test:node -- 26.10.0    the registry's `node` package at that exact version, installed once
//                                   into node_modules/.cache/ (npm install --prefix), never globally
// Further arguments go to vitest: `npm run test:node -- 26.10.0 test/validator`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

/** The machine's Node: the first `node` on the PATH that npm did not put there (node_modules/.bin). */
function machineNode() {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (folder === '' || folder.includes('node_modules')) continue;
    const candidate = join(folder, 'node');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('no node on the PATH outside node_modules');
}

/** The `node` package at `version`, installed once into a prefix of its own. */
function registryNode(version) {
  const prefix = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', `node-${version}`);
  const binary = join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(binary)) {
    console.log(`installing node@${version} from the registry into ${prefix}…`);
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `node@${version}`], { stdio: 'inherit' });
  }
  return binary;
}

/** What a layer cannot run on an older Node, and why: left out, and said so. */
function leftOut(major) {
  // msw 3 needs Node 22 (its engines); on Node 20 npm resolves msw 2, which the README names.
  return major < 22 ? [['test/mock/msw.test.ts', 'msw 3 needs Node >= 22']] : [];
}

runAsCli(import.meta.url, () => {
  const [which, ...vitestArgs] = process.argv.slice(2);
  if (which === undefined || !/^(?:machine|\d+\.\d+\.\d+)$/.test(which)) throw new Error('usage: npm run test:node -- machine|<x.y.z> [vitest arguments]');
  const node = which === 'machine' ? machineNode() : registryNode(which);
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const major = Number(version.slice(1).split('.')[0]);
  console.log(`unit and cli layers on Node ${version} (${node})`);
  const excluded = leftOut(major);
  for (const [file, why] of excluded) console.log(`left out on Node ${major}: ${file} (${why})`);
  // Vitest's error summary calls Map.groupBy (Node >= 21): given to it on Node 20.
  const polyfill = major < 21 ? ['--import', join(repoRoot, 'scripts', 'lib', 'group-by.mjs')] : [];
  const args = [...polyfill, join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'unit*', '--project', 'cli'];
  for (const [file] of excluded) args.push('--exclude', file);
  const run = spawnSync(node, [...args, ...vitestArgs], {
    cwd: repoRoot,
    stdio: 'inherit',
    // The layers' own children (the built command, the examples) run on this Node too.
    env: { ...process.env, PATH: `${join(node, '..')}${delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(run.status ?? 1);
});
