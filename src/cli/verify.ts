// `notification-api-contract verify`: tests a live server against the contract.
import { accessSync, closeSync, constants as fsConstants, fstatSync, openSync, type Stats, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { notRegular } from '../files/read-regular.js';
import { parseDuration, parseSize } from '../proxy/units.js';
import { printable, printableJson, quoted } from '../text/printable.js';
import { ALL_CHECKS } from '../verify/check-registry.js';
import { DEFAULT_MAX_EXAMPLES, DEFAULT_RPS, MIN_RPS, VerifyUsageError } from '../verify/options.js';
import { given, parseCommandArgs, parseDecimalOption, usageError } from './args.js';
import { UsageError } from './errors.js';
import { type CliIo, noteStopSignal } from './io.js';
import { progressReporter } from './verify-progress.js';

export const verifyHelp = `Usage: notification-api-contract verify --base-url <url> --api-key <key> [options]

Tests a live server against the contract, as Schemathesis does: requests generated from the
schemas (valid ones, and invalid ones that break one rule each), and checks on every answer.
With --stateful, sequences follow the contract's OpenAPI links and assert the transitions the API
description states. The checks (names for --checks and --exclude-checks):
  ${ALL_CHECKS.join(', ')}
See docs/verify.md for what each one guarantees.

Each failure is shrunk to a minimal request (a sequence is cut after its failing step, and the
earlier steps it does not need are dropped where a replay can tell), reported once however often it
occurs, and printed as curl lines (the key is read from $NOTIFICATION_API_KEY there, never printed,
in any encoding) with the options that replay it.

Safety: without --allow-writes only GET operations run. With it, everything the run creates is named
verify-<run id>-... and deleted at the end, also after a failure, Ctrl-C or SIGTERM. createIntegration
runs only when --operations names it: the contract has no operation that deletes an integration.

Exit code: 0 when every check passes, 1 on a failure, 2 on a usage error, a report that cannot be
written (a full disk) or an unreachable server
(one that stops answering mid-run: the report so far and its seed are printed), 130 when interrupted, failures or not
(SIGINT or SIGTERM: the run stops within 2 s, cleans up, prints the report so far).

Options:
  --base-url <url>           the server, with its path prefix if any (required)
  --api-key <key>            sent as "Authorization: ApiKey <key>", printable ASCII
                             (default: $NOTIFICATION_API_KEY)
  --operations <ids>         only these operationIds, comma-separated or repeated
  --checks <names>           only these checks, comma-separated or repeated (default: all)
  --exclude-checks <names>   not these checks, comma-separated or repeated
  --max-examples <n>         valid requests per operation (default ${DEFAULT_MAX_EXAMPLES})
  --seed <n>                 replay a run (default: random, printed)
  --stateful                 also run the sequences along the links
  --allow-writes             also run the operations that change data (POST, PUT, PATCH, DELETE)
  --rps <n>                  requests per second at most, 0.001 to 100000 (default ${DEFAULT_RPS}; 0: no bound)
  --request-timeout <time>   deadline of one exchange, request to last byte (default 10s)
  --max-response-bytes <size>  largest body read (default 10mib); more is a max_response_size failure
  --workflow <id>            a workflow to trigger for subscribers of the run (with --stateful and
                             --allow-writes): no operation of the contract creates a subscriber
  --junit <file>             also write a JUnit XML report for CI
  --json                     print the report as JSON
  -h, --help                 show this help

Without a terminal, a progress line goes to stderr every 5 s (done/total, time left).
`;

function integer(name: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min)
    throw new UsageError(`--${name} must be a whole number${min > Number.MIN_SAFE_INTEGER ? ` of at least ${min}` : ''}, got ${given(text)}`);
  return value;
}

const MAX_RPS = 100_000;

/** --rps by the rule of the other number options; 0 is no bound, and any other rate's wait fits a timer. */
function parseRps(text: string): number {
  const what = `a number of requests per second: 0 (no bound), or from ${MIN_RPS} to ${MAX_RPS.toLocaleString('en-US')} (5, 0.5)`;
  const rps = parseDecimalOption(text, '--rps', what, 0, MAX_RPS);
  if (rps !== 0 && rps < MIN_RPS) throw usageError('--rps', what, text);
  return rps;
}

/**
 * A list, comma-separated or repeated (as the other commands' name lists take it); undefined when
 * the option is absent. Repeated, the last one alone was kept: a run skipped what was asked, quietly.
 */
function list(name: string, texts: readonly string[] | undefined): string[] | undefined {
  if (texts === undefined) return undefined;
  const items = texts
    .flatMap((text) => text.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) throw new UsageError(`--${name} needs at least one name`);
  return items;
}

