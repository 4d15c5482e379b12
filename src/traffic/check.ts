// Validates recorded exchanges and sums them up: per operation, the ones that match no operation,
// and each violation with where it was read. Memory stays bounded whatever the input size: counts
// are kept for everything, details for the first few hundred, and JSON Lines are read a batch at a
// time (checked on worker threads with `jobs` > 1, taken back in their order: check-lines.ts).
import { constants as bufferConstants } from 'node:buffer';
import { parseBasePath } from '../http/base-path.js';
import { checkOptionNames } from '../http/option-names.js';
import type { ValidationIssue } from '../validator/index.js';
import type { BatchResult } from './batch.js';
import { checkJsonLines } from './check-lines.js';
import { type Evaluation, exchangeEvaluator, operationCount, operationIdAt } from './evaluate.js';
import { type HostFilter, hostFilter, normalizeHosts } from './hosts.js';
import { inputName, openTrafficInput, type TrafficInput } from './input.js';
import { DEFAULT_MAX_LINE_BYTES } from './jsonl.js';
import { CHECK_TRAFFIC_OPTIONS, EXIT_CODE_OPTIONS, TRAFFIC_CHECKER_OPTIONS } from './option-names.js';
import { type BatchRunner, inlineRunner } from './runner.js';
import { type ExchangeSource, type InputPlace, type RecordedExchange, TrafficInputError } from './types.js';

// diff --traffic reads its batches through it too.
export { checkJsonLines };

export interface CheckTrafficOptions {
  /** Run the strict checks; their warnings, and exchanges that match no operation, count as violations. */
  strict?: boolean;
  /** At most this many violations (and as many unmatched exchanges) are listed; all are counted. Default 1000. */
  maxListed?: number;
  /** Told of progress as the files are read. */
  onProgress?: (progress: TrafficProgress) => void;
  /** The prefix the service is mounted under (`/api`): removed before routing; a path outside it matches no operation. */
  basePath?: string;
  /** Only the exchanges sent to these hosts are checked (a browser export holds every site's); read as --host, see hostFilter. */
  hosts?: readonly string[];
  /** Longest JSON line read, and largest body checked (default 16 MiB). */
  maxBodyBytes?: number;
  /** Worker threads that check JSON Lines (default 1: on this thread). The report is the same for any number. */
  jobs?: number;
  /** What '-' reads (default process.stdin). */
  stdin?: NodeJS.ReadableStream;
}

