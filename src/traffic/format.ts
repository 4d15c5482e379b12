// The report as text for a terminal. Everything in it that came from the recording (methods, paths,
// pointers, messages that quote a value, file names) goes through printable(): a raw newline would
// forge a line of the report, an ANSI escape would rewrite the terminal, and a 1 MB path would flood
// it. The JSON report (--json) is printableJson's: the same JSON, with nothing a terminal acts on.
import { printable } from '../text/printable.js';
import type { ValidationIssue } from '../validator/index.js';
import type { ListedExchange, TrafficReport } from './check.js';
import { groupDigits } from './count.js';
import type { InputPlace } from './types.js';
import { describePlace, exchangePlace } from './types.js';

/** File names are the user's own, and long paths are common: cut far later than values from the traffic. */
const FILE_MAX_LENGTH = 1000;
const METHOD_MAX_LENGTH = 40;

/** A file name, safe to print. */
export const printableFile = (file: string): string => printable(file, FILE_MAX_LENGTH);

const count = groupDigits;
const plural = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;

/** Where an exchange is, safe to print: 'file.jsonl:3 (line 3)', or 'file.har (entries[4])' (exchangePlace). */
export function placeOf(entry: { file: string; index: number; line?: number }): string {
  return exchangePlace({ file: printableFile(entry.file), index: entry.index, line: entry.line });
}

/** An input error as one line for stderr: 'file.jsonl:3:86 (line 3, column 86): not valid JSON: …'. */
export function inputErrorLine(problem: InputPlace & { file: string; message: string }): string {
  return `${printableFile(problem.file)}${describePlace(problem)}: ${printable(problem.message, 500)}`;
}

/**
 * The input that could not be read, a line each, then how many more were counted than listed: what
 * the CLI prints on stderr and formatReport under its own heading, in one format.
 */
export function inputErrorLines(report: Pick<TrafficReport, 'inputErrors' | 'inputErrorCount'>): string[] {
  const lines = report.inputErrors.map(inputErrorLine);
  const unlisted = report.inputErrorCount - report.inputErrors.length;
  if (unlisted > 0) lines.push(`… and ${count(unlisted)} more unreadable lines or entries`);
  return lines;
}

/** The line said when no exchange matched an operation (a broken recording keeps no CI green). */
export function emptyRunLine(report: TrafficReport): string {
  const read = [`${plural(report.exchanges, 'exchange')} checked`];
  if (report.unmatched > 0) read.push(`${count(report.unmatched)} matching no operation`);
  if (report.otherHosts > 0) read.push(`${count(report.otherHosts)} of other hosts left out`);
  if (report.preflights > 0) read.push(plural(report.preflights, 'CORS preflight'));
  return `no exchange matched an operation of the contract (${read.join(', ')}): check the recording (methods are case-sensitive: GET, not get), --base-path and --host, or pass --allow-empty`;
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

const issueLine = (direction: string, issue: ValidationIssue): string =>
  `    ${direction.padEnd(8)} ${printable(`${issue.location}${issue.pointer}`)}: ${printable(issue.message, 500)}${issue.keyword === undefined ? '' : ` [${printable(issue.keyword)}]`}${issue.severity === 'warning' ? ' (warning)' : ''}`;

const request = (entry: ListedExchange): string => `${printable(entry.method, METHOD_MAX_LENGTH)} ${printable(entry.path)}`;

const exchangeLine = (entry: ListedExchange): string => `  ${placeOf(entry)}  ${request(entry)}`;

export function formatReport(report: TrafficReport): string {
  const out: string[] = [];
  const files = plural(report.files.length, 'file');
  out.push(
    `${files}, ${plural(report.exchanges, 'exchange')}: ${count(report.valid)} valid, ${plural(report.violations, 'violation')}, ${count(report.unmatched)} matching no operation${report.otherHosts > 0 ? `, ${count(report.otherHosts)} of other hosts left out` : ''}${report.preflights > 0 ? `, ${plural(report.preflights, 'CORS preflight')}` : ''}${report.strict ? ' (strict)' : ''}${report.inputErrorCount > 0 ? `; ${plural(report.inputErrorCount, 'input error')}` : ''}`,
    '',
  );
  const seen = report.operations.filter((row) => row.exchanges > 0);
  // A merged report comes from files: its names are printed as any text of a recording is.
  const rows = seen.map((row) => [printable(row.operationId, 200), count(row.exchanges), count(row.valid), count(row.violations)]);
  if (report.unmatched > 0) rows.push(['(no operation)', count(report.unmatched), '-', report.strict ? count(report.unmatched) : '-']);
  rows.push(['total', count(report.exchanges), count(report.valid), count(report.violations)]);
  out.push(...table(['operation', 'exchanges', 'valid', 'violations'], rows));
  const unseen = report.operations.length - seen.length;
  if (unseen > 0) out.push(`(${plural(unseen, 'operation')} of the contract not in the traffic)`);

  // Without them the report of a file that could not be read reads as a clean, empty run (review 20 F7).
  if (report.inputErrorCount > 0) out.push('', 'Input that could not be read:', ...inputErrorLines(report).map((line) => `  ${line}`));
  if (report.unmatchedExchanges.length > 0) {
    out.push('', 'Exchanges that match no operation:', ...report.unmatchedExchanges.map(exchangeLine));
    if (report.notListed.unmatched > 0) out.push(`  … and ${count(report.notListed.unmatched)} more`);
  }
  if (report.violationList.length > 0) {
    out.push('', 'Violations:');
    for (const violation of report.violationList) {
      out.push(
        `  ${placeOf(violation)}  ${violation.operationId == null ? '(no operation)' : printable(String(violation.operationId), 200)}  ${request(violation)}${violation.status === null ? '' : ` → ${printable(String(violation.status), 20)}`}`,
      );
      for (const issue of violation.requestIssues) out.push(issueLine('request', issue));
      for (const issue of violation.responseIssues) out.push(issueLine('response', issue));
    }
    if (report.notListed.violations > 0) out.push(`  … and ${count(report.notListed.violations)} more (counted, not listed)`);
  }
  return `${out.join('\n')}\n`;
}
