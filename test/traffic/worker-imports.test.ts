// What a worker thread of validate-traffic --jobs N loads when it starts: each worker pays for every
// module of its import graph again (about 38 ms a worker in all), so the graph holds only what checking
// a batch needs. Opening files, sniffing formats and node:fs/promises are the main thread's business.
// The built graph is followed through its static imports, as Node loads it; the worker's entry is a
// bundle (scripts/bundle-cli.mjs), whose modules are read from its marks.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';
import { bundledModules } from '../helpers/bundled-modules.js';

// tsc writes single quotes, esbuild double ones.
const IMPORT = /^(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"];/gms;

/** The files and Node modules reachable from `entry` through static imports (dynamic ones are loaded only when asked for). */
function importGraph(entry: string): { files: string[]; builtins: string[] } {
  const files = new Set<string>();
  const builtins = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier === undefined) continue;
      if (specifier.startsWith('node:')) builtins.add(specifier);
      else if (specifier.startsWith('.') && /\.(m?js)$/.test(specifier)) visit(join(dirname(file), specifier));
    }
  };
  visit(entry);
  return { files: bundledModules([...files].map((file) => relative(repoRoot, file))), builtins: [...builtins].sort() };
}

describe('the traffic worker thread', () => {
  it('loads what checking a batch needs, not the reading of inputs', () => {
    const { files, builtins } = importGraph(join(repoRoot, 'dist', 'traffic', 'worker.js'));
    expect(files).toContain('dist/traffic/batch.js');
    expect(files).toContain('dist/traffic/exchange-of-line.js');
    for (const mainThreadOnly of ['dist/traffic/input.js', 'dist/traffic/sniff.js', 'dist/traffic/jsonl.js', 'dist/traffic/check.js'])
      expect(files).not.toContain(mainThreadOnly);
    // The imports esbuild writes are read too: the worker's own.
    expect(builtins).toContain('node:worker_threads');
    expect(builtins).not.toContain('node:fs/promises');
  });
});
