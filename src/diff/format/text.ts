// For a terminal: every piece of the specs' text escaped, as all printed text is.
import { printable } from '../../text/printable.js';
import type { DiffReport } from '../report.js';
import { byOperation, witnessText } from './group.js';

export function textReport(report: DiffReport): string {
  const lines = [
    `${printable(report.old.title)} ${printable(report.old.version)} → ${printable(report.new.title)} ${printable(report.new.version)}`,
    `${report.summary.breaking} breaking, ${report.summary.review} to review, ${report.summary.nonBreaking} non-breaking, ${report.summary.annotation} annotations`,
  ];
  for (const [operation, changes] of byOperation(report.changes)) {
    lines.push('', printable(operation));
    for (const change of changes) {
      lines.push(`  ${change.level.padEnd(12)} ${change.rule}: ${printable(change.message, 300)}`);
      if (change.witness) lines.push(`  ${''.padEnd(12)} witness ${printable(witnessText(change), 300)}`);
    }
  }
  if (report.impact) {
    const impact = report.impact;
    lines.push('', `Traffic: ${impact.exchanges} exchanges, ${impact.validBefore} valid under OLD, ${impact.brokenAfter} of them refused by NEW`);
    for (const [operation, counts] of Object.entries(impact.byOperation))
      lines.push(`  ${printable(operation)}: ${counts.brokenAfter} of ${counts.validBefore}`);
    for (const [rule, counts] of Object.entries(impact.byRule))
      lines.push(`  ${printable(rule)}: ${counts.brokenAfter} (${counts.examples.map((place) => printable(place)).join(', ')})`);
    for (const [key, counts] of Object.entries(impact.byKey)) lines.push(`  key ${printable(key)}: ${counts.brokenAfter} of ${counts.validBefore}`);
  }
  return `${lines.join('\n')}\n`;
}
