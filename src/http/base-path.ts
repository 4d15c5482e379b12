// The base path: the prefix a service is mounted under (`/prefix` for `/prefix/v2/topics`). One
// rule for the library option and both CLIs' --base-path:
//   - it starts with '/';
//   - it holds only what a URL path holds unencoded (RFC 3986 pchar: letters, digits, `-._~`,
//     `!$&'()*+,;=:@`, '/' and valid %XX), so no space, control, non-ASCII, quote, '?' or '#';
//   - no segment is '.' or '..', its dots percent-encoded or not (URL parsing folds those away,
//     so no request could carry them);
//   - no segment is empty ('//' inside it): a path that starts with '//' is read as a network path
//     (`//host/…`, RFC 3986 §4.2) by whoever resolves it against the mock's address;
//   - trailing slashes are dropped, so '/' (and '//') is no base path: ''.
// It is removed before routing, and only at a segment boundary: `/prefix` holds `/prefix/v2/topics`
// and `/prefix` itself, never `/prefixx/v2/topics`.

import { quoted } from '../text/printable.js';
import { hasDotSegment } from './dot-segment.js';

/** A base path as given, normalised: '' for none, else '/a/b' without a trailing slash. */
export type BasePath = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly problem: string };

const PCHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/** What a message shows of a refused value: quoted, bounded, its control characters escaped. */
const shown = (value: unknown): string => {
  if (typeof value !== 'string') return value === null ? 'null' : typeof value;
  return quoted(value, 80);
};

/**
 * Reads a base path given as a string (or anything, from the library option): `problem` completes
 * a sentence whose subject the caller names ("--base-path " or "the basePath option ").
 */
export function parseBasePath(given: unknown): BasePath {
  if (typeof given !== 'string' || given.charCodeAt(0) !== 47 /* / */) {
    return { ok: false, problem: `must be a path that starts with "/" (such as "/api"); got ${shown(given)}` };
  }
  if (!PCHARS.test(given)) {
    return {
      ok: false,
      problem: `must be a path that starts with "/" (such as "/api"), made of what a URL path holds unencoded (no query, fragment, space or control character; percent-encode the rest); got ${shown(given)}`,
    };
  }
  if (hasDotSegment(given))
    return { ok: false, problem: `must be a path that starts with "/" (such as "/api"), without "." or ".." segments; got ${shown(given)}` };
  let end = given.length;
  while (end > 0 && given.charCodeAt(end - 1) === 47) end -= 1;
  const value = given.slice(0, end);
  if (value.includes('//'))
    return { ok: false, problem: `must be a path that starts with "/" (such as "/api"), without empty segments ("//"); got ${shown(given)}` };
  return { ok: true, value };
}

/** `path` (raw, without query) without the base path (at least '/'), or undefined when it lies outside of it. */
export function stripBasePath(path: string, basePath: string): string | undefined {
  if (basePath === '') return path;
  if (!path.startsWith(basePath)) return undefined;
  if (path.length === basePath.length) return '/';
  return path.charCodeAt(basePath.length) === 47 /* / */ ? path.slice(basePath.length) : undefined;
}
