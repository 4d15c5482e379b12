// `notification-api-contract validate-traffic`: recorded traffic checked against the contract.
import { parseArgs } from 'node:util';
import { checkTraffic, describePlace, exitCodeOf, formatReport, progressLine } from '../traffic/index.js';
import { UsageError } from './errors.js';

export const validateTrafficHelp = `Usage: notification-api-contract validate-traffic FILE... [options]

Checks recorded exchanges against the contract: HAR 1.2 files (browser and proxy exports) and JSON
Lines of {"request": {...}, "response": {...}} objects in the validator's shapes (.jsonl, .ndjson;
other names are recognised by their first line). JSON Lines are streamed, whatever their size.

Prints a table per operation (exchanges, valid ones, violations), the exchanges that match no
operation, then each violation as FILE:INDEX with its issues (INDEX counts from 0: the HAR entry,
or the exchange of a JSON Lines file, whose line is given too).

Exit code: 0 when everything conforms, 1 on a violation, 2 when some input cannot be read.

Options:
  --json      print the report as JSON
  --strict    also flag unknown properties, unknown query parameters and undeclared statuses, and
              count those, and exchanges that match no operation, as violations
  -h, --help  show this help
`;

export async function runValidateTraffic(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(validateTrafficHelp);
    return;
  }
  if (positionals.length === 0) throw new UsageError("validate-traffic needs at least one FILE: run 'notification-api-contract validate-traffic --help'");
  const progress = progressLine(positionals);
  const report = await checkTraffic(positionals, { strict: values.strict, onProgress: (p) => progress.update(p) });
  progress.end();
  for (const problem of report.inputErrors) process.stderr.write(`notification-api-contract: ${problem.file}${describePlace(problem)}: ${problem.message}\n`);
  const unlisted = report.inputErrorCount - report.inputErrors.length;
  if (unlisted > 0) process.stderr.write(`notification-api-contract: … and ${unlisted} more unreadable lines or entries\n`);
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  process.exitCode = exitCodeOf(report);
}
