// `notification-api-contract validate-traffic`: recorded traffic checked against the contract.
import { constants as bufferConstants } from 'node:buffer';
import { open, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { findJsonSyntaxError } from '../text/json-syntax.js';
import { printable, printableJson } from '../text/printable.js';
// The modules of the one path every run takes, each imported from its own file: the package's traffic
// index would load the HAR reader, the report merger and the rest on every run (start-up is part of
// the CPU each run costs). --merge loads its module when asked.
import { checkTraffic, exitCodeOf, isEmptyRun, readNothing, type TrafficReport } from '../traffic/check.js';
import { emptyRunLine, formatReport, inputErrorLines } from '../traffic/format.js';
import { describeFsError } from '../traffic/fs-errors.js';
import { STDIN } from '../traffic/input.js';
import { DEFAULT_MAX_LINE_BYTES } from '../traffic/jsonl.js';
import { progressLine } from '../traffic/progress.js';
import { parseBasePathOption, parseCommandArgs, parseCount, parseHostOption, parseMaxBodyOption } from './args.js';
import { UsageError } from './errors.js';
import type { CliIo } from './io.js';

/** More threads than this only wait for each other (and each loads the validators). */
const MAX_JOBS = 256;

export const validateTrafficHelp = `Usage: notification-api-contract validate-traffic <file>... [options]

Checks recorded exchanges against the contract: HAR 1.2 files (browser and proxy exports) and JSON
Lines of {"request": {...}, "response": {...}} objects in the validator's shapes (.jsonl, .ndjson;
other names, and standard input, are recognised by what they start with). The file '-' reads standard
input, so that 'zcat traffic.jsonl.gz | notification-api-contract validate-traffic -' works; so do
/dev/stdin and process substitution. JSON Lines are streamed, whatever their size, and checked on
several threads.

Prints a table per operation (exchanges, valid ones, violations), the exchanges that match no
operation, then each violation with its issues, named by its place in the file: file.jsonl:LINE
(line LINE) for a JSON Lines exchange, file.har (entries[N]) for a HAR entry, N counting from 0.

Exit code: 0 when everything conforms, 1 on a violation or when no exchange matched an operation
(unless --allow-empty), 2 when some input cannot be read, the report cannot be written (a full disk)
or a worker thread fails; 130 or 143 when Ctrl-C or SIGTERM stops it.

Options:
  --json              print the report as JSON
  --strict            also flag unknown properties, unknown query parameters and undeclared
                      statuses, and count those, and exchanges that match no operation, as violations
  --base-path <path>  the prefix the service is mounted under (/api): removed before matching an
                      operation; a path outside it matches none
  --host <host>       check only the exchanges sent to <host> (api.example.com, or with a port:
                      api.example.com:8443), as a browser's HAR holds every site's; may be repeated.
                      Exchanges whose host was not recorded are checked
  --allow-empty       exit 0 even when no exchange matched an operation
  --max-body <size>   longest JSON line read, and largest body checked (default ${DEFAULT_MAX_LINE_BYTES / 1024 / 1024}mb); a longer
                      line is reported as unreadable, with its position, and skipped unread; a larger
                      HAR body is not checked (the rest of its exchange is), said the same way
  --merge             the <file>s are reports of earlier runs (--json), e.g. one per shard of the
                      traffic: prints the report of them all, as one run over every file would
                      (as JSON with --json), with its exit code
  --jobs <n>          threads that check JSON Lines, this one and n - 1 workers (default: the number of
                      cores, ${availableParallelism()} here); the report is the same for any n
  -h, --help          show this help
`;

/** The whole command line, checked before anything is read (diff --traffic reads its options so too). */
export function parseOptions(values: {
  jobs?: string | undefined;
  'max-body'?: string | undefined;
  'base-path'?: string | undefined;
  host?: string[] | undefined;
}) {
  const jobs = values.jobs === undefined ? availableParallelism() : parseCount(values.jobs, '--jobs', 1, MAX_JOBS);
  // Past V8's longest string (a few bytes short of 512 MiB), a line could not be read as text at all.
  const maxBodyBytes =
    values['max-body'] === undefined
      ? DEFAULT_MAX_LINE_BYTES
      : Math.min(parseMaxBodyOption(values['max-body'], '16mb or 512kb'), bufferConstants.MAX_STRING_LENGTH);
  const basePath = values['base-path'] === undefined ? '' : (parseBasePathOption(values['base-path']) ?? '');
  const hosts = (values.host ?? []).map((host) => parseHostOption(host));
  return { jobs, maxBodyBytes, basePath, hosts };
}

export async function runValidateTraffic(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      'base-path': { type: 'string' },
      host: { type: 'string', multiple: true },
      'allow-empty': { type: 'boolean', default: false },
      'max-body': { type: 'string' },
      jobs: { type: 'string' },
      merge: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout.write(validateTrafficHelp);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('validate-traffic needs at least one <file> (or - for standard input)');
  if (values.merge) {
    const checking = (['strict', 'base-path', 'host', 'max-body', 'jobs'] as const).filter((name) => values[name] !== undefined && values[name] !== false);
    if (checking.length > 0) throw new UsageError(`--merge adds up reports already made: --${checking[0]} applies when the traffic is checked`);
    return mergeReports(positionals, values.json, values['allow-empty'], io);
  }
  if (positionals.filter((file) => file === STDIN).length > 1) throw new UsageError("'-' (standard input) can be read only once");
  const { jobs, maxBodyBytes, basePath, hosts } = parseOptions(values);

  const progress = progressLine(positionals, () => io.stderr as NodeJS.WriteStream);
  const report = await checkTraffic(positionals, {
    strict: values.strict,
    jobs,
    maxBodyBytes,
    hosts,
    ...(basePath === '' ? {} : { basePath }),
    // Standard input is looked at only when '-' asks for it (process.stdin is built on first use).
    ...(!positionals.includes(STDIN) || io.stdin === process.stdin ? {} : { stdin: io.stdin }),
    onProgress: (p) => progress.update(p),
  });
  progress.end();
  printInputErrors(report, io);
  // Input that gave nothing to report: the errors above say it all.
  if (!readNothing(report)) io.stdout.write(values.json ? printableJson(report) : formatReport(report));
  const allowEmpty = values['allow-empty'];
  if (isEmptyRun(report) && !allowEmpty && report.inputErrorCount === 0) io.stderr.write(`notification-api-contract: ${emptyRunLine(report)}\n`);
  return exitCodeOf(report, { allowEmpty });
}

/** The input that could not be read, on stderr: a run's, and a merged report's, alike. */
function printInputErrors(report: TrafficReport, io: CliIo): void {
  for (const line of inputErrorLines(report)) io.stderr.write(`notification-api-contract: ${line}\n`);
}

/** Reports larger than this are not validate-traffic's (its lists stop at 1000 entries). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;

async function readReport(file: string): Promise<TrafficReport | string> {
  if (file === STDIN) return 'reports are read from files, not standard input';
  let text: string;
  try {
    const { size } = await stat(file);
    if (size > MAX_REPORT_BYTES) return `${size} bytes: larger than any validate-traffic --json report`;
    // A pipe or a device says no size: read up to the bound, and no further.
    const handle = await open(file, 'r');
    try {
      const chunks: Buffer[] = [];
      let total = 0;
      for (;;) {
        const chunk = Buffer.alloc(1024 * 1024);
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0) break;
        total += bytesRead;
        if (total > MAX_REPORT_BYTES) return `more than ${MAX_REPORT_BYTES} bytes: larger than any validate-traffic --json report`;
        chunks.push(chunk.subarray(0, bytesRead));
      }
      text = Buffer.concat(chunks).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    // As an input the run reads is named (review 27d F7): `ENOENT` alone said less.
    return describeFsError(error);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Never V8's message, which quotes the text (a recording's secrets included) on Node 22 and later.
    const syntax = findJsonSyntaxError(text);
    const where = syntax === undefined ? '' : `: ${syntax.message} (character ${syntax.position + 1})`;
    // A JSON Lines recording given where a report goes is the likely slip: JSON until its first line ends.
    const firstLine = text.indexOf('\n');
    const lines = syntax !== undefined && firstLine !== -1 && syntax.position >= firstLine ? '; it reads as JSON Lines: traffic to check, without --merge' : '';
    return `not a validate-traffic --json report: not JSON${where}${lines}`;
  }
  const { checkTrafficReport } = await import('../traffic/merge.js');
  return checkTrafficReport(value);
}

/** `validate-traffic --merge`: nothing is printed unless every report can be read and they add up. */
async function mergeReports(files: string[], json: boolean, allowEmpty: boolean, io: CliIo): Promise<number> {
  const read = await Promise.all(files.map(readReport));
  const problems = read.flatMap((report, i) => (typeof report === 'string' ? [`${printable(files[i]!, 200)}: ${printable(report, 300)}`] : []));
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(`notification-api-contract: ${problem}\n`);
    return 2;
  }
  const reports = read as TrafficReport[];
  if (reports.some((report) => report.strict !== reports[0]!.strict))
    throw new UsageError('the reports were made with and without --strict: their counts do not add up; merge the ones made alike');
  const { mergeTrafficReports } = await import('../traffic/merge.js');
  const merged = mergeTrafficReports(reports);
  // As the one run over every file would: its unreadable input on stderr (the JSON report holds it too).
  if (!json) printInputErrors(merged, io);
  io.stdout.write(json ? printableJson(merged) : formatReport(merged));
  if (isEmptyRun(merged) && !allowEmpty && merged.inputErrorCount === 0) io.stderr.write(`notification-api-contract: ${emptyRunLine(merged)}\n`);
  return exitCodeOf(merged, { allowEmpty });
}
