// `npm run build`: src/ → dist/ (ESM) and dist-cjs/ (CommonJS), each with its .d.ts.

import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bundleValidator } from './bundle-validator.mjs';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');

function compile(project) {
  const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: repoRoot, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`tsc -p ${project} failed:\n${run.stdout}${run.stderr}`);
}

export function build() {
  for (const dir of ['dist', 'dist-cjs']) rmSync(join(repoRoot, dir), { recursive: true, force: true });
  compile('tsconfig.build.json');
  compile('tsconfig.build-cjs.json');
  // The package is "type": "module"; this marker makes Node read dist-cjs/*.js as CommonJS.
  writeFileSync(join(repoRoot, 'dist-cjs', 'package.json'), '{ "type": "commonjs" }\n');
  bundleValidator();
}

runAsCli(import.meta.url, () => {
  build();
  console.log('built dist/ (ESM) and dist-cjs/ (CommonJS)');
});
