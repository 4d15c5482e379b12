// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
// Each operation's strict validators, in a module of its own, loaded when first asked for.
import type { OperationId } from '../operations.cjs';
import type { ValidatorSet } from './index.cjs';

/** Loads (once: `require` caches) an operation's strict validators: unknown properties and query parameters are errors. */
export declare const loadStrict: { readonly [K in OperationId]: () => ValidatorSet };
