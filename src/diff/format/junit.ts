// JUnit XML: one test case per operation, failing when a change to it fails the run (--fail-on:
// breaking ones by default); valid against Jenkins' xunit junit-10.xsd (test/helpers/junit-10.xsd),
// the strictest of its readers.
import { printable } from '../../text/printable.js';
import { xmlText } from '../../text/xml-text.js';
import { operationKey } from '../operation-plan.js';
import type { Change, DiffReport } from '../report.js';
import { type FailOn, failsOn } from './fail-on.js';
import { operationName, witnessText } from './group.js';

/**
 * Text for an attribute value: XML's attribute-value normalisation reads a raw line feed, carriage
 * return or tab there as a space, so those are written as character references; text content keeps them.
 */
const xmlAttribute = (text: string): string => xmlText(text).replace(/[\n\r\t]/g, (char) => `&#${char.charCodeAt(0)};`);

/** An operation as the test case that stands for it names it. */
export interface OperationRef {
  method: string;
  path: string;
  operationId: string | null;
}

/**
 * What names a diff's suite and the class of its cases: the API's title with the two versions. The
 * versions alone folded the diffs of two APIs into one suite in a merger of JUnit files (review 27d).
 */
function suiteName(report: DiffReport): string {
  const { old, new: next } = report;
  return old.title === next.title ? `${old.title} ${old.version} → ${next.version}` : `${old.title} ${old.version} → ${next.title} ${next.version}`;
}

/**
 * `operations`: every operation compared (NEW's, and OLD's that NEW removed), each a test case, the
 * passing ones too: a report of no test at all fails Jenkins' junit step. A change is the case of its
 * operation whichever version's path it names (`{topicKey}` in OLD is `{key}` in NEW).
 */
export function junitReport(report: DiffReport, operations: readonly OperationRef[] = [], failOn: FailOn = 'breaking'): string {
  const groups = new Map<string, { name: string; changes: Change[] }>();
  for (const op of operations)
    if (!groups.has(operationKey(op.method, op.path))) groups.set(operationKey(op.method, op.path), { name: operationName(op), changes: [] });
  for (const change of report.changes) {
    const key = operationKey(change.method, change.path);
    const group = groups.get(key) ?? { name: operationName(change), changes: [] };
    group.changes.push(change);
    groups.set(key, group);
  }
  const suite = xmlAttribute(suiteName(report));
  const cases: string[] = [];
  let failures = 0;
  for (const { name, changes } of groups.values()) {
    const failing = changes.filter((change) => failsOn(change, failOn));
    // One line a change: a spec's name holding a line break is written out (`\n`), as the text report
    // writes it, so that it cannot start a line of its own that reads as another change (review 27d F4).
    const detail = changes
      .map((change) =>
        printable(`${change.level} ${change.rule}: ${change.message}${change.witness ? ` (witness ${witnessText(change)})` : ''}`, Number.POSITIVE_INFINITY),
      )
      .join('\n');
    const open = `    <testcase classname="${suite}" name="${xmlAttribute(name)}"`;
    if (failing.length > 0) {
      failures += 1;
      const what = failOn === 'breaking' ? 'breaking change(s)' : 'change(s), with --fail-on any';
      cases.push(
        `${open}>\n      <failure message="${xmlAttribute(`${failing.length} ${what}`)}" type="${failOn === 'breaking' ? 'breaking' : 'change'}">${xmlText(detail)}</failure>\n    </testcase>`,
      );
    } else if (changes.length > 0) cases.push(`${open}>\n      <system-out>${xmlText(detail)}</system-out>\n    </testcase>`);
    else cases.push(`${open}/>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // errors: no test case errs (a spec that cannot be read is no report); Jenkins' junit-10.xsd requires it.
    `<testsuites name="diff" tests="${groups.size}" failures="${failures}" errors="0">`,
    `  <testsuite name="${suite}" tests="${groups.size}" failures="${failures}" errors="0">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
