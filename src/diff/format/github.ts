// GitHub workflow commands: an ::error per change that fails the run (--fail-on: breaking ones by
// default), a ::warning per other break or change to review, each at the file and line of its place:
// in NEW, or in OLD for what NEW no longer has, as the change says.
import { STDIN_NAME } from '../../files/stdin-name.js';
import { jsonQuoted, printable } from '../../text/printable.js';
import type { DiffReport } from '../report.js';
import { type FailOn, failsOn } from './fail-on.js';

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

/** A file an annotation cannot point at: standard input, or a pipe's descriptor (`<(git show …)` gives `/dev/fd/63`). */
const unreachable = (file: string): boolean => file === STDIN_NAME || /^\/(?:dev\/fd|proc\/self\/fd)\/\d+$|^\/dev\/stdin$/.test(file);

/**
 * GitHub shows at most 10 annotations of each kind a step: one change met by several operations (a
 * shared schema's) is one annotation at its place, naming them, so that it does not use up the cap
 * before a break of its own is shown (review 27d F2). Errors come first, in the report's order.
 */
export function githubReport(report: DiffReport, places?: SourcePlaces, failOn: FailOn = 'breaking'): string {
  const annotations = new Map<string, { command: string; props: string; text: string; rule: string; named: string; operations: string[] }>();
  for (const change of report.changes) {
    const failing = failsOn(change, failOn);
    // What fails the run is an error; a break or a change to review that does not is a warning.
    if (!failing && change.level !== 'breaking' && change.level !== 'review') continue;
    const command = failing ? 'error' : 'warning';
    const place = places?.place(change.document, change.location);
    const where = place === undefined || unreachable(place.file) ? undefined : place;
    const witness = change.witness
      ? ` Witness: ${change.witness.in}${change.witness.name ? ` ${change.witness.name}` : ''} ${jsonQuoted(change.witness.value)}`
      : '';
    const text = `${change.message}.${witness}`;
    const props = where ? `file=${property(where.file)},line=${where.line}` : '';
    const key = JSON.stringify([command, props, change.rule, text]);
    const operation = `${change.method.toUpperCase()} ${change.path}`;
    const known = annotations.get(key);
    if (known === undefined)
      annotations.set(key, { command, props, text, rule: change.rule, named: change.operationId ?? change.path, operations: [operation] });
    else if (!known.operations.includes(operation)) known.operations.push(operation);
  }
  const lines: string[] = [];
  for (const command of ['error', 'warning'])
    for (const annotation of annotations.values()) {
      if (annotation.command !== command) continue;
      const { props, text, rule, named, operations } = annotation;
      const title = operations.length === 1 ? `${rule} (${named})` : `${rule} (${operations.length} operations)`;
      lines.push(`::${command} ${[props, `title=${property(title)}`].filter(Boolean).join(',')}::${data(`${operations.join(', ')}: ${text}`)}`);
    }
  lines.push(`::notice::${report.summary.breaking} breaking, ${report.summary.review} to review, ${report.summary.nonBreaking} non-breaking`);
  return `${lines.join('\n')}\n`;
}
