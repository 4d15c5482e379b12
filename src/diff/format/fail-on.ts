// Which changes fail the run: the CLI's --fail-on, the one rule its exit code and its machine
// reports (JUnit failures, GitHub error annotations) both follow. A step that went red with every
// test case passing, or green under red annotations, told CI two things (review 27d F1).
import type { Change } from '../report.js';

export const FAIL_ON = ['breaking', 'any', 'none'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** Whether `change` is at or above `failOn`: breaking ones, any change but an annotation, or none. */
export const failsOn = (change: Pick<Change, 'level'>, failOn: FailOn): boolean =>
  failOn === 'none' ? false : failOn === 'any' ? change.level !== 'annotation' : change.level === 'breaking';
