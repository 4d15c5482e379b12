// The offline traffic checker: recorded exchanges (HAR 1.2, JSON Lines) against the contract.
export { checkTraffic, exitCodeOf, TrafficChecker } from './check.js';
export type { CheckTrafficOptions, InputProblem, ListedExchange, ListedViolation, OperationSummary, TrafficProgress, TrafficReport } from './check.js';
export { detectFormat, readTraffic, sniffFormat, type TrafficFormat } from './detect.js';
export { formatReport, placeOf } from './format.js';
export { parseHarText, readHar } from './har.js';
export { findJsonSyntaxError, lineAndColumn, type JsonSyntaxError } from './json-position.js';
export { exchangeOfLine, readJsonLines } from './jsonl.js';
export { progressLine, type ProgressLine } from './progress.js';
export { describePlace, TrafficInputError, type ExchangeSource, type InputPlace, type RecordedExchange, type RecordedResponse } from './types.js';
