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
type Init<P extends keyof paths, M extends Method, As extends ParseAs> = MaybeOptionalInit<paths[P], M> & { parseAs?: As };
type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The paths whose call may leave the init out: no path parameter, no required body. */
type PathCalledWithoutInit<M extends Method> = {
  [P in PathOf<M>]: RequiredKeysOf<MaybeOptionalInit<paths[P], M>> extends never ? P : never;
}[PathOf<M>];
/** The paths whose call needs an init. */
type PathCalledWithInit<M extends Method> = Exclude<PathOf<M>, PathCalledWithoutInit<M>>;

type Answer<P extends keyof paths, M extends Method, As extends ParseAs> = Promise<FetchResponse<Operation<P, M>, { parseAs: As }, Media>>;

/** A call whose init is required. */
type CallWithInit<M extends Method> = <P extends PathCalledWithInit<M>, As extends ParseAs = 'json'>(url: P, init: Init<P, M, As>) => Answer<P, M, As>;
/** A call whose init may be left out. */
type CallWithoutInit<M extends Method> = <P extends PathCalledWithoutInit<M>, As extends ParseAs = 'json'>(url: P, init?: Init<P, M, As>) => Answer<P, M, As>;

// Two overloads (an intersection), not one signature over a conditional rest tuple, which openapi-fetch's
// `Client<paths>` did not accept. The optional-init one is the signature TypeScript relates to
// openapi-fetch's, so it stays even for a method none of whose paths can leave the init out (`url: never`
// then): this client passes where a `Client<paths>` is asked for (test/types/client.test-d.ts). A
// mistake reads "No overload matches this call", with each overload's reason below it.
type ExactMethod<M extends Method> = CallWithInit<M> & CallWithoutInit<M>;

interface ExactRequestMethod {
  <M extends Method, P extends PathCalledWithInit<M>, As extends ParseAs = 'json'>(method: M, url: P, init: Init<P, M, As>): Answer<P, M, As>;
  <M extends Method, P extends PathCalledWithoutInit<M>, As extends ParseAs = 'json'>(method: M, url: P, init?: Init<P, M, As>): Answer<P, M, As>;
}

/**
 * openapi-fetch's client with the calls above; `use` and `eject` are its own. It extends `Client<paths>`,
 * which its calls are assignable to, so it passes where openapi-fetch's client is asked for.
 */
export interface ExactClient extends Client<paths, Media> {
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
