// For the files that test against Prism (the e2e:prism project only): the CLI's `mock --prism`, started
// once through the built CLI as a user would, stopped by process id afterwards.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMockProcessIn, stopProcess } from '../helpers/processes.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The docs server that `mock --prism` starts beside it. */
    docsUrl: string;
    /** The CLI's Prism mock (`mock --prism`): Prism behind the validating proxy in enforce mode. */
    prismUrl: string;
    /** Prism itself, as `mock --prism` runs it, without the proxy in front. */
    prismDirectUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cli = join(repoRoot, 'dist', 'cli', 'main.js');
  const prism = await startMockProcessIn(repoRoot, cli, ['--prism', '--port', '0', '--docs-port', '0'], { lines: ['prism'], timeoutMs: 60_000 });
  project.provide('docsUrl', prism.docsUrl);
  project.provide('prismUrl', prism.url);
  project.provide('prismDirectUrl', prism.lines.prism!);
  return () => stopProcess(prism.child);
}
