import type { DiffReport } from '../report.js';
import { githubReport, type SourcePlaces } from './github.js';
import { junitReport } from './junit.js';
import { markdownReport } from './markdown.js';
import { textReport } from './text.js';

export type { SourcePlaces } from './github.js';
export { markdownReport } from './markdown.js';

export const REPORT_FORMATS = ['text', 'markdown', 'json', 'github', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function formatReport(report: DiffReport, format: ReportFormat, places?: SourcePlaces): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`;
    case 'markdown':
      return markdownReport(report);
    case 'github':
      return githubReport(report, places);
    case 'junit':
      return junitReport(report);
    default:
      return textReport(report);
  }
}
