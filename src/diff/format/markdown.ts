// A CHANGELOG section: by operation, the breaking changes first, each with its witness.
import type { DiffReport } from '../report.js';
import { byOperation, witnessText } from './group.js';

/** Text made inert in Markdown: no markup, no HTML, one line. */
const inert = (text: string): string => text.replace(/[\r\n]+/g, ' ').replace(/([\\`*_[\]<>|#])/g, '\\$1');

export function markdownReport(report: DiffReport, heading = `## ${inert(report.new.version || 'Unreleased')}`): string {
  const lines = [heading, ''];
  const contract = report.changes.filter((change) => change.level !== 'annotation');
  const breaking = contract.filter((change) => change.level === 'breaking').length;
  lines.push(
    breaking > 0
      ? `**${breaking} breaking change${breaking === 1 ? '' : 's'}** against ${inert(report.old.version)}.`
      : `No breaking change against ${inert(report.old.version)}.`,
    '',
  );
  for (const [operation, changes] of byOperation(contract)) {
    lines.push(`### ${inert(operation)}`, '');
    for (const change of changes) {
      const witness = change.witness ? ` Witness: \`${witnessText(change).replaceAll('`', "'")}\`` : '';
      lines.push(`- **${change.level}** \`${change.rule}\`: ${inert(change.message)}.${witness}`);
    }
    lines.push('');
  }
  const notes = report.changes.length - contract.length;
  if (notes > 0) lines.push(`${notes} annotation change${notes === 1 ? '' : 's'} (descriptions, examples, links, tags).`, '');
  return `${lines.join('\n')}`;
}
