// `npm run build`: src/ → dist/ (ESM) and dist-cjs/ (CommonJS), each with its .d.ts.

import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bundleValidator } from './bundle-validator.mjs';
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
