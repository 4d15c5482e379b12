// After tsc: the validator in dist/ and dist-cjs/ becomes two files, bundled from src/. Node loads each ES
// module of a graph on its own (resolve, read, compile, link), and the validator's fifteen small
// modules cost several times what their code does at startup; a bundle keeps the cold start to the
// code itself. The generated modules stay outside the bundle, at the same relative paths, so that
// each operation's validators still load when it is first used.
//
// The files: index.js, the validator (the public entry on Node, and what the client loads), and
// index.browser.js (the entry for browsers, which adds the strict validators), which imports index.js
// rather than a copy of it, so that a bundle holding both the client and the validator holds one
// validator's state. A public entry that only re-exported a bundle would cost every import one more
// module to resolve and link (0.3 ms of a 6 ms cold start).
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

const builds = [
  { dir: 'dist', format: 'esm' },
  { dir: 'dist-cjs', format: 'cjs' },
];

// index.browser.ts's import of index.ts stays an import (of index.js, the bundle above).
const entries = [
  { name: 'index', external: [] },
  { name: 'index.browser', external: ['./index.js'] },
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
    // The modules now inside the two bundles; their declarations stay, index.d.ts refers to them.
    const bundled = new Set(entries.map(({ name }) => `${name}.js`));
    for (const file of readdirSync(folder)) if (file.endsWith('.js') && !bundled.has(file)) rmSync(join(folder, file));
  }
}

runAsCli(import.meta.url, () => {
  bundleValidator();
  console.log('bundled dist/validator/{index,index.browser}.js and dist-cjs/validator/{index,index.browser}.js');
});
