// tsc's check of a project, in this process through the compiler's API instead of a spawned `tsc`: the same
// compiler (the repo's typescript), the same options (read by tsc's own parsers), the same diagnostics in
// tsc's plain format (`file(line,col): error TSnnnn: ...`, paths relative to `cwd`). The declaration files
// of TypeScript's libraries and of @types (lib.dom alone is most of a small program's parse) are parsed
// once per worker process and shared by every check that uses them: nothing writes them during a run.
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** What `tsc` printed and its exit status (0 without diagnostics). */
export interface TypecheckResult {
  output: string;
  status: number;
}

const shared = new Map<string, ts.SourceFile | undefined>();
const SHARED = /[\\/]node_modules[\\/](?:typescript[\\/]lib|@types)[\\/]/;

function hostFor(options: ts.CompilerOptions, cwd: string): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  // tsc's current directory is where it runs: automatic @types inclusion starts from there.
  host.getCurrentDirectory = () => cwd;
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, setting, onError, fresh) => {
    if (!SHARED.test(fileName)) return parse(fileName, setting, onError, fresh);
    const { languageVersion, impliedNodeFormat } = typeof setting === 'object' ? setting : { languageVersion: setting, impliedNodeFormat: undefined };
    const key = `${fileName}\0${languageVersion}\0${impliedNodeFormat}`;
    if (!shared.has(key)) shared.set(key, parse(fileName, setting, onError, fresh));
    return shared.get(key);
  };
  return host;
}

function check(parsed: ts.ParsedCommandLine, cwd: string): TypecheckResult {
  const options = parsed.options;
  const program = ts.createProgram({ rootNames: parsed.fileNames, options, host: hostFor(options, cwd), configFileParsingDiagnostics: parsed.errors });
  const diagnostics = ts.sortAndDeduplicateDiagnostics([...parsed.errors, ...ts.getPreEmitDiagnostics(program)]);
  if (!options.noEmit) throw new Error('typecheck() checks only: the project must set noEmit');
  const output = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => cwd, getNewLine: () => '\n' });
  return { output, status: diagnostics.length === 0 ? 0 : 2 };
}

/** `tsc -p <tsconfig>`, run from `cwd` (the tsconfig's folder unless given). */
export function typecheckProject(tsconfig: string, cwd = dirname(tsconfig)): TypecheckResult {
  let unrecoverable: ts.Diagnostic | undefined;
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      unrecoverable = diagnostic;
    },
  });
  if (parsed === undefined)
    return {
      output: ts.formatDiagnostic(unrecoverable!, { getCanonicalFileName: (n) => n, getCurrentDirectory: () => cwd, getNewLine: () => '\n' }),
      status: 1,
    };
  return check(parsed, cwd);
}

/** `tsc <args>` (flags and files, no tsconfig), run from `cwd`. */
export function typecheckFiles(args: string[], cwd: string): TypecheckResult {
  const parsed = ts.parseCommandLine(args, (path) => ts.sys.readFile(path));
  const options = { ...parsed.options };
  return check({ ...parsed, options, fileNames: parsed.fileNames.map((file) => resolve(cwd, file)) }, cwd);
}
