// The CLI's stateful mock for a test file: started through the real CLI (dist/cli/main.js, built by
// the global setup) on free ports (port 0: the CLI prints the ones it got), stopped by process id.
//
//   const mock = await startStatefulMock();                 // the demo state (API key 'test-key')
//   const mock = await startStatefulMock(['--seed', '1']);  // any option of `mock`
//   ...
//   await mock.stop();
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StartedMockProcess, startMockProcessIn, stopProcess } from './processes.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface TestStatefulMock {
  /** e.g. http://127.0.0.1:39123 */
  readonly url: string;
  readonly docsUrl: string;
  readonly process: StartedMockProcess;
  /** POST /__mock/reset: back to the starting state. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startStatefulMock(args: string[] = [], options: { cwd?: string; cli?: string; node?: string } = {}): Promise<TestStatefulMock> {
  const cli = options.cli ?? join(repoRoot, 'dist', 'cli', 'main.js');
  const started = await startMockProcessIn(options.cwd ?? repoRoot, cli, ['--port', '0', '--docs-port', '0', ...args], {
    ...(options.node !== undefined ? { node: options.node } : {}),
  });
  return {
    url: started.url,
    docsUrl: started.docsUrl,
    process: started,
    reset: async () => {
      const response = await fetch(`${started.url}/__mock/reset`, { method: 'POST' });
      if (response.status !== 204) throw new Error(`POST /__mock/reset answered ${response.status}`);
    },
    stop: () => stopProcess(started.child),
  };
}
