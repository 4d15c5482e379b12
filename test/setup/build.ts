// For the layers that run the built package (cli, e2e): `npm pack`, once per run, as a release packs it.
// Its prepack is the build (scripts/build.mjs: dist/ and dist-cjs/), and the tarball is what the consumer
// test installs: one build, and no test rebuilds dist/ or rewrites package.json while others run it.
// When nothing the pack reads changed since the last one (every file git would see but the tests, the
// benchmarks and the examples; the toolchain's versions) and dist/ is as that pack left it, the last
// tarball is used again.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { inputsHash, outputsHash } from '../../scripts/lib/build-stamp.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'test-pack');
const stampPath = join(cacheDir, 'stamp.json');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The package as `npm pack` made it from this tree (its prepack built dist/). */
    tarball: string;
  }
}

interface Stamp {
  inputs: string;
  outputs: string;
  tarball: string;
}

function readStamp(): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(stampPath, 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

function pack(): string {
  const inputs = inputsHash();
  const stamp = readStamp();
  if (stamp !== undefined && stamp.inputs === inputs && existsSync(stamp.tarball) && stamp.outputs === outputsHash()) return stamp.tarball;
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  let output: string;
  try {
    output = execFileSync('npm', ['pack', '--json', '--pack-destination', cacheDir, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // The prepack's build is skipped when dist/ is what a build of these same inputs wrote (scripts/lib/
      // build-stamp.mjs): on a fresh clone, `npm ci`'s prepare has just built it.
      env: { ...process.env, NAC_BUILD_REUSE: '1' },
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`npm pack (its prepack builds the package) failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
  // prepack (the build) prints to the same stdout as --json: the report is the array after it.
  const packed = JSON.parse(output.slice(output.indexOf('['))) as { filename: string }[];
  const tarball = join(cacheDir, packed[0]!.filename);
  writeFileSync(stampPath, JSON.stringify({ inputs, outputs: outputsHash(), tarball } satisfies Stamp));
  return tarball;
}

/**
 * For the e2e layer, the packaged Chromium unpacked (test/helpers/browser.ts) in a process of its own while
 * the pack runs: on a fresh clone the browser files, started side by side, would each unpack it (about 2 s
 * of CPU each) and keep one. Where a browser is on the PATH or named by CHROMIUM_PATH it does nothing; its
 * failure is left to the browser tests, which say what they need.
 */
function unpackBrowser(): ChildProcess {
  const helper = new URL('../helpers/browser.ts', import.meta.url).href;
  const script = `const m = await import(${JSON.stringify(helper)}); const found = m.findBrowser(); if (found.from === 'npm') await m.unpackChromium(found.packageDir);`;
  return spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, stdio: 'ignore' });
}

// The cli, e2e and e2e:prism projects each list this setup and Vitest runs each one's: the first packs,
// the others find the stamp.
export default async function setup(project: TestProject): Promise<void> {
  const unpacking = project.name === 'e2e' ? unpackBrowser() : undefined;
  project.provide('tarball', pack());
  if (unpacking !== undefined && unpacking.exitCode === null && unpacking.signalCode === null) {
    await new Promise((resolve) => {
      // A deadline: an unpack that hangs is stopped, and the browser tests then unpack for themselves.
      const deadline = setTimeout(() => unpacking.kill('SIGKILL'), 120_000);
      unpacking.once('close', () => resolve(clearTimeout(deadline)));
      unpacking.once('error', () => resolve(clearTimeout(deadline)));
    });
  }
}
