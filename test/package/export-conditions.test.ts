// Every JavaScript entry of package.json's exports loads under each condition a consumer's tool sets:
// import and require, with and without `browser`. Jest's jsdom environment requires with `browser`
// on, and `./validator`'s browser entry was an ES module alone: `require` failed with "Must use
// import to load ES Module" (review 27a F1). Resolved as a consumer's Node resolves them, through the
// package's own name (a package may import itself by its exports).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/bundle.js';

const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };

/** The subpaths whose entry is code (not the spec, a schema or package.json). */
const codeEntries = Object.keys(manifest.exports).filter((subpath) => !/\.(?:json|yaml)$/.test(subpath));

/** Where `specifier` resolves with `conditions`, loaded as `mode`, and the names the module exports. */
function load(specifier: string, mode: 'import' | 'require', conditions: readonly string[]): { file: string; names: string[] } | { error: string } {
  const script =
    mode === 'require'
      ? `const m = require(${JSON.stringify(specifier)}); console.log(JSON.stringify({ file: require.resolve(${JSON.stringify(specifier)}), names: Object.keys(m) }));`
      : `const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify({ file: new URL(import.meta.resolve(${JSON.stringify(specifier)})).pathname, names: Object.keys(m) }));`;
  const run = spawnSync(
    process.execPath,
    [...conditions.map((condition) => `--conditions=${condition}`), ...(mode === 'import' ? ['--input-type=module'] : []), '-e', script],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (run.status !== 0) return { error: run.stderr.split('\n').find((line) => /Error/.test(line)) ?? run.stderr.slice(0, 300) };
  return JSON.parse(run.stdout) as { file: string; names: string[] };
}

describe("the package's exports, under each condition", () => {
  it('has code entries to load', () => expect(codeEntries).toEqual(expect.arrayContaining(['.', './client', './validator', './mock'])));

  for (const conditions of [[], ['browser']] as const) {
    for (const mode of ['require', 'import'] as const) {
      it(`load by ${mode}${conditions.length > 0 ? ` with ${conditions.join(', ')}` : ''}: a CommonJS file for require, an ES module for import`, () => {
        const results = Object.fromEntries(
          codeEntries.map((subpath) => {
            const loaded = load(`${manifest.name}${subpath.slice(1)}`, mode, conditions);
            if ('error' in loaded) return [subpath, loaded.error];
            const format = loaded.file.includes('/dist-cjs/') ? 'require' : loaded.file.includes('/dist/') ? 'import' : loaded.file;
            // ./types holds types alone: its module loads, and exports nothing.
            return [subpath, loaded.names.length > 0 || subpath === './types' ? format : 'no exports'];
          }),
        );
        expect(results).toEqual(Object.fromEntries(codeEntries.map((subpath) => [subpath, mode])));
      });
    }
  }
});
