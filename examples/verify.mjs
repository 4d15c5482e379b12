// A server checked against the contract, as `notification-api-contract verify` does. Try it on the
// mock: `npx notification-api-contract mock`, then `node verify.mjs`.
import {
  exitCodeOf,
  formatReport,
  UnreachableServerError,
  VerifyUsageError,
  verify,
} from 'notification-api-contract/verify';

let report;
try {
  report = await verify({
    baseUrl: process.env.NOTIFICATION_API_URL ?? 'http://127.0.0.1:4010', // a path prefix is kept
    apiKey: process.env.NOTIFICATION_API_KEY ?? 'test-key', // never printed, nor in the report
    stateful: true, // follow the spec's links and assert the transitions it states
    allowWrites: true, // what the run creates is named verify-<run id>-… and deleted at the end
    maxExamples: 10, // valid requests per operation; invalid ones add one per rule of the contract
    rps: 0, // no rate bound: this is our own mock (the default is 20 requests per second)
  });
} catch (error) {
  // No report: a server that never answered (refused, reset, timed out), or a bad option. The CLI
  // says so in one line and exits 2 too.
  if (!(error instanceof UnreachableServerError || error instanceof VerifyUsageError)) throw error;
  console.error(`verify: ${error.message}`);
  process.exit(2);
}

// The table per operation and check, then each failure (once, however often seen) with its steps,
// with its curl line and the seed that replays the run.
console.log(formatReport(report));
for (const failure of report.failures)
  console.error(failure.check, failure.operationId, failure.steps.at(-1)?.curl);
// 0 when every check passes, 1 on a failure; 2 when the server stopped answering mid-run, or when no
// check judged anything (the report's notes say why); 130 when interrupted.
process.exitCode = exitCodeOf(report);
