// The operation table, resolved once at module load, and each operation's precompiled validators,
// loaded the first time the operation is validated: a process pays only for the operations it sees.
import type { OperationId } from '../../generated/operations.cjs';
import {
  type CompiledValidator,
  load,
  loadStrictSets,
  type OperationModule,
  operations,
  type RouteEntry,
  type ValidatorSet,
} from '../../generated/validators/index.cjs';

export type { CompiledValidator, ValidatorSet };

// Not imported: the client loads this module but never validates strictly, and a browser bundle of
// it would carry every strict module (a third of its size). loadStrictSets requires them through
// the import "#strict-sets" (generated/validators/package.json) on the first strict validation:
// on Node, and in a bundle for Node, which follows that require; a browser bundle gets no loaders
// there, and the validator's entry for browsers provides them to loadStrictSets. Imported at load,
// they would cost every process a module (0.3 ms of the validator's cold start).
let strictSets: ReturnType<typeof loadStrictSets>;

/** False where the strict validators are neither provided nor loadable: strict mode cannot run. */
export function hasStrictSets(): boolean {
  if (strictSets === undefined) {
    try {
      strictSets = loadStrictSets();
    } catch {
      // A bundle whose bundler left "#strict-sets" unresolved: it holds no strict validator.
    }
  }
  return strictSets !== undefined;
}

export const STRICT_UNAVAILABLE =
  'strict mode needs the strict validators, which this bundle leaves out: a browser bundle holds them through notification-api-contract/validator (its entry for browsers), a bundle for Node through the "#strict-sets" import of the package\'s generated/validators/package.json';

/** A body (of a request or a response) checked by a validator of the operation's module. */
export interface MessageSpec {
  readonly validatorName: string;
  /**
   * The validator's verdict function, set once the operation's module is loaded: looked up by name
   * on every exchange, it was a megamorphic load (each operation's set has its own shape).
   */
  verdict: CompiledValidator | undefined;
}

export interface ResponseSpec {
  readonly status: string;
  /** The status as a number; NaN for a range ('2XX') or the default. */
  readonly code: number;
  /** null: the response has no body. */
  readonly mediaType: string | null;
  readonly validatorName: string | null;
  verdict: CompiledValidator | undefined;
}

/** An operation's validators, once its module is loaded. */
export interface OperationValidators {
  readonly path: CompiledValidator | null;
  readonly query: CompiledValidator | null;
  readonly header: CompiledValidator | null;
  /** Body and response verdicts by validator name: true or false, no errors. */
  readonly verdicts: ValidatorSet;
  /** The body and response validators with Ajv's errors (loaded on the first call). */
  errors(): ValidatorSet;
  /** The strict validators (loaded on the first call); throws where nothing provided them. */
  strict(): ValidatorSet;
}

export interface CompiledOperation {
  readonly operationId: OperationId;
  readonly method: string;
  readonly template: string;
  readonly pathParams: readonly string[];
  readonly queryValidatorName: string | null;
  /** Declared query parameters. */
  readonly queryNames: readonly string[];
  readonly queryRequired: boolean;
  /** Declared header parameters, lower-cased. */
  readonly headerNames: readonly string[];
  readonly headerRequired: boolean;
  readonly body: (MessageSpec & { readonly mediaType: string; readonly required: boolean }) | null;
  readonly successStatus: number;
  /** The responses of the exact status codes the operation declares: a few each, so a scan beats a Map. */
  readonly statusResponses: readonly ResponseSpec[];
  /** Responses by status class ('4XX' → 4), as OpenAPI allows. */
  readonly responseRanges: ReadonlyMap<number, ResponseSpec>;
  readonly defaultResponse: ResponseSpec | null;
  /** Alternative credentials: one satisfied is enough. */
  readonly auth: readonly { readonly header: string; readonly prefix: string }[];
  /**
   * 1 at the lengths of the header names a request of this operation is read for (content-type,
   * authorization, its header parameters and credentials): most headers are skipped on their length.
   */
  readonly headerLengths: Uint8Array;
  readonly entry: RouteEntry;
  /** Set by validatorsOf when the operation's module is first loaded. */
  loaded: OperationValidators | undefined;
}

/**
 * The class of a range of status codes as OpenAPI writes it ('2XX' → 2, any case), else 0. Compared
 * unit by unit: a case-insensitive regular expression costs a cold start 40 µs on its first use.
 */
export function rangeClass(status: string): number {
  if (status.length !== 3 || (status.charCodeAt(1) | 0x20) !== 0x78 || (status.charCodeAt(2) | 0x20) !== 0x78) return 0;
  const digit = status.charCodeAt(0) - 48;
  return digit >= 1 && digit <= 5 ? digit : 0;
}

