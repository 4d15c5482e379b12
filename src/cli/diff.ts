// `notification-api-contract diff OLD NEW`: what NEW breaks for the users of OLD.
import { FAIL_ON, type FailOn, failsOn, formatReport, REPORT_FORMATS, type ReportFormat } from '../diff/format/index.js';
import type { LoadedSpec } from '../diff/load.js';
import type { DiffReport } from '../diff/report.js';
import { STDIN, STDIN_NAME } from '../files/stdin-name.js';
import { printable } from '../text/printable.js';
import { WorkerThreadError } from '../traffic/worker-thread-error.js';
import { given, parseCommandArgs } from './args.js';
import { describeParseArgsError, helpHint, isParseArgsError, UsageError } from './errors.js';
import { bundledJsonSpecPath } from './package-files.js';
import { parseOptions as parseTrafficOptions } from './validate-traffic.js';

export interface DiffIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  stdin: NodeJS.ReadableStream;
  env: Record<string, string | undefined>;
}

/** Unreadable traffic lines listed one by one before they are only counted. */
const MAX_LISTED_INPUT_ERRORS = 20;

export const diffHelp = `Usage: notification-api-contract diff <old> <new> [options]

What <new> changes for the users of <old>: each change of an operation, on the request side (what
clients send) or the response side (what they receive), with its level: breaking, review,
non-breaking or annotation. Every breaking change of a body, parameter or header comes with a
witness: a value <old> accepts and <new> refuses (request), or <new> allows and <old> refuses (response),
checked with validators compiled from both versions.

<old> and <new>: a YAML or JSON spec (a bundle, or the root of a multi-file spec: its $refs are
followed), '-' for standard input (one of the two), or the word 'package' for the spec this package
ships, as in 'notification-api-contract diff package ./next/openapi.yaml'. An external $ref may name
only a regular file in the folder of the spec's root file or below it (the working folder for '-'),
after '..' and symbolic links are resolved, unless --ref-root adds a folder.

Exit code: 0 when nothing is at or above --fail-on, 1 when something is, 2 on bad input, when the
report cannot be written (a full disk) or when a worker thread fails; 130 or 143 when Ctrl-C or
SIGTERM stops it.

Options:
  --format <format>   text (default), markdown (a CHANGELOG section), json (the report, see
                      docs/diff.md), github (workflow annotations) or junit
  --fail-on <level>   breaking (default), any (any contract change, annotations aside) or none
  --ref-root <dir>    a folder whose files (and those below it) the $refs of <old> and <new> may name,
                      besides each root file's own folder; may be repeated
  --traffic <file>    recorded traffic (HAR, JSON Lines: what validate-traffic reads; '-' for standard
                      input) to weigh the change with: exchanges valid under <old> and refused by
                      <new>; may be repeated
  --base-path <path>  with --traffic: the prefix the service is mounted under (/api), removed before
                      matching an operation, as validate-traffic's
  --host <host>       with --traffic: weigh only the exchanges sent to <host>, as validate-traffic's;
                      may be repeated
  --max-body <size>   with --traffic: longest JSON line read, and largest body checked (default 16mb)
  --jobs <n>          with --traffic: worker threads that weigh JSON Lines (default: the number of
                      cores); the report is the same for any N
  -h, --help          show this help
`;

/** Standard input, up to `maxBytes` (the bound a spec file has): past it, nothing more is kept, and `tooLarge()` is thrown. */
async function readAll(stream: NodeJS.ReadableStream, maxBytes: number, tooLarge: () => Error): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The exit code's rule, the one the JUnit and GitHub reports follow (format/fail-on.ts). */
const fails = (report: DiffReport, failOn: FailOn): boolean => report.changes.some((change) => failsOn(change, failOn));

