// The report as text for a terminal.
import type { ValidationIssue } from '../validator/index.js';
import type { ListedExchange, TrafficReport } from './check.js';

const count = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;

/** 'file:index', and the line for JSON Lines. */
export function placeOf(entry: { file: string; index: number; line?: number }): string {
  return entry.line === undefined ? `${entry.file}:${entry.index}` : `${entry.file}:${entry.index} (line ${entry.line})`;
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
  `    ${direction.padEnd(8)} ${issue.location}${issue.pointer}: ${issue.message}${issue.keyword === undefined ? '' : ` [${issue.keyword}]`}${issue.severity === 'warning' ? ' (warning)' : ''}`;

const exchangeLine = (entry: ListedExchange): string => `  ${placeOf(entry)}  ${entry.method} ${entry.path}`;

export function formatReport(report: TrafficReport): string {
  const out: string[] = [];
  const files = plural(report.files.length, 'file');
  out.push(
    `${files}, ${plural(report.exchanges, 'exchange')}: ${count(report.valid)} valid, ${plural(report.violations, 'violation')}, ${count(report.unmatched)} matching no operation${report.strict ? ' (strict)' : ''}`,
    '',
  );
  const seen = report.operations.filter((row) => row.exchanges > 0);
  const rows = seen.map((row) => [row.operationId, count(row.exchanges), count(row.valid), count(row.violations)]);
  if (report.unmatched > 0) rows.push(['(no operation)', count(report.unmatched), '-', report.strict ? count(report.unmatched) : '-']);
  rows.push(['total', count(report.exchanges), count(report.valid), count(report.violations)]);
  out.push(...table(['operation', 'exchanges', 'valid', 'violations'], rows));
  const unseen = report.operations.length - seen.length;
  if (unseen > 0) out.push(`(${plural(unseen, 'operation')} of the contract not in the traffic)`);

  if (report.unmatchedExchanges.length > 0) {
    out.push('', 'Exchanges that match no operation:', ...report.unmatchedExchanges.map(exchangeLine));
    if (report.notListed.unmatched > 0) out.push(`  … and ${count(report.notListed.unmatched)} more`);
  }
  if (report.violationList.length > 0) {
    out.push('', 'Violations:');
    for (const violation of report.violationList) {
      out.push(`  ${placeOf(violation)}  ${violation.operationId ?? '(no operation)'}  ${violation.method} ${violation.path}${violation.status === null ? '' : ` → ${violation.status}`}`);
      for (const issue of violation.requestIssues) out.push(issueLine('request', issue));
      for (const issue of violation.responseIssues) out.push(issueLine('response', issue));
    }
    if (report.notListed.violations > 0) out.push(`  … and ${count(report.notListed.violations)} more (counted, not listed)`);
  }
  return `${out.join('\n')}\n`;
}
