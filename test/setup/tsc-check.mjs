#!/usr/bin/env node
// tsc for the suite's two checks of the project's types: the whole project (test/lint/types.test.ts) and the
// type tests (the typecheck layer: Vitest runs this file as its `typecheck.checker`, with tsc's own arguments,
// and reads what it prints as it reads tsc's). The same compiler (the repo's typescript), the same options
// (tsc's own parsers read the arguments and the tsconfig), the same diagnostics in tsc's plain format.
// One difference, so that src/ is checked once per run and not three times: the build (scripts/build.mjs)
// compiles src/ under tsconfig.build.json, which extends tsconfig.json, and fails on any diagnostic. When the
// build stamp says that dist/ was built from these very files (scripts/lib/build-stamp.mjs), src/'s files stay
// in the program, their types read where the checked files use them, and the compiler is not asked for
// their own diagnostics again; when it does not, it is.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { builtFrom, inputsHash } from '../../scripts/lib/build-stamp.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** How the compiler names src/'s files: absolute, with forward slashes. */
const srcDir = `${ts.sys.resolvePath(join(repoRoot, 'src')).replaceAll('\\', '/')}/`;

/** Whether the build vouches for src/: it compiled these very files without a diagnostic. */
export function buildCheckedSrc() {
  try {
    return builtFrom(inputsHash());
  } catch {
    return false;
  }
}

/**
 * `tsc <args>` (with -p), from `cwd`: what it prints and its exit status (0 without diagnostics). Incremental
 * where the arguments say so, as tsc is, its build info written.
 * @param {string[]} args
 * @param {{ cwd?: string, skipSrc?: boolean }} [settings]
 * @returns {{ output: string, status: number }}
 */
export function checkProject(args, { cwd = process.cwd(), skipSrc = buildCheckedSrc() } = {}) {
  const command = ts.parseCommandLine(args, (path) => ts.sys.readFile(path));
  const format = (diagnostics) =>
    ts.formatDiagnostics(ts.sortAndDeduplicateDiagnostics(diagnostics), {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => cwd,
      getNewLine: () => '\n',
    });
  if (command.errors.length > 0) return { output: format(command.errors), status: 1 };
  const project = command.options.project;
  if (project === undefined) return { output: 'tsc-check: -p <tsconfig> is required\n', status: 1 };
  let unrecoverable;
  const config = ts.getParsedCommandLineOfConfigFile(resolve(cwd, project), command.options, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      unrecoverable = diagnostic;
    },
  });
  if (config === undefined) return { output: format([unrecoverable]), status: 1 };
  const options = config.options;
  if (!options.noEmit) return { output: 'tsc-check: checks only: pass --noEmit or set it in the tsconfig\n', status: 1 };
  const input = { rootNames: config.fileNames, options, configFileParsingDiagnostics: config.errors, projectReferences: config.projectReferences };
  const program = options.incremental || options.composite ? ts.createIncrementalProgram(input) : ts.createProgram(input);
  const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics()];
  for (const file of program.getSourceFiles()) diagnostics.push(...program.getSyntacticDiagnostics(file));
  // As tsc: no semantic check of a program that does not parse.
  if (diagnostics.length === 0) {
    for (const file of program.getSourceFiles()) {
      if (skipSrc && file.fileName.startsWith(srcDir)) continue;
      diagnostics.push(...program.getSemanticDiagnostics(file));
    }
    // After the files: checking them can add global diagnostics.
    diagnostics.push(...program.getGlobalDiagnostics());
  }
  // Under noEmit, this writes the build info only (where incremental).
  program.emit();
  return { output: format(diagnostics), status: diagnostics.length === 0 ? 0 : 2 };
}

if (process.argv[1] !== undefined && ts.sys.resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { output, status } = checkProject(process.argv.slice(2));
  process.stdout.write(output);
  process.exitCode = status;
}