function compile(entry: RouteEntry): CompiledOperation {
  const { validators } = entry;
  const statusResponses: ResponseSpec[] = [];
  const responseRanges = new Map<number, ResponseSpec>();
  let defaultResponse: ResponseSpec | null = null;
  for (const [status, mediaType] of Object.entries(entry.responses)) {
    const spec: ResponseSpec = {
      status,
      code: Number(status),
      mediaType: mediaType === null ? null : mediaType.toLowerCase(),
      validatorName: validators.responses[status] ?? null,
      verdict: undefined,
    };
    const range = rangeClass(status);
    if (status === 'default') defaultResponse = spec;
    else if (range !== 0) responseRanges.set(range, spec);
    else statusResponses.push(spec);
  }
  const bodyName = validators.body;
  return {
    operationId: entry.operationId,
    method: entry.method,
    template: entry.path,
    pathParams: entry.pathParams,
    queryValidatorName: validators.query,
    queryNames: entry.query,
    queryRequired: entry.queryRequired,
    headerNames: entry.headers,
    headerRequired: entry.headerRequired,
    body:
      entry.requestBody && bodyName
        ? { mediaType: entry.requestBody.mediaType.toLowerCase(), required: entry.requestBody.required, validatorName: bodyName, verdict: undefined }
        : null,
    successStatus: Number(entry.successStatus),
    // Exactly as long as it is: grown by push, each array kept room for 17 (7 KB over the operations).
    statusResponses: statusResponses.slice(),
    responseRanges,
    defaultResponse,
    auth: entry.auth.map(({ header, prefix }) => ({ header: header.toLowerCase(), prefix })),
    headerLengths: headerLengthsOf(['authorization', 'content-type', ...entry.headers, ...entry.auth.map(({ header }) => header)]),
    entry,
    loaded: undefined,
  };
}

/** The lengths of `names`, as CompiledOperation.headerLengths holds them (never written). */
export function headerLengthsOf(names: readonly string[]): Uint8Array {
  // 256 bytes an operation, and only for the operations a process validates (they compile on first use).
  const lengths = new Uint8Array(256);
  for (let i = 0; i < names.length; i += 1) {
    const { length } = names[i]!;
    if (length < 256) lengths[length] = 1;
  }
  return lengths;
}

// Each operation is compiled the first time it is routed to or asked for: compiling all 23 at
// import took about half a millisecond of a cold start that has 4 or 5, and most processes see a few.
const compiled: (CompiledOperation | undefined)[] = [];

/** The operation at `index` in the operation table (the router's answer). */
export function operationAt(index: number): CompiledOperation {
  let operation = compiled[index];
  if (operation === undefined) compiled[index] = operation = compile(operations[index]!);
  return operation;
}

const indexById: ReadonlyMap<string, number> = new Map(operations.map((entry, index) => [entry.operationId, index]));

/** The operation named `operationId`, or undefined when the contract has none. */
export function operationById(operationId: string): CompiledOperation | undefined {
  const index = indexById.get(operationId);
  return index === undefined ? undefined : operationAt(index);
}

/** Every operationId of the contract, in the table's order. */
export const operationIds: readonly string[] = [...indexById.keys()];

/** Every operation, compiled, in the table's order. */
export const allOperations = (): readonly CompiledOperation[] => operations.map((_, index) => operationAt(index));

/** Every validator the table names for the operation, from `set`: a module that lacks one is a generator bug. */
function checkedSet(set: ValidatorSet, names: readonly (string | null)[], operationId: string, what: string): ValidatorSet {
  for (const name of names) {
    if (name !== null && typeof set[name] !== 'function') throw new Error(`the ${what} validators of ${operationId} lack ${name}`);
  }
  return set;
}

function loadValidators(operation: CompiledOperation): OperationValidators {
  const { operationId, entry } = operation;
  const module: OperationModule = load[operationId]();
  const messageNames = [entry.validators.body, ...Object.values(entry.validators.responses)];
  const { path, query, header } = entry.validators;
  const verdicts = checkedSet(module.validators, [...messageNames, path, query, header], operationId, 'precompiled');
  const { body, statusResponses, responseRanges, defaultResponse } = operation;
  if (body !== null) body.verdict = verdicts[body.validatorName];
  for (const spec of [...statusResponses, ...responseRanges.values(), defaultResponse]) {
    if (spec !== null && spec.validatorName !== null) spec.verdict = verdicts[spec.validatorName];
  }
  let errors: ValidatorSet | undefined;
  let strict: ValidatorSet | undefined;
  return {
    path: path === null ? null : verdicts[path]!,
    query: query === null ? null : verdicts[query]!,
    header: header === null ? null : verdicts[header]!,
    verdicts,
    errors() {
      errors ??= checkedSet(module.errors(), messageNames, operationId, 'error-reporting');
      return errors;
    },
    strict() {
      if (strict === undefined) {
        if (!hasStrictSets()) throw new Error(STRICT_UNAVAILABLE);
        strict = checkedSet(strictSets![operationId](), messageNames, operationId, 'strict');
      }
      return strict;
    },
  };
}

/** The declared response of exactly `status`, if any. */
export function exactResponse(operation: CompiledOperation, status: number): ResponseSpec | undefined {
  const { statusResponses } = operation;
  for (let i = 0; i < statusResponses.length; i += 1) if (statusResponses[i]!.code === status) return statusResponses[i];
  return undefined;
}

/** The operation's validators, its module loaded on first use. */
export function validatorsOf(operation: CompiledOperation): OperationValidators {
  let loaded = operation.loaded;
  if (loaded === undefined) operation.loaded = loaded = loadValidators(operation);
  return loaded;
}
