// `npm run build`: src/ → dist/ (ESM) and dist-cjs/ (CommonJS), each with its .d.ts.

import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bundleCli } from './bundle-cli.mjs';
import { bundleValidator } from './bundle-validator.mjs';
import { builtFrom, inputsHash, recordBuild } from './lib/build-stamp.mjs';
import { runAsCli } from './lib/cli.mjs';
import { repoRoot } from './lib/project.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

// Both halves compile in this process through the compiler's API, as `tsc -p` would, with one cache of
// parsed files: the libraries' and @types' declarations, which are most of the parsing, are read once.
const parsed = new Map();
const host = (options) => {
  const base = ts.createCompilerHost(options);
  const getSourceFile = base.getSourceFile.bind(base);
  base.getSourceFile = (fileName, languageVersion, ...rest) => {
    const setting = typeof languageVersion === 'object' ? languageVersion : { languageVersion };
    const key = `${fileName}\0${setting.languageVersion}\0${setting.impliedNodeFormat}\0${setting.setExternalModuleIndicator ? 'x' : ''}`;
    let file = parsed.get(key);
    if (file === undefined) {
      file = getSourceFile(fileName, languageVersion, ...rest);
      parsed.set(key, file);
    }
    return file;
  };
  return base;
};

function compile(project) {
  const path = join(repoRoot, project);
  const config = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host: host(config.options),
    projectReferences: config.projectReferences,
  });
  const emitted = program.emit();
  const diagnostics = ts.sortAndDeduplicateDiagnostics([...config.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]);
  if (diagnostics.length > 0) {
    const text = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => repoRoot, getNewLine: () => '\n' });
    throw new Error(`tsc -p ${project} failed:\n${text}`);
  }
}

export async function build() {
  for (const dir of ['dist', 'dist-cjs']) rmSync(join(repoRoot, dir), { recursive: true, force: true });
  compile('tsconfig.build.json');
  compile('tsconfig.build-cjs.json');
  // The package is "type": "module"; this marker makes Node read dist-cjs/*.js as CommonJS.
  writeFileSync(join(repoRoot, 'dist-cjs', 'package.json'), '{ "type": "commonjs" }\n');
  bundleValidator();
  await bundleCli();
}

/** The inputs' hash, or undefined where there is none to take (no git: a build from an unpacked tarball). */
function inputsOrNone() {
  try {
    return inputsHash();
  } catch {
    return undefined;
  }
}

runAsCli(import.meta.url, async () => {
  const inputs = inputsOrNone();
  // The test suite's pack asks to reuse: after `npm ci` (whose prepare built dist/), a fresh clone's first
  // `npm test` would otherwise build the same files twice, about 9 s of CPU before any test can start.
  if (process.env.NAC_BUILD_REUSE === '1' && inputs !== undefined && builtFrom(inputs)) {
    console.log('dist/ and dist-cjs/ are up to date: built from these very files, untouched since');
    return;
  }
  await build();
  if (inputs !== undefined) recordBuild(inputs);
  console.log('built dist/ (ESM) and dist-cjs/ (CommonJS)');
});
