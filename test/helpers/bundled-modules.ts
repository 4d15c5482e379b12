// The modules of the package that a set of built files holds. scripts/bundle-cli.mjs bundles the
// command and the worker threads' entries; esbuild marks where each module's code starts with a line
// `// dist/<path>.js` (the build runs with the repository as its working directory), so a bundle still
// tells which modules it holds. A file that is no bundle holds itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './bundle.js';

const MARKER = /^\/\/ (dist\/\S+\.js)$/gm;

/** The modules in `files` (paths relative to the repository), as paths relative to it, sorted. */
export function bundledModules(files: readonly string[]): string[] {
  const modules = new Set<string>();
  for (const file of files) {
    modules.add(file);
    if (!file.startsWith('dist/') || !file.endsWith('.js')) continue;
    for (const [, module] of readFileSync(join(repoRoot, file), 'utf8').matchAll(MARKER)) if (module !== undefined) modules.add(module);
  }
  return [...modules].sort();
}
