// The stateful mock's options and settings: what createStatefulMock takes, checked once, and the
// settings a fixture, the CLI and PATCH /__mock/settings can change while it runs.

import { parseBasePath } from '../http/base-path.js';
import { checkOptionNames, knownOptions } from '../http/option-names.js';
import { jsonQuoted } from '../text/printable.js';
import { DEFAULT_MAX_BODY_BYTES } from '../validator/index.js';
import type { FixtureSettings } from './fixture-types.js';

export interface StatefulMockOptions {
  /** The starting state (see generated/mock/fixture.schema.json); default: the demo state built from the spec's examples. */
  fixture?: import('./fixture-types.js').Fixture;
  /** Start with no environment at all. */
  empty?: boolean;
  /** A key no environment has gets 401, instead of a fresh empty environment. */
  strictKeys?: boolean;
  /** Generated ids and the clock become deterministic (the clock starts at 2027-01-01T00:00:00Z). */
  seed?: number;
  /** Largest request body read, in bytes; default 1 MiB (larger: 413). */
  maxBodyBytes?: number;
  /** Requests kept in the journal (the oldest go first); default 1000. */
  journalLimit?: number;
  /** Largest state PUT /__mock/state takes and GET /__mock/state gives, in bytes of JSON; default 64 MiB. */
  maxStateBytes?: number;
  /** `'off'`: the idempotency-key header is ignored (overrides the fixture's settings); default `'on'`. */
  idempotency?: IdempotencyMode;
  /** Records one environment may hold (overrides the fixture's settings); default 100,000. */
  maxResourcesPerEnvironment?: number;
  /** Bytes the records of one environment may hold, as the mock counts them (overrides the fixture's settings); default 64 MiB. */
  maxBytesPerEnvironment?: number;
  /** Bytes the records of all environments may hold together (overrides the fixture's settings); default 256 MiB. */
  maxTotalBytes?: number;
  /** When set, /__mock/ requests must send `Authorization: Bearer <controlToken>`. */
  controlToken?: string;
  /**
   * The prefix the API is served under, as a client's baseUrl has it (`/api` for
   * `https://host/api`): removed before routing, and a path outside it is a 404. The control API
   * stays at /__mock/. Default: none.
   */
  basePath?: string;
}

/** Every option createStatefulMock takes: another one is refused, not ignored. */
const OPTIONS = knownOptions<StatefulMockOptions>('createStatefulMock')([
  'fixture',
  'empty',
  'strictKeys',
  'seed',
  'maxBodyBytes',
  'journalLimit',
  'maxStateBytes',
  'idempotency',
  'maxResourcesPerEnvironment',
  'maxBytesPerEnvironment',
  'maxTotalBytes',
  'controlToken',
  'basePath',
]);

export type IdempotencyMode = 'on' | 'off';

/** The settings in force: the options over the fixture's settings over the defaults. */
export interface MockSettings {
  idempotency: IdempotencyMode;
  maxResourcesPerEnvironment: number;
  maxBytesPerEnvironment: number;
  maxTotalBytes: number;
}

export interface MockLimits {
  maxBodyBytes: number;
  journalLimit: number;
  maxStateBytes: number;
  /** As the validator's routeRequest takes it: undefined for none. */
  basePath: string | undefined;
}

export const DEFAULT_JOURNAL_LIMIT = 1000;
export const DEFAULT_MAX_STATE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_RESOURCES = 100_000;
export const DEFAULT_MAX_BYTES_PER_ENVIRONMENT = 64 * 1024 * 1024;
export const DEFAULT_MAX_TOTAL_BYTES = 256 * 1024 * 1024;
export const CONTROL_PREFIX = '/__mock/';
/** Faults waiting to be taken. */
export const FAULT_LIMIT = 1000;
/** Environments created for keys no fixture named: past this, new keys get 401. */
export const ENVIRONMENT_LIMIT = 10_000;

const isCount = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** The message saying what is wrong with a settings object, or undefined when it is fine. */
/** The settings that are counts, and the least each may be. */
const COUNT_SETTINGS: Readonly<Record<string, number>> = { maxResourcesPerEnvironment: 1, maxBytesPerEnvironment: 1, maxTotalBytes: 1 };

