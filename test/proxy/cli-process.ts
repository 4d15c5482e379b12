// The built CLI's proxy in a child process, on the Node given: started, waited for, stopped by pid.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../helpers/bundle.js';
import { freePort } from '../helpers/processes.js';

export const cli = join(repoRoot, 'dist', 'cli', 'main.js');

export interface ProxyProcess {
  readonly child: ChildProcess;
  readonly url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
}

/** Starts `node cli proxy ...args --port <free>` and resolves once it prints its address. */
export async function startProxyProcess(node: string, args: string[], timeoutMs = 20_000): Promise<ProxyProcess> {
  const port = await freePort();
  const child = spawn(node, [cli, 'proxy', ...args, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': the output read after it must be all there (stdio may still hold data at 'exit').
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the proxy did not start within ${timeoutMs} ms:\n${stdout}${stderr}`)), timeoutMs);
    const check = () => {
      if (/^proxy\s+http:\/\//m.test(stdout)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the proxy exited with ${code} before it was ready:\n${stdout}${stderr}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, stdout: () => stdout, stderr: () => stderr, exited };
}
