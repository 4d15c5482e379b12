// Validators load when an operation is first validated. A server that would rather pay that at
// start, before its first request, preloads them.

import { checkOptionNames, knownOptions } from '../http/option-names.js';
import { jsonQuoted } from '../text/printable.js';
import { allOperations, type CompiledOperation, operationById, operationIds, validatorsOf } from './catalog.js';

export interface PreloadOptions {
  /** Also the strict validators (unknown properties and query parameters). Default false. */
  strict?: boolean;
  /** Only these operations (operationIds); default every operation of the contract. */
  operations?: readonly string[];
}

const PRELOAD_OPTIONS = knownOptions<PreloadOptions>('preloadValidators')(['strict', 'operations']);

/**
 * Loads now the validators that would otherwise load on first use: for each operation, its
 * validators, the error-reporting ones for invalid exchanges, and with `strict: true` the strict
 * ones. Throws a TypeError for an unknown option, for an operationId the contract does not have, and
 * for `operations` that is not an array.
 */
export function preloadValidators(options: PreloadOptions = {}): void {
  checkOptionNames(options, PRELOAD_OPTIONS);
  let chosen: readonly CompiledOperation[];
  if (options.operations === undefined) chosen = allOperations();
  else if (!Array.isArray(options.operations)) {
    throw new TypeError(
      `preloadValidators: operations must be an array of operationIds, got ${options.operations === null ? 'null' : typeof options.operations}`,
    );
  } else {
    chosen = options.operations.map((operationId: unknown) => {
      const operation = typeof operationId === 'string' ? operationById(operationId) : undefined;
      if (operation === undefined) throw new TypeError(`preloadValidators: no operation ${jsonQuoted(operationId)} (known: ${operationIds.join(', ')})`);
      return operation;
    });
  }
  for (const operation of chosen) {
    const validators = validatorsOf(operation);
    validators.errors();
    if (options.strict === true) validators.strict();
  }
}

/**
 * @deprecated Use `preloadValidators({ strict: true })`. Loads every validator, the strict ones
 * included; true once they are loaded (they load wherever the package runs).
 */
export function preloadStrictValidators(): boolean {
  preloadValidators({ strict: true });
  return true;
}
