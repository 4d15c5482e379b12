// Validates recorded exchanges and sums them up: per operation, the ones that match no operation,
// and each violation with where it was read. Memory stays bounded whatever the input size: counts
// are kept for everything, details for the first few hundred.
import { validateRequest, validateResponse, type ValidationIssue, type ValidationResult } from '../validator/index.js';
import { operations } from '../../generated/operations.cjs';
import { readTraffic } from './detect.js';
import { TrafficInputError, type ExchangeSource, type InputPlace, type RecordedExchange } from './types.js';

export interface CheckTrafficOptions {
  /** Run the strict checks; their warnings, and exchanges that match no operation, count as violations. */
  strict?: boolean;
  /** At most this many violations (and as many unmatched exchanges) are listed; all are counted. Default 1000. */
  maxListed?: number;
  /** Told of progress as the files are read. */
  onProgress?: (progress: TrafficProgress) => void;
}

export interface TrafficProgress {
  file: string;
  /** Bytes of the current file read so far. */
  bytesRead: number;
  exchanges: number;
}

export interface OperationSummary {
  operationId: string;
  exchanges: number;
  valid: number;
  violations: number;
}

export interface ListedExchange extends ExchangeSource {
  method: string;
  /** The request target without its query string. */
  path: string;
}

export interface ListedViolation extends ListedExchange {
  operationId: string | null;
  status: number | null;
  requestIssues: ValidationIssue[];
  responseIssues: ValidationIssue[];
}

export interface InputProblem extends InputPlace {
  file: string;
  message: string;
}

export interface TrafficReport {
  files: string[];
  strict: boolean;
  exchanges: number;
  valid: number;
  violations: number;
  unmatched: number;
  /** Every operation of the contract, in the contract's order, zeros included. */
  operations: OperationSummary[];
  unmatchedExchanges: ListedExchange[];
  violationList: ListedViolation[];
  /** How many were counted but not listed. */
  notListed: { violations: number; unmatched: number };
  /** Input that could not be read. */
  inputErrors: InputProblem[];
  /** How many input errors there were in all (the list stops at 20 per file). */
  inputErrorCount: number;
}

const DEFAULT_MAX_LISTED = 1000;
const MAX_ERRORS_PER_FILE = 20;

const violates = (result: ValidationResult, strict: boolean): boolean => (strict ? result.issues.length > 0 : !result.valid);

function withoutQuery(target: string): string {
  const question = target.indexOf('?');
  return question === -1 ? target : target.slice(0, question);
}

function listed(source: ExchangeSource, method: string, target: string): ListedExchange {
  const entry: ListedExchange = { file: source.file, index: source.index, method, path: withoutQuery(target) };
  if (source.line !== undefined) entry.line = source.line;
  return entry;
}

function problemOf(error: TrafficInputError): InputProblem {
  return { file: error.file, message: error.reason, ...error.where };
}

export class TrafficChecker {
  private readonly strict: boolean;
  private readonly maxListed: number;
  private readonly report: TrafficReport;
  private readonly byOperation = new Map<string, OperationSummary>();

  constructor(options: CheckTrafficOptions = {}) {
    this.strict = options.strict === true;
    this.maxListed = options.maxListed ?? DEFAULT_MAX_LISTED;
    const summaries = operations.map(({ operationId }) => ({ operationId, exchanges: 0, valid: 0, violations: 0 }));
    for (const summary of summaries) this.byOperation.set(summary.operationId, summary);
    this.report = {
      files: [],
      strict: this.strict,
      exchanges: 0,
      valid: 0,
      violations: 0,
      unmatched: 0,
      operations: summaries,
      unmatchedExchanges: [],
      violationList: [],
      notListed: { violations: 0, unmatched: 0 },
      inputErrors: [],
      inputErrorCount: 0,
    };
  }

  addFile(file: string): void {
    this.report.files.push(file);
  }

