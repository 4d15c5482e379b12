// `npx tsc --noEmit`: the whole project (src, test, bench and the config, tsconfig.json) type-checks. A
// file of the e2e layer, so that this check (about 9 s of CPU from cold) runs beside the other files; the
// typecheck layer (tsconfig.typecheck.json) holds the type tests, which Vitest runs after every other file.
// Incremental, with its build info in node_modules/.cache: a run after a small change re-checks little.
// src/ is checked once per run, not twice: the e2e layer's setup (test/setup/build.ts) packs the package,
// and its build compiles src/ under tsconfig.build.json (these same options: it extends tsconfig.json) and
// fails on any diagnostic. When the build stamp says dist/ was built from these very files, this check
// asks the compiler for the diagnostics of every other file of the program (src/ still in it, its types read
// where the tests use them); otherwise it asks for src/'s too.
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { builtFrom, inputsHash } from '../../scripts/lib/build-stamp.mjs';
import { repoRoot } from '../helpers/bundle.js';

const buildInfo = join(repoRoot, 'node_modules', '.cache', 'notification-api-contract', 'tsc', 'project.tsbuildinfo');
/** How the compiler names src/'s files: absolute, with forward slashes. */
const srcDir = `${ts.sys.resolvePath(join(repoRoot, 'src')).replaceAll('\\', '/')}/`;

/** `tsc --noEmit --incremental --tsBuildInfoFile <buildInfo> -p tsconfig.json`, through the compiler's API: its diagnostics as tsc prints them. */
function checkProject(skipSrc: boolean): string {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repoRoot, 'tsconfig.json'),
    { incremental: true, tsBuildInfoFile: buildInfo },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error('tsconfig.json could not be read');
  const program = ts.createIncrementalProgram({ rootNames: config.fileNames, options: config.options, configFileParsingDiagnostics: config.errors });
  const diagnostics: ts.Diagnostic[] = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics()];
  for (const file of program.getSourceFiles()) {
    diagnostics.push(...program.getSyntacticDiagnostics(file));
    if (skipSrc && file.fileName.startsWith(srcDir)) continue;
    diagnostics.push(...program.getSemanticDiagnostics(file));
  }
  // After the files: checking them can add global diagnostics.
  diagnostics.push(...program.getGlobalDiagnostics());
  // noEmit: writes the build info only.
  program.emit();
  return ts.formatDiagnostics(ts.sortAndDeduplicateDiagnostics(diagnostics), {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => repoRoot,
    getNewLine: () => '\n',
  });
}

describe('tsc --noEmit', () => {
  it('finds nothing in the whole project (tsconfig.json: src, test, bench)', () => {
    const built = builtFrom(inputsHash());
    const output = checkProject(built);
    expect(output).toBe('');
  }, 120_000);
});
