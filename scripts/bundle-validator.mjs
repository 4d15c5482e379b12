// After tsc: the validator in dist/ and dist-cjs/ becomes two files, bundled from src/. Node loads each ES
// module of a graph on its own (resolve, read, compile, link), and the validator's fifteen small
// modules cost several times what their code does at startup; a bundle keeps the cold start to the
// code itself. The generated modules stay outside the bundle, at the same relative paths, so that
// each operation's validators still load when it is first used.
//
// The files: core.js, the validator (what the client loads), and the public entries, index.js and
// index.browser.js (which adds the strict validators), which import core.js rather than a copy of
// it, so that a process importing both the client and the validator holds one validator's state.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

const builds = [
  { dir: 'dist', format: 'esm' },
  { dir: 'dist-cjs', format: 'cjs' },
];

// index.ts's imports of core.ts stay imports (of core.js, a bundle of its own).
const entries = [
  { name: 'core', external: [] },
  { name: 'index', external: ['./core.js'] },
  { name: 'index.browser', external: ['./core.js'] },
];

export function bundleValidator(root = repoRoot) {
  for (const { dir, format } of builds) {
    const folder = join(root, dir, 'validator');
    for (const { name, external } of entries) {
      buildSync({
        // From the sources, as tsc compiled them (tsc also wrote the declarations, which stay).
        entryPoints: [join(root, 'src', 'validator', `${name}.ts`)],
        outfile: join(folder, `${name}.js`),
        allowOverwrite: true,
        bundle: true,
        format,
        // Browsers bundle it too (the client's validateResponses): no Node built-ins.
        platform: 'neutral',
        target: 'es2022',
        external: ['../../generated/*', ...external],
        logLevel: 'warning',
      });
    }
    // The modules now inside the two bundles; their declarations stay, index.d.ts and core.d.ts refer to them.
    const bundled = new Set(entries.map(({ name }) => `${name}.js`));
    for (const file of readdirSync(folder)) if (file.endsWith('.js') && !bundled.has(file)) rmSync(join(folder, file));
  }
}

runAsCli(import.meta.url, () => {
  bundleValidator();
  console.log('bundled dist/validator/{core,index,index.browser}.js and dist-cjs/validator/{core,index,index.browser}.js');
});
