// Strict mode: unknown properties and unknown query parameters become warnings. It uses the strict
// validator set, which closes every object schema that lists its properties and runs with allErrors
// so that each unknown property is reported. allErrors is unsafe on untrusted input, so the strict
// set only ever sees a value that the lenient set has accepted (its shape is then bounded).
import type { CompiledValidator, ValidatorSet } from './catalog.js';
import { escapePointerToken, quote, type Issues } from './issues.js';
import type { IssueLocation } from './types.js';

interface StrictSets {
  readonly messages: ValidatorSet;
  readonly parameters: ValidatorSet;
}

type NodeRequire = (id: string) => unknown;
interface CallSite {
  getFileName(): string | null | undefined;
}
interface V8ErrorConstructor {
  prepareStackTrace?: unknown;
  stackTraceLimit?: number;
  captureStackTrace?(target: object, constructorOpt?: unknown): void;
}

/** The file this code runs from, from V8's structured stack trace. */
function ownFileName(): string | undefined {
  const v8 = Error as unknown as V8ErrorConstructor;
  if (typeof v8.captureStackTrace !== 'function') return undefined;
  const { prepareStackTrace, stackTraceLimit } = v8;
  const holder: { stack?: unknown } = {};
  let sites: unknown;
  try {
    v8.prepareStackTrace = (_: unknown, callSites: CallSite[]) => callSites;
    v8.stackTraceLimit = 1;
    v8.captureStackTrace(holder, ownFileName);
    // The trace is formatted when first read, with the prepareStackTrace of that moment.
    sites = holder.stack;
  } finally {
    v8.prepareStackTrace = prepareStackTrace;
    v8.stackTraceLimit = stackTraceLimit;
  }
  return Array.isArray(sites) ? ((sites[0] as CallSite | undefined)?.getFileName() ?? undefined) : undefined;
}

/**
 * Loads the strict set on first use: it is as large as the lenient one, and most callers never ask
 * for it, so importing it eagerly would double the cold start. ESM has no synchronous `require`, and
 * `import.meta` cannot appear in the CommonJS build, so a require is made with module.createRequire
 * (through process.getBuiltinModule, Node >= 20.16, so browsers and bundles never import node:module),
 * anchored at this file, whose place relative to generated/ is the same in src/, dist/ and dist-cjs/.
 */
function loadStrictSets(): StrictSets | null {
  try {
    const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
    const nodeModule = getBuiltinModule?.('node:module') as { createRequire?: (from: string) => NodeRequire } | undefined;
    const file = ownFileName();
    if (!nodeModule?.createRequire || !file) return null;
    const load = nodeModule.createRequire(file);
    return {
      messages: load('../../generated/validators/messages.strict.cjs') as ValidatorSet,
      parameters: load('../../generated/validators/parameters.strict.cjs') as ValidatorSet,
    };
  } catch {
    return null;
  }
}

let strictSets: StrictSets | null | undefined;
const strict = (): StrictSets | null => (strictSets === undefined ? (strictSets = loadStrictSets()) : strictSets);

/** Loads the strict validators now rather than on the first strict validation; false if they cannot load. */
export function preloadStrictValidators(): boolean {
  return strict() !== null;
}

function unavailable(location: IssueLocation, issues: Issues): void {
  issues.warning(location, '', 'strict checks skipped: the strict validators cannot be loaded here (they need Node.js >= 20.16)', 'strict');
}

function report(location: IssueLocation, validate: CompiledValidator, what: string, issues: Issues): void {
  const errors = validate.errors ?? [];
  let reported = 0;
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const name = (error.params as { additionalProperty?: unknown }).additionalProperty;
    if (typeof name !== 'string') continue;
    issues.warning(location, `${error.instancePath}/${escapePointerToken(name)}`, `unknown ${what} ${quote(name)}`, 'additionalProperties');
    reported += 1;
  }
  // Closing a schema can only fail on unknown properties; anything else would be a generator bug,
  // still worth a warning rather than silence.
  if (reported === 0) issues.warning(location, '', 'does not match the strict schema', errors[0]?.keyword ?? 'strict');
}

/** Warns about each unknown property of a body the lenient validator accepted. */
export function strictBodyWarnings(location: IssueLocation, validatorName: string, value: unknown, issues: Issues): void {
  const sets = strict();
  if (sets === null) return unavailable(location, issues);
  const validate = sets.messages[validatorName];
  if (validate !== undefined && !validate(value)) report(location, validate, 'property', issues);
}

/** Warns about each unknown query parameter; a null validator name: the operation declares none. */
export function strictQueryWarnings(validatorName: string | null, query: Record<string, unknown>, issues: Issues): void {
  if (validatorName === null) {
    for (const name of Object.keys(query)) issues.warning('query', `/${escapePointerToken(name)}`, `unknown query parameter ${quote(name)}`, 'additionalProperties');
    return;
  }
  const sets = strict();
  if (sets === null) return unavailable('query', issues);
  const validate = sets.parameters[validatorName];
  if (validate !== undefined && !validate(query)) report('query', validate, 'query parameter', issues);
}
