// A CHANGELOG section: by operation, the breaking changes first, each with its witness.
import { printable } from '../../text/printable.js';
import type { DiffReport } from '../report.js';
import { byOperation, witnessText } from './group.js';

/** One line, its control characters escaped as printed text's are (`\u001b`), cut nowhere. */
const oneLine = (text: string): string => printable(text.replace(/[\r\n]+/g, ' '), Number.POSITIVE_INFINITY);

/** Text made inert in Markdown: no markup, no HTML, no entity, one line. */
const inert = (text: string): string => oneLine(text).replace(/([\\`*_[\]<>|#~&])/g, '\\$1');

/**
 * A code span of `text`: one line, its control characters escaped, fenced by more backticks than
 * any run of them inside, so that nothing in it is read as Markdown or HTML and nothing ends it.
 */
const codeSpan = (text: string): string => {
  const body = printable(text, Number.POSITIVE_INFINITY);
  const fence = '`'.repeat(Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
};

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
      const witness = change.witness ? ` Witness: ${codeSpan(witnessText(change))}` : '';
      lines.push(`- **${change.level}** \`${change.rule}\`: ${inert(change.message)}.${witness}`);
    }
    lines.push('');
  }
  const notes = report.changes.length - contract.length;
  if (notes > 0) lines.push(`${notes} annotation change${notes === 1 ? '' : 's'} (descriptions, examples, links, tags).`, '');
  return `${lines.join('\n')}`;
}