export async function runVerify(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      operations: { type: 'string', multiple: true },
      checks: { type: 'string', multiple: true },
      'exclude-checks': { type: 'string', multiple: true },
      'request-timeout': { type: 'string' },
      'max-response-bytes': { type: 'string' },
      'max-examples': { type: 'string' },
      seed: { type: 'string' },
      stateful: { type: 'boolean', default: false },
      'allow-writes': { type: 'boolean', default: false },
      rps: { type: 'string' },
      workflow: { type: 'string' },
      junit: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout.write(verifyHelp);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (baseUrl === undefined) throw new UsageError('verify needs --base-url <url>');
  const apiKey = values['api-key'] ?? io.env.NOTIFICATION_API_KEY;
  if (apiKey === undefined || apiKey === '') throw new UsageError('verify needs --api-key <key> (or $NOTIFICATION_API_KEY)');
  const rps = values.rps === undefined ? undefined : parseRps(values.rps);
  const operations = list('operations', values.operations);
  const checks = list('checks', values.checks);
  const excludeChecks = list('exclude-checks', values['exclude-checks']);
  const timeoutText = values['request-timeout'];
  const timeoutMs = timeoutText === undefined ? undefined : parseDuration(timeoutText);
  if (timeoutText !== undefined && (timeoutMs === undefined || timeoutMs <= 0 || timeoutMs > 2 ** 31 - 1))
    throw usageError('--request-timeout', 'a duration such as 500ms, 10s or 2m', timeoutText);
  const sizeText = values['max-response-bytes'];
  const maxResponseBytes = sizeText === undefined ? undefined : parseSize(sizeText);
  if (sizeText !== undefined && (maxResponseBytes === undefined || maxResponseBytes <= 0))
    throw usageError('--max-response-bytes', 'a size such as 1048576, 512kb or 10mib', sizeText);
  const maxExamples = integer('max-examples', values['max-examples'], 1);
  const seed = integer('seed', values.seed, Number.MIN_SAFE_INTEGER);
  if (values.junit !== undefined) checkJunitTarget(values.junit);

  // Loaded once the arguments are read: --help and a usage error need none of the run (fast-check).
  const { exitCodeOf, formatJunit, formatReport, redactor, UnreachableServerError, verify } = await import('../verify/index.js');
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    io.stderr.write(`\nverify: interrupted, cleaning up (${signal}: send it again to quit at once)\n`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const progress = progressReporter(io.stderr);
  try {
    const report = await verify({
      baseUrl,
      apiKey,
      ...(operations ? { operations } : {}),
      ...(checks ? { checks } : {}),
      ...(excludeChecks ? { excludeChecks } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(maxResponseBytes !== undefined ? { maxResponseBytes } : {}),
      ...(maxExamples !== undefined ? { maxExamples } : {}),
      ...(seed !== undefined ? { seed } : {}),
      ...(rps !== undefined ? { rps } : {}),
      ...(values.workflow !== undefined ? { workflow: values.workflow } : {}),
      stateful: values.stateful,
      allowWrites: values['allow-writes'],
      signal: controller.signal,
      onProgress: (update) => progress.update(update),
    });
    progress.end();
    // The report first: a JUnit file that cannot be written after all (the disk filled during the
    // run) loses that file, not the run.
    io.stdout.write(values.json ? printableJson(report) : formatReport(report));
    if (values.junit !== undefined) {
      try {
        writeJunit(values.junit, formatJunit(report));
      } catch (error) {
        io.stderr.write(
          `notification-api-contract: cannot write the JUnit report to ${printable(values.junit)}: ${printable(error instanceof Error ? error.message : String(error), 500)}\n`,
        );
        return 2;
      }
    }
    return exitCodeOf(report);
  } catch (error) {
    progress.end();
    if (error instanceof VerifyUsageError) throw new UsageError(error.message);
    if (error instanceof UnreachableServerError) {
      // Exit code 2 as for a usage error, but the options were right: no hint to --help.
      const redact = redactor(apiKey);
      const message =
        error.reason === undefined
          ? `the server cannot be reached: ${redact(error.message)}`
          : `the server at ${redact(baseUrl)} cannot be reached (${redact(error.reason)})`;
      throw new UsageError(printable(message, 500), 2, false);
    }
    throw error;
  } finally {
    // Interrupted: what it prints now (the report so far) has STOPPED_WRITE_MS, as a stopped server's
    // lines have, and is not held by a reader that does not read (review 29a F2: a stdout nobody read
    // kept the process until a second signal).
    if (controller.signal.aborted) noteStopSignal();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

// O_NONBLOCK: a name swapped for a FIFO during the run fails the open (ENXIO) instead of waiting on it.
const WRITE_FLAGS = fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_TRUNC | (fsConstants.O_NONBLOCK ?? 0);

/** Writes the JUnit report to `path`, a regular file (checkJunitTarget's rule), never waiting on the open. */
function writeJunit(path: string, text: string): void {
  const fd = openSync(path, WRITE_FLAGS, 0o666);
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile()) throw notRegular(opened);
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** Refuses, before the run, a --junit path that cannot be written: a whole run's report was lost at its end. */
function checkJunitTarget(path: string): void {
  // '' resolves to the working folder, which passes the checks below: the run went on and failed at its end.
  if (path === '') throw usageError('--junit', 'a file name', path);
  const refuse = (why: string) => new UsageError(`--junit ${quoted(path)}: ${why}`);
  let target: Stats | undefined;
  try {
    target = statSync(path);
  } catch {
    target = undefined;
  }
  // A FIFO's open waits for a reader, a device's may too, and it would wait with the signal handlers
  // installed: Ctrl-C and SIGTERM did nothing. The rule of read-regular.ts, for writing.
  if (target !== undefined && !target.isFile()) throw refuse(notRegular(target).message);
  const folder = dirname(resolve(path));
  try {
    if (!statSync(folder).isDirectory()) throw refuse(`${quoted(folder)} is not a folder`);
    accessSync(target === undefined ? folder : path, fsConstants.W_OK);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw refuse(code === 'ENOENT' ? `the folder ${quoted(folder)} does not exist` : `cannot be written (${code ?? 'unknown'})`);
  }
}
