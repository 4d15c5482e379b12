// The offline traffic checker: recorded exchanges (HAR 1.2, JSON Lines) against the contract.
export { checkTraffic, exitCodeOf, isEmptyRun, TrafficChecker } from './check.js';
export type { CheckTrafficOptions, ExitCodeOptions, InputProblem, ListedExchange, ListedViolation, OperationSummary, TrafficProgress, TrafficReport } from './check.js';
export { detectFormat, readTraffic, sniffFormat, type TrafficFormat } from './detect.js';
export { emptyRunLine, formatReport, inputErrorLine, placeOf, printableFile } from './format.js';
export { parseHarText, readHar, type ReadHarOptions } from './har.js';
export { hostFilter, normalizeHost, type HostFilter } from './hosts.js';
export { inputName, openTrafficInput, STDIN, STDIN_NAME, type OpenInputOptions, type TrafficInput } from './input.js';
export { findJsonSyntaxError, lineAndColumn, type JsonSyntaxError } from './json-position.js';
export { DEFAULT_MAX_LINE_BYTES, exchangeOfLine, readJsonLines, type ReadJsonLinesOptions } from './jsonl.js';
export { formatBytes } from './lines.js';
export { progressLine, type ProgressLine } from './progress.js';
export { ACCEPTED_FORMATS } from './sniff.js';
export { describePlace, TrafficInputError, type ExchangeSource, type InputPlace, type RecordedExchange, type RecordedResponse } from './types.js';
