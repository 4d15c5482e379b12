// Once per `npm test`: build the package (the CLI and the consumer tests use dist/), then start the
// mock through the real CLI, as a user would, and stop it by process id afterwards.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, startMockProcessIn, stopProcess } from './helpers/processes.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
    docsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  const mock = await startMockProcessIn(repoRoot, join(repoRoot, 'dist', 'cli', 'main.js'), ['--port', String(await freePort()), '--docs-port', String(await freePort())]);
  project.provide('mockUrl', mock.url);
  project.provide('docsUrl', mock.docsUrl);
  return () => stopProcess(mock.child);
}