export async function runDiff(argv: string[], io: DiffIo): Promise<number> {
  // Bad input is a usage error (exit code 2), printed by the program in its one style.
  const fail = (message: string): never => {
    throw new UsageError(printable(message, 500));
  };
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseCommandArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'text' },
        'fail-on': { type: 'string', default: 'breaking' },
        'ref-root': { type: 'string', multiple: true },
        traffic: { type: 'string', multiple: true },
        'base-path': { type: 'string' },
        host: { type: 'string', multiple: true },
        'max-body': { type: 'string' },
        jobs: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  try {
    parsed = parse();
  } catch (error) {
    if (isParseArgsError(error)) return fail(describeParseArgsError(error, 'diff'));
    throw error;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(diffHelp);
    return 0;
  }
  if (positionals.length !== 2)
    return fail(`diff needs <old> and <new> (got ${positionals.length} argument${positionals.length === 1 ? '' : 's'}); ${helpHint('diff')}`);
  const format = values.format as ReportFormat;
  if (!REPORT_FORMATS.includes(format)) return fail(`--format must be one of ${REPORT_FORMATS.join(', ')}, not ${given(values.format)}; ${helpHint('diff')}`);
  const failOn = values['fail-on'] as FailOn;
  if (!FAIL_ON.includes(failOn)) return fail(`--fail-on must be one of ${FAIL_ON.join(', ')}, not ${given(values['fail-on'])}; ${helpHint('diff')}`);
  if (positionals.every((name) => name === STDIN)) return fail("standard input ('-') can be only one of <old> and <new>");
  const traffic = values.traffic ?? [];
  if (traffic.includes(STDIN) && positionals.includes(STDIN)) return fail("standard input ('-') can be read once: as a spec or as traffic, not both");
  if (traffic.filter((file) => file === STDIN).length > 1) return fail("standard input ('-') can be read only once");
  // The options validate-traffic reads the same recorded traffic with, read by its parser.
  const weighing = (['base-path', 'host', 'max-body', 'jobs'] as const).find((name) => values[name] !== undefined);
  if (weighing !== undefined && traffic.length === 0) return fail(`--${weighing} applies to the traffic weighing: give --traffic <file>`);
  const { jobs, maxBodyBytes, basePath, hosts } = parseTrafficOptions(values);
  // Loaded once the arguments are read: --help and a usage error need none of the comparison (Ajv, yaml, fast-check).
  const [
    { compareVersions },
    { MAX_SPEC_BYTES, readSpec, SpecError },
    { comparedOperations, version },
    { RefRootError, realFolder },
    { weighByTraffic },
    { InvalidSchemaError },
  ] = await Promise.all([
    import('../diff/engine.js'),
    import('../diff/load.js'),
    import('../diff/operations.js'),
    import('../diff/ref-scope.js'),
    import('../diff/traffic.js'),
    import('../diff/validators.js'),
  ]);

  const refRoots = values['ref-root'] ?? [];
  for (const folder of refRoots) {
    try {
      await realFolder(folder);
    } catch (error) {
      if (error instanceof RefRootError) return fail(`--ref-root ${printable(folder)}: ${error.reason}`);
      throw error;
    }
  }

  let specs: [LoadedSpec, LoadedSpec];
  try {
    const tooLarge = () => new SpecError(STDIN_NAME, `larger than ${MAX_SPEC_BYTES / 1024 / 1024} MiB: not a spec`);
    const options = { stdin: () => readAll(io.stdin, MAX_SPEC_BYTES, tooLarge), packageSpec: bundledJsonSpecPath, refRoots };
    specs = [await readSpec(positionals[0]!, options), await readSpec(positionals[1]!, options)];
  } catch (error) {
    if (error instanceof SpecError) return fail(error.message);
    throw error;
  }
  let report: DiffReport;
  let unreadable = 0;
  try {
    // readSpec has checked both are OpenAPI 3.x objects. The versions are kept: their validators,
    // compiled for the witnesses, serve the weighing too.
    const old = version(specs[0].document);
    const now = version(specs[1].document);
    report = compareVersions(old, now);
    if (traffic.length > 0) {
      report.impact = await weighByTraffic(specs[0].document, specs[1].document, report, traffic, {
        // As validate-traffic: the process's own standard input is read through /dev/stdin.
        ...(io.stdin === process.stdin ? {} : { stdin: io.stdin }),
        validators: { old: old.validators, new: now.validators },
        // The package's own spec is what its precompiled validators were compiled from.
        oldIsPackage: positionals[0] === 'package',
        ...(basePath === '' ? {} : { basePath }),
        hosts,
        maxBodyBytes,
        jobs,
        // As validate-traffic: each unreadable line said on stderr, the rest weighed, exit code 2.
        onInputError: (problem) => {
          unreadable += 1;
          if (unreadable <= MAX_LISTED_INPUT_ERRORS) io.stderr.write(`notification-api-contract: ${printable(problem.message, 500)}\n`);
        },
      });
    }
  } catch (error) {
    // A schema Ajv refuses when compiled (schemaProblem() checked each one as it was read): its file and line.
    if (error instanceof InvalidSchemaError) {
      const spec = specs[error.document === specs[0].document ? 0 : 1];
      const at = spec.place(error.pointer);
      return fail(`${at === undefined ? spec.name : `${at.file}:${at.line}`}: ${error.message}`);
    }
    // A failure of the run itself, not of what was given: the program says it, with no pointer to --help.
    if (error instanceof WorkerThreadError) throw error;
    return fail(error instanceof Error ? error.message : String(error));
  }
  io.stdout.write(
    formatReport(
      report,
      format,
      { place: (which, pointer) => specs[which === 'old' ? 0 : 1].place(pointer) },
      comparedOperations(specs[0].document, specs[1].document),
      failOn,
    ),
  );
  if (unreadable > MAX_LISTED_INPUT_ERRORS)
    io.stderr.write(`notification-api-contract: … and ${unreadable - MAX_LISTED_INPUT_ERRORS} more unreadable lines or entries\n`);
  if (unreadable > 0) return 2;
  return fails(report, failOn) ? 1 : 0;
}
