// Reports of validate-traffic runs over parts of the traffic (files sharded across workers), merged
// into the report one run over all of it would have given: counts summed, per operation by its id,
// lists joined up to the same limit, with what is left out counted.
import { isObject } from '../http/is-object.js';
import type { OperationSummary, TrafficReport } from './check.js';

/** The most violations (and unmatched exchanges) a merged report lists, as checkTraffic's default. */
export const MERGED_MAX_LISTED = 1000;

const COUNTS = ['exchanges', 'matched', 'valid', 'violations', 'unmatched', 'otherHosts', 'inputErrorCount'] as const;
const LISTS = ['files', 'operations', 'unmatchedExchanges', 'violationList', 'inputErrors'] as const;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The report in `value` (parsed `validate-traffic --json` output), or what is wrong with it. */
export function checkTrafficReport(value: unknown): TrafficReport | string {
  if (!isObject(value)) return 'not a validate-traffic --json report: not a JSON object';
  if (typeof value.strict !== 'boolean') return 'not a validate-traffic --json report: "strict" is not true or false';
  for (const key of COUNTS) if (!isCount(value[key])) return `not a validate-traffic --json report: "${key}" is not a count`;
  for (const key of LISTS) if (!Array.isArray(value[key])) return `not a validate-traffic --json report: "${key}" is not a list`;
  const notListed = value.notListed;
  if (!isObject(notListed) || !isCount(notListed.violations) || !isCount(notListed.unmatched))
    return 'not a validate-traffic --json report: "notListed" is not {violations, unmatched}';
  const listed = (key: 'violationList' | 'unmatchedExchanges' | 'inputErrors', fits: (item: Record<string, unknown>) => boolean, shape: string) => {
    const at = (value[key] as unknown[]).findIndex((item) => !isObject(item) || !fits(item));
    return at === -1 ? undefined : `not a validate-traffic --json report: ${key}[${at}] is not ${shape}`;
  };
  const isIssueList = (issues: unknown) =>
    Array.isArray(issues) &&
    issues.every((issue) => isObject(issue) && typeof issue.location === 'string' && typeof issue.pointer === 'string' && typeof issue.message === 'string');
  const isListedExchange = (item: Record<string, unknown>) =>
    typeof item.file === 'string' && isCount(item.index) && typeof item.method === 'string' && typeof item.path === 'string';
  const wrongItem =
    listed(
      'violationList',
      (item) => isListedExchange(item) && isIssueList(item.requestIssues) && isIssueList(item.responseIssues),
      '{file, index, method, path, requestIssues, responseIssues}',
    ) ??
    listed('unmatchedExchanges', isListedExchange, '{file, index, method, path}') ??
    listed('inputErrors', (item) => typeof item.file === 'string' && typeof item.message === 'string', '{file, message}');
  if (wrongItem !== undefined) return wrongItem;
  for (const [i, operation] of (value.operations as unknown[]).entries()) {
    if (
      !isObject(operation) ||
      typeof operation.operationId !== 'string' ||
      !isCount(operation.exchanges) ||
      !isCount(operation.valid) ||
      !isCount(operation.violations)
    )
      return `not a validate-traffic --json report: operations[${i}] is not {operationId, exchanges, valid, violations}`;
  }
  return value as unknown as TrafficReport;
}

/** Joins `lists` in order, keeping at most `max` items; returns them and how many were left out. */
function joinCapped<T>(lists: readonly T[][], max: number): [T[], number] {
  const joined: T[] = [];
  let left = 0;
  for (const list of lists) {
    const room = Math.max(0, max - joined.length);
    joined.push(...list.slice(0, room));
    left += Math.max(0, list.length - room);
  }
  return [joined, left];
}

/**
 * One report for all: the reports must agree on strict (a strict and a lenient count do not add
 * up). Operations keep the first report's order; one only a later report has comes after.
 */
export function mergeTrafficReports(reports: readonly TrafficReport[]): TrafficReport {
  if (reports.length === 0) throw new TypeError('mergeTrafficReports needs at least one report');
  const strict = reports[0]!.strict;
  if (reports.some((report) => report.strict !== strict)) throw new TypeError('the reports were made with and without --strict: their counts do not add up');
  const operations = new Map<string, OperationSummary>();
  for (const report of reports) {
    for (const { operationId, exchanges, valid, violations } of report.operations) {
      const sum = operations.get(operationId) ?? { operationId, exchanges: 0, valid: 0, violations: 0 };
      sum.exchanges += exchanges;
      sum.valid += valid;
      sum.violations += violations;
      operations.set(operationId, sum);
    }
  }
  const total = (key: (typeof COUNTS)[number]) => reports.reduce((sum, report) => sum + report[key], 0);
  const [violationList, violationsLeft] = joinCapped(
    reports.map((report) => report.violationList),
    MERGED_MAX_LISTED,
  );
  const [unmatchedExchanges, unmatchedLeft] = joinCapped(
    reports.map((report) => report.unmatchedExchanges),
    MERGED_MAX_LISTED,
  );
  return {
    files: reports.flatMap((report) => report.files),
    strict,
    exchanges: total('exchanges'),
    matched: total('matched'),
    valid: total('valid'),
    violations: total('violations'),
    unmatched: total('unmatched'),
    otherHosts: total('otherHosts'),
    // Absent from the reports of releases before preflights were counted apart.
    preflights: reports.reduce((sum, report) => sum + (isCount(report.preflights) ? report.preflights : 0), 0),
    operations: [...operations.values()],
    unmatchedExchanges,
    violationList,
    notListed: {
      violations: violationsLeft + reports.reduce((sum, report) => sum + report.notListed.violations, 0),
      unmatched: unmatchedLeft + reports.reduce((sum, report) => sum + report.notListed.unmatched, 0),
    },
    // Already at most 20 per file in each report.
    inputErrors: reports.flatMap((report) => report.inputErrors),
    inputErrorCount: total('inputErrorCount'),
  };
}
