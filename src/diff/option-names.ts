// The names each options object of notification-api-contract/diff takes: any other is refused by
// src/http's one rule, not ignored (`readSpec(path, { refroots })` let no folder in).
import { knownOptions } from '../http/option-names.js';
import type { DiffOptions } from './index.js';
import type { ReadSpecOptions } from './load.js';
import type { WeighOptions } from './traffic.js';

export const READ_SPEC_OPTIONS = knownOptions<ReadSpecOptions>('readSpec')(['stdin', 'packageSpec', 'refRoots']);

export const DIFF_OPTIONS = knownOptions<DiffOptions>('diffContracts')(['traffic', 'basePath', 'hosts', 'maxBodyBytes', 'jobs']);

export const WEIGH_OPTIONS = knownOptions<WeighOptions>('weighByTraffic')([
  'stdin',
  'onInputError',
  'validators',
  'oldIsPackage',
  'basePath',
  'hosts',
  'maxBodyBytes',
  'jobs',
]);
