// `notification-api-contract validate-traffic`: recorded traffic checked against the contract.
import { constants as bufferConstants } from 'node:buffer';
import { readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { parseBasePath as parseSharedBasePath } from '../http/base-path.js';
import { parseSize } from '../proxy/units.js';
import { printable } from '../text/printable.js';
import {
  checkTraffic,
  checkTrafficReport,
  DEFAULT_MAX_LINE_BYTES,
  emptyRunLine,
  exitCodeOf,
  formatReport,
  inputErrorLine,
  isEmptyRun,
  mergeTrafficReports,
  normalizeHost,
  progressLine,
  readNothing,
  STDIN,
  type TrafficReport,
} from '../traffic/index.js';
import { helpHint, UsageError } from './errors.js';

/** More threads than this only wait for each other (and each loads the validators). */
const MAX_JOBS = 256;
const MAX_BODY_LIMIT = 512 * 1024 * 1024;

export const validateTrafficHelp = `Usage: notification-api-contract validate-traffic FILE... [options]

Checks recorded exchanges against the contract: HAR 1.2 files (browser and proxy exports) and JSON
Lines of {"request": {...}, "response": {...}} objects in the validator's shapes (.jsonl, .ndjson;
other names, and standard input, are recognised by what they start with). FILE '-' reads standard
input, so that 'zcat traffic.jsonl.gz | notification-api-contract validate-traffic -' works; so do
/dev/stdin and process substitution. JSON Lines are streamed, whatever their size, and checked on
several threads.

Prints a table per operation (exchanges, valid ones, violations), the exchanges that match no
operation, then each violation as FILE:INDEX with its issues (INDEX counts from 0: the HAR entry,
or the exchange of a JSON Lines file, whose line is given too).

Exit code: 0 when everything conforms, 1 on a violation or when no exchange matched an operation
(unless --allow-empty), 2 when some input cannot be read.

Options:
  --json              print the report as JSON
  --strict            also flag unknown properties, unknown query parameters and undeclared
                      statuses, and count those, and exchanges that match no operation, as violations
  --base-path PATH    the prefix the service is mounted under (/api): removed before matching an
                      operation; a path outside it matches none
  --host HOST         check only the exchanges sent to HOST (api.example.com, or with a port:
                      api.example.com:8443), as a browser's HAR holds every site's; may be repeated.
                      Exchanges whose host was not recorded are checked
  --allow-empty       exit 0 even when no exchange matched an operation
  --max-body SIZE     longest JSON line read, and largest body checked (default ${DEFAULT_MAX_LINE_BYTES / 1024 / 1024}mb); a longer
                      line is reported as unreadable, with its position, and skipped unread
  --merge             the FILEs are reports of earlier runs (--json), e.g. one per shard of the
                      traffic: prints the report of them all, as one run over every file would
                      (as JSON with --json), with its exit code
  --jobs N            worker threads that check JSON Lines (default: the number of cores, ${availableParallelism()} here);
                      the report is the same for any N
  -h, --help          show this help
`;

/** A bad value: one line, ending with the command's help, as main.ts ends parseArgs' own errors. */
function usage(message: string): UsageError {
  return new UsageError(`${message}; ${helpHint('validate-traffic')}`);
}

function parseJobs(text: string | undefined): number {
  if (text === undefined) return availableParallelism();
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1 || Number(text) > MAX_JOBS)
    throw usage(`--jobs must be a whole number from 1 to ${MAX_JOBS}, not "${printable(text, 40)}"`);
  return Number(text);
}

function parseMaxBody(text: string | undefined): number {
  if (text === undefined) return DEFAULT_MAX_LINE_BYTES;
  const bytes = parseSize(text);
  if (bytes === undefined || bytes < 1 || bytes > MAX_BODY_LIMIT)
    throw usage(`--max-body must be a size from 1 byte to 512mb, such as 16mb or 512kb, not "${printable(text, 40)}"`);
  // Past V8's longest string (a few bytes short of 512 MiB), a line could not be read as text at all.
  return Math.min(bytes, bufferConstants.MAX_STRING_LENGTH);
}

