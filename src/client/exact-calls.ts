// The client's call signatures: openapi-fetch's, with the init typed where it is written.
//
// openapi-fetch infers each call's init as a type parameter (`Init extends MaybeOptionalInit<…>`) and
// adds `{ [key: string]: unknown }` to it. A literal inferred as a type argument is only held to its
// constraint, which is an assignability check without TypeScript's check of excess properties, so
// `body: { key: 'news', nmae: 'News' }` compiled for every operation (and so did a misspelt query
// parameter). Here the init's type is fixed by the path alone, so a literal written in the call is
// checked as any literal assigned to a declared type: a property the contract does not declare is an
// error at any depth. The one type argument left, `As`, is `parseAs`, which chooses the type of `data`.
//
// The contract still lets a request carry properties it does not declare; an author who means to send
// one passes a body that is not a fresh literal (a variable, or a literal asserted with `as`).
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit, ParseAs } from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';

type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type Media = 'application/json';
type LooseClient = Client<paths, Media>;

type PathOf<M extends Method> = ClientPathsWithMethod<LooseClient, M>;
type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer Op extends Record<string | number, unknown>> ? Op : never;
type Init<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M>;
type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The init, optional when it has no required member (no path parameter, no required body). */
type InitArgument<P extends keyof paths, M extends Method, As extends ParseAs> =
  RequiredKeysOf<Init<P, M>> extends never ? [init?: Init<P, M> & { parseAs?: As }] : [init: Init<P, M> & { parseAs?: As }];

type Answer<P extends keyof paths, M extends Method, As extends ParseAs> = Promise<FetchResponse<Operation<P, M>, { parseAs: As }, Media>>;

export type ExactMethod<M extends Method> = <P extends PathOf<M>, As extends ParseAs = 'json'>(url: P, ...init: InitArgument<P, M, As>) => Answer<P, M, As>;

export type ExactRequestMethod = <M extends Method, P extends PathOf<M>, As extends ParseAs = 'json'>(
  method: M,
  url: P,
  ...init: InitArgument<P, M, As>
) => Answer<P, M, As>;

export interface ExactCalls {
  request: ExactRequestMethod;
  GET: ExactMethod<'get'>;
  PUT: ExactMethod<'put'>;
  POST: ExactMethod<'post'>;
  DELETE: ExactMethod<'delete'>;
  OPTIONS: ExactMethod<'options'>;
  HEAD: ExactMethod<'head'>;
  PATCH: ExactMethod<'patch'>;
  TRACE: ExactMethod<'trace'>;
}

/** openapi-fetch's client with the calls above; `use` and `eject` are its own. */
export type ExactClient = Omit<LooseClient, keyof ExactCalls> & ExactCalls;
