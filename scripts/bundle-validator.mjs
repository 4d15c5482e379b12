// After tsc: the validator's entry in dist/ and dist-cjs/ becomes one file, bundled from src/. Node loads each ES
// module of a graph on its own (resolve, read, compile, link), and the validator's fifteen small
// modules cost several times what their code does at startup; one file keeps the cold start to the
// code itself. The generated modules stay outside the bundle, at the same relative paths, so that
// each operation's validators still load when it is first used.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

const builds = [
  { dir: 'dist', format: 'esm' },
  { dir: 'dist-cjs', format: 'cjs' },
];

export function bundleValidator(root = repoRoot) {
  for (const { dir, format } of builds) {
    const folder = join(root, dir, 'validator');
    buildSync({
      // From the sources, as tsc compiled them (tsc also wrote the declarations, which stay).
      entryPoints: [join(root, 'src', 'validator', 'index.ts')],
      outfile: join(folder, 'index.js'),
      allowOverwrite: true,
      bundle: true,
      format,
      // Browsers bundle it too (the client's validateResponses): no Node built-ins.
      platform: 'neutral',
      target: 'es2022',
      external: ['../../generated/*'],
      logLevel: 'warning',
    });
    // The modules now inside index.js; their declarations stay, index.d.ts refers to them.
    for (const file of readdirSync(folder)) if (file.endsWith('.js') && file !== 'index.js') rmSync(join(folder, file));
  }
}

runAsCli(import.meta.url, () => {
  bundleValidator();
  console.log('bundled dist/validator/index.js and dist-cjs/validator/index.js');
});
