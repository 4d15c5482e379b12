// `notification-api-contract verify`: tests a live server against the contract.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { printable } from '../text/printable.js';
import {
  DEFAULT_MAX_EXAMPLES,
  DEFAULT_RPS,
  exitCodeOf,
  formatJunit,
  formatReport,
  UnreachableServerError,
  type VerifyProgress,
  VerifyUsageError,
  verify,
} from '../verify/index.js';
import { UsageError } from './errors.js';
import type { CliIo } from './io.js';

export const verifyHelp = `Usage: notification-api-contract verify --base-url <url> --api-key <key> [options]

Tests a live server against the contract, as Schemathesis does: requests generated from the
schemas (valid ones, and invalid ones that break one rule each), and checks on every answer:
  not_a_server_error, status_code_conformance, content_type_conformance,
  response_schema_conformance (the package's validateResponse), negative_data_rejection, ignored_auth.
With --stateful, sequences follow the contract's OpenAPI links and assert the transitions the API
description states (ensure_resource_availability, upsert_keeps_identity, rename_persists,
use_after_free, credentials_appended, single_primary_per_channel,
memberships_removed_with_subscriber, pagination_yields_each_item_once).

Each failure is shrunk to a minimal request or sequence and printed as curl lines (the key is read
from $NOTIFICATION_API_KEY there, never printed) with the seed that replays the run.

Safety: without --allow-writes only GET operations run. With it, everything the run creates is named
verify-<run id>-... and deleted at the end, also after a failure or Ctrl-C. createIntegration runs
only when --operations names it: the contract has no operation that deletes an integration.

Exit code: 0 when every check passes, 1 on a failure, 2 on a usage error or an unreachable server,
130 when interrupted (after cleanup).

Options:
  --base-url <url>      the server, with its path prefix if any (required)
  --api-key <key>       sent as "Authorization: ApiKey <key>" (default: $NOTIFICATION_API_KEY)
  --operations <ids>    only these operationIds, comma-separated
  --max-examples <n>    valid requests per operation (default ${DEFAULT_MAX_EXAMPLES})
  --seed <n>            replay a run exactly (default: random, printed)
  --stateful            also run the sequences along the links
  --allow-writes        also run the operations that change data (POST, PUT, PATCH, DELETE)
  --rps <n>             requests per second at most (default ${DEFAULT_RPS}; 0: no bound)
  --workflow <id>       a workflow to trigger for subscribers of the run (with --stateful and
                        --allow-writes): no operation of the contract creates a subscriber
  --junit <file>        also write a JUnit XML report for CI
  --json                print the report as JSON
  -h, --help            show this help
`;

function integer(name: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min)
    throw new UsageError(
      `--${name} must be a whole number${min > Number.MIN_SAFE_INTEGER ? ` of at least ${min}` : ''}, got ${JSON.stringify(printable(text))}`,
    );
  return value;
}

/** A progress line on a terminal, rewritten in place on stderr and erased at the end. */
function progressLine(stream: CliIo['stderr']) {
  let last = 0;
  let shown = false;
  return {
    update(progress: VerifyProgress) {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      const where = progress.sequence ? `sequence ${progress.sequence}` : (progress.operationId ?? progress.phase);
      stream.write(`\r\x1b[Kverify: ${progress.requests} requests, ${progress.failures} failures  ${printable(where, 60)}`);
      shown = true;
    },
    end() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}

export async function runVerify(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      operations: { type: 'string' },
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
  const rpsText = values.rps;
  const rps = rpsText === undefined ? undefined : Number(rpsText);
  if (rps !== undefined && (rpsText!.trim() === '' || !(rps >= 0) || !Number.isFinite(rps)))
    throw new UsageError(`--rps must be a number of 0 or more, got ${JSON.stringify(printable(rpsText))}`);
  const operations = values.operations
    ?.split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (values.operations !== undefined && operations!.length === 0) throw new UsageError('--operations needs at least one operationId');
  const maxExamples = integer('max-examples', values['max-examples'], 1);
  const seed = integer('seed', values.seed, Number.MIN_SAFE_INTEGER);

  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    io.stderr.write('\nverify: interrupted, cleaning up (Ctrl-C again to quit at once)\n');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const progress = progressLine(io.stderr);
  try {
    const report = await verify({
      baseUrl,
      apiKey,
      ...(operations ? { operations } : {}),
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
    if (values.junit !== undefined) {
      try {
        writeFileSync(values.junit, formatJunit(report));
      } catch (error) {
        throw new UsageError(`cannot write the JUnit report to ${printable(values.junit)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    io.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    return exitCodeOf(report);
  } catch (error) {
    progress.end();
    if (error instanceof VerifyUsageError) throw new UsageError(error.message);
    if (error instanceof UnreachableServerError)
      throw new UsageError(`the server cannot be reached: ${printable(error.message.split(apiKey).join('[redacted]'), 500)}`);
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
