import { printableJson } from '../../text/printable.js';
import type { DiffReport } from '../report.js';
import type { FailOn } from './fail-on.js';
import { githubReport, type SourcePlaces } from './github.js';
import { junitReport, type OperationRef } from './junit.js';
import { markdownReport } from './markdown.js';
import { textReport } from './text.js';

export { FAIL_ON, type FailOn, failsOn } from './fail-on.js';
export type { SourcePlaces } from './github.js';
export type { OperationRef } from './junit.js';
export { markdownReport } from './markdown.js';

export const REPORT_FORMATS = ['text', 'markdown', 'json', 'github', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * `operations`: the operations compared, for `junit`'s one test case each (comparedOperations() in
 * operations.ts). `failOn`: what fails the run, which `junit`'s failures and `github`'s errors follow.
 */
export function formatReport(
  report: DiffReport,
  format: ReportFormat,
  places?: SourcePlaces,
  operations?: readonly OperationRef[],
  failOn: FailOn = 'breaking',
): string {
  switch (format) {
    case 'json':
      return printableJson(report);
    case 'markdown':
      return markdownReport(report);
    case 'github':
      return githubReport(report, places, failOn);
    case 'junit':
      return junitReport(report, operations, failOn);
    default:
      return textReport(report);
  }
}
