// Child processes of the tests: free ports, the CLI's mock started and stopped by process id.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface StartedMockProcess {
  child: ChildProcess;
  url: string;
  docsUrl: string;
  /** Every `name <url>` ready line, by name (`mock`, `docs`, and `prism` with --prism). */
  lines: Record<string, string>;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
}

export interface StartMockProcessOptions {
  timeoutMs?: number;
  /** Ready lines to wait for besides `mock` and `docs`. */
  lines?: string[];
  /** The Node that runs the CLI (default: this one). */
  node?: string;
  env?: NodeJS.ProcessEnv;
}

/** Spawns a CLI's `mock` (cliPath: its main.js) and resolves with its addresses once it prints them. */
export function startMockProcessIn(cwd: string, cliPath: string, args: string[], options: number | StartMockProcessOptions = {}): Promise<StartedMockProcess> {
  const { timeoutMs = 30_000, lines: extra = [], node = process.execPath, env = process.env } = typeof options === 'number' ? { timeoutMs: options } : options;
  const child = spawn(node, [cliPath, 'mock', ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the mock did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found: Record<string, string> = {};
      for (const name of ['mock', 'docs', ...extra]) {
        const line = new RegExp(`^${name}\\s+(\\S+)`, 'm').exec(output);
        if (line?.[1]) found[name] = line[1];
      }
      if (found.mock && found.docs && extra.every((name) => found[name])) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ child, url: found.mock, docsUrl: found.docs, lines: found, output: () => output });
      }
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited with ${code} before it was ready:\n${output}`));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const killer = setTimeout(() => process.kill(child.pid!, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    process.kill(child.pid, 'SIGTERM');
  });
}

/**
 * Stops a child started with `detached: true` together with every process of its group: a wrapper
 * such as npx runs the real server as its own child, which a signal to the wrapper alone would orphan.
 * Resolves once no process of the group is left (SIGKILL after 10 s).
 */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const group = child.pid;
  if (group === undefined) return;
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-group, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (alive()) {
    if (Date.now() > deadline) process.kill(-group, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The toolchain's Node (the node@24 devDependency), whatever Node runs the tests: Prism needs it
 * (>= 24.18), also when `npm run test:node` runs a layer on Node 20.
 */
export function toolchainNode(): string {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', 'node', 'bin', 'node');
  return existsSync(bundled) ? bundled : process.execPath;
}

/** The machine's own Node (first on PATH outside node_modules), older than the Node 24 that runs the tests. */
export function machineNode(): string {
  const found = spawnSync('bash', ['-c', 'for n in $(which -a node); do case "$n" in *node_modules*) ;; *) echo "$n"; break;; esac; done'], {
    encoding: 'utf8',
  });
  return found.stdout.trim() || process.execPath;
}

/**
 * A temporary folder with no node_modules in any folder above it, so that module resolution from a
 * project made there finds only what the test installs (a shared machine may have a /tmp/node_modules).
 */
export function isolatedTmp(): string {
  const hasNodeModulesAbove = (dir: string): boolean => existsSync(join(dir, 'node_modules')) || (dirname(dir) !== dir && hasNodeModulesAbove(dirname(dir)));
  const found = [tmpdir(), '/var/tmp', '/dev/shm'].find((dir) => existsSync(dir) && !hasNodeModulesAbove(dir));
  if (found === undefined) throw new Error('no temporary folder without a node_modules above it');
  return found;
}
