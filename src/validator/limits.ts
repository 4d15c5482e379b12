// Bounds that keep validation cheap and safe on hostile input, and the options that tune them.
import { type KnownOptions, knownOptions, renamed, unknownOptionProblem } from '../http/option-names.js';
import { type BasePath, readBasePath } from './base-path.js';
import type { ValidateOptions } from './types.js';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Deepest nesting of arrays and objects a body may have. Ajv validates recursive schemas
 * (Step.variants) by recursion and overflows the stack a few thousand levels down; 128 is far from
 * that and beyond anything this API sends (serde_json uses the same limit).
 */
export const MAX_BODY_DEPTH = 128;

export const DEFAULT_MAX_ISSUES = 100;

/**
 * The `maxBodyBytes` option: anything but a number of at least 0 is the default. One reading for
 * validation and parseJsonWithinBounds, so that given the same option both refuse the same bodies.
 */
export const maxBodyBytesOf = (value: unknown): number => (typeof value === 'number' && value >= 0 ? value : DEFAULT_MAX_BODY_BYTES);

export interface Limits {
  strict: boolean;
  maxIssues: number;
  maxBodyBytes: number;
  /** The prefix removed before routing ('' for none), or why the option was refused. */
  basePath: BasePath;
}

const defaults: Limits = { strict: false, maxIssues: DEFAULT_MAX_ISSUES, maxBodyBytes: DEFAULT_MAX_BODY_BYTES, basePath: readBasePath(undefined) };

// The last fields read and the limits they gave: a caller usually passes the same values on every
// call, and the fields alone decide the limits, so they are the key (whatever object holds them). At
// first every field is undefined, which gives the defaults.
let lastFields: readonly unknown[] = [];
let lastLimits: Limits = defaults;

/**
 * Options with defaults filled in; anything that is not a sensible number falls back to the default.
 * A base path that is not one is kept as a problem: ignoring it would route every request wrongly.
 */
export function limitsOf(options: ValidateOptions | undefined): Limits {
  if (options === undefined || options === null || typeof options !== 'object') return defaults;
  const { strict, maxIssues, maxBodyBytes, basePath } = options;
  if (strict === lastFields[0] && maxIssues === lastFields[1] && maxBodyBytes === lastFields[2] && basePath === lastFields[3]) return lastLimits;
  lastFields = [strict, maxIssues, maxBodyBytes, basePath];
  lastLimits = readLimits(strict, maxIssues, maxBodyBytes, basePath);
  return lastLimits;
}

function readLimits(strict: unknown, maxIssues: unknown, maxBodyBytes: unknown, basePath: unknown): Limits {
  return {
    strict: strict === true,
    maxIssues: typeof maxIssues === 'number' && maxIssues >= 1 ? Math.floor(maxIssues) : DEFAULT_MAX_ISSUES,
    maxBodyBytes: maxBodyBytesOf(maxBodyBytes),
    basePath: readBasePath(basePath),
  };
}

const VALIDATE_OPTIONS = knownOptions<ValidateOptions>('validateRequest')(['strict', 'maxIssues', 'maxBodyBytes', 'basePath']);
/** The names each validation takes, the function named as its message begins. */
export const VALIDATE_REQUEST_OPTIONS: KnownOptions = VALIDATE_OPTIONS;
export const VALIDATE_RESPONSE_OPTIONS: KnownOptions = renamed(VALIDATE_OPTIONS, 'validateResponse');

// The last options object found to hold no unknown name: a caller that passes one object on every
// exchange pays one comparison (about 1 ns); one that builds a fresh object each time, a walk of its
// few keys (about 35 ns). A name added to that object after it was taken is not seen.
let lastKnown: object | undefined;

/**
 * Why validateRequest's or validateResponse's options cannot be taken: an unknown name, said as an
 * issue of every validation, as an invalid basePath is (they never throw).
 */
export function validateOptionsProblem(options: ValidateOptions | undefined, known: KnownOptions): string | undefined {
  if (options === lastKnown || typeof options !== 'object' || options === null) return undefined;
  const problem = unknownOptionProblem(options, known);
  if (problem === undefined) lastKnown = options;
  return problem;
}
