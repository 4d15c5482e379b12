// The offline traffic checker: recorded exchanges (HAR 1.2, JSON Lines) against the contract.

export { findJsonSyntaxError, type JsonSyntaxError, lineAndColumn } from '../text/json-syntax.js';
export type {
  CheckTrafficOptions,
  ExitCodeOptions,
  InputProblem,
  ListedExchange,
  ListedViolation,
  OperationSummary,
  TrafficProgress,
  TrafficReport,
} from './check.js';
export { checkTraffic, exitCodeOf, isEmptyRun, readNothing, TrafficChecker } from './check.js';
export { detectFormat, readTraffic, sniffFormat, type TrafficFormat } from './detect.js';
export { emptyRunLine, formatReport, inputErrorLine, inputErrorLines, placeOf, printableFile } from './format.js';
export { parseHarText, type ReadHarOptions, readHar } from './har.js';
export { type HostFilter, hostFilter, normalizeHost } from './hosts.js';
export { inputName, type OpenInputOptions, openTrafficInput, STDIN, STDIN_NAME, type TrafficInput } from './input.js';
export { DEFAULT_MAX_LINE_BYTES, exchangeOfLine, type ReadJsonLinesOptions, readJsonLines } from './jsonl.js';
export { formatBytes } from './lines.js';
export { checkTrafficReport, MERGED_MAX_LISTED, mergeTrafficReports } from './merge.js';
export { type ProgressLine, progressLine } from './progress.js';
export { ACCEPTED_FORMATS } from './sniff.js';
export { describePlace, type ExchangeSource, type InputPlace, type RecordedExchange, type RecordedResponse, TrafficInputError } from './types.js';
