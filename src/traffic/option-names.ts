// The names each options object of notification-api-contract/traffic takes: any other is refused by
// src/http's one rule, not ignored (`checkTraffic(files, { job: 2 })` ran on one thread).
import { type KnownOptions, knownOptions, renamed } from '../http/option-names.js';
import type { CheckTrafficOptions, ExitCodeOptions } from './check.js';
import type { ReadHarOptions } from './har.js';
import type { OpenInputOptions } from './input.js';
import type { ReadJsonLinesOptions } from './jsonl.js';

export const CHECK_TRAFFIC_OPTIONS = knownOptions<CheckTrafficOptions>('checkTraffic')([
  'strict',
  'maxListed',
  'onProgress',
  'basePath',
  'hosts',
  'maxBodyBytes',
  'jobs',
  'stdin',
]);

export const TRAFFIC_CHECKER_OPTIONS: KnownOptions = renamed(CHECK_TRAFFIC_OPTIONS, 'new TrafficChecker');

export const EXIT_CODE_OPTIONS = knownOptions<ExitCodeOptions>('exitCodeOf')(['allowEmpty']);

export const READ_HAR_OPTIONS = knownOptions<ReadHarOptions>('readHar')(['onBytes', 'maxBodyBytes', 'keeps', 'onEntries']);

export const READ_JSON_LINES_OPTIONS = knownOptions<ReadJsonLinesOptions>('readJsonLines')(['onBytes', 'maxLineBytes']);

export const OPEN_INPUT_OPTIONS = knownOptions<OpenInputOptions>('openTrafficInput')(['stdin']);