export function settingsError(settings: unknown): string | undefined {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings))
    return 'settings is an object: { idempotency?: "on" | "off", maxResourcesPerEnvironment?: n, maxBytesPerEnvironment?: n, maxTotalBytes?: n }';
  for (const [name, value] of Object.entries(settings)) {
    if (name === 'idempotency') {
      if (value !== 'on' && value !== 'off') return `idempotency must be "on" or "off", got ${jsonQuoted(value).slice(0, 60)}`;
    } else if (Object.hasOwn(COUNT_SETTINGS, name)) {
      if (!isCount(value, COUNT_SETTINGS[name]!)) return `${name} must be a whole number from ${COUNT_SETTINGS[name]}, got ${jsonQuoted(value).slice(0, 60)}`;
    } else
      return `${jsonQuoted(name.slice(0, 60))} is not a setting: the settings are idempotency, maxResourcesPerEnvironment, maxBytesPerEnvironment and maxTotalBytes`;
  }
  return undefined;
}

export function checkOptions(options: StatefulMockOptions | undefined): MockLimits {
  const defaults: MockLimits = {
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    journalLimit: DEFAULT_JOURNAL_LIMIT,
    maxStateBytes: DEFAULT_MAX_STATE_BYTES,
    basePath: undefined,
  };
  if (options === undefined) return defaults;
  if (typeof options !== 'object' || options === null) throw new TypeError('createStatefulMock: options must be an object');
  checkOptionNames(options, OPTIONS);
  if (options.fixture !== undefined && options.empty === true) throw new TypeError('createStatefulMock: give either a fixture or empty: true, not both');
  if (options.seed !== undefined && !(isCount(options.seed, 0) && options.seed <= 0xffffffff)) {
    throw new TypeError(`createStatefulMock: seed must be a whole number from 0 to 4294967295, got ${String(options.seed)}`);
  }
  for (const name of ['maxBodyBytes', 'journalLimit', 'maxStateBytes'] as const) {
    if (options[name] !== undefined && !isCount(options[name], 0))
      throw new TypeError(`createStatefulMock: ${name} must be a whole number, got ${String(options[name])}`);
  }
  const settings: Record<string, unknown> = {};
  if (options.idempotency !== undefined) settings.idempotency = options.idempotency;
  for (const name of ['maxResourcesPerEnvironment', 'maxBytesPerEnvironment', 'maxTotalBytes'] as const) {
    if (options[name] !== undefined) settings[name] = options[name];
  }
  const wrong = settingsError(settings);
  if (wrong !== undefined) throw new TypeError(`createStatefulMock: ${wrong}`);
  if (options.controlToken !== undefined && (typeof options.controlToken !== 'string' || !/^[\x21-\x7e]{8,512}$/.test(options.controlToken)))
    throw new TypeError('createStatefulMock: controlToken must be 8 to 512 visible ASCII characters');
  let basePath: string | undefined;
  if (options.basePath !== undefined) {
    const read = parseBasePath(options.basePath);
    if (!read.ok) throw new TypeError(`createStatefulMock: basePath ${read.problem}`);
    basePath = read.value === '' ? undefined : read.value;
  }
  return {
    maxBodyBytes: options.maxBodyBytes ?? defaults.maxBodyBytes,
    journalLimit: options.journalLimit ?? defaults.journalLimit,
    maxStateBytes: options.maxStateBytes ?? defaults.maxStateBytes,
    basePath,
  };
}

/** The settings in force: the options win over the fixture's settings, which win over the defaults. */
export function settingsOf(options: StatefulMockOptions, fixture: FixtureSettings | undefined): MockSettings {
  return {
    idempotency: options.idempotency ?? fixture?.idempotency ?? 'on',
    maxResourcesPerEnvironment: options.maxResourcesPerEnvironment ?? fixture?.maxResourcesPerEnvironment ?? DEFAULT_MAX_RESOURCES,
    maxBytesPerEnvironment: options.maxBytesPerEnvironment ?? fixture?.maxBytesPerEnvironment ?? DEFAULT_MAX_BYTES_PER_ENVIRONMENT,
    maxTotalBytes: options.maxTotalBytes ?? fixture?.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES,
  };
}
