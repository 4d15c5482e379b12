// Child processes of the tests: free ports, the CLI's mock started and stopped by process id.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns a CLI's `mock` (cliPath: its main.js) and resolves with its addresses once it prints them. */
export function startMockProcessIn(
  cwd: string,
  cliPath: string,
  args: string[],
  timeoutMs = 30_000,
): Promise<{ child: ChildProcess; url: string; docsUrl: string }> {
  const child = spawn(process.execPath, [cliPath, 'mock', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the mock did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const mock = /^mock\s+(\S+)/m.exec(output);
      const docs = /^docs\s+(\S+)/m.exec(output);
      if (mock?.[1] && docs?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: mock[1], docsUrl: docs[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited with ${code} before it was ready:\n${output}`));
    });
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


/** The machine's own Node (first on PATH outside node_modules), older than the Node 24 that runs the tests. */
export function machineNode(): string {
  const found = spawnSync('bash', ['-c', 'for n in $(which -a node); do case "$n" in *node_modules*) ;; *) echo "$n"; break;; esac; done'], {
    encoding: 'utf8',
  });
  return found.stdout.trim() || process.execPath;
}
