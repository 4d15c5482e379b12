// JUnit XML: one test case per operation, failing when a change to it breaks; valid against Jenkins'
// xunit junit-10.xsd (test/helpers/junit-10.xsd), the strictest of its readers.
import type { DiffReport } from '../report.js';
import { byOperation, witnessText } from './group.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry these at all.
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xml = (text: string) =>
  text.replace(INVALID_XML, '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

export function junitReport(report: DiffReport): string {
  const groups = byOperation(report.changes);
  const cases: string[] = [];
  let failures = 0;
  for (const [operation, changes] of groups) {
    const breaking = changes.filter((change) => change.level === 'breaking');
    const detail = changes
      .map((change) => `${change.level} ${change.rule}: ${change.message}${change.witness ? ` (witness ${witnessText(change)})` : ''}`)
      .join('\n');
    if (breaking.length > 0) {
      failures += 1;
      cases.push(
        `    <testcase classname="diff" name="${xml(operation)}">\n      <failure message="${xml(`${breaking.length} breaking change(s)`)}" type="breaking">${xml(detail)}</failure>\n    </testcase>`,
      );
    } else cases.push(`    <testcase classname="diff" name="${xml(operation)}">\n      <system-out>${xml(detail)}</system-out>\n    </testcase>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // errors: no test case errs (a spec that cannot be read is no report); Jenkins' junit-10.xsd requires it.
    `<testsuites name="diff" tests="${groups.size}" failures="${failures}" errors="0">`,
    `  <testsuite name="${xml(`${report.old.version} → ${report.new.version}`)}" tests="${groups.size}" failures="${failures}" errors="0">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
