// GitHub workflow commands: an ::error per breaking change, a ::warning per one to review, each at
// the file and line of its place: in NEW, or in OLD for what NEW no longer has, as the change says.
import { STDIN_NAME } from '../../files/stdin-name.js';
import { jsonQuoted, printable } from '../../text/printable.js';
import type { DiffReport } from '../report.js';

export interface SourcePlaces {
  /** The file and line of a JSON pointer of the bundled document, when known. */
  place(which: 'old' | 'new', pointer: string): { file: string; line: number } | undefined;
}

/**
 * Workflow command data and properties are escaped as GitHub's toolkit escapes them, once every control
 * character (ESC, BEL, NUL, a lone surrogate…) is written out as the text and markdown reports write it:
 * a name from the spec must not reach the log, or a terminal reading it, raw.
 */
const data = (text: string) => printable(text, Number.POSITIVE_INFINITY).replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const property = (text: string) => data(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

export function githubReport(report: DiffReport, places?: SourcePlaces): string {
  const lines: string[] = [];
  for (const change of report.changes) {
    if (change.level !== 'breaking' && change.level !== 'review') continue;
    const command = change.level === 'breaking' ? 'error' : 'warning';
    const place = places?.place(change.document, change.location);
    // A spec read from standard input is in no file an annotation could point at.
    const where = place?.file === STDIN_NAME ? undefined : place;
    const props = [where ? `file=${property(where.file)},line=${where.line}` : '', `title=${property(`${change.rule} (${change.operationId ?? change.path})`)}`]
      .filter(Boolean)
      .join(',');
    const witness = change.witness
      ? ` Witness: ${change.witness.in}${change.witness.name ? ` ${change.witness.name}` : ''} ${jsonQuoted(change.witness.value)}`
      : '';
    lines.push(`::${command} ${props}::${data(`${change.method.toUpperCase()} ${change.path}: ${change.message}.${witness}`)}`);
  }
  lines.push(`::notice::${report.summary.breaking} breaking, ${report.summary.review} to review, ${report.summary.nonBreaking} non-breaking`);
  return `${lines.join('\n')}\n`;
}
