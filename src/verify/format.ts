// The report for people (a table per operation and check, then each failure with its curl line) and
// for CI (JUnit XML). Everything that came from the server or from generated data is escaped: a
// response body may hold any bytes.
import { printable } from '../text/printable.js';
import { xmlText } from '../text/xml-text.js';
import { ALL_CHECKS, CHECK_DESCRIPTIONS, type CheckName, RESPONSE_CHECKS, TRANSITION_CHECKS } from './check-registry.js';
import { DEFAULT_MAX_EXAMPLES, DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from './options.js';
import { type CheckTally, checksApplied, type VerifyFailure, type VerifyReport } from './report.js';
import { API_KEY_VARIABLE, optionWord } from './requests.js';

/**
 * A run's duration in seconds as it is printed: never negative, NaN or written in exponent form
 * (junit-10.xsd's SUREFIRE_TIME refuses "-0.005", "NaN" and "1e+21"). A report built by hand, or one
 * read back from JSON, may carry any number.
 */
const seconds = (durationMs: number): number => (Number.isFinite(durationMs) && durationMs > 0 ? Math.min(durationMs, 1e15) / 1000 : 0);

const cell = (tally: CheckTally | undefined) =>
  tally === undefined ? '-' : tally.failed > 0 ? `${tally.failed}/${tally.passed + tally.failed} FAIL` : String(tally.passed);

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const padStart = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);

/** The checks that have a column: the response checks the run applied, and the transitions that ran. */
function columns(report: VerifyReport): CheckName[] {
  const applied = new Set(report.settings.checks);
  const transitions = TRANSITION_CHECKS.filter((check) => report.checks[check] !== undefined);
  return [...RESPONSE_CHECKS.filter((check) => applied.has(check)), ...transitions];
}

/** The options that replay a failure: the seed, the operation, and what shaped the run. */
const CURL_PRINT_LIMIT = 4000;

/**
 * The options that run `failure` again. Each operation's requests come from the seed alone, so a
 * run of GET requests replays on that operation alone; a run that writes, or runs sequences,
 * replays on its own list of operations: what the others created is what the failure met, and a
 * sequence needs every operation it takes.
 */
function replayOptions(report: VerifyReport, failure: VerifyFailure): string {
  const { settings } = report;
  const parts = [optionWord('--seed', report.seed)];
  const alone = !settings.stateful && !settings.allowWrites && !(TRANSITION_CHECKS as readonly string[]).includes(failure.check);
  if (alone) parts.push(`--operations ${failure.operationId}`);
  else if (settings.operations !== undefined) parts.push(`--operations ${settings.operations.join(',')}`);
  if (settings.workflow !== undefined) parts.push(optionWord('--workflow', settings.workflow));
  if (settings.stateful) parts.push('--stateful');
  if (settings.allowWrites) parts.push('--allow-writes');
  if (settings.maxExamples !== DEFAULT_MAX_EXAMPLES) parts.push(`--max-examples ${settings.maxExamples}`);
  // Both decide whether a slow or large answer fails (response_time, max_response_size).
  if (settings.timeoutMs !== DEFAULT_TIMEOUT_MS) parts.push(`--request-timeout ${settings.timeoutMs}ms`);
  if (settings.maxResponseBytes !== DEFAULT_MAX_RESPONSE_BYTES) parts.push(`--max-response-bytes ${settings.maxResponseBytes}`);
  if (settings.checks.length !== ALL_CHECKS.length) parts.push(`--checks ${settings.checks.join(',')}`);
  return parts.join(' ');
}