export interface TrafficProgress {
  file: string;
  /** Bytes of the current file read so far. */
  bytesRead: number;
  exchanges: number;
  /**
   * Of a HAR file, read whole before its first entry is checked: its entries checked so far, of how
   * many. The bytes say nothing of the checking that follows the reading (review 26c F11).
   */
  entries?: { checked: number; total: number };
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
  /** Exchanges checked (those of other hosts left out). */
  exchanges: number;
  /** Exchanges that matched an operation of the contract. */
  matched: number;
  valid: number;
  violations: number;
  unmatched: number;
  /** Exchanges left out because they went to another host than `hosts`. */
  otherHosts: number;
  /** CORS preflights for an operation of the contract: accepted by the preflight rule, not counted as exchanges. */
  preflights: number;
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

function listed(source: ExchangeSource, method: string, path: string): ListedExchange {
  const entry: ListedExchange = { file: source.file, index: source.index, method, path };
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
  private readonly summaries: OperationSummary[];
  private readonly evaluate: (exchange: RecordedExchange) => Evaluation;
  private readonly hosts: HostFilter | undefined;

  constructor(options: CheckTrafficOptions = {}) {
    checkOptionNames(options, TRAFFIC_CHECKER_OPTIONS);
    this.strict = options.strict === true;
    this.maxListed = options.maxListed ?? DEFAULT_MAX_LISTED;
    this.evaluate = exchangeEvaluator(evaluateOptions(options));
    this.hosts = hostFilter(options.hosts ?? []);
    this.summaries = Array.from({ length: operationCount }, (_, operation) => ({
      operationId: operationIdAt(operation),
      exchanges: 0,
      valid: 0,
      violations: 0,
    }));
    this.report = {
      files: [],
      strict: this.strict,
      exchanges: 0,
      matched: 0,
      valid: 0,
      violations: 0,
      unmatched: 0,
      otherHosts: 0,
      preflights: 0,
      operations: this.summaries,
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

  /** Input errors so far, per file. */
  private readonly errorsIn = new Map<string, number>();

  /**
   * Counts an input error; lists it unless its file has had its share listed already (counted here,
   * or `errorsInFile` when the caller counts them).
   */
  addInputError(error: TrafficInputError, errorsInFile?: number): void {
    const counted = (this.errorsIn.get(error.file) ?? 0) + 1;
    this.errorsIn.set(error.file, counted);
    this.report.inputErrorCount += 1;
    if ((errorsInFile ?? counted) <= MAX_ERRORS_PER_FILE) this.report.inputErrors.push(problemOf(error));
  }

  /** Checks one exchange and counts it (or leaves it out, when it went to another host). */
  add(exchange: RecordedExchange): void {
    if (this.hosts !== undefined && !this.hosts.keeps(exchange.request.path, exchange.request.headers)) {
      this.report.otherHosts += 1;
      return;
    }
    this.record(this.evaluate(exchange), exchange.source);
  }

  /**
   * Counts a batch of JSON lines checked elsewhere (batch.ts), read from `file` after `linesBefore`
   * lines holding `exchangesBefore` exchanges. Batches must come in the order of the file.
   */
  addBatch(result: BatchResult, file: string, linesBefore: number, exchangesBefore: number, countError: (error: TrafficInputError) => void): void {
    const report = this.report;
    report.otherHosts += result.otherHosts;
    report.preflights += result.preflights;
    for (let operation = 0; operation < operationCount; operation += 1) {
      const valid = result.valid[operation]!;
      if (valid > 0) this.countValid(operation, valid);
    }
    for (const event of result.events) {
      const line = linesBefore + event.line + 1;
      if (event.kind === 'error') {
        countError(new TrafficInputError(file, event.message, event.column === undefined ? { line } : { line, column: event.column }));
        continue;
      }
      this.record(event, { file, index: exchangesBefore + event.index, line });
    }
  }

  private countValid(operation: number, count: number): void {
    const summary = this.summaries[operation]!;
    summary.exchanges += count;
    summary.valid += count;
    this.report.exchanges += count;
    this.report.matched += count;
    this.report.valid += count;
  }

  private record(verdict: Evaluation, source: ExchangeSource): void {
    const report = this.report;
    if (verdict.kind !== 'preflight' && verdict.kind !== 'unmatched' && verdict.notChecked !== undefined) {
      for (const what of verdict.notChecked)
        this.addInputError(new TrafficInputError(source.file, what, source.line === undefined ? { entry: source.index } : { line: source.line }));
    }
    if (verdict.kind === 'valid') {
      this.countValid(verdict.operation, 1);
      return;
    }
    if (verdict.kind === 'preflight') {
      report.preflights += 1;
      return;
    }
    report.exchanges += 1;
    if (verdict.kind === 'unmatched') {
      report.unmatched += 1;
      if (report.unmatchedExchanges.length < this.maxListed) report.unmatchedExchanges.push(listed(source, verdict.method, verdict.path));
      else report.notListed.unmatched += 1;
      // A browser export holds other sites' traffic too: only strict mode calls that a violation.
      if (this.strict) this.violation(source, verdict.method, verdict.path, null, verdict.status, verdict.issues, []);
      return;
    }
    report.matched += 1;
    const summary = this.summaries[verdict.operation]!;
    summary.exchanges += 1;
    summary.violations += 1;
    this.violation(source, verdict.method, verdict.path, summary.operationId, verdict.status, verdict.requestIssues, verdict.responseIssues);
  }

  private violation(
    source: ExchangeSource,
    method: string,
    path: string,
    operationId: string | null,
    status: number | null,
    requestIssues: ValidationIssue[],
    responseIssues: ValidationIssue[],
  ): void {
    const report = this.report;
    report.violations += 1;
    if (report.violationList.length >= this.maxListed) {
      report.notListed.violations += 1;
      return;
    }
    report.violationList.push({ ...listed(source, method, path), operationId, status, requestIssues, responseIssues });
  }

  result(): TrafficReport {
    return this.report;
  }
}

const maxBodyOf = (options: CheckTrafficOptions): number => options.maxBodyBytes ?? DEFAULT_MAX_LINE_BYTES;

function evaluateOptions(options: CheckTrafficOptions): { strict: boolean; basePath?: string; maxBodyBytes: number } {
  const result: { strict: boolean; basePath?: string; maxBodyBytes: number } = { strict: options.strict === true, maxBodyBytes: maxBodyOf(options) };
  if (options.basePath !== undefined) result.basePath = options.basePath;
  return result;
}

/** Reads and checks every file in turn; unreadable input is reported, never thrown. */
/** V8's longest string: a line longer than this could not be read as text at all. */
const MAX_STRING_BYTES = bufferConstants.MAX_STRING_LENGTH;

export async function checkTraffic(files: readonly string[], options: CheckTrafficOptions = {}): Promise<TrafficReport> {
  checkOptionNames(options, CHECK_TRAFFIC_OPTIONS);
  if (options.basePath !== undefined) {
    // The one base path rule (src/http): a value no request path can hold is the caller's mistake, not traffic's.
    const read = parseBasePath(options.basePath);
    if (!read.ok) throw new TypeError(`checkTraffic: basePath ${read.problem}`);
  }
  // The bounds the command's parsers hold its flags to: a NaN or Infinity turned the line bound off.
  const { jobs, maxBodyBytes: maxBody } = options;
  if (jobs !== undefined && !(Number.isSafeInteger(jobs) && jobs >= 1 && jobs <= 256))
    throw new TypeError(`checkTraffic: jobs must be a whole number from 1 to 256, got ${String(jobs)}`);
  if (maxBody !== undefined && !(Number.isSafeInteger(maxBody) && maxBody >= 1 && maxBody <= MAX_STRING_BYTES))
    throw new TypeError(
      `checkTraffic: maxBodyBytes must be a whole number of bytes from 1 to ${MAX_STRING_BYTES} (V8's longest string), got ${String(maxBody)}`,
    );
  // As the other options: a host that is none is the caller's mistake, thrown before a file is opened.
  const hosts = normalizeHosts(options.hosts ?? [], 'checkTraffic');
  const checker = new TrafficChecker({ ...options, hosts });
  const { onProgress } = options;
  const maxBodyBytes = maxBodyOf(options);
  const batchOptions = { ...evaluateOptions(options), hosts, maxLineBytes: maxBodyBytes };
  // The checker leaves the same entries out; the HAR reader does not read their bodies.
  const harHosts = hostFilter(hosts);
  const runner = await createRunner(batchOptions, options.jobs ?? 1);
  let exchanges = 0;
  try {
    for (const file of files) {
      const name = inputName(file);
      checker.addFile(name);
      const countError = (error: TrafficInputError) => checker.addInputError(error);
      let input: TrafficInput | undefined;
      try {
        input = await openTrafficInput(file, options.stdin === undefined ? {} : { stdin: options.stdin });
        const opened = input;
        let entries: { checked: number; total: number } | undefined;
        const progress = (more: number) => {
          exchanges += more;
          onProgress?.({ file: name, bytesRead: opened.bytesRead(), exchanges, ...(entries === undefined ? {} : { entries: { ...entries } }) });
        };
        if (input.format === 'jsonl')
          await checkJsonLines(
            input,
            (result: BatchResult, lines, before) => checker.addBatch(result, name, lines, before, countError),
            runner,
            maxBodyBytes,
            countError,
            progress,
          );
        else {
          // Loaded when a HAR file comes: a run over JSON Lines never needs the HAR reader.
          const { readHar } = await import('./har.js');
          const onEntries = (total: number) => {
            entries = { checked: 0, total };
            progress(0);
          };
          for await (const item of readHar(input, { maxBodyBytes, keeps: harHosts?.keeps, ...(onProgress === undefined ? {} : { onEntries }) })) {
            if (entries !== undefined) entries.checked += 1;
            if (item instanceof TrafficInputError) countError(item);
            else {
              checker.add(item);
              exchanges += 1;
            }
            // Every 1024 entries: often enough for a progress line, rarely enough to cost nothing.
            if (entries !== undefined && (entries.checked & 1023) === 0) progress(0);
          }
        }
        progress(0);
      } catch (error) {
        if (!(error instanceof TrafficInputError)) throw error;
        countError(error);
      } finally {
        input?.close();
      }
    }
  } finally {
    await runner.close();
  }
  return checker.result();
}

async function createRunner(options: Parameters<typeof inlineRunner>[0], jobs: number): Promise<BatchRunner> {
  if (jobs <= 1) return inlineRunner(options);
  // Loaded only when threads are asked for: the worker's file is found next to the built module.
  const { poolRunner } = await import('./pool.js');
  return poolRunner(options, jobs);
}

export interface ExitCodeOptions {
  /** A run in which no exchange matched an operation is fine (by default it exits 1). */
  allowEmpty?: boolean;
}

/**
 * True when the input could not be read and gave no exchange at all: a report of it would be all
 * zeros, so the CLI prints the input errors alone.
 */
export const readNothing = (report: TrafficReport): boolean =>
  report.inputErrorCount > 0 && report.exchanges === 0 && report.otherHosts === 0 && report.preflights === 0;

/** True when no exchange matched an operation of the contract: a broken recording, a wrong --host or --base-path. */
export const isEmptyRun = (report: TrafficReport): boolean => report.matched === 0;

/** 2 when some input could not be read, 1 on a violation or (unless allowEmpty) when no exchange matched an operation, else 0. */
export function exitCodeOf(report: TrafficReport, options: ExitCodeOptions = {}): 0 | 1 | 2 {
  checkOptionNames(options, EXIT_CODE_OPTIONS);
  if (report.inputErrorCount > 0) return 2;
  if (report.violations > 0) return 1;
  return isEmptyRun(report) && options.allowEmpty !== true ? 1 : 0;
}
