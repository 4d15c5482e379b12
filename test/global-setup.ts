// Once per `npm test`: build the package (the CLI and the consumer tests use dist/), then start,
// through the real CLI as a user would, the stateful mock and Prism's (behind the validating proxy),
// and stop both by process id afterwards.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMockProcessIn, stopProcess } from './helpers/processes.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The CLI's stateful mock (`mock`), demo state, API key 'test-key'. */
    mockUrl: string;
    docsUrl: string;
    /** The CLI's Prism mock (`mock --prism`): Prism behind the validating proxy in enforce mode. */
    prismUrl: string;
    /** Prism itself, as `mock --prism` runs it, without the proxy in front. */
    prismDirectUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  const cli = join(repoRoot, 'dist', 'cli', 'main.js');
  const started = await Promise.allSettled([
    startMockProcessIn(repoRoot, cli, ['--port', '0', '--docs-port', '0']),
    startMockProcessIn(repoRoot, cli, ['--prism', '--port', '0', '--docs-port', '0'], { lines: ['prism'], timeoutMs: 60_000 }),
  ]);
  const [stateful, prism] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  if (stateful === undefined || prism === undefined) {
    await Promise.all([stateful, prism].map((mock) => mock && stopProcess(mock.child)));
    throw started.find((result): result is PromiseRejectedResult => result.status === 'rejected')!.reason;
  }
  project.provide('mockUrl', stateful.url);
  project.provide('docsUrl', stateful.docsUrl);
  project.provide('prismUrl', prism.url);
  project.provide('prismDirectUrl', prism.lines.prism!);
  return async () => {
    await Promise.all([stopProcess(stateful.child), stopProcess(prism.child)]);
  };
}
