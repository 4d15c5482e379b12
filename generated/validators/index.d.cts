// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
// The precompiled validators, one module per operation, loaded when first asked for.
import type { ErrorObject } from 'ajv';
import type { OperationId, OperationValidatorNames } from '../operations.cjs';

/** An Ajv standalone validation function: true when valid; otherwise `errors` says why. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Validators by the names of the operation table (`OperationEntry.validators`). */
export type ValidatorSet = { readonly [name: string]: CompiledValidator | undefined };

export interface OperationModule {
  /**
   * Parameter validators (coercing strings in place, with Ajv's errors) and body and response
   * verdicts: a body or response verdict's `errors` say nothing; ask `errors()` for them.
   */
  readonly validators: ValidatorSet;
  /** Body and response validators with Ajv's errors (a module of its own, loaded on this call). */
  errors(): ValidatorSet;
}

/** Loads (once: `require` caches) the module of an operation's validators. */
export declare const load: { readonly [K in OperationId]: () => OperationModule };

/** One operation, as the validator needs it (the whole entry is in ../operations.cjs). */
export interface RouteEntry {
  readonly operationId: OperationId;
  readonly method: string;
  /** The path template, e.g. /v2/topics/{topicKey}. */
  readonly path: string;
  readonly pathParams: readonly string[];
  /** RegExp source matching a raw (still percent-encoded) path; one group per path parameter. */
  readonly matcher: string;
  readonly literalSegments: number;
  /** Declared query parameters, as the description spells them. */
  readonly query: readonly string[];
  readonly queryRequired: boolean;
  /** Declared header parameters, lower-cased. */
  readonly headers: readonly string[];
  readonly headerRequired: boolean;
  readonly requestBody: { readonly mediaType: string; readonly required: boolean } | null;
  readonly successStatus: string;
  /** Media type by response status ('200', '2XX', 'default'), null for none. */
  readonly responses: Readonly<Record<string, string | null>>;
  readonly auth: readonly { readonly header: string; readonly prefix: string }[];
  readonly validators: OperationValidatorNames;
}

/** The operation table, as much of it as the validator needs. */
export declare const operations: readonly RouteEntry[];

/** The property names the message schemas declare outside a `credentials` object, sorted: a body's redaction shows their values. */
export declare const declaredBodyNames: readonly string[];

/** The bytes of the WebAssembly scan (json-scan-wasm.cjs), loaded on this call. */
export declare function jsonScanWasm(): Uint8Array;

/** The loaders of the strict validators (strict-sets.cjs); undefined in a browser bundle, which leaves them out, unless they were provided. */
export declare function loadStrictSets(): { readonly [K in OperationId]: () => ValidatorSet } | undefined;

/** Hands the strict validators' loaders over where "#strict-sets" has none: the validator's entry for browsers. */
export declare function provideStrictSets(sets: { readonly [K in OperationId]: () => ValidatorSet }): void;