function parseBasePath(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const read = parseSharedBasePath(text);
  if (!read.ok) throw usage(`--base-path ${read.problem}`);
  return read.value === '' ? undefined : read.value;
}

function parseHosts(texts: readonly string[]): string[] {
  return texts.map((text) => {
    const host = normalizeHost(text);
    if (host === undefined)
      throw usage(`--host must be a host name, with an optional port (api.example.com, api.example.com:8443), not "${printable(text, 80)}"`);
    return host;
  });
}

export async function runValidateTraffic(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
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
    process.stdout.write(validateTrafficHelp);
    return;
  }
  if (positionals.length === 0) throw usage('validate-traffic needs at least one FILE (or - for standard input)');
  if (values.merge) {
    const checking = (['strict', 'base-path', 'host', 'max-body', 'jobs'] as const).filter((name) => values[name] !== undefined && values[name] !== false);
    if (checking.length > 0) throw usage(`--merge adds up reports already made: --${checking[0]} applies when the traffic is checked`);
    return mergeReports(positionals, values.json, values['allow-empty']);
  }
  if (positionals.filter((file) => file === STDIN).length > 1) throw usage("'-' (standard input) can be read only once");
  const jobs = parseJobs(values.jobs);
  const maxBodyBytes = parseMaxBody(values['max-body']);
  const basePath = parseBasePath(values['base-path']);
  const hosts = parseHosts(values.host ?? []);

  const progress = progressLine(positionals);
  const report = await checkTraffic(positionals, {
    strict: values.strict,
    jobs,
    maxBodyBytes,
    hosts,
    ...(basePath === undefined ? {} : { basePath }),
    onProgress: (p) => progress.update(p),
  });
  progress.end();
  for (const problem of report.inputErrors) process.stderr.write(`notification-api-contract: ${inputErrorLine(problem)}\n`);
  const unlisted = report.inputErrorCount - report.inputErrors.length;
  if (unlisted > 0) process.stderr.write(`notification-api-contract: … and ${unlisted} more unreadable lines or entries\n`);
  // Input that gave nothing to report: the errors above say it all.
  if (!readNothing(report)) process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  const allowEmpty = values['allow-empty'];
  if (isEmptyRun(report) && !allowEmpty && report.inputErrorCount === 0) process.stderr.write(`notification-api-contract: ${emptyRunLine(report)}\n`);
  process.exitCode = exitCodeOf(report, { allowEmpty });
}

/** Reports larger than this are not validate-traffic's (its lists stop at 1000 entries). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;

async function readReport(file: string): Promise<TrafficReport | string> {
  if (file === STDIN) return 'reports are read from files, not standard input';
  let text: string;
  try {
    const { size } = await stat(file);
    if (size > MAX_REPORT_BYTES) return `${size} bytes: larger than any validate-traffic --json report`;
    text = await readFile(file, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  return checkTrafficReport(value);
}

/** `validate-traffic --merge`: nothing is printed unless every report can be read and they add up. */
async function mergeReports(files: string[], json: boolean, allowEmpty: boolean): Promise<void> {
  const read = await Promise.all(files.map(readReport));
  const problems = read.flatMap((report, i) => (typeof report === 'string' ? [`${printable(files[i]!, 200)}: ${printable(report, 300)}`] : []));
  if (problems.length > 0) {
    for (const problem of problems) process.stderr.write(`notification-api-contract: ${problem}\n`);
    process.exitCode = 2;
    return;
  }
  const reports = read as TrafficReport[];
  if (reports.some((report) => report.strict !== reports[0]!.strict))
    throw new UsageError('the reports were made with and without --strict: their counts do not add up; merge the ones made alike');
  const merged = mergeTrafficReports(reports);
  process.stdout.write(json ? `${JSON.stringify(merged, null, 2)}\n` : formatReport(merged));
  if (isEmptyRun(merged) && !allowEmpty && merged.inputErrorCount === 0) process.stderr.write(`notification-api-contract: ${emptyRunLine(merged)}\n`);
  process.exitCode = exitCodeOf(merged, { allowEmpty });
}
