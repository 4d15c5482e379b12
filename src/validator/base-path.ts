// The `basePath` option: the prefix a service is mounted under (`/prefix` for `/prefix/v2/topics`).
// It is removed before routing, and only at a segment boundary: `/prefix` holds `/prefix/v2/topics`
// and `/prefix` itself, never `/prefixx/v2/topics`.

import { quote } from './issues.js';

/** A base path as given, normalised: '' for none, else '/a/b' without a trailing slash. */
export type BasePath = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly problem: string };

const NONE: BasePath = { ok: true, value: '' };
let lastGiven: unknown;
let lastRead: BasePath = NONE;

const describe = (value: unknown): string => (typeof value === 'string' ? quote(value) : value === null ? 'null' : typeof value);

/**
 * Reads the option: undefined is no base path; otherwise a string that starts with '/' and holds
 * neither a query nor a fragment. Trailing slashes are dropped, so '/' is no base path either.
 * The last answer is kept: a server passes the same string on every call.
 */
export function readBasePath(given: unknown): BasePath {
  if (given === undefined) return NONE;
  if (given === lastGiven) return lastRead;
  let read: BasePath;
  if (typeof given !== 'string' || given.charCodeAt(0) !== 47 /* / */ || given.includes('?') || given.includes('#')) {
    read = {
      ok: false,
      problem: `the basePath option must be a path that starts with "/" (such as "/api"), without a query or fragment; got ${describe(given)}`,
    };
  } else {
    let end = given.length;
    while (end > 0 && given.charCodeAt(end - 1) === 47) end -= 1;
    read = { ok: true, value: given.slice(0, end) };
  }
  lastGiven = given;
  lastRead = read;
  return read;
}

/** `path` without the base path (at least '/'), or undefined when it lies outside of it. */
export function stripBasePath(path: string, basePath: string): string | undefined {
  if (basePath === '') return path;
  if (!path.startsWith(basePath)) return undefined;
  if (path.length === basePath.length) return '/';
  return path.charCodeAt(basePath.length) === 47 /* / */ ? path.slice(basePath.length) : undefined;
}