export function formatReport(report: VerifyReport): string {
  const lines: string[] = [];
  const { settings } = report;
  lines.push(
    `verify ${printable(report.baseUrl)}  seed ${report.seed}  run verify-${report.runId}-  (${settings.maxExamples} examples, ${settings.stateful ? 'stateful' : 'stateless'}, ${settings.allowWrites ? 'writes allowed' : 'GET only'}, ${settings.rps > 0 ? `${settings.rps} rps` : 'no rate bound'})`,
    '',
  );
  const checks = columns(report);
  const nameWidth = Math.max(9, ...report.operations.map((operation) => operation.operationId.length)) + 2;
  const cellWidth = 11;
  lines.push(`${pad('operation', nameWidth)}${padStart('requests', 9)}${checks.map((_, index) => padStart(`[${index + 1}]`, cellWidth)).join('')}`);
  for (const operation of report.operations) {
    if (operation.skipped && operation.requests === 0) {
      lines.push(`${pad(operation.operationId, nameWidth)}${padStart('-', 9)}  skipped: ${printable(operation.skipped)}`);
      continue;
    }
    lines.push(
      `${pad(operation.operationId, nameWidth)}${padStart(String(operation.requests), 9)}${checks.map((check) => padStart(cell(operation.checks[check]), cellWidth)).join('')}`,
    );
  }
  lines.push('');
  const checkWidth = Math.max(...checks.map((check) => check.length)) + 2;
  for (const [index, check] of checks.entries()) {
    const tally = report.checks[check];
    const verdict = tally === undefined ? 'not run' : tally.failed > 0 ? `FAILED ${tally.failed} of ${tally.passed + tally.failed}` : `passed ${tally.passed}`;
    lines.push(`${padStart(`[${index + 1}]`, 5)} ${pad(check, checkWidth)}${pad(verdict, 22)}${CHECK_DESCRIPTIONS[check]}`);
  }
  for (const failure of report.failures) {
    lines.push('', `FAIL ${failure.check} on ${failure.operationId}: ${printable(failure.message, 500)}`);
    if (failure.rule) lines.push(`  the request breaks: ${printable(failure.rule)}`);
    if (failure.occurrences > 1)
      lines.push(`  seen ${failure.occurrences} times (the same check on the same operation, failing the same way): the smallest shown`);
    // A sequence is cut after the step the check judged, and not made smaller otherwise: not called minimal.
    lines.push(`  ${failure.steps.length === 1 ? 'minimal request' : `sequence (${failure.steps.length} requests, the last one failed)`}:`);
    for (const [index, step] of failure.steps.entries()) {
      lines.push(`  ${index + 1}. ${step.method} ${printable(step.target, 300)} → ${step.status} ${printable(step.response, 160)}`);
      // A cut command would send another request: one too long to print is named, not cut.
      lines.push(
        step.curl.length <= CURL_PRINT_LIMIT
          ? `     ${printable(step.curl, CURL_PRINT_LIMIT)}`
          : `     (a curl line of ${step.curl.length.toLocaleString('en-US')} characters, too long to print: the --json report and the JUnit file hold it whole)`,
      );
    }
    lines.push(`  replay: ${printable(replayOptions(report, failure), 2000)}  (the key is read from $${API_KEY_VARIABLE})`);
  }
  if (report.notes.length > 0) {
    lines.push('', 'Notes:');
    for (const note of report.notes) lines.push(`  ${printable(note, 500)}`);
  }
  const { cleanup } = report;
  const gone = cleanup.alreadyGone.length;
  if (cleanup.deleted.length + gone + cleanup.leftBehind.length + cleanup.restored.length > 0) {
    lines.push(
      '',
      `Cleanup: deleted ${cleanup.deleted.length}${gone ? `, already gone ${gone} (DELETE answered 404 or 410)` : ''}${cleanup.restored.length ? `, restored ${cleanup.restored.length}` : ''}${cleanup.leftBehind.length ? `, left behind ${cleanup.leftBehind.length}` : ''}`,
    );
    for (const item of cleanup.restored) lines.push(`  restored ${printable(item)}`);
    for (const item of cleanup.leftBehind) lines.push(`  left behind: ${printable(item, 500)}`);
  }
  const checked = checksApplied(report.checks);
  lines.push(
    '',
    `${report.stopped !== undefined ? 'STOPPED (the server stopped answering): ' : report.interrupted ? 'INTERRUPTED: ' : ''}${report.requests} requests, ${checked} checks, ${report.failures.length} ${report.failures.length === 1 ? 'failure' : 'failures'} in ${seconds(report.durationMs).toFixed(1)} s (seed ${report.seed})`,
  );
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// JUnit XML: one suite per operation, one test case per check that ran on it.

/** One line of a failure's detail: what the text report prints of it, whole. */
const line = (text: string) => printable(text, Number.POSITIVE_INFINITY);

export function formatJunit(report: VerifyReport): string {
  const suites: string[] = [];
  let tests = 0;
  let failed = 0;
  for (const operation of report.operations) {
    const cases: string[] = [];
    for (const check of [...RESPONSE_CHECKS, ...TRANSITION_CHECKS]) {
      const tally = operation.checks[check];
      if (tally === undefined) continue;
      tests += 1;
      const failures = report.failures.filter((failure) => failure.operationId === operation.operationId && failure.check === check);
      const name = `<testcase classname="${xmlText(operation.operationId)}" name="${check}"`;
      if (tally.failed === 0) {
        cases.push(`    ${name}/>`);
        continue;
      }
      failed += 1;
      const detail = failures
        .map((failure) =>
          [
            line(failure.message),
            ...(failure.rule ? [`the request breaks: ${line(failure.rule)}`] : []),
            ...(failure.occurrences > 1 ? [`seen ${failure.occurrences} times; the smallest shown`] : []),
            ...failure.steps.flatMap((step) => [line(`${step.method} ${step.target} -> ${step.status} ${step.response.slice(0, 300)}`), line(step.curl)]),
            `replay with ${optionWord('--seed', failure.seed)}`,
          ].join('\n'),
        )
        .join('\n\n');
      cases.push(
        `    ${name}>\n      <failure message="${xmlText(line(failures[0]?.message ?? `${tally.failed} of ${tally.passed + tally.failed} failed`))}" type="${check}">${xmlText(detail)}</failure>\n    </testcase>`,
      );
    }
    // The checks an operation's unsent requests would have met are listed as not tried, not left
    // out: a JUnit reader counted the operation's suite short, with nothing to say why (review 27d F5).
    if (operation.stopped !== undefined) {
      for (const check of RESPONSE_CHECKS) {
        if (operation.checks[check] !== undefined || !report.settings.checks.includes(check)) continue;
        tests += 1;
        cases.push(
          `    <testcase classname="${xmlText(operation.operationId)}" name="${check}">\n      <skipped message="${xmlText(operation.stopped)}"/>\n    </testcase>`,
        );
      }
    }
    if (operation.skipped && cases.length === 0) {
      tests += 1;
      cases.push(
        `    <testcase classname="${xmlText(operation.operationId)}" name="${xmlText(operation.operationId)}">\n      <skipped message="${xmlText(operation.skipped)}"/>\n    </testcase>`,
      );
    }
    const suiteFailures = cases.filter((entry) => entry.includes('<failure')).length;
    const skipped = cases.filter((entry) => entry.includes('<skipped')).length;
    suites.push(
      // errors: a check fails, it never errs; Jenkins' junit-10.xsd requires the attribute on every suite.
      `  <testsuite name="${xmlText(operation.operationId)}" tests="${cases.length}" failures="${suiteFailures}" errors="0" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  // A server that stopped answering is an error of the run, not a check's failure: CI shows it red.
  let errors = 0;
  if (report.stopped !== undefined) {
    tests += 1;
    errors = 1;
    suites.push(
      `  <testsuite name="verify" tests="1" failures="0" errors="1">\n    <testcase classname="verify" name="the server answers every request">\n      <error message="${xmlText(line(report.stopped))}" type="stopped">${xmlText(`${line(report.stopped)}\nreplay with ${optionWord('--seed', report.seed)}`)}</error>\n    </testcase>\n  </testsuite>`,
    );
  }
  // An interrupted run is no pass, however green what it reached: the suites of the operations it
  // did not reach are empty, and CI read tests="24" failures="0" errors="0" as a pass.
  if (report.interrupted) {
    tests += 1;
    errors += 1;
    const unreached = report.operations
      .filter((operation) => Object.keys(operation.checks).length === 0 && !operation.skipped)
      .map((operation) => operation.operationId);
    const why = `the run was interrupted (SIGINT, SIGTERM or the caller's signal) after ${report.requests} requests${unreached.length > 0 ? `; not reached: ${unreached.join(', ')}` : ''}`;
    suites.push(
      `  <testsuite name="verify" tests="1" failures="0" errors="1">\n    <testcase classname="verify" name="the run ends">\n      <error message="${xmlText(why)}" type="interrupted">${xmlText(`${why}\nreplay with ${optionWord('--seed', report.seed)}`)}</error>\n    </testcase>\n  </testsuite>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="notification-api-contract verify" tests="${tests}" failures="${failed}" errors="${errors}" time="${seconds(report.durationMs).toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}
