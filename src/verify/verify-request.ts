// The shape of a request `verify` sends, apart from requests.ts, which draws them with fast-check: the
// declarations of the public entry reach this file, and fast-check's own declarations import
// `pure-rand/types/…`, a subpath that node10 resolution (`"module": "commonjs"`) cannot find, so a
// consumer without skipLibCheck failed to type-check `notification-api-contract/verify`.
import type { OperationId } from './spec.js';

/** How a request presents its credentials: `ignored_auth` sends the two wrong ways. */
export type AuthMode = 'valid' | 'missing' | 'other-scheme';

export interface VerifyRequest {
  readonly operationId: OperationId;
  readonly method: string;
  readonly pathParams: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** Headers other than Authorization and content-type. */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body; undefined for none. */
  readonly body?: unknown;
  /** A body sent as it is, with its own content type (a negative request's wrong media type). */
  readonly rawBody?: { readonly text: string; readonly contentType: string };
  readonly auth: AuthMode;
  /** For a negative request: the one rule of the contract it breaks. */
  readonly violation?: string;
  /**
   * Query parameters whose value verify made up, though it names an item the server gave out (a
   * pagination cursor): the server may hold no such item, and refuse the request for that.
   */
  readonly madeUp?: readonly string[];
  /**
   * Path parameters whose value verify made up (neither the contract's example nor one the server
   * gave out), where the contract leaves the values they take unshown (valuesUnshown): the server may
   * refuse such a value as malformed.
   */
  readonly madeUpPath?: readonly string[];
}

/** What the generators need to know about the run. */
export interface GenerationContext {
  /** `verify-<run id>-`: every key, id and name of something this run may create starts with it. */
  readonly prefix: string;
  /** Writes are allowed: path parameters of writing operations carry the prefix. */
  readonly writes: boolean;
  /** Values the server gave out so far in the run, for the path of a read (path-values.ts). */
  readonly known?: KnownPathValues;
}

/** The values the server gave out in the run, as a generator reads them (path-values.ts's KnownValues, kept apart from fast-check). */
export interface KnownPathValues {
  of(name: string): readonly string[];
}