  /** Counts an input error; lists it unless the file has had its share listed already. */
  addInputError(error: TrafficInputError, errorsInFile: number): void {
    this.report.inputErrorCount += 1;
    if (errorsInFile <= MAX_ERRORS_PER_FILE) this.report.inputErrors.push(problemOf(error));
  }

  add(exchange: RecordedExchange): void {
    const { request, response, source } = exchange;
    const report = this.report;
    report.exchanges += 1;
    const requestResult = validateRequest(request, { strict: this.strict });
    const operationId = requestResult.operationId;
    if (operationId === undefined) {
      report.unmatched += 1;
      if (report.unmatchedExchanges.length < this.maxListed) report.unmatchedExchanges.push(listed(source, request.method, request.path));
      else report.notListed.unmatched += 1;
      // A browser export holds other sites' traffic too: only strict mode calls that a violation.
      if (this.strict) this.violation(source, request.method, request.path, null, response?.status ?? null, requestResult.issues, []);
      return;
    }
    let responseIssues: ValidationIssue[] = [];
    if (response !== undefined) {
      const result = validateResponse({ method: request.method, path: request.path, status: response.status, headers: response.headers, body: response.body }, { strict: this.strict });
      // A body the recording dropped cannot be held against the response.
      const issues = response.bodyNotCaptured ? result.issues.filter((issue) => !(issue.location === 'body' && issue.keyword === 'required')) : result.issues;
      if (violates({ valid: !issues.some((issue) => issue.severity === 'error'), issues }, this.strict)) responseIssues = issues;
    }
    const requestIssues = violates(requestResult, this.strict) ? requestResult.issues : [];
    const summary = this.byOperation.get(operationId)!;
    summary.exchanges += 1;
    if (requestIssues.length === 0 && responseIssues.length === 0) {
      summary.valid += 1;
      report.valid += 1;
      return;
    }
    summary.violations += 1;
    this.violation(source, request.method, request.path, operationId, response?.status ?? null, requestIssues, responseIssues);
  }

  private violation(source: ExchangeSource, method: string, target: string, operationId: string | null, status: number | null, requestIssues: ValidationIssue[], responseIssues: ValidationIssue[]): void {
    const report = this.report;
    report.violations += 1;
    if (report.violationList.length >= this.maxListed) {
      report.notListed.violations += 1;
      return;
    }
    report.violationList.push({ ...listed(source, method, target), operationId, status, requestIssues, responseIssues });
  }

  result(): TrafficReport {
    return this.report;
  }
}

/** Reads and checks every file in turn; unreadable input is reported, never thrown. */
export async function checkTraffic(files: readonly string[], options: CheckTrafficOptions = {}): Promise<TrafficReport> {
  const checker = new TrafficChecker(options);
  const { onProgress } = options;
  let exchanges = 0;
  for (const file of files) {
    checker.addFile(file);
    let errors = 0;
    let bytesRead = 0;
    const onBytes = onProgress === undefined ? undefined : (bytes: number) => (bytesRead = bytes);
    try {
      for await (const item of readTraffic(file, onBytes)) {
        if (item instanceof TrafficInputError) {
          errors += 1;
          checker.addInputError(item, errors);
          continue;
        }
        checker.add(item);
        exchanges += 1;
        // Every 1024 exchanges: often enough for a progress line, rarely enough to cost nothing.
        if (onProgress !== undefined && (exchanges & 1023) === 0) onProgress({ file, bytesRead, exchanges });
      }
    } catch (error) {
      if (!(error instanceof TrafficInputError)) throw error;
      errors += 1;
      checker.addInputError(error, errors);
    }
    onProgress?.({ file, bytesRead, exchanges });
  }
  return checker.result();
}

/** 2 when some input could not be read, 1 on a violation, else 0. */
export function exitCodeOf(report: TrafficReport): 0 | 1 | 2 {
  if (report.inputErrorCount > 0) return 2;
  return report.violations > 0 ? 1 : 0;
}
